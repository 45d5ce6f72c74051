/**
 * The chat-template counter with plain data: tiny templates and a tokenizer that counts characters,
 * so every expected figure can be worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { ToolError } from "../../../../src/core/errors.js";
import {
  type ChatTemplateModel,
  conversation,
  createChatTemplateCounter,
  toTemplateTool,
} from "../../../../src/core/models/chat-template.js";
import type { ModelFacingTool } from "../../../../src/core/models/types.js";

/** ChatML-like: each tool as compact Python-style JSON on its own line inside <sys>...</sys>. */
const RENDERS_TOOLS =
  "{%- if tools %}<sys>{% for t in tools %}{{ t | tojson }}\n{% endfor %}</sys>{% endif %}" +
  "{% for m in messages %}<{{ m.role }}>{{ m.content }}</{{ m.role }}>{% endfor %}" +
  "{% if add_generation_prompt %}<assistant>{% endif %}";

/** Gemma-like: reads messages only, never tools. */
const IGNORES_TOOLS =
  "{{ bos_token }}{% for m in messages %}<start_of_turn>{{ 'model' if m.role == 'assistant' else m.role }}\n" +
  "{{ m.content }}<end_of_turn>\n{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}";

const model = (template: string, id = "toy"): ChatTemplateModel => ({
  id,
  template,
  templateSource: "a test",
  variables: { bos_token: "<bos>" },
  countTokens: (text) => text.length,
});

const A: ModelFacingTool = { name: "a", description: "Adds", inputSchema: { type: "object" } };
const B: ModelFacingTool = { name: "bb", inputSchema: { type: "object", properties: { x: { type: "number" } } } };
// The two tools as the template prints them, written out by hand (Python json.dumps separators).
const A_LINE =
  '{"type": "function", "function": {"name": "a", "description": "Adds", "parameters": {"type": "object"}}}\n';
const B_LINE =
  '{"type": "function", "function": {"name": "bb", "parameters": {"type": "object", "properties": {"x": {"type": "number"}}}}}\n';
const PREAMBLE = "<sys></sys>".length;

describe("a template that renders tools", () => {
  it("counts the prompt with the tools minus the same prompt without them", async () => {
    const result = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([A, B], null);
    expect(result).toEqual({
      fidelity: "exact",
      tools: PREAMBLE + A_LINE.length + B_LINE.length,
      instructions: null,
      perTool: { a: A_LINE.length, bb: B_LINE.length },
      // The prompt without tools: "<sys></sys>" is not rendered then, so the frame is the rest of the prompt.
      frame: expect.any(Number),
      warnings: [],
    });
  });

  it("gives each tool what removing it saves, so the shared preamble belongs to none", async () => {
    const result = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([A, B], null);
    const perTool = Object.values(result.perTool ?? {});
    expect(perTool.reduce((a, b) => a + b, 0)).toBe(result.tools - PREAMBLE);
    // With one tool, removing it removes the preamble too.
    const one = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([B], null);
    expect(one.perTool).toEqual({ bb: PREAMBLE + B_LINE.length });
  });

  it("counts the instructions as the system message they become, and the tools in that conversation", async () => {
    const result = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([A], "Be brief.");
    expect(result.instructions).toBe("<system>Be brief.</system>".length);
    expect(result.tools).toBe(PREAMBLE + A_LINE.length);
  });

  it("costs nothing for no tools", async () => {
    const result = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([], null);
    expect(result.tools).toBe(0);
    expect(result.perTool).toBeUndefined();
  });

  it("gives three or more tools the same figures as removing each one would save", async () => {
    const C: ModelFacingTool = { name: "c", description: "Ç", inputSchema: {} };
    const C_LINE = '{"type": "function", "function": {"name": "c", "description": "Ç", "parameters": {}}}\n';
    const result = await createChatTemplateCounter(model(RENDERS_TOOLS)).count([B, A, C], null);
    expect(result.perTool).toEqual({ bb: B_LINE.length, a: A_LINE.length, c: C_LINE.length });
    expect(result.tools).toBe(PREAMBLE + A_LINE.length + B_LINE.length + C_LINE.length);
  });

  it("does not change the tools it is given", async () => {
    const tool = { name: "a", inputSchema: { type: "object", properties: {} } };
    const before = JSON.stringify(tool);
    await createChatTemplateCounter(model(RENDERS_TOOLS)).count([tool], "x");
    expect(JSON.stringify(tool)).toBe(before);
  });
});

describe("a template that ignores tools", () => {
  it("is an error naming the model and the template, never 0", async () => {
    const counter = createChatTemplateCounter(model(IGNORES_TOOLS, "gemma-like"));
    const error = await counter.count([A, B], "Be brief.").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).kind).toBe("usage");
    expect((error as ToolError).message).toMatch(/^model gemma-like: this template does not render tools/);
    expect((error as ToolError).message).toContain("the chat template from a test");
    expect((error as ToolError).message).toContain("with 2 tool(s)");
  });

  it("still counts instructions when there are no tools to render", async () => {
    const result = await createChatTemplateCounter(model(IGNORES_TOOLS)).count([], "Be brief.");
    expect(result.instructions).toBe("<start_of_turn>system\nBe brief.<end_of_turn>\n".length);
    expect(result.tools).toBe(0);
  });
});

describe("template failures", () => {
  it("reports a template that raises, naming the model", async () => {
    const counter = createChatTemplateCounter(model("{{ raise_exception('no system role') }}", "strict"));
    await expect(counter.count([A], null)).rejects.toThrow(
      /^model strict: the chat template from a test failed to render: no system role/,
    );
  });

  it("reports a template that does not parse when the counter is made", () => {
    expect(() => createChatTemplateCounter(model("{% for %}", "broken"))).toThrow(
      /^model broken: the chat template from a test could not be parsed/,
    );
  });
});

describe("the messages and tools handed to templates", () => {
  it("are OpenAI-style function tools, description left out when the tool has none", () => {
    expect(JSON.stringify(toTemplateTool(A))).toBe(
      '{"type":"function","function":{"name":"a","description":"Adds","parameters":{"type":"object"}}}',
    );
    expect(JSON.stringify(toTemplateTool(B))).toBe(
      '{"type":"function","function":{"name":"bb","parameters":{"type":"object","properties":{"x":{"type":"number"}}}}}',
    );
  });

  it("are one user message, after the instructions as system message when there are any", () => {
    expect(conversation(null)).toEqual([{ role: "user", content: "hi" }]);
    expect(conversation("Be brief.")).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "hi" },
    ]);
  });
});
