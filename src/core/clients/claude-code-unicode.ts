/**
 * Claude Code's Unicode sanitising of what an MCP server lists (read in each bundle: 2.1.328; 2.0.77's fQ5 and wo,
 * applied to every tools/list result; 1.0.128's N44 and so, applied only behind the Statsig gate
 * "claude_code_unicode_sanitize", which a run without an Anthropic account does not pass).
 */
/**
 * A string as Claude Code 2.1.328 sends an MCP tool's text (captured on the corpus, 2026-12-06: full-width "，？：（）"
 * of Chinese descriptions sent as ",?:()", "…" as "..."): Unicode NFKC, then format, private-use and unassigned
 * characters and the zero-width and direction marks removed, again until nothing changes (at most 10 rounds).
 */
export function claudeCodeUnicode(text: string): string {
  let current = text;
  for (let round = 0; round < 10; round++) {
    const next = current
      .normalize("NFKC")
      .replace(/[\p{Cf}\p{Co}\p{Cn}]/gu, "")
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uE000-\uF8FF]/g, "");
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Every string of a schema, keys and values at any depth, as Claude Code 2.1.328 sends it (claudeCodeUnicode). */
export function claudeCodeStrings<T>(value: T): T {
  if (typeof value === "string") return claudeCodeUnicode(value) as T;
  if (Array.isArray(value)) return value.map(claudeCodeStrings) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [claudeCodeUnicode(k), claudeCodeStrings(v)])) as T;
  return value;
}
