/**
 * Each hint rule on a fixture written the way pydantic (FastMCP) and zod (the MCP TypeScript SDK) write
 * schemas: it fires where it should, its saving and the totals come out the same when the patch is
 * applied with another JSON Patch implementation and counted with js-tiktoken (and gpt-oss with the
 * official harmony renderer), and what it says about validation holds when a validator is asked.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { hintsFor } from "../../../src/core/hints/hints.js";
import { RULES } from "../../../src/core/hints/rules.js";
import type { Hint, HintRule, HintsResult } from "../../../src/core/hints/types.js";
import { loadHarmonyCounter } from "../../../src/core/models/harmony.js";
import { readToolsFile } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { expectRederived, oracleApply, oracleModelTokens } from "../../helpers/hints-oracle.js";

type Tool = Record<string, unknown>;

const { tools } = readToolsFile("hints-rules");
let encoders: Encoder[];
let harmony: HarmonyOracle;
let result: HintsResult;
let withoutModels: HintsResult;
let gptOss: Awaited<ReturnType<typeof loadHarmonyCounter>>;

beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
  harmony = await loadHarmonyOracle();
  gptOss = await loadHarmonyCounter();
  result = await hintsFor(tools, encoders, { models: [{ id: "gpt-oss", counter: gptOss }] });
  withoutModels = await hintsFor(tools, encoders);
}, 180_000);

afterAll(async () => {
  await harmony?.close();
});

const hint = (r: HintsResult, tool: string, rule: string): Hint => {
  const found = r.hints.find((h) => h.tool === tool && h.rule === rule);
  if (!found)
    throw new Error(`no ${rule} hint for ${tool}; got ${r.hints.map((h) => `${h.tool}/${h.rule}`).join(", ")}`);
  return found;
};
const toolNamed = (name: string) => tools.find((t) => (t as Tool).name === name) as Tool;

/** Arguments to ask a validator about, per tool: valid and invalid ones around each rewrite. */
const address = { street: "1 Main St", city: "Springfield", country: "US" };
const SAMPLES: Record<string, unknown[]> = {
  search_orders: [
    {},
    { customer: null },
    { customer: "c-1" },
    { customer: 3 },
    { status: null },
    { status: "open" },
    { status: "lost" },
    { shipping: null },
    { shipping: address },
    { shipping: { street: "x" } },
    { limit: 5 },
  ],
  set_locale: [{ locale: "en-US" }, { locale: "xx-XX" }, {}],
  ship_order: [
    { order: "1", to: { street: "a", city: "b" } },
    { order: "1", to: { street: "a" } },
    { order: "1", to: { street: "a", city: "b" }, carrier: "ups" },
    { order: "1", to: { street: "a", city: "b" }, carrier: 5 },
    { order: "1", to: { street: "a", city: "b" }, carrier: true },
    { order: "1", to: { street: "a", city: "b" }, options: { express: true } },
    { order: "1", to: { street: "a", city: "b" }, options: { express: "no" } },
  ],
  create_invoice: [
    { billing: address, shipping: address, quantity: 2 },
    { billing: { ...address, vat: "x" }, shipping: address, quantity: 2 },
    { billing: address, shipping: { city: "x" }, quantity: 2 },
    { billing: address, shipping: address, quantity: 1e16 },
    { billing: address, shipping: address, quantity: 2, note: "n" },
  ],
};

function verdicts(schema: unknown, samples: unknown[]): boolean[] {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  const validate = ajv.compile(rest);
  return samples.map((s) => validate(s) as boolean);
}

describe("hint rules on a fixture", () => {
  const cases: Array<{ rule: string; tool: string; check?: (h: Hint, patched: Tool) => void }> = [
    {
      rule: "anyof-null-type-array",
      tool: "search_orders",
      check: (h, patched) => {
        const props = (patched.inputSchema as Tool).properties as Record<string, Tool>;
        expect(props.customer).toMatchObject({ type: ["string", "null"] });
        // null stays allowed where an enum judges it too.
        expect(props.status?.enum).toEqual(["open", "paid", "shipped", null]);
        expect(props.customer?.anyOf).toBeUndefined();
        expect(h.models?.["gpt-oss"]?.reveals).toEqual(["customer", "status"]);
      },
    },
    {
      rule: "anyof-null-optional",
      tool: "search_orders",
      check: (_h, patched) => {
        const props = (patched.inputSchema as Tool).properties as Record<string, Tool>;
        expect(props.shipping).toMatchObject({ $ref: "#/$defs/Address" });
      },
    },
    { rule: "unneeded-keys", tool: "search_orders" },
    { rule: "default-null", tool: "search_orders" },
    {
      rule: "title-repeats-name",
      tool: "search_orders",
      check: (h) => {
        expect(h.paths).toContain("/inputSchema/title");
        expect(h.paths).toContain("/inputSchema/$defs/Address/title");
        expect(h.paths).not.toContain("/inputSchema/properties/limit/default");
      },
    },
    {
      rule: "description-repeats-parameters",
      tool: "search_orders",
      check: (_h, patched) => {
        // Written by hand from the fixture: the Args: block goes (continuation line and heading too), the rest stays as it was.
        expect(patched.description).toBe(
          "Search orders in the **shop** database.   Returns at most `limit` orders.  \n\n## Notes\n\nResults are sorted by date.   \n---",
        );
      },
    },
    {
      rule: "description-formatting",
      tool: "search_orders",
      check: (_h, patched) => {
        // Written by hand from the fixture. Indentation stays: it nests the lines under "Args:".
        expect(patched.description).toBe(
          "Search orders in the shop database. Returns at most `limit` orders.\n\nNotes\n\nResults are sorted by date.\nArgs:\n" +
            "    customer: the customer id to filter on\n    status: only orders in this status\n      (open, paid or shipped)\n" +
            "    limit: how many orders to return",
        );
      },
    },
    { rule: "long-enum", tool: "set_locale" },
    {
      rule: "hidden-from-gpt-oss",
      tool: "ship_order",
      check: (h) => {
        expect(h.models?.["gpt-oss"]?.reveals).toEqual(["to", "carrier", "options"]);
      },
    },
    {
      rule: "additional-properties-false",
      tool: "create_invoice",
      check: (_h, patched) => {
        // The root keeps it: only the repeats go.
        expect((patched.inputSchema as Tool).additionalProperties).toBe(false);
      },
    },
    { rule: "safe-integer-bounds", tool: "create_invoice" },
    {
      rule: "repeated-subschema",
      tool: "create_invoice",
      check: (_h, patched) => {
        const props = (patched.inputSchema as Tool).properties as Record<string, Tool>;
        expect(props.billing).toEqual({ $ref: "#/$defs/billing" });
        expect(props.shipping).toEqual({ $ref: "#/$defs/billing" });
      },
    },
  ];

  it("has a case here for every rule of the table", () => {
    expect(cases.map((c) => c.rule).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it.each(cases)("$rule fires on $tool, and its patch applies with another implementation", ({ rule, tool, check }) => {
    const found = hint(result, tool, rule);
    expect(found.patch.length).toBeGreaterThan(0);
    const patched = oracleApply(toolNamed(tool), found.patch);
    expect(patched).not.toEqual(toolNamed(tool));
    expect(Object.values(found.saves).some((n) => n > 0) || (found.models?.["gpt-oss"]?.reveals?.length ?? 0) > 0).toBe(
      true,
    );
    check?.(found, patched);
  });

  it.each(cases)("$rule says truly whether the tool accepts other arguments", ({ rule, tool }) => {
    const found = hint(result, tool, rule);
    const samples = SAMPLES[tool] as unknown[];
    const before = verdicts(toolNamed(tool).inputSchema, samples);
    const after = verdicts(oracleApply(toolNamed(tool), found.patch).inputSchema, samples);
    if (found.changesValidation) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });

  it("every saving and the totals re-derive with rfc6902, js-tiktoken and the official harmony renderer", () => {
    expect(result.hints.length).toBeGreaterThanOrEqual(12);
    expect(expectRederived(result, tools, harmony)).toBeGreaterThan(30);
    expect(result.totalModelSaves?.["gpt-oss"]).toBeDefined();
  });

  it("the total applies the hints together and is not the sum of their separate savings", () => {
    const sum = result.hints.reduce((n, h) => n + (h.saves.o200k_base ?? 0), 0);
    // Two rewrites of search_orders' description conflict: the larger stays, the other is listed.
    expect(result.skipped).toContainEqual(
      expect.objectContaining({ tool: "search_orders", rule: "description-formatting", path: "/description" }),
    );
    expect(result.totalSaves.o200k_base).toBeLessThan(sum);
    expectRederived(result, tools, harmony);
  });

  it("without -m gpt-oss: no visibility rule, no model figures, the same encodings' savings", () => {
    expect(withoutModels.hints.some((h) => h.rule === "hidden-from-gpt-oss")).toBe(false);
    expect(withoutModels.hints.every((h) => h.models === undefined)).toBe(true);
    expect(withoutModels.totalModelSaves).toBeUndefined();
    expectRederived(withoutModels, tools);
  });

  it("a rewrite that saves nothing is no hint, and a title that says more than the name stays", async () => {
    const plain = {
      name: "get",
      description: "Get an item.",
      inputSchema: { type: "object", properties: { id: { type: "string", title: "Item identifier" } } },
    };
    // One repeated sub-schema too short to be worth a $ref.
    const short = {
      name: "pair",
      inputSchema: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } },
    };
    // Bounds a person chose, and an enum one value short of docs/hints.md's 20, say something: they stay.
    const bounded = {
      name: "page",
      inputSchema: {
        type: "object",
        properties: {
          n: { type: "integer", minimum: 1, maximum: 9_007_199_254_740_990 },
          m: { type: "integer", minimum: -9_007_199_254_740_990, maximum: 100 },
          size: { type: "string", enum: Array.from({ length: 19 }, (_, i) => `s${i}`) },
        },
      },
    };
    const r = await hintsFor([plain, short, bounded], encoders);
    expect(r.hints).toEqual([]);
    expect(r.totalSaves).toEqual({ o200k_base: 0, cl100k_base: 0 });
  });

  it("a rule whose rewrite saves exactly 0 tokens gives no hint; one that saves 1 does (js-tiktoken)", async () => {
    const tool = { name: "get", description: "Get the alpha.", inputSchema: { type: "object" } };
    const rewrite = (id: string, description: string): HintRule => ({
      id,
      title: id,
      find: () => [
        {
          path: "/description",
          patch: [{ op: "replace", path: "/description", value: description }],
          changesValidation: false,
        },
      ],
      message: () => id,
    });
    const same = { ...tool, description: "Get the gamma." };
    const shorter = { ...tool, description: "Get alpha." };
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      // The oracle says the first rewrite saves nothing and the second one token, in both encodings.
      expect(oracleModelTokens(same, encoding)).toBe(oracleModelTokens(tool, encoding));
      expect(oracleModelTokens(tool, encoding) - oracleModelTokens(shorter, encoding)).toBe(1);
    }
    const r = await hintsFor([tool], encoders, {
      rules: [rewrite("same-size", same.description), rewrite("one-shorter", shorter.description)],
    });
    expect(r.hints.map((h) => [h.rule, h.saves])).toEqual([["one-shorter", { o200k_base: 1, cl100k_base: 1 }]]);
  });

  it("a long enum without a type keeps its type said: any string, still no number", async () => {
    // 20 values: docs/hints.md's "20 or more".
    const values = Array.from({ length: 20 }, (_, i) => `v${i}`);
    const untyped = { name: "pick", inputSchema: { type: "object", properties: { v: { enum: values } } } };
    const r = await hintsFor([untyped], encoders);
    const found = hint(r, "pick", "long-enum");
    const patched = oracleApply(untyped, found.patch);
    expect((patched.inputSchema as Tool).properties).toEqual({ v: { type: "string" } });
    expect(verdicts(patched.inputSchema, [{ v: "v0" }, { v: "other" }, { v: 5 }])).toEqual([true, true, false]);
    expect(found.changesValidation).toBe(true);
    expectRederived(r, [untyped]);
  });
});

/**
 * What each rule must leave alone or must flag, one small tool per case: every hint's claim about
 * validation is checked with ajv on the samples, and the named rule must (or must not) fire.
 */
describe("what the rules guard against", () => {
  const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: "object",
    properties,
    ...extra,
  });
  const long = { type: "object", properties: { street: { type: "string" }, city: { type: "string" } } };
  const cases: Array<{ what: string; tool: Tool; samples: unknown[]; fires?: string[]; not?: string[] }> = [
    {
      what: "anyOf of integer and number: oneOf rejects 3, which matches both",
      tool: { name: "n", inputSchema: obj({ x: { anyOf: [{ type: "integer" }, { type: "number" }] } }) },
      samples: [{ x: 3 }, { x: 1.5 }, { x: "a" }],
      fires: ["hidden-from-gpt-oss"],
    },
    {
      what: "a const beside the type also judges null: no type list",
      tool: {
        name: "c",
        inputSchema: obj({ x: { anyOf: [{ type: "string", const: "on" }, { type: "null" }] } }, { required: ["x"] }),
      },
      samples: [{ x: "on" }, { x: null }, { x: "off" }],
      not: ["anyof-null-type-array"],
    },
    {
      what: "an optional object: null is dropped (its fields shown to gpt-oss), not a type list",
      tool: { name: "o", inputSchema: obj({ x: { anyOf: [long, { type: "null" }] } }) },
      samples: [{}, { x: null }, { x: { street: "s" } }, { x: 1 }],
      fires: ["anyof-null-optional"],
      not: ["anyof-null-type-array"],
    },
    {
      what: "a description on both the branch and the schema: lifting would lose one",
      tool: {
        name: "d",
        inputSchema: obj(
          { x: { anyOf: [{ type: "string", description: "inner" }, { type: "null" }], description: "outer" } },
          { required: ["x"] },
        ),
      },
      samples: [{ x: "a" }, { x: null }],
      not: ["anyof-null-type-array", "anyof-null-optional"],
    },
    {
      what: "a $ref target whose description would overwrite the parameter's",
      tool: {
        name: "r",
        inputSchema: obj(
          { x: { $ref: "#/$defs/A", description: "outer" } },
          { $defs: { A: { type: "string", description: "inner" } } },
        ),
      },
      samples: [{ x: "a" }, { x: 1 }],
      not: ["hidden-from-gpt-oss"],
    },
    {
      what: "a recursive $ref is not inlined",
      tool: {
        name: "t",
        inputSchema: obj(
          { x: { $ref: "#/$defs/Node" } },
          {
            $defs: {
              Node: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/Node" } } } },
            },
          },
        ),
      },
      samples: [{ x: {} }, { x: { kids: [{}] } }, { x: { kids: [1] } }],
      not: ["hidden-from-gpt-oss"],
    },
    {
      what: "a one-member allOf whose description would overwrite the parameter's",
      tool: {
        name: "a",
        inputSchema: obj({ x: { allOf: [{ type: "string", description: "inner" }], description: "outer" } }),
      },
      samples: [{ x: "a" }, { x: 1 }],
      not: ["hidden-from-gpt-oss"],
    },
    {
      what: "one nested additionalProperties: false is not repeated",
      tool: { name: "p", inputSchema: obj({ x: { ...long, additionalProperties: false } }) },
      samples: [{ x: { street: "s" } }, { x: { other: 1 } }],
      not: ["additional-properties-false"],
    },
    {
      what: "a tool description line about a parameter without its own description stays, and so does its heading",
      tool: {
        name: "g",
        description: "Get it.\n\nArgs:\n  a: the first\n  b: the second\n    (any text)",
        inputSchema: obj({ a: { type: "string", description: "The first" }, b: { type: "string" } }),
      },
      samples: [],
      fires: ["description-repeats-parameters"],
    },
    {
      what: "a default other than null says something",
      tool: {
        name: "f",
        inputSchema: obj({ x: { type: "integer", default: 20 }, y: { type: "string", default: "" } }),
      },
      samples: [{}, { x: 1 }],
      not: ["default-null"],
    },
    {
      what: "$schema of draft-07 on a tuple items array: dropping it changes what items means",
      tool: {
        name: "s",
        inputSchema: obj(
          { x: { type: "array", items: [{ type: "string" }, { type: "integer" }] } },
          { $schema: "http://json-schema.org/draft-07/schema#" },
        ),
      },
      samples: [],
      fires: ["unneeded-keys"],
    },
  ];

  it.each(cases)("$what", async ({ tool, samples, fires = [], not = [] }) => {
    const r = await hintsFor([tool], encoders, { models: [{ id: "gpt-oss", counter: gptOss }] });
    const rules = r.hints.map((h) => h.rule);
    for (const rule of fires) expect(rules).toContain(rule);
    for (const rule of not) expect(rules).not.toContain(rule);
    for (const h of r.hints) {
      const patched = oracleApply(tool, h.patch);
      if (samples.length === 0) continue;
      const [before, after] = [verdicts(tool.inputSchema, samples), verdicts(patched.inputSchema, samples)];
      if (h.changesValidation) expect(after, h.rule).not.toEqual(before);
      else expect(after, h.rule).toEqual(before);
    }
    expectRederived(r, [tool]);
  });

  it("the draft-07 $schema is said to change validation: items as a list is a tuple there, unknown in 2020-12", async () => {
    const tool = cases.at(-1)?.tool as Tool;
    const r = await hintsFor([tool], encoders);
    expect(hint(r, "s", "unneeded-keys")).toMatchObject({ changesValidation: true });
    expect(hint(r, "s", "unneeded-keys").message).toContain("Changes validation");
  });

  it("only the lines of parameters that have their own description go", async () => {
    const tool = cases.find((c) => c.tool.name === "g")?.tool as Tool;
    const r = await hintsFor([tool], encoders);
    const patched = oracleApply(tool, hint(r, "g", "description-repeats-parameters").patch);
    expect(patched.description).toBe("Get it.\n\nArgs:\n  b: the second\n    (any text)");
  });

  it("a repeated sub-schema joins the $defs already there, under a name not taken", async () => {
    const block = { ...long, description: "A postal address written out" };
    const tool = {
      name: "ship",
      inputSchema: obj(
        { from: block, to: block, via: { $ref: "#/$defs/from" } },
        { $defs: { from: { type: "string", description: "A hub code" } } },
      ),
    };
    const r = await hintsFor([tool], encoders);
    const patched = oracleApply(tool, hint(r, "ship", "repeated-subschema").patch);
    const schema = patched.inputSchema as Tool;
    expect(schema.$defs).toEqual({ from: { type: "string", description: "A hub code" }, from2: block });
    expect(schema.properties).toEqual({
      from: { $ref: "#/$defs/from2" },
      to: { $ref: "#/$defs/from2" },
      via: { $ref: "#/$defs/from" },
    });
    const samples = [{ via: "h1" }, { via: 1 }, { from: { street: "s" } }, { to: { city: 1 } }];
    expect(verdicts(schema, samples)).toEqual(verdicts(tool.inputSchema, samples));
    expectRederived(r, [tool]);
  });
});
