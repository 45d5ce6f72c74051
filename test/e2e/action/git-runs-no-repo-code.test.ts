/**
 * The action's own git never runs code from the repository. A pull request's build plants every
 * program git could run from config (hooks, fsmonitor, filter drivers, upload-pack, credential and
 * ssh helpers); then the action and the CLI measure the base in a worktree, from a shallow clone
 * (so the base is fetched), twice (the second run starts with everything already planted).
 * No planted program may run: the marker file they all append to must never appear.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { runCli } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER, FIXTURES } from "../../helpers/fixture.js";
import { cloneRepo, GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const PLANT = path.join(FIXTURES, "hostile", "plant-git-programs.mjs");
const tools = (names: string[]) =>
  `${JSON.stringify({ tools: names.map((name) => ({ name, description: `Does ${name}.`, inputSchema: { type: "object" } })) })}\n`;

interface Setup {
  clone: GitRepo;
  baseSha: string;
  headSha: string;
  marker: string;
}

/** main: two tools; feature: three. A file under a filter driver, so checkouts would smudge it. */
async function shallowCloneOfFeature(): Promise<Setup> {
  const repo = await GitRepo.init("hostile-");
  const baseSha = await repo.commit("base", {
    "tools.json": tools(["get_a", "get_b"]),
    ".gitattributes": "*.txt filter=evil\n",
    "data.txt": "filtered on checkout\n",
  });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "tools.json": tools(["get_a", "get_b", "get_c"]) });
  await repo.checkout("main");
  await repo.commit("later on main", { "README.md": "later\n" });
  const origin = await repo.bareClone();
  // Depth 1 of the feature branch: the base commit is not here, so the action must fetch it.
  const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature", "--single-branch");
  const marker = path.join(await makeTempDir("marker-"), "ran.txt");
  return { clone, baseSha, headSha, marker };
}

const build = (s: Setup) => `node ${PLANT} ${s.marker}`;
const server = `node ${FIXTURE_SERVER} --tools tools.json`;
const ran = (s: Setup) => (existsSync(s.marker) ? readFileSync(s.marker, "utf8").trim().split("\n") : []);

afterAll(removeTempDirs);

describe("a build that plants git programs", () => {
  it.each([
    ["false", "base after head"],
    ["true", "base and head at once"],
  ])("never has them run by the action (parallel: %s, %s)", async (parallel) => {
    const s = await shallowCloneOfFeature();
    const github = await new FakeGitHub().start();
    try {
      const event = {
        number: 3,
        pull_request: {
          number: 3,
          base: { ref: "main", sha: s.baseSha, repo: { full_name: "octo/weather" } },
          head: { ref: "feature", sha: s.headSha, repo: { full_name: "octo/weather" } },
        },
      };
      for (const attempt of [1, 2]) {
        const run = await runAction({
          inputs: { command: server, build: build(s), parallel, cache: "false", comment: "never" },
          eventName: "pull_request",
          event,
          cwd: s.clone.dir,
          apiUrl: github.url,
        });
        expect(run.code, `run ${attempt}:\n${run.stdout}`).toBe(0);
        // The base was fetched, checked out and measured: the attack surface was exercised.
        expect(run.outputs["delta-tokens"], `run ${attempt}`).toMatch(/"o200k_base":\{"model":\d+/);
        expect(ran(s), `run ${attempt}`).toEqual([]);
      }
    } finally {
      await github.stop();
    }
  });

  it("never has them run by the CLI's compare", async () => {
    const s = await shallowCloneOfFeature();
    for (const attempt of [1, 2]) {
      const run = await runCli(
        [
          "compare",
          "--base",
          "origin/main",
          "--no-parallel",
          "--build",
          build(s),
          "--format",
          "json",
          "--",
          "node",
          FIXTURE_SERVER,
          "--tools",
          "tools.json",
        ],
        s.clone.dir,
      );
      expect(run.code, `run ${attempt}: ${run.stderr}`).toBe(0);
      const comparison = JSON.parse(run.stdout) as { status: string; summary: { added: number } };
      expect(comparison.status).toBe("changed");
      expect(comparison.summary.added).toBe(1);
      expect(ran(s), `run ${attempt}`).toEqual([]);
    }
  });
});

describe("the action's git environment", () => {
  it("holds none of the job's secrets, so nothing git runs can find the token there", async () => {
    const { hardenedEnv } = await import("../../../src/git/exec.js");
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        GITHUB_TOKEN: "ghs_secret_token_value",
        ACTIONS_RUNTIME_TOKEN: "runtime_secret_value",
        "INPUT_GITHUB-TOKEN": "ghs_input_token_value",
        GIT_AUTHOR_NAME: "kept",
      });
      const env = hardenedEnv();
      expect(env.GITHUB_TOKEN).toBeUndefined();
      expect(env.ACTIONS_RUNTIME_TOKEN).toBeUndefined();
      expect(env["INPUT_GITHUB-TOKEN"]).toBeUndefined();
      expect(env.GIT_AUTHOR_NAME).toBe("kept");
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.GIT_TERMINAL_PROMPT).toBe("0");
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
