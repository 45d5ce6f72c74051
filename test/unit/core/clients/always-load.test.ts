/**
 * Claude Code with tool search on defers a server's tools (a name line each up front) but sends a tool whose
 * `_meta` sets "anthropic/alwaysLoad" loaded up front, as captured on the corpus (firecrawl-mcp, 2026-12-06): its
 * object counts up front, its name is not in the deferred list, and its first use needs no search.
 */
import { describe, expect, it } from "vitest";
import { countClient } from "../../../../src/core/clients/count.js";
import { CLIENT_PROFILES } from "../../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../../src/core/encodings.js";

const schema = { type: "object", properties: { q: { type: "string" } } };
const tools = [
  { name: "search", description: "Search the web.", inputSchema: schema, _meta: { "anthropic/alwaysLoad": true } },
  { name: "crawl", description: "Crawl a site.", inputSchema: schema },
];

describe("Claude Code: a tool the server marks alwaysLoad", () => {
  it("goes loaded up front with tool search on; the others are deferred", async () => {
    const [o200k] = await loadEncoders(["o200k_base"]);
    const entry = countClient(CLIENT_PROFILES["claude-code"], { server: "fc", tools, instructions: null }, {}, [
      o200k as NonNullable<typeof o200k>,
    ]);
    const figures = entry.tokens.o200k_base;
    const search = figures?.perTool.mcp__fc__search ?? 0;
    expect(entry.deferred).toBe(true);
    expect(figures?.upFront).toBe((o200k?.count("\nmcp__fc__crawl") ?? 0) + search);
    expect(Object.keys(figures?.firstUse?.perTool ?? {})).toEqual(["mcp__fc__crawl"]);
    // Tool search off: both loaded, as before.
    const off = countClient(
      CLIENT_PROFILES["claude-code"],
      { server: "fc", tools, instructions: null },
      { toolSearch: false },
      [o200k as NonNullable<typeof o200k>],
    );
    expect(off.tokens.o200k_base?.upFront).toBe(off.tokens.o200k_base?.allLoaded);
  });
});
