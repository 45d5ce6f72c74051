import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  runChecks
} from "./chunk-DL3LCSEI.js";
import {
  countResult,
  resultParts
} from "./chunk-GPZXZ7N4.js";
import {
  require_ajv
} from "./chunk-RMPLYAJ2.js";
import {
  locate
} from "./chunk-WB6UZB2U.js";
import "./chunk-7OFPA336.js";
import {
  capErrorText
} from "./chunk-XASMM3DP.js";
import {
  require__
} from "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-5SZOHPIE.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/run/calls.ts
var import_ajv = __toESM(require_ajv(), 1);
var import__ = __toESM(require__(), 1);
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function validatorFor(schema) {
  const options = { allErrors: true, strict: false, validateFormats: false };
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  const ajv = /2020-12|2019-09/.test(dialect) ? new import__.Ajv2020(options) : new import_ajv.Ajv(options);
  const { $schema: _ignored, ...rest } = schema;
  return ajv.compile(dialect && !/2020-12|2019-09|draft-07|draft-06/.test(dialect) ? rest : schema);
}
__name(validatorFor, "validatorFor");
function describeErrors(errors) {
  return errors.slice(0, 3).map(
    (e) => `${e.instancePath === "" ? "arguments" : `arguments${e.instancePath.replace(/\//g, ".")}`} ${e.message ?? "is invalid"}`
  ).join("; ");
}
__name(describeErrors, "describeErrors");
function precheck(spec, tools) {
  const tool = tools.find((t) => isObject(t) && t.name === spec.tool);
  if (!tool) {
    const names = tools.flatMap((t) => isObject(t) && typeof t.name === "string" ? [t.name] : []);
    const shown = names.slice(0, 20).join(", ") + (names.length > 20 ? `, and ${names.length - 20} more` : "");
    return {
      status: "unknown-tool",
      text: `the server lists no tool ${JSON.stringify(spec.tool)}; it lists ${names.length === 0 ? "no tools" : shown}`
    };
  }
  if (!isObject(tool.inputSchema)) return null;
  let validate;
  try {
    validate = validatorFor(tool.inputSchema);
  } catch (error) {
    void error;
    return null;
  }
  if (validate(spec.arguments)) return null;
  return {
    status: "bad-arguments",
    text: `the arguments do not satisfy the inputSchema of ${JSON.stringify(spec.tool)}: ${describeErrors(validate.errors ?? [])}`
  };
}
__name(precheck, "precheck");
function toolResultNotes(models, calls) {
  if (!calls.some((c) => c.bytes !== null && c.status !== "oversize")) return [];
  return models.flatMap(
    ({ id, counter }) => !counter || counter.countToolResult ? [] : [
      `calls: no per-model figure for a tool result on ${id} (left out of the calls' models): ${counter.noToolResult ?? "this profile does not render a tool result in this version"}`
    ]
  );
}
__name(toolResultNotes, "toolResultNotes");
async function runCalls(session, file, options) {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const reports = [];
  let crashed = null;
  for (const spec of file.calls) {
    const base = {
      name: spec.name,
      tool: spec.tool,
      status: "ok",
      tokens: {},
      models: {},
      checks: [],
      isError: null,
      ms: 0,
      parts: [],
      bytes: null,
      line: spec.line
    };
    const fail = /* @__PURE__ */ __name((status, text) => ({
      ...base,
      status,
      message: locate(file.file, { line: spec.line, call: spec.name, text })
    }), "fail");
    const problem = precheck(spec, session.tools);
    if (problem) {
      reports.push(fail(problem.status, problem.text));
      continue;
    }
    if (crashed !== null) {
      reports.push(fail("crashed", `not called: the server had ended during an earlier call (${crashed})`));
      continue;
    }
    const left = file.totalTimeoutMs - (now() - start);
    if (left <= 0) {
      reports.push(
        fail(
          "timeout",
          `not called: the calls' time budget of ${file.totalTimeoutMs / 1e3} s (totalTimeout) was spent`
        )
      );
      continue;
    }
    const limit = Math.min(spec.timeoutMs, left);
    const began = now();
    const outcome = await session.call(spec.tool, spec.arguments, limit);
    const ms = Math.round(now() - began);
    if (outcome.kind === "timeout") {
      const seconds = /* @__PURE__ */ __name((n) => Number((n / 1e3).toFixed(1)), "seconds");
      const text = limit < spec.timeoutMs ? `no answer before the calls' time budget of ${seconds(file.totalTimeoutMs)} s ran out (totalTimeout); raise totalTimeout in the calls file if the tools are just slow` : `no answer within ${seconds(limit)} s (its timeout); raise timeout in the calls file if the tool is just slow`;
      reports.push({ ...fail("timeout", text), ms });
    } else if (outcome.kind === "crashed") {
      crashed = capErrorText(outcome.message.split("\n")[0] ?? "");
      reports.push({ ...fail("crashed", `the server ended during the call: ${outcome.message}`), ms });
    } else if (outcome.kind === "error") {
      reports.push({ ...fail("error", `the server answered with an error: ${capErrorText(outcome.message)}`), ms });
    } else if (outcome.bytes > file.maxResultBytes) {
      reports.push({
        ...fail(
          "oversize",
          `the result is ${outcome.bytes} bytes, over the limit of ${file.maxResultBytes} bytes (maxResultKb: ${file.maxResultBytes / 1024}); not counted`
        ),
        ms,
        bytes: outcome.bytes
      });
    } else {
      const { parts, tokens } = countResult(outcome.result, options.encoders);
      options.onResult?.(spec, outcome.result);
      const isError = outcome.result.isError === true;
      const models = {};
      const text = resultParts(outcome.result).filter((p) => p.counted && p.text !== null).map((p) => p.text).join("\n");
      for (const { id, counter } of options.models ?? []) {
        if (counter?.countToolResult) models[id] = await counter.countToolResult(text, spec.tool);
      }
      const report = {
        ...base,
        tokens,
        models,
        parts,
        checks: runChecks(spec.expect, outcome.result),
        isError,
        ms,
        bytes: outcome.bytes
      };
      if (isError) {
        const first = parts.length > 0 ? "" : " (with no content)";
        reports.push({
          ...report,
          status: "error",
          message: locate(file.file, {
            line: spec.line,
            call: spec.name,
            text: `the tool returned isError: true${first}; its result is counted`
          })
        });
      } else reports.push(report);
    }
  }
  return reports;
}
__name(runCalls, "runCalls");
export {
  runCalls,
  toolResultNotes
};
//# sourceMappingURL=calls-FD3SDVRT.js.map
