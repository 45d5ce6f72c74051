/**
 * measure --calls FILE --dry-run through the bundled CLI: the server is started and listed, every call is
 * checked as a real run checks it, and nothing is called (the server records every request it gets).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";

const SERVER = path.resolve("test/fixtures/hostile/calls-server.mjs");

function dryRun(yaml: string, ...flags: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-dry-run-"));
  writeFileSync(path.join(dir, "calls.yml"), yaml);
  const record = path.join(dir, "record.jsonl");
  const methods = () =>
    existsSync(record)
      ? readFileSync(record, "utf8")
          .trim()
          .split("\n")
          .map((line) => (JSON.parse(line) as { method: string }).method)
      : [];
  const args = ["measure", ...flags, "--calls", "calls.yml", "--dry-run", "--", process.execPath, SERVER];
  return { methods, result: runCli([...args, "--record", record], dir) };
}

const GOOD = `x-query: &q printer
calls:
  - name: first
    tool: echo
    arguments: { query: *q, limit: 2 }
  - name: second
    tool: not_error
`;

describe("measure --calls --dry-run", () => {
  it("lists the server, shows each call with the arguments it would send, and calls nothing", async () => {
    const { methods, result } = dryRun(GOOD);
    const { code, stdout, stderr } = await result;
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("nothing was called");
    expect(stdout).toMatch(/^first +echo +would-call +\{"query":"printer","limit":2\} +3$/m);
    expect(stdout).toMatch(/^second +not_error +would-call +\{\} +6$/m);
    expect(stdout).toContain("2 of 2 calls would be made");
    expect(methods()).toEqual(["tools/list"]);
    // docs/calls.md shows this run's output.
    const page = readFileSync("docs/calls.md", "utf8");
    expect(page).toContain(`\`\`\`text\n${stdout.trimEnd()}\n\`\`\``);
  });

  it("gives the plan as JSON with --format json", async () => {
    const { methods, result } = dryRun(GOOD, "--format", "json");
    const { code, stdout, stderr } = await result;
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      dryRun: true,
      file: "calls.yml",
      tools: 5,
      calls: [
        { name: "first", tool: "echo", status: "would-call", arguments: { query: "printer", limit: 2 }, line: 3 },
        { name: "second", tool: "not_error", status: "would-call", arguments: {}, line: 6 },
      ],
    });
    expect(methods()).toEqual(["tools/list"]);
  });

  it("fails as the real run would (exit 2) on an unknown tool and on arguments the inputSchema rejects", async () => {
    const { methods, result } = dryRun(`calls:
  - name: typo
    tool: ecko
  - name: bad
    tool: redos
    arguments: { text: "ab" }
  - name: fine
    tool: echo
`);
    const { code, stdout, stderr } = await result;
    expect(code).toBe(2);
    expect(stdout).toMatch(/^typo +ecko +unknown-tool/m);
    expect(stdout).toMatch(/^bad +redos +bad-arguments/m);
    expect(stdout).toMatch(/^fine +echo +would-call/m);
    expect(stderr).toContain("2 of the tool calls would fail:");
    expect(stderr).toContain(
      'calls file calls.yml, line 2: call "typo": no tool "ecko" on this server; did you mean "echo"?',
    );
    expect(methods()).toEqual(["tools/list"]);
  });

  it("needs --calls", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-dry-run-"));
    const { code, stderr } = await runCli(["measure", "--dry-run", "--", process.execPath, SERVER], dir);
    expect(code).toBe(2);
    expect(stderr).toContain("--dry-run checks the calls of a calls file without making them: give --calls FILE");
  });
});
