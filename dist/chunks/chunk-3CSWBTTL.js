import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  packagesFor
} from "./chunk-PLABDQE3.js";
import {
  INSTALL_RECORD,
  differsFromPin,
  installedRecord,
  packageDir
} from "./chunk-QVQWFJUE.js";
import {
  formatBytes,
  keptFile,
  pinnedPackage
} from "./chunk-XIXJLNBJ.js";
import {
  onCleanup
} from "./chunk-CDRE7MMI.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/model-data.ts
import { createHash as createHash2 } from "node:crypto";
import { readFile as readFile2, rm as rm2 } from "node:fs/promises";
import path2 from "node:path";

// src/models/model-fetch.ts
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, rmSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
var DEFAULT_FETCH_IDLE_MS = 6e4;
var DEFAULT_FETCH_TOTAL_MS = 6e5;
var PACKUMENT_LIMIT = 64 * 1024 * 1024;
function withSlash(url) {
  return url.endsWith("/") ? url : `${url}/`;
}
__name(withSlash, "withSlash");
var CONNECTION_ADVICE = "Check the connection to the registry (NPM_CONFIG_REGISTRY overrides it; a project's .npmrc is not read) and try again";
var TRUST_ADVICE = "The registry's TLS certificate is not trusted by Node: give Node the CA certificate with NODE_EXTRA_CA_CERTS=<file> (npm's cafile setting is not read)";
var BYTES_ADVICE = "A registry or proxy that serves other bytes than the ones this release was tested with is not used: point NPM_CONFIG_REGISTRY at one that mirrors the public registry";
function networkError(pin, registry, what, cause, advice = CONNECTION_ADVICE) {
  return new ToolError(
    "network",
    `could not fetch ${pin.name}@${pin.version} from ${registry}: ${what}. ${advice}`,
    cause === void 0 ? void 0 : { cause }
  );
}
__name(networkError, "networkError");
function fetchFailure(pin, registry, error, deadline, limits) {
  const what = describeFailure(error, deadline, limits);
  return networkError(
    pin,
    registry,
    what,
    error,
    /CERT|SSL|TLS|SIGNATURE/.test(what) ? TRUST_ADVICE : CONNECTION_ADVICE
  );
}
__name(fetchFailure, "fetchFailure");
var IdleDeadline = class {
  constructor(ms, endsAt) {
    this.ms = ms;
    this.totalTimer = setTimeout(
      () => {
        this.overTime = true;
        this.controller.abort();
      },
      Math.max(0, endsAt - Date.now())
    );
    this.touch();
  }
  ms;
  static {
    __name(this, "IdleDeadline");
  }
  controller = new AbortController();
  timer;
  totalTimer;
  timedOut = false;
  overTime = false;
  touch() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  }
  stop() {
    clearTimeout(this.timer);
    clearTimeout(this.totalTimer);
  }
};
var seconds = /* @__PURE__ */ __name((ms) => `${Number((ms / 1e3).toFixed(1))} s`, "seconds");
function describeFailure(error, deadline, limits) {
  if (deadline.overTime) {
    return `not done after ${seconds(limits.totalMs)}, the most one package may take (the registry kept sending, too slowly)`;
  }
  if (deadline.timedOut) return `no answer for ${Math.round(limits.idleMs / 1e3)} s`;
  const cause = error.cause;
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ""}`;
  return cause?.message ? `${error.message}: ${cause.message}` : error.message;
}
__name(describeFailure, "describeFailure");
async function fetchPackument(pin, options) {
  const url = `${options.registry}${pin.name.replace("/", "%2f")}`;
  const deadline = new IdleDeadline(options.idleMs, options.endsAt);
  try {
    const response = await fetch(url, {
      signal: deadline.controller.signal,
      headers: { accept: "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8" }
    });
    if (response.status === 404) {
      throw networkError(pin, options.registry, `the registry has no package ${pin.name} (404 for ${url})`);
    }
    if (!response.ok) throw networkError(pin, options.registry, `${url} answered ${response.status}`);
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      deadline.touch();
      size += chunk.byteLength;
      if (size > PACKUMENT_LIMIT) {
        throw networkError(pin, options.registry, `${url} sent more than ${formatBytes(PACKUMENT_LIMIT)}`);
      }
      chunks.push(chunk);
    }
    let packument;
    try {
      packument = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      packument = null;
    }
    if (typeof packument !== "object" || packument === null) {
      throw networkError(pin, options.registry, `${url} did not answer with a JSON object (is this an npm registry?)`);
    }
    return packument;
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw fetchFailure(pin, options.registry, error, deadline, options);
  } finally {
    deadline.stop();
  }
}
__name(fetchPackument, "fetchPackument");
async function download(pin, url, file, options) {
  const deadline = new IdleDeadline(options.idleMs, options.endsAt);
  const hash = createHash("sha512");
  let bytes = 0;
  try {
    const response = await fetch(url, { signal: deadline.controller.signal });
    if (!response.ok || !response.body) {
      throw networkError(pin, options.registry, `the tarball ${url} answered ${response.status}`);
    }
    const out = createWriteStream(file);
    const closed = new Promise((resolve, reject) => {
      out.on("close", resolve);
      out.on("error", reject);
    });
    try {
      for await (const chunk of response.body) {
        deadline.touch();
        bytes += chunk.byteLength;
        if (bytes > pin.tarballSize) {
          throw networkError(
            pin,
            options.registry,
            `the tarball is larger than the pinned one (${formatBytes(pin.tarballSize)})`,
            void 0,
            BYTES_ADVICE
          );
        }
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", () => resolve()));
      }
    } finally {
      out.end();
      await closed;
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw fetchFailure(pin, options.registry, error, deadline, options);
  } finally {
    deadline.stop();
  }
  return { bytes, integrity: `sha512-${hash.digest("base64")}` };
}
__name(download, "download");
async function extract(pin, tarball, dir) {
  const tar = await import("./index.min-FEKYTXZH.js");
  await mkdir(dir, { recursive: true });
  await tar.x({
    file: tarball,
    cwd: dir,
    strip: 1,
    // Regular files and folders only: a link could point out of the store.
    filter: /* @__PURE__ */ __name((entryPath, entry) => {
      const type = "type" in entry ? entry.type : entry.isDirectory() ? "Directory" : "File";
      if (type !== "File" && type !== "OldFile" && type !== "Directory") return false;
      const inside = entryPath.replace(/\\/g, "/").split("/").slice(1).join("/");
      return type === "Directory" || keptFile(pin, inside);
    }, "filter")
  });
  const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8"));
  if (manifest.name !== pin.name || manifest.version !== pin.version) {
    throw new ToolError(
      "network",
      `the tarball of ${pin.name}@${pin.version} holds ${String(manifest.name)}@${String(manifest.version)}`
    );
  }
}
__name(extract, "extract");
async function checkExtracted(pin, staging) {
  const problem = await differsFromPin(staging, pin).catch((error) => error.message);
  if (problem) {
    throw new ToolError(
      "internal",
      `${pin.name}@${pin.version} was verified, but its files are not the ones pinned: ${problem} (a defect in the pin, src/models/model-packages.ts)`
    );
  }
}
__name(checkExtracted, "checkExtracted");
var STAGING_PREFIX = ".staging-";
var STAGING_STALE_MS = 60 * 60 * 1e3;
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
__name(alive, "alive");
async function sweepStaging(packages) {
  const removed = [];
  for (const name of await readdir(packages).catch(() => [])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = /^\.staging-(\d+)-[0-9a-f]+(\.tgz)?$/.exec(name)?.[1];
    const file = path.join(packages, name);
    const stale = pid ? Number(pid) !== process.pid && !alive(Number(pid)) : Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now()) > STAGING_STALE_MS;
    if (!stale) continue;
    await rm(file, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
__name(sweepStaging, "sweepStaging");
async function installPackage(pin, store, options) {
  const dir = packageDir(store, pin);
  if (installedRecord(store, pin)) return { pin, dir, fetched: false, downloaded: 0 };
  await mkdir(path.join(store, "packages"), { recursive: true });
  const totalMs = options.totalMs ?? DEFAULT_FETCH_TOTAL_MS;
  const opts = {
    registry: withSlash(options.registry),
    idleMs: options.idleMs ?? DEFAULT_FETCH_IDLE_MS,
    totalMs,
    endsAt: Date.now() + totalMs
  };
  const packument = await fetchPackument(pin, opts);
  const dist = packument.versions?.[pin.version]?.dist;
  if (!dist || typeof dist.tarball !== "string") {
    throw networkError(pin, opts.registry, `the registry lists no version ${pin.version} of ${pin.name}`);
  }
  if (typeof dist.integrity === "string" && dist.integrity !== pin.integrity) {
    throw networkError(
      pin,
      opts.registry,
      `the registry's integrity for it (${dist.integrity.slice(0, 20)}\u2026) is not the one this release pins (${pin.integrity.slice(0, 20)}\u2026): nothing was installed`,
      void 0,
      BYTES_ADVICE
    );
  }
  const tarballUrl = new URL(dist.tarball, opts.registry).href;
  const staging = path.join(store, "packages", `${STAGING_PREFIX}${process.pid}-${randomBytes(6).toString("hex")}`);
  const tarball = `${staging}.tgz`;
  const removeStaging = /* @__PURE__ */ __name(async () => {
    await rm(tarball, { force: true });
    await rm(staging, { recursive: true, force: true });
  }, "removeStaging");
  const release = onCleanup({
    kind: "files",
    run: removeStaging,
    atExit: /* @__PURE__ */ __name(() => {
      rmSync(tarball, { force: true });
      rmSync(staging, { recursive: true, force: true });
    }, "atExit")
  });
  try {
    const { bytes, integrity } = await download(pin, tarballUrl, tarball, opts);
    if (integrity !== pin.integrity) {
      throw networkError(
        pin,
        opts.registry,
        `the tarball's sha512 (${integrity.slice(0, 20)}\u2026) is not the pinned integrity (${pin.integrity.slice(0, 20)}\u2026): nothing was installed`,
        void 0,
        BYTES_ADVICE
      );
    }
    await extract(pin, tarball, staging);
    await checkExtracted(pin, staging);
    const record = {
      name: pin.name,
      version: pin.version,
      integrity: pin.integrity,
      tarballSize: bytes,
      keptSize: pin.keptSize,
      license: pin.license,
      registry: opts.registry,
      tarball: tarballUrl,
      fetchedAt: (/* @__PURE__ */ new Date()).toISOString()
    };
    await writeFile(path.join(staging, INSTALL_RECORD), `${JSON.stringify(record, null, 2)}
`);
    if (installedRecord(store, pin)) return { pin, dir, fetched: true, downloaded: bytes };
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    options.log?.(
      `fetched ${pin.name}@${pin.version} (${pin.license}) from ${opts.registry}: ${formatBytes(bytes)} downloaded, sha512 verified, ${formatBytes(pin.keptSize)} kept in ${dir}`
    );
    return { pin, dir, fetched: true, downloaded: bytes };
  } finally {
    await removeStaging();
    release();
  }
}
__name(installPackage, "installPackage");

// src/run/model-data.ts
function packageCacheKey(name, version, integrity) {
  const digest = Buffer.from(integrity.replace(/^sha512-/, ""), "base64").toString("hex").slice(0, 16);
  return `mcp-token-budget-model-${name.replace("/", "+")}@${version}-${digest}`;
}
__name(packageCacheKey, "packageCacheKey");
async function ensureModelData(label, ids, options) {
  const results = await fetchModelData(label, ids, options);
  for (const result of results) await ensureTable(result, options);
  return results;
}
__name(ensureModelData, "ensureModelData");
function tableCacheKey(pin, sha256) {
  return `mcp-token-budget-table-${pin.name.replace("/", "+")}@${pin.version}-${sha256.slice(0, 16)}`;
}
__name(tableCacheKey, "tableCacheKey");
var sha256Of = /* @__PURE__ */ __name(async (file) => {
  const bytes = await readFile2(file).catch(() => null);
  return bytes ? createHash2("sha256").update(bytes).digest("hex") : null;
}, "sha256Of");
async function ensureTable(result, options) {
  const { pin } = result;
  const { prepareTables, tableStoreFor } = await import("./local-model-data-OGRWHK37.js");
  const { TABLES_DIR } = await import("./bpe-table-store-IDOGVYAE.js");
  const build = /* @__PURE__ */ __name(async () => {
    const said = await prepareTables(pin.name).catch((error) => `no rank table built: ${error.message}`);
    if (said && !said.startsWith("rank table kept")) options.log?.(`${pin.name}@${pin.version}: ${said}`);
  }, "build");
  if (!pin.table || result.from === "elsewhere") return build();
  const { table } = pin;
  const file = path2.join(tableStoreFor(result.dir), TABLES_DIR, table.file);
  const short = /* @__PURE__ */ __name((sha) => `sha256 ${sha.slice(0, 12)}\u2026`, "short");
  const kept = await sha256Of(file);
  if (kept === table.sha256) return;
  if (kept !== null) {
    (options.warn ?? options.log)?.(
      `the rank table of ${pin.name}@${pin.version} in ${file} is not the pinned one (${short(kept)}): building it again`
    );
    await rm2(file, { force: true });
  }
  const key = tableCacheKey(pin, table.sha256);
  const cache = options.cache;
  if (cache) {
    const hit = await cache.restore(file, key).catch((error) => {
      options.warn?.(
        `could not restore the rank table of ${pin.name}@${pin.version} from the ${cache.description}: ${error.message}`
      );
      return false;
    });
    if (hit) {
      const restored = await sha256Of(file);
      if (restored === table.sha256) {
        options.log?.(
          `${pin.name}@${pin.version}: rank table restored from the ${cache.description} (${formatBytes(table.size)}, sha256 verified) into ${file}`
        );
        return;
      }
      options.warn?.(
        `the rank table of ${pin.name}@${pin.version} in the ${cache.description} is not the pinned one (${restored ? short(restored) : "no file"}): building it again`
      );
      await rm2(file, { force: true });
    }
  }
  await build();
  const built = await sha256Of(file);
  if (built !== table.sha256) {
    if (built !== null) {
      options.warn?.(
        `the rank table built for ${pin.name}@${pin.version} is not the pinned one (${short(built)}, pinned ${short(table.sha256)}): not saved to a cache`
      );
    }
    return;
  }
  if (!cache) return;
  await cache.save(file, key).then(
    (saved) => options.log?.(
      saved ? `${pin.name}@${pin.version}: rank table saved to the ${cache.description} as ${key}` : `${pin.name}@${pin.version}: rank table was not saved to the ${cache.description} (the line above says why)`
    )
  ).catch(
    (error) => options.warn?.(
      `could not save the rank table of ${pin.name}@${pin.version} to the ${cache.description}: ${error.message}`
    )
  );
}
__name(ensureTable, "ensureTable");
async function fetchModelData(label, ids, options) {
  const results = [];
  let registry = typeof options.registry === "string" ? options.registry : null;
  const packages = path2.join(options.store, "packages");
  const swept = await sweepStaging(packages);
  if (swept.length > 0) {
    options.log?.(`removed what ${swept.length} interrupted install(s) left in ${packages}: ${swept.join(", ")}`);
  }
  for (const name of packagesFor(label, ids)) {
    const pin = pinnedPackage(name);
    const elsewhere = options.installedElsewhere?.(name) ?? null;
    if (elsewhere) {
      const other = elsewhere.version !== pin.version ? ` (version ${elsewhere.version ?? "unknown"}, not the pinned ${pin.version}: its figures are labelled unverified)` : "";
      options.log?.(`${pin.name} is installed at ${elsewhere.file}${other}: the profiles use it, nothing is fetched`);
      results.push({ pin, dir: elsewhere.file, fetched: false, downloaded: 0, from: "elsewhere" });
      continue;
    }
    const dir = packageDir(options.store, pin);
    if (installedRecord(options.store, pin)) {
      const problem = await differsFromPin(dir, pin).catch((error) => error.message);
      if (!problem) {
        results.push({ pin, dir, fetched: false, downloaded: 0, from: "store" });
        continue;
      }
      (options.warn ?? options.log)?.(
        `the copy of ${pin.name}@${pin.version} in ${dir} is not the pinned one (${problem}): fetching it again`
      );
      await rm2(dir, { recursive: true, force: true });
    }
    const key = packageCacheKey(pin.name, pin.version, pin.integrity);
    if (options.cache) {
      const hit = await options.cache.restore(dir, key).catch((error) => {
        options.warn?.(
          `could not restore ${pin.name}@${pin.version} from the ${options.cache?.description}: ${error.message}`
        );
        return false;
      });
      const problem = hit ? await differsFromPin(dir, pin).catch((error) => error.message) : null;
      if (hit && problem) {
        options.warn?.(
          `the copy of ${pin.name}@${pin.version} in the ${options.cache.description} is not the pinned one (${problem}): fetching it again`
        );
        await rm2(dir, { recursive: true, force: true });
      }
      if (hit && !problem && installedRecord(options.store, pin)) {
        options.log?.(
          `${pin.name}@${pin.version} restored from the ${options.cache.description} (${formatBytes(pin.keptSize)}) into ${dir}`
        );
        results.push({ pin, dir, fetched: false, downloaded: 0, from: "cache" });
        continue;
      }
    }
    registry ??= await options.registry();
    const installed = await installPackage(pin, options.store, { ...options, registry });
    results.push({ ...installed, from: "registry" });
    if (options.cache) {
      await options.cache.save(dir, key).then(
        (saved) => options.log?.(
          saved ? `${pin.name}@${pin.version} saved to the ${options.cache?.description} as ${key}` : `${pin.name}@${pin.version} was not saved to the ${options.cache?.description} (the line above says why)`
        )
      ).catch(
        (error) => options.warn?.(
          `could not save ${pin.name}@${pin.version} to the ${options.cache?.description}: ${error.message}`
        )
      );
    }
  }
  return results;
}
__name(fetchModelData, "fetchModelData");
async function actionsPackageCache() {
  const cache = await import("./cache-3B4ZRYM2.js");
  if (!cache.isFeatureAvailable()) return null;
  return {
    description: "GitHub Actions cache",
    restore: /* @__PURE__ */ __name(async (dir, key) => await cache.restoreCache([dir], key) !== void 0, "restore"),
    // -1: not saved (the key is taken by another job, or the service failed); the client logs which.
    save: /* @__PURE__ */ __name(async (dir, key) => await cache.saveCache([dir], key) !== -1, "save")
  };
}
__name(actionsPackageCache, "actionsPackageCache");

export {
  ensureModelData,
  actionsPackageCache
};
//# sourceMappingURL=chunk-3CSWBTTL.js.map
