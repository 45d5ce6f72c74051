/**
 * Scripted tool calls on the started server: check each call against what the server lists
 * (the tool exists, the arguments satisfy its inputSchema) before calling it, call in order within
 * the per-call timeout and the whole run's budget, and count what each result puts into the context.
 */
import { runChecks } from "../core/calls/checks.js";
import { misspeltArgument, type SchemaError, unknownToolText } from "../core/calls/messages.js";
import { locate } from "../core/calls/parse.js";
import { countResult, resultParts } from "../core/calls/result.js";
import type { CallPlan, CallReport, CallSpec, CallsFile } from "../core/calls/types.js";
import type { Encoder } from "../core/encodings.js";
import type { ModelCounter } from "../core/models/types.js";
import { capErrorText } from "../mcp/limits.js";
import type { ServerSession } from "../mcp/list.js";
import { checkArguments, PatternWorker } from "./argument-check.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The longest an argument check may take (the inputSchema's regular expressions, run in a worker), within the
 * call's own timeout and what is left of totalTimeout. Real patterns answer in microseconds.
 */
export const ARGUMENT_CHECK_MAX_MS = 5000;

function describeErrors(errors: readonly SchemaError[]): string {
  return errors
    .slice(0, 3)
    .map(
      (e) =>
        `${e.instancePath === "" ? "arguments" : `arguments${e.instancePath.replace(/\//g, ".")}`} ${e.message ?? "is invalid"}`,
    )
    .join("; ");
}

/** Why a call cannot be sent; `line` when the mistake is on a line of its own (a misspelt argument's key). */
type Precheck = { status: "unknown-tool" | "bad-arguments" | "timeout"; text: string; line?: number } | null;

/** The tool a call names, or why it cannot be called: it is not listed. */
function findTool(
  spec: CallSpec,
  tools: readonly unknown[],
): { tool: Record<string, unknown> } | { problem: NonNullable<Precheck> } {
  const tool = tools.find((t) => isObject(t) && t.name === spec.tool) as Record<string, unknown> | undefined;
  if (tool) return { tool };
  const names = tools.flatMap((t) => (isObject(t) && typeof t.name === "string" ? [t.name] : []));
  return { problem: { status: "unknown-tool", text: unknownToolText(spec.tool, names) } };
}

/** Checks one call against the listing; a message when it cannot be sent. */
async function precheck(
  spec: CallSpec,
  tools: readonly unknown[],
  worker: PatternWorker,
  ms: number,
): Promise<Precheck> {
  const found = findTool(spec, tools);
  if ("problem" in found) return found.problem;
  const { tool } = found;
  if (!isObject(tool.inputSchema)) return null;
  const check = await checkArguments(tool.inputSchema, spec.arguments, worker, ms);
  // An inputSchema that cannot be compiled is the server's problem; the call is still made.
  if (check.kind === "valid" || check.kind === "uncompilable") return null;
  if (check.kind === "timed-out" && ms <= 0) {
    return {
      status: "timeout",
      text: "not called: the calls' time budget (totalTimeout) was spent before the pattern check of its arguments could run",
    };
  }
  if (check.kind === "timed-out") {
    return {
      status: "timeout",
      text:
        `not called: the pattern check timed out: the pattern ${JSON.stringify(capErrorText(check.pattern))} of the inputSchema ` +
        `of ${JSON.stringify(spec.tool)} did not finish within ${Number((check.ms / 1000).toFixed(1))} s on these arguments ` +
        "(a regular expression that backtracks without end); the server should fix its pattern",
    };
  }
  const misspelt = misspeltArgument(spec.tool, tool.inputSchema, spec.arguments, check.errors);
  if (misspelt) {
    // The errors it does not explain still stop the call; they are said too, after the one to fix first.
    const rest = misspelt.errors.length > 0 ? `; and ${describeErrors(misspelt.errors)}` : "";
    const line = spec.argumentLines?.get(misspelt.key);
    return { status: "bad-arguments", text: `${misspelt.text}${rest}`, ...(line !== undefined ? { line } : {}) };
  }
  return {
    status: "bad-arguments",
    text: `the arguments do not satisfy the inputSchema of ${JSON.stringify(spec.tool)}: ${describeErrors(check.errors)}`,
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

/**
 * A dry run: every call of the file checked against the listing as runCalls checks it (the tool, the
 * arguments against its inputSchema, the pattern check's time limit), and none sent.
 */
export async function planCalls(session: Pick<ServerSession, "tools">, file: CallsFile): Promise<CallPlan[]> {
  const worker = new PatternWorker();
  const plans: CallPlan[] = [];
  const start = performance.now();
  try {
    for (const spec of file.calls) {
      // Within totalTimeout, as a real run's checks are: the session's deadline is a little past it.
      const left = file.totalTimeoutMs - (performance.now() - start);
      const problem = await precheck(
        spec,
        session.tools,
        worker,
        Math.min(ARGUMENT_CHECK_MAX_MS, spec.timeoutMs, left),
      );
      const plan: CallPlan = {
        name: spec.name,
        tool: spec.tool,
        status: problem ? problem.status : "would-call",
        arguments: spec.arguments,
        line: spec.line,
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
  const worker = new PatternWorker();
  try {
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
      const fail = (status: CallReport["status"], text: string, line = spec.line): CallReport => ({
        ...base,
        status,
        message: locate(file.file, { line, call: spec.name, text }),
      });
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
      } else if (outcome.kind === "too-deep") {
        reports.push({
          ...fail(
            "oversize",
            `the result is nested more than ${outcome.levels} levels deep, too deeply to count (and clients will fail on it too); not counted`,
          ),
          ms,
        });
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
  } finally {
    await worker.close();
  }
  return reports;
}
