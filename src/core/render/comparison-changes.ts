/**
 * What changed, for the PR comment: one table of the changed, added and removed tools sorted by the size
 * of their change, a folded detail per changed tool (its description diff and the parameters added or
 * removed), and the chart of the largest changes. Everything from the comparison is untrusted text:
 * table cells go through escapeMarkdown, <summary> lines through htmlText, code blocks through codeBlock.
 */
import type { Comparison, ToolDiff } from "../comparison.js";
import {
  attribution,
  formatSignedPercent,
  primaryEncoding,
  type Style,
  type TableSection,
  tokensIn,
  toolLabel,
} from "./comparison-sections.js";
import { formatInt, formatSigned } from "./escape.js";
import { CHART_MAX_BARS, CHART_MIN_BARS, type ChartBar, changesChart, chartLegend } from "./mermaid.js";

/** Characters of description diff shown per tool in a comment; the rest is in comparison.json. */
export const DIFF_MAX_CHARS = 1_500;
/** Property paths listed per tool and side. */
const PATHS_MAX = 30;
/** Changed tools whose detail is in view; the others' are folded together under one more <details>. */
export const DETAILS_IN_VIEW = 10;

const modelOf = (tool: ToolDiff, encoding: string, which: "base" | "head") =>
  tokensIn(tool, encoding)?.[which]?.model ?? 0;
const deltaOf = (tool: ToolDiff, encoding: string, view: "model" | "raw" = "model") =>
  tokensIn(tool, encoding)?.delta[view] ?? 0;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Changed, added and removed tools, largest change first (model view, then raw), then by name. */
export function changedTools(c: Comparison): ToolDiff[] {
  const enc = primaryEncoding(c);
  return c.tools
    .filter((t) => t.status !== "unchanged")
    .sort(
      (a, b) =>
        Math.abs(deltaOf(b, enc)) - Math.abs(deltaOf(a, enc)) ||
        Math.abs(deltaOf(b, enc, "raw")) - Math.abs(deltaOf(a, enc, "raw")) ||
        byText(a.name, b.name) ||
        a.occurrence - b.occurrence,
    );
}

/** The field a change came from, at most the two largest; a change of text alone says so. */
function whereFrom(tool: ToolDiff, encoding: string, style: Style): string {
  if (tool.status === "added") return "new tool";
  if (tool.status === "removed") return "removed";
  const diff = tokensIn(tool, encoding);
  const trimmed = diff && {
    ...diff,
    fields: { model: diff.fields.model.slice(0, 2), raw: diff.fields.raw.slice(0, 2) },
  };
  const fields = attribution(trimmed, style);
  if (fields !== "") return fields;
  const renamed = (tool.properties?.added.length ?? 0) + (tool.properties?.removed.length ?? 0) > 0;
  return tool.descriptionDiff ? "description reworded, same count" : renamed ? "parameters renamed, same count" : "";
}

/** Rows of the table of what changed in view; the smaller changes are folded below it. */
export const CHANGES_IN_VIEW = 20;

/**
 * The one table of what changed, in the first encoding's model view: the largest CHANGES_IN_VIEW in
 * view, the rest in a folded table of the same columns.
 */
export function changesSections(c: Comparison, style: Style): TableSection[] {
  const tools = changedTools(c);
  if (c.status === "no-baseline" || tools.length === 0) return [];
  const enc = primaryEncoding(c);
  const rows = tools.map((t) => {
    const base = modelOf(t, enc, "base");
    const delta = deltaOf(t, enc);
    return [
      toolLabel(t, style),
      t.status === "added" ? "—" : formatInt(base),
      t.status === "removed" ? "—" : formatInt(modelOf(t, enc, "head")),
      formatSigned(delta),
      t.status === "added" ? "new" : formatSignedPercent(base === 0 ? null : delta / base),
      whereFrom(t, enc, style),
    ];
  });
  // The encoding is named in the header rather than in a line of its own: one line less to read past.
  const table = {
    kind: "table" as const,
    header: [`What changed (${style.text(enc)} tokens)`, "base", "head", "Δ", "%", "where from"],
    align: ["left" as const, "right" as const, "right" as const, "right" as const, "right" as const, "left" as const],
  };
  const sections: TableSection[] = [
    {
      ...table,
      id: "changed",
      // No title: the status line above counts the changes (and the fold below names the view).
      title: "",
      rows: rows.slice(0, CHANGES_IN_VIEW),
    },
  ];
  const rest = rows.length - CHANGES_IN_VIEW;
  if (rest > 0) {
    sections.push({
      ...table,
      id: "more-changes",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      // "smaller" was untrue of changes as large as the last one in view: they are none larger.
      title: `${formatInt(rest)} more ${rest === 1 ? "change" : "changes"}, none larger than those above`,
      rows: rows.slice(CHANGES_IN_VIEW),
      collapsed: true,
    });
  }
  return sections;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Untrusted text for HTML (a <summary> line), where markdown escapes would show as backslashes: entities
 * for markup, and the same word joiners as escapeMarkdown against mentions, references and autolinks.
 */
export function htmlText(text: string, maxLength = 80): string {
  const flat = text
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(CONTROLS, "")
    .trim();
  const chars = [...flat];
  const cut = chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join("")}…` : flat;
  return cut
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/@/g, "@\u2060")
    .replace(/#/g, "#\u2060")
    .replace(/:\/\//g, ":\u2060//")
    .replace(/\b(www)\./gi, "$1\u2060.")
    .replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}

/**
 * A fenced code block of untrusted lines: control and bidi characters removed, and a fence longer than
 * any run of backticks inside, so no line can close it (and nothing in it is markdown or HTML).
 */
export function codeBlock(lines: readonly string[], language = ""): string {
  const clean = lines.map((line) =>
    line
      .replace(/[\r\u2028\u2029]/g, " ")
      .replace(/\t/g, "  ")
      .replace(CONTROLS, ""),
  );
  const longest = Math.max(0, ...clean.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length))));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${clean.join("\n")}\n${fence}`;
}

/** Characters per line of a description diff: a code block does not wrap, and GitHub cuts what is wider. */
export const DIFF_LINE_CHARS = 78;

/** A line cut into pieces of at most `width` characters, at spaces where there are any. */
export function wrapLine(line: string, width = DIFF_LINE_CHARS): string[] {
  const pieces: string[] = [];
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

/** The description diff as the lines of a ```diff block, wrapped, cut to DIFF_MAX_CHARS. */
function diffLines(tool: ToolDiff): string[] {
  const lines: string[] = [];
  let used = 0;
  for (const part of tool.descriptionDiff ?? []) {
    const sign = part.op === "insert" ? "+ " : part.op === "delete" ? "- " : "  ";
    // Each wrapped piece keeps its sign, so a long added sentence reads as added to its end.
    for (const line of part.text.split("\n").flatMap((l) => wrapLine(l))) {
      if (used + line.length > DIFF_MAX_CHARS) {
        lines.push(`  … (cut here: the whole diff is in comparison.json)`);
        return lines;
      }
      used += line.length;
      lines.push(`${sign}${line}`);
    }
  }
  return lines;
}

function pathList(paths: readonly string[], style: Style): string {
  const shown = paths.slice(0, PATHS_MAX).map((p) => style.text(p, 80));
  const more = paths.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? `, … (${formatInt(more)} more)` : ""}`;
}

/** One changed tool's folded detail, or null when the comparison carries nothing to show for it. */
export function toolDetail(tool: ToolDiff, style: Style): string | null {
  const added = tool.properties?.added ?? [];
  const removed = tool.properties?.removed ?? [];
  const hasDiff = (tool.descriptionDiff?.length ?? 0) > 0;
  if (tool.status !== "changed" || (!hasDiff && added.length === 0 && removed.length === 0)) return null;
  const what = [
    hasDiff ? "description" : "",
    added.length > 0 ? `+${formatInt(added.length)} ${added.length === 1 ? "parameter" : "parameters"}` : "",
    removed.length > 0 ? `−${formatInt(removed.length)} ${removed.length === 1 ? "parameter" : "parameters"}` : "",
  ].filter(Boolean);
  const name = `${htmlText(tool.name, 80)}${tool.occurrence > 1 ? ` (#${tool.occurrence})` : ""}`;
  const body: string[] = [];
  if (hasDiff) body.push(codeBlock(diffLines(tool), "diff"));
  if (added.length > 0) body.push(`Parameters added: ${pathList(added, style)}`);
  if (removed.length > 0) body.push(`Parameters removed: ${pathList(removed, style)}`);
  return `<details><summary><code>${name}</code>: ${what.join(", ")}</summary>\n\n${body.join("\n\n")}\n\n</details>`;
}

/**
 * The chart of the largest changes, with its legend, when it says more than the table: at least
 * CHART_MIN_BARS tools whose count changed; null otherwise.
 */
export function changesChartBlock(c: Comparison): string | null {
  if (c.status !== "changed") return null;
  const enc = primaryEncoding(c);
  const tools = changedTools(c).filter((t) => deltaOf(t, enc) !== 0);
  if (tools.length < CHART_MIN_BARS) return null;
  const bars: ChartBar[] = tools.map((t) => ({
    name: t.occurrence > 1 ? `${t.name} (${t.occurrence})` : t.name,
    base: modelOf(t, enc, "base"),
    head: modelOf(t, enc, "head"),
  }));
  const shown = bars.slice(0, CHART_MAX_BARS);
  const othersDelta = tools.slice(shown.length).reduce((sum, t) => sum + deltaOf(t, enc), 0);
  const unit = `${enc} tokens`;
  return `${changesChart(bars, { unit, total: tools.length, othersDelta })}\n\n${chartLegend(unit)}`;
}
