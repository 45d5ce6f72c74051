/**
 * Text from the server under test (tool names, descriptions) is untrusted: it must not break
 * a table, mention people, link to issues or to a site of its choosing, inject HTML into a PR
 * comment, or drive the terminal it is printed on.
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

/**
 * The character-level part of escapeMarkdown: markup, mentions, references and links, wherever
 * they stand in a line. Used on its own to find a secret as it would look once escaped.
 */
export function escapeMarkdownInline(text: string): string {
  return (
    text
      .replace(MARKDOWN_SPECIAL, (c) => ENTITY[c] ?? `\\${c}`)
      // A word joiner (U+2060) after @ keeps GitHub from turning @name into a mention or a team ping.
      .replace(/@/g, "@\u2060")
      // GFM links bare URLs (http://, https://, ftp://, www.) and GitHub links GH-123 to an issue:
      // a word joiner inside each keeps the text as text (checked with cmark-gfm's autolink extension).
      .replace(/:\/\//g, ":\u2060//")
      .replace(/\b(www)\./gi, "$1\u2060.")
      .replace(/\b(GH)-(?=\d)/gi, "$1\u2060-")
  );
}

/** Untrusted text as one line: line breaks and tabs to spaces, control and bidi characters removed, cut. */
function flatLine(text: string, maxLength: number): string {
  return truncate(
    text
      .replace(/[\r\n\t\u2028\u2029]+/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
      .replace(BIDI_CONTROLS, "")
      .trim(),
    maxLength,
  );
}

/** Escapes one line of untrusted text for a markdown table cell or inline text. */
export function escapeMarkdown(text: string, maxLength = 120): string {
  const flat = flatLine(text, maxLength);
  return escapeMarkdownInline(flat).replace(LEADING_BLOCK_MARKER, (m) =>
    m === "-" || m === "=" ? `\\${m}` : `${m}\\`,
  );
}

/**
 * Like escapeMarkdown, but `code spans` stay code spans: the advice of a failure names commands in them.
 * Still safe for untrusted text: a code span's content is never markup, a link, a mention or HTML, and
 * the spans are found only between pairs of single backticks on the (flattened) line.
 */
export function escapeMarkdownKeepingCode(text: string, maxLength = 120): string {
  const line = flatLine(text, maxLength);
  const escaped = line
    .split(/(`[^`]+`)/)
    .map((part, i) => (i % 2 === 1 ? part : escapeMarkdownInline(part)))
    .join("");
  return escaped.replace(LEADING_BLOCK_MARKER, (m) => (m === "-" || m === "=" ? `\\${m}` : `${m}\\`));
}

/** Escapes text for a terminal: no control sequences from the server reach the user's terminal. */
export function escapeTerminal(text: string, maxLength = 60): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(BIDI_CONTROLS, "");
  return truncate(flat, maxLength);
}

// ESC sequences as terminals read them: CSI (ESC [ … final byte), OSC (ESC ] … BEL or ST, e.g. a window
// title or a hyperlink), DCS/SOS/PM/APC (ESC P/X/^/_ … ST), and two-character ESC sequences; an
// unterminated string ends at the line's end, so it cannot swallow the lines after it.
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b\n]*(?:\u0007|\u001b\\)?|[PX^_][^\u001b\n]*(?:\u001b\\)?|[ -~]?)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Makes multi-line untrusted text (a server's error, its stderr) safe to print on a terminal or in a
 * log: escape sequences and control characters go, line breaks and tabs stay; a lone carriage
 * return (which would let a line overwrite the one before it) becomes a line break.
 */
export function stripTerminalControls(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(ESCAPE_SEQUENCE, "")
    .replace(CONTROLS_BUT_NEWLINE_AND_TAB, "")
    .replace(BIDI_CONTROLS, "");
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
