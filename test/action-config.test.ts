/**
 * The action with `config:` end to end: the bundled dist/index.js, run as the Actions runner runs it, in a
 * real git repository whose .mcp.json holds several servers (the fixture server with its own tools file
 * each), against the local stand-in for the GitHub REST API. One comment with a row per server; the
 * figures checked against js-tiktoken; per-server budgets; comment mode posting from the artifact.
 */
import { readFileSync } from "node:fs";
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "./helpers/action-runner.js";
import { FakeGitHub } from "./helpers/fake-github.js";
import { FIXTURE_SERVER } from "./helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "./helpers/git-repo.js";
import { oracleTotals } from "./helpers/oracle.js";

const tool = (name: string, description: string, properties: Record<string, unknown> = { q: { type: "string" } }) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});
const ALPHA_BASE = [tool("search", "Search."), tool("get", "Get one item by id.", { id: { type: "string" } })];
const ALPHA_HEAD = [
  tool("search", "Search items by title, author, tag or date range, newest first, up to a hundred results."),
  tool("get", "Get one item by id.", { id: { type: "string" } }),
  tool("subscribe", "Subscribe to changes.", { topic: { type: "string" }, email: { type: "string" } }),
];
const BETA = [tool("translate", "Translate a text.", { text: { type: "string" }, to: { type: "string" } })];
const GONE = [tool("old_tool", "A tool of a server the configuration no longer lists.")];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

const fixture = (toolsFile: string) => ({ command: process.execPath, args: [FIXTURE_SERVER, "--tools", toolsFile] });
const config = (servers: Record<string, unknown>) => `${JSON.stringify({ mcpServers: servers }, null, 2)}\n`;

interface Scenario {
  repo: GitRepo;
  baseSha: string;
  headSha: string;
}

/** Base: alpha and gone. Head: alpha changed, beta added, broken (fails to start); gone removed. */
async function scenario(extraHead: Record<string, string> = {}): Promise<Scenario> {
  const repo = await GitRepo.init("action-config-");
  const baseSha = await repo.commit("base", {
    "alpha.json": toolsJson(ALPHA_BASE),
    "gone.json": toolsJson(GONE),
    ".mcp.json": config({ alpha: fixture("alpha.json"), gone: fixture("gone.json") }),
  });
  await repo.branch("feature");
  await repo.git("rm", "-q", "gone.json");
  const headSha = await repo.commit("head", {
    "alpha.json": toolsJson(ALPHA_HEAD),
    "beta.json": toolsJson(BETA),
    ".mcp.json": config({
      alpha: fixture("alpha.json"),
      beta: fixture("beta.json"),
      broken: { command: process.execPath, args: ["no-such-server.js"] },
    }),
    ...extraHead,
  });
  return { repo, baseSha, headSha };
}

function prEvent(s: Scenario, number = 9) {
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

const bodyOf = (github: FakeGitHub, i = 0) =>
  String((github.writes()[i]?.body as { body?: string } | undefined)?.body ?? "");
const n = (value: number) => value.toLocaleString("en-US");
const signed = (value: number) => (value === 0 ? "±0" : `${value > 0 ? "+" : "−"}${n(Math.abs(value))}`);
/** The row of a markdown table whose first cell is `name`, as its cells. */
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

describe("config: every server of .mcp.json on a pull request", () => {
  let s: Scenario;
  let run: Awaited<ReturnType<typeof runAction>>;
  beforeAll(async () => {
    s = await scenario();
    github = await new FakeGitHub().start();
    run = await runAction({
      inputs: { config: ".mcp.json", "github-token": "t", jobs: "2" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
  }, 120_000);

  it("posts one comment with a row per server, the failed one with its error, and the total marked incomplete", () => {
    const writes = github.writes();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/9/comments"]);
    const body = bodyOf(github);
    expect(body.startsWith("<!-- mcp-token-budget:default -->\n")).toBe(true);
    expect(body.length).toBeLessThanOrEqual(65_536);

    const [alphaBase, alphaHead, beta, gone] = [ALPHA_BASE, ALPHA_HEAD, BETA, GONE].map(
      (tools) => oracleTotals(tools, "o200k_base").model,
    ) as [number, number, number, number];
    expect(rowOf(body, "alpha")).toEqual([
      "alpha",
      "2 → 3",
      n(alphaBase),
      n(alphaHead),
      signed(alphaHead - alphaBase),
      `+${(((alphaHead - alphaBase) / alphaBase) * 100).toFixed(1)}%`,
      "changed",
    ]);
    expect(rowOf(body, "beta")).toEqual(["beta", "1", "—", n(beta), signed(beta), "new", "new"]);
    expect(rowOf(body, "gone")).toEqual(["gone", "1 → 0", n(gone), "0", signed(-gone), "−100%", "removed"]);
    const broken = rowOf(body, "broken");
    expect(broken.slice(1, 6)).toEqual(["", "", "", "", ""]);
    expect(broken[6]).toMatch(/^❌ failed: .*no-such-server\.js/);
    const total = rowOf(body, "**Total** (incomplete: 2 of 4 servers measured)");
    expect(total.slice(1)).toEqual([
      "4",
      n(alphaBase + gone),
      n(alphaHead + beta),
      signed(alphaHead + beta - alphaBase - gone),
      "",
      "incomplete",
    ]);
    expect(body).toMatch(/2 of 4 servers measured, 1 failed: the totals leave it out and are incomplete\./);

    // Each measured server's own comparison, folded.
    expect(body).toContain(`<details><summary>alpha: ${signed(alphaHead - alphaBase)} tokens</summary>`);
    expect(body).toMatch(/<details><summary>beta: new<\/summary>/);
    const alphaDetails = body.slice(body.indexOf("<details><summary>alpha"));
    expect(alphaDetails).toMatch(/subscribe/);
    expect(body).not.toMatch(/<details><summary>broken/);
  });

  it("fails the step after publishing, naming the server that failed", () => {
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::1 of 4 servers could not be measured:%0A- broken: /);
    expect(run.outputs.status).toBe("fail");
    expect(run.summary).toMatch(/\| broken \|/);
  });

  it("writes a comparison per server and setup-comparison.json whose totals agree with js-tiktoken", () => {
    const file = run.outputs["comparison-path"] ?? "";
    expect(path.basename(file)).toBe("setup-comparison.json");
    const setup = JSON.parse(readFileSync(file, "utf8"));
    expect(setup.kind).toBe("mcp-token-budget/setup-comparison");
    expect(setup.servers.map((x: { name: string; status: string }) => `${x.name}:${x.status}`)).toEqual([
      "alpha:compared",
      "beta:new",
      "broken:failed",
      "gone:removed",
    ]);
    expect(setup.base.sha).toBe(s.baseSha);
    expect(setup.head.sha).toBe(s.headSha);
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      const [ab, ah, b, g] = [ALPHA_BASE, ALPHA_HEAD, BETA, GONE].map((t) => oracleTotals(t, encoding));
      const sum = (...xs: { model: number; raw: number }[]) => ({
        model: xs.reduce((a, x) => a + x.model, 0),
        raw: xs.reduce((a, x) => a + x.raw, 0),
      });
      const base = sum(ab as never, g as never);
      const head = sum(ah as never, b as never);
      expect(setup.totals[encoding]).toEqual({
        base,
        head,
        delta: { model: head.model - base.model, raw: head.raw - base.raw },
      });
      expect(JSON.parse(run.outputs["total-tokens"] ?? "{}")[encoding]).toEqual(head);
    }
    const dir = path.dirname(file);
    const alpha = JSON.parse(readFileSync(path.join(dir, "alpha", "comparison.json"), "utf8"));
    expect(alpha.totals.o200k_base.base).toEqual(oracleTotals(ALPHA_BASE, "o200k_base"));
    expect(alpha.totals.o200k_base.head).toEqual(oracleTotals(ALPHA_HEAD, "o200k_base"));
    const beta = JSON.parse(readFileSync(path.join(dir, "beta", "report.json"), "utf8"));
    expect(beta.totals.o200k_base).toEqual(oracleTotals(BETA, "o200k_base"));
  });

  it("in comment mode, posts the same comment from setup-comparison.json alone, and refuses an edited one", async () => {
    const file = run.outputs["comparison-path"] ?? "";
    const artifact = await makeTempDir("setup-artifact-");
    await copyFile(file, path.join(artifact, "setup-comparison.json"));
    await copyFile(path.join(path.dirname(file), "pull-request.json"), path.join(artifact, "pull-request.json"));
    const measured = bodyOf(github);
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: s.headSha } } } }).start();
    const commentRun = (comparison: string) =>
      runAction({
        inputs: { mode: "comment", comparison, "github-token": "t" },
        eventName: "workflow_run",
        event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [{ number: 9 }] } },
        cwd: artifact,
        apiUrl: github.url,
      });
    const posted = await commentRun(path.join(artifact, "setup-comparison.json"));
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/9/comments"]);
    // The run link differs between the two runs' footers only if the run URL did; here both are the same run id.
    expect(bodyOf(github)).toBe(measured);
    expect(posted.code).not.toBe(0);

    // A setup comparison whose total was edited is refused before anything is posted.
    const edited = JSON.parse(readFileSync(file, "utf8"));
    edited.totals.o200k_base.head.model -= 100;
    const forged = path.join(await makeTempDir("forged-"), "setup-comparison.json");
    await writeFile(forged, JSON.stringify(edited));
    await copyFile(path.join(artifact, "pull-request.json"), path.join(path.dirname(forged), "pull-request.json"));
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: s.headSha } } } }).start();
    const refused = await commentRun(forged);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(
      /not a valid setup comparison: setup\.totals\.o200k_base\.head\.model is \d+, but its servers add up to \d+/,
    );
    expect(github.writes()).toEqual([]);
  });
});

describe("config: picking servers and per-server budgets", () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario();
  });

  it("servers: picks the named servers only, and a run without failures passes", async () => {
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", servers: "alpha", "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    const body = bodyOf(github);
    expect(rowOf(body, "alpha")[0]).toBe("alpha");
    expect(body).not.toMatch(/\| (beta|broken|gone) \|/);
    const alphaBase = oracleTotals(ALPHA_BASE, "o200k_base").model;
    const alphaHead = oracleTotals(ALPHA_HEAD, "o200k_base").model;
    expect(rowOf(body, "**Total**").slice(2, 5)).toEqual([n(alphaBase), n(alphaHead), signed(alphaHead - alphaBase)]);
    expect(run.outputs.status).toBe("pass");
  });

  it("checks each server against its own limits over the top level's, and names a server the file lacks", async () => {
    const alphaHead = oracleTotals(ALPHA_HEAD, "o200k_base").model;
    const beta = oracleTotals(BETA, "o200k_base").model;
    const budget = [
      `total: ${alphaHead + 1000}`,
      "servers:",
      "  alpha:",
      `    total: ${alphaHead - 1}`,
      "  betta:",
      "    maxTools: 1",
      "",
    ].join("\n");
    const t = await scenario({ "mcp-token-budget.yml": budget });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", servers: "alpha, beta", "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(t),
      cwd: t.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.outputs.status).toBe("fail");
    const body = bodyOf(github);
    expect(rowOf(body, "alpha")[6]).toBe("changed · ❌ 1 rule broken");
    expect(rowOf(body, "beta")[6]).toBe("new · ✅ within budget");
    expect(body).toMatch(/Budget mcp-token-budget\.yml: ❌ alpha breaks its limits/);
    expect(body).toMatch(
      /servers\.betta: the configuration has no server named "betta", so its limits were not checked; did you mean "beta"\?/,
    );
    expect(run.stdout).toMatch(
      new RegExp(
        `::error::the token budget is broken \\(1 rule\\):%0A- alpha: total: ${n(alphaHead)} tokens \\(o200k_base, model view\\) exceeds the limit of ${n(alphaHead - 1)} by 1`,
      ),
    );
    // beta is held to the top level's total.
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    const betaVerdict = setup.servers.find((x: { name: string }) => x.name === "beta").comparison.verdict;
    expect(
      betaVerdict.results.map((r: { rule: string; limit: number; actual: number }) => [r.rule, r.limit, r.actual]),
    ).toContainEqual(["total", alphaHead + 1000, beta]);
  });

  it("passes when every server is within its limits", async () => {
    const alphaHead = oracleTotals(ALPHA_HEAD, "o200k_base").model;
    const budget = `total: 10\nservers:\n  alpha:\n    total: ${alphaHead}\n    maxTools: 3\n`;
    const t = await scenario({ "mcp-token-budget.yml": budget });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", servers: "alpha", "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(t),
      cwd: t.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expect(rowOf(bodyOf(github), "alpha")[6]).toBe("changed · ✅ within budget");
    expect(bodyOf(github)).toMatch(/Budget mcp-token-budget\.yml: ✅ every measured server is within its limits\./);
  });
});
