/**
 * Where measured reports are kept between runs: a local directory (CLI --cache-dir, self-hosted
 * runners) or the GitHub Actions cache. A cache that fails is never fatal: the caller measures.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Report } from "../core/report.js";

export interface ReportCache {
  /** For logs: "directory /x" or "GitHub Actions cache". */
  readonly description: string;
  restore(key: string): Promise<Report | null>;
  save(key: string, report: Report): Promise<void>;
}

function parseReport(text: string): Report | null {
  try {
    const report = JSON.parse(text) as Report;
    return typeof report === "object" && report !== null && Array.isArray(report.tools) ? report : null;
  } catch {
    return null;
  }
}

export class DirectoryReportCache implements ReportCache {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `directory ${dir}`;
  }

  private file(key: string): string {
    return path.join(this.dir, `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
  }

  async restore(key: string): Promise<Report | null> {
    const text = await readFile(this.file(key), "utf8").catch(() => null);
    return text === null ? null : parseReport(text);
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

  async restore(key: string): Promise<Report | null> {
    const cache = await import("@actions/cache");
    await rm(this.file, { force: true });
    await mkdir(path.dirname(this.file), { recursive: true });
    const hit = await cache.restoreCache([this.file], key);
    if (!hit) return null;
    const report = parseReport(await readFile(this.file, "utf8"));
    await rm(this.file, { force: true });
    return report;
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
