/**
 * The deferral bill of Codex 0.171.0, held to the real client: Codex sends no MCP tool object, only the namespace
 * (`- mcp__<server>` in a "Deferred tool namespaces" block); its `exec` tool says deferred tools are found by
 * filtering `ALL_TOOLS` by name in JavaScript. `capture --use-tool` answers its first turn with that `exec` call
 * (a custom tool call) and records the next request: it is the first request and exactly two input items more, the
 * model's call and Codex's output (the tool's description and its TypeScript declaration), nothing else changed.
 * The capture's `added` figure is those two items counted again here (js-tiktoken), and so is the codex profile's
 * bill for the tool once Codex's own id of its output item (a UUID of the moment) is the profile's stand-in.
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

interface Body {
  instructions?: string;
  input: Array<Record<string, unknown>>;
}

describe("Codex 0.171.0: what the first use of a deferred MCP tool costs", () => {
  it("the next request adds the exec call and its output (the tool's TypeScript declaration), nothing else", async () => {
    const codex = ensureRealClient("codex");
    const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-codex-first-use-"));
    const tools = path.join(dir, "tools.json");
    writeFileSync(tools, JSON.stringify({ tools: TOOLS }));
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--use-tool",
        "mcp__shop__lookup_order",
        "--save",
        save,
        "--",
        codex,
        "exec",
        "--skip-git-repo-check",
        ...[
          "model_provider=rec",
          'model_providers.rec.name="rec"',
          'model_providers.rec.base_url="{recorder}/v1"',
          'model_providers.rec.env_key="OPENAI_API_KEY"',
          'model_providers.rec.wire_api="responses"',
          `mcp_servers.shop.command=${JSON.stringify(process.execPath)}`,
          `mcp_servers.shop.args=${JSON.stringify([FIXTURE, "--tools", tools])}`,
          // Codex waits for a required server before its first request.
          "mcp_servers.shop.required=true",
          "mcp_servers.shop.startup_timeout_sec=120",
        ].flatMap((c) => ["-c", c]),
        "say ok",
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const js = 'text(JSON.stringify(ALL_TOOLS.filter((t) => t.name === "mcp__shop__lookup_order")))';
    const use = run.json.firstUse;
    expect(use?.search).toEqual({ tool: "exec", input: js });
    // No tool object is added: the definition comes back as the call's output.
    expect(use?.toolsAdded).toEqual([]);

    const saved = JSON.parse(readFileSync(save, "utf8")) as { body: string; next?: { body: string } };
    const first = JSON.parse(saved.body) as Body;
    const next = JSON.parse(saved.next?.body ?? "{}") as Body;
    // The first request's items are kept as they were, and its instructions.
    expect(next.input.slice(0, first.input.length)).toEqual(first.input);
    expect(next.instructions).toEqual(first.instructions);
    const added = next.input.slice(first.input.length);
    expect(added.map((i) => i.type)).toEqual(["custom_tool_call", "custom_tool_call_output"]);
    expect(added[0]).toMatchObject({ name: "exec", input: js });
    const output = added[1]?.output as Array<{ type: string; text: string }>;
    expect(output[0]?.text).toMatch(/^Script completed\nWall time [\d.]+ seconds\nOutput:\n$/);
    expect(JSON.parse(output[1]?.text ?? "")).toEqual([
      {
        name: "mcp__shop__lookup_order",
        description:
          "Looks up an order by its id.\n\nReturns the order's lines, totals and status.\n\nexec tool declaration:\n```ts\n" +
          'declare const tools: { mcp__shop__lookup_order(args: {\n  expand?: Array<"lines" | "totals" | "history">;\n' +
          '  // The order id, e.g. "A-1029".\n  id: string;\n}): Promise<CallToolResult>; };\n```',
      },
    ]);
    // capture counts an input item without content as its JSON text: the use adds exactly these two items.
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const entry = countClient(
      parseClientId("codex").profile,
      { server: "shop", tools: TOOLS, instructions: null },
      {},
      encoders,
    );
    for (const e of ["o200k_base", "cl100k_base"]) {
      const independent = added.reduce((n, item) => n + oracleCount(JSON.stringify(item), e), 0);
      expect(use?.added[e], e).toBe(independent);
      // The profile's bill: the same two items, with its stand-in for Codex's output item id.
      const asModelled = [added[0], { ...added[1], id: "ctco_01a249f4-7bdc-7b53-9595-3d77ee2caef9" }];
      const modelled = asModelled.reduce((n, item) => n + oracleCount(JSON.stringify(item), e), 0);
      expect(entry.tokens[e]?.firstUse?.perTool.mcp__shop__lookup_order, e).toBe(modelled);
    }
  }, 240_000);
});
