/**
 * On a pull_request event the runner checks out GitHub's merge commit (refs/pull/N/merge), which no
 * reviewer has seen. The comparison and the comment must name the pull request's head commit from the
 * event, keep the merge commit as what was measured, and comment mode's head check must still hold.
 */
import { readFileSync } from "node:fs";
import { copyFile } from "node:fs/promises";
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
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("the head commit on a pull request with a merge commit checked out", () => {
  let repo: GitRepo;
  let baseSha: string;
  let prHead: string;
  let merge: string;
  let event: unknown;
  beforeAll(async () => {
    repo = await GitRepo.init("head-sha-");
    await repo.commit("base", { "tools.json": toolsJson([tool("search", "Search.")]) });
    await repo.branch("feature");
    prHead = await repo.commit("grow", {
      "tools.json": toolsJson([tool("search", "Search."), tool("subscribe", "Subscribe to alerts.")]),
    });
    await repo.checkout("main");
    // The base moved on after the branch was made: the merge commit differs from both sides.
    baseSha = await repo.commit("docs on main", { "README.md": "docs\n" });
    merge = await repo.checkoutPullMerge(7, "main", "feature");
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    event = {
      action: "synchronize",
      number: 7,
      pull_request: {
        number: 7,
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: prHead, repo: r },
      },
    };
  });

  it("shows the pull request's head, not the merge commit, and records the merge commit as measured", async () => {
    expect(await repo.head()).toBe(merge);
    expect(merge).not.toBe(prHead);
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, "github-token": "t" },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const comparison = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(comparison.head.sha).toBe(prHead);
    expect(comparison.head.measuredSha).toBe(merge);
    expect(comparison.base.sha).toBe(baseSha);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    expect(body).toContain(prHead.slice(0, 7));
    expect(body).not.toContain(merge.slice(0, 7));
    expect(run.summary).toContain(prHead.slice(0, 7));
  });

  it("comment mode accepts the comparison's head as the pull request's head when nothing else names it", async () => {
    github = await new FakeGitHub().start();
    const measured = await runAction({
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools tools.json`,
        "output-dir": await makeTempDir("artifact-"),
        comment: "never",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(measured.code).toBe(0);
    await github.stop();
    // Only comparison.json: its head.sha is all that says which commit it measured.
    const bare = path.join(await makeTempDir("bare-"), "comparison.json");
    await copyFile(measured.outputs["comparison-path"] ?? "", bare);
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: prHead } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", comparison: bare, "pull-request": "7", "github-token": "t" },
      eventName: "workflow_dispatch",
      event: { inputs: {} },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/not commenting/);
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/7/comments"]);
  });
});

describe("the head commit in config mode, with a merge commit checked out", () => {
  let repo: GitRepo;
  let prHead: string;
  let merge: string;
  let event: unknown;
  const mcpJson = `${JSON.stringify({ mcpServers: { weather: { command: process.execPath, args: [FIXTURE_SERVER, "--tools", "tools.json"] } } })}\n`;
  beforeAll(async () => {
    repo = await GitRepo.init("head-sha-config-");
    await repo.commit("base", { "tools.json": toolsJson([tool("search", "Search.")]), ".mcp.json": mcpJson });
    await repo.branch("feature");
    prHead = await repo.commit("grow", {
      "tools.json": toolsJson([tool("search", "Search."), tool("subscribe", "Subscribe to alerts.")]),
    });
    await repo.checkout("main");
    const baseSha = await repo.commit("docs on main", { "README.md": "docs\n" });
    merge = await repo.checkoutPullMerge(8, "main", "feature");
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    event = {
      action: "synchronize",
      number: 8,
      pull_request: {
        number: 8,
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: prHead, repo: r },
      },
    };
  });

  it.each([
    ["without a build", {}],
    ["with a build", { build: "true" }],
  ])("names the pull request's head, %s", async (_label, extra) => {
    expect(await repo.head()).toBe(merge);
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", "github-token": "t", ...extra },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
    expect(setup.head.sha).toBe(prHead);
    const server = setup.servers.find((s: { name: string }) => s.name === "weather");
    expect(server.comparison.head.sha).toBe(prHead);
    expect(server.comparison.head.measuredSha).toBe(merge);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    expect(body).not.toContain(merge.slice(0, 7));
  });
});
