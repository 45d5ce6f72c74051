/**
 * Text from the server under test (tool names, descriptions) is untrusted: it must not break
 * a table, mention people, link to issues' authors, or inject HTML into a PR comment.
 */

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~<>&]/g;
// A word joiner (U+2060) after # keeps GitHub from turning #123 or owner/repo#123 into a cross-reference
// that shows up on another issue.
const ENTITY: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "#": "\\#\u2060" };
// Bidirectional overrides and isolates can make a name read differently from what it is ("Trojan Source").
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// Markers that start a list item, a setext underline or a thematic break when the text begins a line.
const LEADING_BLOCK_MARKER = /^(-|=|\d{1,9}(?=[.)]))/;

/** Cuts to at most maxLength code units with "…", never between the halves of a surrogate pair. */
function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** Escapes one line of untrusted text for a markdown table cell or inline text. */
export function escapeMarkdown(text: string, maxLength = 120): string {
  const flat = truncate(
    text
      .replace(/[\r\n\t\u2028\u2029]+/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .replace(BIDI_CONTROLS, "")
      .trim(),
    maxLength,
  );
  return (
    flat
      .replace(MARKDOWN_SPECIAL, (c) => ENTITY[c] ?? `\\${c}`)
      .replace(LEADING_BLOCK_MARKER, (m) => (m === "-" || m === "=" ? `\\${m}` : `${m}\\`))
      // A word joiner (U+2060) after @ keeps GitHub from turning @name into a mention or a team ping.
      .replace(/@/g, "@\u2060")
  );
}

/** Escapes text for a terminal: no control sequences from the server reach the user's terminal. */
export function escapeTerminal(text: string, maxLength = 60): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(BIDI_CONTROLS, "");
  return truncate(flat, maxLength);
}

export function formatInt(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

export function formatSigned(n: number): string {
  if (n === 0) return "±0";
  return `${n > 0 ? "+" : "−"}${formatInt(Math.abs(n))}`;
}

export function formatPercent(fraction: number, digits = 1): string {
  if (!Number.isFinite(fraction)) return "n/a";
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** "1 tool", "2 tools". */
export function plural(n: number, noun: string): string {
  return `${formatInt(n)} ${noun}${n === 1 ? "" : "s"}`;
}
