import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  topList
} from "./chunk-DL3LCSEI.js";
import {
  countResult,
  resultData
} from "./chunk-GPZXZ7N4.js";
import {
  escapeMarkdown,
  escapeTerminal
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/preview-hint.ts
var PREVIEW_THRESHOLD = 2e3;
var PREVIEW_MIN_ITEMS = 3;
var HEAVY_SHARE = 0.2;
var MAX_FIELDS = 3;
var KEEP = /^(id|uuid|key|name|title|slug|url|uri)$|Id$|_id$/i;
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function serializeLike(original, value) {
  const old = JSON.parse(original);
  for (const indent of [void 0, 2, 4, "	"]) {
    if (JSON.stringify(old, null, indent) === original) return JSON.stringify(value, null, indent);
  }
  return JSON.stringify(value);
}
__name(serializeLike, "serializeLike");
var without = /* @__PURE__ */ __name((item, drop) => isObject(item) ? Object.fromEntries(Object.entries(item).filter(([k]) => !drop.has(k))) : item, "without");
function pruneData(data, list, drop) {
  if (Array.isArray(data)) return data.map((item) => without(item, drop));
  if (!isObject(data)) return data;
  const value = data[list];
  return { ...data, [list]: Array.isArray(value) ? value.map((item) => without(item, drop)) : value };
}
__name(pruneData, "pruneData");
function prunedResult(result, list, drop) {
  const out = { ...result };
  if (result.structuredContent !== void 0) out.structuredContent = pruneData(result.structuredContent, list, drop);
  const content = Array.isArray(result.content) ? result.content : [];
  let done = false;
  out.content = content.map((block) => {
    if (done || !isObject(block) || block.type !== "text" || typeof block.text !== "string") return block;
    let parsed;
    try {
      parsed = JSON.parse(block.text);
    } catch {
      return block;
    }
    done = true;
    return { ...block, text: serializeLike(block.text, pruneData(parsed, list, drop)) };
  });
  return out;
}
__name(prunedResult, "prunedResult");
var n = /* @__PURE__ */ __name((value) => value.toLocaleString("en-US"), "n");
function previewHint(call, result, encoders, threshold = PREVIEW_THRESHOLD) {
  const first = encoders[0];
  if (!first) return null;
  const { tokens } = countResult(result, encoders);
  if ((tokens[first.name] ?? 0) <= threshold) return null;
  const found = topList(resultData(result));
  if (!found || found.items.length < PREVIEW_MIN_ITEMS) return null;
  const items = found.items.filter(isObject);
  if (items.length < PREVIEW_MIN_ITEMS) return null;
  const counts = /* @__PURE__ */ new Map();
  for (const item of items) for (const key of Object.keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const repeated = [...counts].filter(([, c]) => c * 2 >= items.length).map(([key]) => key);
  if (repeated.length < 2) return null;
  const fields = repeated.map((field) => {
    const weight = {};
    for (const encoder of encoders) {
      let sum = 0;
      for (const item of items) if (Object.hasOwn(item, field)) sum += encoder.count(JSON.stringify(item[field]) ?? "");
      weight[encoder.name] = sum;
    }
    return { field, tokens: weight, items: counts.get(field) ?? 0 };
  });
  fields.sort((a, b) => (b.tokens[first.name] ?? 0) - (a.tokens[first.name] ?? 0));
  const all = fields.reduce((s, f) => s + (f.tokens[first.name] ?? 0), 0);
  const drop = fields.filter((f) => !KEEP.test(f.field) && (f.tokens[first.name] ?? 0) >= all * HEAVY_SHARE).slice(0, MAX_FIELDS).map((f) => f.field);
  if (drop.length === 0 || drop.length === repeated.length) return null;
  const preview = countResult(prunedResult(result, found.path, new Set(drop)), encoders).tokens;
  const saves = Object.fromEntries(encoders.map((e) => [e.name, (tokens[e.name] ?? 0) - (preview[e.name] ?? 0)]));
  const heavy = drop.map((d) => `${d} (${n(fields.find((f) => f.field === d)?.tokens[first.name] ?? 0)})`).join(", ");
  const message = `call ${call.name}: ${n(tokens[first.name] ?? 0)} tokens (${first.name}) for ${n(found.items.length)} items of ${found.path}; the heaviest ${drop.length === 1 ? "field is" : "fields are"} ${heavy}. A preview without ${drop.length === 1 ? "it" : "them"} would cost ${n(preview[first.name] ?? 0)} tokens (saves ${n(saves[first.name] ?? 0)}); return ids and short fields here, with a cursor, and the rest from a detail tool.`;
  return {
    call: call.name,
    tool: call.tool,
    list: found.path,
    items: found.items.length,
    tokens,
    fields,
    drop,
    preview,
    saves,
    message
  };
}
__name(previewHint, "previewHint");
function renderResponseHints(hints, format) {
  const esc = format === "markdown" ? escapeMarkdown : escapeTerminal;
  const title = format === "markdown" ? "### Tool results (preview/detail split)" : "Tool results (preview/detail split):";
  if (hints.length === 0) {
    return `
${title}
${format === "markdown" ? "\n" : ""}no call's result is over ${n(PREVIEW_THRESHOLD)} tokens with a list of repeated items to split.
`;
  }
  const lines = hints.map((h) => `${format === "markdown" ? "- " : "  "}${esc(h.message, 2e3)}`);
  return `
${title}
${format === "markdown" ? "\n" : ""}${lines.join("\n")}
`;
}
__name(renderResponseHints, "renderResponseHints");
export {
  PREVIEW_MIN_ITEMS,
  PREVIEW_THRESHOLD,
  previewHint,
  renderResponseHints
};
//# sourceMappingURL=preview-hint-EEGDLBFC.js.map
