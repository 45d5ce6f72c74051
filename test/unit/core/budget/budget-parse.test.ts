import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Budget, BudgetError, parseBudget } from "../../../../src/core/budget.js";
import { classifyError, ToolError } from "../../../../src/core/errors.js";

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/budgets/${name}`, import.meta.url), "utf8");

/** The BudgetError that parsing throws; fails the test when parsing succeeds. */
function errorOf(text: string, file = "mcp-token-budget.yml"): BudgetError {
  try {
    parseBudget(text, file);
  } catch (error) {
    if (error instanceof BudgetError) return error;
    throw error;
  }
  throw new Error(`expected ${file} to be refused:\n${text}`);
}

const FULL: Budget = {
  view: "model",
  encoding: "o200k_base",
  total: 5000,
  perTool: 800,
  tools: { search_issues: 1200, create_issue: 600 },
  maxTools: 25,
  maxIncrease: { kind: "percent", percent: 5, text: "5%" },
  encodings: { cl100k_base: { total: 5200, tools: { search_issues: 1300 } } },
  order: ["total", "tools", "maxTools", "maxIncrease"],
};

describe("reading a valid budget", () => {
  it("reads every key of the annotated YAML example", () => {
    expect(parseBudget(fixture("full.yml"), "full.yml")).toEqual(FULL);
  });

  it("reads the same budget written as JSON", () => {
    expect(parseBudget(fixture("full.json"), "full.json")).toEqual(FULL);
  });

  it("fills in the defaults: model view, every encoding, no overrides", () => {
    expect(parseBudget(fixture("minimal.yml"), "minimal.yml")).toEqual({
      view: "model",
      encoding: null,
      total: 5000,
      encodings: {},
      order: ["total"],
    });
  });

  it("reads maxIncrease as tokens or as a percentage, including 0 and decimals", () => {
    const increase = (value: string) => parseBudget(`maxIncrease: ${value}`, "b.yml").maxIncrease;
    expect(increase("250")).toEqual({ kind: "tokens", tokens: 250 });
    expect(increase("0")).toEqual({ kind: "tokens", tokens: 0 });
    expect(increase("2.5%")).toEqual({ kind: "percent", percent: 2.5, text: "2.5%" });
    expect(increase('"0%"')).toEqual({ kind: "percent", percent: 0, text: "0%" });
  });

  it("keeps rule groups in file order, perTool and tools as one group", () => {
    const budget = parseBudget("maxIncrease: 10\ntools: { a: 5 }\nmaxTools: 3\nperTool: 9\ntotal: 100\n", "b.yml");
    expect(budget.order).toEqual(["maxIncrease", "tools", "maxTools", "total"]);
  });

  it("accepts a budget whose only limits are in an encodings block", () => {
    const budget = parseBudget("encodings:\n  cl100k_base:\n    view: raw\n    total: 900\n", "b.yml");
    expect(budget.encodings).toEqual({ cl100k_base: { view: "raw", total: 900 } });
  });

  it("gives a tool named __proto__ its limit instead of changing the object", () => {
    const budget = parseBudget('tools:\n  "__proto__": 7\n', "b.yml");
    expect(Object.entries(budget.tools ?? {})).toEqual([["__proto__", 7]]);
  });

  it("ignores a byte-order mark and resolves YAML aliases", () => {
    const budget = parseBudget("\uFEFFperTool: &limit 700\ntools:\n  search: *limit\n", "b.yml");
    expect(budget.tools).toEqual({ search: 700 });
  });
});

describe("refusing a bad budget with a located message", () => {
  // [what, file text, the whole expected message]; line numbers are the point of these cases.
  const cases: [string, string, string][] = [
    [
      "a string where a limit goes",
      "total: 5000\nperTool: 800\ntools:\n  create_issue: 600\n  list_issues: 400\n\n  search_issues: lots\n",
      'mcp-token-budget.yml:7: tools.search_issues must be a positive integer, got "lots"',
    ],
    ["zero", "total: 0\n", "mcp-token-budget.yml:1: total must be a positive integer, got 0"],
    ["a negative number", "\nperTool: -5\n", "mcp-token-budget.yml:2: perTool must be a positive integer, got -5"],
    ["a fraction", "maxTools: 2.5\n", "mcp-token-budget.yml:1: maxTools must be a positive integer, got 2.5"],
    ["a quoted number", 'total: "5000"\n', 'mcp-token-budget.yml:1: total must be a positive integer, got "5000"'],
    ["an empty value", "total:\n", "mcp-token-budget.yml:1: total must be a positive integer, got nothing"],
    ["a boolean", "total: true\n", "mcp-token-budget.yml:1: total must be a positive integer, got true"],
    [
      "thousands separators",
      "total: 5,000\n",
      'mcp-token-budget.yml:1: total must be a positive integer, got "5,000"; write it without separators: 5000',
    ],
    [
      "a misspelt top-level key",
      "total: 5000\npertool: 800\n",
      'mcp-token-budget.yml:2: unknown key "pertool"; did you mean "perTool"?',
    ],
    [
      "a snake_case key",
      "max_increase: 5%\n",
      'mcp-token-budget.yml:1: unknown key "max_increase"; did you mean "maxIncrease"?',
    ],
    [
      "an unknown key with nothing near it",
      "total: 5000\nfrobnicate: 1\n",
      'mcp-token-budget.yml:2: unknown key "frobnicate"; expected one of $schema, view, encoding, total, perTool, tools, maxTools, maxIncrease, maxShareOfContext, models, clients, servers, calls, stableListing, toolsCache, minToolsCacheTtlMs, encodings',
    ],
    [
      "a misspelt key in an encodings block",
      "encodings:\n  cl100k_base:\n    totl: 5200\n",
      'mcp-token-budget.yml:3: unknown key "totl" in encodings.cl100k_base; did you mean "total"?',
    ],
    [
      "maxTools in an encodings block",
      "encodings:\n  cl100k_base:\n    total: 10\n    maxTools: 3\n",
      "mcp-token-budget.yml:4: maxTools is the same for every encoding; set it at the top level",
    ],
    [
      "a percentage without %",
      'maxIncrease: "5"\n',
      'mcp-token-budget.yml:1: maxIncrease must be a number of tokens (0 or more) or a percentage such as "5%", got "5"; write "5%" for a percentage or 5 for tokens',
    ],
    [
      "a negative percentage",
      "total: 1\nmaxIncrease: -3%\n",
      'mcp-token-budget.yml:2: maxIncrease must be a number of tokens (0 or more) or a percentage such as "5%", got "-3%"',
    ],
    [
      "a percentage that is not a number",
      "maxIncrease: abc%\n",
      'mcp-token-budget.yml:1: maxIncrease must be a number of tokens (0 or more) or a percentage such as "5%", got "abc%"',
    ],
    [
      "a negative token increase",
      "maxIncrease: -10\n",
      'mcp-token-budget.yml:1: maxIncrease must be a number of tokens (0 or more) or a percentage such as "5%", got -10',
    ],
    [
      "an unknown encoding",
      "total: 1\nencoding: o200k\n",
      'mcp-token-budget.yml:2: encoding must be a known encoding (o200k_base, cl100k_base), got "o200k"; did you mean "o200k_base"?',
    ],
    [
      "an unknown encoding in encodings",
      "total: 1\nencodings:\n  p50k_base:\n    total: 2\n",
      'mcp-token-budget.yml:3: unknown encoding "p50k_base" in encodings; known encodings: o200k_base, cl100k_base',
    ],
    [
      "an unknown view",
      "total: 1\nview: models\n",
      'mcp-token-budget.yml:2: view must be "model" or "raw", got "models"; did you mean "model"?',
    ],
    [
      "tools as a list",
      "tools:\n  - search\n",
      "mcp-token-budget.yml:2: tools must be a mapping of tool names to token limits, such as search: 500, got a list",
    ],
    [
      "an empty tools mapping",
      "total: 1\ntools: {}\n",
      "mcp-token-budget.yml:2: tools must be a mapping of tool names to token limits, such as search: 500, got an empty mapping",
    ],
    [
      "a key with no value at all",
      "total: 1\ntools: { search }\n",
      "mcp-token-budget.yml:2: tools.search must be a positive integer, got nothing",
    ],
    [
      "tools with no value at all",
      "{ total: 1, tools }\n",
      "mcp-token-budget.yml:1: tools must be a mapping of tool names to token limits, such as search: 500, got nothing",
    ],
    [
      "an empty encodings block",
      "total: 1\nencodings:\n  cl100k_base:\n",
      "mcp-token-budget.yml:3: encodings.cl100k_base must be a mapping of limits (view, total, perTool, tools, maxIncrease), got nothing",
    ],
    [
      "a key that is not a name",
      "total: 1\n? [a, b]\n: 3\n",
      "mcp-token-budget.yml:2: keys must be plain names, got a list",
    ],
    [
      "$schema that is not a string",
      "$schema: 3\ntotal: 1\n",
      "mcp-token-budget.yml:1: $schema must be a path or URL to the schema, got 3",
    ],
    [
      "an empty file",
      "",
      'mcp-token-budget.yml:1: the budget file is empty; add at least one limit, such as "total: 5000"',
    ],
    [
      "a file of comments",
      "# budget\n\n# todo\n",
      'mcp-token-budget.yml:1: the budget file is empty; add at least one limit, such as "total: 5000"',
    ],
    [
      "a list at the top",
      "\n- total: 5000\n",
      'mcp-token-budget.yml:2: the budget file must be a mapping of settings and limits, such as "total: 5000", got a list',
    ],
    [
      "a bare word at the top",
      "5000\n",
      'mcp-token-budget.yml:1: the budget file must be a mapping of settings and limits, such as "total: 5000", got 5000',
    ],
    [
      "settings but no limit",
      "view: raw\nencoding: o200k_base\n",
      "mcp-token-budget.yml:1: the budget file sets no limits; add at least one of total, perTool, tools, maxTools, maxIncrease, maxShareOfContext, models, clients, servers, calls, stableListing, toolsCache, minToolsCacheTtlMs",
    ],
    [
      "malformed YAML",
      "total: 5000\nperTool: 800\n  tools: 3\n",
      "mcp-token-budget.yml:2: invalid YAML: Nested mappings are not allowed in compact mappings",
    ],
    [
      "a repeated key",
      "total: 5000\nperTool: 800\ntotal: 4000\n",
      "mcp-token-budget.yml:3: invalid YAML: Map keys must be unique",
    ],
  ];

  it.each(cases)("%s", (_what, text, message) => {
    expect(errorOf(text).message).toBe(message);
  });

  it("exposes the file, line and dotted path of the first problem", () => {
    const error = errorOf("total: 5000\ntools:\n  search_issues: lots\n", "budgets/mcp.yml");
    expect(error).toMatchObject({ name: "BudgetError", file: "budgets/mcp.yml", line: 3, path: "tools.search_issues" });
  });

  it("is an input error of the tool's one taxonomy, shown as its located message", () => {
    const error = errorOf("total: 0\n");
    expect(error).toBeInstanceOf(ToolError);
    expect(error.kind).toBe("input");
    expect(classifyError(error)).toMatchObject({
      kind: "input",
      message: "mcp-token-budget.yml:1: total must be a positive integer, got 0",
    });
  });

  it("quotes tool names that would make a dotted path ambiguous", () => {
    const error = errorOf('tools:\n  "fs.read": many\n');
    expect(error.path).toBe('tools["fs.read"]');
    expect(error.message).toBe('mcp-token-budget.yml:2: tools["fs.read"] must be a positive integer, got "many"');
  });

  it("reports every problem in the file, one line each, in file order", () => {
    const error = errorOf(fixture("typos.yml"), "typos.yml");
    expect(error.message.split("\n")).toEqual([
      'typos.yml:3: unknown key "pertool"; did you mean "perTool"?',
      'typos.yml:5: tools.search_issues must be a positive integer, got "lots"',
      "typos.yml:6: tools.create_issue must be a positive integer, got 0",
      'typos.yml:7: maxIncrease must be a number of tokens (0 or more) or a percentage such as "5%", got "5"; write "5%" for a percentage or 5 for tokens',
      'typos.yml:9: unknown encoding "cl100k" in encodings; did you mean "cl100k_base"?',
      "typos.yml:12: maxTools is the same for every encoding; set it at the top level",
      'typos.yml:13: unknown key "totl" in encodings.o200k_base; did you mean "total"?',
    ]);
    expect(error.issues.map((issue) => issue.path)).toEqual([
      "pertool",
      "tools.search_issues",
      "tools.create_issue",
      "maxIncrease",
      "encodings.cl100k",
      "encodings.o200k_base.maxTools",
      "encodings.o200k_base.totl",
    ]);
  });

  it("reports malformed YAML with the parser's reason", () => {
    // Malformed files live here, not in fixtures/, where the formatter would refuse them.
    expect(errorOf("total: 5000\ntools:\n  search_issues: [1200\nmaxTools: 25\n").message).toBe(
      "mcp-token-budget.yml:4: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]",
    );
  });
});

describe("refusing bad JSON with JSON's own words", () => {
  const cases: [string, string, string][] = [
    [
      "a trailing comma, at the comma",
      '{\n  "total": 5000,\n  "perTool": 800,\n}\n',
      "b.json:3: invalid JSON: trailing comma before '}'",
    ],
    [
      "a missing comma, at the next key",
      '{\n  "total": 5000\n  "perTool": 800\n}',
      "b.json:3: invalid JSON: expected ',' or '}' after a value, found '\"'",
    ],
    [
      "single quotes",
      "{\n  'total': 5000\n}",
      "b.json:2: invalid JSON: expected a double-quoted key, found a single quote (JSON strings and keys take double quotes)",
    ],
    ["an unquoted key", "{ total: 5000 }", "b.json:1: invalid JSON: expected a double-quoted key, found 't'"],
    ["a duplicate key", '{\n  "total": 1,\n  "total": 2\n}', 'b.json:3: invalid JSON: duplicate key "total"'],
    [
      "a truncated file",
      '{\n  "total": 5000,\n',
      "b.json:3: invalid JSON: expected a double-quoted key, found the end of the file",
    ],
    ["an unterminated string", '{\n  "total": "50\n}', "b.json:2: invalid JSON: unterminated string"],
    [
      "text after the value",
      '{ "total": 1 }\n}',
      "b.json:2: invalid JSON: unexpected '}' after the end of the JSON value",
    ],
    ["a bad literal", '{ "total": 5000x }', "b.json:1: invalid JSON: expected a value, found '5000x'"],
    ["a Python literal", '{ "total": True }', "b.json:1: invalid JSON: expected a value, found 'True'"],
    ["a trailing comma in a list", '{ "tools": [1,\n] }', "b.json:1: invalid JSON: trailing comma before ']'"],
  ];

  it.each(cases)("%s", (_what, text, message) => {
    expect(errorOf(text, "b.json").message).toBe(message);
  });

  it("checks JSON values with the same located messages as YAML", () => {
    expect(errorOf('{\n  "total": 5000,\n  "tools": {\n    "search": "lots"\n  }\n}', "b.json").message).toBe(
      'b.json:4: tools.search must be a positive integer, got "lots"',
    );
  });

  it("still accepts YAML-only syntax in a .yml file", () => {
    expect(parseBudget("{ total: 5000, }", "b.yml").total).toBe(5000);
  });
});
