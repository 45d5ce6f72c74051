import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/escape.ts
var MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~<>&]/g;
var ENTITY = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "#": "\\#\u2060" };
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var LEADING_BLOCK_MARKER = /^(-|=|\d{1,9}(?=[.)]))/;
function truncate(text, maxLength) {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 55296 && last <= 56319) end--;
  return `${text.slice(0, end)}\u2026`;
}
__name(truncate, "truncate");
function escapeMarkdownInline(text) {
  return text.replace(MARKDOWN_SPECIAL, (c) => ENTITY[c] ?? `\\${c}`).replace(/@/g, "@\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(escapeMarkdownInline, "escapeMarkdownInline");
function flatLine(text, maxLength) {
  return truncate(
    text.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "").replace(BIDI_CONTROLS, "").trim(),
    maxLength
  );
}
__name(flatLine, "flatLine");
function escapeMarkdown(text, maxLength = 120) {
  const flat = flatLine(text, maxLength);
  return escapeMarkdownInline(flat).replace(
    LEADING_BLOCK_MARKER,
    (m) => m === "-" || m === "=" ? `\\${m}` : `${m}\\`
  );
}
__name(escapeMarkdown, "escapeMarkdown");
function escapeMarkdownKeepingCode(text, maxLength = 120) {
  const line = flatLine(text, maxLength);
  const escaped = line.split(/(`[^`]+`)/).map((part, i) => i % 2 === 1 ? part : escapeMarkdownInline(part)).join("");
  return escaped.replace(LEADING_BLOCK_MARKER, (m) => m === "-" || m === "=" ? `\\${m}` : `${m}\\`);
}
__name(escapeMarkdownKeepingCode, "escapeMarkdownKeepingCode");
function escapeTerminal(text, maxLength = 60) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(BIDI_CONTROLS, "");
  return truncate(flat, maxLength);
}
__name(escapeTerminal, "escapeTerminal");
var ESCAPE_SEQUENCE = (
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b\n]*(?:\u0007|\u001b\\)?|[PX^_][^\u001b\n]*(?:\u001b\\)?|[ -~]?)/g
);
var CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function stripTerminalControls(text) {
  return text.replace(/\r\n?/g, "\n").replace(ESCAPE_SEQUENCE, "").replace(CONTROLS_BUT_NEWLINE_AND_TAB, "").replace(BIDI_CONTROLS, "");
}
__name(stripTerminalControls, "stripTerminalControls");
function formatInt(n) {
  return Math.round(n).toLocaleString("en-US");
}
__name(formatInt, "formatInt");
function formatSigned(n) {
  if (n === 0) return "\xB10";
  return `${n > 0 ? "+" : "\u2212"}${formatInt(Math.abs(n))}`;
}
__name(formatSigned, "formatSigned");
function formatPercent(fraction, digits = 1) {
  if (!Number.isFinite(fraction)) return "n/a";
  return `${(fraction * 100).toFixed(digits)}%`;
}
__name(formatPercent, "formatPercent");
function plural(n, noun) {
  return `${formatInt(n)} ${noun}${n === 1 ? "" : "s"}`;
}
__name(plural, "plural");

export {
  escapeMarkdownInline,
  escapeMarkdown,
  escapeMarkdownKeepingCode,
  escapeTerminal,
  stripTerminalControls,
  formatInt,
  formatSigned,
  formatPercent,
  plural
};
//# sourceMappingURL=chunk-AY2GYRMS.js.map
