/**
 * Copilot CLI 1.0.102 with an Anthropic provider (COPILOT_PROVIDER_TYPE=anthropic) and a Claude model, captured by
 * the bundled CLI: once its request would carry more than 30 tools (its 17 built-ins and the servers' tools), it
 * sends every MCP tool with `defer_loading: true` and adds a `tool_search_tool` of its own. Anthropic's API keeps
 * such tools out of the prompt until the model's search finds them, so `capture` reports them apart
 * ("deferred-tools") and says what the server adds up front without them: the reminder listing its deferred tools
 * and the search tool, which the client sends only because it defers them, as `measure --client
 * copilot-cli:COPILOT_PROVIDER_TYPE=anthropic` does. Counts are js-tiktoken's over the saved request. The rule's
 * edge (13 tools of a server: none deferred; 14: all) is held here against the real client.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CountedPart } from "../../../src/core/capture/parts.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const RAW_SERVER = path.join(PROJECT_ROOT, "test/fixtures/raw-tools-server.mjs");
const GITHUB = path.join(PROJECT_ROOT, "node_modules/@modelcontextprotocol/server-github/dist/index.js");
const ENCODINGS = ["o200k_base", "cl100k_base"];

interface AnthropicTool {
  name: string;
  defer_loading?: boolean;
}
interface AnthropicBody {
  tools: AnthropicTool[];
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
}

const scratch = () => mkdtempSync(path.join(os.tmpdir(), "mtb-capture-copilot-anthropic-"));

/** A file of n small tools for the raw-tools server. */
function toolsFile(dir: string, n: number): string {
  const file = path.join(dir, `tools-${n}.json`);
  const tools = Array.from({ length: n }, (_, i) => ({
    name: `t${i}`,
    description: "Does a thing.",
    inputSchema: { type: "object", properties: { x: { type: "string" } } },
  }));
  writeFileSync(file, JSON.stringify(tools));
  return file;
}

function copilotArgs(copilot: string, servers: Record<string, { command: string; args: string[]; env?: object }>) {
  const mcpServers = Object.fromEntries(
    Object.entries(servers).map(([name, s]) => [name, { type: "local", ...s, tools: ["*"] }]),
  );
  return [
    ...Object.keys(servers).flatMap((name) => ["--mcp-server", name]),
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
  ];
}

const savedTools = (file: string) => {
  const saved = JSON.parse(readFileSync(file, "utf8")) as { body: string };
  const body = JSON.parse(saved.body) as { tools: AnthropicTool[] };
  // Each tool's exact text as sent: the body re-read from the saved copy, one tool at a time, in order.
  return body.tools.map((tool) => ({ tool, text: JSON.stringify(tool) }));
};

const part = (report: CaptureReport, kind: CountedPart["kind"], server: string) =>
  report.parts.find((p) => p.kind === kind && p.server === server);

describe("capture with Copilot CLI on an Anthropic provider", () => {
  it("puts server-github's 26 tools, sent with defer_loading, in a part of their own, and says what goes up front", async () => {
    const copilot = ensureRealClient("copilot-cli");
    const dir = scratch();
    const save = path.join(dir, "saved.json");
    const servers = {
      github: { command: process.execPath, args: [GITHUB], env: { GITHUB_PERSONAL_ACCESS_TOKEN: "x" } },
    };
    const run = await runCliJson<CaptureReport>(["capture", "--save", save, ...copilotArgs(copilot, servers)], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("anthropic");
    const sent = savedTools(save);
    const deferred = sent.filter((t) => t.tool.defer_loading === true);
    expect(deferred.map((t) => t.tool.name)).toHaveLength(26);
    expect(deferred.every((t) => t.tool.name.startsWith("github-"))).toBe(true);
    expect(sent.some((t) => t.tool.name === "tool_search_tool")).toBe(true);
    const counted = part(run.json, "deferred-tools", "github");
    expect(counted?.names).toEqual(deferred.map((t) => t.tool.name));
    expect(part(run.json, "mcp-tools", "github")).toBeUndefined();
    for (const e of ENCODINGS) {
      // The saved body is the request as sent; JSON.stringify of its parse gives each tool's text back exactly
      // when the client wrote compact JSON, which the whole-body check below confirms.
      expect(counted?.tokens[e]).toBe(deferred.reduce((n, t) => n + oracleCount(t.text, e), 0));
    }
    const body = (JSON.parse(readFileSync(save, "utf8")) as { body: string }).body;
    for (const t of deferred) expect(body).toContain(t.text);

    // Up front: its reminder, whole (one server), and its search tool, as the saved request holds them.
    const request = JSON.parse(body) as AnthropicBody;
    const reminders = request.messages.flatMap((m) =>
      typeof m.content === "string"
        ? []
        : m.content.flatMap((c) => (c.text?.startsWith("<system_reminder>") ? [c.text] : [])),
    );
    expect(reminders).toHaveLength(1);
    const search = sent.find((t) => t.tool.name === "tool_search_tool")?.text as string;
    expect(part(run.json, "deferred-names", "github")?.names).toEqual(deferred.map((t) => t.tool.name));
    expect(part(run.json, "client-tools", "github")).toMatchObject({
      names: ["tool_search_tool"],
      because: "defers the server's tools",
    });
    const upFront = (e: string) =>
      run.json.parts
        .filter((p) => p.server === "github" && p.kind !== "deferred-tools")
        .reduce((n, p) => n + (p.tokens[e] ?? 0), 0);
    for (const e of ENCODINGS)
      expect(upFront(e), e).toBe(oracleCount(reminders[0] as string, e) + oracleCount(search, e));
    // measure's figure for the same server, keyed as the client knew it, is the capture's.
    const measured = await runCliJson<{ clients: Record<string, { tokens: Record<string, { upFront: number }> }> }>(
      [
        "measure",
        "--client",
        "copilot-cli:COPILOT_PROVIDER_TYPE=anthropic",
        "--name",
        "github",
        "--",
        process.execPath,
        GITHUB,
      ],
      dir,
      { env: { GITHUB_PERSONAL_ACCESS_TOKEN: "x" } },
    );
    expect(measured.code, measured.stderr).toBe(0);
    for (const e of ENCODINGS)
      expect(measured.json.clients["copilot-cli:COPILOT_PROVIDER_TYPE=anthropic"]?.tokens[e]?.upFront, e).toBe(
        upFront(e),
      );

    const table = await runCli(["capture", ...copilotArgs(copilot, servers)], dir);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/MCP tools, deferred \(defer_loading\) \(github\), 26/);
    expect(table.stdout).toMatch(/client tools the server brings \(github\), 1 /);
    const fmt = (n: number | undefined) => (n ?? 0).toLocaleString("en-US");
    expect(table.stdout).toContain(
      `MCP server github added ${fmt(upFront("o200k_base"))} tokens (o200k_base) up front, including the client's tool_search_tool (${fmt(oracleCount(search, "o200k_base"))}), sent because it defers the server's tools; its tools sent with defer_loading are not in the prompt until the model's tool search finds them (${fmt(counted?.tokens.o200k_base)} when all are loaded).`,
    );
  }, 300_000);

  it("defers nothing at 30 tools in the request (17 built-in, 13 of the server), and every MCP tool at 31", async () => {
    const copilot = ensureRealClient("copilot-cli");
    const dir = scratch();
    for (const [n, deferred] of [
      [13, 0],
      [14, 14],
    ] as const) {
      const save = path.join(dir, `saved-${n}.json`);
      const servers = { s: { command: process.execPath, args: [RAW_SERVER, toolsFile(dir, n)] } };
      const run = await runCliJson<CaptureReport>(["capture", "--save", save, ...copilotArgs(copilot, servers)], dir);
      expect(run.code, run.stderr).toBe(0);
      const sent = savedTools(save);
      expect(sent.filter((t) => t.tool.name.startsWith("s-"))).toHaveLength(n);
      expect(sent.filter((t) => t.tool.defer_loading === true)).toHaveLength(deferred);
      expect(part(run.json, deferred === 0 ? "mcp-tools" : "deferred-tools", "s")?.names).toHaveLength(n);
    }
  }, 300_000);
});
