/**
 * Rendering one measurement (a report) for people: a terminal table and markdown.
 * Tools are listed from most to least expensive in the first encoding's model view.
 */
import { markdownTable } from "markdown-table";
import { dominantField } from "../count.js";
import type { Report, ToolCount } from "../report.js";
import { escapeMarkdown, escapeTerminal, formatInt, formatPercent, plural } from "./escape.js";
import { textTable } from "./text-table.js";

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

function rows(report: Report, esc: (s: string) => string): { header: string[]; body: string[][]; total: string[] } {
  const encodings = report.method.encodings;
  const enc = primary(report);
  const total = report.totals[enc]?.model ?? 0;
  const header = ["Tool", ...encodings, `raw (${enc})`, "share", "largest field"];
  const body = byCost(report).map((tool) => [
    esc(tool.name),
    ...encodings.map((e) => formatInt(tool.tokens[e]?.model ?? 0)),
    formatInt(tool.tokens[enc]?.raw ?? 0),
    formatPercent(total === 0 ? 0 : (tool.tokens[enc]?.model ?? 0) / total),
    dominantField(tool, enc) ?? "",
  ]);
  const totalRow = [
    `Total (${plural(report.tools.length, "tool")})`,
    ...encodings.map((e) => formatInt(report.totals[e]?.model ?? 0)),
    formatInt(report.totals[enc]?.raw ?? 0),
    report.tools.length > 0 ? "100%" : "",
    "",
  ];
  return { header, body, total: totalRow };
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

export function renderMeasurementText(report: Report): string {
  const { header, body, total } = rows(report, (s) => escapeTerminal(s));
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? "left" : "right") as "left" | "right");
  const out = [
    `${escapeTerminal(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings
      .map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (${e})`)
      .join(", ")} sent with every request`,
    "",
    textTable(header, [...body, total], align),
    "",
    ...inventory(report, (s) => escapeTerminal(s)),
  ];
  if (report.warnings.length > 0) out.push("", ...report.warnings.map((w) => `warning: ${escapeTerminal(w, 300)}`));
  out.push("", `Method: model view = ${report.method.views.model}; totals = ${report.method.total}.`);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n")}\n`;
}

/** The method in words, for markdown footers: every report says what it counted. */
export const METHOD_MARKDOWN =
  "Counted per tool as compact <code>JSON.stringify({ name, description, inputSchema })</code> as sent (the model view); " +
  "raw = the whole tool object as sent. Totals are sums over tools.";

export function renderMeasurementMarkdown(report: Report): string {
  const { header, body, total } = rows(report, (s) => escapeMarkdown(s));
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? "l" : "r"));
  const totalBold = total.map((c) => (c ? `**${c}**` : c));
  const parts = [
    `### ${escapeMarkdown(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings
      .map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (\`${e}\`)`)
      .join(", ")}`,
    "",
    markdownTable([header, ...body, totalBold], { align }),
    "",
    ...inventory(report, (s) => escapeMarkdown(s, 60)).map((l) => `${l}  `),
  ];
  if (report.warnings.length > 0) {
    parts.push("", "**Warnings**", "", ...report.warnings.map((w) => `- ${escapeMarkdown(w, 300)}`));
  }
  parts.push("", `<sub>${METHOD_MARKDOWN}</sub>`);
  return `${parts.join("\n").replace(/\n{3,}/g, "\n\n")}\n`;
}
