import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hiddenParameterWarnings
} from "./chunk-EOZWWVIJ.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/model-warnings.ts
function fullList(field, where) {
  return where === "cli" ? `--verbose lists them, the JSON report's ${field} has every one` : `the JSON report (the report-path output, report.json in output-dir) has every one in ${field}`;
}
__name(fullList, "fullList");
var plural = /* @__PURE__ */ __name((n, noun) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`, "plural");
var MAX_DETAIL_LINES = 3;
function counted(items) {
  const counts = /* @__PURE__ */ new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const shown = top.slice(0, 5).map(([k, n]) => `${n} \xD7 ${k}`);
  return top.length > 5 ? `${shown.join(", ")}, ${top.length - 5} more kinds` : shown.join(", ");
}
__name(counted, "counted");
function runtimeName(entry) {
  if (entry.runtime === "ollama") return "Ollama";
  if (entry.runtime === "llama.cpp") return "llama.cpp";
  return entry.provider === "google" ? "a Gemini client (functionDeclarations)" : "the runtime";
}
__name(runtimeName, "runtimeName");
function notSeenLines(items) {
  const byTool = /* @__PURE__ */ new Map();
  for (const item of items) byTool.set(item.tool, [...byTool.get(item.tool) ?? [], item]);
  return [...byTool].map(
    ([tool, list]) => `${tool}: ${list.map((n) => `${n.path || "(top level)"}: ${n.keyword}`).join(", ")} not seen by the model`
  );
}
__name(notSeenLines, "notSeenLines");
function modelWarnings(entry, verbose, where = "cli") {
  const hidden = entry.hiddenParameters ?? [];
  const detail = hidden.length > 0 ? new Set(hiddenParameterWarnings(hidden)) : /* @__PURE__ */ new Set();
  const lines = [];
  let summarised = false;
  const collapse = !verbose && detail.size > MAX_DETAIL_LINES;
  for (const warning of entry.warnings) {
    if (!collapse || !detail.has(warning)) lines.push(warning);
    else if (!summarised) {
      summarised = true;
      const tools = new Set(hidden.map((h) => h.tool)).size;
      lines.push(
        `${plural(hidden.length, "parameter")} of ${plural(tools, "tool")} are not fully rendered (${counted(hidden.map((h) => h.reason))}): gpt-oss never sees their types, fields or allowed values; ` + fullList("hiddenParameters", where)
      );
    }
  }
  const notSeen = entry.notSeen ?? [];
  if (notSeen.length > 0) {
    if (verbose) lines.push(...notSeenLines(notSeen));
    else {
      const tools = new Set(notSeen.map((n) => n.tool)).size;
      lines.push(
        `${runtimeName(entry)} drops ${plural(notSeen.length, "schema keyword")} of ${plural(tools, "tool")} before the model sees them (${counted(notSeen.map((n) => n.keyword))}); ` + fullList("notSeen", where)
      );
    }
  }
  return lines;
}
__name(modelWarnings, "modelWarnings");

export {
  modelWarnings
};
//# sourceMappingURL=chunk-LZVJK3TK.js.map
