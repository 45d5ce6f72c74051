/**
 * Hints for people: a terminal table and markdown, largest saving first. Tool names, messages and paths
 * hold the server's text (property names, descriptions): escaped for where they go.
 */
import { markdownTable } from "markdown-table";
import { escapeMarkdown, escapeTerminal, formatInt, formatSigned, plural } from "../render/escape.js";
import { textTable } from "../render/text-table.js";
import type { DeferralHint, Hint, HintsResult } from "./types.js";

type Esc = (text: string, maxLength?: number) => string;

/** A JSON Pointer in a code span: one line, no backtick to close the span early. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const codeSpan = (path: string) => `\`${escapeTerminal(path, 200).replace(/[`\u0000-\u001f]/g, "'")}\``;

const savesCell = (n: number | undefined) => (n === undefined ? "" : n < 0 ? formatSigned(n) : formatInt(n));

/**
 * What a person reads: the hints that save something on the models asked for (a rewrite that removes what
 * a runtime drops anyway saves nothing there), largest saving on the first of them first (else on the first
 * encoding), and hints that say the same thing of the same place in several tools as one row.
 */
export interface HintRow {
  /** The hints of the row: one, or the same rule, place and message in several tools (server order). */
  hints: Hint[];
  saves: Record<string, number>;
  models: Record<string, number>;
}

/** Whether a hint does anything on one of the models asked for (saves tokens, or shows it a parameter). */
const helpsAModel = (hint: Hint, models: readonly string[]) =>
  models.some((id) => (hint.models?.[id]?.saves ?? 0) > 0 || (hint.models?.[id]?.reveals?.length ?? 0) > 0);

/** The hints shown, and how many were left out because they do nothing on the models asked for. */
export function hintRows(result: HintsResult): { rows: HintRow[]; leftOut: number } {
  const models = result.method.models;
  const shown = models.length > 0 ? result.hints.filter((h) => helpsAModel(h, models)) : result.hints;
  const groups = new Map<string, HintRow>();
  for (const hint of shown) {
    // Visibility changes name parameters of one tool: such hints stay rows of their own.
    const own = Object.values(hint.models ?? {}).some((m) => m.reveals || m.hides);
    const key = own ? `${groups.size}` : JSON.stringify([hint.rule, hint.path, hint.message, hint.changesValidation]);
    const row = groups.get(key) ?? { hints: [], saves: {}, models: {} };
    row.hints.push(hint);
    for (const [e, n] of Object.entries(hint.saves)) row.saves[e] = (row.saves[e] ?? 0) + n;
    for (const [id, m] of Object.entries(hint.models ?? {})) row.models[id] = (row.models[id] ?? 0) + m.saves;
    groups.set(key, row);
  }
  const first = result.method.encodings[0] ?? "";
  const rank = (row: HintRow) => (models[0] !== undefined ? (row.models[models[0]] ?? 0) : 0);
  // Stable: equal savings keep the server's tool order and the rule table's order.
  const rows = [...groups.values()].sort((a, b) => rank(b) - rank(a) || (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
  return { rows, leftOut: result.hints.length - shown.length };
}

/** "create_issue", or "26 tools (create_issue, list_issues, get_issue and 23 more)". */
function rowTools(row: HintRow, esc: Esc, max = 3): string {
  const names = row.hints.map((h) => h.tool);
  if (names.length === 1) return esc(names[0] as string, 60);
  const listed = names.slice(0, max).map((n) => esc(n, 60));
  const more = names.length > max ? ` and ${names.length - max} more` : "";
  return `${names.length} tools (${listed.join(", ")}${more})`;
}

/** "44 hints save nothing on qwen3@ollama ...", when the models asked for left some out. */
function leftOutLine(result: HintsResult, leftOut: number): string[] {
  if (leftOut === 0) return [];
  const models = result.method.models.join(", ");
  return [
    leftOut === 1
      ? `1 hint saves nothing on ${models} (it rewrites what the model does not see) and is not listed; --format json has every hint.`
      : `${plural(leftOut, "hint")} save nothing on ${models} (they rewrite what the model does not see) and are not listed; --format json has every hint.`,
  ];
}

/**
 * "the block is 21,000 tokens, over" or, on an estimate whose high end alone passes the threshold, "the block
 * is 19,000 tokens (up to 21,000 on the estimate's high end), which may pass".
 */
function blockText(d: DeferralHint): string {
  const over = d.blockTokens > d.contextWindow * d.threshold;
  if (over || d.blockTokensHigh === undefined) return `the block is ${formatInt(d.blockTokens)} tokens, over`;
  return `the block is ${formatInt(d.blockTokens)} tokens (up to ${formatInt(d.blockTokensHigh)} on the estimate's high end), which may pass`;
}

/** One line per tool a profile could not count alone: its hints have no figure on that profile. */
export function notCountedLines(result: HintsResult): string[] {
  return (result.notCounted ?? []).map(
    (n) => `${n.model}: no hint figures for ${n.tool}: not counted: ${n.reason} (${n.detail})`,
  );
}

/** "Defer these 40 tools on claude-sonnet-4.6: ..." per Claude model over Claude Code's threshold. */
export function deferralLines(result: HintsResult): string[] {
  return (result.deferral ?? []).map(
    (d) =>
      `Defer these ${formatInt(d.tools)} tools on ${d.model} (defer_loading: true, with Anthropic's tool search): ${blockText(d)} Claude Code's ${Math.round(d.threshold * 100)}% of the ${formatInt(d.contextWindow)}-token window; with tool search a request carries ~${formatInt(d.upFront)} tokens up front instead, saving about ${formatInt(d.saves)} per request until tools are found and loaded (each then costs its own figure).`,
  );
}

function summary(result: HintsResult, label: string): string {
  const tools = new Set(result.hints.map((h) => h.tool)).size;
  if (result.hints.length === 0) return `${label}: no hints; no rule found a rewrite that saves tokens.`;
  const totals = result.method.encodings.map((e) => `${formatInt(result.totalSaves[e] ?? 0)} ${e}`).join(", ");
  const models = Object.entries(result.totalModelSaves ?? {})
    .map(([id, n]) => (n >= 0 ? `${id} saves ${formatInt(n)}` : `${id} costs ${formatInt(-n)} more`))
    .join(", ");
  const applied = `each tool counted again with its patches applied${result.skipped.length > 0 ? `, ${plural(result.skipped.length, "conflicting hint")} left out` : ""}`;
  // With models asked for, what they save there comes first: that is what the user runs.
  if (models) {
    return (
      `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. ` +
      `All of them together: ${models} tokens per request; ${totals} tokens in the JSON model view (${applied}).`
    );
  }
  return (
    `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. ` +
    `All of them together save ${totals} tokens per request (model view; ${applied}).`
  );
}

function table(result: HintsResult, list: readonly HintRow[], esc: Esc): { header: string[]; body: string[][] } {
  const models = result.method.models;
  const header = [
    "#",
    "Tool",
    "Rule",
    ...result.method.encodings.map((e) => `saves ${e}`),
    ...models.map((id) => `saves ${id}`),
    "accepts",
  ];
  const body = list.map((row, i) => {
    const hint = row.hints[0] as Hint;
    return [
      String(i + 1),
      row.hints.length === 1 ? esc(hint.tool, 40) : `${row.hints.length} tools`,
      hint.rule,
      ...result.method.encodings.map((e) => savesCell(row.saves[e])),
      ...models.map((id) => savesCell(hint.models?.[id] === undefined ? undefined : row.models[id])),
      hint.changesValidation ? "changes" : "same",
    ];
  });
  return { header, body };
}

function visibility(hint: Hint): string[] {
  const lines: string[] = [];
  for (const [id, m] of Object.entries(hint.models ?? {})) {
    if (m.reveals) lines.push(`${id} now sees: ${m.reveals.join(", ")}`);
    if (m.hides) lines.push(`${id} no longer sees: ${m.hides.join(", ")}`);
  }
  return lines;
}

export function renderHintsText(result: HintsResult, label: string): string {
  const { rows, leftOut } = hintRows(result);
  const out = [
    escapeTerminal(summary(result, label), 1000),
    ...leftOutLine(result, leftOut),
    ...deferralLines(result).map((l) => escapeTerminal(l, 1000)),
    ...notCountedLines(result).map((l) => escapeTerminal(l, 600)),
  ];
  if (rows.length === 0) return `${out.join("\n")}\n`;
  const { header, body } = table(result, rows, escapeTerminal);
  out.push(
    "",
    textTable(
      header,
      body,
      header.map((_, i) => (i === 0 || (i > 2 && i < header.length - 1) ? "right" : "left")),
    ),
    "",
  );
  rows.forEach((row, i) => {
    const hint = row.hints[0] as Hint;
    out.push(`${i + 1}. ${rowTools(row, escapeTerminal)} ${escapeTerminal(hint.path, 200)}`);
    out.push(`   ${escapeTerminal(hint.message, 2000)}`);
    for (const line of visibility(hint)) out.push(`   ${escapeTerminal(line, 500)}`);
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):",
    );
    for (const s of result.skipped) {
      out.push(
        `  ${escapeTerminal(s.tool, 60)} ${s.rule} ${escapeTerminal(s.path, 200)}: ${escapeTerminal(s.reason, 200)}`,
      );
    }
  }
  out.push("", "Each hint's JSON Patch (RFC 6902, against the tool as sent): --format json.");
  return `${out.join("\n")}\n`;
}

export function renderHintsMarkdown(result: HintsResult, label: string): string {
  const { rows, leftOut } = hintRows(result);
  const out = [
    escapeMarkdown(summary(result, label), 1000),
    ...leftOutLine(result, leftOut).map((l) => `\n${escapeMarkdown(l, 600)}`),
    ...deferralLines(result).map((l) => `\n${escapeMarkdown(l, 1000)}`),
    ...notCountedLines(result).map((l) => `\n${escapeMarkdown(l, 600)}`),
  ];
  if (rows.length === 0) return `${out.join("\n")}\n`;
  const { header, body } = table(result, rows, escapeMarkdown);
  out.push(
    "",
    markdownTable([header, ...body], { align: header.map((_, i) => (i > 2 && i < header.length - 1 ? "r" : "l")) }),
    "",
  );
  rows.forEach((row, i) => {
    const hint = row.hints[0] as Hint;
    const extra = visibility(hint)
      .map((line) => ` ${escapeMarkdown(line, 500)}.`)
      .join("");
    out.push(
      `${i + 1}. **${rowTools(row, escapeMarkdown)}** ${codeSpan(hint.path)}: ${escapeMarkdown(hint.message, 2000)}.${extra}`,
    );
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):",
      "",
    );
    for (const s of result.skipped) {
      out.push(`- ${escapeMarkdown(s.tool, 60)} ${s.rule} ${codeSpan(s.path)}: ${escapeMarkdown(s.reason, 200)}`);
    }
  }
  return `${out.join("\n")}\n`;
}
