import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  protocolOrCacheWords,
  serverProtocolLines
} from "./chunk-3MBOCGKC.js";
import {
  attribution,
  budgetSections,
  clientsSection,
  contextLine,
  formatSignedPercent,
  methodLine,
  notesSection,
  plural,
  primaryEncoding,
  serverAndListParts,
  summaryLine,
  tokensIn,
  toolLabel,
  toolOrderLine,
  toolSections,
  totalsSection,
  verdictSections,
  verdictWords
} from "./chunk-N57FJ4MQ.js";
import {
  failedAtHead
} from "./chunk-QZTG4LHG.js";
import {
  clientLimitWarnings,
  fidelityLegend,
  fidelityMark,
  formatSignedUsd,
  formatUsd,
  perRequest,
  tokensToFit
} from "./chunk-WZF3LZXX.js";
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import {
  standingLine
} from "./chunk-4YSLT7ID.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatPercent,
  formatSigned
} from "./chunk-AY2GYRMS.js";
import {
  RUNTIMES
} from "./chunk-BRIMYS6A.js";
import {
  neededSetting
} from "./chunk-YWEAVKN7.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/comparison-calls.ts
function cell(side, encoding) {
  if (!side) return "";
  const n = side.tokens[encoding];
  return n === void 0 ? side.status : formatInt(n);
}
__name(cell, "cell");
function checks(call, style) {
  if (call.checks.length === 0) return "";
  const failed = call.checks.filter((c) => !c.passed);
  return failed.length === 0 ? `${call.checks.length}/${call.checks.length} passed` : (
    // "not met", never "failed": the "Failed at head" column is for calls that errored, not checks.
    `not met: ${failed.map((c) => style.text(c.name, 40)).join(", ")}`
  );
}
__name(checks, "checks");
var STATUS_TEXT = {
  changed: "",
  unchanged: "",
  added: "added",
  removed: "removed",
  "not-at-base": "not at base",
  "no-baseline": ""
};
function failure(call, style) {
  if (!call.head || call.head.status === "ok") return "";
  const what = call.head.message ? style.text(call.head.message, 300) : style.text(call.head.status, 40);
  return `${style.icons ? "\u274C " : ""}${what}`;
}
__name(failure, "failure");
function callsSection(c, style) {
  if (!c.calls || c.calls.length === 0) return [];
  const enc = primaryEncoding(c);
  const failed = failedAtHead(c.calls).length > 0;
  const rows = c.calls.map((call) => {
    const delta = call.delta?.[enc];
    const percent = call.percent?.[enc];
    const change2 = delta === void 0 ? STATUS_TEXT[call.status] : `${formatSigned(delta)}${percent === null || percent === void 0 ? "" : ` (${formatSignedPercent(percent)})`}`;
    const headStatus = call.head && call.head.status !== "ok" ? ` (${call.head.status})` : "";
    const largest = call.head ? Object.entries(call.head.parts).sort((a, b) => b[1] - a[1])[0] : void 0;
    return [
      style.text(call.name, 60),
      style.text(call.head?.tool ?? call.base?.tool ?? "", 60),
      cell(call.base, enc),
      `${cell(call.head, enc)}${call.head && call.head.tokens[enc] !== void 0 ? headStatus : ""}`,
      change2,
      call.grew ? `${style.text(call.grew, 40)} grew` : largest ? `${style.text(largest[0], 40)} ${formatInt(largest[1])}` : "",
      checks(call, style),
      ...failed ? [failure(call, style)] : []
    ];
  });
  const sameFile = c.callsFromHead ? " (the base ran the head's calls file)" : "";
  return [
    {
      kind: "table",
      id: "calls",
      title: `${style.strong("Tool calls")}${sameFile}, ${style.text(enc)}`,
      header: ["Call", "Tool", "Base", "Head", "\u0394", "Largest part", "Checks", ...failed ? ["Failed at head"] : []],
      align: ["left", "left", "right", "right", "right", "left", "left", ...failed ? ["left"] : []],
      rows
    }
  ];
}
__name(callsSection, "callsSection");

// src/core/render/comparison-models.ts
function models(c) {
  return Object.entries(c.models ?? {});
}
__name(models, "models");
var change = /* @__PURE__ */ __name((base, head) => base === head ? head : `${base} \u2192 ${head}`, "change");
function modelLabel(id, side, style) {
  const known = RUNTIMES.includes(side.runtime ?? "") && side.runtime !== "provider";
  const runtime = !id.includes("@") && known ? `@${side.runtime}` : "";
  return `${style.text(id, 60)}${runtime}`;
}
__name(modelLabel, "modelLabel");
function modelCell(id, side, style) {
  return `${modelLabel(id, side, style)}${fidelityMark(side.fidelity)}`;
}
__name(modelCell, "modelCell");
var NEAR_FULL_SHARE = 0.9;
function modelNearFull(m) {
  const fits = modelFits(m);
  if (fits === null || m.contextWindow === null || m.contextWindow === 0) return null;
  return fits && tokensToFit(m) / m.contextWindow >= NEAR_FULL_SHARE;
}
__name(modelNearFull, "modelNearFull");
function modelFits(m) {
  if (m.contextWindow === null) return null;
  return m.fits ?? tokensToFit(m) <= m.contextWindow;
}
__name(modelFits, "modelFits");
function windowCell(head, style) {
  const fits = modelFits(head);
  if (fits === null || head.contextWindow === null) return "\u2014";
  const need = tokensToFit(head);
  const share = `${formatPercent(head.shareOfContext ?? 0)} of ${formatInt(head.contextWindow)}`;
  if (!fits) {
    return `${style.icons ? "\u274C " : "does not fit: "}needs ${neededSetting(head, need, "+")} (has ${formatInt(head.contextWindow)})`;
  }
  if (modelNearFull(head)) {
    return `${style.icons ? "\u26A0\uFE0F " : "near full: "}${share}, ${formatInt(head.contextWindow - need)} left`;
  }
  return `${style.icons ? "\u2705 " : "fits: "}${share}`;
}
__name(windowCell, "windowCell");
function windowWords(head, style) {
  const fits = modelFits(head);
  if (fits === null || head.contextWindow === null) return null;
  if (!fits || modelNearFull(head)) return windowCell(head, style).replace(/, [\d,]+ left$/, "");
  return `${style.icons ? "\u2705 " : "fits: "}${formatPercent(head.shareOfContext ?? 0)}`;
}
__name(windowWords, "windowWords");
function costCell(base, head) {
  if (head.costPer1kRequests === null) return "\u2014";
  const cost = head.costPer1kRequests;
  if (base?.costPer1kRequests == null) return formatUsd(cost);
  const delta = Number((cost - base.costPer1kRequests).toPrecision(6));
  return `${formatUsd(cost)}${delta === 0 ? "" : ` (${formatSignedUsd(delta)})`}`;
}
__name(costCell, "costCell");
function cachedCell(head) {
  const c = head.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return "\u2014";
  if (!c.cacheable) return `not cacheable (< ${formatInt(c.minTokens)})`;
  return c.costPer1kRequestsCached === null ? "\u2014" : formatUsd(c.costPer1kRequestsCached);
}
__name(cachedCell, "cachedCell");
function cacheChangeText(m, changed) {
  const cache = m.head?.cache;
  if (changed === null || changed === void 0 || !m.base || !cache || cache.cacheable === null) return null;
  if (!changed) return "tool block unchanged: caches keep";
  if (!cache.cacheable)
    return `changes the tool block (not cached on this model: ${formatInt(cache.tokens)} tokens, under its ${formatInt(cache.minTokens ?? 0)}-token minimum)`;
  const cost = cache.changeCost === null ? "" : ` (${formatUsd(cache.changeCost)} per 1,000 conversations)`;
  return `changes the tool block: every cached conversation re-writes ${formatInt(cache.tokens)} tokens once${cost}`;
}
__name(cacheChangeText, "cacheChangeText");
function modelRow(id, m, style, baseline, columns) {
  const side = m.head ?? m.base;
  const name = modelCell(id, side, style);
  const optional = /* @__PURE__ */ __name((cost, cached) => [
    ...columns.cost ? [cost] : [],
    ...columns.cached ? [cached] : []
  ], "optional");
  if (!m.head) return [name, `${formatInt(perRequest(side))} \u2192 not measured`, "\u2014", "\u2014", ...optional("\u2014", "\u2014")];
  const head = m.head;
  const tokens = m.base && m.delta ? change(formatInt(perRequest(m.base)), formatInt(perRequest(head))) : `${formatInt(perRequest(head))}${baseline ? " (head only)" : ""}`;
  let delta = "\u2014";
  if (m.base && m.delta) {
    const d = m.delta.tools + m.delta.instructions;
    const from = perRequest(m.base);
    delta = d === 0 ? "\xB10" : `${formatSigned(d)}${from === 0 ? "" : ` (${formatSignedPercent(d / from)})`}`;
  }
  return [name, tokens, delta, windowCell(head, style), ...optional(costCell(m.base, head), cachedCell(head))];
}
__name(modelRow, "modelRow");
function cacheAssumption(head) {
  const c = head?.cache;
  if (!c?.cacheable || c.costPer1kRequestsCached === null) return null;
  return `cached at ${formatInt(c.requestsPerLifetime ?? 0)} requests per ${c.lifetimeMinutes ?? 5}-minute cache lifetime`;
}
__name(cacheAssumption, "cacheAssumption");
function instructionsFact(m) {
  const b = m.base?.instructions ?? null;
  const h = m.head?.instructions ?? null;
  if (b === null && h === null) return null;
  if (!m.base || !m.head) return `instructions ${formatInt(h ?? b ?? 0)}`;
  return `instructions ${change(formatInt(b ?? 0), formatInt(h ?? 0))}`;
}
__name(instructionsFact, "instructionsFact");
function modelFacts(m, blockChanged, style) {
  const side = m.head ?? m.base;
  const facts = [];
  const instructions = instructionsFact(m);
  if (instructions) facts.push(instructions);
  if (m.head?.frame && m.head.contextWindow !== null)
    facts.push(`${articleFor(m.head.frame)} ${formatInt(m.head.frame)}-token frame (in what fits)`);
  if (m.head?.range) {
    const range = `${formatInt(m.head.range.low)}\u2013${formatInt(m.head.range.high)}`;
    const high = m.head.contextWindow === null ? "" : " (what fits is judged at its high end)";
    facts.push(`an estimate: the midpoint of ${range}${high}`);
  }
  const sources = [];
  if (side.contextSource) sources.push(`window ${style.text(side.contextSource, 400)}`);
  const data = side.data ? `${side.data.source} (${side.data.date})` : null;
  if (data && !side.contextSource?.includes(data)) sources.push(`data ${style.text(data, 300)}`);
  const baseDate = m.base?.data?.date;
  if (baseDate && m.head?.data && baseDate !== m.head.data.date)
    sources.push(`base data of ${style.text(baseDate, 30)}`);
  if (sources.length > 0) facts.push(sources.join(", "));
  const cached = cacheAssumption(m.head);
  if (cached) facts.push(cached);
  const cache = cacheChangeText(m, blockChanged);
  if (cache) facts.push(cache);
  return facts;
}
__name(modelFacts, "modelFacts");
function modelsFootnote(c, style) {
  const entries = models(c);
  const byFact = /* @__PURE__ */ new Map();
  for (const [id, m] of entries) {
    for (const fact of modelFacts(m, c.toolBlock?.changed, style))
      byFact.set(fact, [...byFact.get(fact) ?? [], style.text(id, 60)]);
  }
  const byModels = /* @__PURE__ */ new Map();
  for (const [fact, ids] of byFact) {
    const names = ids.join(", ");
    byModels.set(names, [...byModels.get(names) ?? [], fact]);
  }
  const legend = fidelityLegend(
    entries.map(([, m]) => (m.head ?? m.base)?.fidelity ?? "exact").filter((f) => f !== "estimate")
  );
  const groups = [...byModels].map(([names, facts]) => `${names}: ${facts.join("; ")}`);
  return [...groups, ...legend ? [legend] : []].join(" \xB7 ");
}
__name(modelsFootnote, "modelsFootnote");
function modelsSection(c, style) {
  const entries = models(c);
  if (entries.length === 0) return [];
  const baseline = c.status !== "no-baseline";
  const heads = entries.flatMap(([, m]) => m.head ? [m.head] : []);
  const columns = {
    cost: heads.some((h) => h.costPer1kRequests !== null),
    cached: heads.some((h) => cachedCell(h) !== "\u2014")
  };
  return [
    {
      kind: "table",
      id: "models",
      title: `${style.strong("Models")} \xB7 tokens every request carries (the tools and the server's instructions)`,
      header: [
        "Model",
        baseline ? "base \u2192 head" : "head",
        "\u0394",
        "window",
        ...columns.cost ? ["$ / 1k requests"] : [],
        ...columns.cached ? ["cached"] : []
      ],
      align: [
        "left",
        "right",
        "right",
        "left",
        ...columns.cost ? ["right"] : [],
        ...columns.cached ? ["right"] : []
      ],
      rows: entries.map(([id, m]) => modelRow(id, m, style, baseline, columns)),
      footnote: modelsFootnote(c, style)
    }
  ];
}
__name(modelsSection, "modelsSection");
function modelsLine(c, style) {
  const entries = models(c);
  if (entries.length === 0) return null;
  const items = entries.map(([id, m]) => {
    const side = m.head ?? m.base;
    const name = modelCell(id, side, style);
    if (!m.head) return `${name} not measured at head`;
    const d = m.base && m.delta ? m.delta.tools + m.delta.instructions : null;
    const delta = d === null ? "" : d === 0 ? " (\xB10)" : ` (${formatSigned(d)})`;
    const window = windowWords(m.head, style);
    return `${name} ${formatInt(perRequest(m.head))}${delta}${window ? ` ${window}` : ""}`;
  });
  return `${style.strong("Models")}, tokens per request: ${items.join(" \xB7 ")}`;
}
__name(modelsLine, "modelsLine");
function modelsThatDoNotFit(c, style) {
  return models(c).filter(([, m]) => m.head !== null && modelFits(m.head) === false).map(([id, m]) => modelLabel(id, m.head, style));
}
__name(modelsThatDoNotFit, "modelsThatDoNotFit");
function clientLimitsSection(c, style) {
  const head = models(c).flatMap(([id, m]) => m.head ? [[id, m.head]] : []);
  const base = models(c).flatMap(([id, m]) => m.base ? [[id, m.base]] : []);
  const items = clientLimitWarnings(
    c.counts.tools.head ?? 0,
    head,
    (value, maxLength) => style.text(value, maxLength),
    { toolCount: c.counts.tools.base, models: base }
  );
  if (items.length === 0) return [];
  return [{ kind: "list", id: "clients", title: `${style.icons ? "\u26A0\uFE0F " : ""}${style.strong("Client limits")}`, items }];
}
__name(clientLimitsSection, "clientLimitsSection");
function articleFor(n) {
  const digits = String(Math.trunc(Math.abs(n)));
  if (digits.startsWith("8")) return "an";
  const lead = digits.length % 3 === 2 ? digits.slice(0, 2) : null;
  return lead === "11" || lead === "18" ? "an" : "a";
}
__name(articleFor, "articleFor");

// src/core/render/mermaid.ts
var CHART_MAX_BARS = 10;
var LABEL_MAX = 28;
function mermaidText(text, max = LABEL_MAX) {
  const safe = [...text.replace(/\s+/g, " ").trim()].map((ch) => /^[\p{L}\p{N}\p{M} _.\-+/(),±−·]$/u.test(ch) ? ch : "?").join("");
  const chars = [...safe];
  return chars.length <= max ? safe : `${chars.slice(0, max - 1).join("")}\u2026`;
}
__name(mermaidText, "mermaidText");
var signed = /* @__PURE__ */ __name((n) => n === 0 ? "\xB10" : `${n > 0 ? "+" : "\u2212"}${Math.abs(n).toLocaleString("en-US")}`, "signed");
function barLabel(bar) {
  const change2 = bar.base === 0 && bar.head > 0 ? "new" : bar.head === 0 && bar.base > 0 ? "removed" : signed(bar.head - bar.base);
  return `${change2} ${mermaidText(bar.name, LABEL_MAX)}`;
}
__name(barLabel, "barLabel");
var CHART_COLOURS = { kept: "#8c959f", added: "#cf222e", cut: "#1a7f37" };
var CHART_MIN_BARS = 3;
function changesChart(bars, options) {
  const shown = bars.slice(0, CHART_MAX_BARS);
  const rest = options.total - shown.length;
  const title = `${options.unit} \xB7 grey kept, red added, green cut`;
  const axis = rest > 0 ? `${shown.length} largest of ${options.total.toLocaleString("en-US")} changes (the other ${rest.toLocaleString("en-US")} together ${signed(options.othersDelta)})` : `${shown.length} changes, base and head`;
  const height = 110 + 42 * shown.length;
  const top = Math.max(1, ...shown.map((b) => Math.max(b.base, b.head)));
  const scale = `${axis} \xB7 0 to ${top.toLocaleString("en-US")}`;
  const palette = [CHART_COLOURS.added, CHART_COLOURS.cut, CHART_COLOURS.kept].join(", ");
  return [
    "```mermaid",
    "---",
    "config:",
    "  themeVariables:",
    "    xyChart:",
    `      plotColorPalette: "${palette}"`,
    "  xyChart:",
    "    width: 720",
    `    height: ${height}`,
    // No tick labels on the value axis: mermaid pads the axis by half a label's width, so a bar of 0
    // would still be drawn as a stub in the colour of the series on top (a new tool would start grey).
    // Without labels there is no padding: 0 is the axis line, and the scale is said in the axis title.
    "    yAxis:",
    "      showLabel: false",
    "      showTick: false",
    "---",
    "xychart-beta horizontal",
    `  title "${mermaidText(title, 100)}"`,
    `  x-axis [${shown.map((b) => `"${barLabel(b)}"`).join(", ")}]`,
    `  y-axis "${mermaidText(scale, 120)}" 0 --> ${top}`,
    // Red: head, where it grew; green: base, where it shrank; grey on top: what both have.
    `  bar [${shown.map((b) => b.head > b.base ? b.head : 0).join(", ")}]`,
    `  bar [${shown.map((b) => b.base > b.head ? b.base : 0).join(", ")}]`,
    `  bar [${shown.map((b) => Math.min(b.base, b.head)).join(", ")}]`,
    "```"
  ].join("\n");
}
__name(changesChart, "changesChart");
function chartLegend(unit) {
  return `<sub>Each bar is one tool in ${mermaidText(unit, 60)} (model view), base against head: \u2B1C grey = in both, \u{1F7E5} red = added by this pull request, \u{1F7E9} green = cut by it. A new tool is all red, a removed one all green.</sub>`;
}
__name(chartLegend, "chartLegend");

// src/core/render/comparison-changes.ts
var DIFF_MAX_CHARS = 1500;
var PATHS_MAX = 30;
var DETAILS_IN_VIEW = 10;
var modelOf = /* @__PURE__ */ __name((tool, encoding, which) => tokensIn(tool, encoding)?.[which]?.model ?? 0, "modelOf");
var deltaOf = /* @__PURE__ */ __name((tool, encoding, view = "model") => tokensIn(tool, encoding)?.delta[view] ?? 0, "deltaOf");
var byText = /* @__PURE__ */ __name((a, b) => a < b ? -1 : a > b ? 1 : 0, "byText");
function changedTools(c) {
  const enc = primaryEncoding(c);
  return c.tools.filter((t) => t.status !== "unchanged").sort(
    (a, b) => Math.abs(deltaOf(b, enc)) - Math.abs(deltaOf(a, enc)) || Math.abs(deltaOf(b, enc, "raw")) - Math.abs(deltaOf(a, enc, "raw")) || byText(a.name, b.name) || a.occurrence - b.occurrence
  );
}
__name(changedTools, "changedTools");
function whereFrom(tool, encoding, style) {
  if (tool.status === "added") return "new tool";
  if (tool.status === "removed") return "removed";
  const diff = tokensIn(tool, encoding);
  const trimmed = diff && {
    ...diff,
    fields: { model: diff.fields.model.slice(0, 2), raw: diff.fields.raw.slice(0, 2) }
  };
  const fields = attribution(trimmed, style);
  if (fields !== "") return fields;
  const renamed = (tool.properties?.added.length ?? 0) + (tool.properties?.removed.length ?? 0) > 0;
  return tool.descriptionDiff ? "description reworded, same count" : renamed ? "parameters renamed, same count" : "";
}
__name(whereFrom, "whereFrom");
var CHANGES_IN_VIEW = 20;
function changesSections(c, style) {
  const tools = changedTools(c);
  if (c.status === "no-baseline" || tools.length === 0) return [];
  const enc = primaryEncoding(c);
  const rows = tools.map((t) => {
    const base = modelOf(t, enc, "base");
    const delta = deltaOf(t, enc);
    return [
      toolLabel(t, style),
      t.status === "added" ? "\u2014" : formatInt(base),
      t.status === "removed" ? "\u2014" : formatInt(modelOf(t, enc, "head")),
      formatSigned(delta),
      t.status === "added" ? "new" : formatSignedPercent(base === 0 ? null : delta / base),
      whereFrom(t, enc, style)
    ];
  });
  const table = {
    kind: "table",
    header: [`What changed (${style.text(enc)} tokens)`, "base", "head", "\u0394", "%", "where from"],
    align: ["left", "right", "right", "right", "right", "left"]
  };
  const sections2 = [
    {
      ...table,
      id: "changed",
      // No title: the status line above counts the changes (and the fold below names the view).
      title: "",
      rows: rows.slice(0, CHANGES_IN_VIEW)
    }
  ];
  const rest = rows.length - CHANGES_IN_VIEW;
  if (rest > 0) {
    sections2.push({
      ...table,
      id: "more-changes",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      // "smaller" was untrue of changes as large as the last one in view: they are none larger.
      title: `${formatInt(rest)} more ${rest === 1 ? "change" : "changes"}, none larger than those above`,
      rows: rows.slice(CHANGES_IN_VIEW),
      collapsed: true
    });
  }
  return sections2;
}
__name(changesSections, "changesSections");
var CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function htmlText(text, maxLength = 80) {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(CONTROLS, "").trim();
  const chars = [...flat];
  const cut = chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join("")}\u2026` : flat;
  return cut.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/@/g, "@\u2060").replace(/#/g, "#\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(htmlText, "htmlText");
function codeBlock(lines, language = "") {
  const clean = lines.map(
    (line) => line.replace(/[\r\u2028\u2029]/g, " ").replace(/\t/g, "  ").replace(CONTROLS, "")
  );
  const longest = Math.max(0, ...clean.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length))));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}
${clean.join("\n")}
${fence}`;
}
__name(codeBlock, "codeBlock");
var DIFF_LINE_CHARS = 78;
function wrapLine(line, width = DIFF_LINE_CHARS) {
  const pieces = [];
  let rest = line;
  while ([...rest].length > width) {
    const chars = [...rest];
    const window = chars.slice(0, width + 1).join("");
    const space = window.lastIndexOf(" ");
    const cut = space > width / 3 ? space : chars.slice(0, width).join("").length;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).replace(/^ /, "");
  }
  pieces.push(rest);
  return pieces;
}
__name(wrapLine, "wrapLine");
function diffLines(tool) {
  const lines = [];
  let used = 0;
  for (const part of tool.descriptionDiff ?? []) {
    const sign = part.op === "insert" ? "+ " : part.op === "delete" ? "- " : "  ";
    for (const line of part.text.split("\n").flatMap((l) => wrapLine(l))) {
      if (used + line.length > DIFF_MAX_CHARS) {
        lines.push(`  \u2026 (cut here: the whole diff is in comparison.json)`);
        return lines;
      }
      used += line.length;
      lines.push(`${sign}${line}`);
    }
  }
  return lines;
}
__name(diffLines, "diffLines");
function pathList(paths, style) {
  const shown = paths.slice(0, PATHS_MAX).map((p) => style.text(p, 80));
  const more = paths.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? `, \u2026 (${formatInt(more)} more)` : ""}`;
}
__name(pathList, "pathList");
function toolDetail(tool, style) {
  const added = tool.properties?.added ?? [];
  const removed = tool.properties?.removed ?? [];
  const hasDiff = (tool.descriptionDiff?.length ?? 0) > 0;
  if (tool.status !== "changed" || !hasDiff && added.length === 0 && removed.length === 0) return null;
  const what = [
    hasDiff ? "description" : "",
    added.length > 0 ? `+${formatInt(added.length)} ${added.length === 1 ? "parameter" : "parameters"}` : "",
    removed.length > 0 ? `\u2212${formatInt(removed.length)} ${removed.length === 1 ? "parameter" : "parameters"}` : ""
  ].filter(Boolean);
  const name = `${htmlText(tool.name, 80)}${tool.occurrence > 1 ? ` (#${tool.occurrence})` : ""}`;
  const body = [];
  if (hasDiff) body.push(codeBlock(diffLines(tool), "diff"));
  if (added.length > 0) body.push(`Parameters added: ${pathList(added, style)}`);
  if (removed.length > 0) body.push(`Parameters removed: ${pathList(removed, style)}`);
  return `<details><summary><code>${name}</code>: ${what.join(", ")}</summary>

${body.join("\n\n")}

</details>`;
}
__name(toolDetail, "toolDetail");
function changesChartBlock(c) {
  if (c.status !== "changed") return null;
  const enc = primaryEncoding(c);
  const tools = changedTools(c).filter((t) => deltaOf(t, enc) !== 0);
  if (tools.length < CHART_MIN_BARS) return null;
  const bars = tools.map((t) => ({
    name: t.occurrence > 1 ? `${t.name} (${t.occurrence})` : t.name,
    base: modelOf(t, enc, "base"),
    head: modelOf(t, enc, "head")
  }));
  const shown = bars.slice(0, CHART_MAX_BARS);
  const othersDelta = tools.slice(shown.length).reduce((sum, t) => sum + deltaOf(t, enc), 0);
  const unit = `${enc} tokens`;
  return `${changesChart(bars, { unit, total: tools.length, othersDelta })}

${chartLegend(unit)}`;
}
__name(changesChartBlock, "changesChartBlock");

// src/core/render/comparison-title.ts
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
var URL_SAFE = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%!$&'*+,;=:@/-]*)?$/;
function checkedLinks(c, links) {
  return checkLinks(c.head.sha, links);
}
__name(checkedLinks, "checkedLinks");
function checkLinks(measuredSha, links) {
  const repo = links && URL_SAFE.test(links.repositoryUrl) ? links.repositoryUrl.replace(/\/+$/, "") : null;
  const headSha = links?.headSha && SHA.test(links.headSha) ? links.headSha : measuredSha && SHA.test(measuredSha) ? measuredSha : null;
  const number = links?.pullRequest;
  const pr = repo && typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
  const file = links?.budgetFile;
  const budgetPath = file && !file.startsWith("/") && !file.split(/[\\/]/).some((part) => part === ".." || part === "") ? file : null;
  return {
    headSha,
    pr: pr === null ? null : { number: pr, url: `${repo}/pull/${pr}` },
    commitUrl: /* @__PURE__ */ __name((sha) => repo ? `${repo}/commit/${sha}` : null, "commitUrl"),
    budgetUrl: repo && headSha && budgetPath ? `${repo}/blob/${headSha}/${budgetPath.split(/[\\/]/).map(encodeURIComponent).join("/")}` : null
  };
}
__name(checkLinks, "checkLinks");
function serverName(c, style) {
  const name = c.head.report?.server.name;
  return name ? style.text(name, 60) : "MCP server";
}
__name(serverName, "serverName");
function titleLine(c, style, commentKey) {
  const name = serverName(c, style);
  const key = commentKey && commentKey !== "default" ? style.text(commentKey, 60) : "";
  const who = key && key !== name ? `${name} (${key})` : name;
  const enc = primaryEncoding(c);
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : void 0;
  const head = `${formatInt(total?.head.model ?? 0)} tokens`;
  const parts = [who];
  if (c.status === "no-baseline" && c.newServer) {
    parts.push("new server", head);
  } else if (c.status === "no-baseline") {
    parts.push(head);
    if (c.baselineRequested !== false) parts.push("\u26A0\uFE0F no baseline");
  } else if (c.status === "unchanged") {
    const server = protocolOrCacheWords(c);
    parts.push(server ? `no token change, ${head}` : `no change, ${head}`);
    if (server) parts.push(server);
  } else {
    const delta = total?.delta?.model ?? 0;
    const relative = total?.relative.model ?? null;
    parts.push(
      delta === 0 ? `\xB10 tokens, ${head}` : `${formatSigned(delta)} tokens${relative === null ? "" : ` (${formatSignedPercent(relative)})`}`
    );
    if (c.toolOrder?.changed) parts.push("tool order changed");
  }
  const verdict = verdictWords(c);
  if (verdict) parts.push(verdict);
  const misfits = modelsThatDoNotFit(c, style);
  if (misfits.length > 0) {
    const names = misfits.length <= 2 ? misfits.join(", ") : plural(misfits.length, "model");
    parts.push(
      `${style.icons ? "\u274C " : ""}${names} ${misfits.length === 1 ? "does" : "do"} not fit ${misfits.length === 1 ? "its" : "their"} window`
    );
  }
  return `### ${parts.join(" \xB7 ")}`;
}
__name(titleLine, "titleLine");
var shortSha = /* @__PURE__ */ __name((sha) => SHA.test(sha) ? sha.slice(0, 7) : sha, "shortSha");
function statusLine(c, style, links) {
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : void 0 }));
  const tools = plural(c.counts.tools.head ?? 0, "tool");
  const parts = [];
  if (c.status === "no-baseline") {
    if (c.baselineRequested !== false && !c.newServer) {
      const reason = (c.noBaselineReason ?? "no base report").split("\n")[0]?.trim() ?? "";
      parts.push(`${style.strong("No baseline")}: ${style.text(reason, 200)}`);
    }
    parts.push(...totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`), tools);
  } else {
    parts.push(
      ...totals.map(
        ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} \u2192 ${formatInt(t?.head.model ?? 0)}`
      )
    );
    const s = c.summary;
    const changes = [
      s.added > 0 ? `+${formatInt(s.added)}` : "",
      s.removed > 0 ? `\u2212${formatInt(s.removed)}` : "",
      s.changed > 0 ? `${formatInt(s.changed)} changed` : ""
    ].filter(Boolean);
    parts.push(`${tools}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`);
  }
  const head = headCommit(c, style, links);
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}`);
  return parts.join(" \xB7 ");
}
__name(statusLine, "statusLine");
function headCommit(c, style, links) {
  if (links.headSha) {
    const url = links.commitUrl(links.headSha);
    return url ? `[${links.headSha.slice(0, 7)}](${url})` : links.headSha.slice(0, 7);
  }
  return c.head.sha ? style.text(shortSha(c.head.sha), 80) : null;
}
__name(headCommit, "headCommit");
function contextLineMarkdown(c, style, links) {
  const parts = serverAndListParts(c, style);
  const base = (() => {
    const sha2 = c.base.sha;
    const name2 = c.base.label ?? c.base.ref;
    const url = sha2 && SHA.test(sha2) ? links.commitUrl(sha2) : null;
    const shown = sha2 ? url ? `[${sha2.slice(0, 7)}](${url})` : style.text(shortSha(sha2), 64) : null;
    if (shown && name2) return `${shown} (${style.text(name2, 80)})`;
    return shown ?? (name2 ? style.text(name2, 80) : null);
  })();
  const sha = headCommit(c, style, links);
  const label = c.head.label ?? c.head.ref;
  const name = links.pr ? `[#${links.pr.number}](${links.pr.url})` : label ? style.text(label, 80) : null;
  const head = sha && name ? `${sha} (${name})` : sha ?? name;
  if (base && head) parts.push(`base ${base} \u2192 head ${head}`);
  else if (head) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${head}`);
  else if (base) parts.push(`base ${base}`);
  return parts.join(" \xB7 ");
}
__name(contextLineMarkdown, "contextLineMarkdown");

// src/core/render/fit.ts
var ROW_SEPARATOR = "\n";
var NOTE_SEPARATOR = "\n\n";
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
__name(utf8Length, "utf8Length");
var lengthIn = /* @__PURE__ */ __name((unit) => unit === "utf8-bytes" ? utf8Length : (text) => text.length, "lengthIn");
function clampText(text, max, unit) {
  const length = lengthIn(unit);
  if (length(text) <= max) return text;
  const budget = max - length("\u2026");
  if (budget < 0) return "";
  let used = 0;
  let end = 0;
  while (end < text.length) {
    const step = (text.codePointAt(end) ?? 0) > 65535 ? 2 : 1;
    const cost = length(text.slice(end, end + step));
    if (used + cost > budget) break;
    used += cost;
    end += step;
  }
  return `${text.slice(0, end)}\u2026`;
}
__name(clampText, "clampText");
function renderBlock(block, shown) {
  const parts = [block.title];
  if (shown > 0) parts.push(block.head, block.rows.slice(0, shown).join(ROW_SEPARATOR));
  const hidden = block.rows.length - shown;
  if (hidden > 0) parts.push(shown > 0 ? NOTE_SEPARATOR : "", block.cutNote(hidden));
  parts.push(block.tail);
  return parts.join("");
}
__name(renderBlock, "renderBlock");
function fitBlocks(top, blocks, bottom, max, unit) {
  const length = lengthIn(unit);
  const fixed = /* @__PURE__ */ __name((b) => length(b.title) + length(b.tail), "fixed");
  const noteCost = /* @__PURE__ */ __name((b, hidden, shown2) => hidden === 0 ? 0 : length(b.cutNote(hidden)) + (shown2 > 0 ? length(NOTE_SEPARATOR) : 0), "noteCost");
  const minimum = blocks.map((b) => fixed(b) + noteCost(b, b.rows.length, 0));
  let spare = max - length(top) - length(bottom) - minimum.reduce((a, b) => a + b, 0);
  const order = blocks.map((_, i) => i).sort((a, b) => (blocks[a]?.priority ?? 0) - (blocks[b]?.priority ?? 0) || a - b);
  const shown = blocks.map(() => 0);
  for (const i of order) {
    const block = blocks[i];
    const available = spare + (minimum[i] ?? 0);
    const base = fixed(block) + length(block.head);
    let rowsCost = 0;
    let bestCost = minimum[i] ?? 0;
    for (let k = 1; k <= block.rows.length; k++) {
      rowsCost += length(block.rows[k - 1] ?? "") + (k > 1 ? length(ROW_SEPARATOR) : 0);
      const cost = base + rowsCost + noteCost(block, block.rows.length - k, k);
      if (cost > available) break;
      shown[i] = k;
      bestCost = cost;
    }
    spare = available - bestCost;
  }
  const text = [top, ...blocks.map((b, i) => renderBlock(b, shown[i] ?? 0)), bottom].join("");
  return clampText(text, max, unit);
}
__name(fitBlocks, "fitBlocks");

// src/core/render/hints-section.ts
var MAX_ROWS = 10;
var saving = /* @__PURE__ */ __name((hint, encoding) => {
  const n = hint.saves[encoding];
  return typeof n === "number" && Number.isFinite(n) ? formatInt(n) : "\u2013";
}, "saving");
var htmlName = /* @__PURE__ */ __name((name) => name.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 40), "htmlName");
function renderHintsSection(comparison) {
  const block = comparison.hints;
  if (!block || block.hints.length === 0) return "";
  const hints = block.hints.slice(0, MAX_ROWS);
  const encodings = block.encodings.slice(0, 4);
  const first = encodings[0] ?? "";
  const best = Math.max(...hints.map((h) => h.saves[first] ?? 0));
  const tools = new Set(hints.map((h) => h.tool)).size;
  const summary = `\u{1F4A1} ${hints.length} ${hints.length === 1 ? "hint" : "hints"} for the ${tools === 1 ? "tool" : `${tools} tools`} that grew` + (Number.isFinite(best) && best > 0 ? ` \xB7 the best saves ${formatInt(best)} tokens (${htmlName(first)})` : "");
  const header = `| Tool | Hint | ${encodings.map((e) => `saves ${escapeMarkdown(e, 40)}`).join(" | ")} | |`;
  const align = `| :- | :- | ${encodings.map(() => "-:").join(" | ")} | :- |`;
  const rows = hints.map((hint) => {
    const cells = [
      escapeMarkdown(hint.tool, 60),
      `${escapeMarkdown(hint.message, 300)} (${escapeMarkdown(hint.rule, 40)})`,
      ...encodings.map((e) => saving(hint, e)),
      hint.changesValidation === true ? "\u26A0\uFE0F changes what the tool accepts" : ""
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const omitted = Number.isInteger(block.omitted) && block.omitted > 0 ? block.omitted : 0;
  const more = omitted > 0 ? ` ${formatInt(omitted)} more ${omitted === 1 ? "hint was" : "hints were"} left out here;` : "";
  const note = `Each saving is the tool counted again with the rewrite applied (model view); the rewrites are JSON Patches in comparison.json.${more} \`mcp-token-budget hints -- <command>\` lists every hint for every tool.`;
  return `<details><summary>${summary}</summary>

${[header, align, ...rows].join("\n")}

${note}

</details>
`;
}
__name(renderHintsSection, "renderHintsSection");

// src/core/render/comparison.ts
var GITHUB_COMMENT_MAX_CHARS = 65536;
var JOB_SUMMARY_MAX_BYTES = 1048576;
var DEFAULT_MAX_LENGTH = 65e3;
var MARKDOWN = {
  text: /* @__PURE__ */ __name((value, maxLength) => escapeMarkdown(value, maxLength), "text"),
  strong: /* @__PURE__ */ __name((value) => `**${value}**`, "strong"),
  code: /* @__PURE__ */ __name((value) => `\`${value}\``, "code"),
  icons: true
};
var TERMINAL = {
  text: /* @__PURE__ */ __name((value, maxLength) => escapeTerminal(value, maxLength), "text"),
  strong: /* @__PURE__ */ __name((value) => value, "strong"),
  code: /* @__PURE__ */ __name((value) => value, "code"),
  icons: false
};
var rowWord = /* @__PURE__ */ __name((n) => n === 1 ? "row" : "rows", "rowWord");
var PRIORITY = {
  verdict: 0,
  skipped: 1,
  notes: 2,
  clients: 2,
  models: 2,
  // Bounded (ten details of at most ~2 KB, a chart of ten bars, ten hints): they go before the long table.
  details: 2,
  chart: 2,
  hints: 2,
  totals: 2,
  calls: 2,
  changed: 3,
  tools: 3,
  "more-changes": 4,
  passing: 6,
  "more-details": 7,
  added: 8,
  removed: 8,
  unchanged: 8
};
function markdownBlock(section, moreAt) {
  const priority = PRIORITY[section.id];
  const cutNote = /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more ${rowWord(hidden)} not shown (${moreAt})_`, "cutNote");
  if (section.kind === "list") {
    return {
      title: `

${section.title}

`,
      head: "",
      rows: section.items.map((i) => `- ${i}`),
      tail: "",
      cutNote,
      priority
    };
  }
  const lines = markdownTable([section.header, ...section.rows], {
    align: section.align.map((a) => a === "right" ? "r" : "l"),
    alignDelimiters: false
  }).split("\n");
  const head = `${lines[0]}
${lines[1]}
`;
  return section.collapsed ? {
    title: `

<details><summary>${section.title}</summary>

`,
    head,
    rows: lines.slice(2),
    tail: "\n\n</details>",
    cutNote,
    priority
  } : (
    // A table with no rows in view (every rule passes) is its title alone.
    {
      title: section.title === "" ? "\n\n" : `

${section.title}${section.rows.length > 0 ? "\n\n" : ""}`,
      head,
      rows: lines.slice(2),
      tail: section.footnote ? `

<sub>${section.footnote}</sub>` : "",
      cutNote,
      priority
    }
  );
}
__name(markdownBlock, "markdownBlock");
function wholeBlock(text, priority) {
  return { title: "\n\n", head: "", rows: [text], tail: "", cutNote: /* @__PURE__ */ __name(() => "", "cutNote"), priority };
}
__name(wholeBlock, "wholeBlock");
function detailBlocks(c, moreAt) {
  const details = changedTools(c).map((t) => toolDetail(t, MARKDOWN)).filter((d) => d !== null);
  if (details.length === 0) return [];
  const note = /* @__PURE__ */ __name((hidden) => `_\u2026 the details of ${formatInt(hidden)} more ${hidden === 1 ? "tool" : "tools"} not shown (${moreAt})_`, "note");
  const blocks = [
    {
      title: "\n\n",
      head: "",
      rows: details.slice(0, DETAILS_IN_VIEW),
      tail: "",
      cutNote: note,
      priority: PRIORITY.details
    }
  ];
  const more = details.slice(DETAILS_IN_VIEW);
  if (more.length > 0) {
    blocks.push({
      title: `

<details><summary>What changed in ${formatInt(more.length)} more ${more.length === 1 ? "tool" : "tools"}</summary>

`,
      head: "",
      rows: more,
      tail: "\n\n</details>",
      cutNote: note,
      priority: PRIORITY["more-details"]
    });
  }
  return blocks;
}
__name(detailBlocks, "detailBlocks");
var SIDE_BY_SIDE_NAME = 32;
function sideBySide(s) {
  if (s.kind !== "table" || s.rows.length < 8 || s.header.length > 3) return s;
  if (s.rows.some((r) => (r[0] ?? "").length > SIDE_BY_SIDE_NAME)) return s;
  const half = Math.ceil(s.rows.length / 2);
  const blank = s.header.map(() => "");
  return {
    ...s,
    header: [...s.header, ...s.header],
    align: [...s.align, ...s.align],
    rows: s.rows.slice(0, half).map((left, i) => [...left, ...s.rows[half + i] ?? blank])
  };
}
__name(sideBySide, "sideBySide");
function markdownParts(c, options, moreAt) {
  const links = checkedLinks(c, options.links);
  const block = /* @__PURE__ */ __name((s) => markdownBlock(s, moreAt), "block");
  const parts = { view: [], folded: [], contents: [] };
  for (const s of budgetSections(c, MARKDOWN, links.budgetUrl ?? void 0)) {
    if (s.id === "verdict" && s.kind === "table" && s.rows.length === 0) parts.folded.push(block(s));
    else if (s.id === "passing") {
      parts.folded.push(block(s));
      parts.contents.push("budget rules");
    } else parts.view.push(block(s));
  }
  const order = toolOrderLine(c);
  if (order) parts.view.push(wholeBlock(order, PRIORITY.verdict));
  const server = serverProtocolLines(c, MARKDOWN);
  if (server.length > 0) parts.view.push(wholeBlock(server.join("  \n"), PRIORITY.verdict));
  parts.view.push(...changesSections(c, MARKDOWN).map(block));
  const details = detailBlocks(c, moreAt);
  if (details.length > 0) {
    parts.folded.push(...details);
    parts.contents.push("diffs");
  }
  const chart = changesChartBlock(c);
  if (chart) {
    parts.folded.push(wholeBlock(chart, PRIORITY.chart));
    parts.contents.push("chart");
  }
  const hints = renderHintsSection(c).trimEnd();
  if (hints) parts.view.push(wholeBlock(hints, PRIORITY.hints));
  parts.view.push(...callsSection(c, MARKDOWN).map(block));
  const models2 = modelsLine(c, MARKDOWN);
  if (models2) {
    parts.view.push(wholeBlock(models2, PRIORITY.models));
    parts.folded.push(...modelsSection(c, MARKDOWN).map(block));
    parts.contents.push("models");
  }
  parts.view.push(...clientsSection(c, MARKDOWN).map(block));
  parts.view.push(...clientLimitsSection(c, MARKDOWN).map(block));
  parts.view.push(...notesSection(c, MARKDOWN).map(block));
  for (const s of toolSections(c, MARKDOWN)) {
    if (s.id === "tools" && c.newServer) {
      parts.folded.push(block(s));
      parts.contents.push("tools");
    } else if (s.id === "tools") parts.view.push(block(s));
    else if (s.id === "unchanged") {
      parts.folded.push(block(sideBySide(s)));
      parts.contents.push("unchanged tools");
    }
  }
  parts.folded.push(block(totalsSection(c, MARKDOWN)));
  parts.contents.push("totals", "method");
  const context = `<sub>${contextLineMarkdown(c, MARKDOWN, links)}</sub>

<sub>${methodLine(c, MARKDOWN)}</sub>`;
  parts.folded.push(wholeBlock(context, PRIORITY.verdict));
  return parts;
}
__name(markdownParts, "markdownParts");
function indexLine(c) {
  const line = c.index ? standingLine(c.index, c.encodings) : null;
  return line ? `

At head: ${escapeMarkdown(line, 200)}.` : "";
}
__name(indexLine, "indexLine");
function renderComparisonMarkdown(c, options = {}) {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const moreAt = options.moreAt ?? "see the job summary / full report";
  const links = checkedLinks(c, options.links);
  const top = `${titleLine(c, MARKDOWN, options.commentKey)}

${statusLine(c, MARKDOWN, links)}${indexLine(c)}`;
  const { view, folded, contents } = markdownParts(c, options, moreAt);
  const fold = /* @__PURE__ */ __name((title) => ({ title, head: "", rows: [], tail: "", cutNote: /* @__PURE__ */ __name(() => "", "cutNote"), priority: 0 }), "fold");
  const words = contents.length > 1 ? `${contents.slice(0, -1).join(", ")} and ${contents.at(-1)}` : contents[0] ?? "";
  const summary = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const blocks = [...view, fold(`

<details><summary>${summary}</summary>`), ...folded, fold("\n\n</details>")];
  const bottom = options.footer ? `

${options.footer}
` : "\n";
  return fitBlocks(top, blocks, bottom, maxLength, options.lengthUnit ?? "chars");
}
__name(renderComparisonMarkdown, "renderComparisonMarkdown");
function sections(c, style) {
  return [
    ...verdictSections(c, style),
    ...notesSection(c, style),
    ...clientLimitsSection(c, style),
    ...modelsSection(c, style),
    ...clientsSection(c, style),
    ...callsSection(c, style),
    ...toolSections(c, style),
    totalsSection(c, style)
  ];
}
__name(sections, "sections");
var UNCHANGED_NAMES_SHOWN = 10;
function textSection(section) {
  if (section.kind === "list") return [`${section.title}:`, ...section.items.map((i) => `  - ${i}`)];
  if (section.id === "unchanged") {
    const names = section.rows.map((r) => r[0] ?? "");
    const shown = names.slice(0, UNCHANGED_NAMES_SHOWN).join(", ");
    const more = names.length - UNCHANGED_NAMES_SHOWN;
    return [`${section.title}: ${shown}${more > 0 ? `, \u2026 (${formatInt(more)} more)` : ""}`];
  }
  const table = [`${section.title}:`, textTable(section.header, section.rows, section.align)];
  return section.footnote ? [...table, section.footnote] : table;
}
__name(textSection, "textSection");
function renderComparisonText(c) {
  const order = toolOrderLine(c);
  const out = [
    summaryLine(c, TERMINAL),
    ...order ? [order] : [],
    ...serverProtocolLines(c, TERMINAL),
    contextLine(c, TERMINAL)
  ];
  for (const section of sections(c, TERMINAL)) out.push("", ...textSection(section));
  out.push("", `Method: ${methodLine(c, TERMINAL)}`);
  return `${out.join("\n")}
`;
}
__name(renderComparisonText, "renderComparisonText");

export {
  checkLinks,
  lengthIn,
  clampText,
  fitBlocks,
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=chunk-IKSAUEAC.js.map
