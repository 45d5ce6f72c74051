/**
 * The deferral bill of Copilot CLI 1.0.102 on an Anthropic provider (COPILOT_PROVIDER_TYPE=anthropic, a Claude
 * model), held to the real client. Past 30 tools in its request it sends every MCP tool with `defer_loading: true`
 * and a `tool_search_tool` of its own: a client tool (a regex over names, descriptions and parameters), not
 * Anthropic's server-side search (`tool_search_tool_regex_*`), so the search is a round of the client's like
 * Claude Code's. `capture --use-tool` answers its first turn with that tool's call for one MCP tool and records
 * the next request: the first one and exactly two messages more, the model's tool_use and a tool_result holding a
 * tool_reference to the tool; the tools are resent unchanged (the definition was there, deferred, from the start,
 * and the API expands the reference to it). So the use costs the two blocks and the definition the API brings into
 * the prompt: the capture's `added`, counted again here (js-tiktoken), on a server no other test uses.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { copilotCli } from "../../../src/core/clients/copilot-cli.js";
import { countClient } from "../../../src/core/clients/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const FIXTURE = path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs");
const validReport = new Ajv2020({ strict: true }).compile(
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/capture.schema.json"), "utf8")),
);

// 14 tools with its 17 built-ins and its search tool: past the 30 at which it defers (captured: 13 are not).
const TOOLS = [
  {
    name: "book_room",
    description: "Books a meeting room.\n\nFails when the room is taken.",
    inputSchema: {
      type: "object",
      properties: {
        room: { type: "string", enum: ["north", "south"] },
        minutes: { type: "integer", minimum: 15, maximum: 240 },
      },
      required: ["room"],
    },
  },
  ...Array.from({ length: 13 }, (_, i) => ({
    name: `other_${i}`,
    description: `Other task ${i}.`,
    inputSchema: { type: "object", properties: { x: { type: "string" } } },
  })),
];

interface Block {
  type: string;
  [key: string]: unknown;
}
interface Body {
  tools: Array<{ name: string; defer_loading?: boolean }>;
  messages: Array<{ role: string; content: string | Block[] }>;
}

describe("Copilot CLI 1.0.102 on an Anthropic provider: what the first use of a deferred MCP tool costs", () => {
  it("the next request adds its tool_search_tool call and a tool_reference; the API expands the definition", async () => {
    const copilot = ensureRealClient("copilot-cli");
    const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-copilot-first-use-"));
    const tools = path.join(dir, "tools.json");
    writeFileSync(tools, JSON.stringify({ tools: TOOLS }));
    const save = path.join(dir, "saved.json");
    const mcpServers = {
      rooms: { type: "local", command: process.execPath, args: [FIXTURE, "--tools", tools], tools: ["*"] },
    };
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--use-tool",
        "rooms-book_room",
        "--save",
        save,
        "--mcp-server",
        "rooms",
        "--env",
        "COPILOT_PROVIDER_TYPE=anthropic",
        "--",
        copilot,
        "-p",
        "say ok",
        "--model",
        "claude-sonnet-4.5",
        "--allow-all-tools",
        "--no-auto-update",
        "--additional-mcp-config",
        JSON.stringify({ mcpServers }),
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const use = run.json.firstUse;
    expect(use?.search).toEqual({ tool: "tool_search_tool", input: { pattern: "^rooms-book_room$" } });
    // No tool object is added; the one it already sent deferred is expanded by the API.
    expect(use?.toolsAdded).toEqual([]);
    expect(use?.expanded).toEqual(["rooms-book_room"]);
    // The report, with its firstUse, is what capture.schema.json says.
    expect(validReport(run.json), JSON.stringify(validReport.errors)).toBe(true);

    const saved = JSON.parse(readFileSync(save, "utf8")) as { body: string; next?: { body: string } };
    const first = JSON.parse(saved.body) as Body;
    const next = JSON.parse(saved.next?.body ?? "{}") as Body;
    // Every MCP tool deferred, its search tool a client tool (no server-side tool_search_tool_regex type).
    expect(first.tools.filter((t) => t.name.startsWith("rooms-")).every((t) => t.defer_loading === true)).toBe(true);
    expect(first.tools.find((t) => t.name === "tool_search_tool")).toMatchObject({ input_schema: expect.any(Object) });
    expect(JSON.stringify(first.tools)).not.toContain("tool_search_tool_regex");
    // The tools are resent as they were.
    expect(next.tools).toEqual(first.tools);
    // The first message's texts are kept (only its cache breakpoint moves to the new tool_result).
    const texts = (b: Body) =>
      b.messages.flatMap((m) => (typeof m.content === "string" ? [m.content] : m.content.map((c) => c.text)));
    expect(texts(next).slice(0, texts(first).length)).toEqual(texts(first));
    const added = next.messages.slice(first.messages.length);
    expect(added.map((m) => m.role)).toEqual(["assistant", "user"]);
    const call = ((added[0]?.content ?? []) as Block[])[0];
    const result = ((added[1]?.content ?? []) as Block[])[0];
    expect(call).toEqual({
      type: "tool_use",
      id: "toolu_01Qm7XkR2vTb9NwLc3PzHs5J",
      name: "tool_search_tool",
      input: { pattern: "^rooms-book_room$" },
    });
    expect(result).toMatchObject({
      type: "tool_result",
      tool_use_id: "toolu_01Qm7XkR2vTb9NwLc3PzHs5J",
      content: [{ type: "tool_reference", tool_name: "rooms-book_room" }],
    });
    const definition = next.tools.find((t) => t.name === "rooms-book_room");
    for (const e of ["o200k_base", "cl100k_base"]) {
      // The independent count: the two blocks as sent (capture counts a block other than text as its JSON) and
      // the definition the reference brings into the prompt.
      const independent =
        oracleCount(JSON.stringify(call), e) +
        oracleCount(JSON.stringify(result), e) +
        oracleCount(JSON.stringify(definition), e);
      expect(use?.added[e], e).toBe(independent);
    }

    // The profile's bill for that tool is the real client's.
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const listing = { server: "rooms", tools: TOOLS, instructions: null };
    const measured = countClient(copilotCli, listing, { provider: "anthropic" }, encoders);
    for (const e of ["o200k_base", "cl100k_base"])
      expect(measured.tokens[e]?.firstUse?.perTool["rooms-book_room"], e).toBe(use?.added[e]);
    // And the CLI reports it: measure --client on the same server, keyed as the client knew it.
    const report = await runCliJson<{
      clients: Record<
        string,
        {
          deferred: boolean;
          tokens: Record<string, { upFront: number; firstUse?: { perTool: Record<string, number> } }>;
        }
      >;
    }>(
      [
        "measure",
        "--client",
        "copilot-cli:COPILOT_PROVIDER_TYPE=anthropic",
        "--name",
        "rooms",
        "--",
        process.execPath,
        FIXTURE,
        "--tools",
        tools,
      ],
      dir,
    );
    expect(report.code, report.stderr).toBe(0);
    const entry = report.json.clients["copilot-cli:COPILOT_PROVIDER_TYPE=anthropic"];
    expect(entry?.deferred).toBe(true);
    expect(entry?.tokens.o200k_base?.firstUse?.perTool["rooms-book_room"]).toBe(use?.added.o200k_base);
    // What the server adds up front, as capture splits the real request (its reminder and the search tool it
    // sends because it defers), is measure's figure.
    for (const e of ["o200k_base", "cl100k_base"]) {
      const upFront = run.json.parts
        .filter((p) => p.server === "rooms" && p.kind !== "deferred-tools")
        .reduce((n, p) => n + (p.tokens[e] ?? 0), 0);
      expect(upFront, e).toBe(entry?.tokens[e]?.upFront);
    }
    expect(run.json.parts.filter((p) => p.server === "rooms").map((p) => p.kind)).toEqual([
      "deferred-tools",
      "client-tools",
      "deferred-names",
    ]);
  }, 300_000);
});
