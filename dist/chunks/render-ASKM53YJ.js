import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  markdownTable,
  textTable
} from "./chunk-T4AGFPKR.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatSigned,
  plural
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/hints/render.ts
var codeSpan = /* @__PURE__ */ __name((path) => `\`${escapeTerminal(path, 200).replace(/[`\u0000-\u001f]/g, "'")}\``, "codeSpan");
var savesCell = /* @__PURE__ */ __name((n) => n === void 0 ? "" : n < 0 ? formatSigned(n) : formatInt(n), "savesCell");
function ordered(result) {
  const first = result.method.encodings[0] ?? "";
  return [...result.hints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
}
__name(ordered, "ordered");
function blockText(d) {
  const over = d.blockTokens > d.contextWindow * d.threshold;
  if (over || d.blockTokensHigh === void 0) return `the block is ${formatInt(d.blockTokens)} tokens, over`;
  return `the block is ${formatInt(d.blockTokens)} tokens (up to ${formatInt(d.blockTokensHigh)} on the estimate's high end), which may pass`;
}
__name(blockText, "blockText");
function notCountedLines(result) {
  return (result.notCounted ?? []).map(
    (n) => `${n.model}: no hint figures for ${n.tool}: not counted: ${n.reason} (${n.detail})`
  );
}
__name(notCountedLines, "notCountedLines");
function deferralLines(result) {
  return (result.deferral ?? []).map(
    (d) => `Defer these ${formatInt(d.tools)} tools on ${d.model} (defer_loading: true, with Anthropic's tool search): ${blockText(d)} Claude Code's ${Math.round(d.threshold * 100)}% of the ${formatInt(d.contextWindow)}-token window; with tool search a request carries ~${formatInt(d.upFront)} tokens up front instead, saving about ${formatInt(d.saves)} per request until tools are found and loaded (each then costs its own figure).`
  );
}
__name(deferralLines, "deferralLines");
function summary(result, label) {
  const tools = new Set(result.hints.map((h) => h.tool)).size;
  if (result.hints.length === 0) return `${label}: no hints; no rule found a rewrite that saves tokens.`;
  const totals = result.method.encodings.map((e) => `${formatInt(result.totalSaves[e] ?? 0)} ${e}`).join(", ");
  const models = Object.entries(result.totalModelSaves ?? {}).map(([id, n]) => n >= 0 ? `${id} saves ${formatInt(n)}` : `${id} costs ${formatInt(-n)} more`).join(", ");
  return `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. All of them together save ${totals} tokens per request (model view; each tool counted again with its patches applied${result.skipped.length > 0 ? `, ${plural(result.skipped.length, "conflicting hint")} left out` : ""})${models ? `; ${models} tokens` : ""}.`;
}
__name(summary, "summary");
function rows(result, esc) {
  const models = result.method.models;
  const header = [
    "#",
    "Tool",
    "Rule",
    ...result.method.encodings.map((e) => `saves ${e}`),
    ...models.map((id) => `saves ${id}`),
    "accepts"
  ];
  const body = ordered(result).map((hint, i) => [
    String(i + 1),
    esc(hint.tool, 40),
    hint.rule,
    ...result.method.encodings.map((e) => savesCell(hint.saves[e])),
    ...models.map((id) => savesCell(hint.models?.[id]?.saves)),
    hint.changesValidation ? "changes" : "same"
  ]);
  return { header, body };
}
__name(rows, "rows");
function visibility(hint) {
  const lines = [];
  for (const [id, m] of Object.entries(hint.models ?? {})) {
    if (m.reveals) lines.push(`${id} now sees: ${m.reveals.join(", ")}`);
    if (m.hides) lines.push(`${id} no longer sees: ${m.hides.join(", ")}`);
  }
  return lines;
}
__name(visibility, "visibility");
function renderHintsText(result, label) {
  const out = [
    escapeTerminal(summary(result, label), 1e3),
    ...deferralLines(result).map((l) => escapeTerminal(l, 1e3)),
    ...notCountedLines(result).map((l) => escapeTerminal(l, 600))
  ];
  if (result.hints.length === 0) return `${out.join("\n")}
`;
  const { header, body } = rows(result, escapeTerminal);
  out.push(
    "",
    textTable(
      header,
      body,
      header.map((_, i) => i === 0 || i > 2 && i < header.length - 1 ? "right" : "left")
    ),
    ""
  );
  ordered(result).forEach((hint, i) => {
    out.push(`${i + 1}. ${escapeTerminal(hint.tool, 60)} ${escapeTerminal(hint.path, 200)}`);
    out.push(`   ${escapeTerminal(hint.message, 2e3)}`);
    for (const line of visibility(hint)) out.push(`   ${escapeTerminal(line, 500)}`);
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):"
    );
    for (const s of result.skipped) {
      out.push(
        `  ${escapeTerminal(s.tool, 60)} ${s.rule} ${escapeTerminal(s.path, 200)}: ${escapeTerminal(s.reason, 200)}`
      );
    }
  }
  out.push("", "Each hint's JSON Patch (RFC 6902, against the tool as sent): --format json.");
  return `${out.join("\n")}
`;
}
__name(renderHintsText, "renderHintsText");
function renderHintsMarkdown(result, label) {
  const out = [
    escapeMarkdown(summary(result, label), 1e3),
    ...deferralLines(result).map((l) => `
${escapeMarkdown(l, 1e3)}`),
    ...notCountedLines(result).map((l) => `
${escapeMarkdown(l, 600)}`)
  ];
  if (result.hints.length === 0) return `${out.join("\n")}
`;
  const { header, body } = rows(result, escapeMarkdown);
  out.push(
    "",
    markdownTable([header, ...body], { align: header.map((_, i) => i > 2 && i < header.length - 1 ? "r" : "l") }),
    ""
  );
  ordered(result).forEach((hint, i) => {
    const extra = visibility(hint).map((line) => ` ${escapeMarkdown(line, 500)}.`).join("");
    out.push(
      `${i + 1}. **${escapeMarkdown(hint.tool, 60)}** ${codeSpan(hint.path)}: ${escapeMarkdown(hint.message, 2e3)}.${extra}`
    );
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):",
      ""
    );
    for (const s of result.skipped) {
      out.push(`- ${escapeMarkdown(s.tool, 60)} ${s.rule} ${codeSpan(s.path)}: ${escapeMarkdown(s.reason, 200)}`);
    }
  }
  return `${out.join("\n")}
`;
}
__name(renderHintsMarkdown, "renderHintsMarkdown");
export {
  deferralLines,
  notCountedLines,
  renderHintsMarkdown,
  renderHintsText
};
//# sourceMappingURL=render-ASKM53YJ.js.map
