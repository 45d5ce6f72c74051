/**
 * `capture` tells the server's text from the client's, held to the real clients (pinned, from npm) and to an
 * independent count of the saved request:
 * - Claude Code 2.1.328 puts its own skills listing right after the server instructions, a blank line apart, in
 *   the same text block: the server's part is its instructions exactly as the server sent them, not the listing.
 * - Codex 0.171.0 (with `required = true`, so it waits for the server) sends no tool of the server, only its
 *   deferred namespace block: that block is the server's part, as the codex profile writes it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CountedPart } from "../../../src/core/capture/parts.js";
import { codexNamespaces } from "../../../src/core/clients/codex.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const FIXTURE = path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs");
const ENCODINGS = ["o200k_base", "cl100k_base"] as const;

/** A server with two tools and these instructions, as a client's configuration starts it. */
function serverWith(instructions: string): { dir: string; args: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-capture-whose-"));
  const tools = path.join(dir, "tools.json");
  writeFileSync(
    tools,
    JSON.stringify({
      instructions,
      tools: [
        {
          name: "echo",
          description: "Echoes the text.",
          inputSchema: { type: "object", properties: { text: { type: "string" } } },
        },
        {
          name: "add",
          description: "Adds two numbers.",
          inputSchema: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } } },
        },
      ],
    }),
  );
  return { dir, args: [FIXTURE, "--tools", tools, "--name", "whose"] };
}

const part = (report: CaptureReport, kind: CountedPart["kind"], server?: string) =>
  report.parts.filter((p) => p.kind === kind && p.server === server);

function expectCount(counted: CountedPart | undefined, text: string): void {
  expect(counted).toBeDefined();
  for (const e of ENCODINGS) expect(counted?.tokens[e], e).toBe(oracleCount(text, e));
  expect(counted?.chars).toBe(text.length);
}

describe("capture: the server's text, not the client's", () => {
  it("Claude Code: the instructions are the server's text exactly; its skills listing after them is the client's", async () => {
    const claude = ensureRealClient("claude-code");
    // No newline at the end and a blank line inside, as @postman/postman-mcp-server's: the listing follows after
    // one blank line.
    const instructions = "Before answering, call echo.\n\nThen add the numbers it gives.";
    const { dir, args } = serverWith(instructions);
    const config = path.join(dir, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { fx: { command: process.execPath, args } } }));
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--save", save, "--", claude, "-p", "say ok", "--mcp-config", config, "--strict-mcp-config"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse((JSON.parse(readFileSync(save, "utf8")) as { body: string }).body) as {
      messages: { content: string | { text?: string }[] }[];
    };
    const texts = body.messages.flatMap((m) =>
      Array.isArray(m.content) ? m.content.map((c) => c.text ?? "") : [m.content],
    );
    const block = texts.find((t) => t.includes("\n## fx\n")) ?? "";
    // The real client's block: the section, then its own listing a blank line later (what fooled the old cut).
    expect(block).toContain(
      `\n## fx\n${instructions}\n\nThe following skills are available for use with the Skill tool:`,
    );
    const [instructionsPart, ...more] = part(run.json, "instructions", "fx");
    expect(more).toEqual([]);
    expectCount(instructionsPart, instructions);
    // The listing stays with the messages: the parts still add up to every text of the request.
    const listing = block.slice(block.indexOf("The following skills"));
    const messages = part(run.json, "messages")[0];
    expect(messages?.tokens.o200k_base).toBeGreaterThanOrEqual(oracleCount(listing, "o200k_base"));
    const table = await runCli(
      ["capture", "--", claude, "-p", "say ok", "--mcp-config", config, "--strict-mcp-config"],
      dir,
    );
    const names = part(run.json, "deferred-names", "fx")[0]?.tokens.o200k_base ?? 0;
    const added = names + oracleCount(instructions, "o200k_base");
    expect(table.stdout).toContain(`MCP server fx added ${added.toLocaleString("en-US")} tokens`);
  }, 240_000);

  it("Codex with required = true: the deferred namespace block is the server's, as the codex profile writes it", async () => {
    const codex = ensureRealClient("codex");
    const instructions = "Call echo before anything else.\nThen add.";
    const { dir, args } = serverWith(instructions);
    const save = path.join(dir, "saved.json");
    const command = [
      codex,
      "exec",
      "--skip-git-repo-check",
      "-c",
      "model_provider=rec",
      "-c",
      'model_providers.rec.name="rec"',
      "-c",
      'model_providers.rec.base_url="{recorder}/v1"',
      "-c",
      'model_providers.rec.env_key="OPENAI_API_KEY"',
      "-c",
      'model_providers.rec.wire_api="responses"',
      "-c",
      `mcp_servers.fx.command=${JSON.stringify(process.execPath)}`,
      "-c",
      `mcp_servers.fx.args=${JSON.stringify(args)}`,
      "-c",
      "mcp_servers.fx.required=true",
      "say ok",
    ];
    const run = await runCliJson<CaptureReport>(["capture", "--save", save, "--", ...command], dir);
    expect(run.code, run.stderr).toBe(0);
    const saved = (JSON.parse(readFileSync(save, "utf8")) as { body: string }).body;
    const expected = codexNamespaces({ server: "fx", tools: [], instructions });
    expect(expected).toBe("<tools>\nDeferred tool namespaces:\n- mcp__fx: Call echo before anything else.\n</tools>");
    // The block as the real client sent it (a JSON string in the body).
    expect(saved).toContain(JSON.stringify(expected).slice(1, -1));
    const [namespaces, ...more] = part(run.json, "deferred-names", "fx");
    expect(more).toEqual([]);
    expect(namespaces?.names).toEqual(["mcp__fx"]);
    expectCount(namespaces, expected);
    // Nothing of it is left in the system prompt: the parts still sum to the texts, the block counted once.
    const system = part(run.json, "system")[0];
    expect(system?.tokens.o200k_base).toBeGreaterThan(0);
    const table = await runCli(["capture", "--", ...command], dir);
    expect(table.stdout).not.toContain("No MCP server");
    expect(table.stdout).toContain(`MCP server fx added ${oracleCount(expected, "o200k_base")} tokens`);
  }, 240_000);
});
