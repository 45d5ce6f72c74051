/**
 * The hints of a comparison (for the tools that grew), folded, for the PR comment and the job summary.
 * Reads only the comparison: comment mode renders it from the file an unprivileged run wrote, so every
 * text in it (tool names, messages, rule ids) is escaped, and every number is checked before printing.
 */
import type { Comparison, ComparisonHint } from "../comparison.js";
import { escapeMarkdown, formatInt } from "./escape.js";

/** The most rows shown, whatever the document holds (the schema allows no more either). */
const MAX_ROWS = 10;

const saving = (hint: ComparisonHint, encoding: string): string => {
  const n = hint.saves[encoding];
  return typeof n === "number" && Number.isFinite(n) ? formatInt(n) : "–";
};

// The summary line is HTML, where markdown escapes would show: an encoding name keeps only name characters.
const htmlName = (name: string) => name.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 40);

/** An empty string when the comparison has no hints; otherwise a `<details>` block ending in a newline. */
export function renderHintsSection(comparison: Comparison): string {
  const block = comparison.hints;
  if (!block || block.hints.length === 0) return "";
  const hints = block.hints.slice(0, MAX_ROWS);
  const encodings = block.encodings.slice(0, 4);
  const first = encodings[0] ?? "";
  const best = Math.max(...hints.map((h) => h.saves[first] ?? 0));
  const tools = new Set(hints.map((h) => h.tool)).size;
  const summary =
    `💡 ${hints.length} ${hints.length === 1 ? "hint" : "hints"} for the ${tools === 1 ? "tool" : `${tools} tools`} that grew` +
    (Number.isFinite(best) && best > 0 ? ` · the best saves ${formatInt(best)} tokens (${htmlName(first)})` : "");
  const header = `| Tool | Hint | ${encodings.map((e) => `saves ${escapeMarkdown(e, 40)}`).join(" | ")} | |`;
  const align = `| :- | :- | ${encodings.map(() => "-:").join(" | ")} | :- |`;
  const rows = hints.map((hint) => {
    const cells = [
      escapeMarkdown(hint.tool, 60),
      `${escapeMarkdown(hint.message, 300)} (${escapeMarkdown(hint.rule, 40)})`,
      ...encodings.map((e) => saving(hint, e)),
      hint.changesValidation === true ? "⚠️ changes what the tool accepts" : "",
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const omitted = Number.isInteger(block.omitted) && block.omitted > 0 ? block.omitted : 0;
  const more =
    omitted > 0 ? ` ${formatInt(omitted)} more ${omitted === 1 ? "hint was" : "hints were"} left out here;` : "";
  const note =
    "Each saving is the tool counted again with the rewrite applied (model view); the rewrites are JSON Patches " +
    `in comparison.json.${more} \`mcp-token-budget hints -- <command>\` lists every hint for every tool.`;
  return `<details><summary>${summary}</summary>\n\n${[header, align, ...rows].join("\n")}\n\n${note}\n\n</details>\n`;
}
