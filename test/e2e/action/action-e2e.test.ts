/**
 * The action end to end: the bundled dist/index.js, run as the Actions runner runs it, in a real
 * git repository with a fixture server at a base and a head commit, against a local stand-in for
 * the GitHub REST API that records every request.
 */
import { existsSync, readFileSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const tool = (name: string, description: string, properties: Record<string, unknown> = { q: { type: "string" } }) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});
const BASE_TOOLS = [
  tool("search_forecasts", "Search forecasts."),
  tool("get_station", "Get one weather station by id.", { id: { type: "string" } }),
  tool("list_alerts", "List active alerts."),
];
const HEAD_TOOLS = [
  tool(
    "search_forecasts",
    "Search forecasts by city, region or coordinates, for up to ten days ahead, in metric or imperial units.",
  ),
  tool("get_station", "Get one weather station by id.", { id: { type: "string" } }),
  tool("list_alerts", "List active alerts."),
  tool("subscribe", "Subscribe to alerts for a region.", { region: { type: "string" }, email: { type: "string" } }),
];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

interface Scenario {
  repo: GitRepo;
  baseSha: string;
  headSha: string;
  envFile: string;
}

async function scenario(headTools: unknown[], extraHead: Record<string, string> = {}): Promise<Scenario> {
  const repo = await GitRepo.init("action-");
  const baseSha = await repo.commit("base", { "tools.json": toolsJson(BASE_TOOLS), "README.md": "weather\n" });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "tools.json": toolsJson(headTools), ...extraHead });
  const envFile = path.join(await makeTempDir("env-"), "server-env.json");
  return { repo, baseSha, headSha, envFile };
}

function prEvent(s: Scenario, number = 7) {
  const repo = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number,
    pull_request: {
      number,
      state: "open",
      base: { ref: "main", sha: s.baseSha, repo },
      head: { ref: "feature", sha: s.headSha, repo },
    },
    repository: repo,
  };
}

const command = (s: Scenario) => `node ${FIXTURE_SERVER} --tools tools.json --record-env ${s.envFile}`;

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("on a pull request", () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario(HEAD_TOOLS);
  });

  it("creates one comment with the per-tool diffs, writes outputs and the summary, and never hands the token to the server", async () => {
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(s), "github-token": "ghs_fake_token" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
      env: { GITHUB_TOKEN: "ghs_env_token" },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    const writes = github.writes();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/7/comments"]);
    expect(writes[0]?.authorization).toBe("token ghs_fake_token");
    const body = String((writes[0]?.body as { body?: string } | undefined)?.body);
    expect(body.startsWith("<!-- mcp-token-budget:default -->")).toBe(true);
    expect(body).toMatch(/search\\_forecasts/);
    expect(body).toMatch(/subscribe/);
    expect(body).toMatch(/description \+\d+/);

    for (const encoding of ["o200k_base", "cl100k_base"]) {
      const base = oracleTotals(BASE_TOOLS, encoding);
      const head = oracleTotals(HEAD_TOOLS, encoding);
      expect(JSON.parse(run.outputs["total-tokens"] ?? "{}")[encoding]).toEqual(head);
      expect(JSON.parse(run.outputs["delta-tokens"] ?? "{}")[encoding]).toEqual({
        model: head.model - base.model,
        raw: head.raw - base.raw,
      });
    }
    expect(run.outputs.status).toBe("pass");
    expect(run.outputs["comment-body"]).toBe(body);
    expect(run.summary).toMatch(/search\\_forecasts/);
    const comparison = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(comparison.base.sha).toBe(s.baseSha);
    expect(comparison.head.sha).toBe(s.headSha);
    expect(existsSync(run.outputs["report-path"] ?? "")).toBe(true);

    const seen = JSON.parse(readFileSync(s.envFile, "utf8")) as Record<string, string>;
    expect(Object.keys(seen).filter((k) => /^INPUT_|^GITHUB_TOKEN$|^GH_TOKEN$/i.test(k))).toEqual([]);
    expect(JSON.stringify(seen)).not.toMatch(/ghs_/);
  });

  it("updates the same comment on the next push, found past the first page of 100+ other comments", async () => {
    github = await new FakeGitHub().start();
    github.addComments(7, 130);
    const first = await runAction({
      inputs: { command: command(s), "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(first.code).toBe(0);
    const created = github.comments.get(7)?.at(-1);
    expect(created?.body).toMatch(/^<!-- mcp-token-budget:default -->/);
    github.addComments(7, 20);

    const newHead = await s.repo.commit("grow more", {
      "tools.json": toolsJson([...HEAD_TOOLS, tool("list_stations", "List every station in a region.")]),
    });
    const second = await runAction({
      inputs: { command: command(s), "github-token": "t" },
      eventName: "pull_request",
      event: prEvent({ ...s, headSha: newHead }),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(second.code).toBe(0);
    const writes = github.writes();
    expect(writes.filter((w) => w.method === "POST")).toHaveLength(1);
    expect(writes.filter((w) => w.method === "PATCH").map((w) => w.path)).toEqual([
      `/repos/octo/weather/issues/comments/${created?.id}`,
    ]);
    expect(created?.body).toMatch(/list\\_stations/);
    // The second run had to read page 2 to find it.
    expect(github.requests.filter((r) => r.method === "GET" && r.query.page === "2").length).toBeGreaterThan(0);
    await s.repo.git("reset", "-q", "--hard", "HEAD~1");
  });

  it("does not comment when the tools are unchanged (on-change)", async () => {
    const same = await scenario(BASE_TOOLS, { "README.md": "weather, now with docs\n" });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(same), "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(same),
      cwd: same.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("unchanged");
    expect(github.writes()).toEqual([]);
    expect(run.stdout).toMatch(/comment not posted: no change/);
  });

  it("fails the step on a broken budget, with the reason in the log and the summary", async () => {
    const over = await scenario(HEAD_TOOLS, { "mcp-token-budget.yml": "total: 60\n" });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(over), "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(over),
      cwd: over.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    const total = oracleTotals(HEAD_TOOLS, "o200k_base").model;
    expect(run.outputs.status).toBe("fail");
    expect(run.stdout).toMatch(/::error::the token budget is broken/);
    expect(run.stdout).toContain(`${total.toLocaleString("en-US")}`);
    expect(run.summary).toMatch(/60/);
    expect(run.summary.toLowerCase()).toMatch(/budget/);
    expect(github.writes().map((w) => w.method)).toEqual(["POST"]);
  });

  it("counts what the annotation lists: one rule broken in two encodings is two limits broken by 1 rule", async () => {
    const over = await scenario(HEAD_TOOLS, { "mcp-token-budget.yml": "total: 60\n" });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(over), "github-token": "t", encodings: "o200k_base,cl100k_base" },
      eventName: "pull_request",
      event: prEvent(over),
      cwd: over.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    const annotation = run.stdout.split("\n").find((line) => line.startsWith("::error::")) ?? "";
    const bullets = annotation.split("%0A").filter((line) => line.startsWith("- "));
    expect(bullets).toHaveLength(2);
    expect(annotation).toMatch(/^::error::the token budget is broken \(2 limits broken by 1 rule\):%0A/);
  });

  it("does not fail when the token cannot write (fork): warns, and still writes the summary and comment-body", async () => {
    github = await new FakeGitHub({ forbidWrites: true }).start();
    const run = await runAction({
      inputs: { command: command(s), "github-token": "read-only" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::warning::could not post the pull-request comment: the token cannot write/);
    expect(run.outputs["comment-body"]).toMatch(/search\\_forecasts/);
    expect(run.summary).toMatch(/search\\_forecasts/);
    expect(github.writes().map((w) => w.method)).toEqual(["POST"]);
  });
});

describe("when something is wrong", () => {
  it("fails the step with the engine's error when the head server cannot start, and posts nothing", async () => {
    const s = await scenario(HEAD_TOOLS);
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools no-such-file.json`, "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::at head \(sh -c .*no-such-file\.json.*\): the server exited with code/);
    expect(github.writes()).toEqual([]);
  });

  it("fails the step with a located message when the budget file is invalid", async () => {
    const s = await scenario(HEAD_TOOLS, { "mcp-token-budget.yml": "total: 5000\npertool: 100\n" });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(s), "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    // Located on its line (once), and the step's error points at it.
    expect(run.stdout).toContain(
      '::error file=mcp-token-budget.yml,line=2::unknown key "pertool"; did you mean "perTool"?',
    );
    expect(run.stdout).toContain(
      "::error::the budget file mcp-token-budget.yml is invalid: 1 error, annotated on its line",
    );
    expect(github.writes()).toEqual([]);
  });

  it("rejects an invalid input with the input's name", async () => {
    const s = await scenario(HEAD_TOOLS);
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command(s), comment: "sometimes" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::comment: expected on-change, always or never, got "sometimes"/);
  });
});

describe("the fork-safe second workflow (mode: comment)", () => {
  it("posts from a comparison file without starting any server, and only on the pull request it measured", async () => {
    const s = await scenario(HEAD_TOOLS);
    github = await new FakeGitHub().start();
    const outputDir = await makeTempDir("artifact-");
    const measured = await runAction({
      inputs: { command: command(s), "output-dir": outputDir, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(measured.code).toBe(0);
    expect(github.writes()).toEqual([]);
    const comparisonFile = measured.outputs["comparison-path"] ?? "";

    const marker = path.join(await makeTempDir("marker-"), "started");
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: s.headSha } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", comparison: comparisonFile, command: `touch ${marker}`, "github-token": "t" },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const writes = github.writes();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/7/comments"]);
    expect(String((writes[0]?.body as { body?: string } | undefined)?.body)).toMatch(/subscribe/);

    // A comparison whose pull request has moved on (or was forged) is not posted.
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: "f".repeat(40) } } } }).start();
    const stale = await runAction({
      inputs: { mode: "comment", comparison: comparisonFile, "github-token": "t" },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(stale.code).toBe(0);
    expect(stale.stdout).toMatch(/::warning::not commenting: pull request #7 has head fffffff/);
    expect(github.writes()).toEqual([]);
  });
});

describe("the sticky comment is only ever the bot's own", () => {
  const MARKER = "<!-- mcp-token-budget:default -->";
  const human = { login: "mallory", type: "User" as const };
  const bot = { login: "github-actions[bot]", type: "Bot" as const };
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario(HEAD_TOOLS);
  });
  const prRun = () =>
    runAction({
      inputs: { command: command(s), "github-token": "ghs_default" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });

  it("leaves a human's comment that starts with the marker untouched, and creates the bot's own", async () => {
    github = await new FakeGitHub().start();
    const forged = github.addComment(7, `${MARKER}\nTotally fine, no token change here.`, human);
    const run = await prRun();
    expect(run.code).toBe(0);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/7/comments"]);
    expect(forged.body).toBe(`${MARKER}\nTotally fine, no token change here.`);
    const created = github.comments.get(7)?.at(-1);
    expect(created?.user).toEqual(bot);
    expect(created?.body).toMatch(/subscribe/);
    expect(run.stdout).toMatch(/left alone 1 comment that carries the marker but was written by someone else/);
  });

  it("updates the bot's own comment, not the human's marked comments around it", async () => {
    github = await new FakeGitHub().start();
    const before = github.addComment(7, `${MARKER}\nhuman, before`, human);
    const ours = github.addComment(7, `${MARKER}\nstale numbers`, bot);
    const after = github.addComment(7, `${MARKER}\nhuman, after`, human);
    const run = await prRun();
    expect(run.code).toBe(0);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/octo/weather/issues/comments/${ours.id}`,
    ]);
    expect(ours.body).toMatch(/subscribe/);
    expect(before.body).toBe(`${MARKER}\nhuman, before`);
    expect(after.body).toBe(`${MARKER}\nhuman, after`);
  });
});

describe("comment mode trusts only what vouches for the pull request", () => {
  let s: Scenario;
  let comparisonFile: string;
  const pulls = () => ({ 7: { number: 7, head: { sha: s.headSha } }, 8: { number: 8, head: { sha: s.headSha } } });
  beforeAll(async () => {
    s = await scenario(HEAD_TOOLS);
    github = await new FakeGitHub().start();
    const measured = await runAction({
      inputs: { command: command(s), "output-dir": await makeTempDir("artifact-"), comment: "never" },
      eventName: "pull_request",
      event: prEvent(s, 7),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(measured.code).toBe(0);
    comparisonFile = measured.outputs["comparison-path"] ?? "";
    await github.stop();
  });
  const commentRun = async (eventName: string, event: unknown, inputs: Record<string, string> = {}) =>
    runAction({
      inputs: { mode: "comment", comparison: comparisonFile, "github-token": "t", ...inputs },
      eventName,
      event,
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
  const workflowRun = (pullRequests: number[]) => ({
    action: "completed",
    workflow_run: { head_sha: s.headSha, pull_requests: pullRequests.map((number) => ({ number })) },
  });

  it("refuses a workflow_dispatch run without a named pull request, says why, and posts nothing", async () => {
    github = await new FakeGitHub({ pulls: pulls() }).start();
    const run = await commentRun("workflow_dispatch", { inputs: {} });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(
      /::error::mode: comment refuses a workflow_dispatch event: outside workflow_run and pull request events nothing vouches for the pull request number in the artifact.*name the pull request yourself with the pull-request input/,
    );
    expect(github.writes()).toEqual([]);
    // Nothing posted: the outputs say the run stopped, and the body is the error state's.
    expect(run.outputs["comment-body"]).toContain("### ❌ mcp-token-budget: an input of the action is invalid");
    expect(run.outputs.status).toBe("error");
  });

  it("on workflow_dispatch with pull-request named, posts on that pull request only, whatever else the artifact holds", async () => {
    // Only the comparison, no pull-request.json: the number can come from nowhere but the input.
    const bare = path.join(await makeTempDir("bare-artifact-"), "comparison.json");
    await copyFile(comparisonFile, bare);
    github = await new FakeGitHub({ pulls: pulls() }).start();
    const run = await commentRun(
      "workflow_dispatch",
      { inputs: { pr: "8" } },
      { "pull-request": "8", comparison: bare },
    );
    expect(run.code).toBe(0);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/8/comments"]);
    expect(String((github.writes()[0]?.body as { body?: string } | undefined)?.body)).toMatch(/subscribe/);
  });

  it("rejects a pull-request input that is not a number", async () => {
    github = await new FakeGitHub({ pulls: pulls() }).start();
    const run = await commentRun("workflow_dispatch", {}, { "pull-request": "seven" });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::pull-request: expected a pull request number, got "seven"/);
    expect(github.writes()).toEqual([]);
  });

  it("refuses a named pull request that is not the one the artifact measured", async () => {
    github = await new FakeGitHub({ pulls: pulls() }).start();
    const run = await commentRun("workflow_dispatch", {}, { "pull-request": "8" });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(
      /::error::not commenting: the artifact was measured for pull request #7, but pull-request names #8/,
    );
    expect(github.writes()).toEqual([]);
  });

  it("refuses a workflow_run whose artifact names another pull request than the event, and posts when the event lists it", async () => {
    github = await new FakeGitHub({ pulls: pulls() }).start();
    const run = await commentRun("workflow_run", workflowRun([8]));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(
      /::error::not commenting: this workflow_run is for pull request #8, but the artifact names #7: it was not made by this run, or it was altered; nothing was posted/,
    );
    expect(github.writes()).toEqual([]);

    const listed = await commentRun("workflow_run", workflowRun([3, 7]));
    expect(listed.code).toBe(0);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/7/comments"]);
  });
});

describe("the comment names the server and links what a reviewer knows", () => {
  it("shows the pull request's head commit from the event (not the merge commit), the PR and the budget file, linked", async () => {
    const repo = await GitRepo.init("action-links-");
    const budget = { "mcp-token-budget.yml": "total: 100000\n" };
    await repo.commit("base", { "tools.json": toolsJson(BASE_TOOLS), ...budget });
    await repo.branch("feature");
    const prHead = await repo.commit("head", { "tools.json": toolsJson(HEAD_TOOLS) });
    await repo.checkout("main");
    const baseSha = await repo.commit("docs on main", { "README.md": "docs\n" });
    // What the runner checks out on pull_request: GitHub's merge commit, which no reviewer has seen.
    const merge = await repo.checkoutPullMerge(7, "main", "feature");
    expect(merge).not.toBe(prHead);
    const envFile = path.join(await makeTempDir("env-"), "server-env.json");
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: command({ repo, baseSha, headSha: prHead, envFile }), "github-token": "ghs_fake_token" },
      eventName: "pull_request",
      event: prEvent({ repo, baseSha, headSha: prHead, envFile }),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    const lines = body.split("\n");
    // The title names the server (the fixture server's serverInfo name), the change and the verdict.
    expect(lines[1]).toMatch(/^### fixture-server · \+\d+ tokens \(\+\d+\.\d%\) · ✅ budget passes$/);
    const repoUrl = "https://github.example/octo/weather";
    expect(lines[3]).toContain(`[#7](${repoUrl}/pull/7) at [${prHead.slice(0, 7)}](${repoUrl}/commit/${prHead})`);
    expect(body).toContain(`[mcp-token-budget.yml](${repoUrl}/blob/${prHead}/mcp-token-budget.yml)`);
    expect(body).not.toContain(merge.slice(0, 7));
    expect(run.summary).toContain(`[${prHead.slice(0, 7)}](${repoUrl}/commit/${prHead})`);
  });
});
