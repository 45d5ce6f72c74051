/**
 * A run that fails early, through the bundled action: the budget file's errors annotated on their
 * lines, the job summary saying what failed and what to do, an existing sticky comment put into an
 * error state (and back to numbers by the next good run), no new comment for a failure on its own
 * (unless comment: always), untrusted output shown only as text, and the privileged comment workflow
 * rendering failure.json from the measuring run.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const MARKER = "<!-- mcp-token-budget:default -->";
const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
});
const BASE = [tool("search_forecasts", "Search forecasts.")];
const HEAD = [...BASE, tool("subscribe", "Subscribe to alerts for a region.")];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;
const command = `node ${FIXTURE_SERVER} --tools tools.json`;

async function pullRequest(headFiles: Record<string, string> = {}) {
  const repo = await GitRepo.init("failure-");
  const baseSha = await repo.commit("base", { "tools.json": toolsJson(BASE) });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "tools.json": toolsJson(HEAD), ...headFiles });
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

const bodyOf = (github: FakeGitHub) => github.comments.get(7)?.at(-1)?.body ?? "";

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("an invalid budget file", () => {
  it("is annotated on its line, written to the summary, and turns the existing comment into an error state until a good run", async () => {
    const s = await pullRequest({ "mcp-token-budget.yml": "total: 5000\n" });
    github = await new FakeGitHub().start();
    const run = (headSha: string, inputs: Record<string, string> = {}) =>
      runAction({
        inputs: { command, "github-token": "t", ...inputs },
        eventName: "pull_request",
        event: prEvent(s.baseSha, headSha),
        cwd: s.repo.dir,
        apiUrl: github.url,
      });
    const good = await run(s.headSha);
    expect(good.code).toBe(0);
    const comment = github.comments.get(7)?.at(-1);
    expect(comment?.body).toMatch(/subscribe/);

    const broken = await s.repo.commit("typo", { "mcp-token-budget.yml": "total: 5000\npertool: 100\n" });
    const failed = await run(broken);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout).toContain(
      '::error file=mcp-token-budget.yml,line=2::unknown key "pertool"; did you mean "perTool"?',
    );
    // One annotation per error: the step's own error only points at them.
    expect(failed.stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual([
      '::error file=mcp-token-budget.yml,line=2::unknown key "pertool"; did you mean "perTool"?',
      "::error::the budget file mcp-token-budget.yml is invalid: 1 error, annotated on its line (`mcp-token-budget check` reads the file the same way locally)",
    ]);
    expect(failed.summary).toMatch(/the budget file mcp-token-budget\.yml is invalid/);
    expect(failed.summary).toMatch(/\*\*What to do:\*\* fix the line named above/);
    // The command in the advice is a code span, not escaped backticks.
    expect(failed.summary).toContain("`mcp-token-budget check` reads the budget file the same way locally");
    expect(failed.summary).not.toContain("\\`");
    expect(failed.summary).toContain('mcp-token-budget.yml:2: unknown key "pertool"');
    // The same comment, now saying what failed and showing no numbers.
    expect(github.writes().map((w) => w.method)).toEqual(["POST", "PATCH"]);
    expect(github.comments.get(7)).toHaveLength(1);
    expect(
      comment?.body.startsWith(`${MARKER}\n### ❌ mcp-token-budget: the budget file mcp-token-budget.yml is invalid`),
    ).toBe(true);
    expect(comment?.body).not.toMatch(/subscribe|tokens \(/);
    expect(comment?.body).toContain(broken.slice(0, 7));

    const fixed = await s.repo.commit("fix", { "mcp-token-budget.yml": "total: 5000\nperTool: 100\n" });
    const again = await run(fixed);
    expect(again.code).toBe(0);
    expect(github.comments.get(7)).toHaveLength(1);
    expect(comment?.body).toMatch(/subscribe/);
    expect(comment?.body).not.toMatch(/❌ mcp-token-budget:/);
  });

  it("creates no comment just for the error with comment: on-change, and one with comment: always", async () => {
    const s = await pullRequest({ "mcp-token-budget.yml": "total: lots\n" });
    github = await new FakeGitHub().start();
    const run = (comment: string) =>
      runAction({
        inputs: { command, "github-token": "t", comment },
        eventName: "pull_request",
        event: prEvent(s.baseSha, s.headSha),
        cwd: s.repo.dir,
        apiUrl: github.url,
      });
    const quiet = await run("on-change");
    expect(quiet.code).not.toBe(0);
    expect(quiet.stdout).toMatch(/::error file=mcp-token-budget\.yml,line=1::total must be/);
    expect(quiet.summary).toMatch(/is invalid/);
    expect(github.writes()).toEqual([]);

    const loud = await run("always");
    expect(loud.code).not.toBe(0);
    expect(github.writes().map((w) => w.method)).toEqual(["POST"]);
    expect(bodyOf(github)).toMatch(/^<!-- mcp-token-budget:default -->\n### ❌ mcp-token-budget: the budget file/);
  });
});

describe("a head build that fails", () => {
  // Output written to break out of a code block, ping people, inject HTML and drive a terminal.
  const HOSTILE = [
    "src/index.ts(3,1): error TS1005: ';' expected.",
    "```",
    "# Injected heading",
    "@octocat <img src=x onerror=alert(1)> [click](https://evil.example)",
    "~~~~",
    "`````",
    "\u001b[31mred\u001b[0m done",
  ].join("\n");

  it("names the server and the comment key, and shows the build's error lines with its last ones, redacted first", async () => {
    const outputDir = await makeTempDir("artifact-");
    // The cause at line 3 of 98, a secret on it; the end is the package manager's summary.
    const lines = [
      "> weather@1.0.0 build",
      "> tsc -p .",
      "src/server.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number' (sk-live-1234567890abcdef).",
      ...Array.from({ length: 93 }, (_, i) => `  compiling module ${i + 4}`),
      "npm ERR! Lifecycle script `build` failed with error:",
      "npm ERR! code 2",
    ];
    const s = await pullRequest({
      "build.mjs": `process.stdout.write(${JSON.stringify(`${lines.join("\n")}\n`)}); process.exit(2);\n`,
    });
    github = await new FakeGitHub().start();
    const key = "linux-node20";
    const marker = `<!-- mcp-token-budget:${key} -->`;
    const ours = github.addComment(7, `${marker}\nold numbers: 1,234 tokens`, {
      login: "github-actions[bot]",
      type: "Bot",
    });
    const run = await runAction({
      inputs: {
        command,
        build: "node build.mjs",
        // A secret of the job's, as the build might print it: masked before the lines are picked.
        "github-token": "sk-live-1234567890abcdef",
        "output-dir": outputDir,
        "comment-key": key,
      },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    const body = ours.body;
    expect(body, run.stdout).toMatch(/### ❌ mcp-token-budget: the build failed at the head commit/);
    expect(body).toContain(`**Server:** \`${command}\` · **Comment key:** \`${key}\``);
    expect(body).toContain("src/server.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number' (***).");
    expect(body).not.toContain("sk-live");
    expect(body).toContain("npm ERR! code 2");
    expect(body).toMatch(/… \d+ lines left out …/);
    expect(body).not.toContain("compiling module 10\n");

    // The privileged workflow names them too: the server from failure.json, the key from its own input.
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: s.headSha } } } }).start();
    const previous = github.addComment(7, `${marker}\nold numbers`, { login: "github-actions[bot]", type: "Bot" });
    const comment = await runAction({
      inputs: {
        mode: "comment",
        comparison: path.join(outputDir, key, "comparison.json"),
        "github-token": "t",
        "comment-key": key,
      },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(comment.code).toBe(0);
    expect(previous.body).toContain(`**Server:** \`${command}\` · **Comment key:** \`${key}\``);
    expect(previous.body).toContain("error TS2322");
  });

  it("puts the comment into an error state with the build's tail as text, and writes failure.json for comment mode", async () => {
    const outputDir = await makeTempDir("artifact-");
    const s = await pullRequest({
      "build.mjs": `process.stderr.write(${JSON.stringify(`${HOSTILE}\n`)}); process.exit(2);\n`,
    });
    github = await new FakeGitHub().start();
    const ours = github.addComment(7, `${MARKER}\nold numbers: 1,234 tokens`, {
      login: "github-actions[bot]",
      type: "Bot",
    });
    const run = await runAction({
      inputs: { command, build: "node build.mjs", "github-token": "t", "output-dir": outputDir },
      eventName: "pull_request",
      event: prEvent(s.baseSha, s.headSha),
      cwd: s.repo.dir,
      apiUrl: github.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::the build failed at head/);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/octo/weather/issues/comments/${ours.id}`,
    ]);
    const body = ours.body;
    expect(body).not.toContain("1,234");
    expect(body).toMatch(/### ❌ mcp-token-budget: the build failed at the head commit/);
    expect(body).not.toContain("\u001b");
    // Rendered as GitHub would: everything the build wrote is inside one code block, nothing became markup.
    const html = await marked.parse(body.slice(MARKER.length));
    expect(html).not.toMatch(/<h1|<img|<a href="https:\/\/evil/);
    const blocks = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1] ?? "");
    expect(blocks).toHaveLength(1);
    for (const line of ["# Injected heading", "@octocat &lt;img src=x", "`````", "red done"]) {
      expect(blocks[0]).toContain(line);
    }
    expect(run.summary).toContain("# Injected heading");
    expect(existsSync(path.join(outputDir, "default", "failure.json"))).toBe(true);
    expect(existsSync(path.join(outputDir, "default", "comparison.json"))).toBe(false);

    // The privileged workflow, given the failed run's artifact: the comment says what failed, as text.
    await github.stop();
    const again = new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: s.headSha } } } });
    github = await again.start();
    const previous = github.addComment(7, `${MARKER}\nold numbers: 1,234 tokens`, {
      login: "github-actions[bot]",
      type: "Bot",
    });
    const comment = await runAction({
      inputs: {
        mode: "comment",
        comparison: path.join(outputDir, "default", "comparison.json"),
        "github-token": "t",
      },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: s.headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(comment.code).toBe(0);
    expect(comment.stdout).toMatch(/::warning::the measuring run failed: the build failed at the head commit/);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/octo/weather/issues/comments/${previous.id}`,
    ]);
    const privileged = await marked.parse(previous.body.slice(MARKER.length));
    expect(privileged).not.toMatch(/<h1|<img|<a href="https:\/\/evil/);
    expect(privileged).toContain("# Injected heading");
  });
});
