/**
 * A scripted call that failed at head is part of the run's verdict, as a broken budget rule is: the
 * verdict (core/verdict.ts), the title's words, and the action's `verdict` and `status` outputs all say
 * the run failed, with or without a budget, and whether or not the tools changed. A call the base alone
 * could not answer is not a failure. Plain data, as the comparison carries it.
 */
import { describe, expect, it } from "vitest";
import { statusOf, verdictOf } from "../../../../src/action/publish.js";
import type { CallDiff } from "../../../../src/core/calls/compare.js";
import type { Comparison } from "../../../../src/core/comparison.js";
import { comparisonRunVerdict, verdictWords } from "../../../../src/core/render/comparison-budget.js";
import {
  type RuleResult,
  runVerdict,
  runVerdictPhrase,
  summarizeVerdict,
  type Verdict,
} from "../../../../src/core/verdict.js";

const total = (limit: number, actual: number): RuleResult => ({
  rule: "total",
  encoding: "o200k_base",
  view: "model",
  limit,
  limitText: String(limit),
  actual,
  headroom: limit - actual,
  passed: actual <= limit,
  message: `total ${actual} > ${limit}`,
});

const budget = (results: RuleResult[]): Verdict => ({
  file: "b.yml",
  passed: results.every((r) => r.passed),
  results,
  skipped: [],
});

function call(name: string, head: CallDiff["head"], base: CallDiff["base"] = head): CallDiff {
  return { name, status: "unchanged", base, head, delta: null, percent: null, grew: null, checks: [] };
}

const ok = { status: "ok" as const, tool: "search", tokens: { o200k_base: 40 }, parts: { text: 40 } };
const failed = {
  status: "error" as const,
  tool: "search",
  tokens: {},
  parts: {},
  message: 'calls file c.yml, line 2: call "search": the server answered with an error: 503',
};

// Only what the verdict reads; the rest of a comparison does not take part.
const comparison = (verdict: Verdict | null, calls: CallDiff[], status: Comparison["status"] = "unchanged") =>
  ({ status, verdict, calls, encodings: ["o200k_base"], totals: {} }) as unknown as Comparison;

describe("runVerdict", () => {
  it("fails on a failed call when the budget passes, and says both", () => {
    const v = runVerdict(summarizeVerdict(budget([total(1000, 100)]), "o200k_base"), [
      { name: "search", status: "error", message: "503" },
    ]);
    expect(v.passed).toBe(false);
    expect(runVerdictPhrase(v)).toBe("1 tool call failed, budget passes");
  });

  it("fails on a failed call without a budget", () => {
    const v = runVerdict(null, [
      { name: "a", status: "timeout", message: null },
      { name: "b", status: "error", message: null },
    ]);
    expect(v.passed).toBe(false);
    expect(runVerdictPhrase(v)).toBe("2 tool calls failed");
  });

  it("is the budget's alone when every call went well", () => {
    const v = runVerdict(summarizeVerdict(budget([total(10, 100)]), "o200k_base"), []);
    expect(v.passed).toBe(false);
    expect(runVerdictPhrase(v)).toBe("1 budget rule broken");
    expect(runVerdictPhrase(runVerdict(null, []))).toBeNull();
  });
});

describe("a comparison's verdict", () => {
  it("counts a call that failed at head, with its message, in the title and the outputs", () => {
    const c = comparison(budget([total(1000, 100)]), [call("search", failed, ok), call("get", ok)]);
    expect(comparisonRunVerdict(c).failedCalls).toEqual([{ name: "search", status: "error", message: failed.message }]);
    expect(verdictWords(c)).toBe("❌ 1 tool call failed, budget passes");
    expect(verdictOf(c)).toBe("fail");
    // The tools did not change, and still the run failed: never "unchanged".
    expect(statusOf(c)).toBe("fail");
  });

  it("fails without a budget file too", () => {
    const c = comparison(null, [call("search", failed)], "changed");
    expect(verdictWords(c)).toBe("❌ 1 tool call failed");
    expect(verdictOf(c)).toBe("fail");
    expect(statusOf(c)).toBe("fail");
  });

  it("does not count a call only the base could not answer, nor one removed at head", () => {
    const c = comparison(null, [call("preview", ok, { ...failed, status: "unknown-tool" }), call("old", null, failed)]);
    expect(comparisonRunVerdict(c).passed).toBe(true);
    expect(verdictWords(c)).toBeNull();
    expect(verdictOf(c)).toBe("none");
    expect(statusOf(c)).toBe("unchanged");
  });
});
