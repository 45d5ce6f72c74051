/**
 * The qwen-code profile's parts the goldens do not name: what it reports as dropped from a schema (notSeen), and
 * its names at the 63-character edge. (Its names and parameters are held to Qwen Code's own functions in
 * test/integration/clients/qwen-code-source.test.ts, its requests to the client's in the goldens.)
 */
import { describe, expect, it } from "vitest";
import { qwenCode, qwenNameHash, qwenToolName } from "../../../../src/core/clients/qwen-code.js";

describe("qwen-code", () => {
  it("keeps a safe name of 63 characters and hashes one of 64", () => {
    const name63 = qwenToolName("a".repeat(55), "b");
    expect(name63).toBe(`mcp__${"a".repeat(55)}__b`);
    const name64 = qwenToolName("a".repeat(56), "b");
    expect(name64).toBe(`mcp__${"a".repeat(50)}_${qwenNameHash(`mcp__${"a".repeat(56)}__b`)}`);
    expect(name64).toHaveLength(63);
    expect(qwenToolName("ünï", "unicode")).toBe("mcp___n___unicode_1wljrot");
  });

  it("names each keyword its converter leaves out, where it was", () => {
    const request = qwenCode.request(
      {
        server: "s",
        tools: [
          {
            name: "t",
            inputSchema: {
              $schema: "http://json-schema.org/draft-07/schema#",
              type: "object",
              properties: { tags: { type: "array", items: { type: "string" }, uniqueItems: true, maxItems: 2000 } },
              additionalProperties: false,
            },
          },
        ],
        instructions: null,
      },
      { toolSearch: false },
    );
    expect(request.notSeen).toEqual([
      { tool: "mcp__s__t", keyword: "uniqueItems", change: "dropped", path: "/properties/tags" },
      { tool: "mcp__s__t", keyword: "maxItems", change: "dropped", path: "/properties/tags" },
      { tool: "mcp__s__t", keyword: "$schema", change: "dropped", path: "" },
      { tool: "mcp__s__t", keyword: "additionalProperties", change: "dropped", path: "" },
    ]);
    expect(JSON.stringify(request.loaded[0]?.sent)).toBe(
      '{"type":"function","function":{"name":"mcp__s__t","description":"","parameters":{"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}}}}}',
    );
  });
});
