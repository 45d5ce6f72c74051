import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  runChecks
} from "./chunk-DL3LCSEI.js";
import {
  locate
} from "./chunk-JCAEX2LW.js";
import {
  require_ajv
} from "./chunk-AEMDALGZ.js";
import {
  require__
} from "./chunk-TEHDCKLT.js";
import {
  countResult,
  resultParts
} from "./chunk-GPZXZ7N4.js";
import {
  closest
} from "./chunk-7OFPA336.js";
import {
  capErrorText
} from "./chunk-AY22MO67.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/messages.ts
var TOOLS_SHOWN = 8;
function unknownToolText(tool, listed) {
  const head = `no tool ${JSON.stringify(tool)} on this server`;
  const near = closest(tool, listed);
  if (near !== null) return `${head}; did you mean ${JSON.stringify(near)}?`;
  if (listed.length === 0) return `${head}; it lists no tools`;
  const more = listed.length > TOOLS_SHOWN ? `, and ${listed.length - TOOLS_SHOWN} more` : "";
  return `${head}; it lists ${listed.slice(0, TOOLS_SHOWN).join(", ")}${more}`;
}
__name(unknownToolText, "unknownToolText");
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function misspeltArgument(tool, schema, args, errors) {
  const top = errors.filter((e) => e.instancePath === "");
  const missing = top.flatMap(
    (e) => e.keyword === "required" && typeof e.params.missingProperty === "string" ? [e.params.missingProperty] : []
  );
  const rejected = top.flatMap(
    (e) => e.keyword === "additionalProperties" && typeof e.params.additionalProperty === "string" ? [e.params.additionalProperty] : []
  );
  const parameters = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const unknown = Object.keys(args).filter((k) => !parameters.includes(k));
  const what = /* @__PURE__ */ __name((key2) => `argument ${JSON.stringify(key2)} is not a parameter of ${JSON.stringify(tool)}`, "what");
  for (const key2 of unknown) {
    const meant2 = closest(key2, missing);
    if (meant2 === null) continue;
    return {
      key: key2,
      text: `${what(key2)}; did you mean ${JSON.stringify(meant2)}?`,
      errors: errors.filter(
        (e) => !(e.instancePath === "" && e.keyword === "required" && e.params.missingProperty === meant2) && !(e.instancePath === "" && e.keyword === "additionalProperties" && e.params.additionalProperty === key2)
      )
    };
  }
  const key = rejected.find((k) => Object.hasOwn(args, k));
  if (key === void 0) return null;
  const meant = closest(key, parameters);
  const hint = meant !== null ? `; did you mean ${JSON.stringify(meant)}?` : parameters.length === 0 ? `; ${JSON.stringify(tool)} takes no arguments` : `; its parameters are ${parameters.slice(0, TOOLS_SHOWN).join(", ")}${parameters.length > TOOLS_SHOWN ? `, and ${parameters.length - TOOLS_SHOWN} more` : ""}`;
  return {
    key,
    text: `${what(key)}${hint}`,
    errors: errors.filter(
      (e) => !(e.instancePath === "" && e.keyword === "additionalProperties" && e.params.additionalProperty === key) && !(meant !== null && e.instancePath === "" && e.keyword === "required" && e.params.missingProperty === meant)
    )
  };
}
__name(misspeltArgument, "misspeltArgument");

// src/run/argument-check.ts
var import_ajv = __toESM(require_ajv(), 1);
var import__ = __toESM(require__(), 1);
import { Worker } from "node:worker_threads";
var WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, questions }) => {
  questions.forEach((q, index) => {
    let value = false;
    try { value = new RegExp(q.pattern, q.flags).test(q.text); } catch { value = false; }
    parentPort.postMessage({ id, index, value });
  });
});
`;
var PatternWorker = class {
  static {
    __name(this, "PatternWorker");
  }
  #worker = null;
  #next = 0;
  /** The answers in order, or the first question left unanswered when `ms` passed. */
  answer(questions, ms) {
    const worker = this.#start();
    const id = this.#next++;
    const values = [];
    let answered = 0;
    return new Promise((resolve, reject) => {
      const done = /* @__PURE__ */ __name(() => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
      }, "done");
      const onMessage = /* @__PURE__ */ __name((message) => {
        if (message.id !== id) return;
        values[message.index] = message.value;
        answered += 1;
        if (answered === questions.length) {
          done();
          resolve({ values });
        }
      }, "onMessage");
      const onError = /* @__PURE__ */ __name((error) => {
        done();
        this.#worker = null;
        reject(error);
      }, "onError");
      const timer = setTimeout(
        () => {
          done();
          void worker.terminate();
          this.#worker = null;
          resolve({ unanswered: questions[answered] ?? questions[0] });
        },
        Math.max(1, ms)
      );
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.postMessage({ id, questions });
    });
  }
  #start() {
    if (!this.#worker) {
      this.#worker = new Worker(WORKER_CODE, { eval: true });
      this.#worker.unref();
    }
    return this.#worker;
  }
  async close() {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
};
var questionKey = /* @__PURE__ */ __name((q) => `${q.flags}\0${q.pattern}\0${q.text}`, "questionKey");
function compile(schema, test) {
  const regExp = Object.assign(
    (pattern, flags) => {
      new RegExp(pattern, flags);
      return { test: /* @__PURE__ */ __name((text) => test({ pattern, flags, text }), "test"), toString: /* @__PURE__ */ __name(() => `/${pattern}/${flags}`, "toString") };
    },
    { code: "mtbPatternLookup" }
  );
  const options = { allErrors: true, strict: false, validateFormats: false, code: { regExp } };
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  const ajv = /2020-12|2019-09/.test(dialect) ? new import__.Ajv2020(options) : new import_ajv.Ajv(options);
  const { $schema: _ignored, ...rest } = schema;
  return ajv.compile(dialect && !/2020-12|2019-09|draft-07|draft-06/.test(dialect) ? rest : schema);
}
__name(compile, "compile");
async function checkArguments(schema, args, worker, ms, now = () => performance.now()) {
  const answers = /* @__PURE__ */ new Map();
  let missing = /* @__PURE__ */ new Map();
  const lookUp = /* @__PURE__ */ __name((q) => {
    const key = questionKey(q);
    const known = answers.get(key);
    if (known !== void 0) return known;
    missing.set(key, q);
    return true;
  }, "lookUp");
  let validate;
  try {
    validate = compile(schema, lookUp);
  } catch {
    return { kind: "uncompilable" };
  }
  const started = now();
  for (; ; ) {
    missing = /* @__PURE__ */ new Map();
    const valid = validate(args);
    if (missing.size === 0) return valid ? { kind: "valid" } : { kind: "invalid", errors: validate.errors ?? [] };
    const questions = [...missing.values()];
    const left = ms - (now() - started);
    const outcome = left > 0 ? await worker.answer(questions, left) : { unanswered: questions[0] };
    if ("unanswered" in outcome) return { kind: "timed-out", pattern: outcome.unanswered.pattern, ms };
    questions.forEach((q, i) => {
      answers.set(questionKey(q), outcome.values[i] === true);
    });
  }
}
__name(checkArguments, "checkArguments");

// src/run/calls.ts
var isObject2 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var ARGUMENT_CHECK_MAX_MS = 5e3;
function describeErrors(errors) {
  return errors.slice(0, 3).map(
    (e) => `${e.instancePath === "" ? "arguments" : `arguments${e.instancePath.replace(/\//g, ".")}`} ${e.message ?? "is invalid"}`
  ).join("; ");
}
__name(describeErrors, "describeErrors");
function findTool(spec, tools) {
  const tool = tools.find((t) => isObject2(t) && t.name === spec.tool);
  if (tool) return { tool };
  const names = tools.flatMap((t) => isObject2(t) && typeof t.name === "string" ? [t.name] : []);
  return { problem: { status: "unknown-tool", text: unknownToolText(spec.tool, names) } };
}
__name(findTool, "findTool");
async function precheck(spec, tools, worker, ms) {
  const found = findTool(spec, tools);
  if ("problem" in found) return found.problem;
  const { tool } = found;
  if (!isObject2(tool.inputSchema)) return null;
  const check = await checkArguments(tool.inputSchema, spec.arguments, worker, ms);
  if (check.kind === "valid" || check.kind === "uncompilable") return null;
  if (check.kind === "timed-out" && ms <= 0) {
    return {
      status: "timeout",
      text: "not called: the calls' time budget (totalTimeout) was spent before the pattern check of its arguments could run"
    };
  }
  if (check.kind === "timed-out") {
    return {
      status: "timeout",
      text: `not called: the pattern check timed out: the pattern ${JSON.stringify(capErrorText(check.pattern))} of the inputSchema of ${JSON.stringify(spec.tool)} did not finish within ${Number((check.ms / 1e3).toFixed(1))} s on these arguments (a regular expression that backtracks without end); the server should fix its pattern`
    };
  }
  const misspelt = misspeltArgument(spec.tool, tool.inputSchema, spec.arguments, check.errors);
  if (misspelt) {
    const rest = misspelt.errors.length > 0 ? `; and ${describeErrors(misspelt.errors)}` : "";
    const line = spec.argumentLines?.get(misspelt.key);
    return { status: "bad-arguments", text: `${misspelt.text}${rest}`, ...line !== void 0 ? { line } : {} };
  }
  return {
    status: "bad-arguments",
    text: `the arguments do not satisfy the inputSchema of ${JSON.stringify(spec.tool)}: ${describeErrors(check.errors)}`
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
async function planCalls(session, file) {
  const worker = new PatternWorker();
  const plans = [];
  const start = performance.now();
  try {
    for (const spec of file.calls) {
      const left = file.totalTimeoutMs - (performance.now() - start);
      const problem = await precheck(
        spec,
        session.tools,
        worker,
        Math.min(ARGUMENT_CHECK_MAX_MS, spec.timeoutMs, left)
      );
      const plan = {
        name: spec.name,
        tool: spec.tool,
        status: problem ? problem.status : "would-call",
        arguments: spec.arguments,
        line: spec.line
      };
      if (problem)
        plan.message = locate(file.file, { line: problem.line ?? spec.line, call: spec.name, text: problem.text });
      plans.push(plan);
    }
  } finally {
    await worker.close();
  }
  return plans;
}
__name(planCalls, "planCalls");
async function runCalls(session, file, options) {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const reports = [];
  let crashed = null;
  const worker = new PatternWorker();
  try {
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
      const fail = /* @__PURE__ */ __name((status, text, line = spec.line) => ({
        ...base,
        status,
        message: locate(file.file, { line, call: spec.name, text })
      }), "fail");
      const checkMs = Math.min(ARGUMENT_CHECK_MAX_MS, spec.timeoutMs, file.totalTimeoutMs - (now() - start));
      const problem = await precheck(spec, session.tools, worker, checkMs);
      if (problem) {
        reports.push(fail(problem.status, problem.text, problem.line));
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
      } else if (outcome.kind === "too-deep") {
        reports.push({
          ...fail(
            "oversize",
            `the result is nested more than ${outcome.levels} levels deep, too deeply to count (and clients will fail on it too); not counted`
          ),
          ms
        });
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
  } finally {
    await worker.close();
  }
  return reports;
}
__name(runCalls, "runCalls");

export {
  ARGUMENT_CHECK_MAX_MS,
  toolResultNotes,
  planCalls,
  runCalls
};
//# sourceMappingURL=chunk-FKU4ELEG.js.map
