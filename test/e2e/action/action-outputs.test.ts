/**
 * The action's outputs on every path, its links in every layout, and the small things a workflow author
 * meets, through the bundled dist/index.js run as the runner runs it (INPUT_*, GITHUB_EVENT_PATH,
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) against the local API stand-in. Token figures are checked against
 * js-tiktoken (test/helpers/oracle.ts), never against the action's own numbers.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
});
const BASE = [tool("search_forecasts", "Search forecasts."), tool("list_alerts", "List active alerts.")];
const HEAD = [...BASE, tool("subscribe", "Subscribe to alerts for a region, by e-mail or webhook.")];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;
const command = `node ${FIXTURE_SERVER} --tools tools.json`;
const REPO_URL = "https://github.example/octo/weather";
/** Every output action.yml documents as set on every path. */
const ALWAYS = [
  "status",
  "verdict",
  "tokens",
  "tokens-base",
  "delta",
  "delta-percent",
  "tools",
  "badge-svg",
  "badge-json",
  "comparison-file",
];

async function pullRequest(base: Record<string, string>, head: Record<string, string>) {
  const repo = await GitRepo.init("outputs-");
  const baseSha = await repo.commit("base", base);
  await repo.branch("feature");
  const headSha = await repo.commit("head", head);
  return { repo, baseSha, headSha };
}

function prEvent(baseSha: string, headSha: string) {
  const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number: 7,
    pull_request: {
      number: 7,
      base: { ref: "main", sha: baseSha, repo: r },
      head: { ref: "feature", sha: headSha, repo: r },
    },
  };
}

const o200k = (tools: unknown[]) => oracleTotals(tools, "o200k_base").model;
const percent = (head: number, base: number) => String(Math.round(((head - base) / base) * 1000) / 10);

function expectAllSet(run: ActionRun): void {
  for (const name of ALWAYS) expect(Object.keys(run.outputs), `output ${name}`).toContain(name);
}

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("outputs on every path", () => {
  it("a pull request that grew, budget held: pass, verdict pass, plain figures as js-tiktoken counts them, badge and comparison paths", async () => {
    const s = await pullRequest(
      { "tools.json": toolsJson(BASE), "mcp-token-budget.yml": "total: 100000\n" },
      { "tools.json": toolsJson(HEAD) },
    );
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    expectAllSet(run);
    expect(run.outputs).toMatchObject({
      status: "pass",
      verdict: "pass",
      tokens: String(o200k(HEAD)),
      "tokens-base": String(o200k(BASE)),
      delta: String(o200k(HEAD) - o200k(BASE)),
      "delta-percent": percent(o200k(HEAD), o200k(BASE)),
      tools: "3",
    });
    expect(Number(run.outputs.delta)).toBeGreaterThan(0);
    const svg = run.outputs["badge-svg"] ?? "";
    expect(readFileSync(svg, "utf8")).toMatch(/^<svg /);
    expect(run.outputs["badge-json"]).toBe(svg.replace(/\.svg$/, ".json"));
    expect(JSON.parse(readFileSync(run.outputs["badge-json"] ?? "", "utf8"))).toMatchObject({ schemaVersion: 1 });
    const comparison = JSON.parse(readFileSync(run.outputs["comparison-file"] ?? "", "utf8"));
    expect(comparison.kind).toBe("mcp-token-budget/comparison");
    expect(run.outputs["comparison-path"]).toBe(run.outputs["comparison-file"]);
  });

  it("a shrink: negative delta and delta-percent; unchanged tools: status unchanged, delta 0", async () => {
    const s = await pullRequest({ "tools.json": toolsJson(HEAD) }, { "tools.json": toolsJson(BASE) });
    github = await new FakeGitHub().start();
    const event = prEvent(s.baseSha, s.headSha);
    const shrink = await runAction({
      inputs: { command, comment: "never" },
      eventName: "pull_request",
      event,
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(shrink.outputs).toMatchObject({
      status: "pass",
      verdict: "none",
      delta: String(o200k(BASE) - o200k(HEAD)),
      "delta-percent": percent(o200k(BASE), o200k(HEAD)),
      tools: "2",
    });
    expect(Number(shrink.outputs["delta-percent"])).toBeLessThan(0);

    const same = await s.repo.commit("back", { "tools.json": toolsJson(HEAD) });
    const unchanged = await runAction({
      inputs: { command, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, same),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(unchanged.outputs).toMatchObject({ status: "unchanged", delta: "0", "delta-percent": "0", tools: "3" });
  });

  it("two tools swapped: not unchanged, so comment: on-change posts, and the comment and summary name the reorder (issue 25)", async () => {
    const s = await pullRequest({ "tools.json": toolsJson(HEAD) }, { "tools.json": toolsJson([...HEAD].reverse()) });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command, "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ status: "pass", delta: "0", tools: "3" });
    const line = `tool order changed: every cached conversation re-writes ${o200k(HEAD).toLocaleString("en-US")} tokens`;
    const posted = github.writes().filter((w) => w.method === "POST");
    expect(posted).toHaveLength(1);
    expect(String((posted[0]?.body as { body?: string } | undefined)?.body)).toContain(line);
    expect(run.summary).toContain(line);
    const comparison = JSON.parse(readFileSync(run.outputs["comparison-file"] ?? "", "utf8"));
    expect(comparison.status).toBe("changed");
    expect(comparison.toolOrder.changed).toBe(true);
  });

  it("a broken budget: status fail and verdict fail, the figures still set", async () => {
    const s = await pullRequest(
      { "tools.json": toolsJson(BASE), "mcp-token-budget.yml": "total: 10\n" },
      { "tools.json": toolsJson(HEAD) },
    );
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(1);
    expectAllSet(run);
    expect(run.outputs).toMatchObject({ status: "fail", verdict: "fail", tokens: String(o200k(HEAD)) });
  });

  it("a push with a budget: no-baseline (nothing to compare with) and verdict pass, apart; no base figures", async () => {
    const repo = await GitRepo.init("outputs-push-");
    await repo.commit("main", { "tools.json": toolsJson(HEAD), "mcp-token-budget.yml": "total: 100000\n" });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expectAllSet(run);
    expect(run.outputs).toMatchObject({
      status: "no-baseline",
      verdict: "pass",
      tokens: String(o200k(HEAD)),
      "tokens-base": "",
      delta: "",
      "delta-percent": "",
      tools: "3",
    });
    expect(existsSync(run.outputs["badge-svg"] ?? "")).toBe(true);
  });

  it("an invalid budget file: status error, verdict none, every other output set and empty", async () => {
    const s = await pullRequest(
      { "tools.json": toolsJson(BASE) },
      { "tools.json": toolsJson(HEAD), "mcp-token-budget.yml": "total: lots\n" },
    );
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(1);
    expectAllSet(run);
    expect(run.outputs.status).toBe("error");
    expect(run.outputs.verdict).toBe("none");
    for (const name of ALWAYS.slice(2)) expect(run.outputs[name], name).toBe("");
    // The error state's markdown, as the comment would show it.
    expect(run.outputs["comment-body"]).toMatch(
      /^<!-- mcp-token-budget:default -->\n### ❌ mcp-token-budget: the budget file mcp-token-budget\.yml is invalid/,
    );
  });

  it("an invalid input, before anything else is read: status error", async () => {
    const repo = await GitRepo.init("outputs-input-");
    await repo.commit("main", { "tools.json": toolsJson(HEAD) });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command, comment: "sometimes" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe("error");
    expect(run.outputs.verdict).toBe("none");
  });
});

describe("config mode", () => {
  it("sets the same outputs for a configuration's servers: their sum in the first encoding, and the file comment mode reads", async () => {
    const fixture = (file: string) => ({ command: process.execPath, args: [FIXTURE_SERVER, "--tools", file] });
    const mcp = (servers: Record<string, unknown>) => `${JSON.stringify({ mcpServers: servers })}\n`;
    const other = [tool("translate", "Translate a text into another language.")];
    const s = await pullRequest(
      { "a.json": toolsJson(BASE), "b.json": toolsJson(other), ".mcp.json": mcp({ a: fixture("a.json") }) },
      { "a.json": toolsJson(HEAD), ".mcp.json": mcp({ a: fixture("a.json"), b: fixture("b.json") }) },
    );
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const head = o200k(HEAD) + o200k(other);
    expect(run.outputs).toMatchObject({
      status: "pass",
      verdict: "none",
      tokens: String(head),
      "tokens-base": String(o200k(BASE)),
      delta: String(head - o200k(BASE)),
      "delta-percent": percent(head, o200k(BASE)),
      tools: String(HEAD.length + other.length),
    });
    expect(path.basename(run.outputs["comparison-file"] ?? "")).toBe("setup-comparison.json");
    expect(existsSync(run.outputs["comparison-file"] ?? "")).toBe(true);
  });
});

describe("comment mode (the fork-safe recipe)", () => {
  const runPage = "https://github.example/octo/weather/actions/runs/1111";
  const workflowRun = (headSha: string) => ({
    action: "completed",
    workflow_run: { head_sha: headSha, pull_requests: [], html_url: runPage },
  });

  it("links the measuring run (workflow_run.html_url), not the comment job, and sets the outputs from the file", async () => {
    const s = await pullRequest({ "tools.json": toolsJson(BASE) }, { "tools.json": toolsJson(HEAD) });
    github = await new FakeGitHub().start();
    const outputDir = await makeTempDir("artifact-");
    const measured = await runAction({
      inputs: { command, "output-dir": outputDir, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(measured.code).toBe(0);
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: s.headSha } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", comparison: measured.outputs["comparison-file"] ?? "", "github-token": "t" },
      eventName: "workflow_run",
      event: workflowRun(s.headSha),
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    expect(body).toContain(`[workflow run](${runPage})`);
    // This job's own run (GITHUB_RUN_ID 4242) is not the one that measured.
    expect(body).not.toContain("/actions/runs/4242");
    expect(run.outputs).toMatchObject({
      status: "pass",
      tokens: String(o200k(HEAD)),
      delta: String(o200k(HEAD) - o200k(BASE)),
    });
  });

  it("a measuring run that failed: status error, and the error comment links the measuring run", async () => {
    const s = await pullRequest(
      { "tools.json": toolsJson(BASE) },
      { "tools.json": toolsJson(HEAD), "mcp-token-budget.yml": "total: lots\n" },
    );
    github = await new FakeGitHub().start();
    const outputDir = await makeTempDir("artifact-");
    const measured = await runAction({
      inputs: { command, "output-dir": outputDir, comment: "never" },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(measured.code).toBe(1);
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: s.headSha } } } }).start();
    const run = await runAction({
      inputs: {
        mode: "comment",
        comparison: path.join(outputDir, "default", "comparison.json"),
        "github-token": "t",
        comment: "always",
      },
      eventName: "workflow_run",
      event: workflowRun(s.headSha),
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(run.outputs.status).toBe("error");
    expect(run.outputs["comment-body"]).toContain(
      "### ❌ mcp-token-budget: the budget file mcp-token-budget.yml is invalid",
    );
    expect(run.summary).toContain(`[workflow run](${runPage})`);
    expect(run.summary).toContain("`mcp-token-budget check` reads the budget file the same way locally");
  });
});

describe("the budget-file link in every layout", () => {
  async function linkFor(
    files: Record<string, string>,
    inputs: Record<string, string>,
  ): Promise<{ link: string; body: string; summary: string; repoDir: string }> {
    // The base has the same layout with fewer tools.
    const base = Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, name.endsWith("tools.json") ? toolsJson(BASE) : text]),
    );
    const s = await pullRequest(base, files);
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command, "github-token": "t", ...inputs },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    const link = new RegExp(`\\(${REPO_URL}/blob/${s.headSha}/([^)]+)\\)`).exec(body);
    expect(link, body).not.toBeNull();
    // The same path exists at that commit: the link cannot 404.
    expect(existsSync(path.join(s.repo.dir, link?.[1] ?? "missing"))).toBe(true);
    return { link: link?.[1] ?? "", body, summary: run.summary, repoDir: s.repo.dir };
  }

  it("working-directory in a subfolder, budget file beside the server: the path from the root, once", async () => {
    const { link } = await linkFor(
      { "packages/tracker/tools.json": toolsJson(HEAD), "packages/tracker/mcp-token-budget.yml": "total: 100000\n" },
      { "working-directory": "packages/tracker" },
    );
    expect(link).toBe("packages/tracker/mcp-token-budget.yml");
  });

  it("working-directory in a subfolder, budget file at the repository root", async () => {
    const { link } = await linkFor(
      { "packages/tracker/tools.json": toolsJson(HEAD), "mcp-token-budget.yml": "total: 100000\n" },
      { "working-directory": "packages/tracker" },
    );
    expect(link).toBe("mcp-token-budget.yml");
  });

  it("a budget file given by path (relative to working-directory): shown from the root, never the runner's path", async () => {
    const { link, body, summary, repoDir } = await linkFor(
      { "packages/tracker/tools.json": toolsJson(HEAD), "budgets/strict.yml": "total: 100000\n" },
      { "working-directory": "packages/tracker", "budget-file": "../../budgets/strict.yml" },
    );
    expect(link).toBe("budgets/strict.yml");
    // The link's text too: the runner's checkout (/home/runner/work/...) means nothing to the reader.
    expect(body).toContain(`[budgets/strict.yml](${REPO_URL}/blob/`);
    for (const text of [body, summary]) {
      expect(text).not.toContain(repoDir);
      expect(text).not.toContain(path.basename(repoDir));
    }
  });
});
