import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  resultData,
  resultText
} from "./chunk-GPZXZ7N4.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/checks.ts
var CURSOR_KEYS = [
  "nextCursor",
  "cursor",
  "next_cursor",
  "nextPageToken",
  "next_page_token",
  "next",
  "nextPage",
  "next_page",
  "hasMore",
  "has_more"
];
var TRUNCATION_KEYS = ["truncated", "isTruncated", "is_truncated", "hasMore", "has_more"];
var TRUNCATION_WORDS = /\btruncated\b|\bmore results\b|\bomitted\b/i;
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function topList(data) {
  if (Array.isArray(data)) return { path: "(the result)", items: data };
  if (!isObject(data)) return null;
  for (const [key, value] of Object.entries(data)) if (Array.isArray(value)) return { path: key, items: value };
  return null;
}
__name(topList, "topList");
var present = /* @__PURE__ */ __name((value) => value !== void 0 && value !== null && value !== "" && value !== false, "present");
function runChecks(expect, result) {
  const data = resultData(result);
  const list = topList(data);
  const noList = data === null ? "the result holds no JSON (structuredContent or a JSON text block)" : "the result holds no list";
  const out = [];
  if (expect.cursor) {
    const holders = [result, isObject(data) ? data : {}];
    const found = holders.flatMap((h) => CURSOR_KEYS.filter((k) => present(h[k])));
    out.push({
      name: "cursor",
      passed: found.length > 0,
      detail: found.length > 0 ? `carries ${found[0]}` : `no ${CURSOR_KEYS.slice(0, 4).join("/")}/... field in the result`
    });
  }
  if (expect.maxItems !== void 0) {
    const max = expect.maxItems;
    out.push(
      list ? {
        name: `maxItems: ${max}`,
        passed: list.items.length <= max,
        detail: `${list.path} has ${list.items.length} items`
      } : { name: `maxItems: ${max}`, passed: false, detail: noList }
    );
  }
  for (const key of ["fields", "noFields"]) {
    const wanted = expect[key];
    if (!wanted) continue;
    const name = `${key}: ${wanted.join(", ")}`;
    if (!list) {
      out.push({ name, passed: false, detail: noList });
      continue;
    }
    const items = list.items.filter(isObject);
    const bad = items.flatMap(
      (item, i) => wanted.filter((f) => key === "fields" ? !Object.hasOwn(item, f) : Object.hasOwn(item, f)).map((f) => `${f} (item ${i + 1})`)
    );
    const notObjects = list.items.length - items.length;
    out.push({
      name,
      passed: bad.length === 0 && notObjects === 0,
      detail: notObjects > 0 ? `${notObjects} of ${list.items.length} items are not objects` : bad.length === 0 ? `${items.length} items checked` : `${key === "fields" ? "missing" : "present"}: ${bad.slice(0, 3).join(", ")}${bad.length > 3 ? ` and ${bad.length - 3} more` : ""}`
    });
  }
  if (expect.truncationMarked) {
    const holders = [result, isObject(data) ? data : {}];
    const key = holders.flatMap((h) => TRUNCATION_KEYS.filter((k) => h[k] === true))[0];
    const word = key ? null : TRUNCATION_WORDS.exec(resultText(result));
    out.push({
      name: "truncationMarked",
      passed: key !== void 0 || word !== null,
      detail: key ? `${key}: true` : word ? `says "${word[0]}"` : "no truncated/hasMore field and no word saying the result was cut"
    });
  }
  return out;
}
__name(runChecks, "runChecks");

export {
  topList,
  runChecks
};
//# sourceMappingURL=chunk-DL3LCSEI.js.map
