/**
 * One comment for a matrix, end to end with the bundled dist/index.js run as the runner runs it: three
 * matrix jobs measure one server each (`comment: never`, each writing its folder as a job's artifact
 * would be downloaded: <dir>/<artifact>/<comment-key>/comparison.json), one of them fails; then the final
 * job runs comment mode with `comparison-files` and posts ONE comment with a row per job, the failed one
 * as a failed row, against the local stand-in for the GitHub REST API. Figures checked against js-tiktoken.
 */
import { readFileSync } from "node:fs";
import { cp, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type ActionRun, ROOT, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { badServer, FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const tool = (name: string, description: string, properties: Record<string, unknown> = { q: { type: "string" } }) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});
const ALPHA_BASE = [tool("search", "Search."), tool("get", "Get one item by id.", { id: { type: "string" } })];
const ALPHA_HEAD = [
  tool("search", "Search items by title, author, tag or date range, newest first, up to a hundred results."),
  tool("get", "Get one item by id.", { id: { type: "string" } }),
];
const BETA_BASE = [tool("translate", "Translate a text into another language, keeping its formatting and tone.")];
const BETA_HEAD = [tool("translate", "Translate a text.", { text: { type: "string" }, to: { type: "string" } })];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

const n = (value: number) => value.toLocaleString("en-US");
const signed = (value: number) => (value === 0 ? "±0" : `${value > 0 ? "+" : "−"}${n(Math.abs(value))}`);
const percent = (base: number, head: number) =>
  `${head > base ? "+" : "−"}${((Math.abs(head - base) / base) * 100).toFixed(1)}%`;

function rowOf(body: string, name: string): string[] {
  const line = body.split("\n").find((l) => l.startsWith(`| ${name} |`));
  if (!line) throw new Error(`no row for ${name} in:\n${body}`);
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());
}

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("a matrix of three jobs, one of them failed, and one comment", () => {
  let repo: GitRepo;
  let baseSha: string;
  let headSha: string;
  let legs: string;
  const jobs: Record<string, ActionRun> = {};
  let final: ActionRun;
  const event = (number = 9) => {
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    return {
      action: "synchronize",
      number,
      pull_request: {
        number,
        state: "open",
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: headSha, repo: r },
      },
      repository: r,
    };
  };

  beforeAll(async () => {
    repo = await GitRepo.init("action-matrix-");
    baseSha = await repo.commit("base", { "alpha.json": toolsJson(ALPHA_BASE), "beta.json": toolsJson(BETA_BASE) });
    await repo.branch("feature");
    headSha = await repo.commit("head", { "alpha.json": toolsJson(ALPHA_HEAD), "beta.json": toolsJson(BETA_HEAD) });
    legs = await makeTempDir("matrix-artifacts-");
    github = await new FakeGitHub().start();
    // The matrix's jobs: each measures one server and posts nothing; its output folder is its artifact.
    const leg = (server: string, command: string) =>
      runAction({
        inputs: {
          command,
          comment: "never",
          "comment-key": server,
          "output-dir": path.join(legs, `tokens-${server}`),
          "github-token": "t",
        },
        eventName: "pull_request",
        event: event(),
        cwd: repo.dir,
        apiUrl: github.url,
      });
    const [alpha, beta, broken] = await Promise.all([
      leg("alpha", `node ${FIXTURE_SERVER} --tools alpha.json`),
      leg("beta", `node ${FIXTURE_SERVER} --tools beta.json`),
      // Says what is wrong first, then 60 lines of usage: the failed row's output must keep the cause.
      leg("broken", `node ${badServer("cause-then-usage")}`),
    ]);
    Object.assign(jobs, { alpha, beta, broken });
    expect(github.writes()).toEqual([]);
    await github.stop();
    // The final job: the pull request's head is still the measured commit.
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: headSha } } } }).start();
    final = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": "t" },
      eventName: "pull_request",
      event: event(),
      cwd: repo.dir,
      apiUrl: github.url,
    });
  }, 180_000);

  it("the jobs measure, the failed one leaves failure.json, and none of them comments", () => {
    expect(jobs.alpha?.code).toBe(0);
    expect(jobs.beta?.code).toBe(0);
    expect(jobs.broken?.code).not.toBe(0);
    const failure = JSON.parse(readFileSync(path.join(legs, "tokens-broken", "broken", "failure.json"), "utf8"));
    expect(failure.kind).toBe("mcp-token-budget/failure");
  });

  it("posts one comment with a row per job, the failed job as a failed row, the figures agreeing with js-tiktoken", async () => {
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/9/comments"]);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
    await writeFile(path.join(process.env.MATRIX_COMMENT_OUT ?? legs, "matrix-comment.md"), body);

    const [ab, ah, bb, bh] = [ALPHA_BASE, ALPHA_HEAD, BETA_BASE, BETA_HEAD].map(
      (tools) => oracleTotals(tools, "o200k_base").model,
    ) as [number, number, number, number];
    // The title as a single server's: what changed, and what is wrong; the encodings' totals under it.
    expect(body.split("\n")[1]).toBe(
      `### MCP servers of 3 matrix jobs · ${signed(ah + bh - ab - bb)} tokens where known · ❌ 1 server failed`,
    );
    const cl = (tools: unknown[]) => oracleTotals(tools, "cl100k_base").model;
    expect(body.split("\n")[3]).toMatch(
      new RegExp(
        `^o200k\\\\_base ${n(ab + bb)} → ${n(ah + bh)} · cl100k\\\\_base ${n(cl(ALPHA_BASE) + cl(BETA_BASE))} → ${n(cl(ALPHA_HEAD) + cl(BETA_HEAD))} · 3 servers \\(1 failed\\)`,
      ),
    );
    expect(rowOf(body, "alpha")).toEqual(["alpha", "2", n(ab), n(ah), signed(ah - ab), percent(ab, ah), "changed"]);
    expect(rowOf(body, "beta")).toEqual(["beta", "1", n(bb), n(bh), signed(bh - bb), percent(bb, bh), "changed"]);
    const broken = rowOf(body, "broken");
    expect(broken.slice(1, 6)).toEqual(["", "", "", "", ""]);
    expect(broken[6]).toMatch(/^❌ failed: the MCP server did not start or did not list its tools: .+/);
    // What the failed job's server printed (failure.json's detail), folded under the table: cause first, the
    // lines left out counted, the usage's end.
    const printed = body.slice(body.indexOf("<details><summary>What the failed one printed"));
    expect(printed).toMatch(
      /^<details><summary>What the failed one printed[^\n]*<\/summary>\n\n\*\*broken\*\*\n\n {4}Error: unknown flag: --kubeconfig-path/,
    );
    expect(printed).toMatch(/\n {4}… \d+ lines left out …\n/);
    expect(printed).toContain('--option-55 string   what option 55 sets (default "value55")');
    expect(rowOf(body, "**Total** (incomplete: 2 of 3 servers measured)").slice(1, 5)).toEqual([
      "3",
      n(ab + bb),
      n(ah + bh),
      signed(ah + bh - ab - bb),
    ]);
    // Each job's own comment, folded; the pull request and its head linked as config mode links them.
    expect(body).toContain(`<details><summary>alpha: ${signed(ah - ab)} tokens</summary>`);
    expect(body).toContain(`<details><summary>beta: ${signed(bh - bb)} tokens</summary>`);
    expect(body).toContain(
      `3 servers (1 failed) · 3 tools at head · [#9](https://github.example/octo/weather/pull/9) at [${headSha.slice(0, 7)}](https://github.example/octo/weather/commit/${headSha})`,
    );
    expect(final.summary).toContain("| broken |");
  });

  it("fails the step, naming the job that failed, and writes the matrix's setup comparison", () => {
    expect(final.code).not.toBe(0);
    expect(final.stdout).toMatch(/::error::1 of 3 servers could not be measured:%0A- broken: /);
    expect(final.outputs.status).toBe("fail");
    // The verdict agrees with the red step: a job that could not be measured is no pass (nor "none").
    expect(final.outputs.verdict).toBe("fail");
    const setup = JSON.parse(readFileSync(final.outputs["comparison-path"] ?? "", "utf8"));
    expect(setup.servers.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      "alpha:compared",
      "beta:compared",
      "broken:failed",
    ]);
  });

  it("on a push, where no pull request vouches, writes the job summary and posts nothing", async () => {
    await github.stop();
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": "t" },
      eventName: "push",
      event: { ref: "refs/heads/main", after: headSha, repository: { full_name: "octo/weather" } },
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(github.writes()).toEqual([]);
    expect(run.stdout).toContain("a push event: no pull request to comment on");
    expect(run.summary).toMatch(/^### MCP servers of 3 matrix jobs · /);
    expect(run.summary).toContain("| alpha |");
  });

  it("posts nothing when the pull request's head has moved on since the jobs measured it", async () => {
    await github.stop();
    const newer = "f".repeat(40);
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: newer } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": "t" },
      eventName: "pull_request",
      event: event(),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(github.writes()).toEqual([]);
    expect(run.stdout).toMatch(
      new RegExp(
        `not commenting: pull request #9 has head ${newer.slice(0, 7)}, but the comparison was made for ${headSha.slice(0, 7)}`,
      ),
    );
    // The job summary still carries the matrix's table.
    expect(run.summary).toContain("| alpha |");
  });

  it.each<[string, { number: number; headSha?: string }]>([
    ["another pull request", { number: 10 }],
    ["another commit of the same pull request", { number: 9, headSha: "e".repeat(40) }],
  ])("refuses a job of %s's run, and posts nothing", async (_what, stray) => {
    const other = await makeTempDir("matrix-mixed-");
    const alpha = path.join(legs, "tokens-alpha", "alpha");
    const copy = path.join(other, "tokens-alpha", "alpha");
    await cp(alpha, copy, { recursive: true });
    const strayDir = path.join(other, "tokens-stray", "stray");
    await cp(alpha, strayDir, { recursive: true });
    await writeFile(path.join(strayDir, "pull-request.json"), `${JSON.stringify({ headSha, ...stray })}\n`);
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: headSha } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", "comparison-files": `${other}/tokens-*`, "github-token": "t" },
      eventName: "pull_request",
      event: event(),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/not commenting: the matrix's jobs measured different pull requests or commits/);
    expect(github.writes()).toEqual([]);
  });
});

describe("docs/matrix.md", () => {
  type Step = { uses?: string; if?: string; with?: Record<string, string> };
  type Job = { needs?: string; if?: string; steps: Step[]; strategy?: { "fail-fast"?: boolean } };
  const doc = readFileSync(path.join(ROOT, "docs", "matrix.md"), "utf8");
  const workflow = parse(doc.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? "") as { jobs: Record<string, Job> };
  const action = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, unknown> };
  const ours = (job: Job | undefined) => job?.steps.find((s) => s.uses?.startsWith("mcp-token-budget/")) ?? {};
  const step = (job: Job | undefined, uses: string) => job?.steps.find((s) => s.uses?.startsWith(uses)) ?? {};

  it("uses only inputs the action has", () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const name of Object.keys(ours(job).with ?? {})) expect(Object.keys(action.inputs)).toContain(name);
    }
  });

  it("lays the artifacts out as the test above does: <download path>/<artifact>/<comment-key>/comparison.json", () => {
    const { measure, comment } = workflow.jobs;
    const leg = ours(measure).with ?? {};
    expect(leg.comment).toBe("never");
    const server = ["$", "{{ matrix.server }}"].join("");
    expect(leg["comment-key"]).toBe(server);
    expect(measure?.strategy?.["fail-fast"]).toBe(false);
    const upload = step(measure, "actions/upload-artifact");
    expect(upload.if).toBe("always()");
    expect(upload.with?.path).toBe(`${leg["output-dir"]}/`);
    const download = step(comment, "actions/download-artifact");
    expect(comment?.needs).toBe("measure");
    expect(comment?.if).toBe("always()");
    expect(download.with?.["merge-multiple"]).toBeUndefined();
    expect(upload.with?.name?.replace(server, "*")).toBe(download.with?.pattern);
    expect(ours(comment).with).toEqual({ mode: "comment", "comparison-files": download.with?.path });
  });
});
