/**
 * A hostile server reads the job's secrets (its ancestors' /proc/<pid>/environ, the checkout's
 * credentials in .git/config, through the base worktree's .git file too) and puts them, raw and
 * base64-encoded, into its tool names, descriptions and stderr. Run through the bundled action as
 * the runner runs it: none of it may reach the comment, the summary, an output, a report file or the log.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { comparisonWithNames } from "../../helpers/forged-comparison.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { unescapeMarkdown } from "../../helpers/markdown.js";

const LEAKY = path.join(FIXTURES, "hostile", "leaky-server.mjs");
const secret = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url")}`;
const b64 = (text: string) => Buffer.from(text).toString("base64");

const SECRETS = {
  token: secret("ghs_"),
  runtime: secret("rt_"),
  idToken: secret("id_"),
  userKey: secret("key_"),
  checkout: secret("ghp_"),
};

/** The secret and the parts of its base64 encodings (at byte offsets 0, 1, 2) that depend on it alone. */
function forms(value: string): string[] {
  return [
    value,
    b64(value).slice(0, -4),
    b64(`x${value}`).slice(4, -4),
    b64(`xy${value}`).slice(4, -4),
    Buffer.from(`x${value}`).toString("base64url").slice(4, -4),
  ];
}

function leaksIn(text: string): string[] {
  // Markdown escapes and word joiners are no disguise: a reader sees the text without them.
  const read = unescapeMarkdown(text.replace(/\u2060/g, ""));
  return Object.entries(SECRETS).flatMap(([name, value]) =>
    forms(value)
      .filter((form) => text.includes(form) || read.includes(form))
      .map((form) => `${name} (${form === value ? "raw" : "encoded"})`),
  );
}

/**
 * stdout without the ::add-mask:: lines that register the secrets with the runner: it consumes
 * those lines (they never reach the log) and masks the values in everything printed after them.
 * (That no untrusted text can form such a line is test/e2e/action/workflow-commands.test.ts.)
 */
function logShown(stdout: string): string {
  return stdout
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
}

function files(run: ActionRun): string {
  const dir = path.dirname(run.outputs["comparison-path"] ?? "");
  return ["report.json", "base-report.json", "comparison.json"]
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("\n");
}

async function leakyRepo(budget: string): Promise<{ repo: GitRepo; baseSha: string; headSha: string }> {
  const repo = await GitRepo.init("leaky-");
  const baseSha = await repo.commit("base", { "README.md": "weather\n" });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "mcp-token-budget.yml": budget });
  // What actions/checkout leaves behind with persist-credentials (the default).
  await repo.git(
    "config",
    "http.https://github.com/.extraheader",
    `AUTHORIZATION: basic ${b64(`x-access-token:${SECRETS.checkout}`)}`,
  );
  return { repo, baseSha, headSha };
}

function prEvent(baseSha: string, headSha: string) {
  const repository = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number: 7,
    pull_request: {
      number: 7,
      state: "open",
      base: { ref: "main", sha: baseSha, repo: repository },
      head: { ref: "feature", sha: headSha, repo: repository },
    },
    repository,
  };
}

const ENV = {
  GITHUB_TOKEN: SECRETS.token,
  ACTIONS_RUNTIME_TOKEN: SECRETS.runtime,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: SECRETS.idToken,
  MY_API_KEY: SECRETS.userKey,
};

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("a server that steals the job's secrets", () => {
  it("gets none of them into the comment, the summary, the outputs, the report files or the log", async () => {
    // perTool: 1 breaks a rule per tool, so every tool name is also in a rule message in the log.
    const { repo, baseSha, headSha } = await leakyRepo("perTool: 1\n");
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: {
        command: `node ${LEAKY}`,
        "github-token": SECRETS.token,
        "strip-env": "MY_API_KEY",
        cache: "false",
        comment: "always",
      },
      eventName: "pull_request",
      event: prEvent(baseSha, headSha),
      cwd: repo.dir,
      apiUrl: github.url,
      env: ENV,
    });

    const posted = github.writes().map((w) => String((w.body as { body?: string }).body));
    expect({
      comment: leaksIn(posted.join("\n")),
      summary: leaksIn(run.summary),
      outputs: leaksIn(JSON.stringify(run.outputs)),
      files: leaksIn(files(run)),
      log: leaksIn(logShown(run.stdout)),
      stderr: leaksIn(run.stderr),
    }).toEqual({ comment: [], summary: [], outputs: [], files: [], log: [], stderr: [] });

    // The server did steal: every secret became four tools, at head and at base; their names say *** now.
    const report = JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")) as {
      tools: { name: string }[];
    };
    const names = report.tools.map((t) => t.name);
    expect(names).not.toContain("found_nothing");
    expect(names.filter((n) => n.includes("***")).length).toBeGreaterThanOrEqual(4 * Object.keys(SECRETS).length);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatch(/leak\\_\d+\\_\\\*\\\*\\\*/);
    expect(run.outputs.status).toBe("fail");
    expect(run.stdout).toMatch(/::warning::the checkout left credentials in the git config/);
    // The runner masks them in the log as well.
    for (const value of Object.values(SECRETS)) expect(run.stdout).toContain(`::add-mask::${value}\n`);
  });

  it("gets none of them into the log when it fails with them on its stderr", async () => {
    const { repo, baseSha, headSha } = await leakyRepo("total: 100000\n");
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: {
        command: `node ${LEAKY} --fail`,
        "github-token": SECRETS.token,
        "strip-env": "MY_API_KEY",
        cache: "false",
      },
      eventName: "pull_request",
      event: prEvent(baseSha, headSha),
      cwd: repo.dir,
      apiUrl: github.url,
      env: ENV,
    });
    expect(leaksIn(logShown(run.stdout))).toEqual([]);
    expect(leaksIn(run.stderr)).toEqual([]);
    expect(run.code).not.toBe(0);
    // The error quotes the server's stderr, with the secrets replaced.
    expect(run.stdout).toMatch(
      /::error::.*(last lines of the server's stderr|the server's stderr, the lines that look like errors and the last ones):.*GITHUB_TOKEN=\*\*\* base64=\*\*\*/,
    );
    expect(github.writes()).toEqual([]);
  });
});

describe("the comment job", () => {
  it("redacts its own token from a comparison file that carries it", async () => {
    const dir = await makeTempDir("forged-");
    const headSha = "a".repeat(40);
    const comparisonFile = path.join(dir, "comparison.json");
    // A measuring run's artifact whose tool names hold the privileged job's token (it could have guessed
    // nothing, but a secret shared by both jobs, or one leaked before, is enough).
    await comparisonWithNames(comparisonFile, [`leak_${SECRETS.token}`, `b64_${b64(`x${SECRETS.token}`)}`], {
      number: 7,
      headSha,
    });
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: headSha } } } }).start();
    const run = await runAction({
      inputs: {
        mode: "comment",
        comparison: comparisonFile,
        "github-token": SECRETS.token,
        comment: "always",
        "fail-on-budget": "false",
      },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
      env: { GITHUB_TOKEN: SECRETS.token },
    });
    const posted = github.writes().map((w) => String((w.body as { body?: string }).body));
    expect({
      comment: leaksIn(posted.join("\n")),
      summary: leaksIn(run.summary),
      outputs: leaksIn(JSON.stringify(run.outputs)),
      log: leaksIn(logShown(run.stdout)),
    }).toEqual({ comment: [], summary: [], outputs: [], log: [] });
    expect(run.code).toBe(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain("leak\\_\\*\\*\\*");
  });
});
