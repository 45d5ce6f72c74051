/**
 * `measure -- <command>` starts the server before the CLI has loaded (src/cli/early-start.ts,
 * src/mcp/early-server.ts). Held here through the bundled CLI, with every spawn recorded by a module hook: the
 * early server is the one the run lists (one process, not two), it gets the same filtered environment as any
 * server (no secrets, the run's marker), and when the real parser then refuses the arguments, it is ended and
 * reaped before the CLI exits, not left running.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_MARKER } from "../../../src/process/escaped.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, FIXTURES, toolsFile } from "../../helpers/fixture.js";

const HOOK = path.join(FIXTURES, "loads", "spawn-loads.mjs");

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-early-server-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  spawns: { pid: number | null; command: string[] }[];
}

/** Runs the bundled CLI with the spawn-recording hook. */
async function run(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  const loads = path.join(dir, name);
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      process.execPath,
      ["--import", HOOK, CLI, ...args],
      { env: { ...env, MTB_LOADS_FILE: loads }, cwd: dir },
      (error, out, err) => resolve({ code: error ? Number(error.code) : 0, stdout: out, stderr: err }),
    ),
  );
  const spawns = (await readFile(`${loads}.spawns`, "utf8"))
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Run["spawns"][number]);
  return { code, stdout, stderr, spawns };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the server measure starts before the CLI loads", () => {
  it("is the one the run lists, given the filtered environment any server gets", async () => {
    const envFile = path.join(dir, "env.json");
    const server = [process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic"), "--record-env", envFile];
    const { code, stdout, stderr, spawns } = await run(
      "plain",
      ["measure", "--format", "json", "-e", "o200k_base", "--", ...server],
      {
        ...process.env,
        GITHUB_TOKEN: "ghs_early_secret",
        "INPUT_GITHUB-TOKEN": "ghs_early_input",
        ACTIONS_RUNTIME_TOKEN: "runtime_early",
        ANTHROPIC_API_KEY: "sk-ant-early",
        HARMLESS: "kept",
      },
    );
    expect(code, stderr).toBe(0);
    expect((JSON.parse(stdout) as { tools: unknown[] }).tools).toHaveLength(5);
    // One process: the early one was taken by the listing, not started again.
    expect(spawns.map((s) => s.command)).toEqual([server]);
    const seen = JSON.parse(await readFile(envFile, "utf8")) as Record<string, string>;
    for (const name of ["GITHUB_TOKEN", "INPUT_GITHUB-TOKEN", "ACTIONS_RUNTIME_TOKEN", "ANTHROPIC_API_KEY"]) {
      expect(seen, name).not.toHaveProperty(name);
    }
    expect(JSON.stringify(seen)).not.toMatch(/early_|sk-ant/);
    expect(seen.HARMLESS).toBe("kept");
    // The run's marker, by which processes that leave their group are found (src/process/escaped.ts).
    expect(seen[RUN_MARKER]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is ended and reaped when the arguments are then refused, before the CLI exits", async () => {
    // A server that would outlive the run if nothing ended it: its own process group, a minute's sleep.
    const server = ["sh", "-c", "exec sleep 60"];
    const { code, stderr, spawns } = await run("refused", ["measure", "--top", "many", "--", ...server]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--top: expected a whole number/);
    // It was started early (the refusal came from the real parser, after), and it is gone now.
    expect(spawns.map((s) => s.command)).toEqual([server]);
    const pid = spawns[0]?.pid;
    expect(pid).toBeTypeOf("number");
    expect(alive(pid as number)).toBe(false);
  });

  it("that fails before the CLI has loaded still has its stderr and its exit in the error", async () => {
    // sh prints and exits in a few milliseconds, long before the CLI's door has loaded and taken the process:
    // what it wrote must still be read (node drains a pipe nobody reads once its process has exited).
    const server = ["sh", "-c", "echo 'Error: unknown flag: --early-cause' >&2; exit 3"];
    const { code, stderr, spawns } = await run("fails-early", ["measure", "--", ...server]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/the server exited with code 3 before listing finished/);
    expect(stderr).toContain("Error: unknown flag: --early-cause");
    expect(spawns.map((s) => s.command)).toEqual([server]);
  });

  it("is not started for a form the entry does not read: the run starts its server itself", async () => {
    const server = [process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
    // --cwd changes the server's start: not read early; the settings' start is the only one.
    const { code, stdout, stderr, spawns } = await run("cwd", [
      "measure",
      "--format",
      "json",
      "--cwd",
      dir,
      "--",
      ...server,
    ]);
    expect(code, stderr).toBe(0);
    expect((JSON.parse(stdout) as { tools: unknown[] }).tools).toHaveLength(5);
    expect(spawns.map((s) => s.command)).toEqual([server]);
  });
});
