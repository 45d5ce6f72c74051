import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MODEL_PACKAGES
} from "./chunk-XIXJLNBJ.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/model-store.ts
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var STORE_ENV = "MCP_TOKEN_BUDGET_CACHE";
var INSTALL_RECORD = ".mcp-token-budget-install.json";
function userStoreDir(env = process.env, platform = process.platform, home = os.homedir()) {
  const override = env[STORE_ENV];
  if (override) return path.resolve(override);
  if (platform === "win32") {
    return path.join(env.LOCALAPPDATA || path.join(home, "AppData", "Local"), "mcp-token-budget", "Cache");
  }
  if (platform === "darwin") return path.join(home, "Library", "Caches", "mcp-token-budget");
  const xdg = env.XDG_CACHE_HOME;
  return path.join(xdg && path.isAbsolute(xdg) ? xdg : path.join(home, ".cache"), "mcp-token-budget");
}
__name(userStoreDir, "userStoreDir");
function runnerStoreDir(env = process.env) {
  const override = env[STORE_ENV];
  if (override) return path.resolve(override);
  const base = env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP;
  return base ? path.join(base, "mcp-token-budget-models") : null;
}
__name(runnerStoreDir, "runnerStoreDir");
function storeDirs(env = process.env) {
  const dirs = [userStoreDir(env)];
  const runner = runnerStoreDir(env);
  if (runner && !dirs.includes(runner)) dirs.push(runner);
  return dirs;
}
__name(storeDirs, "storeDirs");
function packageDir(store, pin) {
  return path.join(store, "packages", `${pin.name.replace("/", "+")}@${pin.version}`);
}
__name(packageDir, "packageDir");
function installedRecord(store, pin) {
  const file = path.join(packageDir(store, pin), INSTALL_RECORD);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, "utf8"));
    return record.name === pin.name && record.version === pin.version && record.integrity === pin.integrity ? record : null;
  } catch {
    return null;
  }
}
__name(installedRecord, "installedRecord");
async function differsFromPin(dir, pin) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const parent = entry.parentPath ?? entry.path;
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
    if (digest !== pin.files[file]) return `${file} is not the pinned file (sha256 ${digest.slice(0, 12)}\u2026)`;
  }
  return null;
}
__name(differsFromPin, "differsFromPin");
async function sha256File(file) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}
__name(sha256File, "sha256File");
function storeResolver(dirs) {
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
__name(storeResolver, "storeResolver");
async function listStore(store) {
  const root = path.join(store, "packages");
  const names = await readdir(root).catch(() => []);
  const out = [];
  for (const entry of names.sort()) {
    const dir = path.join(root, entry);
    const text = await readFile(path.join(dir, INSTALL_RECORD), "utf8").catch(() => null);
    if (text === null) continue;
    let record;
    try {
      record = JSON.parse(text);
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
      fetchedAt: typeof record.fetchedAt === "string" ? record.fetchedAt : null
    });
  }
  return out;
}
__name(listStore, "listStore");
async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const parent = entry.parentPath ?? entry.path;
    total += (await stat(path.join(parent, entry.name))).size;
  }
  return total;
}
__name(sizeOf, "sizeOf");

export {
  INSTALL_RECORD,
  userStoreDir,
  runnerStoreDir,
  storeDirs,
  packageDir,
  installedRecord,
  differsFromPin,
  storeResolver,
  listStore
};
//# sourceMappingURL=chunk-QVQWFJUE.js.map
