/**
 * A matrix's comment says what a single server's comment says: a scripted call that failed at head fails
 * the verdict (title, row, outputs `status`/`verdict`, the step, and the comment is posted although the
 * tools did not change), the job's badge is red, the budget file is linked at the head commit by its path
 * from the repository root (the job ran in pkg/, where the file was found by its default name), and the
 * footer links the action's own repository (GITHUB_ACTION_REPOSITORY), never an npm page that does not exist.
 * A job that only reorders its tools is a change, and its row says so in the words of its own comment.
 * The bundled dist/index.js, run as the runner runs it, in a real git repository, against the GitHub stand-in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");
const CALLS = `calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
  - name: broken
    tool: fails
`;
const ACTION_REPOSITORY = { GITHUB_ACTION_REPOSITORY: "acme/mcp-token-budget" };

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("a matrix job whose scripted call fails at head, with no tool changed", () => {
  let headSha: string;
  let legs: string;
  let leg: ActionRun;
  let final: ActionRun;
  let body: string;

  beforeAll(async () => {
    const repo = await GitRepo.init("matrix-failed-call-");
    const baseSha = await repo.commit("base", {
      "pkg/settings.json": JSON.stringify({ items: 3 }),
      "pkg/mcp-token-budget.calls.yml": CALLS,
      "pkg/mcp-token-budget.yml": "total: 100000\nmodels:\n  llama-3.1:\n    total: 100000\n",
    });
    await repo.branch("feature");
    headSha = await repo.commit("head", { "pkg/README.md": "The server's notes.\n" });
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    const event = {
      action: "synchronize",
      number: 9,
      pull_request: {
        number: 9,
        state: "open",
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: headSha, repo: r },
      },
      repository: r,
    };
    legs = await makeTempDir("matrix-failed-call-artifacts-");
    github = await new FakeGitHub().start();
    leg = await runAction({
      inputs: {
        command: `node ${SERVER} --settings settings.json`,
        "working-directory": "pkg",
        comment: "never",
        "comment-key": "cases",
        "output-dir": path.join(legs, "tokens-cases"),
        "github-token": "t",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
      env: ACTION_REPOSITORY,
    });
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: headSha } } } }).start();
    final = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": "t" },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
      env: ACTION_REPOSITORY,
    });
    body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
  }, 180_000);

  it("the job itself fails on the call, and its badge is red though the budget passes", () => {
    expect(leg.code, leg.stdout).not.toBe(0);
    expect(leg.outputs.verdict).toBe("fail");
    const badge = JSON.parse(readFileSync(leg.outputs["badge-json"] ?? "", "utf8"));
    expect(badge.color).toBe("red");
  });

  it("the job's summary names the action's input for a model limit it could not check, not the CLI flag", () => {
    expect(leg.summary).toContain("llama-3.1 was not measured in this report; add llama-3.1 to the models input");
    expect(leg.summary).not.toContain("--model");
  });

  it("posts the comment, whose title and row name the failed call as the single server's do", () => {
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual(["POST /repos/octo/weather/issues/9/comments"]);
    const title = body.split("\n")[1] ?? "";
    expect(title).toMatch(/^### MCP servers of 1 matrix job · /);
    expect(title).toContain(" · ❌ 1 tool call failed, budget passes");
    const row = body.split("\n").find((l) => l.startsWith("| cases |")) ?? "";
    expect(row).toMatch(/\| unchanged · ❌ 1 tool call failed, budget passes \|$/);
  });

  it("fails the step, naming the call, with status and verdict fail", () => {
    expect(final.code).not.toBe(0);
    expect(final.outputs.status).toBe("fail");
    expect(final.outputs.verdict).toBe("fail");
    expect(final.stdout).toMatch(/::error::1 tool call failed at head:%0A- cases: .*call "broken"/);
  });

  it("links the budget file at the head commit by its path from the repository root", () => {
    const link = `](https://github.example/octo/weather/blob/${headSha}/pkg/mcp-token-budget.yml): ✅`;
    expect(body).toMatch(/\nBudget \[[^\]]*mcp-token-budget\.yml\]\(/);
    expect(body).toContain(link);
    expect(final.summary).toContain(link);
  });

  it("links the action's own repository in the footer, and no npm page", () => {
    expect(body).toContain("<sub>[mcp-token-budget](https://github.example/acme/mcp-token-budget)");
    expect(body).not.toContain("npmjs.com");
    expect(final.summary).not.toContain("npmjs.com");
  });
});

describe("a matrix job whose server only reorders its tools", () => {
  it("is posted, its row says the tool order changed, and the status is pass", async () => {
    const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: "object" } });
    const repo = await GitRepo.init("matrix-reorder-");
    const baseSha = await repo.commit("base", { "tools.json": JSON.stringify({ tools: [tool("a"), tool("b")] }) });
    await repo.branch("feature");
    const headSha = await repo.commit("head", { "tools.json": JSON.stringify({ tools: [tool("b"), tool("a")] }) });
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    const event = {
      action: "synchronize",
      number: 9,
      pull_request: {
        number: 9,
        state: "open",
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: headSha, repo: r },
      },
      repository: r,
    };
    const legs = await makeTempDir("matrix-reorder-artifacts-");
    github = await new FakeGitHub().start();
    const leg = await runAction({
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools tools.json`,
        comment: "never",
        "comment-key": "ab",
        "output-dir": path.join(legs, "tokens-ab"),
        "github-token": "t",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(leg.code, leg.stdout).toBe(0);
    await github.stop();
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: headSha } } } }).start();
    const final = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": "t" },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(final.code, final.stdout).toBe(0);
    expect(final.outputs.status).toBe("pass");
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
    expect(body.split("\n").find((l) => l.startsWith("| ab |"))).toMatch(/\| tool order changed \|$/);
    // The title names it too: no token changed, but every cached conversation re-writes the block.
    expect(body.split("\n").find((l) => l.startsWith("### "))).toMatch(/±0 tokens, [\d,]+ tokens · tool order changed/);
    // And the job's own comment, folded under the table, says what it costs.
    expect(body).toMatch(/tool order changed: every cached conversation re-writes [\d,]+ tokens/);
  }, 120_000);
});
