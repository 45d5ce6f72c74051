/**
 * The pieces of a secret the bundled action could publish before: a secret of the job's environment that
 * a server publishes trimmed (pasted secrets end in a newline), and a server's stderr line that the
 * failure comment cuts at 500 characters inside a token, cut before it was redacted. The oracle is every
 * 8-character piece of each secret: none may reach the comment, the summary, an output, a report file or
 * the log.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { unescapeMarkdown } from "../../helpers/markdown.js";

const LEAKY = path.join(FIXTURES, "hostile", "leaky-server.mjs");
const TOKEN = `ghs_${randomBytes(27).toString("base64url")}`;
const USER_KEY = `key_${randomBytes(27).toString("base64url")}`;

/** Every secret with an 8-character piece of it in the text (markdown escapes undone), and the piece's offset. */
function piecesIn(text: string): string[] {
  const read = unescapeMarkdown(text.replace(/\u2060/g, ""));
  const found: string[] = [];
  for (const [name, secret] of Object.entries({ TOKEN, USER_KEY })) {
    for (let i = 0; i + 8 <= secret.length; i++) {
      const piece = secret.slice(i, i + 8);
      if (text.includes(piece) || read.includes(piece)) {
        found.push(`${name}[${i}..${i + 8}]`);
        break;
      }
    }
  }
  return found;
}

const logShown = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");

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

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

async function runLeaky(args: string, env: Record<string, string>) {
  const repo = await GitRepo.init("pieces-");
  const baseSha = await repo.commit("base", { "README.md": "weather\n" });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "mcp-token-budget.yml": "total: 100000\n" });
  github = await new FakeGitHub().start();
  const run = await runAction({
    inputs: {
      command: `node ${LEAKY} ${args}`,
      "github-token": TOKEN,
      "strip-env": "MY_API_KEY",
      cache: "false",
      comment: "always",
    },
    eventName: "pull_request",
    event: prEvent(baseSha, headSha),
    cwd: repo.dir,
    apiUrl: github.url,
    env: { GITHUB_TOKEN: TOKEN, ...env },
  });
  const posted = github.writes().map((w) => String((w.body as { body?: string }).body));
  return { run, posted };
}

describe("pieces of the job's secrets", () => {
  it("a strip-env secret pasted with a trailing newline, published trimmed by the server, is *** in report.json and base-report.json", async () => {
    const { run, posted } = await runLeaky("--trim", { MY_API_KEY: `${USER_KEY}\n` });
    const dir = path.dirname(run.outputs["comparison-path"] ?? "");
    const files = ["report.json", "base-report.json", "comparison.json"].map((name) =>
      readFileSync(path.join(dir, name), "utf8"),
    );
    expect({
      files: piecesIn(files.join("\n")),
      comment: piecesIn(posted.join("\n")),
      summary: piecesIn(run.summary),
      outputs: piecesIn(JSON.stringify(run.outputs)),
      log: piecesIn(logShown(run.stdout)),
    }).toEqual({ files: [], comment: [], summary: [], outputs: [], log: [] });
    // The server did publish the trimmed value: its tool says *** where the value was.
    const report = JSON.parse(files[0] ?? "") as { tools: { definition?: { description?: string } }[] };
    expect(report.tools.map((t) => t.definition?.description)).toContain("MY_API_KEY is ***");
  });

  it("a stderr line the failure comment cuts at 500 characters inside the token shows no piece of it", async () => {
    // The comment shows "  | " + the line; the cut (499 characters and "…") falls 12 characters into the token.
    const pad = 499 - "  | ".length - "GITHUB_TOKEN=".length - 12;
    const { run, posted } = await runLeaky(`--fail --pad ${pad}`, {});
    expect(run.code).not.toBe(0);
    expect(posted).toHaveLength(1);
    expect({
      comment: piecesIn(posted.join("\n")),
      summary: piecesIn(run.summary),
      outputs: piecesIn(JSON.stringify(run.outputs)),
      log: piecesIn(logShown(run.stdout)),
    }).toEqual({ comment: [], summary: [], outputs: [], log: [] });
    // The failure is shown, the line cut where it was long.
    expect(run.summary).toMatch(/x{400}GITHUB_TOKEN=\*\*\*/);
  });
});
