/**
 * Scripted calls at base and head, per call name: base -> head, delta and percent per encoding, the
 * content part that grew most, and calls added, removed or not answered at the base. The base runs the
 * head's calls file, so a call its server cannot answer is "not at base", never a failure.
 */
import type { Report } from "../report.js";
import type { CallPart, CallReport, CallStatus, CheckResult } from "./types.js";

export type CallDiffStatus = "changed" | "unchanged" | "added" | "removed" | "not-at-base" | "no-baseline";

export interface CallSide {
  status: CallStatus;
  tool: string;
  /** {} when the call was not counted on this side. */
  tokens: Record<string, number>;
  /** Tokens per part type in the first encoding, for "what grew". */
  parts: Record<string, number>;
  /**
   * For every status but "ok": what happened, located in the calls file (the server's error text, capped
   * where it was received). Carried here so the comment can say why the step failed, not only "error".
   */
  message?: string;
}

export interface CallDiff {
  name: string;
  status: CallDiffStatus;
  base: CallSide | null;
  head: CallSide | null;
  /** head - base per encoding counted on both sides; null when not both were counted. */
  delta: Record<string, number> | null;
  /** delta / base per encoding; null for a base of 0. */
  percent: Record<string, number | null> | null;
  /** The part type whose tokens grew most (first encoding), when the call grew. */
  grew: string | null;
  /** The head's checks. */
  checks: CheckResult[];
}

function partTotals(parts: readonly CallPart[], encoding: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts) {
    const n = part.counted ? part.tokens[encoding] : undefined;
    if (n !== undefined) out[part.type] = (out[part.type] ?? 0) + n;
  }
  return out;
}

const sideOf = (call: CallReport, encoding: string): CallSide => ({
  status: call.status,
  tool: call.tool,
  tokens: { ...call.tokens },
  parts: partTotals(call.parts, encoding),
  ...(call.status !== "ok" && call.message !== undefined ? { message: call.message } : {}),
});

/**
 * The calls that failed at head (any status but "ok", as `failedCalls` counts them for the exit code):
 * they fail the run like a broken rule does. A call the base alone could not answer is not among them.
 */
export function failedAtHead(calls: readonly CallDiff[] | undefined): CallDiff[] {
  return (calls ?? []).filter((c) => c.head !== null && c.head.status !== "ok");
}

/** Calls of either report; undefined when neither has any (comparisons without calls read as before). */
export function compareCalls(base: Report | null, head: Report, encodings: readonly string[]): CallDiff[] | undefined {
  if (!head.calls && !base?.calls) return undefined;
  const primary = encodings[0] ?? "";
  const baseByName = new Map((base?.calls ?? []).map((c) => [c.name, c]));
  const out: CallDiff[] = [];
  for (const call of head.calls ?? []) {
    const before = baseByName.get(call.name);
    const headSide = sideOf(call, primary);
    const baseSide = before ? sideOf(before, primary) : null;
    const common = encodings.filter((e) => call.tokens[e] !== undefined && before?.tokens[e] !== undefined);
    const diff: CallDiff = {
      name: call.name,
      status: "unchanged",
      base: baseSide,
      head: headSide,
      delta: null,
      percent: null,
      grew: null,
      checks: call.checks,
    };
    if (!base) diff.status = "no-baseline";
    else if (!before) diff.status = "added";
    else if (before.status !== "ok" && before.status !== "error") diff.status = "not-at-base";
    else if (common.length === 0) diff.status = call.tokens[primary] === undefined ? "unchanged" : "not-at-base";
    else {
      diff.delta = Object.fromEntries(common.map((e) => [e, (call.tokens[e] ?? 0) - (before.tokens[e] ?? 0)]));
      diff.percent = Object.fromEntries(
        common.map((e) => {
          const b = before.tokens[e] ?? 0;
          return [e, b === 0 ? null : ((call.tokens[e] ?? 0) - b) / b];
        }),
      );
      diff.status =
        Object.values(diff.delta).some((d) => d !== 0) || before.status !== call.status ? "changed" : "unchanged";
      if ((diff.delta[primary] ?? 0) > 0 && baseSide) {
        let best: [string, number] | null = null;
        for (const [type, n] of Object.entries(headSide.parts)) {
          const growth = n - (baseSide.parts[type] ?? 0);
          if (growth > 0 && (best === null || growth > best[1])) best = [type, growth];
        }
        diff.grew = best?.[0] ?? null;
      }
    }
    out.push(diff);
  }
  const headNames = new Set((head.calls ?? []).map((c) => c.name));
  for (const call of base?.calls ?? []) {
    if (headNames.has(call.name)) continue;
    out.push({
      name: call.name,
      status: "removed",
      base: sideOf(call, primary),
      head: null,
      delta: null,
      percent: null,
      grew: null,
      checks: [],
    });
  }
  return out;
}
