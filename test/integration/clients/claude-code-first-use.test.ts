/**
 * The deferral bill of Claude Code 2.1.328, held to the real client: `capture --use-tool` answers its first turn
 * with its own ToolSearch call for one MCP tool and records the next request. What that request adds over the
 * first (the tool_use, its result, the definition loaded with defer_loading) must be what the claude-code
 * profile's firstUse counts for that tool, on a server this project's other tests never use, counted again
 * independently (js-tiktoken) from the saved requests.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../src/core/clients/client-id.js";
import { countClient } from "../../../src/core/clients/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const FIXTURE = path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs");

const TOOLS = [
  {
    name: "lookup_order",
    description: "Looks up an order by its id.\n\nReturns the order's lines, totals and status.",
    inputSchema: {
      type: "object",
      properties: {
        id: { type: "string", description: 'The order id, e.g. "A-1029".' },
        expand: { type: "array", items: { type: "string", enum: ["lines", "totals", "history"] }, default: [] },
      },
      required: ["id"],
    },
  },
  { name: "ping", description: "Pings.", inputSchema: { type: "object", properties: {} } },
];

interface Saved {
  body: string;
  next?: { body: string };
}
interface Body {
  tools: Array<Record<string, unknown>>;
  messages: Array<{ content: string | Array<Record<string, unknown>> }>;
}

/** Every counted text of a request as capture counts messages: a text block's text, any other block's JSON. */
function messageTexts(body: Body): string[] {
  return body.messages.flatMap((m) =>
    typeof m.content === "string"
      ? [m.content]
      : m.content.map((b) => (typeof b.text === "string" ? b.text : JSON.stringify(b))),
  );
}

describe("Claude Code 2.1.328: what the first use of a deferred tool costs", () => {
  it("the next request adds exactly the profile's firstUse for the tool, and nothing else changes", async () => {
    const claude = ensureRealClient("claude-code");
    const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-first-use-"));
    const tools = path.join(dir, "tools.json");
    writeFileSync(tools, JSON.stringify({ tools: TOOLS }));
    const config = path.join(dir, "mcp.json");
    writeFileSync(
      config,
      JSON.stringify({ mcpServers: { shop: { command: process.execPath, args: [FIXTURE, "--tools", tools] } } }),
    );
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--use-tool",
        "mcp__shop__lookup_order",
        "--save",
        save,
        "--",
        claude,
        "-p",
        "say ok",
        "--mcp-config",
        config,
        "--strict-mcp-config",
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const use = run.json.firstUse;
    expect(use?.search).toEqual({
      tool: "ToolSearch",
      input: { query: "select:mcp__shop__lookup_order", max_results: 5 },
    });
    expect(use?.toolsAdded).toEqual(["mcp__shop__lookup_order"]);

    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const first = JSON.parse(saved.body) as Body;
    const next = JSON.parse(saved.next?.body ?? "{}") as Body;
    // The independent count: every message text and tool object of each request, as sent.
    const whole = (b: Body, e: string) =>
      messageTexts(b).reduce((n, t) => n + oracleCount(t, e), 0) +
      b.tools.reduce((n, t) => n + oracleCount(JSON.stringify(t), e), 0);
    const profile = parseClientId("claude-code").profile;
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const entry = countClient(profile, { server: "shop", tools: TOOLS, instructions: null }, {}, encoders);
    for (const e of ["o200k_base", "cl100k_base"]) {
      const added = whole(next, e) - whole(first, e);
      expect(entry.tokens[e]?.firstUse?.perTool.mcp__shop__lookup_order, e).toBe(added);
      // The capture's own figure agrees (its system part did not change between the two requests).
      expect(use?.added[e], e).toBe(added);
    }
    // The loaded definition is the profile's tool object, flagged defer_loading, byte for byte.
    const loaded = next.tools.find((t) => t.name === "mcp__shop__lookup_order");
    const sent = profile
      .request({ server: "shop", tools: TOOLS, instructions: null }, {})
      .loaded.find((t) => t.name === "mcp__shop__lookup_order");
    expect(JSON.stringify(loaded)).toBe(JSON.stringify({ ...sent?.sent, defer_loading: true }));
  }, 240_000);
});
