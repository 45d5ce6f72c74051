/**
 * Where a server stands in the index: the survey dataset cut to 101 quantiles per encoding (a small dated file
 * that can ship with the tool or be published beside the site), and the share of the index a total is lighter
 * than. Pure: a dataset in, a file's data out; the file's schema is schemas/index-quantiles.schema.json.
 *
 * The quantile is chosen so that the file answers "lighter than N%" exactly as counting the whole dataset
 * would: q[p] (p = 0..99) is the smallest total that more than p% of the servers are at or below, and q[100]
 * is the largest. Then "more than p% of the servers are at or below t" holds exactly when t >= q[p], so the
 * number of p in 0..99 with t < q[p] is floor(100 x share of servers strictly heavier than t).
 */

import { formatInt } from "../render/escape.js";
import type { IndexStanding, Report } from "../report.js";
import { compareVersions, type MeasuredRow, type SurveyDataset } from "./dataset.js";

export const QUANTILES_KIND = "mcp-token-budget/index-quantiles";
export const QUANTILES_SCHEMA_VERSION = 1;

export interface EncodingQuantiles {
  /** Servers measured in this encoding (the rows the quantiles are taken over). */
  servers: number;
  /** 101 model-view totals: q[p] for p = 0..100 (see above). */
  quantiles: number[];
}

export interface IndexQuantiles {
  kind: typeof QUANTILES_KIND;
  schemaVersion: typeof QUANTILES_SCHEMA_VERSION;
  /** The newest date of the rows it was taken over (YYYY-MM-DD): the index's date. */
  date: string;
  /** Servers (packages) counted: each package once, its newest measured version. */
  servers: number;
  /** The mcp-token-budget versions that measured the rows. */
  engines: string[];
  /** What the rows stand for (which list, how many of it), written by whoever built the file. */
  source: string;
  /** Model view (tokens of { name, description, inputSchema } per tool, summed), per encoding. */
  encodings: Record<string, EncodingQuantiles>;
}

/**
 * Each package once: its newest measured version (history rows of older versions do not count twice; the same
 * version in two datasets counts once, from the first).
 */
export function newestMeasured(datasets: readonly SurveyDataset[]): MeasuredRow[] {
  const newest = new Map<string, MeasuredRow>();
  for (const row of datasets.flatMap((d) => d.rows)) {
    if (row.status !== "measured") continue;
    const before = newest.get(row.package);
    if (!before || compareVersions(row.version, before.version) > 0) newest.set(row.package, row);
  }
  return [...newest.values()];
}

/** q[p] = sorted[floor(p * n / 100)] for p < 100 (the smallest value more than p% are at or below), q[100] = max. */
export function quantilesOf(values: readonly number[]): number[] {
  if (values.length === 0) throw new RangeError("quantiles of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const q: number[] = [];
  for (let p = 0; p < 100; p++) q.push(sorted[Math.floor((p * n) / 100)] as number);
  q.push(sorted[n - 1] as number);
  return q;
}

/**
 * The whole percentage of the index strictly heavier than `total`: "lighter than N%". Servers of exactly the
 * same total are not heavier, so a server is never "lighter than" its equals, and the lightest of a set of
 * equals is not flattered. Equal to floor(100 x count(v > total) / n) over the values the quantiles came from.
 */
export function lighterThan(quantiles: readonly number[], total: number): number {
  let heavier = 0;
  for (let p = 0; p < 100; p++) if (total < (quantiles[p] as number)) heavier++;
  return heavier;
}

/** The quantiles of one dataset, or of several (runs over parts of one list) taken together. */
export function indexQuantiles(datasets: readonly SurveyDataset[], source: string): IndexQuantiles {
  const rows = newestMeasured(datasets);
  if (rows.length === 0) throw new RangeError("the dataset has no measured row: no quantiles to take");
  const encodings: Record<string, EncodingQuantiles> = {};
  for (const encoding of new Set(datasets.flatMap((d) => d.settings.encodings))) {
    const values = rows.flatMap((r) => (Object.hasOwn(r.tokens, encoding) ? [r.tokens[encoding]?.model ?? 0] : []));
    if (values.length > 0) encodings[encoding] = { servers: values.length, quantiles: quantilesOf(values) };
  }
  return {
    kind: QUANTILES_KIND,
    schemaVersion: QUANTILES_SCHEMA_VERSION,
    // ISO dates sort as text.
    date: rows
      .map((r) => r.date)
      .sort()
      .at(-1) as string,
    servers: rows.length,
    engines: [...new Set(rows.map((r) => r.engine))].sort(),
    source,
    encodings,
  };
}

export function serializeQuantiles(data: IndexQuantiles): string {
  // One encoding per line keeps the shipped file small and its diffs readable.
  const encodings = Object.entries(data.encodings)
    .map(([name, e]) => `    ${JSON.stringify(name)}: ${JSON.stringify(e)}`)
    .join(",\n");
  const head = JSON.stringify({ ...data, encodings: undefined }, null, 2).replace(/\n}$/, "");
  return `${head},\n  "encodings": {\n${encodings}\n  }\n}\n`;
}

/** The report's place in the index, per encoding both have; null when they share none. */
export function placeInIndex(index: IndexQuantiles, report: Pick<Report, "totals">): IndexStanding | null {
  const lighter: IndexStanding["lighterThan"] = {};
  for (const [encoding, totals] of Object.entries(report.totals)) {
    const e = Object.hasOwn(index.encodings, encoding) ? index.encodings[encoding] : undefined;
    if (e) lighter[encoding] = { percent: lighterThan(e.quantiles, totals.model), servers: e.servers };
  }
  if (Object.keys(lighter).length === 0) return null;
  return { date: index.date, source: index.source, lighterThan: lighter };
}

/** "lighter than 72% of 1,204 servers in the index of 2026-12-01 (o200k_base)", in the first encoding placed. */
export function standingLine(standing: IndexStanding, encodings: readonly string[]): string | null {
  const encoding = encodings.find((e) => Object.hasOwn(standing.lighterThan, e));
  const place = encoding === undefined ? undefined : standing.lighterThan[encoding];
  if (!place) return null;
  return `lighter than ${place.percent}% of ${formatInt(place.servers)} servers in the index of ${standing.date} (${encoding})`;
}

/** A parsed quantiles file checked field by field: what is wrong, or null. */
export function quantilesProblem(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return "is not a JSON object";
  const d = data as Record<string, unknown>;
  if (d.kind !== QUANTILES_KIND) return `has kind ${JSON.stringify(d.kind)}, expected "${QUANTILES_KIND}"`;
  if (d.schemaVersion !== QUANTILES_SCHEMA_VERSION)
    return `has schemaVersion ${String(d.schemaVersion)}; this version reads ${QUANTILES_SCHEMA_VERSION}`;
  if (typeof d.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) return "has no date (YYYY-MM-DD)";
  if (!Number.isInteger(d.servers) || (d.servers as number) < 1) return "has no servers count";
  if (typeof d.encodings !== "object" || d.encodings === null) return "has no encodings";
  for (const [name, e] of Object.entries(d.encodings as Record<string, unknown>)) {
    const q = (e as { quantiles?: unknown })?.quantiles;
    const n = (e as { servers?: unknown })?.servers;
    const ok =
      Array.isArray(q) &&
      q.length === 101 &&
      q.every((v, i) => Number.isInteger(v) && v >= 0 && (i === 0 || v >= q[i - 1])) &&
      Number.isInteger(n) &&
      (n as number) >= 1;
    if (!ok) return `encodings.${name} needs servers and 101 ascending whole-number quantiles`;
  }
  return null;
}

/** The report with its place in the index (before its warnings, which stay last); a warning when none fits. */
export function withIndexStanding(report: Report, index: IndexQuantiles): Report {
  const { warnings, ...rest } = report;
  const standing = placeInIndex(index, report);
  if (!standing) {
    const held = Object.keys(index.encodings).join(", ") || "none";
    const note = `the index of ${index.date} has quantiles for ${held}, none of the encodings measured: no place in it`;
    return { ...rest, warnings: [...warnings, note] };
  }
  return { ...rest, index: standing, warnings };
}
