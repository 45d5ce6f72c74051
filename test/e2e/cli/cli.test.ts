/** The CLI door, run as users run it: the bundled dist/cli.js in a child process. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { oracleTotals } from "../../helpers/oracle.js";

const cli = (args: string[]) => runCli(args, PROJECT_ROOT);

const fixture = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];

describe("mcp-token-budget measure", () => {
  it("prints a table of tools from most to least expensive, with a totals row", async () => {
    const { code, stdout } = await cli(["measure", "--format", "table", ...fixture]);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    const header = lines.findIndex((l) => l.startsWith("Tool "));
    expect(lines[header]).toMatch(/o200k_base\s+cl100k_base\s+raw \(o200k_base\)\s+share\s+largest field/);
    const rows = lines.slice(header + 2, header + 2 + readToolsFile("basic").tools.length);
    const costs = rows.map((r) =>
      Number(
        r
          .trim()
          .split(/\s{2,}/)[1]
          ?.replace(/,/g, ""),
      ),
    );
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const expected = oracleTotals(readToolsFile("basic").tools, "o200k_base");
    const totalRow = lines.find((l) => l.startsWith("Total (5 tools)"));
    expect(totalRow?.split(/\s{2,}/)[1]).toBe(expected.model.toLocaleString("en-US"));
    expect(stdout).toMatch(/Prompts: 2/);
    expect(stdout).toMatch(/Resources: 3/);
  });

  it("writes the JSON report with --out and prints JSON with --format json", async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "mtb-cli-")), "report.json");
    const { code, stdout } = await cli([
      "measure",
      "--format",
      "json",
      "--encoding",
      "cl100k_base",
      "--out",
      out,
      ...fixture,
    ]);
    expect(code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(stdout);
    const report = JSON.parse(stdout);
    expect(report.schemaVersion).toBe(1);
    expect(report.method.encodings).toEqual(["cl100k_base"]);
    expect(Object.keys(report.totals)).toEqual(["cl100k_base"]);
  });

  it("prints markdown with --format markdown", async () => {
    const { code, stdout } = await cli(["measure", "--format", "markdown", ...fixture]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^### fixture-server 1\.0\.0: 5 tools/);
    expect(stdout).toMatch(/\| Tool +\| o200k_base/);
  });

  it.each([
    ["no command", ["measure"], /no server to measure/],
    ["unknown encoding", ["measure", "--encoding", "p99k", ...fixture], /unknown encoding "p99k"/],
    ["unknown format", ["measure", "--format", "xml", ...fixture], /argument 'xml' is invalid/],
    [
      "bad timeout",
      ["measure", "--timeout", "soon", ...fixture],
      /^error: --timeout: expected a positive number of seconds, got "soon"$/m,
    ],
    [
      "bad url",
      ["measure", "--url", "ftp://x"],
      /^error: --url: expected an http:\/\/ or https:\/\/ URL, got "ftp:\/\/x"$/m,
    ],
    ["url and command", ["measure", "--url", "http://127.0.0.1:9/mcp", ...fixture], /either --url or a command/],
    ["bad env", ["measure", "--env", "NOPE", ...fixture], /--env: invalid environment assignment "NOPE"/],
    ["unknown command", ["frobnicate"], /unknown command 'frobnicate'/],
  ])("exits 2 on a usage error: %s", async (_label, args, message) => {
    const { code, stderr } = await cli(args as string[]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it("explains itself with --help, with examples and exit codes", async () => {
    const top = await cli(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/measure/);
    const { code, stdout } = await cli(["measure", "--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Examples:/);
    expect(stdout).toMatch(/Exit codes: 0 measured, 2 usage error, 3/);
    expect(stdout).toMatch(/--encoding/);
  });

  it("prints plain text by default when piped, so that grep finds a tool by its name", async () => {
    const { code, stdout } = await cli(["measure", ...fixture]);
    expect(code).toBe(0);
    const names = (readToolsFile("basic").tools as { name: string }[]).map((t) => t.name);
    const withUnderscore = names.find((n) => n.includes("_"));
    expect(withUnderscore).toBeDefined();
    const matching = stdout.split("\n").filter((line) => line.includes(withUnderscore ?? "?"));
    expect(matching).toHaveLength(1);
    expect(stdout).not.toContain("|");
    expect(stdout).not.toContain("\\_");
  });

  it("runs the quick-start example server", async () => {
    const { code, stdout } = await cli([
      "measure",
      "--format",
      "table",
      "--",
      process.execPath,
      "examples/example-server/server.mjs",
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Total \(\d+ tools\)/);
  });
});
