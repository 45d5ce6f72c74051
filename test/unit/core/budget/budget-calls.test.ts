/**
 * The `calls` budget key: one entry in the rules table, read with located errors, described by the
 * JSON Schema, and checked per call and encoding (maxTokens, maxIncrease against the base), with a note
 * for every limit that could not be checked.
 */
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { BudgetError, checkBudget, parseBudget, RULES } from "../../../../src/core/budget.js";
import type { CallReport } from "../../../../src/core/calls/types.js";
import { METHOD_TEXT, REPORT_SCHEMA_VERSION, type Report } from "../../../../src/core/report.js";

function call(name: string, tokens: number | null, status: CallReport["status"] = "ok"): CallReport {
  return {
    name,
    tool: "t",
    status,
    tokens: tokens === null ? {} : { o200k_base: tokens },
    models: {},
    checks: [],
    isError: tokens === null ? null : false,
    ms: 1,
    parts: [],
    bytes: null,
    line: 2,
  };
}

function report(calls: CallReport[] | undefined): Report {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: "0.0.0-test" },
    method: {
      views: { model: METHOD_TEXT.model, raw: METHOD_TEXT.raw },
      total: METHOD_TEXT.total,
      json: "compact",
      encodings: ["o200k_base"],
      tokenizer: { name: "gpt-tokenizer", version: "0.0.0-test" },
    },
    server: { name: "test", version: null, protocolVersion: null },
    totals: { o200k_base: { model: 10, raw: 10 } },
    tools: [],
    prompts: null,
    resources: null,
    warnings: [],
    ...(calls ? { calls } : {}),
  };
}

const BUDGET = `calls:
  maxTokens: 1000
  broad-search:
    maxTokens: 300
    maxIncrease: "10%"
  case-detail:
    maxIncrease: 5
`;

describe("calls in the budget file", () => {
  it("is one entry of the rules table", () => {
    expect(RULES.map((r) => r.name)).toContain("calls");
  });

  it("checks each call's tokens against its own limit or calls.maxTokens, and growth against the base", () => {
    const budget = parseBudget(BUDGET, "b.yml");
    const head = report([call("broad-search", 400), call("case-detail", 120), call("other", 900)]);
    const base = report([call("broad-search", 350), call("case-detail", 100)]);
    const verdict = checkBudget(budget, head, base, "b.yml");
    expect(verdict.results.map((r) => [r.rule, r.call, r.limit, r.actual, r.passed])).toEqual([
      ["callTokens", "broad-search", 300, 400, false],
      ["callIncrease", "broad-search", 35, 50, false],
      ["callTokens", "case-detail", 1000, 120, true],
      ["callIncrease", "case-detail", 5, 20, false],
      ["callTokens", "other", 1000, 900, true],
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.results[0]?.message).toBe(
      "call broad-search: 400 tokens (o200k_base) exceeds its limit of 300 by 100",
    );
    expect(verdict.results[1]?.message).toBe(
      "call broad-search: 350 -> 400 tokens (o200k_base), exceeding maxIncrease of 10% (35 tokens) by 15",
    );
  });

  it("says what it could not check: no calls run, a call not counted, a name no call has, a call not at base", () => {
    const budget = parseBudget(BUDGET, "b.yml");
    expect(checkBudget(budget, report(undefined), null, "b.yml").skipped).toEqual([
      "calls: not checked, no calls file was run (measure --calls)",
    ]);
    const head = report([call("broad-search", null, "timeout"), call("case-detai", 10)]);
    const verdict = checkBudget(budget, head, report([]), "b.yml");
    expect(verdict.skipped).toEqual([
      'calls.case-detail: the calls file has no call of that name, so its limits were not checked; did you mean "case-detai"?',
      "call broad-search: not counted in o200k_base (timeout), so its limits were not checked",
    ]);
    const added = checkBudget(budget, report([call("case-detail", 10)]), report([]), "b.yml");
    expect(added.skipped).toContain("calls.case-detail.maxIncrease (o200k_base): not checked, not at base");
  });

  it("refuses mistakes with their line", () => {
    const error = (text: string) => {
      try {
        parseBudget(text, "b.yml");
      } catch (e) {
        if (e instanceof BudgetError) return e.message;
      }
      throw new Error("expected an error");
    };
    expect(error("calls:\n  search:\n    maxToken: 5\n")).toContain(
      'b.yml:3: unknown key "maxToken" in calls.search; did you mean "maxTokens"?',
    );
    expect(error("calls:\n  maxTokens: lots\n")).toContain("b.yml:2: calls.maxTokens must be a positive integer");
    expect(error("calls:\n  search:\n    maxIncrease: '5'\n")).toContain('write "5%" for a percentage');
  });

  it("is described by the budget JSON Schema", () => {
    const schema = JSON.parse(readFileSync("schemas/budget.schema.json", "utf8"));
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(parseYaml(BUDGET))).toBe(true);
    expect(validate(parseYaml("calls:\n  search:\n    maxToken: 5\n"))).toBe(false);
  });
});
