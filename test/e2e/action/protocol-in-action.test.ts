/**
 * The protocol era and the tool list's cache fields through the action (issue 27): the bundled dist/index.js on a
 * pull request whose server moved from the 2025 era to revision 2026-07-28, against the local GitHub stand-in.
 * The comment and the job summary say the change in one line each; the outputs give the head's era, revision,
 * ttlMs and cacheScope. The server is era-server.mjs, started through a file of the repository that names its era.
 */
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseComparison } from "../../../src/core/documents.js";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";

const PROTOCOL = "protocol: 2025-11-25 → 2026-07-28 (stateless)";
const CACHE = "the server now lets clients cache its tool list for 10 minutes, per user (base: not said)";

/** server.mjs: era-server.mjs with the flags of flags.json, so base and head run one command in two eras. */
const SERVER_MJS = `import { readFileSync } from "node:fs";
process.argv.push(...JSON.parse(readFileSync(new URL("./flags.json", import.meta.url), "utf8")));
await import(${JSON.stringify(new URL("era-server.mjs", `file://${FIXTURES}/`).href)});
`;
const flags = (...f: string[]) => `${JSON.stringify(["--tools", toolsFile("many"), ...f])}\n`;

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.stop();
  github = undefined;
});
afterAll(removeTempDirs);

describe("a pull request that moves the server to revision 2026-07-28", { timeout: 240_000 }, () => {
  let repo: GitRepo;
  let baseSha: string;
  let headSha: string;
  beforeAll(async () => {
    repo = await GitRepo.init("action-protocol-");
    baseSha = await repo.commit("base", { "server.mjs": SERVER_MJS, "flags.json": flags("--era", "legacy") });
    await repo.branch("feature");
    headSha = await repo.commit("head", { "flags.json": flags() });
  });

  const event = () => {
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    return {
      action: "synchronize",
      number: 7,
      pull_request: {
        number: 7,
        state: "open",
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: headSha, repo: r },
      },
      repository: r,
    };
  };

  it("says the protocol and the cache in the comment and the summary, and sets the outputs a workflow needs", async () => {
    github = await new FakeGitHub().start();
    const result = await runAction({
      inputs: { command: "node server.mjs", "github-token": "t" },
      eventName: "pull_request",
      event: event(),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    const body = String(github.comments.get(7)?.at(-1)?.body ?? "");
    expect(body, `${result.stdout}\n${result.summary}`).not.toBe("");
    for (const text of [body, result.summary]) {
      expect(text).toContain(`\n\n${PROTOCOL}  \n${CACHE}\n\n`);
      // In view, not in the fold.
      expect(text.indexOf(PROTOCOL)).toBeLessThan(text.indexOf("<details>"));
    }
    expect(result.outputs["protocol-era"]).toBe("modern");
    expect(result.outputs["protocol-version"]).toBe("2026-07-28");
    expect(result.outputs["tools-cache-ttl-ms"]).toBe("600000");
    expect(result.outputs["tools-cache-scope"]).toBe("private");
    const comparison = parseComparison(JSON.parse(readFileSync(result.outputs["comparison-path"] ?? "", "utf8")));
    expect(comparison.base.report?.server.era).toBe("legacy");
    expect(comparison.head.report.toolsCache).toEqual({ ttlMs: 600_000, scope: "private" });
  });

  it("in config mode (on-change) posts a comment for it, though no token changed, and names the server", async () => {
    github = await new FakeGitHub().start();
    const config = JSON.stringify({ mcpServers: { weather: { command: "node", args: ["server.mjs"] } } });
    const configRepo = await GitRepo.init("action-protocol-config-");
    const base = await configRepo.commit("base", {
      "server.mjs": SERVER_MJS,
      "flags.json": flags("--era", "legacy"),
      ".mcp.json": config,
    });
    await configRepo.branch("feature");
    const head = await configRepo.commit("head", { "flags.json": flags() });
    const e = event();
    e.pull_request.base.sha = base;
    e.pull_request.head.sha = head;
    const result = await runAction({
      inputs: { config: ".mcp.json", "github-token": "t", comment: "on-change" },
      eventName: "pull_request",
      event: e,
      cwd: configRepo.dir,
      apiUrl: github.url,
    });
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    const body = String(github.comments.get(7)?.at(-1)?.body ?? "");
    expect(body, `${result.stdout}\n${result.summary}`).toMatch(/· protocol or tool-list caching changed/);
    expect(body).toContain(`Protocol or tool-list cache changed: weather: ${PROTOCOL}; ${CACHE}.`);
  });
});
