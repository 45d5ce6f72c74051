/**
 * The qwen-code profile's rules held to Qwen Code's own code: the functions of its npm package (0.24.4, the
 * pinned install in the clients cache) that name an MCP tool (normalizeToolNameForProvider, chunks/chunk-WZAD4ZNJ.js)
 * and write a tool for an OpenAI-compatible provider (OpenAIContentConverter.convertLlmToolsToOpenAI,
 * chunks/chunk-YIHOHHJL.js: its schema relaxing and its strict Ajv check), imported and run here on every tool
 * of the corpus (test/fixtures/client-goldens/servers) and on schemas made to reach each branch the corpus does
 * not (bounds of 1999 or more, a schema with no argument, keywords its Ajv does not know, $id, other drafts,
 * dangling $ref). The goldens hold the profile to what the client sent; this holds it where no golden reaches.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { qwenParameters, qwenToolName } from "../../../src/core/clients/qwen-code.js";
import { sdkSchemaOrder } from "../../../src/core/clients/shape.js";
import { type CaseListings, GOLDENS_DIR, readJson } from "../../helpers/client-corpus.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

type Converter = {
  convertLlmToolsToOpenAI(
    tools: Array<{ functionDeclarations: Array<Record<string, unknown>> }>,
  ): Promise<Array<{ function: Record<string, unknown> }>>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

let normalize: (name: string) => string;
let converter: Converter;

beforeAll(async () => {
  const chunks = path.join(path.dirname(ensureRealClient("qwen-code")), "chunks");
  const load = (file: string) => import(pathToFileURL(path.join(chunks, file)).href);
  normalize = (await load("chunk-WZAD4ZNJ.js")).normalizeToolNameForProvider;
  converter = (await load("chunk-YIHOHHJL.js")).OpenAIContentConverter;
}, 600_000);

/** The corpus's listings: every server's tools. */
const listings = readdirSync(path.join(GOLDENS_DIR, "servers"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => readJson<CaseListings>(path.join(GOLDENS_DIR, "servers", f)));
const corpusTools = listings.flatMap((l) =>
  Object.entries(l.servers).flatMap(([server, s]) =>
    (s.tools as Array<{ name: string; inputSchema?: unknown }>).map((t) => ({ server, ...t })),
  ),
);

/** Schemas for the branches the corpus may not reach. */
const MADE: Array<[string, unknown]> = [
  ["no schema", undefined],
  ["empty properties", { type: "object", properties: {} }],
  ["empty properties, additionalProperties false", { type: "object", properties: {}, additionalProperties: false }],
  ["no properties, additionalProperties false", { type: "object", additionalProperties: false }],
  [
    "parameterless with a title and $schema",
    { type: "object", title: "t", $schema: "http://json-schema.org/draft-07/schema#" },
  ],
  ["parameterless with required", { type: "object", properties: {}, required: [] }],
  [
    "bounds of 1999 and more",
    {
      type: "object",
      properties: {
        a: { type: "string", maxLength: 1999, minLength: 1998 },
        b: { type: "array", maxItems: 5000, items: { type: "string" } },
      },
      required: ["a"],
    },
  ],
  [
    "bounds with an unknown keyword",
    { type: "object", properties: { a: { type: "string", maxLength: 5000, "x-extra": 1 } } },
  ],
  [
    "all required, additionalProperties false",
    { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false },
  ],
  [
    "nested optional, additionalProperties false",
    {
      type: "object",
      properties: { o: { type: "object", properties: { p: { type: "string" } }, additionalProperties: false } },
      required: ["o"],
    },
  ],
  [
    "uniqueItems deep and a property named uniqueItems",
    {
      type: "object",
      properties: { uniqueItems: { type: "array", uniqueItems: true, items: { type: "array", uniqueItems: false } } },
    },
  ],
  ["$id", { $id: "urn:x", type: "object", properties: {} }],
  ["draft 2020-12", { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: {} }],
  ["draft 2019-09", { $schema: "https://json-schema.org/draft/2019-09/schema", type: "object", properties: {} }],
  ["draft-04", { $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: {} }],
  ["dangling $ref", { type: "object", properties: { a: { $ref: "#/$defs/Missing" } } }],
  [
    "$ref to definitions",
    {
      type: "object",
      properties: { a: { $ref: "#/definitions/A" } },
      definitions: { A: { type: "string", maxLength: 3000 } },
    },
  ],
  ["nullable (OpenAPI)", { type: "object", properties: { a: { type: "string", nullable: true, maxLength: 2000 } } }],
  [
    "examples and deprecated",
    { type: "object", properties: { a: { type: "string", examples: ["x"], deprecated: true, maxLength: 2500 } } },
  ],
  ["union type with object", { type: ["object", "null"], additionalProperties: false }],
  ["not-an-object type", { type: "string", maxLength: 4000 }],
  [
    "const and default kept whole",
    { type: "object", properties: { a: { const: { uniqueItems: true } }, b: { default: { $schema: "x" } } } },
  ],
  [
    "2019 keywords",
    { type: "object", properties: { a: { type: "object", dependentRequired: { x: ["y"] }, maxProperties: 3000 } } },
  ],
  [
    "format and contentMediaType",
    {
      type: "object",
      properties: { a: { type: "string", format: "uint64", contentMediaType: "text/plain", minLength: 2000 } },
    },
  ],
];

async function theirs(schema: unknown): Promise<unknown> {
  const declaration: Record<string, unknown> = { name: "t", description: "d" };
  // As its discovery gives it: the MCP SDK's parse first (type, properties, required), an empty object's for none.
  declaration.parametersJsonSchema = isObject(schema) ? sdkSchemaOrder(schema) : { type: "object", properties: {} };
  const [tool] = await converter.convertLlmToolsToOpenAI([{ functionDeclarations: [declaration] }]);
  return JSON.stringify(tool?.function.parameters);
}

describe("Qwen Code's own code names and writes every tool as the profile does", () => {
  it("names: every corpus tool and hostile keys", () => {
    const pairs: Array<[string, string]> = [
      ...corpusTools.map((t) => [t.server, t.name] as [string, string]),
      ["a".repeat(51), "b"], // 63 characters: kept
      ["a".repeat(52), "b"], // 64: cut and hashed
      ["-x", "y"],
      ["ü", "日本"],
      ["dot.name", "t.1"],
      ["😀", "t"],
    ];
    for (const [server, tool] of pairs)
      expect(qwenToolName(server, tool), `${server} / ${tool}`).toBe(normalize(`mcp__${server}__${tool}`));
  });

  it.each(corpusTools.map((t) => [`${t.server} / ${t.name}`, t] as const))("parameters: %s", async (_n, tool) => {
    expect(JSON.stringify(qwenParameters(tool.inputSchema))).toBe(await theirs(tool.inputSchema));
  });

  it.each(MADE)("parameters: %s", async (_n, schema) => {
    expect(JSON.stringify(qwenParameters(schema))).toBe(await theirs(schema));
  });
});
