/**
 * requestParts tells a server's text from the client's around it: Claude Code's own sections after the server
 * instructions, Codex's deferred namespace block. (Held to the real clients in
 * test/integration/capture/capture-whose-text.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { requestParts } from "../../../../src/core/capture/parts.js";

const HEADER =
  "# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";

function anthropic(text: string): string {
  return JSON.stringify({
    model: "m",
    system: [{ type: "text", text: "You are Claude Code." }],
    tools: [],
    messages: [{ role: "user", content: [{ type: "text", text }] }],
  });
}

const byKind = (parts: ReturnType<typeof requestParts>, kind: string, server?: string) =>
  parts.filter((p) => p.kind === kind && p.server === server);

describe("Claude Code: the server's instructions end where the client's own next section begins", () => {
  for (const [what, after] of [
    ["its skills listing", "The following skills are available for use with the Skill tool:\n\n- dataviz: charts"],
    ["the date", "Today's date is 2026-12-06."],
    [
      "its note on disconnected servers",
      "The following MCP servers have disconnected. Their instructions above no longer apply:\nx",
    ],
    ["its excluded tools", "# Unavailable MCP Tools\n\nThe following MCP tools were excluded"],
  ] as const) {
    it(`${what}, a blank line after instructions with blank lines (and three line breaks) of their own`, () => {
      const instructions = "Call echo first.\n\nThen add.\n\n\nAnd never delete.";
      const text = `Deferred tools:\nmcp__ev__echo\n\n${HEADER}## ev\n${instructions}\n\n${after}`;
      const parts = requestParts("anthropic", anthropic(text));
      expect(byKind(parts, "instructions", "ev").map((p) => p.texts)).toEqual([[instructions]]);
      expect(byKind(parts, "messages")[0]?.texts.join("")).toContain(after);
    });
  }

  it("a server's text that ends with a line break keeps it; two servers each get their own", () => {
    const text = `${HEADER}## a\nUse a.\n\n\n## b\nUse b.\n\n\nThe following skills are available for use with the Skill tool:\n\n- x: y\nmcp__a__t\nmcp__b__t`;
    const parts = requestParts("anthropic", anthropic(text));
    expect(byKind(parts, "instructions", "a")[0]?.texts).toEqual(["Use a.\n\n"]);
    expect(byKind(parts, "instructions", "b")[0]?.texts).toEqual(["Use b.\n"]);
  });
});

function responses(developer: string): string {
  return JSON.stringify({
    model: "m",
    input: [
      { type: "message", role: "developer", content: [{ type: "input_text", text: developer }] },
      { type: "message", role: "user", content: [{ type: "input_text", text: "say ok" }] },
    ],
  });
}

describe("Codex: the deferred namespace block is the MCP servers'", () => {
  it("with one server the whole block is its part, its instructions' first line with it", () => {
    const block = "<tools>\nDeferred tool namespaces:\n- mcp__fx: Call echo first.\n</tools>";
    const parts = requestParts("openai-responses", responses(`Intro.\n${block}`));
    expect(byKind(parts, "deferred-names", "fx")).toEqual([
      { kind: "deferred-names", server: "fx", names: ["mcp__fx"], texts: [block] },
    ]);
    expect(byKind(parts, "system")[0]?.texts).toEqual(["Intro.\n"]);
  });

  it("with several each server's line is its own, and the frame any server brings stays with the prompt", () => {
    const block = "<tools>\nDeferred tool namespaces:\n- mcp__a\n- mcp__b_c: Use b.\n</tools>";
    const parts = requestParts("openai-responses", responses(block));
    expect(byKind(parts, "deferred-names", "a")[0]?.texts).toEqual(["\n- mcp__a"]);
    expect(byKind(parts, "deferred-names", "b_c")[0]?.texts).toEqual(["\n- mcp__b_c: Use b."]);
    expect(byKind(parts, "system")[0]?.texts).toEqual(["<tools>\nDeferred tool namespaces:\n</tools>"]);
  });

  it("a block of another shape is left to the prompt", () => {
    const block = "<tools>\nDeferred tool namespaces:\n- not a namespace\n</tools>";
    const parts = requestParts("openai-responses", responses(block));
    expect(parts.filter((p) => p.server !== undefined)).toEqual([]);
  });
});
