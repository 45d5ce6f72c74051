/**
 * pull_request_target never presents the base as the pull request: the bundled dist/index.js, run as the
 * runner runs it against the local GitHub stand-in, refuses the default checkout (the base branch) and says
 * plainly, in the log and the comment, when the pull request's head was checked out on purpose.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
});
const BASE_TOOLS = [tool("search_forecasts", "Search forecasts.")];
// The pull request adds a tool: a comparison of the base with itself would say "no change".
const HEAD_TOOLS = [...BASE_TOOLS, tool("subscribe", "Subscribe to the alerts of a region by email, daily or weekly.")];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

let repo: GitRepo;
let baseSha: string;
let headSha: string;
let github: FakeGitHub;

beforeAll(async () => {
  repo = await GitRepo.init("prt-");
  baseSha = await repo.commit("base", { "tools.json": toolsJson(BASE_TOOLS) });
  await repo.branch("feature");
  headSha = await repo.commit("head", { "tools.json": toolsJson(HEAD_TOOLS) });
});
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

function event(number = 9) {
  const base = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  const fork = { full_name: "mallory/weather", name: "weather", owner: { login: "mallory" } };
  return {
    action: "synchronize",
    number,
    pull_request: {
      number,
      state: "open",
      base: { ref: "main", sha: baseSha, repo: base },
      head: { ref: "feature", sha: headSha, repo: fork },
    },
    repository: base,
  };
}

async function run(envFile: string) {
  github = await new FakeGitHub().start();
  return runAction({
    inputs: {
      command: `node ${FIXTURE_SERVER} --tools tools.json --record-env ${envFile}`,
      "github-token": "ghs_write_token",
      comment: "always",
    },
    eventName: "pull_request_target",
    event: event(),
    cwd: repo.dir,
    apiUrl: github.url,
  });
}

const commentBodies = () => github.writes().map((w) => String((w.body as { body?: string } | undefined)?.body ?? ""));

describe("pull_request_target", () => {
  it("refuses the default checkout (the base branch), naming the two-workflow recipe, and starts no server", async () => {
    await repo.checkout("main");
    const envFile = path.join(await makeTempDir("prt-env-"), "env.json");
    const result = await run(envFile);
    expect(result.code).not.toBe(0);
    const log = result.stdout + result.stderr;
    expect(log).toContain(`the checked-out commit ${baseSha.slice(0, 7)} is not the head ${headSha.slice(0, 7)}`);
    expect(log).toContain("two-workflow recipe");
    expect(log).toMatch(/`pull_request` workflow measures.*`workflow_run` workflow posts the comment/);
    expect(result.outputs.status).toBe("error");
    // Nothing of the base was measured or shown as the pull request.
    expect(existsSync(envFile)).toBe(false);
    expect(result.outputs["comparison-path"] ?? "").toBe("");
    // With `comment: always` the comment says the run failed and why; it shows no comparison.
    const bodies = commentBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain("is not the head");
    expect(bodies[0]).toMatch(/Use the safe two-workflow recipe: .*docs\/action\.md#pull-requests-from-forks/);
    expect(bodies[0]).not.toMatch(/no change|unchanged|search\\_forecasts/i);
  });

  it.each([
    ["the pull request's head", async () => repo.checkout("feature")],
    ["GitHub's merge of it (refs/pull/N/merge)", async () => void (await repo.checkoutPullMerge(9, "main", "feature"))],
  ])(
    "measures %s checked out on purpose, and says in the log and the comment that it ran the fork's code with a write token",
    async (_, checkout) => {
      await checkout();
      const envFile = path.join(await makeTempDir("prt-env-"), "env.json");
      const result = await run(envFile);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /::warning::pull_request_target with the head of pull request #9 checked out: this run built and ran the pull request's code with a token that can write/,
      );
      const bodies = commentBodies();
      expect(bodies).toHaveLength(1);
      const body = bodies[0] ?? "";
      // The notice opens the comment, before the comparison; the comparison is the head's (a tool added).
      expect(body.split("\n")[1]).toBe("> [!WARNING]");
      expect(body).toContain("pull_request_target with the head of pull request #9 checked out");
      expect(body).toContain("two-workflow recipe");
      expect(body).toMatch(/subscribe/);
      expect(result.outputs.status).toBe("pass");
      expect(result.summary).toContain("pull_request_target with the head of pull request #9 checked out");
      await repo.checkout("feature");
    },
  );
});
