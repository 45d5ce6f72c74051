/**
 * Scripted tool calls on the started server: check each call against what the server lists
 * (the tool exists, the arguments satisfy its inputSchema) before calling it, call in order within
 * the per-call timeout and the whole run's budget, and count what each result puts into the context.
 */
import { Ajv, type ErrorObject } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { runChecks } from "../core/calls/checks.js";
import { locate } from "../core/calls/parse.js";
import { countResult, resultParts } from "../core/calls/result.js";
import type { CallReport, CallSpec, CallsFile } from "../core/calls/types.js";
import type { Encoder } from "../core/encodings.js";
import type { ModelCounter } from "../core/models/types.js";
import { capErrorText } from "../mcp/limits.js";
import type { ServerSession } from "../mcp/list.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An argument validator per inputSchema dialect; the server's schema is untrusted, so never strict. */
function validatorFor(schema: Record<string, unknown>) {
  const options = { allErrors: true, strict: false, validateFormats: false } as const;
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  const ajv = /2020-12|2019-09/.test(dialect) ? new Ajv2020(options) : new Ajv(options);
  // A $schema ajv does not know (draft-04) must not stop the check: validate by the keywords.
  const { $schema: _ignored, ...rest } = schema;
  return ajv.compile(dialect && !/2020-12|2019-09|draft-07|draft-06/.test(dialect) ? rest : schema);
}

function describeErrors(errors: readonly ErrorObject[]): string {
  return errors
    .slice(0, 3)
    .map(
      (e) =>
        `${e.instancePath === "" ? "arguments" : `arguments${e.instancePath.replace(/\//g, ".")}`} ${e.message ?? "is invalid"}`,
    )
    .join("; ");
}

/** Checks one call against the listing; a message when it cannot be sent. */
function precheck(
  spec: CallSpec,
  tools: readonly unknown[],
): { status: "unknown-tool" | "bad-arguments"; text: string } | null {
  const tool = tools.find((t) => isObject(t) && t.name === spec.tool) as Record<string, unknown> | undefined;
  if (!tool) {
    const names = tools.flatMap((t) => (isObject(t) && typeof t.name === "string" ? [t.name] : []));
    const shown = names.slice(0, 20).join(", ") + (names.length > 20 ? `, and ${names.length - 20} more` : "");
    return {
      status: "unknown-tool",
      text: `the server lists no tool ${JSON.stringify(spec.tool)}; it lists ${names.length === 0 ? "no tools" : shown}`,
    };
  }
  if (!isObject(tool.inputSchema)) return null;
  let validate: ReturnType<typeof validatorFor>;
  try {
    validate = validatorFor(tool.inputSchema);
  } catch (error) {
    // An inputSchema that cannot be compiled is the server's problem; the call is still made.
    void error;
    return null;
  }
  if (validate(spec.arguments)) return null;
  return {
    status: "bad-arguments",
    text: `the arguments do not satisfy the inputSchema of ${JSON.stringify(spec.tool)}: ${describeErrors(validate.errors ?? [])}`,
  };
}

export interface RunCallsOptions {
  encoders: readonly Encoder[];
  /** Model profiles whose counters can render a tool result (the others are left out of `models`). */
  models?: ReadonlyArray<{ id: string; counter: ModelCounter | undefined }>;
  /** Milliseconds since some origin; tests pass none. */
  now?: () => number;
  /** Each result that was counted (hints read it for the preview/detail split). */
  onResult?: (spec: CallSpec, result: Record<string, unknown>) => void;
}

/**
 * A report warning per model profile that gives no figure for the calls' results (`models` leaves it out),
 * with the profile's reason: an absent figure is said, never silent. None when no result was counted.
 */
export function toolResultNotes(
  models: ReadonlyArray<{ id: string; counter: ModelCounter | undefined }>,
  calls: readonly CallReport[],
): string[] {
  if (!calls.some((c) => c.bytes !== null && c.status !== "oversize")) return [];
  return models.flatMap(({ id, counter }) =>
    !counter || counter.countToolResult
      ? []
      : [
          `calls: no per-model figure for a tool result on ${id} (left out of the calls' models): ${
            counter.noToolResult ?? "this profile does not render a tool result in this version"
          }`,
        ],
  );
}

/** Runs every call of the file in order on the session; never throws for a call that fails. */
export async function runCalls(
  session: ServerSession,
  file: CallsFile,
  options: RunCallsOptions,
): Promise<CallReport[]> {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const reports: CallReport[] = [];
  let crashed: string | null = null;
  for (const spec of file.calls) {
    const base: CallReport = {
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
      line: spec.line,
    };
    const fail = (status: CallReport["status"], text: string): CallReport => ({
      ...base,
      status,
      message: locate(file.file, { line: spec.line, call: spec.name, text }),
    });
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
          `not called: the calls' time budget of ${file.totalTimeoutMs / 1000} s (totalTimeout) was spent`,
        ),
      );
      continue;
    }
    const limit = Math.min(spec.timeoutMs, left);
    const began = now();
    const outcome = await session.call(spec.tool, spec.arguments, limit);
    const ms = Math.round(now() - began);
    if (outcome.kind === "timeout") {
      const seconds = (n: number) => Number((n / 1000).toFixed(1));
      const text =
        limit < spec.timeoutMs
          ? `no answer before the calls' time budget of ${seconds(file.totalTimeoutMs)} s ran out (totalTimeout); raise totalTimeout in the calls file if the tools are just slow`
          : `no answer within ${seconds(limit)} s (its timeout); raise timeout in the calls file if the tool is just slow`;
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
          `the result is ${outcome.bytes} bytes, over the limit of ${file.maxResultBytes} bytes (maxResultKb: ${file.maxResultBytes / 1024}); not counted`,
        ),
        ms,
        bytes: outcome.bytes,
      });
    } else {
      const { parts, tokens } = countResult(outcome.result, options.encoders);
      options.onResult?.(spec, outcome.result);
      const isError = outcome.result.isError === true;
      const models: Record<string, number> = {};
      // One tool message per result: the counted parts' text, joined by line breaks (docs/calls.md).
      const text = resultParts(outcome.result)
        .filter((p) => p.counted && p.text !== null)
        .map((p) => p.text)
        .join("\n");
      for (const { id, counter } of options.models ?? []) {
        if (counter?.countToolResult) models[id] = await counter.countToolResult(text, spec.tool);
      }
      const report: CallReport = {
        ...base,
        tokens,
        models,
        parts,
        checks: runChecks(spec.expect, outcome.result),
        isError,
        ms,
        bytes: outcome.bytes,
      };
      if (isError) {
        const first = parts.length > 0 ? "" : " (with no content)";
        reports.push({
          ...report,
          status: "error",
          message: locate(file.file, {
            line: spec.line,
            call: spec.name,
            text: `the tool returned isError: true${first}; its result is counted`,
          }),
        });
      } else reports.push(report);
    }
  }
  return reports;
}
