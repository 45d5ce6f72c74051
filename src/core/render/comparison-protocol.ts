/**
 * What the server says of itself beyond its tools, base → head: the protocol it speaks (revision and era) and
 * how long, and for whom, clients may cache its tool list (ttlMs and cacheScope, revision 2026-07-28). One
 * short line each, only when it changed or is news (without a baseline: a server of the stateless era, a
 * cacheable list); nothing when base and head say the same. The comment, the job summary, the terminal and
 * the release notes all print these lines.
 */
import type { Comparison, ReportInfo } from "../comparison.js";
import type { ToolsCache } from "../report.js";
import type { Style } from "./comparison-sections.js";
import { durationWords } from "./measurement.js";

const whom = (cache: ToolsCache) => (cache.scope === "private" ? "per user" : "shared by all its users");

/** "10 minutes, per user"; "not at all (ttlMs 0)". */
export function toolsCacheWords(cache: ToolsCache): string {
  return cache.ttlMs === 0 ? "not at all (ttlMs 0)" : `${durationWords(cache.ttlMs)}, ${whom(cache)}`;
}

/** "lets clients cache its tool list for 10 minutes, per user"; "asks clients not to cache its tool list". */
function cacheClause(cache: ToolsCache): string {
  return cache.ttlMs === 0
    ? "asks clients not to cache its tool list (ttlMs 0)"
    : `lets clients cache its tool list for ${toolsCacheWords(cache)}`;
}

const sameCache = (a: ToolsCache | undefined, b: ToolsCache | undefined) =>
  a?.ttlMs === b?.ttlMs && a?.scope === b?.scope;

/**
 * The tool list's cache, base → head. A base without the fields said nothing when it names its era; a base
 * that names no era was measured before mcp-token-budget read them, so its report cannot tell.
 */
export function toolsCacheLine(c: Comparison): string | null {
  const head = c.head.report.toolsCache;
  const baseReport = c.status === "no-baseline" ? null : c.base.report;
  if (!baseReport) return head ? `the server ${cacheClause(head)}` : null;
  const base = baseReport.toolsCache;
  if (sameCache(base, head)) return null;
  const was = base
    ? toolsCacheWords(base)
    : baseReport.server.era === undefined
      ? "not in its report, measured before mcp-token-budget read it"
      : "not said";
  if (!head) return `the server no longer says how long clients may cache its tool list (base: ${was})`;
  return `the server now ${cacheClause(head)} (base: ${was})`;
}

/** A side's revision, "2026-07-28"; "unnamed" when the server named none. Untrusted: escaped by the style. */
const versionText = (info: ReportInfo, style: Style) =>
  info.server.protocolVersion === null ? "unnamed" : style.text(info.server.protocolVersion, 40);

/**
 * The protocol, base → head: "protocol: 2025-11-25 → 2026-07-28 (stateless)" when the revision or the era
 * changed; without a baseline, only a server of the stateless era is news.
 */
export function protocolLine(c: Comparison, style: Style): string | null {
  const head = c.head.report;
  const base = c.status === "no-baseline" ? null : c.base.report;
  if (!base) return head.server.era === "modern" ? `protocol: ${versionText(head, style)} (stateless)` : null;
  const b = base.server;
  const h = head.server;
  const eraChanged = b.era !== undefined && h.era !== undefined && b.era !== h.era;
  // An older base report names no era: then the version alone says what changed.
  if (!eraChanged && b.protocolVersion === h.protocolVersion) return null;
  // The stateless era is tagged; the 2025 era, what every reader knows, is not. Both stateless: one tag, at the end.
  const tag = (era: ReportInfo["server"]["era"]) => (era === "modern" ? " (stateless)" : "");
  const baseTag = b.era === "modern" && h.era === "modern" ? "" : tag(b.era);
  return `protocol: ${versionText(base, style)}${baseTag} → ${versionText(head, style)}${tag(h.era)}`;
}

/** The protocol line and the tool list's cache line, those that have something to say. */
export function serverProtocolLines(c: Comparison, style: Style): string[] {
  return [protocolLine(c, style), toolsCacheLine(c)].filter((l): l is string => l !== null);
}

const AS_IS: Style = { text: (v) => v, strong: (v) => v, code: (v) => v, icons: false };

/**
 * Whether base and head differ in what the server says of its protocol or its tool list's cache: such a change
 * costs no token, yet a reviewer should hear of it, so it is worth a new comment as a change of tools is.
 */
export function protocolOrCacheChanged(c: Comparison): boolean {
  return protocolOrCacheWords(c) !== null;
}

/**
 * What changed on the server's side when no token did, in a few words for the title: "protocol changed",
 * "tool-list caching changed", both, or null when neither did.
 */
export function protocolOrCacheWords(c: Comparison): string | null {
  if (c.status === "no-baseline" || c.base.report === null) return null;
  const words = [
    protocolLine(c, AS_IS) === null ? null : "protocol changed",
    toolsCacheLine(c) === null ? null : "tool-list caching changed",
  ].filter((w): w is string => w !== null);
  return words.length === 0 ? null : words.join(", ");
}
