import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  formatInt,
  formatSigned
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/clients.ts
function deferralHint(upFront, allLoaded) {
  const more = allLoaded - upFront;
  const load = more >= 0 ? `loading them all adds ${formatInt(more)} a request` : `loading them all sends ${formatInt(-more)} fewer a request than deferring`;
  return ` (deferral likely costs more than it saves if its tools are used on most turns: ${load})`;
}
__name(deferralHint, "deferralHint");
function ownToolsText(entry) {
  const names = entry.clientOwnTools ?? [];
  if (names.length === 0) return "";
  const groups = /* @__PURE__ */ new Map();
  for (const name of names) {
    const why = entry.clientOwnBecause?.[name] ?? "lists resources";
    groups.set(why, [...groups.get(why) ?? [], name]);
  }
  const reasons = [...groups].map(([why, tools]) => `${tools.join(", ")}: it ${why}`).join("; ");
  return `; with ${names.length} ${names.length === 1 ? "tool" : "tools"} of its own the server brings (${reasons})`;
}
__name(ownToolsText, "ownToolsText");
function clientLine(entry, encoding) {
  const t = entry.tokens[encoding];
  if (!t) return "";
  const title = entry.version ? `${entry.title} ${entry.version}${entry.askedVersion ? ` (asked ${entry.askedVersion}: not modelled, measured as ${entry.version}, the nearest modelled version of its line)` : ""}` : `${entry.title} (read, not captured: from its docs, ${entry.date})`;
  const refused = (entry.refused ?? []).map((r) => `refuses ${r.server}: ${r.reason} (fix: ${r.fix})`);
  if (refused.length > 0 && Object.keys(t.perTool).length === 0 && t.upFront === 0)
    return `${title}: no figure: ${refused.join("; ")}`;
  const setting = entry.setting ? ` (${Object.entries(entry.setting).map(([k, v]) => `${k}=${v}`).join(", ")})` : "";
  const parts = entry.deferred ? [`${formatInt(t.upFront)} up front (names only)`, `${formatInt(t.allLoaded)} when loaded`] : [`${formatInt(t.upFront)} up front (loaded)`];
  if (t.clientBase !== null) parts.push(`+ its own ${formatInt(t.clientBase)}`);
  const bill = t.firstUse;
  const use = bill ? `; first use of a tool: +${formatInt(bill.median)} tokens${bill.round === null ? "" : `, one extra round of ${formatInt(bill.round)}`}${bill.costsMore ? deferralHint(t.upFront, t.allLoaded) : ""}` : "";
  const capped = entry.cappedOut.length > 0 ? `; sends the first ${Object.keys(t.perTool).length}: ${entry.cappedOut.length} never reach the model (${entry.cappedOut.join(", ")})` : "";
  const own = ownToolsText(entry);
  const notSent = (entry.notSent ?? []).map((n) => `; ${n.tools.length} tools of ${n.server} not sent (counted as 0): ${n.reason} (fix: ${n.fix})`).join("");
  const alsoRefused = refused.length > 0 ? `; ${refused.join("; ")}` : "";
  return `${title}${setting}: ${parts.join(", ")} (${encoding})${use}${own}${capped}${notSent}${alsoRefused}${onModels(entry)}`;
}
__name(clientLine, "clientLine");
var signed = /* @__PURE__ */ __name((n) => n === 0 ? "\xB10" : formatSigned(n), "signed");
function clientChange(base, head, encoding) {
  const h = head.tokens[encoding];
  const b = base.request?.tokens[encoding];
  if (!h) return "";
  if (!b) return `no base figure: ${base.reason ?? `no ${encoding} count at base`}`;
  const pair = /* @__PURE__ */ __name((from, to) => `${formatInt(from)} \u2192 ${formatInt(to)}`, "pair");
  return head.deferred ? `from base: ${pair(b.upFront, h.upFront)} up front (${signed(h.upFront - b.upFront)}), ${pair(b.allLoaded, h.allLoaded)} when loaded (${signed(h.allLoaded - b.allLoaded)})` : `from base: ${pair(b.upFront, h.upFront)} (${signed(h.upFront - b.upFront)})`;
}
__name(clientChange, "clientChange");
function onModels(entry) {
  const models = Object.entries(entry.models ?? {});
  if (models.length === 0) return "";
  const figures = models.map(([id, m]) => {
    const both = entry.deferred ? `${formatInt(m.upFront)} / ${formatInt(m.allLoaded)}` : formatInt(m.allLoaded);
    const cache = m.cache ? m.cache.cacheable ? `, cacheable with ${entry.title}'s own prompt (a prefix of about ${formatInt(m.cache.prefixAbout)}, over the ${formatInt(m.cache.minTokens)}-token minimum)` : `, not cacheable even with ${entry.title}'s own prompt (about ${formatInt(m.cache.prefixAbout)}, under the ${formatInt(m.cache.minTokens)}-token minimum)` : "";
    return `${id} ${both}${m.fidelity === "estimate" ? " (estimate)" : ""}${cache}`;
  });
  const what = entry.deferred ? "up front / loaded" : "loaded";
  return ` \xB7 on each model (${what}, in its own tokens): ${figures.join(", ")}`;
}
__name(onModels, "onModels");
function clientLines(report, esc) {
  if (!report.clients) return [];
  const encoding = report.method.encodings[0] ?? "o200k_base";
  return Object.values(report.clients).map((entry) => esc(clientLine(entry, encoding)));
}
__name(clientLines, "clientLines");

export {
  deferralHint,
  clientLine,
  clientChange,
  clientLines
};
//# sourceMappingURL=chunk-UAH6B2LE.js.map
