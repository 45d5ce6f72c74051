/**
 * Redact first, cut after (issue 23), in comment mode's two readers of a failed run's failure.json, with the
 * bundled dist/index.js run as the runner runs it: a matrix's failed job is a row whose error is cut at 400
 * characters, and a single run's failure has its `what` cut at 300. A secret of this job (the github-token)
 * that straddles the cut was cut first and redacted after: the 7 characters before the cut are shorter than
 * the pieces the cut-piece redactor removes (8), and were published. Now the whole text is redacted before
 * it is cut. The failure.json files are written here as a pull request's run could write them (they come
 * from its code).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

/** Hex: nothing in it that markdown escapes, so what the comment holds is what a reader sees. */
const TOKEN = randomBytes(24).toString("hex");
const HEAD = "c".repeat(40);
const KEPT = 7;

const failureJson = (what: string, detail: string) =>
  `${JSON.stringify({ kind: "mcp-token-budget/failure", schemaVersion: 1, errorKind: "server", what, advice: "fix the server", detail })}\n`;

function event() {
  const repo = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number: 9,
    pull_request: {
      number: 9,
      state: "open",
      base: { ref: "main", sha: "b".repeat(40), repo },
      head: { ref: "feature", sha: HEAD, repo },
    },
    repository: repo,
  };
}

/** Everything the run published: comment bodies, the summary, the outputs and the log. */
function published(github: FakeGitHub, run: Awaited<ReturnType<typeof runAction>>): string {
  const bodies = github.writes().map((w) => String((w.body as { body?: string } | undefined)?.body ?? ""));
  const log = run.stdout
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  return [...bodies, run.summary, JSON.stringify(run.outputs), log].join("\n");
}

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("a secret straddling a cut of failure.json's text is redacted before the cut (dist/index.js)", () => {
  it("matrix: the failed job's row, cut at 400 characters, holds no piece of the token", async () => {
    const legs = await makeTempDir("matrix-redact-cut-");
    const job = path.join(legs, "tokens-broken", "default");
    await mkdir(job, { recursive: true });
    const what = "the server could not be started";
    // The row is `${what}: ${detail's first line}`, cut at 400: the cut falls after KEPT characters of the token.
    const filler = "x".repeat(400 - KEPT - what.length - 2);
    await writeFile(path.join(job, "failure.json"), failureJson(what, `${filler}${TOKEN} and more`));
    await writeFile(path.join(job, "pull-request.json"), `${JSON.stringify({ number: 9, headSha: HEAD })}\n`);
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: HEAD } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", "comparison-files": legs, "github-token": TOKEN, comment: "always" },
      eventName: "pull_request",
      event: event(),
      cwd: legs,
      apiUrl: github.url,
    });
    const text = published(github, run);
    const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
    // The row is there, with the text before the token and the redaction mark where the token began.
    expect(body).toContain("tokens-broken");
    expect(body).toContain(`${filler.slice(0, 50)}`);
    expect(text).not.toContain(TOKEN.slice(0, KEPT));
  }, 120_000);

  it("a single run's failure: `what` cut at 300 characters holds no piece of the token", async () => {
    const dir = await makeTempDir("failure-redact-cut-");
    const what = `${"y".repeat(300 - KEPT)}${TOKEN}`;
    await writeFile(path.join(dir, "failure.json"), failureJson(what, "the server exited"));
    await writeFile(path.join(dir, "pull-request.json"), `${JSON.stringify({ number: 9, headSha: HEAD })}\n`);
    github = await new FakeGitHub({ pulls: { 9: { number: 9, head: { sha: HEAD } } } }).start();
    const run = await runAction({
      inputs: {
        mode: "comment",
        comparison: path.join(dir, "comparison.json"),
        "github-token": TOKEN,
        comment: "always",
      },
      eventName: "pull_request",
      event: event(),
      cwd: dir,
      apiUrl: github.url,
    });
    const text = published(github, run);
    expect(run.summary).toContain("y".repeat(50));
    expect(text).not.toContain(TOKEN.slice(0, KEPT));
  }, 120_000);
});
