/**
 * measure --calls through the bundled CLI, on a fixture server: the table and JSON of a good run with
 * its checks, and every way a call goes wrong with its exit code and its located message.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CallReport } from "../../../src/core/calls/types.js";
import type { Report } from "../../../src/core/report.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { waitGone } from "../../helpers/processes.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

function callsFile(yaml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-cli-"));
  writeFileSync(path.join(dir, "calls.yml"), yaml);
  return dir;
}

const measureArgs = (...server: string[]) => [
  "measure",
  "--calls",
  "calls.yml",
  "--",
  process.execPath,
  SERVER,
  ...server,
];

describe("measure --calls on a fixture server", () => {
  it("counts each call, runs its checks, and exits 0 when every call answered", async () => {
    const dir = callsFile(`calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer, limit: 2 }
    expect: { cursor: true, maxItems: 2, fields: [id, title, status], noFields: [history] }
  - name: case-detail
    tool: get_case
    arguments: { id: "C-1003" }
    expect: { cursor: true }
`);
    const run = await runCliJson<Report>(measureArgs("--items", "5"), dir);
    expect(run.code, run.stderr).toBe(0);
    const calls = run.json.calls as CallReport[];
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ["broad-search", "ok"],
      ["case-detail", "ok"],
    ]);
    const search = calls[0] as CallReport;
    const expectedText = JSON.stringify({
      items: [0, 1].map((i) => ({
        id: `C-${1000 + i}`,
        title: `Printer problem number ${i}`,
        status: i % 2 === 0 ? "open" : "closed",
        history: "note ".repeat(40).slice(0, 200),
      })),
      nextCursor: "page-2",
    });
    expect(search.tokens).toEqual({
      o200k_base: oracleCount(expectedText, "o200k_base"),
      cl100k_base: oracleCount(expectedText, "cl100k_base"),
    });
    expect(search.checks.map((c) => [c.name, c.passed])).toEqual([
      ["cursor", true],
      ["maxItems: 2", true],
      ["fields: id, title, status", true],
      ["noFields: history", false],
    ]);
    // A detail fetch carries no cursor: the check says so instead of passing silently.
    expect(calls[1]?.checks).toEqual([
      { name: "cursor", passed: false, detail: expect.stringContaining("no nextCursor") },
    ]);

    const table = await runCli(measureArgs("--items", "5"), dir);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/Tool calls \(2 calls\):/);
    expect(table.stdout).toMatch(
      /broad-search\s+search_cases\s+ok\s+[\d,]+\s+[\d,]+\s+text [\d,]+\s+not met: noFields: history \(present: history \(item 1\)/,
    );
  });

  const failures: Array<{ title: string; yaml: string; code: number; status: string; message: RegExp }> = [
    {
      title: "an unknown tool",
      yaml: "calls:\n  - name: lookup\n    tool: search_case\n",
      code: 2,
      status: "unknown-tool",
      message:
        /calls file calls\.yml, line 2: call "lookup": no tool "search_case" on this server; did you mean "search_cases"\?$/m,
    },
    {
      title: "arguments the inputSchema rejects",
      yaml: "calls:\n  - name: lookup\n    tool: search_cases\n    arguments: { limit: 0 }\n",
      code: 2,
      status: "bad-arguments",
      message:
        /line 2: call "lookup": the arguments do not satisfy the inputSchema of "search_cases": arguments must have required property 'query'; arguments\.limit must be >= 1/,
    },
    {
      title: "a result with isError",
      yaml: "calls:\n  - name: broken\n    tool: fails\n",
      code: 3,
      status: "error",
      message: /line 2: call "broken": the tool returned isError: true; its result is counted/,
    },
    {
      title: "a JSON-RPC error",
      yaml: "calls:\n  - name: down\n    tool: rpc_error\n",
      code: 3,
      status: "error",
      message: /line 2: call "down": the server answered with an error: .*the case database is unreachable/,
    },
    {
      title: "no answer within the call's timeout",
      yaml: "calls:\n  - name: stuck\n    tool: slow\n    timeout: 1\n",
      code: 3,
      status: "timeout",
      message: /line 2: call "stuck": no answer within 1 s \(its timeout\)/,
    },
    {
      title: "no answer within the whole run's budget",
      yaml: "totalTimeout: 1\ncalls:\n  - name: stuck\n    tool: slow\n",
      code: 3,
      status: "timeout",
      message: /call "stuck": no answer before the calls' time budget of 1 s ran out \(totalTimeout\)/,
    },
    {
      title: "a result over maxResultKb",
      yaml: "maxResultKb: 16\ncalls:\n  - name: huge\n    tool: big\n    arguments: { kb: 64 }\n",
      code: 3,
      status: "oversize",
      message:
        /line 3: call "huge": the result is \d+ bytes, over the limit of 16384 bytes \(maxResultKb: 16\); not counted/,
    },
  ];

  it.each(failures)(
    "fails on $title with exit $code and a located message",
    async ({ yaml, code, status, message }) => {
      const dir = callsFile(yaml);
      const pidFile = path.join(dir, "server.pid");
      const run = await runCliJson<Report>(measureArgs("--pid-file", pidFile), dir);
      // Whatever the call did, the server is gone once the CLI has exited.
      expect(await waitGone(Number(readFileSync(pidFile, "utf8")))).toBe(true);
      expect(run.code, run.stderr).toBe(code);
      // The report is printed first, with the call's status in it: never a silent zero.
      expect(run.json.calls?.[0]?.status).toBe(status);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split("\n")[0]).toBe("error: 1 of the tool calls failed:");
    },
  );

  it("keeps the server's escape sequences out of the terminal", async () => {
    const hostile = "\u001b]0;owned\u0007\u001b[2Jgone\u001b[31m red";
    const yaml = `calls:\n  - name: hostile\n    tool: rpc_error\n    arguments: { message: ${JSON.stringify(hostile)} }\n`;
    const run = await runCli(measureArgs(), callsFile(yaml));
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("gone");
    expect(run.stdout).toContain("gone");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is that none get through
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\u001b|\u0007/);
  });

  it("counts structuredContent when the result has no text content (and only then)", async () => {
    const dir = callsFile(`calls:
  - name: data-only
    tool: case_data
    arguments: { id: "C-1002" }
  - name: text-too
    tool: get_case
    arguments: { id: "C-1002" }
`);
    const run = await runCliJson<Report>(measureArgs("--structured"), dir);
    expect(run.code, run.stderr).toBe(0);
    const data = JSON.stringify({
      id: "C-1002",
      title: "Printer problem number 2",
      status: "open",
      history: "note ".repeat(40).slice(0, 200),
    });
    const [only, withText] = run.json.calls ?? [];
    expect(only?.parts).toEqual([expect.objectContaining({ type: "structuredContent", counted: true })]);
    expect(only?.tokens).toEqual({
      o200k_base: oracleCount(data, "o200k_base"),
      cl100k_base: oracleCount(data, "cl100k_base"),
    });
    // get_case sends the same case as text: counted once, as text.
    expect(withText?.tokens).toEqual(only?.tokens);
  });

  it("reports an embedded blob by its size and keeps it out of the counts", async () => {
    const dir = callsFile('calls:\n  - name: scan\n    tool: case_attachment\n    arguments: { id: "C-1001" }\n');
    const run = await runCliJson<Report>(measureArgs("--structured"), dir);
    expect(run.code, run.stderr).toBe(0);
    const scan = run.json.calls?.[0];
    expect(scan?.parts).toEqual([
      expect.objectContaining({ type: "text", counted: true }),
      expect.objectContaining({ type: "resource", counted: false, bytes: 3000, mimeType: "application/octet-stream" }),
    ]);
    expect(scan?.tokens).toEqual({
      o200k_base: oracleCount("attachment of C-1001", "o200k_base"),
      cl100k_base: oracleCount("attachment of C-1001", "cl100k_base"),
    });
  });

  it.each([
    ["JSON Schema 2020-12", "strict_2020"],
    ["draft-04", "old_draft4"],
  ])("checks the arguments against an inputSchema that declares %s", async (_dialect, tool) => {
    const yaml = `calls:\n  - name: short\n    tool: ${tool}\n    arguments: { id: "C-1" }\n  - name: fine\n    tool: ${tool}\n    arguments: { id: "C-1000" }\n`;
    const run = await runCliJson<Report>(measureArgs("--dialects"), callsFile(yaml));
    expect(run.code, run.stderr).toBe(2);
    expect(run.json.calls?.map((c) => [c.name, c.status])).toEqual([
      ["short", "bad-arguments"],
      ["fine", "ok"],
    ]);
    expect(run.stderr).toMatch(
      /line 2: call "short": the arguments do not satisfy the inputSchema of "[a-z_0-9]+": arguments\.id must NOT have fewer than 6 characters/,
    );
  });

  it("does not call what the calls' time budget has no time left for, and says so", async () => {
    const dir = callsFile(`totalTimeout: 1
calls:
  - name: stuck
    tool: slow
  - name: after
    tool: get_case
    arguments: { id: "C-1000" }
`);
    const run = await runCliJson<Report>(measureArgs(), dir);
    expect(run.code, run.stderr).toBe(3);
    expect(run.json.calls?.map((c) => [c.name, c.status])).toEqual([
      ["stuck", "timeout"],
      ["after", "timeout"],
    ]);
    expect(run.stderr).toMatch(
      /line 5: call "after": not called: the calls' time budget of 1 s \(totalTimeout\) was spent/,
    );
    expect(run.stderr.trim().split("\n")[0]).toBe("error: 2 of the tool calls failed:");
  });

  it("counts what an isError result puts into the context", async () => {
    const run = await runCliJson<Report>(measureArgs(), callsFile("calls:\n  - name: broken\n    tool: fails\n"));
    expect(run.json.calls?.[0]).toMatchObject({
      isError: true,
      tokens: { o200k_base: oracleCount("no case matches; check the id", "o200k_base") },
    });
  });

  it("reports a server that ends mid-call, with its stderr, and does not call the rest", async () => {
    const dir = callsFile(`calls:
  - name: first
    tool: get_case
    arguments: { id: "C-1000" }
  - name: boom
    tool: crash
  - name: after
    tool: get_case
    arguments: { id: "C-1001" }
`);
    const run = await runCliJson<Report>(measureArgs(), dir);
    expect(run.code, run.stderr).toBe(3);
    expect(run.json.calls?.map((c) => c.status)).toEqual(["ok", "crashed", "crashed"]);
    expect(run.stderr).toMatch(
      /line 5: call "boom": the server ended during the call: the server exited with code 3 before its tool calls finished/,
    );
    expect(run.stderr).toContain("calls-server: crashing on purpose");
    expect(run.stderr).toMatch(/line 7: call "after": not called: the server had ended during an earlier call/);
  });

  it("rejects an invalid calls file before starting the server, every problem with its line", async () => {
    const dir = callsFile(`calls:
  - name: a
    tool: get_case
    expect: { maxItem: 3 }
  - name: a
    tool: get_case
  - tool: search_cases
`);
    const run = await runCli(measureArgs(), dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      'calls file calls.yml, line 4: call "a": unknown key "maxItem" in expect; did you mean "maxItems"?',
    );
    expect(run.stderr).toContain('calls file calls.yml, line 5: call "a": the name is used twice (first on line 2)');
    expect(run.stderr).toContain('calls file calls.yml, line 7: call "#3": the call has no name');
  });
});

describe("diff of two saved reports with calls", () => {
  it("compares each call base -> head, and the report schema accepts the reports' calls", async () => {
    const dir = callsFile(
      "calls:\n  - name: broad-search\n    tool: search_cases\n    arguments: { query: printer }\n",
    );
    const measure = (items: string, out: string) =>
      runCli(["measure", "--calls", "calls.yml", "--out", out, "--", process.execPath, SERVER, "--items", items], dir);
    expect((await measure("3", "base.json")).code).toBe(0);
    expect((await measure("8", "head.json")).code).toBe(0);
    const run = await runCliJson<{ calls: Array<{ name: string; status: string; delta: Record<string, number> }> }>(
      ["diff", "base.json", "head.json"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const text = (items: number) =>
      JSON.stringify({
        items: Array.from({ length: items }, (_, i) => ({
          id: `C-${1000 + i}`,
          title: `Printer problem number ${i}`,
          status: i % 2 === 0 ? "open" : "closed",
          history: "note ".repeat(40).slice(0, 200),
        })),
      });
    expect(run.json.calls).toMatchObject([
      {
        name: "broad-search",
        status: "changed",
        delta: { o200k_base: oracleCount(text(8), "o200k_base") - oracleCount(text(3), "o200k_base") },
      },
    ]);
    const table = await runCli(["diff", "base.json", "head.json"], dir);
    // Saved reports each ran their own calls file: the section does not claim otherwise.
    expect(table.stdout).toMatch(/^Tool calls, o200k_base:/m);
    expect(table.stdout).toMatch(/broad-search\s+search_cases\s+\d+\s+\d+\s+\+\d+ \(\+\d+\.\d%\)\s+text grew/);
  });
});
