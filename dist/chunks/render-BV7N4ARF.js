import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
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
var helpsAModel = /* @__PURE__ */ __name((hint, models) => models.some((id) => (hint.models?.[id]?.saves ?? 0) > 0 || (hint.models?.[id]?.reveals?.length ?? 0) > 0), "helpsAModel");
function hintRows(result) {
  const models = result.method.models;
  const shown = models.length > 0 ? result.hints.filter((h) => helpsAModel(h, models)) : result.hints;
  const groups = /* @__PURE__ */ new Map();
  for (const hint of shown) {
    const own = Object.values(hint.models ?? {}).some((m) => m.reveals || m.hides);
    const key = own ? `${groups.size}` : JSON.stringify([hint.rule, hint.path, hint.message, hint.changesValidation]);
    const row = groups.get(key) ?? { hints: [], saves: {}, models: {} };
    row.hints.push(hint);
    for (const [e, n] of Object.entries(hint.saves)) row.saves[e] = (row.saves[e] ?? 0) + n;
    for (const [id, m] of Object.entries(hint.models ?? {})) row.models[id] = (row.models[id] ?? 0) + m.saves;
    groups.set(key, row);
  }
  const first = result.method.encodings[0] ?? "";
  const rank = /* @__PURE__ */ __name((row) => models[0] !== void 0 ? row.models[models[0]] ?? 0 : 0, "rank");
  const rows = [...groups.values()].sort((a, b) => rank(b) - rank(a) || (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
  return { rows, leftOut: result.hints.length - shown.length };
}
__name(hintRows, "hintRows");
function rowTools(row, esc, max = 3) {
  const names = row.hints.map((h) => h.tool);
  if (names.length === 1) return esc(names[0], 60);
  const listed = names.slice(0, max).map((n) => esc(n, 60));
  const more = names.length > max ? ` and ${names.length - max} more` : "";
  return `${names.length} tools (${listed.join(", ")}${more})`;
}
__name(rowTools, "rowTools");
function leftOutLine(result, leftOut) {
  if (leftOut === 0) return [];
  const models = result.method.models.join(", ");
  return [
    leftOut === 1 ? `1 hint saves nothing on ${models} (it rewrites what the model does not see) and is not listed; --format json has every hint.` : `${plural(leftOut, "hint")} save nothing on ${models} (they rewrite what the model does not see) and are not listed; --format json has every hint.`
  ];
}
__name(leftOutLine, "leftOutLine");
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
  const applied = `each tool counted again with its patches applied${result.skipped.length > 0 ? `, ${plural(result.skipped.length, "conflicting hint")} left out` : ""}`;
  if (models) {
    return `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. All of them together: ${models} tokens per request; ${totals} tokens in the JSON model view (${applied}).`;
  }
  return `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. All of them together save ${totals} tokens per request (model view; ${applied}).`;
}
__name(summary, "summary");
function table(result, list, esc) {
  const models = result.method.models;
  const header = [
    "#",
    "Tool",
    "Rule",
    ...result.method.encodings.map((e) => `saves ${e}`),
    ...models.map((id) => `saves ${id}`),
    "accepts"
  ];
  const body = list.map((row, i) => {
    const hint = row.hints[0];
    return [
      String(i + 1),
      row.hints.length === 1 ? esc(hint.tool, 40) : `${row.hints.length} tools`,
      hint.rule,
      ...result.method.encodings.map((e) => savesCell(row.saves[e])),
      ...models.map((id) => savesCell(hint.models?.[id] === void 0 ? void 0 : row.models[id])),
      hint.changesValidation ? "changes" : "same"
    ];
  });
  return { header, body };
}
__name(table, "table");
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
  const { rows, leftOut } = hintRows(result);
  const out = [
    escapeTerminal(summary(result, label), 1e3),
    ...leftOutLine(result, leftOut),
    ...deferralLines(result).map((l) => escapeTerminal(l, 1e3)),
    ...notCountedLines(result).map((l) => escapeTerminal(l, 600))
  ];
  if (rows.length === 0) return `${out.join("\n")}
`;
  const { header, body } = table(result, rows, escapeTerminal);
  out.push(
    "",
    textTable(
      header,
      body,
      header.map((_, i) => i === 0 || i > 2 && i < header.length - 1 ? "right" : "left")
    ),
    ""
  );
  rows.forEach((row, i) => {
    const hint = row.hints[0];
    out.push(`${i + 1}. ${rowTools(row, escapeTerminal)} ${escapeTerminal(hint.path, 200)}`);
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
  const { rows, leftOut } = hintRows(result);
  const out = [
    escapeMarkdown(summary(result, label), 1e3),
    ...leftOutLine(result, leftOut).map((l) => `
${escapeMarkdown(l, 600)}`),
    ...deferralLines(result).map((l) => `
${escapeMarkdown(l, 1e3)}`),
    ...notCountedLines(result).map((l) => `
${escapeMarkdown(l, 600)}`)
  ];
  if (rows.length === 0) return `${out.join("\n")}
`;
  const { header, body } = table(result, rows, escapeMarkdown);
  out.push(
    "",
    markdownTable([header, ...body], { align: header.map((_, i) => i > 2 && i < header.length - 1 ? "r" : "l") }),
    ""
  );
  rows.forEach((row, i) => {
    const hint = row.hints[0];
    const extra = visibility(hint).map((line) => ` ${escapeMarkdown(line, 500)}.`).join("");
    out.push(
      `${i + 1}. **${rowTools(row, escapeMarkdown)}** ${codeSpan(hint.path)}: ${escapeMarkdown(hint.message, 2e3)}.${extra}`
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
  hintRows,
  notCountedLines,
  renderHintsMarkdown,
  renderHintsText
};
//# sourceMappingURL=render-BV7N4ARF.js.map
