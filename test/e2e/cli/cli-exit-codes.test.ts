/**
 * One exit code per error kind, decided in one place (reportError): each kind through the real
 * CLI, each with a one-line message and no stack trace unless --debug asks for it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli as runCliInProcess } from "../../../src/cli/main.js";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { runCli } from "../../helpers/cli-process.js";
import { badServer, FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];

function oneErrorLine(stderr: string): string {
  const lines = stderr.split("\n").filter((l) => l !== "" && !l.startsWith("warning:"));
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0] ?? "";
}

describe("exit codes by kind of error", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mtb-exit-"));
    await writeFile(path.join(dir, "budget.yml"), "total: 100000\n");
    await writeFile(path.join(dir, "not-a-report.json"), '{"hello": "world"}\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("usage: 2", async () => {
    const run = await runCli(["measure", "--timeout", "-1", ...SERVER], dir);
    expect(run.code).toBe(2);
    expect(oneErrorLine(run.stderr)).toMatch(/^error: --timeout: expected a positive number of seconds/);
  });

  it("input file: 2", async () => {
    const run = await runCli(["diff", "not-a-report.json", "not-a-report.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: .*not-a-report\.json/);
  });

  it("server: 3, naming the command", async () => {
    const run = await runCli(["measure", "--", "mtb-no-such-command-xyz"], dir);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/command not found: "mtb-no-such-command-xyz"/);
  });

  it("a tool nested too deeply to count: 3, one line naming the tool, not a stack overflow", async () => {
    const run = await runCli(["measure", "--", process.execPath, badServer("deeply-nested-schema")], dir);
    expect(run.code).toBe(3);
    expect(oneErrorLine(run.stderr)).toBe(
      'error: tool #1 ("deep") has a definition nested more than 256 levels deep, too deeply to count ' +
        "(and clients will fail on it too): flatten its inputSchema, for example with $defs and $ref",
    );
  });

  it("git: 4", async () => {
    const run = await runCli(["compare", "--base", "main", ...SERVER], dir);
    expect(run.code).toBe(4);
    expect(oneErrorLine(run.stderr)).toMatch(/is not inside a git repository/);
  });

  it("build: 5, and the server is not blamed", async () => {
    const run = await runCli(["check", "--budget", "budget.yml", "--build", "echo broken >&2; exit 9", ...SERVER], dir);
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^error: the build failed at head \(exit code 9\)/m);
    expect(run.stderr).toContain("broken");
  });

  it("io: 6 for an --out in a directory that does not exist, before the server is started", async () => {
    const run = await runCli(["measure", "--out", "/nonexistent/dir/r.json", ...SERVER], dir);
    expect(run.code).toBe(6);
    expect(oneErrorLine(run.stderr)).toBe(
      "error: cannot write /nonexistent/dir/r.json: the directory /nonexistent/dir does not exist; create it or choose another path",
    );
    expect(run.stdout).toBe("");
  });

  it("io: 6 for an --out that is a directory", async () => {
    const run = await runCli(["measure", "--out", dir, ...SERVER], dir);
    expect(run.code).toBe(6);
    expect(oneErrorLine(run.stderr)).toBe(`error: cannot write ${dir}: it is a directory; give a file name`);
  });

  it("internal: 7 for anything unexpected, one line; --debug adds the stack", async () => {
    const failingOutput = (stderr: string[]) => ({
      stdout: () => {
        throw new TypeError("the terminal went away");
      },
      stderr: (text: string) => stderr.push(text),
      isTTY: false,
    });
    const quiet: string[] = [];
    const code = await runCliInProcess(["measure", ...SERVER], failingOutput(quiet), {});
    expect(code).toBe(EXIT_CODES.internal);
    expect(code).toBe(7);
    expect(oneErrorLine(quiet.join(""))).toBe(
      "error: unexpected error: the terminal went away (a defect in mcp-token-budget; run with --debug for the stack and report it)",
    );
    const verbose: string[] = [];
    await runCliInProcess(["measure", "--debug", ...SERVER], failingOutput(verbose), {});
    expect(verbose.join("")).toMatch(/^TypeError: the terminal went away\n\s+at /m);
    const fromEnv: string[] = [];
    await runCliInProcess(["measure", ...SERVER], failingOutput(fromEnv), { RUNNER_DEBUG: "1" });
    expect(fromEnv.join("")).toMatch(/^\s+at /m);
  });
});
