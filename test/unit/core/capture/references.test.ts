/**
 * The definitions an Anthropic tool search brings into the prompt without the client resending them: a tool the
 * first request already sent with defer_loading, named by a tool_reference in the next (Copilot CLI on an
 * Anthropic provider), counts in what the use costs; a tool the client adds only after the search (Claude Code)
 * is already an added tool object and is not counted twice.
 */
import { describe, expect, it } from "vitest";
import { expandedDefinitions, referencedTools } from "../../../../src/core/capture/references.js";
import { SEARCH_CALLS } from "../../../../src/run/capture.js";

const tool = (name: string, deferred: boolean) => ({
  name,
  description: "Does it.",
  input_schema: { type: "object", properties: {} },
  ...(deferred ? { defer_loading: true } : {}),
});
const reference = (name: string) => ({
  role: "user",
  content: [{ type: "tool_result", tool_use_id: "t1", content: [{ type: "tool_reference", tool_name: name }] }],
});

describe("definitions expanded by a tool_reference", () => {
  it("names each referenced tool once, from tool_result contents", () => {
    const body = { messages: [{ role: "user", content: "hi" }, reference("s-a"), reference("s-a"), reference("s-b")] };
    expect(referencedTools(body)).toEqual(["s-a", "s-b"]);
  });

  it("counts a tool deferred in both requests (its text as sent), not one the search added", () => {
    const first = JSON.stringify({ messages: [], tools: [tool("s-a", true), tool("s-b", true)] });
    const next = JSON.stringify({ messages: [reference("s-a")], tools: [tool("s-a", true), tool("s-b", true)] });
    expect(expandedDefinitions("anthropic", first, next)).toEqual([
      { name: "s-a", text: JSON.stringify(tool("s-a", true)) },
    ]);
    // Claude Code: the object is new in the next request's tools, so it is an added tool already.
    const claudeFirst = JSON.stringify({ messages: [], tools: [] });
    const claudeNext = JSON.stringify({ messages: [reference("mcp__s__a")], tools: [tool("mcp__s__a", true)] });
    expect(expandedDefinitions("anthropic", claudeFirst, claudeNext)).toEqual([]);
    // A tool sent loaded needs no expansion; other wires have none.
    const loaded = JSON.stringify({ messages: [reference("s-a")], tools: [tool("s-a", false)] });
    expect(expandedDefinitions("anthropic", loaded, loaded)).toEqual([]);
    expect(expandedDefinitions("openai-chat", first, next)).toEqual([]);
  });

  it("Copilot CLI's search call is its tool_search_tool with the tool's name as an anchored, escaped regex", () => {
    const copilot = SEARCH_CALLS.find((c) => c.client === "Copilot CLI");
    expect(copilot?.wire).toBe("anthropic");
    expect(copilot?.input("srv-a.b(1)")).toEqual({ pattern: "^srv-a\\.b\\(1\\)$" });
  });
});
