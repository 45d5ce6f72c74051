/**
 * Where fetched model data lives on disk, and how the profiles find it there. A store is a directory
 * with one folder per pinned package version (`packages/<name>@<version>/`, holding the kept files and
 * an install record written last), so an interrupted install is never taken for a complete one.
 *
 * The CLI's store is per user: `$MCP_TOKEN_BUDGET_CACHE`, else `$XDG_CACHE_HOME/mcp-token-budget` on
 * Linux (`~/.cache/mcp-token-budget` when unset), `~/Library/Caches/mcp-token-budget` on macOS,
 * `%LOCALAPPDATA%\mcp-token-budget\Cache` on Windows. The action's is the runner's tool cache (or temp
 * directory): outside the workspace, so no build or `npm ci` there can remove it.
 */

import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MODEL_PACKAGES, type PinnedPackage } from "./model-packages.js";

export const STORE_ENV = "MCP_TOKEN_BUDGET_CACHE";
export const INSTALL_RECORD = ".mcp-token-budget-install.json";

type Env = Readonly<Record<string, string | undefined>>;

/** What an install wrote beside the files: the pin it satisfied and where it came from. */
export interface InstallRecord {
  name: string;
  version: string;
  integrity: string;
  tarballSize: number;
  keptSize: number;
  license: string;
  registry: string;
  tarball: string;
  fetchedAt: string;
}

/** The per-user model data directory (the CLI's `models install` writes here). */
export function userStoreDir(env: Env = process.env, platform = process.platform, home = os.homedir()): string {
  const override = env[STORE_ENV];
  if (override) return path.resolve(override);
  if (platform === "win32") {
    return path.join(env.LOCALAPPDATA || path.join(home, "AppData", "Local"), "mcp-token-budget", "Cache");
  }
  if (platform === "darwin") return path.join(home, "Library", "Caches", "mcp-token-budget");
  // The XDG base directory spec: a relative XDG_CACHE_HOME is invalid and is ignored.
  const xdg = env.XDG_CACHE_HOME;
  return path.join(xdg && path.isAbsolute(xdg) ? xdg : path.join(home, ".cache"), "mcp-token-budget");
}

/**
 * The action's model data directory: `$MCP_TOKEN_BUDGET_CACHE` when set, else in the runner's tool
 * cache (kept between jobs on self-hosted runners), else in its temp directory; null off a runner.
 */
export function runnerStoreDir(env: Env = process.env): string | null {
  const override = env[STORE_ENV];
  if (override) return path.resolve(override);
  const base = env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP;
  return base ? path.join(base, "mcp-token-budget-models") : null;
}

/** Every store the profiles look in: the user's, and the runner's on a runner (each once). */
export function storeDirs(env: Env = process.env): string[] {
  const dirs = [userStoreDir(env)];
  const runner = runnerStoreDir(env);
  if (runner && !dirs.includes(runner)) dirs.push(runner);
  return dirs;
}

/** The folder of one pinned package version in a store. */
export function packageDir(store: string, pin: Pick<PinnedPackage, "name" | "version">): string {
  return path.join(store, "packages", `${pin.name.replace("/", "+")}@${pin.version}`);
}

/** The install record of `pin` in `store` when it is complete and for this very tarball; else null. */
export function installedRecord(store: string, pin: PinnedPackage): InstallRecord | null {
  const file = path.join(packageDir(store, pin), INSTALL_RECORD);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as InstallRecord;
    return record.name === pin.name && record.version === pin.version && record.integrity === pin.integrity
      ? record
      : null;
  } catch {
    return null;
  }
}

/**
 * Why the folder `dir` of `pin` is not exactly the pinned files (a file missing, extra or changed), or
 * null when it is: for a copy another job wrote (the Actions cache), before it is used.
 */
export async function differsFromPin(dir: string, pin: PinnedPackage): Promise<string | null> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const parent = entry.parentPath ?? (entry as unknown as { path: string }).path;
    const file = path.relative(dir, path.join(parent, entry.name)).split(path.sep).join("/");
    if (entry.isDirectory() || file === INSTALL_RECORD) continue;
    if (!entry.isFile()) return `${file} is not a regular file`;
    found.push(file);
  }
  const expected = Object.keys(pin.files).sort();
  const extra = found.filter((f) => !(f in pin.files));
  if (extra.length > 0) return `it holds ${extra[0]}, which the pinned package does not`;
  for (const file of expected) {
    if (!found.includes(file)) return `${file} is missing`;
    const digest = await sha256File(path.join(dir, file));
    if (digest !== pin.files[file]) return `${file} is not the pinned file (sha256 ${digest.slice(0, 12)}…)`;
  }
  return null;
}

/** The sha256 of a file, streamed (the tokenizers are megabytes). */
async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** A resolver (specifier -> file) over the stores: finds the files of pinned packages installed there. */
export function storeResolver(dirs: readonly string[]): (specifier: string) => string | null {
  return (specifier) => {
    const pin = Object.values(MODEL_PACKAGES).find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
    if (!pin) return null;
    const sub = specifier.slice(pin.name.length + 1);
    for (const store of dirs) {
      if (!installedRecord(store, pin)) continue;
      const file = path.join(packageDir(store, pin), sub || "package.json");
      if (existsSync(file)) return file;
    }
    return null;
  };
}

/** One installed package version, as `models list` shows it. */
export interface StoredPackage {
  name: string;
  version: string;
  dir: string;
  /** Bytes on disk. */
  size: number;
  license: string;
  /** Whether it is the version this release pins (an older release's pin is still listed). */
  pinned: boolean;
  fetchedAt: string | null;
}

/** The packages installed in `store`, pinned or not, sorted by name. */
export async function listStore(store: string): Promise<StoredPackage[]> {
  const root = path.join(store, "packages");
  const names = await readdir(root).catch(() => [] as string[]);
  const out: StoredPackage[] = [];
  for (const entry of names.sort()) {
    const dir = path.join(root, entry);
    const text = await readFile(path.join(dir, INSTALL_RECORD), "utf8").catch(() => null);
    if (text === null) continue; // an interrupted install
    let record: Partial<InstallRecord>;
    try {
      record = JSON.parse(text) as Partial<InstallRecord>;
    } catch {
      continue;
    }
    if (typeof record.name !== "string" || typeof record.version !== "string") continue;
    const pin = MODEL_PACKAGES[record.name];
    out.push({
      name: record.name,
      version: record.version,
      dir,
      size: await sizeOf(dir),
      license: typeof record.license === "string" ? record.license : "unknown",
      pinned: pin?.version === record.version && pin.integrity === record.integrity,
      fetchedAt: typeof record.fetchedAt === "string" ? record.fetchedAt : null,
    });
  }
  return out;
}

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    // parentPath from Node 20.12; `path` before it.
    const parent = entry.parentPath ?? (entry as unknown as { path: string }).path;
    total += (await stat(path.join(parent, entry.name))).size;
  }
  return total;
}
