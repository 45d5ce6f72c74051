/**
 * Release notes with overhead figures: what the tool definitions cost in one version against the
 * previous one, as a data object (the CLI's --format json, pinned names) and as a markdown section
 * for a release body. Built from a comparison of the two versions' reports, plus the reports' model
 * profile figures. Pure; every name from a server or a ref is escaped for markdown.
 */
import type { Comparison, FieldDelta, ToolDiff, ToolStatus } from "../comparison.js";
import type { ModelEntry } from "../models/entry.js";
import type { Report } from "../report.js";
import { serverProtocolLines } from "./comparison-protocol.js";
import { type Style, toolOrderWords } from "./comparison-sections.js";
import { escapeMarkdown, formatInt, formatSigned } from "./escape.js";
import { formatUsd } from "./models.js";

export const RELEASE_NOTES_KIND = "mcp-token-budget/release-notes";
export const RELEASE_NOTES_SCHEMA_VERSION = 1;

/** How many names of added or removed tools, and how many changed tools, the markdown names. */
export const LISTED_NAMES = 10;
export const LARGEST_CHANGES = 5;

export interface ReleaseVersion {
  /** What people call it: the tag or ref given, or "working tree". */
  label: string;
  ref: string | null;
  sha: string | null;
  server: { name: string | null; version: string | null };
  tools: number;
  /** Model-view total per encoding. */
  tokens: Record<string, number>;
}

export interface ReleaseTotal {
  from: number | null;
  to: number;
  delta: number | null;
  /** delta / from; null without a previous version or when it had 0 tokens. */
  relative: number | null;
}

export interface ReleaseToolChange {
  name: string;
  status: Exclude<ToolStatus, "unchanged">;
  /** Model-view tokens in the headline encoding; null on the side that lacks the tool. */
  from: number | null;
  to: number | null;
  delta: number;
  relative: number | null;
  /** Where the change came from (model-view fields, largest first). */
  fields: FieldDelta[];
}

export interface ReleaseModelLine {
  /** The profile id as asked for (e.g. gpt-oss). */
  id: string;
  profile: string;
  fidelity: string;
  /** Tokens the tools add to every request on that model; null when that version was not counted for it. */
  from: number | null;
  to: number | null;
  delta: number | null;
  relative: number | null;
  /**
   * USD per 1,000 requests of the new version, nothing cached (tools + instructions at the input price);
   * null without a price (local models) or when the new version was not counted for the model.
   */
  costPer1kRequests: number | null;
  /**
   * Prompt caching of the new version's block on that model (null without cache data: local models, older
   * reports): cached price per 1,000 requests, and what a change to the block costs per 1,000 conversations.
   */
  cache: ReleaseModelCache | null;
}

export interface ReleaseModelCache {
  /** false: the block is under the model's minimum cacheable length, and every request pays the full price. */
  cacheable: boolean;
  minTokens: number;
  /** USD per 1,000 requests cached (one write per lifetime, then reads); the uncached figure when not cacheable. */
  costPer1kRequestsCached: number | null;
  /** USD per 1,000 cached conversations, once, when the tool block changes (each re-writes it); null when not cacheable. */
  changeCost: number | null;
  requestsPerLifetime: number | null;
  lifetimeMinutes: number | null;
  /** Whether this release changes the tool block as clients send it (every cached conversation re-writes it); null: unknown. */
  toolBlockChanged: boolean | null;
}

/** One scripted call of the calls file (--calls) in both versions, in the headline encoding. */
export interface ReleaseCallLine {
  name: string;
  tool: string;
  /**
   * "changed", "unchanged", "added" (the previous version's report has no such call), "removed",
   * "not-at-base" (the previous version could not answer it: `fromStatus` says how), "no-baseline".
   */
  status: string;
  /** The call's status in each version ("ok", "error", "unknown-tool", ...); null on a side without it. */
  fromStatus: string | null;
  toStatus: string | null;
  /** Tokens of the result; null on a side that has no count for it. */
  from: number | null;
  to: number | null;
  delta: number | null;
  relative: number | null;
}

export interface ReleaseNotes {
  kind: typeof RELEASE_NOTES_KIND;
  schemaVersion: typeof RELEASE_NOTES_SCHEMA_VERSION;
  /** null when there is no previous version to compare with (see noBaselineReason). */
  from: ReleaseVersion | null;
  to: ReleaseVersion;
  noBaselineReason: string | null;
  /** Counts are of the model view: name, description and inputSchema as compact JSON, per tool, summed. */
  view: "model";
  /** The encoding of the headline and of the per-tool figures (the first one measured). */
  encoding: string;
  totals: Record<string, ReleaseTotal>;
  /**
   * `reordered`: the tools both versions have come in another order (comparison.toolOrder), which re-writes
   * every cached conversation's tool block though no tool changed.
   */
  tools: {
    from: number | null;
    to: number;
    added: string[];
    removed: string[];
    changed: number;
    reordered: boolean;
  };
  /** Every added, removed and changed tool, largest change first. */
  changes: ReleaseToolChange[];
  models: ReleaseModelLine[];
  /** The calls of the calls file, in its order; absent when no calls file was run. */
  calls?: ReleaseCallLine[];
  /**
   * The protocol (revision and era) and the tool list's cache (ttlMs, cacheScope), in words, one line each, only
   * when it changed since the previous version or, without one, is news (comparison-protocol.ts). Plain text
   * whose one untrusted piece, the protocol version, is kept to safe characters. Absent when nothing is to say.
   */
  protocolAndCache?: string[];
}

/**
 * The protocol and cache lines keep one untrusted piece, the server's protocol version (a date such as
 * 2026-07-28): kept to letters, digits and `.-_:+`, so the line is the same plain text in the JSON and in the
 * markdown, where nothing else of it is markup.
 */
const SAFE_PIECE = (value: string) => value.replace(/[^A-Za-z0-9._:+-]/g, "").slice(0, 40) || "unnamed";
const PLAIN: Style = { text: SAFE_PIECE, strong: (value) => value, code: (value) => value, icons: false };

const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

function version(
  report: Report,
  side: { label: string | null; ref: string | null; sha: string | null },
  fallback: string,
): ReleaseVersion {
  const tokens: Record<string, number> = {};
  for (const encoding of report.method.encodings) {
    const total = own(report.totals, encoding);
    if (total) tokens[encoding] = total.model;
  }
  return {
    label: side.label ?? side.ref ?? (side.sha ? side.sha.slice(0, 7) : fallback),
    ref: side.ref,
    sha: side.sha,
    server: { name: report.server.name, version: report.server.version },
    tools: report.tools.length,
    tokens,
  };
}

const byChange = (a: ReleaseToolChange, b: ReleaseToolChange) =>
  Math.abs(b.delta) - Math.abs(a.delta) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function toolChange(tool: ToolDiff, encoding: string): ReleaseToolChange | null {
  if (tool.status === "unchanged") return null;
  const diff = own(tool.tokens, encoding);
  const from = diff?.base?.model ?? null;
  const to = diff?.head?.model ?? null;
  const delta = diff?.delta.model ?? 0;
  return {
    name: tool.name,
    status: tool.status,
    from,
    to,
    delta,
    relative: from ? delta / from : null,
    fields: diff?.fields.model ?? [],
  };
}

function modelCache(entry: ModelEntry | null, toolBlockChanged: boolean | null): ReleaseModelCache | null {
  const c = entry?.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return null;
  return {
    cacheable: c.cacheable,
    minTokens: c.minTokens,
    costPer1kRequestsCached: c.costPer1kRequestsCached,
    changeCost: c.cacheable ? c.changeCost : null,
    requestsPerLifetime: c.requestsPerLifetime ?? null,
    lifetimeMinutes: c.lifetimeMinutes ?? null,
    toolBlockChanged,
  };
}

function modelLines(from: Report | null, to: Report, toolBlockChanged: boolean | null): ReleaseModelLine[] {
  const ids = [...Object.keys(to.models ?? {}), ...Object.keys(from?.models ?? {})];
  const lines: ReleaseModelLine[] = [];
  for (const id of new Set(ids)) {
    const a = own(from?.models, id) ?? null;
    const b = own(to.models, id) ?? null;
    const entry = b ?? a;
    if (!entry) continue;
    const delta = a && b ? b.tools - a.tools : null;
    lines.push({
      id,
      profile: entry.profile,
      fidelity: entry.fidelity,
      from: a?.tools ?? null,
      to: b?.tools ?? null,
      delta,
      relative: delta !== null && a && a.tools > 0 ? delta / a.tools : null,
      costPer1kRequests: b?.costPer1kRequests ?? null,
      cache: modelCache(b, toolBlockChanged),
    });
  }
  return lines;
}

function callLines(comparison: Comparison, encoding: string, baseline: boolean): ReleaseCallLine[] | undefined {
  if (!comparison.calls) return undefined;
  return comparison.calls
    .filter((c) => baseline || c.status !== "removed")
    .map((c): ReleaseCallLine => {
      const from = baseline ? (own(c.base?.tokens, encoding) ?? null) : null;
      const to = own(c.head?.tokens, encoding) ?? null;
      const delta = baseline ? (own(c.delta ?? undefined, encoding) ?? null) : null;
      return {
        name: c.name,
        tool: c.head?.tool ?? c.base?.tool ?? "",
        status: baseline ? c.status : "no-baseline",
        fromStatus: baseline ? (c.base?.status ?? null) : null,
        toStatus: c.head?.status ?? null,
        from,
        to,
        delta,
        relative: delta !== null && from ? delta / from : null,
      };
    });
}

const namesWith = (c: Comparison, status: ToolStatus) => c.tools.filter((t) => t.status === status).map((t) => t.name);

/**
 * The release notes of `to` against `from`: `comparison` is compare(from, to) (status "no-baseline"
 * when there is no previous version), the reports give the model profile figures.
 */
export function releaseNotes(comparison: Comparison, from: Report | null, to: Report): ReleaseNotes {
  const baseline = comparison.status !== "no-baseline" && from !== null;
  const encoding = comparison.encodings[0] ?? to.method.encodings[0] ?? "";
  const totals: Record<string, ReleaseTotal> = {};
  for (const e of comparison.encodings) {
    const t = own(comparison.totals, e);
    if (!t) continue;
    totals[e] = {
      from: baseline ? (t.base?.model ?? null) : null,
      to: t.head.model,
      delta: baseline ? (t.delta?.model ?? null) : null,
      relative: baseline ? t.relative.model : null,
    };
  }
  const changes = baseline
    ? comparison.tools.map((t) => toolChange(t, encoding)).filter((c): c is ReleaseToolChange => c !== null)
    : [];
  changes.sort(byChange);
  const server = serverProtocolLines(comparison, PLAIN);
  return {
    kind: RELEASE_NOTES_KIND,
    schemaVersion: RELEASE_NOTES_SCHEMA_VERSION,
    from: baseline ? version(from, comparison.base, "previous") : null,
    to: version(to, comparison.head, "this version"),
    noBaselineReason: baseline ? null : (comparison.noBaselineReason ?? "no previous version"),
    view: "model",
    encoding,
    totals,
    tools: {
      from: baseline ? from.tools.length : null,
      to: to.tools.length,
      added: baseline ? namesWith(comparison, "added") : [],
      removed: baseline ? namesWith(comparison, "removed") : [],
      changed: baseline ? namesWith(comparison, "changed").length : 0,
      reordered: baseline && comparison.toolOrder?.changed === true,
    },
    changes: baseline ? changes : [],
    models: modelLines(baseline ? from : null, to, baseline ? (comparison.toolBlock?.changed ?? null) : null),
    ...(comparison.calls ? { calls: callLines(comparison, encoding, baseline) } : {}),
    ...(server.length > 0 ? { protocolAndCache: server } : {}),
  };
}

function signedPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return "";
  const text = `${Math.abs(fraction * 100).toFixed(1)}%`;
  return fraction > 0 ? `+${text}` : fraction < 0 ? `−${text}` : text;
}

const name = (text: string) => escapeMarkdown(text, 80);

/** "3,546 → 3,702 tokens (+156, +4.4%, o200k_base)", or one figure when there is nothing to compare with. */
function figures(from: number | null, to: number, unit = "", note = ""): string {
  const suffix = unit ? ` ${unit}` : "";
  if (from === null) return `${formatInt(to)}${suffix}${note ? ` (${note})` : ""}`;
  const delta = to - from;
  const pct = from > 0 ? signedPercent(delta / from) : "";
  const parts = [delta === 0 ? "unchanged" : formatSigned(delta), pct && delta !== 0 ? pct : "", note].filter(Boolean);
  return `${formatInt(from)} → ${formatInt(to)}${suffix} (${parts.join(", ")})`;
}

function nameList(names: readonly string[], sizes: Map<string, number>): string {
  const shown = names.slice(0, LISTED_NAMES).map((n) => {
    const size = sizes.get(n);
    return size === undefined ? name(n) : `${name(n)} (${formatSigned(size)})`;
  });
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${formatInt(more)} more` : shown.join(", ");
}

function fieldsText(fields: readonly FieldDelta[]): string {
  return fields
    .slice(0, 2)
    .map((f) => `${name(f.field)} ${formatSigned(f.delta)}`)
    .join(", ");
}

/** One figure of a call: its tokens, or its status when it was not counted. */
const callFigure = (tokens: number | null, status: string | null) =>
  tokens !== null
    ? `${formatInt(tokens)}${status && status !== "ok" ? ` (${name(status)})` : ""}`
    : name(status ?? "—");

/** "**Tool calls** (o200k_base, the result of each call in the calls file):" and one line per call. */
function callsSection(calls: readonly ReleaseCallLine[], encoding: string): string[] {
  const lines = calls.map((c) => {
    const label = `${name(c.name)} (${name(c.tool)})`;
    if (c.status === "removed") return `- ${label}: ${callFigure(c.from, c.fromStatus)} → removed`;
    const to = callFigure(c.to, c.toStatus);
    if (c.status === "no-baseline") return `- ${label}: ${to}`;
    if (c.status === "added") return `- ${label}: ${to} (new)`;
    if (c.status === "not-at-base" || c.delta === null)
      return `- ${label}: ${callFigure(c.from, c.fromStatus)} → ${to} (not in the previous version)`;
    const pct = c.delta !== 0 ? signedPercent(c.relative) : "";
    const change = [c.delta === 0 ? "unchanged" : formatSigned(c.delta), pct].filter(Boolean).join(", ");
    return `- ${label}: ${callFigure(c.from, c.fromStatus)} → ${to} (${change})`;
  });
  return [`**Tool calls** (tokens of each result, ${name(encoding)}):`, "", ...lines];
}

/**
 * "$6.14 per 1,000 requests uncached", "$1.32 cached (10 requests per 5-minute lifetime)", and "this release
 * changes the tool block: $7.67 per 1,000 cached conversations, once" (or "tool block unchanged: caches keep").
 */
function priceParts(m: ReleaseModelLine): string[] {
  const parts: string[] = [];
  if (m.costPer1kRequests !== null) parts.push(`${formatUsd(m.costPer1kRequests)} per 1,000 requests uncached`);
  const c = m.cache;
  if (!c) return parts;
  if (!c.cacheable) {
    parts.push(`not cacheable (under the ${formatInt(c.minTokens)}-token minimum)`);
    return parts;
  }
  if (c.costPer1kRequestsCached !== null) {
    const rate =
      c.requestsPerLifetime !== null
        ? ` (${formatInt(c.requestsPerLifetime)} requests per ${c.lifetimeMinutes ?? 5}-minute lifetime)`
        : "";
    parts.push(`${formatUsd(c.costPer1kRequestsCached)} cached${rate}`);
  }
  if (c.toolBlockChanged === false) parts.push("tool block unchanged: caches keep");
  else if (c.changeCost !== null) {
    const what = c.toolBlockChanged ? "this release changes the tool block" : "a change to the tool block";
    parts.push(`${what}: ${formatUsd(c.changeCost)} per 1,000 cached conversations, once`);
  }
  return parts;
}

/** The markdown section: a heading, the headline, then what was added, removed and changed most. */
export function renderReleaseNotesMarkdown(notes: ReleaseNotes): string {
  const to = name(notes.to.label);
  const heading = notes.from
    ? `### MCP tool overhead: ${name(notes.from.label)} → ${to}`
    : `### MCP tool overhead: ${to}`;
  const headline = notes.totals[notes.encoding];
  const tokens = headline ? figures(headline.from, headline.to, "tokens", name(notes.encoding)) : "no tokens counted";
  const toolsText =
    notes.tools.from === null
      ? `${formatInt(notes.tools.to)} ${notes.tools.to === 1 ? "tool" : "tools"}`
      : `${formatInt(notes.tools.from)} → ${formatInt(notes.tools.to)} tools`;
  const lines = [heading, "", `**Tool definitions: ${tokens}**; ${toolsText}`];

  const items: string[] = [];
  const others = Object.entries(notes.totals).filter(([e]) => e !== notes.encoding);
  if (others.length > 0) {
    items.push(others.map(([e, t]) => `${name(e)}: ${figures(t.from, t.to, "tokens")}`).join(" · "));
  }
  // Our own words around a version kept to safe characters (PLAIN): nothing to escape.
  for (const line of notes.protocolAndCache ?? []) items.push(`${line.charAt(0).toUpperCase()}${line.slice(1)}`);
  if (notes.from === null) {
    items.push(`Nothing to compare with: ${escapeMarkdown(notes.noBaselineReason ?? "no previous version", 300)}`);
  }
  const sizes = new Map(notes.changes.map((c) => [c.name, c.delta]));
  if (notes.tools.added.length > 0) items.push(`Added: ${nameList(notes.tools.added, sizes)}`);
  if (notes.tools.removed.length > 0) items.push(`Removed: ${nameList(notes.tools.removed, sizes)}`);
  // As the comment says it (the tool block every provider caches is the new version's whole block).
  if (notes.tools.reordered && headline) {
    const words = toolOrderWords(headline.to);
    items.push(`${words.charAt(0).toUpperCase()}${words.slice(1)} (${name(notes.encoding)})`);
  }
  const changed = notes.changes.filter((c) => c.status === "changed" && c.delta !== 0).slice(0, LARGEST_CHANGES);
  if (changed.length > 0) {
    const parts = changed.map((c) => {
      const pct = signedPercent(c.relative);
      const where = fieldsText(c.fields);
      const detail = [pct, where].filter(Boolean).join("; ");
      return `${name(c.name)} ${formatSigned(c.delta)}${detail ? ` (${detail})` : ""}`;
    });
    items.push(`Largest changes: ${parts.join(", ")}`);
  }
  const counted = notes.models.filter((m) => m.to !== null);
  if (counted.some((m) => m.costPer1kRequests !== null || m.cache !== null)) {
    // With prices, one line per model: its tokens, the uncached price, the cached one and what a change costs.
    for (const m of counted)
      items.push(`On ${name(m.id)}: ${[figures(m.from, m.to ?? 0, "tokens"), ...priceParts(m)].join("; ")}`);
  } else if (counted.length > 0) {
    items.push(`On models: ${counted.map((m) => `${name(m.id)} ${figures(m.from, m.to ?? 0, "tokens")}`).join(" · ")}`);
  }
  if (items.length > 0) lines.push("", ...items.map((item) => `- ${item}`));
  if (notes.calls && notes.calls.length > 0) lines.push("", ...callsSection(notes.calls, notes.encoding));

  const sha = (v: ReleaseVersion) => (v.sha ? ` (${v.sha.slice(0, 7)})` : "");
  const compared = notes.from ? `${name(notes.from.label)}${sha(notes.from)} → ` : "";
  lines.push(
    "",
    `<sub>Tokens every model request carries for the tool definitions: name, description and inputSchema of each tool as compact JSON, summed · ${compared}${to}${sha(notes.to)} · measured by mcp-token-budget</sub>`,
  );
  return `${lines.join("\n")}\n`;
}
