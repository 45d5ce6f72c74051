/**
 * The real MCP clients from npm, pinned, as the oracle of the client profiles and of `capture`. Each is installed
 * once into a cache outside the checkout (~/.cache/mcp-token-budget-tests/clients, or MTB_TEST_CLIENTS_DIR), so
 * a clean clone's CI run reuses it; a half-done install is never used (staged, then renamed into place).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { corpusClient } from "../../src/capture/corpus-clients.js";

export interface RealClient {
  /** The npm package. */
  pkg: string;
  version: string;
  /** The executable inside the install folder. */
  bin: string;
}

/**
 * A client the corpus captures, at its pin: its package and executable are its entry in CORPUS_CLIENTS
 * (src/capture/corpus-clients.ts, one copy for `clients check` and the tests), its runtime (Qwen Code's Node 22) too.
 */
const pinned = (id: string, version: string): RealClient => {
  const { pkg, bin } = corpusClient(id);
  return { pkg, version, bin };
};
const runtimeOf = (id: string): RealClient => {
  const runtime = corpusClient(id).runtime;
  if (!runtime) throw new Error(`${id} has no runtime of its own`);
  return runtime;
};

/**
 * The pinned clients. Claude Code's npm package ships its native build as a per-platform optional dependency;
 * Codex is a Node launcher of a native Rust build, opencode a native (Bun-compiled) build per platform, Copilot CLI
 * a Node launcher of a native build (unpacked into ~/.cache/copilot on first run), Cline CLI a Bun-compiled build
 * (so Node 20 runs it although its @cline/* libraries ask for Node 22); Gemini CLI (engines: >=20) and Continue CLI
 * are JavaScript bundles run by the Node on PATH, Qwen Code one that needs Node 22, from the npm registry.
 */
export const REAL_CLIENTS = {
  "claude-code": pinned("claude-code", "2.1.328"),
  // Claude Code's earlier lines (the latest patch of each): a JavaScript bundle, cli.js, run by the Node on PATH.
  "claude-code@2.0.77": {
    pkg: "@anthropic-ai/claude-code",
    version: "2.0.77",
    bin: "node_modules/.bin/claude",
  },
  "claude-code@1.0.128": {
    pkg: "@anthropic-ai/claude-code",
    version: "1.0.128",
    bin: "node_modules/.bin/claude",
  },
  "gemini-cli": pinned("gemini-cli", "0.61.0"),
  codex: pinned("codex", "0.171.0"),
  opencode: pinned("opencode", "1.18.33"),
  "copilot-cli": pinned("copilot-cli", "1.0.102"),
  cline: pinned("cline", "3.0.65"),
  continue: pinned("continue", "1.5.47"),
  "qwen-code": pinned("qwen-code", "0.24.4"),
  // Node 22 for Qwen Code, from the npm registry (the official build, one package per platform).
  "node-22": runtimeOf("qwen-code"),
} as const satisfies Record<string, RealClient>;

export type RealClientId = keyof typeof REAL_CLIENTS;

export const CLIENTS_CACHE =
  process.env.MTB_TEST_CLIENTS_DIR ?? path.join(os.homedir(), ".cache", "mcp-token-budget-tests", "clients");

const latest = new Map<string, string>();

/**
 * The version to run: the pinned one, or with MTB_CLIENTS_LATEST=1 the newest release on npm (`npm view`), for
 * the weekly check that the goldens still hold (.github/workflows/clients-check.yml).
 */
export function clientVersion(id: RealClientId): string {
  const client: RealClient = REAL_CLIENTS[id];
  // A pinned line of a client (claude-code@2.0.77) and the runtime Node 22 stay as pinned.
  if (process.env.MTB_CLIENTS_LATEST !== "1" || id.includes("@") || id === "node-22") return client.version;
  let version = latest.get(client.pkg);
  if (!version) {
    version = execFileSync("npm", ["view", client.pkg, "version"], { encoding: "utf8", timeout: 60_000 }).trim();
    latest.set(client.pkg, version);
  }
  return version;
}

/** The absolute path of the client's executable, installing the pinned version first when it is missing. */
export function ensureRealClient(id: RealClientId): string {
  const client: RealClient = { ...REAL_CLIENTS[id], version: clientVersion(id) };
  const folder = path.join(CLIENTS_CACHE, `${client.pkg.replace("/", "+")}@${client.version}`);
  const bin = path.join(folder, client.bin);
  if (existsSync(bin)) return bin;
  mkdirSync(CLIENTS_CACHE, { recursive: true });
  const staging = mkdtempSync(`${folder}-staging-`);
  writeFileSync(path.join(staging, "package.json"), '{"private":true}\n');
  try {
    execFileSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--save-exact", `${client.pkg}@${client.version}`],
      { cwd: staging, stdio: ["ignore", "ignore", "pipe"], timeout: 600_000 },
    );
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`could not install ${client.pkg}@${client.version} for the client oracle: ${stderr}`);
  }
  if (!existsSync(path.join(staging, client.bin))) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${client.pkg}@${client.version} installed, but ${client.bin} is not in it (platform?)`);
  }
  // Test files run in parallel: the first rename wins; a later one finds the folder there and drops its copy.
  try {
    renameSync(staging, folder);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(bin)) throw new Error(`installed ${client.pkg}@${client.version} but ${bin} is missing`);
  return bin;
}
