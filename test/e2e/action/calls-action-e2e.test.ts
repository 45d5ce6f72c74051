/**
 * Calls in the pull-request gate: the bundled action in a real git repository whose fixture server's
 * search result grows between base and head. The comment's "Tool calls" section shows base, head and
 * delta, a call the base cannot answer as "not at base", and the broken calls budget fails the step.
 */
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleCount } from "../../helpers/oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

/** The fixture's search_cases text for `items` cases (written again here from its documented shape). */
function searchText(items: number): string {
  const cases = Array.from({ length: items }, (_, i) => ({
    id: `C-${1000 + i}`,
    title: `Printer problem number ${i}`,
    status: i % 2 === 0 ? "open" : "closed",
    history: "note ".repeat(40).slice(0, 200),
  }));
  return JSON.stringify({ items: cases });
}

const CALLS = `calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
    expect: { noFields: [history] }
  - name: preview
    tool: preview_cases
    arguments: { query: printer }
`;

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("tool calls on a pull request", () => {
  it("comments base -> head per call, says which call is not at base, and fails on the broken calls budget", async () => {
    const base = oracleCount(searchText(3), "o200k_base");
    const head = oracleCount(searchText(8), "o200k_base");
    const limit = Math.floor((base + head) / 2);
    const repo = await GitRepo.init("calls-action-");
    const baseSha = await repo.commit("base", {
      "settings.json": JSON.stringify({ items: 3 }),
      "mcp-token-budget.yml": `calls:\n  broad-search:\n    maxTokens: ${limit}\n`,
      "mcp-token-budget.calls.yml": CALLS,
    });
    await repo.branch("feature");
    const headSha = await repo.commit("head", { "settings.json": JSON.stringify({ items: 8, preview: true }) });
    const ghRepo = { full_name: "octo/cases", name: "cases", owner: { login: "octo" } };
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: `node ${SERVER} --settings settings.json`, "github-token": "t" },
      eventName: "pull_request",
      event: {
        action: "synchronize",
        number: 9,
        pull_request: {
          number: 9,
          state: "open",
          base: { ref: "main", sha: baseSha, repo: ghRepo },
          head: { ref: "feature", sha: headSha, repo: ghRepo },
        },
        repository: ghRepo,
      },
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).not.toBe(0);
    expect(run.outputs.status).toBe("fail");
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
    const n = (x: number) => x.toLocaleString("en-US");
    expect(body).toContain("Tool calls");
    expect(body).toContain("the base ran the head's calls file");
    const percent = (((head - base) / base) * 100).toFixed(1);
    expect(body).toContain(
      `| broad-search | search\\_cases | ${n(base)} | ${n(head)} | +${n(head - base)} (+${percent}%) | text grew | not met: noFields: history |`,
    );
    // The base's server has no preview_cases: not a failure, "not at base".
    expect(body).toMatch(/\| preview \| preview\\_cases \| unknown-tool \| \d+ \| not at base \|/);
    expect(body).toContain(`| ❌ **broken** | call broad-search · also over in cl100k\\_base`);
    expect(body).toContain(`| ${n(limit)} | ${n(head)} | **−${n(head - limit)}** |`);
  });
});
