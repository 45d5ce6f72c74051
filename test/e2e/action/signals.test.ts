/**
 * Ctrl-C (SIGINT) and SIGTERM on the bundled CLI, sent while a server hangs or while the base
 * builds in its worktree: the exit code says which signal stopped the run (130, 143), and the
 * server, the builds, everything they started, the worktree and the temporary directory are gone.
 * The action, run as the runner runs it, does the same when its job is cancelled.
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { waitGone } from "../../helpers/processes.js";
import { makeToolsRepo, type ToolsRepo } from "../../helpers/tool-repo.js";
import {
  alive,
  CLEANUP_BUILD,
  CLEANUP_SERVER,
  killRecorded,
  type Recorded,
  recorded,
  startCli,
  waitUntil,
} from "../../helpers/tracked-run.js";

let pidDirs: string[] = [];
afterEach(() => {
  for (const dir of pidDirs) killRecorded(dir);
  pidDirs = [];
});
afterAll(removeTempDirs);

async function dirs(): Promise<{ pids: string; tmp: string }> {
  const root = await makeTempDir("signals-");
  const pids = path.join(root, "pids");
  mkdirSync(pids);
  pidDirs.push(pids);
  return { pids, tmp: path.join(root, "tmp") };
}

async function allGone(processes: readonly Recorded[]): Promise<Recorded[]> {
  await Promise.all(processes.map((p) => waitGone(p.pid, 5000)));
  return alive(processes);
}

describe.each([
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)("%s during measure, while the server never answers", (signal, exitCode) => {
  it(`ends the server and its child, and exits ${exitCode}`, async () => {
    const d = await dirs();
    const cwd = await makeTempDir("signals-cwd-");
    const cli = startCli(["measure", "-t", "120", "--", process.execPath, CLEANUP_SERVER], cwd, d);
    await waitUntil("the server and its child", () => recorded(d.pids).length === 2);
    const started = recorded(d.pids);
    expect(alive(started)).toHaveLength(2);

    cli.child.kill(signal);
    const exit = await cli.exited;

    expect(exit.code).toBe(exitCode);
    expect(exit.stderr).toContain(`${signal} received`);
    expect(await allGone(started)).toEqual([]);
  });
});

describe.each([
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)("%s during compare --base main, while the base builds", (signal, exitCode) => {
  let setup: ToolsRepo;

  it(`ends both builds and their children, removes the worktree and its temporary directory, exits ${exitCode}`, async () => {
    setup = await makeToolsRepo();
    const d = await dirs();
    const cli = startCli(
      [
        "compare",
        "--base",
        "main",
        "--build",
        `"${process.execPath}" "${CLEANUP_BUILD}" --hang`,
        "--",
        process.execPath,
        CLEANUP_SERVER,
        "--answer",
      ],
      setup.repo.dir,
      d,
    );
    // Each build records itself and its child; the base's runs inside the temporary directory.
    const baseBuilding = () => recorded(d.pids).some((p) => p.role === "build" && p.cwd.startsWith(d.tmp));
    await waitUntil("the base build", () => baseBuilding() && recorded(d.pids).length === 4);
    expect(await setup.repo.worktrees()).toHaveLength(2);
    const started = recorded(d.pids);
    expect(alive(started)).toHaveLength(4);

    cli.child.kill(signal);
    const exit = await cli.exited;

    expect(exit.code).toBe(exitCode);
    expect(await allGone(started)).toEqual([]);
    expect(await setup.repo.worktrees()).toEqual([expect.stringContaining(path.basename(setup.repo.dir))]);
    expect(readdirSync(d.tmp)).toEqual([]);
    // Nothing was reported about a build that only failed because it was stopped.
    expect(exit.stdout).toBe("");
    expect(exit.stderr).not.toMatch(/build failed/);
  });
});

describe("a second Ctrl-C while the first one's cleanup is still waiting", () => {
  it("quits at once, and still leaves no process, worktree or temporary directory", async () => {
    const setup = await makeToolsRepo();
    const d = await dirs();
    // Both servers ignore SIGTERM and never answer: the first cleanup waits out their grace period.
    const cli = startCli(
      ["compare", "--base", "main", "-t", "120", "--", process.execPath, CLEANUP_SERVER, "--ignore-term"],
      setup.repo.dir,
      d,
    );
    const baseStarted = () => recorded(d.pids).some((p) => p.role === "server" && p.cwd.startsWith(d.tmp));
    await waitUntil("both servers", () => baseStarted() && recorded(d.pids).length === 4);
    const started = recorded(d.pids);

    cli.child.kill("SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 200));
    cli.child.kill("SIGINT");
    const exit = await cli.exited;

    expect(exit.code).toBe(130);
    expect(exit.stderr).toContain("quitting at once");
    expect(await allGone(started)).toEqual([]);
    expect(await setup.repo.worktrees()).toHaveLength(1);
    expect(readdirSync(d.tmp)).toEqual([]);
  });
});

describe.each([
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)("%s to the action (a cancelled job), run as the runner runs it", (signal, exitCode) => {
  it(`ends the server, its child and its setsid grandchild, and exits ${exitCode}`, async () => {
    const repo = await GitRepo.init("signals-action-");
    await repo.commit("one", { "README.md": "one\n" });
    const d = await dirs();
    // The server signals the action itself once it has started its child and its escapee, then hangs.
    const run = await runAction({
      inputs: {
        command: `node ${CLEANUP_SERVER} --escape --signal-runner ${signal}`,
        "github-token": "t",
        "timeout-seconds": "120",
      },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: "http://127.0.0.1:9",
      env: { FIXTURE_PIDS_DIR: d.pids },
    });

    expect(run.code, run.stdout).toBe(exitCode);
    const started = recorded(d.pids);
    expect(started.map((p) => p.role).sort()).toEqual(["child", "escaped", "server"]);
    expect(await allGone(started)).toEqual([]);
  });
});
