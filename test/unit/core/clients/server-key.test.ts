/**
 * --name: a single server keyed as a client configuration keys it. Every client names the server's tools after
 * that key, and the report says which key its figures are for; without it the key stays the serverInfo name.
 */
import { describe, expect, it } from "vitest";
import { parseClientIds } from "../../../../src/core/clients/client-id.js";
import { clientEntries } from "../../../../src/core/clients/report.js";
import type { Listing } from "../../../../src/core/count.js";
import { loadEncoders } from "../../../../src/core/encodings.js";

const listing = {
  server: { name: "github-mcp-server", version: "1" },
  tools: [
    {
      name: "get_issue",
      description: "Gets an issue.",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
    },
    { name: "list_prs", description: "Lists pull requests.", inputSchema: { type: "object", properties: {} } },
  ],
  prompts: null,
  resources: null,
  instructions: "Use get_issue first.",
} as unknown as Listing;

describe("measure --name KEY", () => {
  it("names the tools after the key and counts them so, for every client; the default stays the serverInfo name", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const clients = parseClientIds([
      "claude-code,claude-code:ENABLE_TOOL_SEARCH=false,gemini-cli,cline,copilot-cli,opencode,codex",
    ]);
    const keyed = clientEntries(clients, listing, encoders, "gh");
    const plain = clientEntries(clients, listing, encoders);
    const loaded = keyed["claude-code:ENABLE_TOOL_SEARCH=false"];
    expect(Object.keys(loaded?.tokens.o200k_base?.perTool ?? {})).toEqual(["mcp__gh__get_issue", "mcp__gh__list_prs"]);
    expect(Object.keys(plain["claude-code:ENABLE_TOOL_SEARCH=false"]?.tokens.o200k_base?.perTool ?? {})).toEqual([
      "mcp__github-mcp-server__get_issue",
      "mcp__github-mcp-server__list_prs",
    ]);
    for (const id of Object.keys(keyed)) {
      expect(keyed[id]?.server).toBe("gh");
      expect(plain[id]?.server).toBe("github-mcp-server");
      // "gh" is shorter than "github-mcp-server": every client that writes the key sends fewer tokens with it.
      const short = keyed[id]?.tokens.o200k_base;
      const long = plain[id]?.tokens.o200k_base;
      expect(short?.upFront, id).toBeLessThan(long?.upFront as number);
    }
    expect(Object.keys(keyed["gemini-cli"]?.tokens.o200k_base?.perTool ?? {}).every((n) => n.includes("gh"))).toBe(
      true,
    );
  });
});
