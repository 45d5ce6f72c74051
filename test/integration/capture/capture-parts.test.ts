import { describe, expect, it } from "vitest";
import { jsonText } from "../../../src/core/capture/json-spans.js";
import { countParts, mcpServerOf, type RequestPart, requestParts } from "../../../src/core/capture/parts.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { oracleCount } from "../../helpers/oracle.js";

const byKind = (parts: RequestPart[], kind: RequestPart["kind"], server?: string) =>
  parts.find((p) => p.kind === kind && p.server === server);

describe("the exact text of a JSON value as sent", () => {
  it("finds a nested value with the spacing, key order and escapes of the text", () => {
    const text = '{ "b" : 1, "tools" : [ {"name":"x"} , { "z":1, "a" : "\\u00e9 \\"q\\"" } ] }';
    expect(jsonText(text, ["tools", 1])).toBe('{ "z":1, "a" : "\\u00e9 \\"q\\"" }');
    expect(jsonText(text, ["tools", 0, "name"])).toBe('"x"');
    expect(jsonText(text, ["b"])).toBe("1");
    expect(jsonText(text, ["tools", 2])).toBeNull();
    expect(jsonText(text, ["nope"])).toBeNull();
  });
});

describe("the parts of a recorded request", () => {
  it("knows each client's naming of MCP tools", () => {
    expect(mcpServerOf("mcp__fx__get_forecast")).toBe("fx");
    expect(mcpServerOf("mcp_fx_get_forecast")).toBe("fx");
    expect(mcpServerOf("fx_get_forecast")).toBeNull();
    expect(mcpServerOf("fx_get_forecast", ["fx"])).toBe("fx");
    expect(mcpServerOf("my_fx-get", ["my_fx"])).toBe("my_fx");
    expect(mcpServerOf("Bash")).toBeNull();
  });

  it("splits an Anthropic request: system, built-in and MCP tools, deferred names, instructions, messages", () => {
    const body = JSON.stringify({
      model: "m",
      system: [{ type: "text", text: "You are an agent." }],
      tools: [
        { name: "Bash", description: "run", input_schema: { type: "object" } },
        { name: "mcp__fx__ping", description: "ping", input_schema: { type: "object" } },
      ],
      messages: [
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "Deferred tools:\nWebFetch\nmcp__ev__echo\nmcp__ev__add\n\n# MCP Server Instructions\n\nThe following:\n\n## ev\nUse echo first.\n\n\nMore text.",
            },
            { type: "text", text: "say ok" },
          ],
        },
      ],
    });
    const parts = requestParts("anthropic", body);
    expect(byKind(parts, "system")?.texts).toEqual(["You are an agent."]);
    expect(byKind(parts, "builtin-tools")?.names).toEqual(["Bash"]);
    expect(byKind(parts, "mcp-tools", "fx")?.texts).toEqual([
      '{"name":"mcp__fx__ping","description":"ping","input_schema":{"type":"object"}}',
    ]);
    expect(byKind(parts, "deferred-names", "ev")?.texts).toEqual(["mcp__ev__echo\nmcp__ev__add"]);
    expect(byKind(parts, "instructions", "ev")?.texts).toEqual(["Use echo first."]);
    const messages = byKind(parts, "messages")?.texts ?? [];
    expect(messages.join("|")).not.toContain("mcp__ev__");
    expect(messages.join("|")).not.toContain("Use echo first.");
    expect(messages[1]).toBe("say ok");
  });

  it("splits chat completions (system messages are the prompt) with a client that names tools <server>_<tool>", () => {
    const body = JSON.stringify({
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "hi" }] },
      ],
      tools: [
        { type: "function", function: { name: "bash", parameters: {} } },
        { type: "function", function: { name: "fx_get_forecast", parameters: {} } },
      ],
    });
    const parts = requestParts("openai-chat", body, ["fx"]);
    expect(byKind(parts, "system")?.texts).toEqual(["Be brief."]);
    expect(byKind(parts, "messages")?.texts).toEqual(["hi"]);
    expect(byKind(parts, "builtin-tools")?.names).toEqual(["bash"]);
    expect(byKind(parts, "mcp-tools", "fx")?.names).toEqual(["fx_get_forecast"]);
  });

  it("splits Gemini's generateContent: systemInstruction, each function declaration, contents", () => {
    const body = JSON.stringify({
      systemInstruction: { parts: [{ text: "sys" }] },
      contents: [{ role: "user", parts: [{ text: "hi" }] }],
      tools: [{ functionDeclarations: [{ name: "read_file" }, { name: "mcp_fx_get_forecast", parameters: {} }] }],
    });
    const parts = requestParts("gemini", body);
    expect(byKind(parts, "system")?.texts).toEqual(["sys"]);
    expect(byKind(parts, "builtin-tools")?.texts).toEqual(['{"name":"read_file"}']);
    expect(byKind(parts, "mcp-tools", "fx")?.texts).toEqual(['{"name":"mcp_fx_get_forecast","parameters":{}}']);
  });

  it("splits a Responses request, with Codex's tools sent as an input item of namespaces", () => {
    const body = JSON.stringify({
      instructions: "base",
      input: [
        { type: "additional_tools", role: "developer", tools: [{ type: "namespace", name: "functions", tools: [] }] },
        { type: "message", role: "developer", content: [{ type: "input_text", text: "dev" }] },
        { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] },
      ],
      tools: [{ type: "web_search" }],
    });
    const parts = requestParts("openai-responses", body);
    expect(byKind(parts, "system")?.texts).toEqual(["base", "dev"]);
    expect(byKind(parts, "builtin-tools")?.names).toEqual(["web_search", "functions"]);
    expect(byKind(parts, "messages")?.texts).toEqual(["hi"]);
  });

  it("counts each part as the sum over its pieces, as js-tiktoken counts them", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const texts = ['{"name":"a","description":"<|endoftext|> é"}', "plain words here"];
    const [counted] = countParts([{ kind: "messages", texts }], encoders);
    for (const e of ["o200k_base", "cl100k_base"]) {
      expect(counted?.tokens[e]).toBe(oracleCount(texts[0] as string, e) + oracleCount(texts[1] as string, e));
    }
    expect(counted?.chars).toBe(texts.join("").length);
  });
});
