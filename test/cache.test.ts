/**
 * Reusing base measurements: the key covers exactly what changes a report, a hit skips the
 * base build entirely, and a cache that fails is only a warning.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { cacheKey, type MeasurementSettings } from "../src/cache/key.js";
import { ROOT, runAction } from "./helpers/action-runner.js";
import { FailingCacheService } from "./helpers/fake-cache-service.js";
import { FakeGitHub } from "./helpers/fake-github.js";
import { FIXTURE_SERVER } from "./helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "./helpers/git-repo.js";

afterAll(removeTempDirs);

const SETTINGS: MeasurementSettings = {
  build: "npm run build",
  command: "node",
  args: ["build/index.js", "--stdio"],
  workingDirectory: "packages/server",
  env: { MODE: "offline", REGION: "eu" },
  stripEnv: ["MY_SECRET"],
  encodings: ["o200k_base", "cl100k_base"],
};
const SHA = "0123456789abcdef0123456789abcdef01234567";

describe("the cache key", () => {
  const key = cacheKey(SHA, SETTINGS);

  it.each<[string, Partial<MeasurementSettings>]>([
    ["build command", { build: "npm run build:prod" }],
    ["no build", { build: null }],
    ["start command", { command: "bun" }],
    ["arguments", { args: ["build/index.js"] }],
    ["argument order", { args: ["--stdio", "build/index.js"] }],
    ["working directory", { workingDirectory: "." }],
    ["an environment value", { env: { MODE: "online", REGION: "eu" } }],
    ["an environment name", { env: { MODE: "offline", ZONE: "eu" } }],
    ["withheld variables", { stripEnv: [] }],
    ["encodings", { encodings: ["o200k_base"] }],
    ["encoding order", { encodings: ["cl100k_base", "o200k_base"] }],
  ])("changes with the %s", (_what, change) => {
    expect(cacheKey(SHA, { ...SETTINGS, ...change })).not.toBe(key);
  });

  it("changes with the commit", () => {
    expect(cacheKey("f".repeat(40), SETTINGS)).not.toBe(key);
  });

  it("does not change with the order of environment variables or repeated withheld names", () => {
    expect(cacheKey(SHA, { ...SETTINGS, env: { REGION: "eu", MODE: "offline" } })).toBe(key);
    expect(cacheKey(SHA, { ...SETTINGS, stripEnv: ["MY_SECRET", "MY_SECRET"] })).toBe(key);
    expect(cacheKey(SHA, { ...structuredClone(SETTINGS) })).toBe(key);
  });

  it("starts with the commit, so entries can be found per commit", () => {
    expect(key.startsWith(`mcp-token-budget-report-${SHA}-`)).toBe(true);
  });
});

const tools = (names: string[]) =>
  `${JSON.stringify({ tools: names.map((name) => ({ name, description: `Does ${name}.`, inputSchema: { type: "object" } })) })}\n`;

/** A repo whose build records which commit it built, in a file outside every checkout. */
async function repoWithBuildLog() {
  const repo = await GitRepo.init("cache-");
  const buildLog = path.join(await makeTempDir("buildlog-"), "built.txt");
  const baseSha = await repo.commit("base", { "tools.json": tools(["a", "b"]) });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "tools.json": tools(["a", "b", "c"]) });
  return { repo, buildLog, baseSha, headSha, build: `git rev-parse HEAD >> ${buildLog}` };
}

const builtShas = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim().split("\n") : []);

describe("compare --cache-dir", () => {
  it("measures the base once; the next run restores it and never builds the base", async () => {
    const { repo, buildLog, baseSha, headSha, build } = await repoWithBuildLog();
    const cacheDir = await makeTempDir("cache-");
    const args = [
      path.join(ROOT, "dist/cli.js"),
      "compare",
      "--base",
      "main",
      "--cache-dir",
      cacheDir,
      "--build",
      build,
      "--format",
      "json",
      "--",
      process.execPath,
      FIXTURE_SERVER,
      "--tools",
      "tools.json",
    ];
    const first = await promisify(execFile)(process.execPath, args, { cwd: repo.dir });
    expect(builtShas(buildLog).sort()).toEqual([baseSha, headSha].sort());
    expect(first.stderr).toMatch(/no base report for .* measuring the base/);

    const second = await promisify(execFile)(process.execPath, args, { cwd: repo.dir });
    // Only the head was built the second time.
    expect(builtShas(buildLog).filter((s) => s === baseSha)).toHaveLength(1);
    expect(second.stderr).toMatch(/restored from the directory .*: the base is not built or started/);
    const [a, b] = [JSON.parse(first.stdout), JSON.parse(second.stdout)];
    expect(b.totals).toEqual(a.totals);
    expect(b.tools.map((t: { status: string }) => t.status)).toEqual(["unchanged", "unchanged", "added"]);
  });

  it("reuses a head report saved under its commit as the base of a later branch", async () => {
    const { repo, buildLog, baseSha, build } = await repoWithBuildLog();
    const cacheDir = await makeTempDir("cache-");
    const server = ["--", process.execPath, FIXTURE_SERVER, "--tools", "tools.json"];
    await repo.checkout("main");
    // Measuring main (clean tree) saves main's report under its commit...
    await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, "dist/cli.js"),
        "compare",
        "--base",
        "main",
        "--cache-dir",
        cacheDir,
        "--build",
        build,
        "--no-parallel",
        ...server,
      ],
      { cwd: repo.dir },
    );
    const before = builtShas(buildLog).length;
    await repo.checkout("feature");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, "dist/cli.js"),
        "compare",
        "--base",
        "main",
        "--cache-dir",
        cacheDir,
        "--build",
        build,
        "--format",
        "json",
        ...server,
      ],
      { cwd: repo.dir },
    );
    // ...so the feature branch, based on it, builds only its own head.
    expect(builtShas(buildLog).slice(before)).not.toContain(baseSha);
    expect(JSON.parse(stdout).summary.added).toBe(1);
  });
});

describe("the action's cache", () => {
  const event = (baseSha: string, headSha: string) => ({
    pull_request: {
      number: 3,
      base: { ref: "main", sha: baseSha, repo: { full_name: "octo/weather" } },
      head: { ref: "feature", sha: headSha, repo: { full_name: "octo/weather" } },
    },
  });

  it("restores the base on the second run (base-from-cache) without building it", async () => {
    const { repo, buildLog, baseSha, headSha, build } = await repoWithBuildLog();
    const github = await new FakeGitHub().start();
    const cacheDir = await makeTempDir("action-cache-");
    const inputs = {
      command: `node ${FIXTURE_SERVER} --tools tools.json`,
      build,
      "cache-dir": cacheDir,
      comment: "never",
    };
    try {
      const first = await runAction({
        inputs,
        eventName: "pull_request",
        event: event(baseSha, headSha),
        cwd: repo.dir,
        apiUrl: github.url,
      });
      expect(first.code).toBe(0);
      expect(first.outputs["base-from-cache"]).toBe("false");
      const second = await runAction({
        inputs,
        eventName: "pull_request",
        event: event(baseSha, headSha),
        cwd: repo.dir,
        apiUrl: github.url,
      });
      expect(second.code).toBe(0);
      expect(second.outputs["base-from-cache"]).toBe("true");
      expect(builtShas(buildLog).filter((s) => s === baseSha)).toHaveLength(1);
      expect(second.outputs["delta-tokens"]).toBe(first.outputs["delta-tokens"]);
    } finally {
      await github.stop();
    }
  });

  it("warns and measures the base when the Actions cache service fails", async () => {
    const { repo, buildLog, baseSha, headSha, build } = await repoWithBuildLog();
    const github = await new FakeGitHub().start();
    const service = await new FailingCacheService().start();
    try {
      const run = await runAction({
        inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, build, comment: "never" },
        eventName: "pull_request",
        event: event(baseSha, headSha),
        cwd: repo.dir,
        apiUrl: github.url,
        env: { ACTIONS_CACHE_URL: service.url, ACTIONS_RUNTIME_TOKEN: "runtime-token" },
      });
      expect(run.code).toBe(0);
      // The cache client really asked for the base's report, then offered to save the measured
      // one, both under the base commit's key and with the runtime token...
      const key = `mcp-token-budget-report-${baseSha}-`;
      const lookup = service.requests.find((r) => r.method === "GET" && r.path === "_apis/artifactcache/cache");
      expect(lookup?.query.keys).toMatch(new RegExp(`^${key}[0-9a-f]+$`));
      const reserve = service.requests.find((r) => r.method === "POST" && r.path === "_apis/artifactcache/caches");
      expect((reserve?.body as { key?: string } | undefined)?.key).toBe(lookup?.query.keys);
      expect(service.requests.every((r) => r.authorization === "Bearer runtime-token")).toBe(true);
      // ...and both failures became warnings, not a failed step.
      expect(run.stdout).toMatch(/::warning::Failed to restore: .*500/);
      expect(run.stdout).toMatch(/::warning::Failed to save: .*500/);
      expect(run.outputs["base-from-cache"]).toBe("false");
      expect(run.outputs.status).toBe("pass");
      expect(builtShas(buildLog)).toContain(baseSha);
    } finally {
      await Promise.all([github.stop(), service.stop()]);
    }
  });
});
