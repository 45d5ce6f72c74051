/**
 * A call that fails at head fails the action step: the bundled action in a real git repository, the
 * fixture server. The failed call is an error annotation on its line of the calls file, the comment is
 * published first (with the call's status), and the step fails naming the call. A call the base cannot
 * answer is "not at base": with only that, the step passes. A failed call is part of the verdict: the title,
 * the outputs and the comment say the step fails because of it, even when the tools did not change.
 */
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleCount } from "../../helpers/oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

async function pullRequest(
  calls: string,
  headSettings: Record<string, unknown> = { items: 4, preview: true },
  action = "synchronize",
) {
  const repo = await GitRepo.init("calls-action-failure-");
  const baseSha = await repo.commit("base", {
    "settings.json": JSON.stringify({ items: 3 }),
    "mcp-token-budget.calls.yml": calls,
  });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "settings.json": JSON.stringify(headSettings) });
  const ghRepo = { full_name: "octo/cases", name: "cases", owner: { login: "octo" } };
  github = await new FakeGitHub().start();
  const run = await runAction({
    inputs: { command: `node ${SERVER} --settings settings.json`, "github-token": "t" },
    eventName: "pull_request",
    event: {
      action,
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
  const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
  return { run, body, writes: github.writes() };
}

describe("a call that fails at head", () => {
  it("is an error annotation on its line, and fails the step after the comment is published", async () => {
    const { run, body } = await pullRequest(`calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
  - name: broken
    tool: fails
  - name: preview
    tool: preview_cases
    arguments: { query: printer }
`);
    expect(run.code, run.stdout).not.toBe(0);
    // The comment went out, with the failed call's status in its row.
    expect(body).toContain("Tool calls");
    // The fixture's fails tool answers isError with this text at base and head alike (js-tiktoken's count).
    const t = oracleCount("no case matches; check the id", "o200k_base");
    expect(body).toContain(`| broken | fails | ${t} | ${t} (error) |`);
    const annotations = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(annotations).toHaveLength(2);
    expect(annotations[0]).toMatch(
      /^::error file=mcp-token-budget\.calls\.yml,line=5::calls file mcp-token-budget\.calls\.yml, line 5: call "broken": /,
    );
    // The step's failure names the head's failed call, and not preview, which only the base could not answer.
    expect(annotations[1]).toMatch(
      /^::error::1 of the tool calls failed at head:%0A- calls file mcp-token-budget\.calls\.yml, line 5: call "broken": /,
    );
    expect(annotations.join("\n")).not.toContain("preview");
  });

  it("passes the step when only the base cannot answer a call (not at base)", async () => {
    const { run, body } = await pullRequest(`calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
  - name: preview
    tool: preview_cases
    arguments: { query: printer }
`);
    expect(run.code, run.stdout).toBe(0);
    expect(body).toMatch(/\| preview \| preview\\_cases \| unknown-tool \| \d+ \| not at base \|/);
    expect(run.stdout).not.toMatch(/^::error/m);
  });

  it("is the verdict on a new pull request whose tools did not change: one comment says why the step fails", async () => {
    // The search's backend answers an error at head only; the listing is the same at base and head.
    const error = "upstream 503: <b>cases-db</b> is down, ask @octo/oncall";
    const { run, body, writes } = await pullRequest(
      `calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
`,
      { items: 3, searchError: error },
      "opened",
    );
    expect(run.code, run.stdout).not.toBe(0);
    // comment: on-change posts nothing for unchanged tools, but a red step always gets its comment.
    expect(writes, run.stdout).toHaveLength(1);
    expect(body).toMatch(/^### .* · no change, [\d,]+ tokens · ❌ 1 tool call failed$/m);
    expect(body).not.toContain("budget passes");
    // The call's row carries the server's error text, escaped: no HTML, no mention.
    const row = body.split("\n").find((line) => line.startsWith("| broad-search |")) ?? "";
    expect(row).toContain(
      '| ❌ calls file mcp-token-budget.calls.yml, line 2: call "broad-search": the server answered',
    );
    expect(row).toContain("upstream 503: &lt;b&gt;cases-db&lt;/b&gt; is down, ask @\u2060octo/oncall |");
    expect(body).not.toContain("<b>");
    expect(run.outputs.verdict).toBe("fail");
    expect(run.outputs.status).toBe("fail");
    // The job summary says the same as the comment.
    expect(run.summary).toContain("❌ 1 tool call failed");
    const annotations = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(annotations).toHaveLength(2);
    expect(annotations[0]).toMatch(
      /^::error file=mcp-token-budget\.calls\.yml,line=2::.*call "broad-search": the server answered with an error: .*upstream 503/,
    );
    expect(annotations[1]).toMatch(/^::error::1 of the tool calls failed at head:%0A- .*call "broad-search": /);
  });
});
