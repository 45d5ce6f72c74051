/**
 * The action's config mode shapes each client's request, at head and at base, from the same listing flags as
 * `measure --config` (run/config.ts clientListing): the bundled dist/index.js run as the Actions runner runs it, in
 * a real git repository, against the local stand-in for the GitHub REST API, with `measure --config` at each
 * commit as the oracle.
 * - A server that writes text that is not JSON to stdout (test/fixtures/bad/logs-on-stdout.mjs) is one Cline CLI
 *   never connects: its tools are named as not sent and counted as 0 in Cline's request, at head, at base and for a
 *   server the pull request removes; with and without `build` (one build per side: run/config-build.ts).
 * - A server that declares resources and lists none is one Claude Code adds its resource tools for: at base as at
 *   head, so an unchanged configuration is unchanged from base.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { ClientEntry } from "../../../src/core/clients/count.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { badServer, FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
});
const toolsJson = (data: Record<string, unknown>) => `${JSON.stringify(data, null, 2)}\n`;
const quiet = { command: process.execPath, args: [FIXTURE_SERVER, "--tools", "quiet.json"] };
const noisy = { command: process.execPath, args: [badServer("logs-on-stdout")] };
const settings = (servers: Record<string, unknown>) => `${JSON.stringify({ mcpServers: servers }, null, 2)}\n`;
const CLINE = "cline_mcp_settings.json";

interface Scenario {
  repo: GitRepo;
  baseSha: string;
  headSha: string;
}

function prEvent(s: Scenario) {
  const repo = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number: 4,
    pull_request: {
      number: 4,
      state: "open",
      base: { ref: "main", sha: s.baseSha, repo },
      head: { ref: "feature", sha: s.headSha, repo },
    },
    repository: repo,
  };
}

interface ClientRequest {
  servers: string[];
  request: ClientEntry;
  base?: { request: ClientEntry | null; reason: string | null };
}
type CliSetup = { clients: Record<string, ClientRequest> };

/** `measure --config` on the file as it is at a commit, in a folder of that commit's files apart from the repository. */
async function cliAt(s: Scenario, sha: string, config: string): Promise<CliSetup> {
  const dir = await makeTempDir("config-flags-at-");
  const tar = path.join(dir, "commit.tar");
  await s.repo.git("archive", "-o", tar, sha);
  execFileSync("tar", ["-xf", tar, "-C", dir]);
  const run = await runCliJson<CliSetup>(["measure", "--config", config, "--format", "json"], dir);
  expect(run.code, run.stderr).toBe(0);
  return run.json;
}

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

const bodyOf = () => String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");

describe("config mode, Cline CLI: a server that writes text that is not JSON to stdout", () => {
  /** Base: quiet, noisy and loud (noisy as well); head: quiet with one tool more, noisy; loud removed. */
  async function scenario(): Promise<Scenario> {
    const repo = await GitRepo.init("config-noise-");
    const baseSha = await repo.commit("base", {
      "quiet.json": toolsJson({ tools: [tool("search", "Search.")] }),
      [CLINE]: settings({ quiet, noisy, loud: noisy }),
    });
    await repo.branch("feature");
    const headSha = await repo.commit("head", {
      "quiet.json": toolsJson({ tools: [tool("search", "Search."), tool("get", "Get one item by id.")] }),
      [CLINE]: settings({ quiet, noisy }),
    });
    return { repo, baseSha, headSha };
  }

  for (const build of [null, "node -e 0"]) {
    it(`is never connected: named as not sent and counted as 0, at head and at base, as measure --config says${build ? " (with build)" : ""}`, async () => {
      const s = await scenario();
      github = await new FakeGitHub().start();
      const run = await runAction({
        inputs: { config: CLINE, "github-token": "t", jobs: "2", ...(build ? { build } : {}) },
        eventName: "pull_request",
        event: prEvent(s),
        cwd: s.repo.dir,
        apiUrl: github.url,
      });
      expect(run.stdout).not.toMatch(/::error::/);
      expect(run.code, run.stdout).toBe(0);
      const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8")) as {
        clients: Record<string, ClientRequest>;
      };
      const cline = setup.clients.cline as ClientRequest;
      const notSent = (server: string) => ({
        server,
        tools: ["get_time", "echo"],
        reason: expect.stringContaining("Invalid MCP response"),
        fix: expect.stringContaining("stderr"),
      });
      expect(cline.servers).toEqual(["quiet", "noisy"]);
      expect(cline.request.notSent).toEqual([notSent("noisy")]);
      // Only the quiet server's tools are in Cline's request, at head and at base (the removed one's are not).
      expect(Object.keys(cline.request.tokens.o200k_base?.perTool ?? {})).toHaveLength(2);
      expect(cline.base?.request?.notSent).toEqual([notSent("noisy"), notSent("loud")]);
      expect(Object.keys(cline.base?.request?.tokens.o200k_base?.perTool ?? {})).toHaveLength(1);

      // The independent path: measure --config on the file at each commit.
      const [atBase, atHead] = await Promise.all([cliAt(s, s.baseSha, CLINE), cliAt(s, s.headSha, CLINE)]);
      expect(cline.request.tokens).toEqual(atHead.clients.cline?.request.tokens);
      expect(cline.request.notSent).toEqual(atHead.clients.cline?.request.notSent);
      expect(cline.base?.request?.tokens).toEqual(atBase.clients.cline?.request.tokens);
      expect(cline.base?.request?.notSent).toEqual(atBase.clients.cline?.request.notSent);

      // As GitHub shows it: Cline's line names the server it drops and the fix.
      const html = await marked.parse(bodyOf());
      expect(html).toContain(
        "; 2 tools of noisy not sent (counted as 0): Cline CLI&#39;s stdio client fails on the text that is not JSON",
      );
    }, 180_000);
  }
});

describe("config mode, Claude Code: a server that declares resources and lists none", () => {
  it("gets Claude Code's resource tools at base as at head: an unchanged configuration is unchanged from base", async () => {
    const repo = await GitRepo.init("config-declares-");
    const files = {
      "quiet.json": toolsJson({ tools: [tool("search", "Search.")], resources: [] }),
      ".mcp.json": settings({ quiet }),
    };
    const baseSha = await repo.commit("base", files);
    await repo.branch("feature");
    const headSha = await repo.commit("head", { "README.md": "A change that leaves the servers as they were.\n" });
    const s = { repo, baseSha, headSha };
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { config: ".mcp.json", "github-token": "t" },
      eventName: "pull_request",
      event: prEvent(s),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.code, run.stdout).toBe(0);
    const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8")) as {
      clients: Record<string, ClientRequest>;
    };
    const claude = setup.clients["claude-code"] as ClientRequest;
    const atBase = await cliAt(s, baseSha, ".mcp.json");
    // The oracle adds Claude Code's resource tools for the server (it declares the capability).
    expect(atBase.clients["claude-code"]?.request.clientOwnTools?.length).toBeGreaterThan(0);
    expect(claude.base?.request).toEqual(atBase.clients["claude-code"]?.request);
    expect(claude.base?.request?.tokens).toEqual(claude.request.tokens);
  }, 180_000);
});
