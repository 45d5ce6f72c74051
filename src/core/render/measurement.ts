/**
 * Rendering one measurement (a report) for people: a terminal table and markdown.
 * Tools are listed from most to least expensive in the first encoding's model view.
 */
import { markdownTable } from "markdown-table";
import { dominantField } from "../count.js";
import type { ModelEntry } from "../models/entry.js";
import { modelWarnings } from "../models/model-warnings.js";
import type { Report, ToolCount } from "../report.js";
import { standingLine } from "../survey/quantiles.js";
import { CALLS_METHOD, callNotes, callRows } from "./calls.js";
import { clientLines } from "./clients.js";
import { escapeMarkdown, escapeTerminal, formatInt, formatPercent, plural } from "./escape.js";
import { clientLimitWarnings, fidelityLegend, fidelityMark, modelLine } from "./models.js";
import { textTable } from "./text-table.js";

type Esc = (s: string, maxLength?: number) => string;

function primary(report: Report): string {
  return report.method.encodings[0] ?? "o200k_base";
}

function byCost(report: Report): ToolCount[] {
  const enc = primary(report);
  // Stable for equal costs: the server's order decides, so output is deterministic.
  return [...report.tools].sort(
    (a, b) => (b.tokens[enc]?.model ?? 0) - (a.tokens[enc]?.model ?? 0) || a.index - b.index,
  );
}

function serverLabel(report: Report): string {
  const { name, version } = report.server;
  if (!name) return "MCP server";
  return version ? `${name} ${version}` : name;
}

/** The report's model entries in the order asked for. */
function models(report: Report): [string, ModelEntry][] {
  return Object.entries(report.models ?? {});
}

/**
 * A model's per-tool cell: its figure for the tool when the profile gives one; blank when it does not,
 * or when two tools share the name (the figure could belong to either).
 */
function perToolCell(entry: ModelEntry, tool: ToolCount, names: ReadonlyMap<string, number>): string {
  const perTool = entry.perTool;
  if (!perTool || !Object.hasOwn(perTool, tool.name) || (names.get(tool.name) ?? 0) > 1) return "";
  return formatInt(perTool[tool.name] ?? 0);
}

function rows(report: Report, esc: Esc): { header: string[]; body: string[][]; total: string[] } {
  const encodings = report.method.encodings;
  const enc = primary(report);
  const total = report.totals[enc]?.model ?? 0;
  const entries = models(report);
  const names = new Map<string, number>();
  for (const tool of report.tools) names.set(tool.name, (names.get(tool.name) ?? 0) + 1);
  const header = [
    "Tool",
    ...encodings,
    ...entries.map(([id, entry]) => `${esc(id, 40)}${fidelityMark(entry.fidelity)}`),
    `raw (${enc})`,
    "share",
    "largest field",
  ];
  const body = byCost(report).map((tool) => [
    esc(tool.name),
    ...encodings.map((e) => formatInt(tool.tokens[e]?.model ?? 0)),
    ...entries.map(([, entry]) => perToolCell(entry, tool, names)),
    formatInt(tool.tokens[enc]?.raw ?? 0),
    formatPercent(total === 0 ? 0 : (tool.tokens[enc]?.model ?? 0) / total),
    dominantField(tool, enc) ?? "",
  ]);
  const totalRow = [
    `Total (${plural(report.tools.length, "tool")})`,
    ...encodings.map((e) => formatInt(report.totals[e]?.model ?? 0)),
    // What the tools add to a request on the model (with minus without), which per-tool figures need not sum to.
    ...entries.map(([, entry]) => formatInt(entry.tools)),
    formatInt(report.totals[enc]?.raw ?? 0),
    report.tools.length > 0 ? "100%" : "",
    "",
  ];
  return { header, body, total: totalRow };
}

/** Where the server stands in a survey index (--index-quantiles), right under the totals it is about. */
function indexLine(report: Report, esc: Esc): string[] {
  const line = report.index ? standingLine(report.index, report.method.encodings) : null;
  return line ? [esc(line, 200)] : [];
}

/** The server's instructions, which clients that support them send with every request. */
function instructionsLine(report: Report, esc: Esc): string[] {
  const instructions = report.instructions;
  if (!instructions) return [];
  const tokens = report.method.encodings
    .filter((e) => Object.hasOwn(instructions.tokens, e))
    .map((e) => `${formatInt(instructions.tokens[e] ?? 0)} tokens (${esc(e, 40)})`);
  return [
    `Server instructions: ${[...tokens, plural(instructions.chars, "character")].join(", ")}, ` +
      "sent with every request by clients that support them (not in the tool totals).",
  ];
}

const MODELS_HEADING =
  "What the tools add to every request on each model (the prompt with them minus without; " +
  "the per-tool figures leave out what the tools share):";

/** One line per model (those not counted say why), then a legend for the marks in the column headers. */
function modelLines(report: Report, esc: Esc): { lines: string[]; legend: string[] } {
  const entries = models(report);
  const legend = fidelityLegend(entries.map(([, e]) => e.fidelity));
  const notCounted = Object.entries(report.modelsNotCounted ?? {}).map(
    ([id, m]) => `${esc(id, 40)} (${esc(m.profile, 80)}): not counted: ${m.reason} (${esc(m.detail, 300)})`,
  );
  return {
    lines: [...entries.map(([id, entry]) => modelLine(id, entry, esc)), ...notCounted],
    legend: legend ? [`${legend}.`] : [],
  };
}

function modelSection(
  { lines, legend }: { lines: string[]; legend: string[] },
  item: (line: string) => string,
  gap = "",
): string[] {
  if (lines.length === 0) return [];
  return [`${MODELS_HEADING}${gap}`, ...lines.map(item), ...(legend.length > 0 ? [gap, ...legend] : [])];
}

/** The report's warnings, each model's (e.g. parameters its rendering hides), and the client limits crossed. */
function warnings(report: Report, esc: Esc, verbose: boolean): string[] {
  const entries = models(report);
  return [
    ...report.warnings.map((w) => esc(w, 300)),
    ...entries.flatMap(([id, entry]) =>
      modelWarnings(entry, verbose).map((w) => `${esc(id, 40)}: ${esc(w, verbose ? 100_000 : 300)}`),
    ),
    ...clientLimitWarnings(report.tools.length, entries, esc),
  ];
}

function inventory(report: Report, esc: (s: string) => string): string[] {
  const lines: string[] = [];
  const list = (names: string[]) => {
    const shown = names.slice(0, 10).map(esc).join(", ");
    return names.length > 10 ? `${shown}, … (${names.length - 10} more)` : shown;
  };
  if (report.prompts)
    lines.push(`Prompts: ${report.prompts.count}${report.prompts.count ? ` (${list(report.prompts.names)})` : ""}`);
  if (report.resources) {
    const names = report.resources.items.map((r) => r.name);
    lines.push(`Resources: ${report.resources.count}${names.length ? ` (${list(names)})` : ""}`);
  }
  if (lines.length > 0) lines.push("Prompts and resources cost nothing until they are read into a conversation.");
  return lines;
}

/** How many tools the terminal table lists when not told (--top): a longer list is cut to these. */
export const DEFAULT_TOP = 50;

/**
 * verbose: every parameter a rendering hides and every keyword a runtime drops, not one summary line each.
 * top: the terminal table's rows, the most expensive tools (0: all; default DEFAULT_TOP); markdown lists all.
 */
export interface MeasurementRenderOptions {
  verbose?: boolean;
  top?: number;
}

/** The table's rows cut to the top N, and the one line that counts the rest (null when none is left out). */
function topRows(report: Report, body: string[][], top: number): { shown: string[][]; rest: string | null } {
  if (top <= 0 || body.length <= top) return { shown: body, rest: null };
  const enc = primary(report);
  const left = byCost(report).slice(top);
  const tokens = left.reduce((sum, tool) => sum + (tool.tokens[enc]?.model ?? 0), 0);
  return {
    shown: body.slice(0, top),
    rest: `… and ${plural(left.length, "more tool")}, ${formatInt(tokens)} tokens (${enc}) (--top 0 shows all)`,
  };
}

export function renderMeasurementText(report: Report, options: MeasurementRenderOptions = {}): string {
  const { header, body, total } = rows(report, (s) => escapeTerminal(s));
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? "left" : "right") as "left" | "right");
  const { shown, rest } = topRows(report, body, options.top ?? DEFAULT_TOP);
  const out = [
    `${escapeTerminal(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings
      .map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (${e})`)
      .join(", ")} sent with every request`,
    ...indexLine(report, escapeTerminal),
    "",
    textTable(header, [...shown, total], align),
    ...(rest ? [rest] : []),
    "",
    ...modelSection(modelLines(report, escapeTerminal), (l) => `  ${l}`),
    "",
    ...instructionsLine(report, escapeTerminal),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeTerminal(l, 1000)),
      (l) => `  ${l}`,
    ),
    ...inventory(report, (s) => escapeTerminal(s)),
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric,
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeTerminal(s, n));
    const a = h.map((_, i) => ((i >= 3 && i < 3 + numeric) || i === h.length - 1 ? "right" : "left"));
    out.push(
      "",
      `Tool calls (${plural(report.calls.length, "call")}):`,
      "",
      textTable(h, b, a as ("left" | "right")[]),
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
  // A model's total is its whole request (what the tools share too), not the sum of its column: say which totals add up.
  const models = Object.keys(report.models ?? {}).length > 0;
  const totals = models
    ? `encoding totals = ${report.method.total}; a model's total is the prompt with the tools minus without`
    : `totals = ${report.method.total}`;
  out.push("", `Method: model view = ${report.method.views.model}; ${totals}.`);
  if (report.calls) out.push(CALLS_METHOD);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n")}\n`;
}

/**
 * What --check-stable found when the listing was stable: asked for, it says so (an unstable listing is a
 * warning). Null when it was not checked or not stable.
 */
function stableLine(report: Report): string | null {
  if (report.listing?.stable !== true) return null;
  return "tools/list is stable: the same tools, in the same order, byte for byte, listed twice in one session and again after a restart.";
}

/** A length of time in words: "10 minutes", "1 hour 30 minutes", "45 seconds", "250 ms". */
export function durationWords(ms: number): string {
  if (ms < 1000 || ms % 1000 !== 0) return ms < 1000 ? `${formatInt(ms)} ms` : `${(ms / 1000).toFixed(1)} seconds`;
  const units: [number, string][] = [
    [86_400, "day"],
    [3600, "hour"],
    [60, "minute"],
    [1, "second"],
  ];
  let rest = ms / 1000;
  const words: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    if (n > 0 && words.length < 2) words.push(plural(n, name));
    rest -= n * size;
  }
  return words.join(" ");
}

/**
 * The tool list's cache fields (ttlMs and cacheScope of tools/list, revision 2026-07-28) in words, and, when
 * --check-stable ran, what the client's next listing does to the prompt cache once the list's cache runs out:
 * the same tool block when the listing is stable, a re-written one when it is not. Null when the server sent none.
 */
export function cacheLine(report: Report): string | null {
  const cache = report.toolsCache;
  if (!cache) return null;
  const whom = cache.scope === "private" ? "per user" : "shared by all its users";
  const stable = report.listing?.stable;
  const again =
    stable === true
      ? " The listing is stable, so each new listing sends the same tool block and the model's prompt cache keeps."
      : stable === false
        ? " The listing is not stable (see the warning), so each new listing can re-write every cached conversation."
        : "";
  if (cache.ttlMs === 0)
    return `The server asks clients not to cache its tool list (ttlMs 0): they list its tools again each time.${again}`;
  const when = again === "" ? "" : ` After ${durationWords(cache.ttlMs)} a client lists the tools again.${again}`;
  return `The server lets clients cache its tool list for ${durationWords(cache.ttlMs)}, ${whom} (ttlMs ${cache.ttlMs}, cacheScope ${cache.scope}).${when}`;
}

/** The method in words, for markdown footers: every report says what it counted. */
export const METHOD_MARKDOWN =
  "Counted per tool as compact <code>JSON.stringify({ name, description, inputSchema })</code> as sent (the model view); " +
  "raw = the whole tool object as sent. Totals are sums over tools.";

export function renderMeasurementMarkdown(report: Report, options: MeasurementRenderOptions = {}): string {
  const { header, body, total } = rows(report, (s) => escapeMarkdown(s));
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? "l" : "r"));
  const totalBold = total.map((c) => (c ? `**${c}**` : c));
  const parts = [
    `### ${escapeMarkdown(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings
      .map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (\`${e}\`)`)
      .join(", ")}`,
    "",
    ...indexLine(report, escapeMarkdown).flatMap((l) => [l, ""]),
    markdownTable([header, ...body, totalBold], { align }),
    "",
    ...modelSection(modelLines(report, escapeMarkdown), (l) => `- ${l}`, "\n"),
    "",
    ...instructionsLine(report, escapeMarkdown),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeMarkdown(l, 1000)),
      (l) => `- ${l}`,
    ),
    ...inventory(report, (s) => escapeMarkdown(s, 60)).map((l) => `${l}  `),
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric,
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeMarkdown(s, n));
    const a = h.map((_, i) => ((i >= 3 && i < 3 + numeric) || i === h.length - 1 ? "r" : "l"));
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
  return `${parts.join("\n").replace(/\n{3,}/g, "\n\n")}\n`;
}

/** "On these clients:" and a line each, then a blank line; nothing without --client. */
function clientSection(lines: readonly string[], bullet: (line: string) => string): string[] {
  if (lines.length === 0) return [];
  return ["On these clients (what each puts into the request for this server):", ...lines.map(bullet), ""];
}
