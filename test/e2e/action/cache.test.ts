/**
 * Reusing base measurements: the key covers exactly what changes a report, a hit skips the
 * base build entirely, a cache that fails is only a warning, and an entry that is not a valid,
 * consistent report for its key is a miss with a warning that says why.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheKey, type MeasurementSettings } from "../../../src/cache/key.js";
import type { Report, ToolCount, ToolTokens, Totals } from "../../../src/core/report.js";
import { ROOT, runAction } from "../../helpers/action-runner.js";
import { FailingCacheService, FakeCacheService, KEY_ALREADY_EXISTS } from "../../helpers/fake-cache-service.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

// COLUMNS=1000: the CLI wraps its notes at 100 columns by default; these tests read them as whole lines.
const WHOLE_LINES = { ...process.env, COLUMNS: "1000" };

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
    ["model profiles", { models: ["claude-sonnet-4.6"] }],
    ["stability check", { checkStable: true }],
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
    // Entries written before models and the stability check existed keep their keys.
    expect(cacheKey(SHA, { ...SETTINGS, models: [], checkStable: false })).toBe(key);
  });

  it("tells model profiles apart, in their order", () => {
    const claude = cacheKey(SHA, { ...SETTINGS, models: ["claude-sonnet-4.6"] });
    expect(cacheKey(SHA, { ...SETTINGS, models: ["gpt-5"] })).not.toBe(claude);
    expect(cacheKey(SHA, { ...SETTINGS, models: ["claude-sonnet-4.6", "gpt-5"] })).not.toBe(
      cacheKey(SHA, { ...SETTINGS, models: ["gpt-5", "claude-sonnet-4.6"] }),
    );
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
    const first = await promisify(execFile)(process.execPath, args, { cwd: repo.dir, env: WHOLE_LINES });
    expect(builtShas(buildLog).sort()).toEqual([baseSha, headSha].sort());
    expect(first.stderr).toMatch(/no base report for .* measuring the base/);

    const second = await promisify(execFile)(process.execPath, args, { cwd: repo.dir, env: WHOLE_LINES });
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
      { cwd: repo.dir, env: WHOLE_LINES },
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
      { cwd: repo.dir, env: WHOLE_LINES },
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

  it("does not believe a base entry a head build edited (parallel: false), so maxIncrease still holds", async () => {
    const { repo, buildLog } = await repoWithBuildLog();
    const github = await new FakeGitHub().start();
    const cacheDir = await makeTempDir("action-cache-");
    // The pull request's build raises the cached base's totals by 100,000 tokens: what a careless
    // attacker does to turn an increase into a large decrease.
    const forge = `import { readdirSync, readFileSync, writeFileSync } from "node:fs";
for (const f of readdirSync(process.argv[2])) {
  const file = process.argv[2] + "/" + f;
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const totals of Object.values(report.totals)) totals.model += 100000;
  writeFileSync(file, JSON.stringify(report));
}
`;
    const inputs = {
      command: `node ${FIXTURE_SERVER} --tools tools.json`,
      build: `git rev-parse HEAD >> ${buildLog}; if [ -f forge.mjs ]; then node forge.mjs ${cacheDir}; fi`,
      "cache-dir": cacheDir,
      parallel: "false",
      comment: "never",
    };
    const budget = { "mcp-token-budget.yml": "maxIncrease: 5\n" };
    try {
      // The budget is the base's too, so the base must be rebuilt with it: one commit on each branch.
      await repo.checkout("main");
      const budgetBase = (await repo.commit("budget", budget)).trim();
      await repo.checkout("feature");
      await repo.git("merge", "-q", "--no-edit", "main");
      const honestHead = (await repo.git("rev-parse", "HEAD")).trim();
      const honest = await runAction({
        inputs,
        eventName: "pull_request",
        event: event(budgetBase, honestHead),
        cwd: repo.dir,
        apiUrl: github.url,
      });
      expect(honest.outputs.status).toBe("fail");
      expect(JSON.parse(honest.outputs["delta-tokens"] ?? "{}").o200k_base.model).toBeGreaterThan(5);
      const forgingHead = await repo.commit("a build that edits the cache", { "forge.mjs": forge });
      const forged = await runAction({
        inputs,
        eventName: "pull_request",
        event: event(budgetBase, forgingHead),
        cwd: repo.dir,
        apiUrl: github.url,
      });
      expect(forged.stdout).toMatch(
        /::warning::the directory .* could not be read \(the entry mcp-token-budget-report-[0-9a-f]+-[0-9a-f]+ is not a valid report: report\.totals\.o200k_base\.model is \d+, but its tools add up to \d+\); measuring the base instead/,
      );
      expect(forged.outputs["base-from-cache"]).toBe("false");
      expect(forged.outputs["delta-tokens"]).toBe(honest.outputs["delta-tokens"]);
      expect(forged.outputs.status).toBe("fail");
      expect(forged.code).not.toBe(0);
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

describe("a cache entry is data, not truth", () => {
  // One repository and cache directory: each case damages the base's entry, then compare must warn,
  // measure the base again, and give the same comparison as a run that measured it honestly.
  let setup: Awaited<ReturnType<typeof repoWithBuildLog>>;
  let cacheDir: string;
  let args: string[];
  let honest: { totals: unknown; tools: unknown };
  let entryFile: string;
  let entry: string;

  beforeAll(async () => {
    setup = await repoWithBuildLog();
    cacheDir = await makeTempDir("cache-");
    args = [
      path.join(ROOT, "dist/cli.js"),
      "compare",
      "--base",
      "main",
      "--cache-dir",
      cacheDir,
      "--build",
      setup.build,
      "--format",
      "json",
      "--",
      process.execPath,
      FIXTURE_SERVER,
      "--tools",
      "tools.json",
    ];
    const first = await promisify(execFile)(process.execPath, args, { cwd: setup.repo.dir, env: WHOLE_LINES });
    const { totals, tools } = JSON.parse(first.stdout);
    honest = { totals, tools };
    const name = (await readdir(cacheDir)).find((f) => f.startsWith(`mcp-token-budget-report-${setup.baseSha}-`));
    entryFile = path.join(cacheDir, name as string);
    entry = await readFile(entryFile, "utf8");
  });

  const edit = (change: (report: Report) => void) => (text: string) => {
    const report = JSON.parse(text) as Report;
    change(report);
    return JSON.stringify(report);
  };
  const tokensOf = (r: Report, i: number, encoding: string) => (r.tools[i] as ToolCount).tokens[encoding] as ToolTokens;
  const totalsOf = (r: Report, encoding: string) => r.totals[encoding] as Totals;

  const cases: Array<[string, (text: string) => string, RegExp]> = [
    [
      "a tool's count raised by 100,000, totals left alone",
      edit((r) => {
        tokensOf(r, 0, "o200k_base").model += 100_000;
      }),
      /is not a valid report: report\.totals\.o200k_base\.model is \d+, but its tools add up to \d+/,
    ],
    [
      "totals raised by 100,000 in every encoding",
      edit((r) => {
        for (const totals of Object.values(r.totals)) totals.model += 100_000;
      }),
      /report\.totals\.o200k_base\.model is \d+, but its tools add up to \d+/,
    ],
    [
      "a raw total that is not the sum (cl100k_base)",
      edit((r) => {
        totalsOf(r, "cl100k_base").raw += 1;
      }),
      /report\.totals\.cl100k_base\.raw is \d+, but its tools add up to \d+/,
    ],
    [
      "fields that do not add up to the raw count",
      edit((r) => {
        tokensOf(r, 1, "cl100k_base").fields.structure += 2;
      }),
      /report\.tools\[1\]\.tokens\.cl100k_base\.fields add up to \d+, but its raw count is \d+/,
    ],
    ["truncated JSON", (text) => text.slice(0, text.length / 2), /is not JSON \(/],
    ["an empty file", () => "", /is not JSON \(/],
    ["null", () => "null", /is not an mcp-token-budget report: expected a JSON object/],
    [
      "a comparison instead of a report",
      (text) => JSON.stringify({ ...JSON.parse(text), kind: "mcp-token-budget/comparison" }),
      /is a comparison .*, not a report/,
    ],
    [
      "an encoding missing from the totals",
      edit((r) => void delete r.totals.cl100k_base),
      /report\.totals has no entry for encoding "cl100k_base"/,
    ],
    [
      "a consistent report measured with other encodings than its key",
      edit((r) => {
        r.method.encodings = ["o200k_base"];
        delete r.totals.cl100k_base;
        for (const t of r.tools) delete t.tokens.cl100k_base;
      }),
      /was measured with o200k_base, but its key was made for o200k_base, cl100k_base/,
    ],
  ];

  it.each(cases)("%s: a miss with a warning, the base measured, the right deltas", async (_what, damage, problem) => {
    await writeFile(entryFile, damage(entry));
    const builtBefore = builtShas(setup.buildLog).filter((s) => s === setup.baseSha).length;
    const run = await promisify(execFile)(process.execPath, args, { cwd: setup.repo.dir, env: WHOLE_LINES });
    const warning = run.stderr.split("\n").find((line) => line.startsWith("warning: "));
    expect(warning).toMatch(
      new RegExp(
        `^warning: the directory ${cacheDir} could not be read \\(the entry mcp-token-budget-report-${setup.baseSha}-[0-9a-f]+ `,
      ),
    );
    expect(warning).toMatch(problem);
    expect(warning).toMatch(/; measuring the base instead$/);
    expect(builtShas(setup.buildLog).filter((s) => s === setup.baseSha)).toHaveLength(builtBefore + 1);
    const { totals, tools } = JSON.parse(run.stdout);
    expect({ totals, tools }).toEqual(honest);
    // The base measured again replaced the bad entry.
    expect(JSON.parse(await readFile(entryFile, "utf8"))).toEqual(JSON.parse(entry));
  });

  it("believes a forged entry whose numbers agree: validation catches corruption, not a forger", async () => {
    await writeFile(
      entryFile,
      edit((r) => {
        for (const encoding of r.method.encodings) {
          const tokens = tokensOf(r, 0, encoding);
          tokens.model += 1000;
          tokens.raw += 1000;
          tokens.fields.structure += 1000;
          totalsOf(r, encoding).model += 1000;
          totalsOf(r, encoding).raw += 1000;
        }
      })(entry),
    );
    const run = await promisify(execFile)(process.execPath, args, { cwd: setup.repo.dir, env: WHOLE_LINES });
    expect(run.stderr).toMatch(/restored from the directory .*: the base is not built or started/);
    expect(run.stderr).not.toMatch(/^warning:/m);
    const comparison = JSON.parse(run.stdout);
    const honestTotals = honest.totals as Record<string, { delta: { model: number } }>;
    expect(comparison.totals.o200k_base.delta.model).toBe((honestTotals.o200k_base?.delta.model ?? 0) - 1000);
    await writeFile(entryFile, entry);
  });
});

describe("an Actions cache key that already exists", () => {
  it("is an information line, not a warning (the bundled client keeps its error classes' names)", async () => {
    const { repo, baseSha, headSha, build } = await repoWithBuildLog();
    const github = await new FakeGitHub().start();
    const service = await new FakeCacheService(KEY_ALREADY_EXISTS).start();
    try {
      const run = await runAction({
        inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, build, comment: "never" },
        eventName: "pull_request",
        event: {
          pull_request: {
            number: 3,
            base: { ref: "main", sha: baseSha, repo: { full_name: "octo/weather" } },
            head: { ref: "feature", sha: headSha, repo: { full_name: "octo/weather" } },
          },
        },
        cwd: repo.dir,
        apiUrl: github.url,
        env: { ACTIONS_CACHE_URL: service.url, ACTIONS_RUNTIME_TOKEN: "runtime-token" },
      });
      expect(run.code).toBe(0);
      // The client looked the base up (no entry), measured it, and tried to keep it: the key was taken.
      const reserve = service.requests.find((r) => r.method === "POST" && r.path === "_apis/artifactcache/caches");
      expect((reserve?.body as { key?: string } | undefined)?.key).toMatch(`mcp-token-budget-report-${baseSha}-`);
      const lines = run.stdout.split("\n");
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^Failed to save: Unable to reserve cache with key mcp-token-budget-report-.*another job/,
        ),
      );
      expect(lines.filter((line) => /^::(warning|error)/.test(line) && /save/i.test(line))).toEqual([]);
      expect(run.outputs.status).toBe("pass");
    } finally {
      await Promise.all([github.stop(), service.stop()]);
    }
  });
});
