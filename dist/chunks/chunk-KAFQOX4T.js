import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/compare-clients.ts
function upFrontAndLoaded(entry) {
  const tokens = {};
  for (const [encoding, t] of Object.entries(entry.tokens))
    tokens[encoding] = { upFront: t.upFront, allLoaded: t.allLoaded };
  return tokens;
}
__name(upFrontAndLoaded, "upFrontAndLoaded");
function figures(entry) {
  const tokens = upFrontAndLoaded(entry);
  const sent = Object.keys(Object.values(entry.tokens)[0]?.perTool ?? {}).length;
  const out = { deferred: entry.deferred, tokens, sent, cappedOut: [...entry.cappedOut] };
  if (entry.notSent) out.notSent = entry.notSent;
  if (entry.refused) out.refused = entry.refused;
  const bills = Object.entries(entry.tokens).flatMap(
    ([encoding, t]) => t.firstUse ? [[encoding, { median: t.firstUse.median, round: t.firstUse.round, costsMore: t.firstUse.costsMore }]] : []
  );
  if (bills.length > 0) out.firstUse = Object.fromEntries(bills);
  return out;
}
__name(figures, "figures");
function clientDiffs(base, head, notes) {
  const inHead = Object.entries(head.clients ?? {});
  const inBase = new Map(Object.entries(base?.clients ?? {}));
  if (inHead.length === 0 && inBase.size === 0) return void 0;
  const entries = [];
  for (const [id, h] of inHead) {
    const b = inBase.get(id);
    const about = { title: h.title, version: h.version, ...h.setting ? { setting: { ...h.setting } } : {} };
    if (!b) {
      if (base) notes.push(`client ${id} is in the head report only; not compared`);
      entries.push([id, { ...about, base: null, head: figures(h), delta: null }]);
      continue;
    }
    if (b.version !== h.version) {
      notes.push(`client ${id}: base shaped as ${b.title} ${b.version ?? "(docs)"}, head as ${h.version ?? "(docs)"}`);
    }
    const delta = {};
    for (const [encoding, t] of Object.entries(h.tokens)) {
      const before = b.tokens[encoding];
      if (before) delta[encoding] = { upFront: t.upFront - before.upFront, allLoaded: t.allLoaded - before.allLoaded };
    }
    entries.push([id, { ...about, base: figures(b), head: figures(h), delta }]);
  }
  for (const [id, b] of inBase) {
    if (head.clients && Object.hasOwn(head.clients, id)) continue;
    notes.push(`client ${id} is in the base report only; not compared`);
    entries.push([id, { title: b.title, version: b.version, base: figures(b), head: null, delta: null }]);
  }
  return Object.fromEntries(entries);
}
__name(clientDiffs, "clientDiffs");

export {
  upFrontAndLoaded,
  clientDiffs
};
//# sourceMappingURL=chunk-KAFQOX4T.js.map
