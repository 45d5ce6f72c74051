/**
 * Adding a budget rule is one entry in the rules table: a toy rule added to a copy of the table is
 * read by the parser (with located errors), described by the JSON Schema and checked into the verdict,
 * with no other change. The default table stays the one used everywhere else.
 */
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import {
  BudgetError,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger,
  RULES,
  type Rule,
} from "../../../../src/core/budget.js";
import { METHOD_TEXT, REPORT_SCHEMA_VERSION, type Report } from "../../../../src/core/report.js";
import type { RuleKind } from "../../../../src/core/verdict.js";

const maxDescription = field<number>({
  key: "maxDescription",
  value: positiveInteger,
  description: "Most tokens any one tool's description may cost.",
  blockDescription: "Most tokens any one tool's description may cost in this encoding.",
});

/** The whole of the new rule. */
const MAX_DESCRIPTION: Rule = {
  name: "maxDescription",
  scope: "encoding",
  fields: [maxDescription],
  check({ scopes, head, result }) {
    for (const s of scopes) {
      const limit = maxDescription.of(s.limits);
      if (limit === undefined) continue;
      for (const tool of head.tools) {
        const actual = tool.tokens[s.encoding]?.fields.description ?? 0;
        const message = `description of ${tool.name}: ${actual} of ${limit} tokens (${s.encoding})`;
        // RuleKind (core/verdict.ts) lists the built-in rules; a real rule would add its name there.
        const rule = "maxDescription" as RuleKind;
        result({
          rule,
          encoding: s.encoding,
          view: s.view,
          tool: tool.name,
          limit,
          limitText: String(limit),
          actual,
          message,
        });
      }
    }
  },
};

const TABLE = [...RULES, MAX_DESCRIPTION];

function errorOf(text: string, rules: readonly Rule[] = TABLE): string {
  try {
    parseBudget(text, "b.yml", rules);
  } catch (error) {
    if (error instanceof BudgetError) return error.message;
    throw error;
  }
  throw new Error(`expected b.yml to be refused:\n${text}`);
}

/** Two tools in two encodings; description counts per encoding, model count ten times the description. */
function report(descriptions: Record<string, Record<string, number>>): Report {
  const encodings = ["o200k_base", "cl100k_base"];
  const tools = Object.entries(descriptions).map(([name, byEncoding], index) => ({
    name,
    index,
    tokens: Object.fromEntries(
      encodings.map((e) => {
        const description = byEncoding[e] ?? 0;
        return [e, { model: description * 10, raw: description * 10, fields: { description, structure: 0 } }];
      }),
    ),
  }));
  const totals = Object.fromEntries(
    encodings.map((e) => {
      const sum = tools.reduce((acc, t) => acc + (t.tokens[e]?.model ?? 0), 0);
      return [e, { model: sum, raw: sum }];
    }),
  );
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: "0.0.0-test" },
    method: {
      views: { model: METHOD_TEXT.model, raw: METHOD_TEXT.raw },
      total: METHOD_TEXT.total,
      json: "compact",
      encodings,
      tokenizer: { name: "gpt-tokenizer", version: "0.0.0-test" },
    },
    server: { name: "test", version: null, protocolVersion: null },
    totals,
    tools,
    prompts: null,
    resources: null,
    warnings: [],
  };
}

describe("a rule added as one entry to a copy of the table", () => {
  it("is read at the top level and in encodings blocks, in file order", () => {
    const text = "total: 5000\nmaxDescription: 300\nencodings:\n  cl100k_base:\n    maxDescription: 250\n";
    const budget = parseBudget(text, "b.yml", TABLE);
    expect(budget).toMatchObject({
      total: 5000,
      encodings: { cl100k_base: { maxDescription: 250 } },
      order: ["total", "maxDescription"],
    });
    expect(maxDescription.of(budget)).toBe(300);
    // It counts as a limit: a file that sets only this key is not "a budget with no limits".
    expect(parseBudget("maxDescription: 300\n", "b.yml", TABLE).order).toEqual(["maxDescription"]);
  });

  it("is refused with located messages, and named in every list of keys", () => {
    expect(errorOf("total: 1\nmaxDescription: lots\n")).toBe(
      'b.yml:2: maxDescription must be a positive integer, got "lots"',
    );
    expect(errorOf("encodings:\n  o200k_base:\n    maxDescription: 0\n")).toBe(
      "b.yml:3: encodings.o200k_base.maxDescription must be a positive integer, got 0",
    );
    expect(errorOf("total: 1\nmax_description: 3\n")).toBe(
      'b.yml:2: unknown key "max_description"; did you mean "maxDescription"?',
    );
    expect(errorOf("total: 1\nfrobnicate: 1\n")).toBe(
      'b.yml:2: unknown key "frobnicate"; expected one of $schema, view, encoding, total, perTool, tools, maxTools, maxIncrease, maxShareOfContext, models, clients, servers, calls, stableListing, toolsCache, minToolsCacheTtlMs, maxDescription, encodings',
    );
    expect(errorOf("total: 1\nencodings:\n  cl100k_base:\n")).toBe(
      "b.yml:3: encodings.cl100k_base must be a mapping of limits (view, total, perTool, tools, maxIncrease, maxDescription), got nothing",
    );
    expect(errorOf("view: raw\n")).toBe(
      "b.yml:1: the budget file sets no limits; add at least one of total, perTool, tools, maxTools, maxIncrease, maxShareOfContext, models, clients, servers, calls, stableListing, toolsCache, minToolsCacheTtlMs, maxDescription",
    );
  });

  it("leaves the default table as it was", () => {
    expect(errorOf("maxDescription: 300\n", RULES)).toBe(
      'b.yml:1: unknown key "maxDescription"; expected one of $schema, view, encoding, total, perTool, tools, maxTools, maxIncrease, maxShareOfContext, models, clients, servers, calls, stableListing, toolsCache, minToolsCacheTtlMs, encodings',
    );
    expect(budgetJsonSchema()).not.toHaveProperty("properties.maxDescription");
  });

  it("is described by the JSON Schema at both levels, which accepts what the parser accepts", () => {
    const schema = budgetJsonSchema(TABLE) as {
      properties: Record<string, unknown>;
      definitions: { override: { properties: Record<string, unknown> } };
    };
    expect(schema.properties.maxDescription).toEqual({
      description: "Most tokens any one tool's description may cost.",
      type: "integer",
      minimum: 1,
    });
    expect(schema.definitions.override.properties.maxDescription).toEqual({
      description: "Most tokens any one tool's description may cost in this encoding.",
      type: "integer",
      minimum: 1,
    });
    const ajv = new Ajv({ strictSchema: true, strictTypes: true, strictTuples: true });
    const validate = ajv.compile(schema);
    expect(validate({ maxDescription: 300 })).toBe(true);
    expect(validate({ encodings: { cl100k_base: { maxDescription: 3 } } })).toBe(true);
    expect(validate({ maxDescription: 0 })).toBe(false);
    expect(validate({ total: 1, encodings: { cl100k_base: { maxDescription: "many" } } })).toBe(false);
    expect(new Ajv().compile(budgetJsonSchema())({ maxDescription: 300 })).toBe(false);
  });

  it("is checked into the verdict in file order, per encoding, the block overriding the top level", () => {
    const head = report({ a: { o200k_base: 120, cl100k_base: 130 }, b: { o200k_base: 310, cl100k_base: 320 } });
    const text = "maxDescription: 300\ntotal: 9000\nencodings:\n  cl100k_base:\n    maxDescription: 400\n";
    const verdict = checkBudget(parseBudget(text, "b.yml", TABLE), head, null, "b.yml", { rules: TABLE });
    expect(verdict.results.map((r) => [r.rule, r.encoding, r.tool, r.passed])).toEqual([
      ["maxDescription", "o200k_base", "a", true],
      ["maxDescription", "o200k_base", "b", false],
      ["maxDescription", "cl100k_base", "a", true],
      ["maxDescription", "cl100k_base", "b", true],
      ["total", "o200k_base", undefined, true],
      ["total", "cl100k_base", undefined, true],
    ]);
    expect(verdict.results[1]).toMatchObject({
      limit: 300,
      actual: 310,
      headroom: -10,
      message: "description of b: 310 of 300 tokens (o200k_base)",
    });
    expect(verdict.passed).toBe(false);
  });

  it("cannot be dropped silently by checking with a table that lacks it", () => {
    const budget = parseBudget("maxDescription: 300\n", "b.yml", TABLE);
    expect(() => checkBudget(budget, report({ a: {} }), null, "b.yml")).toThrow(
      'the budget names rule "maxDescription", which the rules table does not have',
    );
  });

  it("cannot take a key another rule already has", () => {
    const again = field<number>({ key: "total", value: positiveInteger, description: "Another total." });
    const clash: Rule = { ...MAX_DESCRIPTION, name: "again", fields: [again] };
    expect(() => parseBudget("total: 1\n", "b.yml", [...RULES, clash])).toThrow(
      "budget rule again: the key total is already taken",
    );
  });
});
