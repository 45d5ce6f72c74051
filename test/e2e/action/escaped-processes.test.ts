/**
 * Processes that leave their process group with setsid (a new session) are out of reach of the
 * group kill. On Linux they carry the run's marker variable and are found in /proc and killed by
 * the time the run ends: after measure, after compare (a build's escapee), after Ctrl-C, and
 * after the action, run as the Actions runner runs it.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { waitGone } from "../../helpers/processes.js";
import { makeToolsRepo } from "../../helpers/tool-repo.js";
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

const linux = process.platform === "linux";

let pidDirs: string[] = [];
let github: FakeGitHub | undefined;
afterEach(async () => {
  for (const dir of pidDirs) killRecorded(dir);
  pidDirs = [];
  await github?.stop();
  github = undefined;
});
afterAll(removeTempDirs);

async function dirs(): Promise<{ pids: string; tmp: string }> {
  const root = await makeTempDir("escaped-");
  const pids = path.join(root, "pids");
  mkdirSync(pids);
  pidDirs.push(pids);
  return { pids, tmp: path.join(root, "tmp") };
}

/** The session id from /proc/<pid>/stat: a process that called setsid leads its own session. */
function session(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[3]);
}

const escapees = (dir: string): Recorded[] => recorded(dir).filter((p) => p.role === "escaped");

async function stillAlive(processes: readonly Recorded[]): Promise<Recorded[]> {
  await Promise.all(processes.map((p) => waitGone(p.pid, 3000)));
  return alive(processes);
}

describe.runIf(linux)("a grandchild that calls setsid", () => {
  it("from the server does not outlive measure", async () => {
    const d = await dirs();
    const cwd = await makeTempDir("escaped-cwd-");
    const cli = startCli(["measure", "--", process.execPath, CLEANUP_SERVER, "--answer", "--escape"], cwd, d);
    const exit = await cli.exited;
    expect(exit.stderr).toBe("");
    expect(exit.code).toBe(0);
    const [escapee] = escapees(d.pids);
    expect(escapee).toBeDefined();
    expect(await stillAlive(escapees(d.pids))).toEqual([]);
  });

  it("from the build does not outlive compare, at head or at the base", async () => {
    const setup = await makeToolsRepo();
    const d = await dirs();
    const cli = startCli(
      [
        "compare",
        "--base",
        "main",
        "--build",
        `"${process.execPath}" "${CLEANUP_BUILD}" --escape`,
        "--",
        process.execPath,
        CLEANUP_SERVER,
        "--answer",
      ],
      setup.repo.dir,
      d,
    );
    const exit = await cli.exited;
    expect(exit.code, exit.stderr).toBe(0);
    // One escapee per build: at head and in the base worktree.
    expect(escapees(d.pids)).toHaveLength(2);
    expect(await stillAlive(escapees(d.pids))).toEqual([]);
  });

  it("from the server does not outlive Ctrl-C", async () => {
    const d = await dirs();
    const cwd = await makeTempDir("escaped-cwd-");
    const cli = startCli(["measure", "-t", "120", "--", process.execPath, CLEANUP_SERVER, "--escape"], cwd, d);
    await waitUntil("the server, its child and its escapee", () => recorded(d.pids).length === 3);
    const [escapee] = escapees(d.pids);
    if (!escapee) throw new Error("the server recorded no escapee");
    // The test means something only if the grandchild really left the server's session.
    await waitUntil("the escapee's setsid", () => session(escapee.pid) === escapee.pid, 5000);

    cli.child.kill("SIGINT");
    const exit = await cli.exited;

    expect(exit.code).toBe(130);
    expect(await stillAlive(recorded(d.pids))).toEqual([]);
  });
});

describe.runIf(linux)("the action, run as the runner runs it", () => {
  let repo: GitRepo;
  let baseSha: string;
  let headSha: string;
  beforeAll(async () => {
    repo = await GitRepo.init("escaped-action-");
    baseSha = await repo.commit("base", { "README.md": "base\n" });
    await repo.branch("feature");
    headSha = await repo.commit("head", { "README.md": "head\n" });
  });

  it("leaves no grandchild that the server detached with setsid", async () => {
    const d = await dirs();
    github = await new FakeGitHub().start();
    const ghRepo = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    const run = await runAction({
      inputs: { command: `node ${CLEANUP_SERVER} --answer --escape`, "github-token": "t", comment: "never" },
      eventName: "pull_request",
      event: {
        action: "synchronize",
        number: 7,
        pull_request: {
          number: 7,
          state: "open",
          base: { ref: "main", sha: baseSha, repo: ghRepo },
          head: { ref: "feature", sha: headSha, repo: ghRepo },
        },
        repository: ghRepo,
      },
      cwd: repo.dir,
      apiUrl: github.url,
      env: { FIXTURE_PIDS_DIR: d.pids },
    });
    expect(run.code, run.stdout).toBe(0);
    // The server ran at head and at the base, and each was started a second time to check that its listing is
    // stable (check-stable is on by default in the action): four starts, each leaving one escapee.
    expect(escapees(d.pids)).toHaveLength(4);
    expect(await stillAlive(escapees(d.pids))).toEqual([]);
  });
});
