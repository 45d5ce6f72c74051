/**
 * What `capture` reads off the wire: a value's exact text in a JSON body whose strings hold escaped quotes,
 * and the MCP server a tool name belongs to when two servers' names share a prefix.
 */
import { describe, expect, it } from "vitest";
import { jsonText } from "../../../../src/core/capture/json-spans.js";
import { mcpServerOf } from "../../../../src/core/capture/parts.js";

describe("jsonText", () => {
  it("finds the value after a description with an escaped quote, and the description whole", () => {
    const body = '{"tools":[{"description":"Say \\"hi\\", then {stop}.","name":"greet"},{"name":"next"}]}';
    expect(JSON.parse(body).tools[0].description).toBe('Say "hi", then {stop}.');
    expect(jsonText(body, ["tools", 0, "description"])).toBe('"Say \\"hi\\", then {stop}."');
    expect(jsonText(body, ["tools", 0, "name"])).toBe('"greet"');
    expect(jsonText(body, ["tools", 1])).toBe('{"name":"next"}');
  });

  it("an escaped backslash before a closing quote ends the string there", () => {
    const body = '{"a":"dir\\\\","b":2}';
    expect(jsonText(body, ["a"])).toBe('"dir\\\\"');
    expect(jsonText(body, ["b"])).toBe("2");
  });
});

describe("mcpServerOf", () => {
  it("gives a tool to the longest server name it starts with, whatever order the servers are known in", () => {
    for (const known of [
      ["files", "files_admin"],
      ["files_admin", "files"],
    ]) {
      expect(mcpServerOf("files_admin_drop", known)).toBe("files_admin");
      expect(mcpServerOf("files_read", known)).toBe("files");
      expect(mcpServerOf("mcp_files_admin_drop", known)).toBe("files_admin");
    }
  });
});
