/**
 * Text from the server under test (tool names, descriptions) is untrusted: it must not break
 * a table, mention people, link to issues' authors, or inject HTML into a PR comment.
 */

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~<>&]/g;
const ENTITY: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;" };

/** Escapes one line of untrusted text for a markdown table cell or inline text. */
export function escapeMarkdown(text: string, maxLength = 120): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  let flat = text.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/[\u0000-\u001f\u007f]/g, "");
  if (flat.length > maxLength) flat = `${flat.slice(0, maxLength - 1)}…`;
  return (
    flat
      .replace(MARKDOWN_SPECIAL, (c) => ENTITY[c] ?? `\\${c}`)
      // A zero-width joiner after @ keeps GitHub from turning @name into a mention or a team ping.
      .replace(/@/g, "@\u2060")
  );
}

/** Escapes text for a terminal: no control sequences from the server reach the user's terminal. */
export function escapeTerminal(text: string, maxLength = 60): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
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
