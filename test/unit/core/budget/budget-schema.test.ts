import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { BudgetError, budgetJsonSchema, parseBudget } from "../../../../src/core/budget.js";
import { ENCODINGS } from "../../../../src/core/encodings.js";
import { RULE_KINDS } from "../../../../src/core/verdict.js";

const schema = JSON.parse(readFileSync(new URL("../../../../schemas/budget.schema.json", import.meta.url), "utf8"));
// Strict about keywords and types, so a mistyped schema fails here rather than being ignored by
// editors; not strictRequired, which forbids the standard anyOf-of-required idiom for "at least one limit".
const validate = new Ajv({ strictSchema: true, strictTypes: true, strictTuples: true, allErrors: true }).compile(
  schema,
);

function parserAccepts(document: unknown): boolean {
  try {
    parseBudget(JSON.stringify(document, null, 2), "b.json");
    return true;
  } catch (error) {
    if (error instanceof BudgetError) return false;
    throw error;
  }
}

const VALID: unknown[] = [
  { total: 5000 },
  { $schema: "./node_modules/mcp-token-budget/schemas/budget.schema.json", maxTools: 1 },
  { view: "raw", tools: { search: 1 } },
  { perTool: 800, tools: { "fs.read": 200, __proto__x: 3 } },
  { maxIncrease: 0 },
  { maxIncrease: 250 },
  { maxIncrease: "0%" },
  { maxIncrease: "2.5%" },
  { maxIncrease: "150%" },
  { encodings: { cl100k_base: { total: 1 } } },
  { encodings: { cl100k_base: { view: "raw" }, o200k_base: { maxIncrease: "1%" } } },
  { encoding: "cl100k_base", perTool: 1, encodings: { cl100k_base: { view: "raw" } } },
  { models: { qwen3: { total: 8000 }, "gpt-oss": { total: 3000, perTool: 400 } } },
  { models: { "llama-3.1": { maxShareOfContext: "2.5%" } } },
  { maxShareOfContext: "5%" },
  { maxShareOfContext: "100%" },
  { maxShareOfContext: "0.01%" },
  { clients: ["cursor", "windsurf", "vscode"] },
  { clients: ["claude-code"], maxShareOfContext: "1.5%" },
  {
    view: "model",
    encoding: "o200k_base",
    total: 5000,
    perTool: 800,
    tools: { search_issues: 1200 },
    maxTools: 25,
    maxIncrease: "5%",
    encodings: { cl100k_base: { view: "raw", total: 5200, perTool: 900, tools: { a: 1 }, maxIncrease: 10 } },
  },
];

const INVALID: unknown[] = [
  {},
  { view: "raw" },
  { $schema: "x", encoding: "o200k_base" },
  { encodings: {} },
  { encodings: { cl100k_base: { view: "raw" } } },
  { total: 0 },
  { total: -1 },
  { total: 1.5 },
  { total: "5000" },
  { total: null },
  { total: true },
  { perTool: 0 },
  { maxTools: 0 },
  { tools: {} },
  { tools: { a: 0 } },
  { tools: { a: "lots" } },
  { tools: ["a"] },
  { maxIncrease: -1 },
  { maxIncrease: 1.5 },
  { maxIncrease: "5" },
  { maxIncrease: "-3%" },
  { maxIncrease: "abc%" },
  { maxIncrease: "5 %" },
  { maxIncrease: ".5%" },
  { total: 1, pertool: 1 },
  { total: 1, view: "models" },
  { total: 1, encoding: "p50k_base" },
  { total: 1, $schema: 3 },
  { total: 1, encodings: [] },
  { total: 1, encodings: { p50k_base: { total: 1 } } },
  { total: 1, encodings: { cl100k_base: {} } },
  { total: 1, encodings: { cl100k_base: null } },
  { total: 1, encodings: { cl100k_base: { maxTools: 1 } } },
  { total: 1, encodings: { cl100k_base: { encoding: "o200k_base" } } },
  { total: 1, encodings: { cl100k_base: { total: 0 } } },
  { models: {} },
  { models: { qwen3: {} } },
  { models: { qwen3: { total: 0 } } },
  { models: { qwen3: { totl: 5 } } },
  { models: { qwen3: { maxShareOfContext: 0.05 } } },
  { models: { qwen3: 8000 } },
  { models: ["qwen3"] },
  { maxShareOfContext: "5" },
  { maxShareOfContext: 5 },
  { maxShareOfContext: "0%" },
  { maxShareOfContext: "0.0%" },
  { maxShareOfContext: "100.5%" },
  { maxShareOfContext: "150%" },
  { maxShareOfContext: "-1%" },
  { clients: [] },
  { clients: "cursor" },
  { clients: ["cursr"] },
  { clients: ["cursor", "cursor"] },
  { total: 1, encodings: { cl100k_base: { models: { qwen3: { total: 1 } } } } },
  { total: 1, encodings: { cl100k_base: { clients: ["cursor"] } } },
  [],
  "total: 5000",
  null,
];

describe("the JSON Schema and the parser agree", () => {
  it.each(VALID.map((doc) => [JSON.stringify(doc), doc]))("both accept %s", (_json, doc) => {
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(parserAccepts(doc)).toBe(true);
  });

  it.each(INVALID.map((doc) => [JSON.stringify(doc), doc]))("both refuse %s", (_json, doc) => {
    expect(validate(doc)).toBe(false);
    expect(parserAccepts(doc)).toBe(false);
  });

  it("both accept the example files and refuse the one full of typos", () => {
    const read = (name: string) => readFileSync(new URL(`../../../fixtures/budgets/${name}`, import.meta.url), "utf8");
    for (const name of ["full.yml", "full.json", "minimal.yml"]) {
      expect(validate(parseYaml(read(name))), name).toBe(true);
      expect(() => parseBudget(read(name), name)).not.toThrow();
    }
    expect(validate(parseYaml(read("typos.yml")))).toBe(false);
    expect(() => parseBudget(read("typos.yml"), "typos.yml")).toThrow(BudgetError);
  });
});

describe("the JSON Schema helps editors", () => {
  it("names exactly the encodings the counter knows", () => {
    const known = Object.keys(ENCODINGS);
    expect(schema.properties.encoding.enum).toEqual(known);
    expect(Object.keys(schema.properties.encodings.properties)).toEqual(known);
  });

  it("describes every property and refuses unknown keys at every level", () => {
    const resolve = (node: Record<string, unknown>) =>
      typeof node.$ref === "string" ? schema.definitions[node.$ref.replace("#/definitions/", "")] : node;
    const missing: string[] = [];
    const visit = (node: Record<string, unknown>, path: string) => {
      const target = resolve(node);
      if (typeof target.description !== "string") missing.push(`${path}: no description`);
      const properties = target.properties as Record<string, Record<string, unknown>> | undefined;
      if (properties) {
        if (target.additionalProperties !== false) missing.push(`${path}: additionalProperties is not false`);
        for (const [key, child] of Object.entries(properties)) visit(child, `${path}.${key}`);
      }
    };
    visit(schema, "(root)");
    expect(missing).toEqual([]);
  });
});

describe("the comparison schema knows every kind of budget result", () => {
  it("lists exactly RULE_KINDS (src/core/verdict.ts), so a comparison with any rule reads back", () => {
    const comparison = JSON.parse(
      readFileSync(new URL("../../../../schemas/comparison.schema.json", import.meta.url), "utf8"),
    );
    expect(comparison.$defs.ruleResult.properties.rule.enum).toEqual([...RULE_KINDS]);
    expect(Object.keys(comparison.$defs.ruleResult.properties)).toEqual(
      expect.arrayContaining(["tool", "model", "client"]),
    );
  });
});

describe("the JSON Schema is generated from the rules table", () => {
  it("is committed as budgetJsonSchema() gives it, key for key and in the same order", () => {
    // Formatting is the formatter's business; content and key order are the table's.
    const committed = JSON.stringify(schema, null, 2);
    const generated = JSON.stringify(budgetJsonSchema(), null, 2);
    expect(committed, "schemas/budget.schema.json is stale; run: node scripts/budget-schema.mjs").toBe(generated);
  });
});
