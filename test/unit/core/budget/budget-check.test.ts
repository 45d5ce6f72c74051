import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkBudget, parseBudget } from "../../../../src/core/budget.js";
import { METHOD_TEXT, REPORT_SCHEMA_VERSION, type Report } from "../../../../src/core/report.js";

/**
 * A Report from per-tool model counts per encoding. The raw count is model + 100, so a test
 * can tell which view a rule read.
 */
function makeReport(tools: { name: string; tokens: Record<string, number> }[], encodings?: string[]): Report {
  const names = encodings ?? [...new Set(tools.flatMap((t) => Object.keys(t.tokens)))];
  const totals: Report["totals"] = {};
  for (const encoding of names) {
    const model = tools.reduce((sum, t) => sum + (t.tokens[encoding] ?? 0), 0);
    totals[encoding] = { model, raw: model + 100 * tools.length };
  }
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: "0.0.0-test" },
    method: {
      views: { model: METHOD_TEXT.model, raw: METHOD_TEXT.raw },
      total: METHOD_TEXT.total,
      json: "compact",
      encodings: names,
      tokenizer: { name: "gpt-tokenizer", version: "0.0.0-test" },
    },
    server: { name: "test", version: null, protocolVersion: null },
    totals,
    tools: tools.map((t, index) => ({
      name: t.name,
      index,
      tokens: Object.fromEntries(
        Object.entries(t.tokens).map(([encoding, model]) => [
          encoding,
          { model, raw: model + 100, fields: { structure: 0 } },
        ]),
      ),
    })),
    prompts: null,
    resources: null,
    warnings: [],
  };
}

/** One encoding, o200k_base: tools named a, b, c... with the given model counts. */
const tools = (...counts: number[]) =>
  makeReport(counts.map((tokens, i) => ({ name: String.fromCharCode(97 + i), tokens: { o200k_base: tokens } })));

const check = (yaml: string, head: Report, base: Report | null = null) =>
  checkBudget(parseBudget(yaml, "b.yml"), head, base, "b.yml");
const messages = (yaml: string, head: Report, base: Report | null = null) =>
  check(yaml, head, base).results.map((r) => r.message);

describe("total", () => {
  it("passes under the limit, with the headroom", () => {
    const verdict = check("total: 5000", tools(1000, 2100));
    expect(verdict.passed).toBe(true);
    expect(verdict.results).toEqual([
      {
        rule: "total",
        encoding: "o200k_base",
        view: "model",
        limit: 5000,
        limitText: "5000",
        actual: 3100,
        headroom: 1900,
        passed: true,
        message: "total: 3,100 of 5,000 tokens (o200k_base, model view), 1,900 left",
      },
    ]);
  });

  it("passes exactly at the limit", () => {
    expect(check("total: 3100", tools(1000, 2100)).passed).toBe(true);
  });

  it("fails over the limit, saying by how much", () => {
    const verdict = check("total: 5000", tools(3000, 2212));
    expect(verdict.passed).toBe(false);
    expect(verdict.results[0]).toMatchObject({ passed: false, actual: 5212, headroom: -212 });
    expect(verdict.results[0]?.message).toBe(
      "total: 5,212 tokens (o200k_base, model view) exceeds the limit of 5,000 by 212",
    );
  });

  it("reads the raw view when asked", () => {
    // raw = model + 100 per tool: 300 model, 500 raw.
    expect(check("view: raw\ntotal: 400", tools(100, 200)).results[0]).toMatchObject({
      view: "raw",
      actual: 500,
      passed: false,
    });
  });
});

describe("perTool and tools", () => {
  it("checks every tool against perTool, in report order", () => {
    const verdict = check("perTool: 800", tools(500, 812, 800));
    expect(verdict.results.map((r) => [r.rule, r.tool, r.passed])).toEqual([
      ["perTool", "a", true],
      ["perTool", "b", false],
      ["perTool", "c", true],
    ]);
    expect(verdict.results.map((r) => r.message)).toEqual([
      "tool a: 500 of 800 tokens (o200k_base, model view), 300 left",
      "tool b: 812 tokens (o200k_base, model view) exceeds the per-tool limit of 800 by 12",
      "tool c: 800 of 800 tokens (o200k_base, model view), 0 left",
    ]);
    expect(verdict.passed).toBe(false);
  });

  it("lets a named tool's limit override perTool, both ways", () => {
    const head = makeReport([
      { name: "search_issues", tokens: { o200k_base: 812 } },
      { name: "get_me", tokens: { o200k_base: 300 } },
    ]);
    const verdict = check("perTool: 1000\ntools:\n  search_issues: 600\n  get_me: 400\n", head);
    expect(verdict.results.map((r) => r.message)).toEqual([
      "tool search_issues: 812 tokens (o200k_base, model view) exceeds its limit of 600 by 212",
      "tool get_me: 300 of 400 tokens (o200k_base, model view), 100 left",
    ]);
    expect(verdict.results.map((r) => r.rule)).toEqual(["tool", "tool"]);
    // A higher named limit lets a tool past perTool.
    expect(check("perTool: 500\ntools:\n  search_issues: 900\n", head).passed).toBe(true);
  });

  it("checks only the named tools when there is no perTool", () => {
    const verdict = check("tools:\n  b: 100\n", tools(5000, 90));
    expect(verdict.results.map((r) => r.tool)).toEqual(["b"]);
    expect(verdict.passed).toBe(true);
  });

  it("notes a limit for a tool the server does not offer, suggesting the near name", () => {
    const head = makeReport([{ name: "search_issues", tokens: { o200k_base: 100 } }]);
    const verdict = check("tools:\n  search_issue: 600\n  delete_repo: 50\n", head);
    expect(verdict.results).toEqual([]);
    expect(verdict.passed).toBe(true);
    expect(verdict.skipped).toEqual([
      'tools.search_issue: the report has no tool named "search_issue", so its limit was not checked; did you mean "search_issues"?',
      'tools.delete_repo: the report has no tool named "delete_repo", so its limit was not checked; remove the limit or fix the name',
    ]);
  });
});

describe("a report missing a tool's count", () => {
  it("notes the tool instead of passing it silently", () => {
    const head = makeReport([
      { name: "a", tokens: { o200k_base: 10, cl100k_base: 11 } },
      { name: "b", tokens: { o200k_base: 10 } },
    ]);
    const verdict = check("perTool: 100", head);
    expect(verdict.results.map((r) => `${r.tool} ${r.encoding}`)).toEqual([
      "a o200k_base",
      "b o200k_base",
      "a cl100k_base",
    ]);
    expect(verdict.skipped).toEqual(["tool b: the report has no cl100k_base count for it; its limit was not checked"]);
  });
});

describe("maxTools", () => {
  it("passes with the number of tools left", () => {
    const verdict = check("maxTools: 3", tools(1, 1));
    expect(verdict.results).toEqual([
      expect.objectContaining({ rule: "maxTools", encoding: null, limit: 3, actual: 2, headroom: 1, passed: true }),
    ]);
    expect(verdict.results[0]?.message).toBe("maxTools: 2 of 3 tools, 1 left");
  });

  it("fails with more tools than allowed, once whatever the encodings", () => {
    const head = makeReport([
      { name: "a", tokens: { o200k_base: 1, cl100k_base: 1 } },
      { name: "b", tokens: { o200k_base: 1, cl100k_base: 1 } },
      { name: "c", tokens: { o200k_base: 1, cl100k_base: 1 } },
    ]);
    expect(messages("maxTools: 2", head)).toEqual(["maxTools: 3 tools exceed the limit of 2 by 1"]);
    expect(check("maxTools: 2", head).passed).toBe(false);
  });
});

describe("maxIncrease", () => {
  const base = tools(1000, 2100); // 3,100

  it("passes a percentage limit, turned into tokens of the base total", () => {
    const verdict = check('maxIncrease: "5%"', tools(1000, 2220), base);
    expect(verdict.results[0]).toMatchObject({
      rule: "maxIncrease",
      limit: 155,
      limitText: "5%",
      actual: 120,
      headroom: 35,
    });
    expect(verdict.results[0]?.message).toBe(
      "maxIncrease: total grew by 120 tokens (+3.9%) from 3,100 to 3,220 (o200k_base, model view), within the limit of 5% (155 tokens)",
    );
    expect(verdict.passed).toBe(true);
  });

  it("fails a percentage limit", () => {
    const verdict = check('maxIncrease: "5%"', tools(1000, 2312), base);
    expect(verdict.passed).toBe(false);
    expect(verdict.results[0]?.message).toBe(
      "maxIncrease: total grew by 212 tokens (+6.8%) from 3,100 to 3,312 (o200k_base, model view), exceeding the limit of 5% (155 tokens) by 57",
    );
  });

  it("computes decimal percentages exactly", () => {
    // In floating point 3000 * 2.3 / 100 is 68.99999999999999; the limit is exactly 69 tokens.
    const before = tools(3000);
    expect(check("maxIncrease: 2.3%", tools(3069), before).results[0]).toMatchObject({ limit: 69, passed: true });
    expect(check("maxIncrease: 2.3%", tools(3070), before).passed).toBe(false);
  });

  it("passes and fails an absolute limit in tokens", () => {
    expect(messages("maxIncrease: 100", tools(1000, 2200), base)).toEqual([
      "maxIncrease: total grew by 100 tokens (+3.2%) from 3,100 to 3,200 (o200k_base, model view), within the limit of 100 tokens",
    ]);
    expect(check("maxIncrease: 100", tools(1000, 2201), base).passed).toBe(false);
  });

  it("passes a shrinking or unchanged total, even with a zero limit", () => {
    expect(messages("maxIncrease: 0", tools(900, 1900), base)).toEqual([
      "maxIncrease: total shrank by 300 tokens (-9.7%) from 3,100 to 2,800 (o200k_base, model view), within the limit of 0 tokens",
    ]);
    expect(messages('maxIncrease: "0%"', base, base)).toEqual([
      "maxIncrease: total unchanged at 3,100 tokens (o200k_base, model view), within the limit of 0% (0 tokens)",
    ]);
  });

  it("is skipped, with the reason, without a baseline", () => {
    const verdict = check("total: 9000\nmaxIncrease: 5%", tools(1000));
    expect(verdict.results.map((r) => r.rule)).toEqual(["total"]);
    expect(verdict.skipped).toEqual([
      "maxIncrease (o200k_base): not checked, there is no baseline report to compare with",
    ]);
    expect(verdict.passed).toBe(true);
  });

  it("is skipped for an encoding the baseline did not measure", () => {
    const head = makeReport([{ name: "a", tokens: { o200k_base: 10, cl100k_base: 12 } }]);
    const before = makeReport([{ name: "a", tokens: { o200k_base: 10 } }]);
    const verdict = check("maxIncrease: 5%", head, before);
    expect(verdict.results.map((r) => r.encoding)).toEqual(["o200k_base"]);
    expect(verdict.skipped).toEqual([
      "maxIncrease (cl100k_base): not checked, the baseline report has no cl100k_base counts",
    ]);
  });
});

describe("encodings", () => {
  const head = makeReport([
    { name: "search", tokens: { o200k_base: 900, cl100k_base: 1000 } },
    { name: "get", tokens: { o200k_base: 100, cl100k_base: 120 } },
  ]);

  it("applies top-level limits to every measured encoding when none is named", () => {
    expect(messages("total: 1100", head)).toEqual([
      "total: 1,000 of 1,100 tokens (o200k_base, model view), 100 left",
      "total: 1,120 tokens (cl100k_base, model view) exceeds the limit of 1,100 by 20",
    ]);
  });

  it("applies top-level limits only to the named encoding", () => {
    const verdict = check("encoding: o200k_base\ntotal: 1100", head);
    expect(verdict.results.map((r) => r.encoding)).toEqual(["o200k_base"]);
    expect(verdict.passed).toBe(true);
  });

  it("lets an encodings block override top-level limits for its encoding", () => {
    const budget = "total: 1100\nperTool: 950\nencodings:\n  cl100k_base:\n    total: 1200\n    perTool: 1000\n";
    const verdict = check(budget, head);
    expect(verdict.results.map((r) => [r.rule, r.encoding, r.tool, r.limit, r.passed])).toEqual([
      ["total", "o200k_base", undefined, 1100, true],
      ["total", "cl100k_base", undefined, 1200, true],
      ["perTool", "o200k_base", "search", 950, true],
      ["perTool", "o200k_base", "get", 950, true],
      ["perTool", "cl100k_base", "search", 1000, true],
      ["perTool", "cl100k_base", "get", 1000, true],
    ]);
  });

  it("merges named tool limits by name, the block winning", () => {
    const budget = "tools:\n  search: 950\n  get: 110\nencodings:\n  cl100k_base:\n    tools:\n      search: 1000\n";
    expect(messages(budget, head)).toEqual([
      "tool search: 900 of 950 tokens (o200k_base, model view), 50 left",
      "tool get: 100 of 110 tokens (o200k_base, model view), 10 left",
      "tool search: 1,000 of 1,000 tokens (cl100k_base, model view), 0 left",
      "tool get: 120 tokens (cl100k_base, model view) exceeds its limit of 110 by 10",
    ]);
  });

  it("adds an encoding's block when the top level names another encoding, without inheriting its limits", () => {
    const budget = "encoding: o200k_base\ntotal: 1100\nperTool: 50\nencodings:\n  cl100k_base:\n    total: 1200\n";
    const verdict = check(budget, head);
    expect(verdict.results.map((r) => [r.rule, r.encoding])).toEqual([
      ["total", "o200k_base"],
      ["total", "cl100k_base"],
      ["perTool", "o200k_base"],
      ["perTool", "o200k_base"],
    ]);
  });

  it("lets a block change the view for its encoding only", () => {
    const verdict = check("total: 2000\nencodings:\n  cl100k_base:\n    view: raw\n", head);
    expect(verdict.results.map((r) => [r.encoding, r.view, r.actual])).toEqual([
      ["o200k_base", "model", 1000],
      ["cl100k_base", "raw", 1320],
    ]);
  });

  it("notes an encoding the budget names but the report did not measure", () => {
    const oneEncoding = tools(100);
    const verdict = check("total: 500\nencodings:\n  cl100k_base:\n    total: 600\n", oneEncoding);
    expect(verdict.results.map((r) => r.encoding)).toEqual(["o200k_base"]);
    expect(verdict.skipped).toEqual([
      "encoding cl100k_base: named in the budget but not measured in this report (measured: o200k_base); its limits were not checked",
    ]);
    const named = check("encoding: cl100k_base\ntotal: 500", oneEncoding);
    expect(named.results).toEqual([]);
    expect(named.skipped).toHaveLength(1);
  });
});

describe("the verdict", () => {
  it("lists results in file order, then tools in report order", () => {
    const budget = "maxIncrease: 1000\nmaxTools: 5\nperTool: 900\ntotal: 2000\n";
    const verdict = check(budget, tools(10, 20), tools(10, 10));
    expect(verdict.results.map((r) => r.rule + (r.tool ? ` ${r.tool}` : ""))).toEqual([
      "maxIncrease",
      "maxTools",
      "perTool a",
      "perTool b",
      "total",
    ]);
  });

  it("fails when any one result fails, and carries the file name", () => {
    const verdict = check("total: 5000\nperTool: 15\nmaxTools: 9\n", tools(10, 20));
    expect(verdict.file).toBe("b.yml");
    expect(verdict.results.filter((r) => !r.passed).map((r) => r.tool)).toEqual(["b"]);
    expect(verdict.passed).toBe(false);
  });

  it("checks the annotated example end to end", () => {
    const file = "test/fixtures/budgets/full.yml";
    const budget = parseBudget(readFileSync(file, "utf8"), file);
    const head = makeReport([
      { name: "search_issues", tokens: { o200k_base: 1250, cl100k_base: 1290 } },
      { name: "create_issue", tokens: { o200k_base: 500, cl100k_base: 530 } },
      { name: "list_labels", tokens: { o200k_base: 300, cl100k_base: 320 } },
    ]);
    const verdict = checkBudget(budget, head, null, file);
    expect(verdict.results.map((r) => r.message)).toEqual([
      "total: 2,050 of 5,000 tokens (o200k_base, model view), 2,950 left",
      "total: 2,140 of 5,200 tokens (cl100k_base, model view), 3,060 left",
      "tool search_issues: 1,250 tokens (o200k_base, model view) exceeds its limit of 1,200 by 50",
      "tool create_issue: 500 of 600 tokens (o200k_base, model view), 100 left",
      "tool list_labels: 300 of 800 tokens (o200k_base, model view), 500 left",
      "tool search_issues: 1,290 of 1,300 tokens (cl100k_base, model view), 10 left",
      "maxTools: 3 of 25 tools, 22 left",
    ]);
    expect(verdict.skipped).toEqual([
      "maxIncrease (o200k_base): not checked, there is no baseline report to compare with",
    ]);
    expect(verdict.passed).toBe(false);
  });

  it("uses the default order for a budget built in code", () => {
    const verdict = checkBudget(
      { view: "model", encoding: null, encodings: {}, maxTools: 9, total: 100 },
      tools(10),
      null,
      null,
    );
    expect(verdict.results.map((r) => r.rule)).toEqual(["total", "maxTools"]);
    expect(verdict.file).toBeNull();
  });
});
