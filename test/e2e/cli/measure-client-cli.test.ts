/**
 * measure --client through the bundled CLI (dist/cli.js): the report's clients entry per encoding, checked
 * against js-tiktoken over the text and objects the client sends, VS Code's cap of 128 (deferred or not), Cursor's
 * names up front with no cap, and the table's line.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ClientEntry } from "../../../src/core/clients/count.js";
import { tiktoken } from "../../helpers/claude-code-capture.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const example = path.join(PROJECT_ROOT, "examples/example-server/server.mjs");

/** A stdio server offering n small tools, named t01.. in listing order. */
function manyToolsServer(n: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-client-"));
  const file = path.join(dir, "server.mjs");
  const tools = Array.from({ length: n }, (_, i) => ({
    name: `t${String(i + 1).padStart(2, "0")}`,
    description: `tool ${i + 1}`,
    inputSchema: { type: "object", properties: {} },
  }));
  writeFileSync(
    file,
    `import { createInterface } from "node:readline";
const tools = ${JSON.stringify(tools)};
createInterface({ input: process.stdin }).on("line", (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const result = m.method === "initialize"
    ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "many", version: "1" } }
    : m.method === "tools/list" ? { tools } : {};
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\\n");
});
`,
  );
  return file;
}

describe("measure --client", () => {
  it("reports Claude Code deferred and loaded, each figure js-tiktoken's count of what it sends", async () => {
    const run = await runCliJson<{ clients: Record<string, ClientEntry>; server: { name: string } }>(
      ["measure", "--client", "claude-code,claude-code:ENABLE_TOOL_SEARCH=false", "--", process.execPath, example],
      PROJECT_ROOT,
    );
    expect(run.code).toBe(0);
    const server = run.json.server.name;
    const names = ["get_current_weather", "get_forecast", "get_weather_alerts", "search_locations", "subscribe_alerts"];
    // The example server lists a resource: Claude Code's own three resource tools come with it (their names
    // sort before "mcp__").
    const own = ["ListMcpResourcesTool", "ReadMcpResourceDirTool", "ReadMcpResourceTool"];
    const lines = [...own, ...names.map((n) => `mcp__${server}__${n}`)].map((n) => `\n${n}`).join("");
    const on = run.json.clients["claude-code"] as ClientEntry;
    const off = run.json.clients["claude-code:ENABLE_TOOL_SEARCH=false"] as ClientEntry;
    expect([on.deferred, off.deferred, off.setting]).toEqual([true, false, { ENABLE_TOOL_SEARCH: "false" }]);
    for (const encoding of ["o200k_base", "cl100k_base"] as const) {
      expect(on.tokens[encoding]?.upFront).toBe(tiktoken(encoding, lines));
      expect(Object.keys(off.tokens[encoding]?.perTool ?? {})).toEqual([
        ...own,
        ...names.map((n) => `mcp__${server}__${n}`),
      ]);
      const loaded = Object.values(off.tokens[encoding]?.perTool ?? {}).reduce((a, b) => a + b, 0);
      expect(off.tokens[encoding]?.upFront).toBe(loaded);
      expect(on.tokens[encoding]?.allLoaded).toBe(loaded);
      expect(on.tokens[encoding]?.clientBase).toBeGreaterThan(10_000);
    }
    expect(on.clientOwnTools).toEqual(own);
    expect(on.version).toBe("2.1.328");
    expect(on.source).toBe("captured");
  }, 180_000);

  it("--name keys the server as a configuration does; a version of a modelled line is measured as its nearest", async () => {
    const run = await runCliJson<{ clients: Record<string, ClientEntry> }>(
      [
        "measure",
        "--client",
        "claude-code:ENABLE_TOOL_SEARCH=false,claude-code@2.1.332",
        "--name",
        "ex",
        "--",
        process.execPath,
        example,
      ],
      PROJECT_ROOT,
    );
    const loaded = run.json.clients["claude-code:ENABLE_TOOL_SEARCH=false"] as ClientEntry;
    const mcp = Object.keys(loaded.tokens.o200k_base?.perTool ?? {}).filter((n) => n.startsWith("mcp__"));
    expect(mcp.length).toBeGreaterThan(0);
    expect(mcp.every((n) => n.startsWith("mcp__ex__"))).toBe(true);
    expect(loaded.server).toBe("ex");
    const newer = run.json.clients["claude-code@2.1.332"] as ClientEntry;
    expect([newer.version, newer.askedVersion, newer.server]).toEqual(["2.1.328", "2.1.332", "ex"]);
    expect(newer.note).toContain("Claude Code 2.1.332 is not modelled: measured as 2.1.328");
    const text = await runCli(
      ["measure", "--wide", "--client", "claude-code@2.1.332", "--", process.execPath, example],
      PROJECT_ROOT,
    );
    expect(text.stdout).toContain(
      "Claude Code 2.1.328 (asked 2.1.332: not modelled, measured as 2.1.328, the nearest modelled version of its line): ",
    );
    for (const [args, message] of [
      [
        ["--name", "ex"],
        "--name is the server's key in a client's configuration, which only the client figures use: give --client too",
      ],
      [["--client", "claude-code", "--name", " "], "--name must be a server key"],
    ] as const) {
      const refused = await runCli(["measure", ...args, "--", process.execPath, example], PROJECT_ROOT);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(message);
    }
  }, 60_000);

  it("names the tools VS Code never sends past its 128, Cursor none, and prints one line per client", async () => {
    const server = manyToolsServer(130);
    const json = await runCliJson<{ clients: Record<string, ClientEntry> }>(
      [
        "measure",
        "--client",
        "vscode,vscode:model=gemini,cursor",
        "--client",
        "windsurf",
        "--",
        process.execPath,
        server,
      ],
      PROJECT_ROOT,
    );
    const names = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `t${String(from + i).padStart(2, "0")}`);
    // VS Code: names up front for its default model family (Claude), every tool loaded for Gemini; 128 either way.
    for (const id of ["vscode", "vscode:model=gemini"]) {
      const vscode = json.json.clients[id] as ClientEntry;
      expect(vscode.cappedOut, id).toEqual(["t129", "t130"]);
      expect(Object.keys(vscode.tokens.o200k_base?.perTool ?? {})).toHaveLength(128);
      expect(vscode.source).toBe("docs");
    }
    const deferred = json.json.clients.vscode as ClientEntry;
    expect(deferred.deferred).toBe(true);
    expect(deferred.tokens.o200k_base?.upFront).toBe(
      tiktoken(
        "o200k_base",
        names(1, 128)
          .map((n) => `\n${n}`)
          .join(""),
      ),
    );
    expect(json.json.clients["vscode:model=gemini"]?.deferred).toBe(false);
    expect(json.json.clients["vscode:model=gemini"]?.setting).toEqual({ model: "gemini" });
    // Cursor: every name up front since 2026-01, no cap.
    const cursor = json.json.clients.cursor as ClientEntry;
    expect([cursor.deferred, cursor.cappedOut]).toEqual([true, []]);
    expect(Object.keys(cursor.tokens.o200k_base?.perTool ?? {})).toEqual(names(1, 130));
    expect(json.json.clients.windsurf?.cappedOut).toEqual(names(101, 130));
    // --wide: the client's line is matched whole (at 100 columns it wraps).
    const text = await runCli(
      ["measure", "--wide", "--client", "vscode:model=gemini", "--", process.execPath, server],
      PROJECT_ROOT,
    );
    expect(text.stdout).toMatch(
      /VS Code \/ Copilot \(read, not captured: from its docs, \d{4}-\d{2}-\d{2}\) \(model=gemini\): [\d,]+ up front \(loaded\) \(o200k_base\); sends the first 128: 2 never reach the model \(t129, t130\)/,
    );
  }, 180_000);

  it("claude-code@2.0 is Claude Code 2.0.77: every tool loaded, in listed order, with its two resource tools", async () => {
    const run = await runCliJson<{ clients: Record<string, ClientEntry>; server: { name: string } }>(
      ["measure", "--client", "claude-code@2.0", "--", process.execPath, example],
      PROJECT_ROOT,
    );
    expect(run.code, run.stderr).toBe(0);
    const entry = run.json.clients["claude-code@2.0"] as ClientEntry;
    expect([entry.version, entry.deferred, entry.date]).toEqual(["2.0.77", false, "2026-12-04"]);
    const server = run.json.server.name;
    const names = ["get_current_weather", "get_forecast", "get_weather_alerts", "search_locations", "subscribe_alerts"];
    const own = ["ListMcpResourcesTool", "ReadMcpResourceTool"];
    expect(entry.clientOwnTools).toEqual(own);
    for (const encoding of ["o200k_base", "cl100k_base"] as const) {
      const perTool = entry.tokens[encoding]?.perTool ?? {};
      expect(Object.keys(perTool)).toEqual([...names.map((n) => `mcp__${server}__${n}`), ...own]);
      const loaded = Object.values(perTool).reduce((a, b) => a + b, 0);
      expect([entry.tokens[encoding]?.upFront, entry.tokens[encoding]?.allLoaded]).toEqual([loaded, loaded]);
    }
    expect(entry.tokens.o200k_base?.clientBase).toBe(15330);
  }, 180_000);

  it("refuses an unknown client, a version not modelled and a setting the client lacks (exit 2)", async () => {
    for (const [arg, message] of [
      ["nope", 'unknown client "nope"'],
      ["claude-code@2.2.0", "Claude Code 2.2.0 is not modelled; modelled versions: 2.1.328, 2.0.77, 1.0.128"],
      ["claude-code@2.0.77:ENABLE_TOOL_SEARCH=false", "Claude Code 2.0.77 has no setting ENABLE_TOOL_SEARCH"],
      ["cursor:ENABLE_TOOL_SEARCH=false", "Cursor has no setting ENABLE_TOOL_SEARCH"],
    ]) {
      const run = await runCli(["measure", "--client", arg as string, "--", process.execPath, example], PROJECT_ROOT);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    }
  }, 180_000);
});
