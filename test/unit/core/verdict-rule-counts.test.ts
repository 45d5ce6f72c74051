/**
 * How checks become rules in every place that shows a verdict (summarizeVerdict): one rule per limit of the
 * budget file, whatever the number of encodings it is checked in; which check is shown; and a broken rule
 * is never also counted near its limit. Plain data, as the checker produces it.
 */
import { describe, expect, it } from "vitest";
import { type RuleResult, summarizeVerdict, verdictPhrase } from "../../../src/core/verdict.js";

function check(encoding: string, view: "model" | "raw", limit: number, actual: number): RuleResult {
  return {
    rule: "total",
    encoding,
    view,
    limit,
    limitText: String(limit),
    actual,
    headroom: limit - actual,
    passed: actual <= limit,
    message: `total ${actual} (${encoding}, ${view}) limit ${limit}`,
  };
}

const verdict = (results: RuleResult[]) => ({
  file: "b.yml",
  passed: results.every((r) => r.passed),
  results,
  skipped: [],
});

describe("summarizeVerdict", () => {
  it("shows the primary encoding's check of a broken rule, whatever the checker's order", () => {
    const summary = summarizeVerdict(
      verdict([check("cl100k_base", "model", 100, 150), check("o200k_base", "model", 100, 160)]),
      "o200k_base",
    );
    expect(summary.rules).toHaveLength(1);
    expect(summary.rules[0]?.shown.encoding).toBe("o200k_base");
  });

  it("a rule broken in one encoding and near its limit in another is broken, not also near", () => {
    const summary = summarizeVerdict(
      verdict([check("o200k_base", "model", 100, 120), check("cl100k_base", "model", 100, 95)]),
      "o200k_base",
    );
    expect(summary.broken).toHaveLength(1);
    expect(summary.near).toEqual([]);
    expect(verdictPhrase(summary)).toBe("1 budget rule broken");
  });

  it("a total limit on the raw view in one encoding and on the model view in another is two rules", () => {
    // encodings: { o200k_base: { view: raw, total: 100 }, cl100k_base: { total: 100 } }
    const summary = summarizeVerdict(
      verdict([check("o200k_base", "raw", 100, 150), check("cl100k_base", "model", 100, 50)]),
      "o200k_base",
    );
    expect(summary.rules).toHaveLength(2);
    expect(summary.broken.map((g) => g.shown.view)).toEqual(["raw"]);
    expect(summary.passing.map((g) => g.shown.view)).toEqual(["model"]);
  });
});
