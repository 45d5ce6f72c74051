/**
 * Escaping for the site's pages: every package name, tool name, description and failure message in a dataset
 * is text a stranger wrote. Pure.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an HTML element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * A value as a JavaScript expression that is safe wherever a script is read: JSON with `<`, `>`, `&` and the
 * line separators U+2028/U+2029 written as \u escapes, so no `</script`, `<!--` or `]]>` can appear in it and
 * no string can end a line early in an older engine.
 */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** One word for a POSIX shell: as is when it is plain, else in single quotes. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9@%+=:,./_-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
