/**
 * DeepSeek V3.1 on Ollama, rendered: Ollama's library template for deepseek-v3.1 (@huggingface/ollama-utils 0.0.18)
 * through our Go template renderer, for one tool with and without instructions, as Go's text/template renders it
 * (held to Go itself on real servers in test/integration/models/deepseek-v31-ollama-oracle.test.ts). What the text
 * shows: a "## Tools" section in the system prompt, each tool as "### name", its description and its parameters
 * printed in Go's struct syntax (Ollama's ToolFunctionParameters has no String method), DeepSeek's call format,
 * and thinking on (the model can think and the request does not say): "</think>" after the tools, "<think>" without.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { conversation } from "../../../../src/core/models/chat-template.js";
import { GoTemplate } from "../../../../src/core/models/go-template.js";
import { ollamaTool, renderOllama } from "../../../../src/core/models/ollama.js";
import { OLLAMA_MAP_FILE, ollamaTemplateOf } from "../../../../src/models/ollama-templates.js";

// The package exports no package.json: its folder in the project's node_modules (a pinned dev dependency).
const map = readFileSync(
  path.join(import.meta.dirname, "../../../../node_modules/@huggingface/ollama-utils", OLLAMA_MAP_FILE),
  "utf8",
);
const template = new GoTemplate(ollamaTemplateOf(map, "library/deepseek-v3.1:latest"));

const tool = ollamaTool({
  name: "get_weather",
  description: "Get the weather <now> & later",
  inputSchema: {
    type: "object",
    properties: { city: { type: "string", description: "City name" }, days: { type: "integer", minimum: 1 } },
    required: ["city"],
    additionalProperties: false,
  },
});

const CALL_FORMAT =
  "\n\nIMPORTANT: ALWAYS adhere to this exact format for tool use:\n" +
  "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>tool_call_arguments<｜tool▁call▁end｜>{{additional_tool_calls}}<｜tool▁calls▁end｜>\n\n" +
  "Where:\n" +
  "- `tool_call_name` must be an exact match to one of the available tools\n" +
  "- `tool_call_arguments` must be valid JSON that strictly follows the tool's Parameters Schema\n" +
  "- For multiple tool calls, chain them directly without separators or spaces";

const TOOLS =
  "## Tools\nYou have access to the following tools:\n\n" +
  "### get_weather\nDescription: Get the weather <now> & later\n\n" +
  'Parameters: {object <nil> <nil> [city] {"city":{"type":"string","description":"City name"},"days":{"type":"integer"}}}' +
  CALL_FORMAT;

describe("deepseek-v3.1@ollama renders as Ollama's Go template does", () => {
  it("the thinking capability is read from the template", () => {
    expect(template.thinks).toBe(true);
  });

  it("tools without instructions: the section opens the prompt", () => {
    expect(renderOllama(template, conversation(null), [tool.value])).toBe(
      `${TOOLS}<｜User｜>hi<｜Assistant｜></think>`,
    );
  });

  it("tools after the instructions, a blank line between", () => {
    expect(renderOllama(template, conversation("Be brief."), [tool.value])).toBe(
      `Be brief.\n\n${TOOLS}<｜User｜>hi<｜Assistant｜></think>`,
    );
  });

  it("no tools: no section, and the turn opens thinking", () => {
    expect(renderOllama(template, conversation(null), null)).toBe("<｜User｜>hi<｜Assistant｜><think>");
    expect(renderOllama(template, conversation("Be brief."), null)).toBe("Be brief.<｜User｜>hi<｜Assistant｜><think>");
  });

  it("keywords Ollama's structs lack never reach the model, and are said so", () => {
    expect(tool.notSeen.map((n) => n.keyword).sort()).toEqual(["additionalProperties", "minimum"]);
  });
});
