import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  modelFacing
} from "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-QDO335QN.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/stability.ts
var isObject = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
var nameOf = /* @__PURE__ */ __name((t, i) => isObject(t) && typeof t.name === "string" ? t.name : `#${i + 1}`, "nameOf");
function listingDifferences(first, second, when) {
  const out = [];
  const a = first.map(nameOf);
  const b = second.map(nameOf);
  const inB = new Map(second.map((t, i) => [b[i], t]));
  const inA = new Set(a);
  for (const name of a)
    if (!inB.has(name)) out.push({ when, kind: "removed", tool: name, detail: `tool ${name} is missing` });
  for (const name of b)
    if (!inA.has(name)) out.push({ when, kind: "added", tool: name, detail: `tool ${name} appears` });
  const common = a.filter((n) => inB.has(n));
  const commonB = b.filter((n) => inA.has(n));
  if (common.join("\0") !== commonB.join("\0")) {
    const moved = common.filter((n, i) => commonB[i] !== n);
    out.push({
      when,
      kind: "order",
      detail: `the tools come in another order (${moved.slice(0, 5).join(", ")}${moved.length > 5 ? ", \u2026" : ""} moved)`
    });
  }
  first.forEach((tool, i) => {
    const name = a[i];
    const other = inB.get(name);
    if (other === void 0 || !isObject(tool) || !isObject(other)) return;
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(tool), ...Object.keys(other)])];
    for (const key of keys) {
      if (JSON.stringify(tool[key]) === JSON.stringify(other[key])) continue;
      const facing = Object.hasOwn(modelFacing({ [key]: true }), key);
      out.push({
        when,
        kind: "field",
        tool: name,
        field: key,
        detail: `tool ${name}: ${key} differs${facing ? "" : " (not sent to the model)"}`
      });
    }
  });
  return out;
}
__name(listingDifferences, "listingDifferences");
function listingStability(first, sameSession, secondStart, listChanged) {
  const differences = [
    ...sameSession ? listingDifferences(first, sameSession, "same session") : [],
    ...secondStart ? listingDifferences(first, secondStart, "second start") : []
  ];
  const checked = sameSession !== null || secondStart !== null;
  const out = { stable: checked ? differences.length === 0 : null, differences };
  if (listChanged) out.listChanged = true;
  if (checked) out.order = differences.some((d) => d.kind === "order") ? "changes" : "same";
  return out;
}
__name(listingStability, "listingStability");
function stabilityWarning(listing) {
  if (listing.stable !== false) return null;
  if (onlyOrderChanges(listing)) {
    const when = [...new Set(listing.differences.map((d) => d.when))].join(" and ");
    return `tools/list is not stable: the same tools byte for byte, but not in a deterministic order (it changed: ${when}); MCP revision 2026-07-28 asks that list results SHOULD come in a deterministic order, and a client's prompt cache never hits across two orders: send the tools in one fixed order (registration order, or sorted by name)`;
  }
  const shown = listing.differences.slice(0, 5).map((d) => `${d.when}: ${d.detail}`);
  const more = listing.differences.length > 5 ? `; and ${listing.differences.length - 5} more` : "";
  return `tools/list is not stable: ${shown.join("; ")}${more}. The tool block comes first in the prompt, so a client's prompt cache never hits across these listings: keep the order and every byte the same on every start`;
}
__name(stabilityWarning, "stabilityWarning");
function onlyOrderChanges(listing) {
  return listing.differences.length > 0 && listing.differences.every((d) => d.kind === "order");
}
__name(onlyOrderChanges, "onlyOrderChanges");
export {
  listingDifferences,
  listingStability,
  onlyOrderChanges,
  stabilityWarning
};
//# sourceMappingURL=stability-ZUSR2GMP.js.map
