/**
 * Our harmony rendering (the gpt-oss profile) against the official renderer, openai/harmony's Rust
 * code built to WASM (npm `openai-harmony`): the same prompt byte for byte, and the same token
 * counts for the tools and the instructions (with minus without), on the fixture tool sets and on
 * schemas chosen to hit every branch and quirk of the official renderer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelFacing } from "../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { harmonyCounter, harmonyPromptText, harmonyPromptTokens } from "../../../src/core/models/harmony.js";
import type { ModelCounter, ModelFacingTool } from "../../../src/core/models/types.js";
import { readToolsFile } from "../../helpers/fixture.js";
import {
  type HarmonyOracle,
  loadHarmonyOracle,
  O200K_TIKTOKEN_SHA256,
  o200kTiktokenFile,
} from "../../helpers/harmony-oracle.js";

const facing = (tools: unknown[]) =>
  tools.map((t) => modelFacing(t as Record<string, unknown>) as unknown as ModelFacingTool);

/** Every branch of harmony's json_schema_to_typescript, and the places where it surprises. */
const EDGE_TOOLS: ModelFacingTool[] = [
  {
    name: "kitchensink",
    description: "A function with various complex schemas.\r\nSecond line\n\n  indented <|endoftext|> line\n",
    inputSchema: {
      description: "params object",
      type: "object",
      properties: {
        string: { type: "string", title: "STRING", description: "A string", examples: ["hello", "world", 3] },
        string_nullable: { type: "string", nullable: true, description: "A nullable string", default: "the default" },
        string_enum: { type: "string", enum: ["a", "b", "c"], default: "a" },
        enum_mixed: { type: "string", enum: [1, null] },
        oneof_string_or_number: {
          oneOf: [
            { type: "string", default: "default_string_in_oneof" },
            { type: "number", description: "numbers can happen too" },
          ],
          description: "a oneof",
          default: 20,
        },
        oneof_same_desc: {
          oneOf: [
            { type: "string", description: "same" },
            { type: "number", description: "same" },
          ],
          description: "same",
        },
        oneof_mixed: {
          oneOf: [
            { type: "string", description: "first", nullable: true },
            { type: "string", enum: ["x", "y"], default: "x" },
            { type: "object", properties: { deep: { type: "integer", default: 1.5 } } },
          ],
          title: "T",
        },
        oneof_not_array: { oneOf: { type: "string" }, type: "string", description: "hidden desc", default: "d" },
        oneof_empty: { oneOf: [] },
        nested: {
          type: "object",
          description: "Nested thing\nwith newline",
          properties: {
            inner: {
              type: "object",
              description: "deeper",
              properties: { leaf: { type: "boolean", default: true } },
              required: ["leaf"],
            },
            arr: { type: "array", items: { type: "object", properties: { k: { type: "string" } } } },
          },
          required: ["inner"],
        },
        empty_obj: { type: "object" },
        arr_noitems: { type: "array" },
        arr_tuple: { type: "array", items: [{ type: "string" }] },
        arr_arr: { type: "array", items: { type: "array", items: { type: "integer" } }, default: [[1, 2], [3]] },
        types: { type: ["integer", "null"], default: null },
        types_obj: { type: ["object", "null"], properties: { a: { type: "string" } } },
        types_empty: { type: [] },
        type_null: { type: "null" },
        unknown: { type: "date" },
        any_ref: { $ref: "#/$defs/X", description: "ref'd" },
        any_anyof: { anyOf: [{ type: "string" }, { type: "null" }], default: 'q"uote' },
        all_of: { allOf: [{ type: "string" }] },
        const_only: { const: "fixed" },
        enum_only: { enum: ["a", "b"] },
        nullable_enum: { type: "string", enum: ["null", "x"], nullable: true },
        obj_default: { type: "object", default: { a: [1, "b\n", null, true], é: 0.1 } },
        n1: { type: "number", default: 1e21 },
        n2: { type: "number", default: 1e-7 },
        n3: { type: "number", default: 0.000001 },
        n4: { type: "number", default: 0.00001 },
        n5: { type: "number", default: 1e20 },
        n6: { type: "number", default: 1e19 },
        n7: { type: "number", default: 2 ** 53 + 2 },
        n8: { type: "number", default: -0.5 },
        n9: { type: "number", default: 123456.789 },
        n10: { type: "number", default: 1.5e300 },
        n11: { type: "number", default: -0 },
        n12: { type: "number", default: 1.2345678901234568e22 },
        n13: { type: "number", default: 1e16 },
        n14: { type: "number", default: 1.1e16 },
        multiline: { type: "string", description: "multi\nline desc" },
        desc_null: { type: "string", description: null, title: 5 },
        bool_schema: true,
        str_default_ctrl: { type: "string", default: "tab\there" },
      },
      required: ["string", "nested", "missing"],
      $defs: { X: { type: "string" } },
    },
  },
  { name: "no_description", inputSchema: { type: "object", properties: {} } },
  { name: "null_schema", description: "", inputSchema: null },
  {
    name: "root_oneof",
    description: "root oneOf",
    inputSchema: {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
      oneOf: [{ required: ["a"] }, { required: ["b"], description: "b wins", default: "z" }],
    },
  },
  { name: "root_anyof", description: "x", inputSchema: { anyOf: [{ type: "object" }] } },
  {
    name: "items_oneof",
    inputSchema: {
      type: "object",
      properties: { v: { type: "array", items: { oneOf: [{ type: "string" }, { type: "integer", nullable: true }] } } },
    },
  },
];

const TOOL_SETS: Array<{ name: string; tools: ModelFacingTool[] }> = [
  { name: "fixture basic.json", tools: facing(readToolsFile("basic").tools) },
  { name: "fixture many.json", tools: facing(readToolsFile("many").tools) },
  { name: "every branch of the renderer", tools: EDGE_TOOLS },
  { name: "one tool", tools: EDGE_TOOLS.slice(1, 2) },
];

const INSTRUCTIONS: Array<string | null> = [
  null,
  "Call search before fetch.",
  "# Usage\n\nLine one.\nLine two with <|end|> in it.\n",
];

let oracle: HarmonyOracle;
let encoder: Encoder;
let counter: ModelCounter;

beforeAll(async () => {
  oracle = await loadHarmonyOracle();
  [encoder] = (await loadEncoders(["o200k_base"])) as [Encoder];
  counter = harmonyCounter(encoder);
});
afterAll(() => oracle?.close());

describe("the vocabulary file supplied to the official renderer", () => {
  it("is rebuilt from gpt-tokenizer byte for byte (the sha256 harmony checks)", async () => {
    const { createHash } = await import("node:crypto");
    expect(
      createHash("sha256")
        .update(await o200kTiktokenFile())
        .digest("hex"),
    ).toBe(O200K_TIKTOKEN_SHA256);
  });
});

describe.each(TOOL_SETS)("$name", ({ tools }) => {
  it.each(INSTRUCTIONS.map((text) => ({ text })))(
    "renders and counts like openai/harmony (instructions: $text)",
    async ({ text }) => {
      const official = oracle.render(tools, text);
      expect(harmonyPromptText(tools, text)).toBe(official.text);
      expect(harmonyPromptTokens(tools, text, encoder)).toBe(official.tokens);
      const count = await counter.count(tools, text);
      // The instructions on the bare request, the tools on the request that carries them (docs/models.md).
      const instructionsAlone = oracle.render([], text).tokens;
      expect(count.tools).toBe(official.tokens - instructionsAlone);
      if (text === null) expect(count.tools).toBe(oracle.toolTokens(tools));
      expect(count.tools).toBeGreaterThan(0);
      expect(count.instructions).toBe(text === null ? null : instructionsAlone - oracle.render([], null).tokens);
    },
  );
});

describe("no tools", () => {
  it("renders no developer message and adds nothing; instructions alone make one", async () => {
    expect(harmonyPromptText([], null)).toBe(oracle.render([], null).text);
    expect(harmonyPromptText([], "Be brief.")).toBe(oracle.render([], "Be brief.").text);
    const count = await counter.count([], "Be brief.");
    expect(count.tools).toBe(0);
    expect(count.instructions).toBe(oracle.render([], "Be brief.").tokens - oracle.render([], null).tokens);
  });
});
