/**
 * Rules at their edges in summarizeVerdict: a rule at exactly 90% of its limit is not near it (near means less
 * than 10% headroom), one token more is; two call rules are two rules, whatever they share besides the call.
 */
import { describe, expect, it } from "vitest";
import { type RuleResult, summarizeVerdict, verdictPhrase } from "../../../../src/core/verdict.js";

const verdict = (results: RuleResult[]) => ({
  file: "b.yml",
  passed: results.every((r) => r.passed),
  results,
  skipped: [],
});

function total(limit: number, actual: number): RuleResult {
  return {
    rule: "total",
    encoding: "o200k_base",
    view: "model",
    limit,
    limitText: String(limit),
    actual,
    headroom: limit - actual,
    passed: actual <= limit,
    message: `total ${actual} limit ${limit}`,
  };
}

function callTokens(call: string, limit: number, actual: number): RuleResult {
  return { ...total(limit, actual), rule: "callTokens", call, message: `call ${call}: ${actual} > ${limit}` };
}

describe("near the limit", () => {
  it("a rule at exactly 90% of its limit is passing, not near; at 91% it is near", () => {
    const at90 = summarizeVerdict(verdict([total(1000, 900)]), "o200k_base");
    expect(at90.near).toEqual([]);
    expect(at90.passing).toHaveLength(1);
    expect(verdictPhrase(at90)).toBe("budget passes");
    const at91 = summarizeVerdict(verdict([total(1000, 901)]), "o200k_base");
    expect(at91.near).toHaveLength(1);
    expect(verdictPhrase(at91)).toBe("budget passes, 1 rule near the limit");
  });
});

describe("call rules", () => {
  it("two broken call rules on two calls are two rules, not one", () => {
    const summary = summarizeVerdict(
      verdict([callTokens("search", 100, 150), callTokens("get", 100, 170)]),
      "o200k_base",
    );
    expect(summary.broken.map((g) => g.shown.call)).toEqual(["search", "get"]);
    expect(verdictPhrase(summary)).toBe("2 budget rules broken");
  });
});
