import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hiddenParameterWarnings
} from "./chunk-EOZWWVIJ.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/compare.ts
function partTotals(parts, encoding) {
  const out = {};
  for (const part of parts) {
    const n = part.counted ? part.tokens[encoding] : void 0;
    if (n !== void 0) out[part.type] = (out[part.type] ?? 0) + n;
  }
  return out;
}
__name(partTotals, "partTotals");
var sideOf = /* @__PURE__ */ __name((call, encoding) => ({
  status: call.status,
  tool: call.tool,
  tokens: { ...call.tokens },
  parts: partTotals(call.parts, encoding),
  ...call.status !== "ok" && call.message !== void 0 ? { message: call.message } : {}
}), "sideOf");
function failedAtHead(calls) {
  return (calls ?? []).filter((c) => c.head !== null && c.head.status !== "ok");
}
__name(failedAtHead, "failedAtHead");
function compareCalls(base, head, encodings) {
  if (!head.calls && !base?.calls) return void 0;
  const primary = encodings[0] ?? "";
  const baseByName = new Map((base?.calls ?? []).map((c) => [c.name, c]));
  const out = [];
  for (const call of head.calls ?? []) {
    const before = baseByName.get(call.name);
    const headSide = sideOf(call, primary);
    const baseSide = before ? sideOf(before, primary) : null;
    const common = encodings.filter((e) => call.tokens[e] !== void 0 && before?.tokens[e] !== void 0);
    const diff = {
      name: call.name,
      status: "unchanged",
      base: baseSide,
      head: headSide,
      delta: null,
      percent: null,
      grew: null,
      checks: call.checks
    };
    if (!base) diff.status = "no-baseline";
    else if (!before) diff.status = "added";
    else if (before.status !== "ok" && before.status !== "error") diff.status = "not-at-base";
    else if (common.length === 0) diff.status = call.tokens[primary] === void 0 ? "unchanged" : "not-at-base";
    else {
      diff.delta = Object.fromEntries(common.map((e) => [e, (call.tokens[e] ?? 0) - (before.tokens[e] ?? 0)]));
      diff.percent = Object.fromEntries(
        common.map((e) => {
          const b = before.tokens[e] ?? 0;
          return [e, b === 0 ? null : ((call.tokens[e] ?? 0) - b) / b];
        })
      );
      diff.status = Object.values(diff.delta).some((d) => d !== 0) || before.status !== call.status ? "changed" : "unchanged";
      if ((diff.delta[primary] ?? 0) > 0 && baseSide) {
        let best = null;
        for (const [type, n] of Object.entries(headSide.parts)) {
          const growth = n - (baseSide.parts[type] ?? 0);
          if (growth > 0 && (best === null || growth > best[1])) best = [type, growth];
        }
        diff.grew = best?.[0] ?? null;
      }
    }
    out.push(diff);
  }
  const headNames = new Set((head.calls ?? []).map((c) => c.name));
  for (const call of base?.calls ?? []) {
    if (headNames.has(call.name)) continue;
    out.push({
      name: call.name,
      status: "removed",
      base: sideOf(call, primary),
      head: null,
      delta: null,
      percent: null,
      grew: null,
      checks: []
    });
  }
  return out;
}
__name(compareCalls, "compareCalls");

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
  failedAtHead,
  compareCalls,
  modelWarnings
};
//# sourceMappingURL=chunk-V4M4KBMS.js.map
