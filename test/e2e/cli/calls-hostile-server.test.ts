/**
 * measure --calls through the bundled CLI against a hostile server (test/fixtures/hostile/calls-server.mjs):
 * a pattern that backtracks without end, a result nested 5,000 levels deep, a content part whose type carries
 * terminal escapes and HTML, and `isError: false`. Each ends the way docs/calls.md says, with the other calls
 * of the file still made.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CallReport } from "../../../src/core/calls/types.js";
import type { Report } from "../../../src/core/report.js";
import { CLI } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { waitUntil } from "../../helpers/tracked-run.js";

const SERVER = path.resolve("test/fixtures/hostile/calls-server.mjs");
/** Long enough that `^(a|a)*$` never finishes on it (2^46 paths). */
const BACKTRACKS = `${"a".repeat(46)}b`;
/** Far past any margin a loaded machine needs: a run still going then is a run that hangs. */
const HANG_MS = 90_000;

let children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children = [];
});

function workDir(yaml: string): { dir: string; record: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-hostile-"));
  writeFileSync(path.join(dir, "calls.yml"), yaml);
  return { dir, record: path.join(dir, "record.jsonl") };
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The run did not end by itself within HANG_MS and was killed. */
  hung: boolean;
}

/** Starts dist/cli.js; `whenStarted` may signal it. Killed (and `hung`) when it has not ended in HANG_MS. */
function startCli(args: string[], cwd: string, whenStarted?: (child: ChildProcess) => void): Promise<Run> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (d: string) => {
    stdout += d;
  });
  child.stderr?.setEncoding("utf8").on("data", (d: string) => {
    stderr += d;
  });
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    child.kill("SIGKILL");
  }, HANG_MS);
  whenStarted?.(child);
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, hung });
    });
  });
}

const measure = (record: string, ...flags: string[]) => [
  "measure",
  ...flags,
  "--calls",
  "calls.yml",
  "--",
  process.execPath,
  SERVER,
  "--record",
  record,
];

const recorded = (file: string): Array<{ method: string; params: Record<string, unknown> }> =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];

describe("a pattern in an inputSchema that backtracks without end", () => {
  it("times out that call's pattern check in a worker, says so, and still makes the other calls", async () => {
    const { dir, record } = workDir(`calls:
  - name: stuck
    tool: redos
    arguments: { text: "${BACKTRACKS}" }
  - name: matches
    tool: redos
    arguments: { text: "aaaa" }
  - name: no-match
    tool: redos
    arguments: { text: "ab" }
`);
    const run = await startCli(measure(record, "--format", "json"), dir);
    expect(run.hung, "the run hung in the pattern check").toBe(false);
    expect(run.code, run.stderr).toBe(3);
    const calls = (JSON.parse(run.stdout) as Report).calls as CallReport[];
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ["stuck", "timeout"],
      ["matches", "ok"],
      ["no-match", "bad-arguments"],
    ]);
    expect(calls[0]?.message).toBe(
      'calls file calls.yml, line 2: call "stuck": not called: the pattern check timed out: the pattern "^(a|a)*$" of the ' +
        'inputSchema of "redos" did not finish within 5 s on these arguments (a regular expression that backtracks ' +
        "without end); the server should fix its pattern",
    );
    expect(calls[2]?.message).toMatch(/arguments\.text must match pattern "\^\(a\|a\)\*\$"/);
    // Only the call whose arguments were checked in full reached the server.
    expect(recorded(record).filter((r) => r.method === "tools/call")).toEqual([
      { method: "tools/call", params: { name: "redos", arguments: { text: "aaaa" } } },
    ]);
  }, 120_000);

  it("does not keep SIGTERM from ending the run while the check is stuck", async () => {
    const { dir, record } = workDir(`calls:
  - name: stuck
    tool: redos
    arguments: { text: "${BACKTRACKS}" }
`);
    const run = await startCli(measure(record), dir, (child) => {
      // Once the server has been listed, the next thing the CLI does is the argument check.
      void waitUntil("the server was listed", () => recorded(record).some((r) => r.method === "tools/list")).then(() =>
        setTimeout(() => child.kill("SIGTERM"), 1000),
      );
    });
    expect(run.hung, "SIGTERM was ignored").toBe(false);
    expect(run.code, run.stderr).toBe(143);
    expect(recorded(record).filter((r) => r.method === "tools/call")).toEqual([]);
  }, 120_000);
});

describe("a result nested 5,000 levels deep", () => {
  it("is the server's answer being too deep (oversize, exit 3), not an error the server answered", async () => {
    const { dir, record } = workDir(`calls:
  - name: deep
    tool: deep
    arguments: { levels: 5000 }
  - name: after
    tool: echo
    arguments: { a: 1 }
`);
    const run = await startCli(measure(record, "--format", "json"), dir);
    expect(run.code, run.stderr).toBe(3);
    const calls = (JSON.parse(run.stdout) as Report).calls as CallReport[];
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ["deep", "oversize"],
      ["after", "ok"],
    ]);
    expect(calls[0]?.message).toBe(
      'calls file calls.yml, line 2: call "deep": the result is nested more than 256 levels deep, too deeply to count ' +
        "(and clients will fail on it too); not counted",
    );
    expect(run.stderr).not.toMatch(/Maximum call stack|answered with an error/);
  }, 120_000);
});

describe("a content part whose type carries terminal escapes and HTML", () => {
  const yaml = `calls:
  - name: odd
    tool: odd_type
`;
  it("reaches the terminal table without control characters", async () => {
    const { dir, record } = workDir(yaml);
    const run = await startCli(measure(record), dir);
    expect(run.code, run.stderr).toBe(0);
    const row = run.stdout.split("\n").find((line) => line.startsWith("odd  "));
    expect(row).toMatch(/ok +\d+ +\d+ +x \]0;pwned title/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point of the test
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  }, 120_000);

  it("reaches the CLI's markdown as text, not HTML", async () => {
    const { dir, record } = workDir(yaml);
    const run = await startCli(measure(record, "--format", "markdown"), dir);
    expect(run.code, run.stderr).toBe(0);
    const row = run.stdout.split("\n").find((line) => line.startsWith("| odd "));
    expect(row).toContain("&lt;img src=x onerror=");
    expect(run.stdout).not.toContain("<img");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point of the test
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    // The row keeps its columns: the type's "|" does not split it.
    expect(row?.split(/(?<!\\)\|/).length).toBe(10);
  }, 120_000);
});

describe("isError: false", () => {
  it("is a result like any other: ok, counted, exit 0", async () => {
    const { dir, record } = workDir(`calls:
  - name: fine
    tool: not_error
`);
    const run = await startCli(measure(record, "--format", "json"), dir);
    expect(run.code, run.stderr).toBe(0);
    const call = ((JSON.parse(run.stdout) as Report).calls as CallReport[])[0];
    expect(call).toMatchObject({ name: "fine", status: "ok", isError: false });
    expect(call?.message).toBeUndefined();
    expect(call?.tokens).toEqual({
      o200k_base: oracleCount("all fine", "o200k_base"),
      cl100k_base: oracleCount("all fine", "cl100k_base"),
    });
  }, 120_000);
});
