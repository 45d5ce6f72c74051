/**
 * Where measured reports are kept between runs: a local directory (CLI --cache-dir, self-hosted
 * runners) or the GitHub Actions cache. A cache that fails is never fatal: the caller measures.
 *
 * A cache is storage that other jobs may write (a pull request's build on the same runner can
 * reach a shared directory), so a restored entry is data, not truth: it must be a valid,
 * self-consistent report measured with the encodings its key was made for, or it is not used.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Report } from "../core/report.js";

export interface ReportCache {
  /** For logs: "directory /x" or "GitHub Actions cache". */
  readonly description: string;
  /**
   * The report stored under `key`, or null when there is none. Throws CacheEntryError for an entry
   * that cannot be used (corrupt, edited, measured with other `encodings` than given).
   */
  restore(key: string, encodings?: readonly string[]): Promise<Report | null>;
  save(key: string, report: Report): Promise<void>;
}

/** An entry that exists but cannot be used; the caller treats it as a miss and says why. */
export class CacheEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CacheEntryError";
  }
}

/**
 * Reads an entry and checks it as a report file is checked (size, schema, consistency), and that it
 * was measured with the encodings its key was made for.
 */
async function readEntry(file: string, key: string, encodings?: readonly string[]): Promise<Report> {
  const entry = `the entry ${key}`;
  // Loaded on demand, as for report files: the validator is only needed when a report is read back.
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("../core/documents.js");
  const { size } = await stat(file);
  if (size > DOCUMENT_SIZE_LIMIT) {
    throw new CacheEntryError(`${entry} is ${size} bytes, more than a report may hold (${DOCUMENT_SIZE_LIMIT})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CacheEntryError(`${entry} is not JSON (${(error as Error).message})`);
  }
  let report: Report;
  try {
    report = parseReport(json, entry);
  } catch (error) {
    throw new CacheEntryError((error as Error).message);
  }
  const stored = report.method.encodings;
  if (encodings && (stored.length !== encodings.length || stored.some((e, i) => e !== encodings[i]))) {
    throw new CacheEntryError(
      `${entry} was measured with ${stored.join(", ")}, but its key was made for ${encodings.join(", ")}`,
    );
  }
  return report;
}

export class DirectoryReportCache implements ReportCache {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `directory ${dir}`;
  }

  private file(key: string): string {
    return path.join(this.dir, `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
  }

  async restore(key: string, encodings?: readonly string[]): Promise<Report | null> {
    const file = this.file(key);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    return exists ? readEntry(file, key, encodings) : null;
  }

  async save(key: string, report: Report): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a concurrent reader never sees half a report.
    const temp = `${this.file(key)}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(report));
    await rename(temp, this.file(key));
  }
}

/**
 * The GitHub Actions cache; loaded only when used, as it brings a large client. The cached path
 * must be the same at save and restore (it is part of the entry's version), so it is fixed.
 */
export class ActionsReportCache implements ReportCache {
  readonly description = "GitHub Actions cache";
  private readonly file = path.join(process.env.RUNNER_TEMP ?? tmpdir(), "mcp-token-budget-cache", "report.json");

  static async available(): Promise<boolean> {
    const cache = await import("@actions/cache");
    return cache.isFeatureAvailable();
  }

  async restore(key: string, encodings?: readonly string[]): Promise<Report | null> {
    const cache = await import("@actions/cache");
    await rm(this.file, { force: true });
    await mkdir(path.dirname(this.file), { recursive: true });
    const hit = await cache.restoreCache([this.file], key);
    if (!hit) return null;
    try {
      return await readEntry(this.file, key, encodings);
    } finally {
      await rm(this.file, { force: true });
    }
  }

  async save(key: string, report: Report): Promise<void> {
    const cache = await import("@actions/cache");
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(report));
    try {
      await cache.saveCache([this.file], key);
    } finally {
      await rm(this.file, { force: true });
    }
  }
}
