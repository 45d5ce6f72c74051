/**
 * The action's calls-dry-run input, through the bundled action in a real git repository on a pull request:
 * head and base are measured and compared with no call made, the head's listing checks every call, the log
 * shows what each would send, and a call that would fail fails the step with its annotation. The fixture
 * server records every request it gets, at base and head alike.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";

const SERVER = path.resolve("test/fixtures/hostile/calls-server.mjs");

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

async function pullRequest(calls: string) {
  const record = path.join(mkdtempSync(path.join(tmpdir(), "mtb-calls-action-dry-run-")), "record.jsonl");
  const repo = await GitRepo.init("calls-action-dry-run-");
  const baseSha = await repo.commit("base", { "mcp-token-budget.calls.yml": calls });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "README.md": "head\n" });
  const ghRepo = { full_name: "octo/cases", name: "cases", owner: { login: "octo" } };
  github = await new FakeGitHub().start();
  const run = await runAction({
    inputs: {
      command: `node ${SERVER} --record ${record}`,
      "github-token": "t",
      "calls-dry-run": "true",
      comment: "always",
    },
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
  const methods = existsSync(record)
    ? readFileSync(record, "utf8")
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { method: string }).method)
    : [];
  const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
  return { run, body, methods };
}

describe("calls-dry-run: true", () => {
  it("measures and compares with no call made, and logs what each call would send", async () => {
    const { run, body, methods } = await pullRequest(`calls:
  - name: first
    tool: echo
    arguments: { query: printer }
`);
    expect(run.code, run.stdout).toBe(0);
    // Base, head and the dry run's own listing of the head (at least): listings only, no call.
    expect(methods.length).toBeGreaterThanOrEqual(3);
    expect(methods.filter((m) => m !== "tools/list")).toEqual([]);
    expect(run.stdout).toMatch(/^first +echo +would-call +\{"query":"printer"\} +2$/m);
    expect(run.stdout).toContain("1 of 1 call would be made");
    expect(body).toContain("fixture-server");
    expect(body).not.toContain("Tool calls");
  });

  it("fails the step on a call that would fail, with its annotation, and still calls nothing", async () => {
    const { run, methods } = await pullRequest(`calls:
  - name: fine
    tool: echo
  - name: typo
    tool: ecko
`);
    expect(run.code, run.stdout).not.toBe(0);
    expect(methods.length).toBeGreaterThanOrEqual(3);
    expect(methods.filter((m) => m !== "tools/list")).toEqual([]);
    const annotations = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(annotations[0]).toMatch(
      /^::error file=mcp-token-budget\.calls\.yml,line=4::calls file mcp-token-budget\.calls\.yml, line 4: call "typo": no tool "ecko" on this server; did you mean "echo"\?$/,
    );
    expect(annotations.at(-1)).toMatch(
      /^::error::1 of the tool calls would fail at head \(calls-dry-run; nothing was called\):%0A- calls file mcp-token-budget\.calls\.yml, line 4: call "typo"/,
    );
  });
});
