import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientLimitWarnings,
  fidelityLegend,
  fidelityMark,
  modelLine
} from "./chunk-WZF3LZXX.js";
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import {
  RESULT_RULE
} from "./chunk-GPZXZ7N4.js";
import {
  modelWarnings
} from "./chunk-LZVJK3TK.js";
import {
  clientLines
} from "./chunk-UAH6B2LE.js";
import {
  dominantField
} from "./chunk-5VXDLGSY.js";
import {
  standingLine
} from "./chunk-4YSLT7ID.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatPercent,
  plural
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/calls.ts
var CLIENT_RESULT_LIMITS = {
  source: "Claude Code docs, MCP output limits (read 2026-12-01)",
  warn: 1e4,
  truncate: 25e3
};
function largestPart(parts, encoding, esc) {
  let best;
  for (const part of parts)
    if (part.counted && (part.tokens[encoding] ?? -1) > (best?.tokens[encoding] ?? -1)) best = part;
  if (best && best.tokens[encoding] !== void 0)
    return `${esc(best.type, 40)} ${formatInt(best.tokens[encoding] ?? 0)}`;
  const binary = parts.find((p) => p.bytes !== void 0);
  return binary ? `${esc(binary.type, 40)} ${formatInt(binary.bytes ?? 0)} bytes` : "";
}
__name(largestPart, "largestPart");
function checksCell(call, esc) {
  if (call.checks.length === 0) return "";
  const failed = call.checks.filter((c) => !c.passed);
  if (failed.length === 0) return `${call.checks.length}/${call.checks.length} passed`;
  return `not met: ${failed.map((c) => `${esc(c.name, 40)} (${esc(c.detail, 80)})`).join("; ")}`;
}
__name(checksCell, "checksCell");
function callRows(calls, encodings, esc) {
  const enc = encodings[0] ?? "o200k_base";
  const models2 = [...new Set(calls.flatMap((c) => Object.keys(c.models)))];
  const header = [
    "Call",
    "tool",
    "status",
    ...encodings,
    ...models2.map((m) => esc(m, 40)),
    "largest part",
    "checks",
    "ms"
  ];
  const body = calls.map((call) => [
    esc(call.name, 40),
    esc(call.tool, 40),
    call.status === "error" && call.isError ? "error (isError)" : call.status,
    ...encodings.map((e) => call.tokens[e] === void 0 ? "-" : formatInt(call.tokens[e] ?? 0)),
    ...models2.map((m) => Object.hasOwn(call.models, m) ? formatInt(call.models[m] ?? 0) : "-"),
    largestPart(call.parts, enc, esc),
    checksCell(call, esc),
    formatInt(call.ms)
  ]);
  return { header, body, numeric: encodings.length + models2.length };
}
__name(callRows, "callRows");
function callNotes(calls, encodings, esc) {
  const enc = encodings[0] ?? "o200k_base";
  const notes = [];
  for (const call of calls) {
    const n = call.tokens[enc];
    if (n !== void 0 && n > CLIENT_RESULT_LIMITS.warn) {
      const what = n > CLIENT_RESULT_LIMITS.truncate ? `above ${formatInt(CLIENT_RESULT_LIMITS.truncate)}, where Claude Code truncates a tool result (unless MAX_MCP_OUTPUT_TOKENS is raised)` : `above ${formatInt(CLIENT_RESULT_LIMITS.warn)}, where Claude Code warns about a tool result`;
      notes.push(
        `call ${esc(call.name, 40)}: ${formatInt(n)} tokens (${enc}) is ${what}; ${CLIENT_RESULT_LIMITS.source}`
      );
    }
  }
  for (const call of calls) if (call.message) notes.push(esc(call.message, 400));
  return notes;
}
__name(callNotes, "callNotes");
var CALLS_METHOD = `Tool calls are counted as the model receives the result: ${RESULT_RULE}.`;

// src/core/render/measurement.ts
function primary(report) {
  return report.method.encodings[0] ?? "o200k_base";
}
__name(primary, "primary");
function byCost(report) {
  const enc = primary(report);
  return [...report.tools].sort(
    (a, b) => (b.tokens[enc]?.model ?? 0) - (a.tokens[enc]?.model ?? 0) || a.index - b.index
  );
}
__name(byCost, "byCost");
function serverLabel(report) {
  const { name, version } = report.server;
  if (!name) return "MCP server";
  return version ? `${name} ${version}` : name;
}
__name(serverLabel, "serverLabel");
function models(report) {
  return Object.entries(report.models ?? {});
}
__name(models, "models");
function perToolCell(entry, tool, names) {
  const perTool = entry.perTool;
  if (!perTool || !Object.hasOwn(perTool, tool.name) || (names.get(tool.name) ?? 0) > 1) return "";
  return formatInt(perTool[tool.name] ?? 0);
}
__name(perToolCell, "perToolCell");
function rows(report, esc) {
  const encodings = report.method.encodings;
  const enc = primary(report);
  const total = report.totals[enc]?.model ?? 0;
  const entries = models(report);
  const names = /* @__PURE__ */ new Map();
  for (const tool of report.tools) names.set(tool.name, (names.get(tool.name) ?? 0) + 1);
  const header = [
    "Tool",
    ...encodings,
    ...entries.map(([id, entry]) => `${esc(id, 40)}${fidelityMark(entry.fidelity)}`),
    `raw (${enc})`,
    "share",
    "largest field"
  ];
  const body = byCost(report).map((tool) => [
    esc(tool.name),
    ...encodings.map((e) => formatInt(tool.tokens[e]?.model ?? 0)),
    ...entries.map(([, entry]) => perToolCell(entry, tool, names)),
    formatInt(tool.tokens[enc]?.raw ?? 0),
    formatPercent(total === 0 ? 0 : (tool.tokens[enc]?.model ?? 0) / total),
    dominantField(tool, enc) ?? ""
  ]);
  const totalRow = [
    `Total (${plural(report.tools.length, "tool")})`,
    ...encodings.map((e) => formatInt(report.totals[e]?.model ?? 0)),
    // What the tools add to a request on the model (with minus without), which per-tool figures need not sum to.
    ...entries.map(([, entry]) => formatInt(entry.tools)),
    formatInt(report.totals[enc]?.raw ?? 0),
    report.tools.length > 0 ? "100%" : "",
    ""
  ];
  return { header, body, total: totalRow };
}
__name(rows, "rows");
function indexLine(report, esc) {
  const line = report.index ? standingLine(report.index, report.method.encodings) : null;
  return line ? [esc(line, 200)] : [];
}
__name(indexLine, "indexLine");
function instructionsLine(report, esc) {
  const instructions = report.instructions;
  if (!instructions) return [];
  const tokens = report.method.encodings.filter((e) => Object.hasOwn(instructions.tokens, e)).map((e) => `${formatInt(instructions.tokens[e] ?? 0)} tokens (${esc(e, 40)})`);
  return [
    `Server instructions: ${[...tokens, plural(instructions.chars, "character")].join(", ")}, sent with every request by clients that support them (not in the tool totals).`
  ];
}
__name(instructionsLine, "instructionsLine");
var MODELS_HEADING = "What the tools add to every request on each model (the prompt with them minus without; the per-tool figures leave out what the tools share):";
function modelLines(report, esc) {
  const entries = models(report);
  const legend = fidelityLegend(entries.map(([, e]) => e.fidelity));
  const notCounted = Object.entries(report.modelsNotCounted ?? {}).map(
    ([id, m]) => `${esc(id, 40)} (${esc(m.profile, 80)}): not counted: ${m.reason} (${esc(m.detail, 300)})`
  );
  return {
    lines: [...entries.map(([id, entry]) => modelLine(id, entry, esc)), ...notCounted],
    legend: legend ? [`${legend}.`] : []
  };
}
__name(modelLines, "modelLines");
function modelSection({ lines, legend }, item, gap = "") {
  if (lines.length === 0) return [];
  return [`${MODELS_HEADING}${gap}`, ...lines.map(item), ...legend.length > 0 ? [gap, ...legend] : []];
}
__name(modelSection, "modelSection");
function warnings(report, esc, verbose) {
  const entries = models(report);
  return [
    ...report.warnings.map((w) => esc(w, 300)),
    ...entries.flatMap(
      ([id, entry]) => modelWarnings(entry, verbose).map((w) => `${esc(id, 40)}: ${esc(w, verbose ? 1e5 : 300)}`)
    ),
    ...clientLimitWarnings(report.tools.length, entries, esc)
  ];
}
__name(warnings, "warnings");
function inventory(report, esc) {
  const lines = [];
  const list = /* @__PURE__ */ __name((names) => {
    const shown = names.slice(0, 10).map(esc).join(", ");
    return names.length > 10 ? `${shown}, \u2026 (${names.length - 10} more)` : shown;
  }, "list");
  if (report.prompts)
    lines.push(`Prompts: ${report.prompts.count}${report.prompts.count ? ` (${list(report.prompts.names)})` : ""}`);
  if (report.resources) {
    const names = report.resources.items.map((r) => r.name);
    lines.push(`Resources: ${report.resources.count}${names.length ? ` (${list(names)})` : ""}`);
  }
  if (lines.length > 0) lines.push("Prompts and resources cost nothing until they are read into a conversation.");
  return lines;
}
__name(inventory, "inventory");
var DEFAULT_TOP = 50;
function topRows(report, body, top) {
  if (top <= 0 || body.length <= top) return { shown: body, rest: null };
  const enc = primary(report);
  const left = byCost(report).slice(top);
  const tokens = left.reduce((sum, tool) => sum + (tool.tokens[enc]?.model ?? 0), 0);
  return {
    shown: body.slice(0, top),
    rest: `\u2026 and ${plural(left.length, "more tool")}, ${formatInt(tokens)} tokens (${enc}) (--top 0 shows all)`
  };
}
__name(topRows, "topRows");
function renderMeasurementText(report, options = {}) {
  const { header, body, total } = rows(report, (s) => escapeTerminal(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "left" : "right");
  const { shown, rest } = topRows(report, body, options.top ?? DEFAULT_TOP);
  const out = [
    `${escapeTerminal(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (${e})`).join(", ")} sent with every request`,
    ...indexLine(report, escapeTerminal),
    "",
    textTable(header, [...shown, total], align),
    ...rest ? [rest] : [],
    "",
    ...modelSection(modelLines(report, escapeTerminal), (l) => `  ${l}`),
    "",
    ...instructionsLine(report, escapeTerminal),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeTerminal(l, 1e3)),
      (l) => `  ${l}`
    ),
    ...inventory(report, (s) => escapeTerminal(s))
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeTerminal(s, n));
    const a = h.map((_, i) => i >= 3 && i < 3 + numeric || i === h.length - 1 ? "right" : "left");
    out.push(
      "",
      `Tool calls (${plural(report.calls.length, "call")}):`,
      "",
      textTable(h, b, a)
    );
    const notes = callNotes(report.calls, report.method.encodings, (s, n) => escapeTerminal(s, n));
    if (notes.length > 0) out.push("", ...notes);
  }
  const stable = stableLine(report);
  if (stable) out.push("", stable);
  const cache = cacheLine(report);
  if (cache) out.push("", cache);
  const warned = warnings(report, escapeTerminal, options.verbose ?? false);
  if (warned.length > 0) out.push("", ...warned.map((w) => `warning: ${w}`));
  const models2 = Object.keys(report.models ?? {}).length > 0;
  const totals = models2 ? `encoding totals = ${report.method.total}; a model's total is the prompt with the tools minus without` : `totals = ${report.method.total}`;
  out.push("", `Method: model view = ${report.method.views.model}; ${totals}.`);
  if (report.calls) out.push(CALLS_METHOD);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementText, "renderMeasurementText");
function stableLine(report) {
  if (report.listing?.stable !== true) return null;
  return "tools/list is stable: the same tools, in the same order, byte for byte, listed twice in one session and again after a restart.";
}
__name(stableLine, "stableLine");
function durationWords(ms) {
  if (ms < 1e3 || ms % 1e3 !== 0) return ms < 1e3 ? `${formatInt(ms)} ms` : `${(ms / 1e3).toFixed(1)} seconds`;
  const units = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
    [1, "second"]
  ];
  let rest = ms / 1e3;
  const words = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    if (n > 0 && words.length < 2) words.push(plural(n, name));
    rest -= n * size;
  }
  return words.join(" ");
}
__name(durationWords, "durationWords");
function cacheLine(report) {
  const cache = report.toolsCache;
  if (!cache) return null;
  const whom = cache.scope === "private" ? "per user" : "shared by all its users";
  const stable = report.listing?.stable;
  const again = stable === true ? " The listing is stable, so each new listing sends the same tool block and the model's prompt cache keeps." : stable === false ? " The listing is not stable (see the warning), so each new listing can re-write every cached conversation." : "";
  if (cache.ttlMs === 0)
    return `The server asks clients not to cache its tool list (ttlMs 0): they list its tools again each time.${again}`;
  const when = again === "" ? "" : ` After ${durationWords(cache.ttlMs)} a client lists the tools again.${again}`;
  return `The server lets clients cache its tool list for ${durationWords(cache.ttlMs)}, ${whom} (ttlMs ${cache.ttlMs}, cacheScope ${cache.scope}).${when}`;
}
__name(cacheLine, "cacheLine");
var METHOD_MARKDOWN = "Counted per tool as compact <code>JSON.stringify({ name, description, inputSchema })</code> as sent (the model view); raw = the whole tool object as sent. Totals are sums over tools.";
function renderMeasurementMarkdown(report, options = {}) {
  const { header, body, total } = rows(report, (s) => escapeMarkdown(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "l" : "r");
  const totalBold = total.map((c) => c ? `**${c}**` : c);
  const parts = [
    `### ${escapeMarkdown(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (\`${e}\`)`).join(", ")}`,
    "",
    ...indexLine(report, escapeMarkdown).flatMap((l) => [l, ""]),
    markdownTable([header, ...body, totalBold], { align }),
    "",
    ...modelSection(modelLines(report, escapeMarkdown), (l) => `- ${l}`, "\n"),
    "",
    ...instructionsLine(report, escapeMarkdown),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeMarkdown(l, 1e3)),
      (l) => `- ${l}`
    ),
    ...inventory(report, (s) => escapeMarkdown(s, 60)).map((l) => `${l}  `)
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeMarkdown(s, n));
    const a = h.map((_, i) => i >= 3 && i < 3 + numeric || i === h.length - 1 ? "r" : "l");
    parts.push("", "#### Tool calls", "", markdownTable([h, ...b], { align: a }));
    const notes = callNotes(report.calls, report.method.encodings, (s, n) => escapeMarkdown(s, n));
    if (notes.length > 0) parts.push("", ...notes.map((n) => `- ${n}`));
  }
  const stable = stableLine(report);
  if (stable) parts.push("", stable);
  const cache = cacheLine(report);
  if (cache) parts.push("", cache);
  const warned = warnings(report, escapeMarkdown, options.verbose ?? false);
  if (warned.length > 0) parts.push("", "**Warnings**", "", ...warned.map((w) => `- ${w}`));
  parts.push("", `<sub>${METHOD_MARKDOWN}${report.calls ? ` ${CALLS_METHOD}` : ""}</sub>`);
  return `${parts.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementMarkdown, "renderMeasurementMarkdown");
function clientSection(lines, bullet) {
  if (lines.length === 0) return [];
  return ["On these clients (what each puts into the request for this server):", ...lines.map(bullet), ""];
}
__name(clientSection, "clientSection");

export {
  DEFAULT_TOP,
  renderMeasurementText,
  durationWords,
  cacheLine,
  METHOD_MARKDOWN,
  renderMeasurementMarkdown
};
//# sourceMappingURL=chunk-ALYTG7N5.js.map
