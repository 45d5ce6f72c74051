/**
 * The distribution page's figures: median, p90 and largest of what the servers cost, overall and per group.
 * Pure. One server counts once: the newest measured version of each package.
 */
import { compareVersions, type SurveyRow } from "../dataset.js";
import { measured, type SiteMeasuredRow } from "./table.js";

export interface Spread {
  count: number;
  median: number;
  p90: number;
  largest: number;
}

/**
 * Median (the mean of the two middle values for an even count, rounded) and p90 by nearest rank (the
 * smallest value at or above 90% of them); null for no values.
 */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (i: number) => sorted[i] as number;
  const median = n % 2 === 1 ? at((n - 1) / 2) : Math.round((at(n / 2 - 1) + at(n / 2)) / 2);
  return { count: n, median, p90: at(Math.ceil(0.9 * n) - 1), largest: at(n - 1) };
}

/** The newest measured version of each package, in package order. */
export function newestMeasured(rows: readonly SurveyRow[]): SiteMeasuredRow[] {
  const newest = new Map<string, SiteMeasuredRow>();
  for (const r of measured(rows)) {
    const seen = newest.get(r.package);
    if (!seen || compareVersions(r.version, seen.version) > 0) newest.set(r.package, r);
  }
  return [...newest.values()];
}

/** The npm scope of a package ("@modelcontextprotocol"), or "unscoped". */
export const scopeOf = (pkg: string) => (/^@[^/]+\//.test(pkg) ? (pkg.split("/")[0] as string) : "unscoped");

export const TOOL_BUCKETS: readonly { label: string; max: number }[] = [
  { label: "1 tool", max: 1 },
  { label: "2-5 tools", max: 5 },
  { label: "6-10 tools", max: 10 },
  { label: "11-20 tools", max: 20 },
  { label: "21-50 tools", max: 50 },
  { label: "over 50 tools", max: Number.POSITIVE_INFINITY },
];

export const toolBucket = (tools: number) =>
  (TOOL_BUCKETS.find((b) => tools <= b.max) ?? TOOL_BUCKETS[TOOL_BUCKETS.length - 1])?.label as string;

export interface Group {
  label: string;
  spread: Spread;
}

/**
 * Servers grouped by `key`, each group's spread of `value`; groups of fewer than `minimum` servers are
 * joined into one "other" group (listed last), so a table of scopes is not one line per server.
 */
export function groups(
  rows: readonly SiteMeasuredRow[],
  key: (r: SiteMeasuredRow) => string,
  value: (r: SiteMeasuredRow) => number | null,
  order: readonly string[] | null,
  minimum = 1,
  other = "other",
  /** Groups kept whatever their size ("unscoped" is not a scope to fold into "other"). */
  exempt: readonly string[] = [],
): Group[] {
  const byKey = new Map<string, number[]>();
  for (const r of rows) {
    const v = value(r);
    if (v === null) continue;
    const k = key(r);
    const list = byKey.get(k);
    if (list) list.push(v);
    else byKey.set(k, [v]);
  }
  const rest: number[] = [];
  const out: Group[] = [];
  const keys = order ? order.filter((k) => byKey.has(k)) : [...byKey.keys()].sort();
  for (const k of keys) {
    const values = byKey.get(k) as number[];
    if (values.length < minimum && !exempt.includes(k)) rest.push(...values);
    else out.push({ label: k, spread: spread(values) as Spread });
  }
  if (!order) out.sort((a, b) => b.spread.count - a.spread.count || (a.label < b.label ? -1 : 1));
  if (rest.length > 0) out.push({ label: other, spread: spread(rest) as Spread });
  return out;
}
