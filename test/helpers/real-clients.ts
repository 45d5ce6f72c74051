/**
 * The real MCP clients from npm, pinned, as the oracle of the client profiles and of `capture`. Each is installed
 * once into a cache outside the checkout (~/.cache/mcp-token-budget-tests/clients, or MTB_TEST_CLIENTS_DIR), so
 * a clean clone's CI run reuses it; a half-done install is never used (staged, then renamed into place).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RealClient {
  /** The npm package. */
  pkg: string;
  version: string;
  /** The executable inside the install folder. */
  bin: string;
}

/** The pinned clients. Claude Code's npm package ships its native build as a per-platform optional dependency. */
export const REAL_CLIENTS = {
  "claude-code": {
    pkg: "@anthropic-ai/claude-code",
    version: "2.1.328",
    bin: `node_modules/@anthropic-ai/claude-code-${process.platform}-${process.arch}/claude`,
  },
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
  // Node 20 is enough (engines: >=20); a JS bundle run by the Node on PATH.
  "gemini-cli": { pkg: "@google/gemini-cli", version: "0.61.0", bin: "node_modules/.bin/gemini" },
  // A Node launcher of a native Rust build shipped as a per-platform optional dependency.
  codex: { pkg: "@openai/codex", version: "0.171.0", bin: "node_modules/.bin/codex" },
  // The OpenAI-compatible client: a native (Bun-compiled) build per platform, so Node's version does not matter
  // (Qwen Code, the other candidate, needs Node 22).
  opencode: {
    pkg: "opencode-ai",
    version: "1.18.33",
    bin: `node_modules/opencode-${process.platform}-${process.arch === "x64" ? "x64" : process.arch}/bin/opencode`,
  },
  // GitHub Copilot CLI: a Node launcher of a native build per platform (its JavaScript and a native runtime module,
  // unpacked into ~/.cache/copilot on first run); driven with bring-your-own-key environment variables.
  "copilot-cli": {
    pkg: "@github/copilot",
    version: "1.0.102",
    bin: `node_modules/@github/copilot-${process.platform}-${process.arch}/copilot`,
  },
  // Cline CLI: a Bun-compiled build per platform, so Node 20 runs it although its @cline/* libraries ask for Node 22.
  cline: {
    pkg: "cline",
    version: "3.0.65",
    bin: `node_modules/@cline/cli-${process.platform}-${process.arch}/bin/cline`,
  },
  // Continue CLI (cn): a JavaScript bundle run by the Node on PATH.
  continue: { pkg: "@continuedev/cli", version: "1.5.47", bin: "node_modules/.bin/cn" },
  // Qwen Code: a JavaScript bundle that needs Node 22 (engines: >=22.0.0), run by the Node 22 below.
  "qwen-code": {
    pkg: "@qwen-code/qwen-code",
    version: "0.24.4",
    bin: "node_modules/@qwen-code/qwen-code/cli-entry.js",
  },
  // Node 22 for Qwen Code, from the npm registry (the official build, one package per platform).
  "node-22": {
    pkg: `node-${process.platform}-${process.arch}`,
    version: "22.22.0",
    bin: `node_modules/node-${process.platform}-${process.arch}/bin/node`,
  },
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
