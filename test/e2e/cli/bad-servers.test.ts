import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ServerError } from "../../../src/mcp/errors.js";
import { listServer } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { badServer } from "../../helpers/fixture.js";
import { waitGone } from "../../helpers/processes.js";

const cli = (args: string[]) => runCli(args, PROJECT_ROOT);

/**
 * How long never-answers.mjs takes right now to start, spawn its helper and write its pid file (the slowest
 * of two). The tests below read that file and its stderr after a time limit, so the limit must come after
 * the start: on a loaded 2-core machine a Node process can take well over a second to get there.
 */
async function neverAnswersStartupMs(): Promise<number> {
  let slowest = 0;
  for (let i = 0; i < 2; i++) {
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), "mtb-pid-")), "pids.json");
    const started = Date.now();
    const child = spawn(process.execPath, [badServer("never-answers")], {
      stdio: ["pipe", "ignore", "ignore"],
      env: { ...process.env, FIXTURE_PID_FILE: pidFile, FIXTURE_GRANDCHILD_STDIO: "ignore" },
    });
    try {
      while (!existsSync(pidFile) || readFileSync(pidFile, "utf8") === "") {
        if (Date.now() - started > 60_000) throw new Error("never-answers.mjs did not start within 60 s");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      slowest = Math.max(slowest, Date.now() - started);
      process.kill((JSON.parse(readFileSync(pidFile, "utf8")) as { grandchild: number }).grandchild, "SIGKILL");
    } finally {
      child.kill("SIGKILL");
    }
  }
  return slowest;
}

/** Lists a bad server, expecting a ServerError; returns it with the pid that was started. */
async function failingList(script: string, timeoutMs = 10_000): Promise<{ error: ServerError; pid: number }> {
  let pid = 0;
  const error = await listServer(
    { kind: "stdio", command: process.execPath, args: [badServer(script)] },
    { timeoutMs, onSpawn: (p) => (pid = p) },
  ).then(
    () => {
      throw new Error(`${script} was listed without error`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServerError);
  expect(pid).toBeGreaterThan(0);
  return { error: error as ServerError, pid };
}

describe("a server that cannot be listed", () => {
  it("command not found: names the command", async () => {
    const error = await listServer({ kind: "stdio", command: "definitely-not-a-command-xyz", args: [] }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toMatch(/command not found: "definitely-not-a-command-xyz"/);
    const result = await cli(["measure", "--", "definitely-not-a-command-xyz"]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/command not found/);
  });

  it("an HTTP URL where nothing listens: says the connection was refused", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const result = await cli(["measure", "--url", `http://127.0.0.1:${port}/mcp`]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      /could not connect to http:\/\/127\.0\.0\.1:\d+\/mcp: nothing is listening there \(connection refused\); is the server running/,
    );
    expect(result.stderr).not.toMatch(/ECONNREFUSED|TypeError/);
  });

  it("exits at once: gives the exit code and the server's stderr", async () => {
    const { error, pid } = await failingList("exits-at-once");
    expect(error.message).toMatch(/exited with code 1/);
    expect(error.describe()).toMatch(/fatal: could not open database \/nope\.db/);
    expect(await waitGone(pid)).toBe(true);
    const result = await cli(["measure", "--", process.execPath, badServer("exits-at-once")]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/could not open database/);
  });

  it("crashes on tools/list after initialize: says so with the stack trace tail", async () => {
    const { error, pid } = await failingList("exits-after-initialize");
    expect(error.message).toMatch(/exited with code 2/);
    expect(error.stderrTail.join("\n")).toMatch(/TypeError/);
    expect(await waitGone(pid)).toBe(true);
  });

  it("never answers: times out, naming the stage, and leaves no process (grandchild included)", async () => {
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), "mtb-pid-")), "pids.json");
    // 1.5 s (the library) and 1 s (the CLI) beyond twice what a start costs now, in tenths of a second.
    const startup = Math.ceil((2 * (await neverAnswersStartupMs())) / 100) / 10;
    const librarySeconds = Number((1.5 + startup).toFixed(1));
    const cliSeconds = Number((1 + startup).toFixed(1));
    const result = await listServer(
      {
        kind: "stdio",
        command: process.execPath,
        args: [badServer("never-answers")],
        env: { set: { FIXTURE_PID_FILE: pidFile } },
      },
      { timeoutMs: librarySeconds * 1000 },
    ).catch((e: unknown) => e);
    expect(result).toBeInstanceOf(ServerError);
    expect((result as ServerError).message).toBe(
      `timed out after ${librarySeconds} s while waiting for the answer to server/discover or initialize`,
    );
    expect((result as ServerError).stderrTail).toContain("starting up...");
    const pids = JSON.parse(readFileSync(pidFile, "utf8")) as { server: number; grandchild: number };
    expect(await waitGone(pids.server)).toBe(true);
    expect(await waitGone(pids.grandchild)).toBe(true);

    const viaCli = await cli([
      "measure",
      "--timeout",
      String(cliSeconds),
      "--env",
      `FIXTURE_PID_FILE=${pidFile}`,
      "--",
      process.execPath,
      badServer("never-answers"),
    ]);
    expect(viaCli.code).toBe(3);
    expect(viaCli.stderr).toContain(`timed out after ${cliSeconds} s`);
    const again = JSON.parse(readFileSync(pidFile, "utf8")) as { server: number; grandchild: number };
    expect(again.server).not.toBe(pids.server);
    expect(await waitGone(again.server)).toBe(true);
    expect(await waitGone(again.grandchild)).toBe(true);
  });

  it("returns a cursor loop: stops with a clear error", async () => {
    const { error, pid } = await failingList("cursor-loop");
    expect(error.message).toMatch(/returned the cursor "again" twice/);
    expect(await waitGone(pid)).toBe(true);
  });

  it("returns tools that are not a list: says what it got", async () => {
    const { error, pid } = await failingList("not-a-list");
    expect(error.message).toBe('tools/list returned a result whose "tools" is not an array (string)');
    expect(await waitGone(pid)).toBe(true);
  });

  it("floods stdout with megabytes: stopped early with a clear error", async () => {
    const { error, pid } = await failingList("floods-stdout", 30_000);
    expect(error.message).toMatch(/flooded stdout/);
    expect(await waitGone(pid)).toBe(true);
    const result = await cli(["measure", "--", process.execPath, badServer("floods-stdout")]);
    expect(result.code).toBe(3);
    expect(result.stdout).toBe("");
  });
});

describe("a server that can be listed despite a fault", () => {
  it("logs on stdout first: the lines are skipped and reported as a warning", async () => {
    const report = await measure(
      { kind: "stdio", command: process.execPath, args: [badServer("logs-on-stdout")] },
      { encodings: ["o200k_base"] },
    );
    expect(report.tools.map((t) => t.name)).toEqual(["get_time", "echo"]);
    expect(report.warnings.join("\n")).toMatch(
      /non-JSON text to stdout \(skipped\), starting with "Server starting on stdio\.\.\."/,
    );
  });

  it("logs on stdout first: measure --client cline says Cline never connects it (its tools not sent, counted as 0)", async () => {
    const result = await cli([
      "measure",
      "--format",
      "json",
      "--client",
      "cline",
      "--",
      process.execPath,
      badServer("logs-on-stdout"),
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    const entries = Object.values(report.clients ?? {}) as Array<{
      notSent?: Array<{ tools: string[]; reason: string }>;
    }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.notSent?.[0]?.tools).toEqual(["get_time", "echo"]);
    expect(entries[0]?.notSent?.[0]?.reason).toMatch(/Invalid MCP response/);
  });

  it("returns malformed tools: each is counted and warned about; the CLI still succeeds", async () => {
    const result = await cli(["measure", "--format", "json", "--", process.execPath, badServer("malformed-tools")]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.tools).toHaveLength(4);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/has no name/),
        expect.stringMatching(/inputSchema that is not an object/),
        expect.stringMatching(/has no inputSchema/),
      ]),
    );
  });
});
