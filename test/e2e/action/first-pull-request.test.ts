/**
 * The pull request that adds the MCP server: the base has no server, so its build fails. The bundled action,
 * run as the runner runs it against the local GitHub stand-in, tells a new server's story (title, folded tool
 * table, passing check), keeps the base's build error in the log only; and a base whose project is there but
 * whose build breaks is still reported as a missing baseline with its cause, never hidden as "new".
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const TOOLS = [
  {
    name: "add_note",
    description: "Add a note.",
    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
  },
  { name: "list_notes", description: "List notes.", inputSchema: { type: "object", properties: {} } },
];

/** A package whose build copies the server into dist/, as a TypeScript project's build would emit it. */
async function serverPackage(build: string): Promise<Record<string, string>> {
  return {
    "package.json": `${JSON.stringify({ name: "acme-notes", private: true, scripts: { build } }, null, 2)}\n`,
    "src/server.mjs": await readFile(join(FIXTURES, "fixture-server.mjs"), "utf8"),
    "src/lib/stdio-jsonrpc.mjs": await readFile(join(FIXTURES, "lib", "stdio-jsonrpc.mjs"), "utf8"),
    "tools.json": `${JSON.stringify({ tools: TOOLS }, null, 2)}\n`,
    "mcp-token-budget.yml": "total: 5000\n",
  };
}

const COPY = `node -e "require('fs').cpSync('src','dist',{recursive:true})"`;
const SERVER = "node dist/server.mjs --tools tools.json --name acme-notes";

function prEvent(baseSha: string, headSha: string) {
  const repo = { full_name: "octo/notes", name: "notes", owner: { login: "octo" } };
  return {
    action: "opened",
    number: 1,
    pull_request: {
      number: 1,
      state: "open",
      base: { ref: "main", sha: baseSha, repo },
      head: { ref: "add-server", sha: headSha, repo },
    },
    repository: repo,
  };
}

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.stop();
  github = undefined;
});
afterAll(removeTempDirs);

async function run(repo: GitRepo, baseSha: string, headSha: string) {
  github = await new FakeGitHub().start();
  const result = await runAction({
    inputs: { command: SERVER, build: "npm run build", "github-token": "t", comment: "always" },
    eventName: "pull_request",
    event: prEvent(baseSha, headSha),
    cwd: repo.dir,
    apiUrl: github.url,
  });
  const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
  return { result, body };
}

describe("the first pull request, which adds the server", () => {
  it("reads as a new server: title, tools folded, no base build error in the comment or summary, a passing check", async () => {
    const repo = await GitRepo.init("first-pr-");
    const baseSha = await repo.commit("readme", { "README.md": "acme notes\n" });
    await repo.branch("add-server");
    const headSha = await repo.commit("add the server", await serverPackage(COPY));

    const { result, body } = await run(repo, baseSha, headSha);
    expect(result.code).toBe(0);
    const total = oracleTotals(TOOLS, "o200k_base").model;
    const title = body.split("\n").find((line) => line.startsWith("### "));
    expect(title).toBe(`### acme-notes · new server · ${total} tokens · ✅ budget passes`);
    for (const text of [body, result.summary]) {
      expect(text).not.toMatch(/no baseline|build failed|npm (ERR|error)|_logs|package\.json/i);
      // The tool table waits in the fold, after the fold's summary line.
      const fold = text.indexOf("<details><summary>");
      expect(fold).toBeGreaterThan(-1);
      expect(text.indexOf("add\\_note")).toBeGreaterThan(fold);
      expect(text.slice(fold)).toMatch(/<summary>[^<]*\btools\b/i);
    }
    // The log keeps what happened at the base, npm's own words included.
    expect(result.stdout).toMatch(/the base has no server \(the pull request adds it\)/);
    expect(result.stdout).toMatch(/package\.json/);
    const comparison = JSON.parse(await readFile(result.outputs["comparison-path"] ?? "", "utf8"));
    expect(comparison.newServer).toBe(true);
    expect(comparison.noBaselineReason).toMatch(/build failed at base/);
  });

  it("a base whose project is there but whose build breaks is no new server: the title warns and the cause is shown", async () => {
    const repo = await GitRepo.init("broken-base-");
    const broken = `node -e "console.error('src/server.ts(3,7): error TS2322: Type string is not assignable to type number.'); for (let i = 0; i < 40; i++) console.error('  at step ' + i); process.exit(2)"`;
    const baseSha = await repo.commit("server, broken build", await serverPackage(broken));
    await repo.branch("fix-build");
    const headSha = await repo.commit("fix the build", await serverPackage(COPY));

    const { result, body } = await run(repo, baseSha, headSha);
    expect(result.code).toBe(0);
    const title = body.split("\n").find((line) => line.startsWith("### ")) ?? "";
    expect(title).toMatch(/⚠️ no baseline/);
    expect(title).not.toMatch(/new server/);
    expect(body).toMatch(/No baseline/);
    // The cause comes first in the output, 40 lines before the end: it is kept, with what was left out counted.
    expect(body).toMatch(/error TS2322/);
    expect(body).toMatch(/lines left out/);
    const comparison = JSON.parse(await readFile(result.outputs["comparison-path"] ?? "", "utf8"));
    expect(comparison.newServer).toBeUndefined();
  });
});
