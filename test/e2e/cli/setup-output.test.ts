// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/**
 * What `measure --config` prints, exactly, through the bundled CLI: rows by cost (largest first), the
 * instructions in a column of their own, a failed server's row holding one line (its reason) with its stderr
 * below the table, values checked as the client checks them (a number in `args` is refused), scopes only where
 * the client has them, and VS Code's unknown `${NAME}` passed on unchanged as VS Code's resolver does. Every
 * figure in the expected tables is also re-derived with js-tiktoken (test/helpers/oracle.ts).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_CODE_INSTRUCTIONS_HEADER } from "../../../src/core/clients/profiles.js";
import type { Setup } from "../../../src/core/config/summary.js";
import type { Report } from "../../../src/core/report.js";
import { CLI, type CliRun, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";
import { oracleCount, oracleTotals } from "../../helpers/oracle.js";

const ARGV_SERVER = path.join(PROJECT_ROOT, "test/fixtures/argv-server/server.mjs");
const NODE = process.execPath;
const INSTRUCTIONS = "Call search before fetch. Results are paged.";

let dir: string;
let withInstructions: string;

function run(args: string[], cwd = dir, env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      NODE,
      [CLI, "measure", ...args],
      // COLUMNS unset: the layout tested is the default 100 columns, whatever the terminal running the tests.
      { cwd, encoding: "utf8", env: { ...process.env, HOME: dir, COLUMNS: "", ...env } },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") reject(error);
        else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** The argv server's one tool, as it sends it for these arguments. */
const argvTool = (args: string[]) => ({
  name: "argv",
  description: JSON.stringify(args),
  inputSchema: { type: "object", properties: {} },
});

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "mtb-setup-output-"));
  withInstructions = path.join(dir, "with-instructions.json");
  writeFileSync(withInstructions, JSON.stringify({ tools: readToolsFile("basic").tools, instructions: INSTRUCTIONS }));
  writeFileSync(
    path.join(dir, ".mcp.json"),
    JSON.stringify({
      mcpServers: {
        // File order is not cost order: the table must sort them.
        small: { command: NODE, args: [ARGV_SERVER] },
        broken: { command: NODE, args: [ARGV_SERVER, "-x", "fail"] },
        big: { command: NODE, args: [FIXTURE_SERVER, "--tools", withInstructions] },
        numeric: { command: NODE, args: [ARGV_SERVER, "--port", 3000] },
      },
    }),
  );
});

describe("measure --config output", () => {
  it("prints the rows by cost, instructions in their own column, one line per failed row, stderr below", async () => {
    const result = await run(["--config", ".mcp.json"]);
    expect(result.code).toBe(3);
    // Every figure below, from js-tiktoken.
    const big = { o200k: oracleTotals(readToolsFile("basic").tools, "o200k_base").model, tools: 5 };
    const bigCl = oracleTotals(readToolsFile("basic").tools, "cl100k_base").model;
    const small = oracleTotals([argvTool([])], "o200k_base").model;
    const smallCl = oracleTotals([argvTool([])], "cl100k_base").model;
    const instructions = oracleCount(INSTRUCTIONS, "o200k_base");
    expect([big.o200k, bigCl, small, smallCl, instructions]).toEqual([563, 549, 21, 20, 10]);
    // Claude Code's request for its two measured servers: their names (sorted) and "big"'s instructions up front,
    // their tool objects and those instructions loaded.
    const basic = readToolsFile("basic").tools as Array<{ name: string; description?: string; inputSchema: unknown }>;
    const objects = [
      ...basic.map((t) => ({
        name: `mcp__big__${t.name}`,
        description: t.description ?? "",
        input_schema: t.inputSchema,
      })),
      { name: "mcp__small__argv", description: argvTool([]).description, input_schema: argvTool([]).inputSchema },
    ];
    const names = objects.map((t) => t.name).sort();
    const claudeInstructions = oracleCount(`${CLAUDE_CODE_INSTRUCTIONS_HEADER}## big\n${INSTRUCTIONS}`, "o200k_base");
    const upFront = oracleCount(names.map((n) => `\n${n}`).join(""), "o200k_base") + claudeInstructions;
    const loaded = objects.reduce((sum, t) => sum + oracleCount(JSON.stringify(t), "o200k_base"), claudeInstructions);
    expect([upFront, loaded]).toEqual([85, 651]);
    // Too wide for 100 columns, the table is split: the long reasons get a table of their own and wrap.
    expect(result.stdout).toBe(
      `MCP setup: 2 of 4 servers measured, 2 failed: the totals are incomplete

Server                   Client       Tools  o200k_base  cl100k_base  Instructions (o200k_base)
───────────────────────  ───────────  ─────  ──────────  ───────────  ─────────────────────────
big                      Claude Code      5         563          549                         10
small                    Claude Code      1          21           20                       none
broken                   Claude Code
numeric                  Claude Code
Total (2 of 4 measured)                   6         584          569                         10

Server                   Status
───────────────────────  ───────────────────────────────────────────────────────────────────────────
big                      measured
small                    measured
broken                   failed: the server exited with code 3 before listing finished
numeric                  failed: "args[2]" must be a string, got the number 3000 (write "3000");
                         Claude Code refuses it
Total (2 of 4 measured)  incomplete

broken: its stderr, the lines that look like errors and the last ones:
  | argv-server: told to fail with -x fail

Share of a context window: none computed (no model asked for; add --model, e.g. --model gpt-oss).

What each client sends with its own servers, one request per client (o200k_base; docs/clients.md):
  Claude Code 2.1.328: 85 up front (names only), 651 when loaded, + its own 10,612 (o200k_base);
    first use of a tool: +212 tokens, one extra round of 10,909 (deferral likely costs more than it
    saves if its tools are used on most turns: loading them all adds 566 a request) · servers:
    small, big

Client limits crossed: none
`,
    );
  });

  it("markdown: the same rows, the stderr as a list below the table", async () => {
    const result = await run(["--config", ".mcp.json", "--format", "markdown"]);
    expect(result.code).toBe(3);
    const lines = result.stdout.split("\n");
    const rows = lines.filter((l) => l.startsWith("| ") && !l.startsWith("| :") && !l.startsWith("| Server"));
    expect(rows.map((r) => r.split("|")[1]?.trim())).toEqual([
      "big",
      "small",
      "broken",
      "numeric",
      "**Total (2 of 4 measured)**",
    ]);
    expect(result.stdout).toContain(
      "\n\nbroken: its stderr, the lines that look like errors and the last ones:\n\n- argv-server: told to fail with -x fail\n\nShare of a context window",
    );
  });

  it("JSON: servers by cost, the failed one's error on one line and its stderr tail apart", async () => {
    const result = await run(["--config", ".mcp.json", "--format", "json"]);
    const setup = JSON.parse(result.stdout) as Setup;
    expect(setup.servers.map((s) => s.name)).toEqual(["big", "small", "broken", "numeric"]);
    expect(setup.servers[2]).toEqual({
      name: "broken",
      client: "claude-code",
      status: "failed",
      error: "the server exited with code 3 before listing finished",
      stderrTail: ["argv-server: told to fail with -x fail"],
    });
    expect(setup.servers[3]).toEqual({
      name: "numeric",
      client: "claude-code",
      status: "failed",
      error: '"args[2]" must be a string, got the number 3000 (write "3000"); Claude Code refuses it',
    });
  });

  it("a claude_desktop_config.json in the working directory is Claude Desktop's file, without a scope", async () => {
    const desktop = path.join(dir, "desktop");
    mkdirSync(desktop, { recursive: true });
    writeFileSync(
      path.join(desktop, "claude_desktop_config.json"),
      JSON.stringify({ mcpServers: { small: { command: NODE, args: [ARGV_SERVER] } } }),
    );
    const result = await run(["--config", "claude_desktop_config.json", "--format", "json"], desktop);
    expect(result.code).toBe(0);
    expect(result.stderr.split("\n")[0]).toBe(
      `read ${path.join(desktop, "claude_desktop_config.json")} (Claude Desktop): 1 server`,
    );
    // A client with scopes keeps them.
    const claudeCode = await run(["--config", ".mcp.json", "--server", "small", "--format", "json"]);
    expect(claudeCode.stderr.split("\n")[0]).toBe(
      `read ${path.join(dir, ".mcp.json")} (Claude Code, project scope): 4 servers`,
    );
  });

  it("VS Code: an unknown ${NAME} reaches the server unchanged; ${cwd} and ${env:...} resolve; ${config:...} fails", async () => {
    const project = path.join(dir, "vscode");
    mkdirSync(path.join(project, ".vscode"), { recursive: true });
    const args = ["${NAME}", "${env:MTB_SETUP_VALUE}", "${cwd}", "${unknown:arg}", "${a${b}}"];
    writeFileSync(
      path.join(project, ".vscode/mcp.json"),
      JSON.stringify({
        servers: {
          echo: { command: NODE, args: [ARGV_SERVER, ...args] },
          editor: { command: NODE, args: [ARGV_SERVER, "${config:editor.fontSize}"] },
        },
      }),
    );
    const result = await run(["--config", ".vscode/mcp.json", "--format", "json"], project, {
      MTB_SETUP_VALUE: "from-env",
    });
    const setup = JSON.parse(result.stdout) as Setup;
    const echo = setup.servers.find((s) => s.name === "echo");
    if (echo?.status !== "measured") throw new Error(`echo was not measured: ${JSON.stringify(echo)}`);
    const report: Report = echo.report;
    const description = report.tools[0]?.definition?.description;
    // The server echoes its argv as its description. The ${env:...} value reached it (it comes back), and is
    // shown as *** because nothing we print carries a value taken from the environment (docs/threat-model.md).
    expect(JSON.parse(String(description))).toEqual(["${NAME}", "***", project, "${unknown:arg}", "${a${b}}"]);
    expect(result.stdout).not.toContain("from-env");
    const editor = setup.servers.find((s) => s.name === "editor");
    expect(editor).toMatchObject({
      status: "failed",
      error: "${config:editor.fontSize} is not a variable that can be resolved outside VS Code",
    });
  });
});
