import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  durationWords
} from "./chunk-ALYTG7N5.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/comparison-protocol.ts
var whom = /* @__PURE__ */ __name((cache) => cache.scope === "private" ? "per user" : "shared by all its users", "whom");
function toolsCacheWords(cache) {
  return cache.ttlMs === 0 ? "not at all (ttlMs 0)" : `${durationWords(cache.ttlMs)}, ${whom(cache)}`;
}
__name(toolsCacheWords, "toolsCacheWords");
function cacheClause(cache) {
  return cache.ttlMs === 0 ? "asks clients not to cache its tool list (ttlMs 0)" : `lets clients cache its tool list for ${toolsCacheWords(cache)}`;
}
__name(cacheClause, "cacheClause");
var sameCache = /* @__PURE__ */ __name((a, b) => a?.ttlMs === b?.ttlMs && a?.scope === b?.scope, "sameCache");
function toolsCacheLine(c) {
  const head = c.head.report.toolsCache;
  const baseReport = c.status === "no-baseline" ? null : c.base.report;
  if (!baseReport) return head ? `the server ${cacheClause(head)}` : null;
  const base = baseReport.toolsCache;
  if (sameCache(base, head)) return null;
  const was = base ? toolsCacheWords(base) : baseReport.server.era === void 0 ? "not in its report, measured before mcp-token-budget read it" : "not said";
  if (!head) return `the server no longer says how long clients may cache its tool list (base: ${was})`;
  return `the server now ${cacheClause(head)} (base: ${was})`;
}
__name(toolsCacheLine, "toolsCacheLine");
var versionText = /* @__PURE__ */ __name((info, style) => info.server.protocolVersion === null ? "unnamed" : style.text(info.server.protocolVersion, 40), "versionText");
function protocolLine(c, style) {
  const head = c.head.report;
  const base = c.status === "no-baseline" ? null : c.base.report;
  if (!base) return head.server.era === "modern" ? `protocol: ${versionText(head, style)} (stateless)` : null;
  const b = base.server;
  const h = head.server;
  const eraChanged = b.era !== void 0 && h.era !== void 0 && b.era !== h.era;
  if (!eraChanged && b.protocolVersion === h.protocolVersion) return null;
  const tag = /* @__PURE__ */ __name((era) => era === "modern" ? " (stateless)" : "", "tag");
  const baseTag = b.era === "modern" && h.era === "modern" ? "" : tag(b.era);
  return `protocol: ${versionText(base, style)}${baseTag} \u2192 ${versionText(head, style)}${tag(h.era)}`;
}
__name(protocolLine, "protocolLine");
function serverProtocolLines(c, style) {
  return [protocolLine(c, style), toolsCacheLine(c)].filter((l) => l !== null);
}
__name(serverProtocolLines, "serverProtocolLines");
var AS_IS = { text: /* @__PURE__ */ __name((v) => v, "text"), strong: /* @__PURE__ */ __name((v) => v, "strong"), code: /* @__PURE__ */ __name((v) => v, "code"), icons: false };
function protocolOrCacheChanged(c) {
  return protocolOrCacheWords(c) !== null;
}
__name(protocolOrCacheChanged, "protocolOrCacheChanged");
function protocolOrCacheWords(c) {
  if (c.status === "no-baseline" || c.base.report === null) return null;
  const words = [
    protocolLine(c, AS_IS) === null ? null : "protocol changed",
    toolsCacheLine(c) === null ? null : "tool-list caching changed"
  ].filter((w) => w !== null);
  return words.length === 0 ? null : words.join(", ");
}
__name(protocolOrCacheWords, "protocolOrCacheWords");

export {
  serverProtocolLines,
  protocolOrCacheChanged,
  protocolOrCacheWords
};
//# sourceMappingURL=chunk-3MBOCGKC.js.map
