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

function ordered(result: HintsResult): Hint[] {
  const first = result.method.encodings[0] ?? "";
  // Stable: equal savings keep the server's tool order and the rule table's order.
  return [...result.hints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
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
  return (
    `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. ` +
    `All of them together save ${totals} tokens per request (model view; each tool counted again with its patches applied` +
    `${result.skipped.length > 0 ? `, ${plural(result.skipped.length, "conflicting hint")} left out` : ""})` +
    `${models ? `; ${models} tokens` : ""}.`
  );
}

function rows(result: HintsResult, esc: Esc): { header: string[]; body: string[][] } {
  const models = result.method.models;
  const header = [
    "#",
    "Tool",
    "Rule",
    ...result.method.encodings.map((e) => `saves ${e}`),
    ...models.map((id) => `saves ${id}`),
    "accepts",
  ];
  const body = ordered(result).map((hint, i) => [
    String(i + 1),
    esc(hint.tool, 40),
    hint.rule,
    ...result.method.encodings.map((e) => savesCell(hint.saves[e])),
    ...models.map((id) => savesCell(hint.models?.[id]?.saves)),
    hint.changesValidation ? "changes" : "same",
  ]);
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
  const out = [
    escapeTerminal(summary(result, label), 1000),
    ...deferralLines(result).map((l) => escapeTerminal(l, 1000)),
    ...notCountedLines(result).map((l) => escapeTerminal(l, 600)),
  ];
  if (result.hints.length === 0) return `${out.join("\n")}\n`;
  const { header, body } = rows(result, escapeTerminal);
  out.push(
    "",
    textTable(
      header,
      body,
      header.map((_, i) => (i === 0 || (i > 2 && i < header.length - 1) ? "right" : "left")),
    ),
    "",
  );
  ordered(result).forEach((hint, i) => {
    out.push(`${i + 1}. ${escapeTerminal(hint.tool, 60)} ${escapeTerminal(hint.path, 200)}`);
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
  const out = [
    escapeMarkdown(summary(result, label), 1000),
    ...deferralLines(result).map((l) => `\n${escapeMarkdown(l, 1000)}`),
    ...notCountedLines(result).map((l) => `\n${escapeMarkdown(l, 600)}`),
  ];
  if (result.hints.length === 0) return `${out.join("\n")}\n`;
  const { header, body } = rows(result, escapeMarkdown);
  out.push(
    "",
    markdownTable([header, ...body], { align: header.map((_, i) => (i > 2 && i < header.length - 1 ? "r" : "l")) }),
    "",
  );
  ordered(result).forEach((hint, i) => {
    const extra = visibility(hint)
      .map((line) => ` ${escapeMarkdown(line, 500)}.`)
      .join("");
    out.push(
      `${i + 1}. **${escapeMarkdown(hint.tool, 60)}** ${codeSpan(hint.path)}: ${escapeMarkdown(hint.message, 2000)}.${extra}`,
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
