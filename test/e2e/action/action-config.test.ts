/**
 * The action with `config:` end to end: the bundled dist/index.js, run as the Actions runner runs it, in a
 * real git repository whose .mcp.json holds several servers (the fixture server with its own tools file
 * each), against the local stand-in for the GitHub REST API. One comment with a row per server; the
 * figures checked against js-tiktoken; per-server budgets; comment mode posting from the artifact.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { copyFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ClientEntry } from "../../../src/core/clients/count.js";
import type { Report } from "../../../src/core/report.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
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
  tool("subscribe", "Subscribe to changes.", { topic: { type: "string" }, email: { type: "string" } }),
];
const BETA = [tool("translate", "Translate a text.", { text: { type: "string" }, to: { type: "string" } })];
const GONE = [tool("old_tool", "A tool of a server the configuration no longer lists.")];
const SETUP_COMPARISON = "setup-comparison.json";
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
      "2\u00a0→\u00a03",
      n(alphaBase),
      n(alphaHead),
      signed(alphaHead - alphaBase),
      `+${(((alphaHead - alphaBase) / alphaBase) * 100).toFixed(1)}%`,
      "changed",
    ]);
    expect(rowOf(body, "beta")).toEqual(["beta", "1", "—", n(beta), signed(beta), "new", "new"]);
    expect(rowOf(body, "gone")).toEqual(["gone", "1\u00a0→\u00a00", n(gone), "0", signed(-gone), "−100%", "removed"]);
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

  it("links the pull request at its head commit and the base commit, as a single server's comment does", () => {
    const body = bodyOf(github);
    const repo = "https://github.example/octo/weather";
    expect(body).toContain(
      `4 servers (1 new, 1 removed, 1 failed) · 4 tools at head · [#9](${repo}/pull/9) at [${s.headSha.slice(0, 7)}](${repo}/commit/${s.headSha}) · base [${s.baseSha.slice(0, 7)}](${repo}/commit/${s.baseSha}) (main)`,
    );
  });

  it("writes the configuration's badge: every measured server's tools and tokens at head, marked incomplete", () => {
    const svg = run.outputs["badge-svg"] ?? "";
    const json = JSON.parse(readFileSync(run.outputs["badge-json"] ?? "", "utf8"));
    const head = [ALPHA_HEAD, BETA].reduce((sum, tools) => sum + oracleTotals(tools, "o200k_base").model, 0);
    expect(path.dirname(svg)).toBe(path.dirname(run.outputs["comparison-path"] ?? ""));
    expect(json).toEqual({
      schemaVersion: 1,
      label: "MCP tools",
      message: `4 tools · ${n(head)} tokens (incomplete)`,
      color: "blue",
    });
    expect(readFileSync(svg, "utf8")).toContain(`>4 tools · ${n(head)} tokens (incomplete)</text>`);
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

  it("says what Claude Code (the file's client) sends with the servers at head, as measure --config does", async () => {
    // The CLI's config mode on the same file at head: the independent path the action's figures must equal.
    const cli = await runCliJson<{ clients: Record<string, { servers: string[]; request: ClientEntry }> }>(
      ["measure", "--config", ".mcp.json", "--format", "json"],
      s.repo.dir,
    );
    const claude = cli.json.clients["claude-code"];
    expect(claude?.servers).toEqual(["alpha", "beta"]);
    const t = claude?.request.tokens.o200k_base;
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(setup.clients["claude-code"].servers).toEqual(["alpha", "beta"]);
    expect(setup.clients["claude-code"].request.tokens).toEqual(claude?.request.tokens);
    expect(JSON.parse(run.outputs["client-tokens"] ?? "{}")).toEqual({
      "claude-code": Object.fromEntries(
        Object.entries(claude?.request.tokens ?? {}).map(([e, x]) => [
          e,
          { upFront: x.upFront, allLoaded: x.allLoaded },
        ]),
      ),
    });
    // As GitHub shows it: one list item per client, under its lead line.
    const html = await marked.parse(bodyOf(github));
    // Deferred: the first use of one of its tools (docs/clients.md, the deferral bill) follows the figures.
    const use = t?.firstUse;
    expect(use).toBeDefined();
    const more = use?.costsMore
      ? ` (deferral likely costs more than it saves if its tools are used on most turns: loading them all adds ${n((t?.allLoaded ?? 0) - (t?.upFront ?? 0))} a request)`
      : "";
    expect(html).toContain(
      `<li>Claude Code 2.1.328: ${n(t?.upFront ?? -1)} up front (names only), ${n(t?.allLoaded ?? -1)} when loaded, + its own ${n(t?.clientBase ?? -1)} (o200k_base); first use of a tool: +${n(use?.median ?? -1)} tokens, one extra round of ${n(use?.round ?? -1)}${more} · from base: `,
    );
  });

  it("shows Claude Code's request base -> head with the change, the base as measure --config gives it at the base commit", async () => {
    // The base commit's files, apart from the repository: measure --config there is the independent oracle.
    const baseDir = await makeTempDir("action-config-base-");
    const tar = path.join(baseDir, "base.tar");
    await s.repo.git("archive", "-o", tar, s.baseSha);
    execFileSync("tar", ["-xf", tar, "-C", baseDir]);
    const [atBase, atHead] = await Promise.all(
      [baseDir, s.repo.dir].map((dir) =>
        runCliJson<{ clients: Record<string, { servers: string[]; request: ClientEntry }> }>(
          ["measure", "--config", ".mcp.json", "--format", "json"],
          dir,
        ),
      ),
    );
    // At base Claude Code's request holds alpha (as it was) and gone; at head alpha and beta.
    expect(atBase?.json.clients["claude-code"]?.servers).toEqual(["alpha", "gone"]);
    const b = atBase?.json.clients["claude-code"]?.request.tokens.o200k_base;
    const h = atHead?.json.clients["claude-code"]?.request.tokens.o200k_base;
    expect(b && h && b.allLoaded !== h.allLoaded).toBe(true);
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(setup.clients["claude-code"].base.request.tokens).toEqual(
      atBase?.json.clients["claude-code"]?.request.tokens,
    );
    const sign = (d: number) => (d === 0 ? "±0" : d > 0 ? `+${n(d)}` : `−${n(-d)}`);
    const html = await marked.parse(bodyOf(github));
    expect(html).toContain(
      ` · from base: ${n(b?.upFront ?? -1)} → ${n(h?.upFront ?? -1)} up front (${sign((h?.upFront ?? 0) - (b?.upFront ?? 0))}), ` +
        `${n(b?.allLoaded ?? -1)} → ${n(h?.allLoaded ?? -1)} when loaded (${sign((h?.allLoaded ?? 0) - (b?.allLoaded ?? 0))}) · servers: alpha, beta</li>`,
    );
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
    // The same words and count as alpha's own comment, folded below.
    expect(rowOf(body, "alpha")[6]).toBe("changed · ❌ 1 budget rule broken");
    expect(rowOf(body, "beta")[6]).toBe("new · ✅ budget passes");
    const budgetUrl = `https://github.example/octo/weather/blob/${t.headSha}/mcp-token-budget.yml`;
    expect(body).toContain(
      `Budget [mcp-token-budget.yml](${budgetUrl}): ❌ alpha breaks 1 rule (see its details below).`,
    );
    const alphaDetails = body.slice(body.indexOf("<details><summary>alpha"), body.indexOf("<details><summary>beta"));
    expect(alphaDetails).toContain(" · ❌ 1 budget rule broken");
    expect(alphaDetails).toContain(`❌ **Budget** · 1 of 1 rule broken · [mcp-token-budget.yml](${budgetUrl})`);
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
    // At its limits exactly: passing, and near (as alpha's own comment says too).
    expect(rowOf(bodyOf(github), "alpha")[6]).toBe("changed · ⚠️ budget passes, 2 rules near the limit");
    expect(bodyOf(github)).toContain("⚠️ **Budget** · all 2 rules pass, 2 within 10% of their limit");
    expect(bodyOf(github)).toContain(
      `Budget [mcp-token-budget.yml](https://github.example/octo/weather/blob/${t.headSha}/mcp-token-budget.yml): ✅ every measured server is within its limits.`,
    );
  });
});

describe("config in a subfolder of a monorepo", () => {
  it("links the budget file by its path from the repository root, found in working-directory or named", async () => {
    const repo = await GitRepo.init("action-config-monorepo-");
    const alphaHead = oracleTotals(ALPHA_HEAD, "o200k_base").model;
    const files = (tools: unknown[]) => ({
      "packages/tools/alpha.json": toolsJson(tools),
      "packages/tools/.mcp.json": config({ alpha: fixture("alpha.json") }),
      "packages/tools/mcp-token-budget.yml": `total: ${alphaHead + 100}\n`,
      "packages/tools/budgets/strict.yml": `total: ${alphaHead - 1}\n`,
    });
    const baseSha = await repo.commit("base", files(ALPHA_BASE));
    await repo.branch("feature");
    const headSha = await repo.commit("head", files(ALPHA_HEAD));
    const runIn = async (inputs: Record<string, string>) => {
      github = await new FakeGitHub().start();
      const run = await runAction({
        inputs: { config: ".mcp.json", "working-directory": "packages/tools", "github-token": "t", ...inputs },
        eventName: "pull_request",
        event: prEvent({ repo, baseSha, headSha }),
        cwd: repo.dir,
        apiUrl: github.url,
      });
      const body = bodyOf(github);
      await github.stop();
      return { run, body };
    };
    const blob = `https://github.example/octo/weather/blob/${headSha}`;
    const found = await runIn({});
    expect(found.run.code).toBe(0);
    expect(found.body).toContain(
      // A found file is named from the repository root; one the input names, as the input names it.
      `Budget [packages/tools/mcp-token-budget.yml](${blob}/packages/tools/mcp-token-budget.yml): ✅ every measured server is within its limits.`,
    );
    const named = await runIn({ "budget-file": "budgets/strict.yml" });
    expect(named.run.code).not.toBe(0);
    expect(named.body).toContain(
      `Budget [budgets/strict.yml](${blob}/packages/tools/budgets/strict.yml): ❌ alpha breaks 1 rule`,
    );
    // The same link in alpha's own comment, folded below.
    expect(named.body).toContain(
      `❌ **Budget** · 1 of 1 rule broken · [budgets/strict.yml](${blob}/packages/tools/budgets/strict.yml)`,
    );
  }, 120_000);
});

describe("config with build: one build per side, every server measured from what the build wrote", () => {
  // The servers read build/tools-*.json, which only the build writes (copied from src/): without the build at
  // head and in the base worktree, no server could start. Each run appends a line to a log outside the repo.
  const BUILD = [
    'import { appendFileSync, cpSync, mkdirSync, readdirSync } from "node:fs";',
    "const seen = { cwd: process.cwd(), token: process.env.GITHUB_TOKEN ?? null, input: process.env['INPUT_GITHUB-TOKEN'] ?? null };",
    'appendFileSync(process.argv[2], JSON.stringify(seen) + "\\n");',
    'mkdirSync("build", { recursive: true });',
    'for (const f of readdirSync("src")) if (/^tools-.*\\.json$/.test(f)) cpSync("src/" + f, "build/" + f);',
    "",
  ].join("\n");
  const failingBuild = (output: string, code: number) =>
    [
      'import { appendFileSync } from "node:fs";',
      'appendFileSync(process.argv[2], JSON.stringify({ cwd: process.cwd() }) + "\\n");',
      `process.stderr.write(${JSON.stringify(`${output}\n`)});`,
      `process.exit(${code});`,
      "",
    ].join("\n");
  const built = (name: string) => ({
    command: process.execPath,
    args: [FIXTURE_SERVER, "--tools", `build/tools-${name}.json`],
  });
  const SECRET = "ghs_buildMustNotSeeThis0123456789";

  /** Base: alpha, beta, gone. Head: alpha and beta changed, fresh added, gone removed. */
  async function builtScenario(builds: { base?: string; head?: string } = {}) {
    const repo = await GitRepo.init("action-config-build-");
    const baseSha = await repo.commit("base", {
      ".gitignore": "build/\n",
      "build.mjs": builds.base ?? BUILD,
      "src/tools-alpha.json": toolsJson(ALPHA_BASE),
      "src/tools-beta.json": toolsJson([tool("translate", "Translate.")]),
      "src/tools-gone.json": toolsJson(GONE),
      ".mcp.json": config({ alpha: built("alpha"), beta: built("beta"), gone: built("gone") }),
    });
    await repo.branch("feature");
    await repo.git("rm", "-q", "src/tools-gone.json");
    const headSha = await repo.commit("head", {
      "build.mjs": builds.head ?? BUILD,
      "src/tools-alpha.json": toolsJson(ALPHA_HEAD),
      "src/tools-beta.json": toolsJson(BETA),
      "src/tools-fresh.json": toolsJson([tool("fresh", "A new server's only tool.")]),
      ".mcp.json": config({ alpha: built("alpha"), beta: built("beta"), fresh: built("fresh") }),
    });
    const log = path.join(await makeTempDir("build-log-"), "builds.log");
    return { repo, baseSha, headSha, log };
  }
  const runBuilt = (s: Awaited<ReturnType<typeof builtScenario>>, inputs: Record<string, string> = {}) =>
    runAction({
      inputs: { config: ".mcp.json", build: `node build.mjs ${s.log}`, jobs: "2", "github-token": "t", ...inputs },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
      env: { GITHUB_TOKEN: SECRET },
    });
  /** Who built: the head checkout itself, or elsewhere (the base worktree). */
  const buildsOf = (s: { repo: GitRepo; log: string }) => {
    const lines = readFileSync(s.log, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const head = realpathSync(s.repo.dir);
    return {
      lines,
      atHead: lines.filter((l) => l.cwd === head).length,
      elsewhere: lines.filter((l) => l.cwd !== head && !l.cwd.startsWith(`${head}${path.sep}`)).length,
    };
  };
  const worktrees = async (repo: GitRepo) =>
    (await repo.git("worktree", "list", "--porcelain")).split("\n").filter((l) => l.startsWith("worktree "));

  it("builds once at head and once at base, and every server's figures on both sides agree with js-tiktoken", async () => {
    const s = await builtScenario();
    github = await new FakeGitHub().start();
    const run = await runBuilt(s);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);

    const builds = buildsOf(s);
    expect(builds.lines).toHaveLength(2);
    expect([builds.atHead, builds.elsewhere]).toEqual([1, 1]);
    // The build gets the filtered environment: no token of the job.
    expect(builds.lines.map((l) => [l.token, l.input])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(await worktrees(s.repo)).toHaveLength(1);

    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(setup.servers.map((x: { name: string; status: string }) => `${x.name}:${x.status}`)).toEqual([
      "alpha:compared",
      "beta:compared",
      "fresh:new",
      "gone:removed",
    ]);
    const byName = (name: string) => setup.servers.find((x: { name: string }) => x.name === name);
    const BETA_BASE = [tool("translate", "Translate.")];
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      expect(byName("alpha").comparison.totals[encoding].base).toEqual(oracleTotals(ALPHA_BASE, encoding));
      expect(byName("alpha").comparison.totals[encoding].head).toEqual(oracleTotals(ALPHA_HEAD, encoding));
      expect(byName("beta").comparison.totals[encoding].base).toEqual(oracleTotals(BETA_BASE, encoding));
      expect(byName("beta").comparison.totals[encoding].head).toEqual(oracleTotals(BETA, encoding));
      expect(byName("gone").base.totals[encoding]).toEqual(oracleTotals(GONE, encoding));
    }
    expect(byName("alpha").comparison.base.sha).toBe(s.baseSha);

    const body = bodyOf(github);
    const [ab, ah, bb, bh] = [ALPHA_BASE, ALPHA_HEAD, BETA_BASE, BETA].map((t) => oracleTotals(t, "o200k_base").model);
    expect(rowOf(body, "alpha").slice(1, 5)).toEqual([
      "2\u00a0→\u00a03",
      n(ab as number),
      n(ah as number),
      signed((ah as number) - (ab as number)),
    ]);
    expect(rowOf(body, "beta").slice(1, 5)).toEqual([
      "1",
      n(bb as number),
      n(bh as number),
      signed((bh as number) - (bb as number)),
    ]);
    expect(rowOf(body, "gone").slice(1, 3)).toEqual(["1\u00a0→\u00a00", n(oracleTotals(GONE, "o200k_base").model)]);
    expect(run.stdout).toMatch(/building the head once for 3 servers/);
    // Claude Code's request at base (alpha, beta and gone as built there) beside its request at head.
    const claude = setup.clients["claude-code"];
    const [b, h] = [claude.base.request.tokens.o200k_base, claude.request.tokens.o200k_base];
    expect(b.allLoaded).not.toBe(h.allLoaded);
    expect(await marked.parse(body)).toContain(
      `from base: ${n(b.upFront)} → ${n(h.upFront)} up front (${signed(h.upFront - b.upFront)}), ${n(b.allLoaded)} → ${n(h.allLoaded)} when loaded (${signed(h.allLoaded - b.allLoaded)}) · servers: alpha, beta, fresh`,
    );
  }, 120_000);

  it("with cache-dir, a second run takes every base report from the cache: no base checkout, no base build", async () => {
    const s = await builtScenario();
    const cacheDir = await makeTempDir("config-build-cache-");
    github = await new FakeGitHub().start();
    const first = await runBuilt(s, { "cache-dir": cacheDir });
    expect(first.code).toBe(0);
    expect(buildsOf(s).elsewhere).toBe(1);
    await github.stop();
    github = await new FakeGitHub().start();
    const second = await runBuilt(s, { "cache-dir": cacheDir });
    expect(second.code).toBe(0);
    const builds = buildsOf(s);
    expect([builds.lines.length, builds.atHead, builds.elsewhere]).toEqual([3, 2, 1]);
    expect(second.stdout).not.toMatch(/measuring the base/);
    for (const name of ["alpha", "beta", "gone"]) {
      expect(second.stdout).toContain(`${name}: base report for ${s.baseSha.slice(0, 7)} restored from the`);
    }
    const setup = JSON.parse(readFileSync(second.outputs["comparison-path"] ?? "", "utf8"));
    const alpha = setup.servers.find((x: { name: string }) => x.name === "alpha");
    expect(alpha.comparison.totals.o200k_base.base).toEqual(oracleTotals(ALPHA_BASE, "o200k_base"));
    expect(alpha.comparison.totals.o200k_base.head).toEqual(oracleTotals(ALPHA_HEAD, "o200k_base"));
    // The cache holds reports (counts), not listings: a client's request at base is not known, and says so.
    expect(setup.clients["claude-code"].base.request).toBeNull();
    expect(bodyOf(github)).toContain("· no base figure: a server of its request at base was not listed in this run");
  }, 120_000);

  it("a base build that fails is no baseline for every server, with the build's output as the reason", async () => {
    const s = await builtScenario({ base: failingBuild("base build broke: tsconfig.json not found", 1) });
    github = await new FakeGitHub().start();
    const run = await runBuilt(s);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    const builds = buildsOf(s);
    expect([builds.lines.length, builds.atHead, builds.elsewhere]).toEqual([2, 1, 1]);
    expect(await worktrees(s.repo)).toHaveLength(1);

    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    const reason = /^build failed at base [0-9a-f]{7} \(exit code 1\): base build broke: tsconfig\.json not found$/;
    for (const name of ["alpha", "beta"]) {
      const server = setup.servers.find((x: { name: string }) => x.name === name);
      expect(server.status).toBe("compared");
      expect(server.comparison.status).toBe("no-baseline");
      expect(server.comparison.noBaselineReason).toMatch(reason);
      expect(server.comparison.totals.o200k_base.head).toEqual(
        oracleTotals(name === "alpha" ? ALPHA_HEAD : BETA, "o200k_base"),
      );
    }
    const gone = setup.servers.find((x: { name: string }) => x.name === "gone");
    expect(gone).toMatchObject({ status: "removed", base: null });
    expect(gone.reason).toMatch(reason);
    const body = bodyOf(github);
    for (const name of ["alpha", "beta"]) {
      // Markdown-escaped in the cell.
      expect(rowOf(body, name)[6]).toMatch(
        /^no baseline: build failed at base [0-9a-f]{7} \\\(exit code 1\\\): base build broke: tsconfig\.json not found$/,
      );
    }
    expect(rowOf(body, "gone")[6]).toMatch(/^removed \(not measured at base: build failed at base/);
  }, 120_000);

  it("a head build that fails fails the step with its output, shown only as text, after the failure state is published", async () => {
    const HOSTILE = ["error TS1005: ';' expected.", "```", "# Injected heading", "<img src=x onerror=alert(1)>"].join(
      "\n",
    );
    const s = await builtScenario({ head: failingBuild(HOSTILE, 2) });
    const outputDir = await makeTempDir("config-build-artifact-");
    github = await new FakeGitHub().start();
    const ours = github.addComment(9, "<!-- mcp-token-budget:default -->\nold numbers: 1,234 tokens", {
      login: "github-actions[bot]",
      type: "Bot",
    });
    const run = await runBuilt(s, { "output-dir": outputDir });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::the build failed at head \(exit code 2\): node build\.mjs/);
    const builds = buildsOf(s);
    expect([builds.lines.length, builds.atHead, builds.elsewhere]).toEqual([2, 1, 1]);
    expect(await worktrees(s.repo)).toHaveLength(1);

    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/octo/weather/issues/comments/${ours.id}`,
    ]);
    expect(ours.body).not.toContain("1,234");
    expect(ours.body).toMatch(/### ❌ mcp-token-budget: the build failed at the head commit/);
    const html = await marked.parse(ours.body.slice(ours.body.indexOf("\n") + 1));
    expect(html).not.toMatch(/<h1|<img/);
    const blocks = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1] ?? "");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toContain("# Injected heading");
    expect(blocks[0]).toContain("&lt;img src=x");
    expect(run.summary).toContain("# Injected heading");
    expect(existsSync(path.join(outputDir, "default", "failure.json"))).toBe(true);
    expect(existsSync(path.join(outputDir, "default", SETUP_COMPARISON))).toBe(false);

    // The fork recipe's comment workflow, given where setup-comparison.json would be, posts the same error state.
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: s.headSha } } } }).start();
    const theirs = github.addComment(9, "<!-- mcp-token-budget:default -->\nold numbers: 1,234 tokens", {
      login: "github-actions[bot]",
      type: "Bot",
    });
    const commented = await runAction({
      inputs: { mode: "comment", comparison: path.join(outputDir, "default", SETUP_COMPARISON), "github-token": "t" },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [{ number: 9 }] } },
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(commented.stdout).toMatch(/::warning::the measuring run failed: the build failed at the head commit/);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/octo/weather/issues/comments/${theirs.id}`,
    ]);
    expect(theirs.body).toMatch(/### ❌ mcp-token-budget: the build failed at the head commit/);
    expect(theirs.body).not.toContain("1,234");
  }, 120_000);
});

describe("config with models: the configuration at head as one request", () => {
  it("puts the same per-model figure as one server serving every head tool into setup-comparison.json and the comment", async () => {
    const s = await scenario();
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", "github-token": "t", jobs: "2", models: "gpt-oss\nqwen3\nclaude" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    // The head's measured servers (alpha, beta; broken failed) served as ONE list by the fixture server.
    const union = path.join(s.repo.dir, "union.json");
    await writeFile(union, toolsJson([...ALPHA_HEAD, ...BETA]));
    const one = await runCliJson<Report>(
      [
        "measure",
        "-m",
        "gpt-oss",
        "-m",
        "qwen3",
        "-m",
        "claude",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        union,
      ],
      s.repo.dir,
    );
    for (const id of ["gpt-oss", "qwen3", "claude"]) {
      expect(setup.models[id].tools, id).toBe(one.json.models?.[id]?.tools);
      const rows = ["alpha", "beta"].reduce(
        (sum, name) =>
          sum + setup.servers.find((x: { name: string }) => x.name === name).comparison.models[id].head.tools,
        0,
      );
      expect(rows, id).toBeGreaterThan(setup.models[id].tools); // the frame counted once, not per server
    }
    expect(bodyOf(github)).toContain(
      `On models, the configuration at head as one request (all tools in one list, the frame once; the servers' own figures do not add up to it): gpt-oss ${n(setup.models["gpt-oss"].tools)}`,
    );
  }, 180_000);
});

describe("config: the file variable of Windsurf in a pull request's configuration", () => {
  it("reads only regular files inside the repository: /proc/self/environ, .git/config and a symlink out are refused", async () => {
    const repo = await GitRepo.init("action-config-file-");
    const named = (file: string) => ({
      command: process.execPath,
      args: [FIXTURE_SERVER, "--tools", "tools.json", "--name", `\${file:${file}}`],
    });
    const files = {
      "tools.json": toolsJson(BETA),
      "name.txt": "a-name-in-the-repo\n",
      "mcp_config.json": config({
        environ: named("/proc/self/environ"),
        gitconfig: named(".git/config"),
        link: named("link.txt"),
        inside: named("name.txt"),
      }),
    };
    const baseSha = await repo.commit("base", files);
    await repo.branch("feature");
    await symlink("/etc/hostname", path.join(repo.dir, "link.txt"));
    await repo.git("add", "link.txt");
    const headSha = await repo.commit("head", {});
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: "windsurf:mcp_config.json", "github-token": "ghs_file_probe_token" },
      eventName: "pull_request",
      event: prEvent({ repo, baseSha, headSha }),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    const body = bodyOf(github);
    expect(rowOf(body, "environ")[6]).toMatch(/failed: .*\/proc\/self\/environ is outside the repository/);
    expect(rowOf(body, "gitconfig")[6]).toMatch(/failed: .*\.git\/config is in the repository's \.git directory/);
    expect(rowOf(body, "link")[6]).toMatch(
      /failed: .*link\.txt is outside the repository \\\(it leads to \/etc\/hostname\\\)/,
    );
    expect(rowOf(body, "inside")[6]).toBe("unchanged");
    const hostname = readFileSync("/etc/hostname", "utf8").trim();
    for (const published of [body, run.summary, run.stdout]) {
      expect(published).not.toMatch(/INPUT_GITHUB-TOKEN|GITHUB_WORKSPACE=|repositoryformatversion/);
      if (hostname.length >= 6) expect(published).not.toContain(`--name ${hostname}`);
    }
  }, 120_000);
});
