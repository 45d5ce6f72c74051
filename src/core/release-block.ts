/**
 * The release-notes block in a release body: two marker lines with our section between them.
 *
 * A release body is the author's text. Only a marker that stands on a line of its own, outside fenced
 * code and outside an HTML comment, is a marker: a release that documents this action shows the
 * markers in a code fence, and that example must stay. The first marked block is ours and is replaced;
 * any later block is left exactly as it is and reported by line, never deleted. When the block cannot
 * be placed without guessing (a start marker with no end, or a body that ends inside a fence or an
 * HTML comment, where an appended block would be swallowed), the body is not edited at all.
 */

export const RELEASE_NOTES_START = "<!-- mcp-token-budget:release-notes -->";
export const RELEASE_NOTES_END = "<!-- /mcp-token-budget:release-notes -->";

/** A marked block that is not ours (a copy), left as it was: 1-based lines in the edited body. */
export interface OtherBlock {
  startLine: number;
  /** null: a start marker with no end marker after it. */
  endLine: number | null;
}

export type BlockEdit =
  | { kind: "replaced" | "appended"; body: string; unchanged: boolean; others: OtherBlock[] }
  | { kind: "unterminated"; reason: string };

interface Marker {
  kind: "start" | "end";
  /** Offsets of the marker text itself (leading spaces and the line end stay outside). */
  from: number;
  to: number;
}

interface Scan {
  markers: Marker[];
  /** What is still open at the end of the body, with its 1-based line. */
  open: { what: "a code fence" | "an HTML comment"; line: number } | null;
}

/** Removes list, quote and indentation prefixes: a fence inside a list item or a quote is still a fence. */
const CONTAINER_PREFIX = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*/;

function fenceOpen(text: string): { char: string; length: number } | null {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})(.*)$/.exec(rest);
  if (!m?.[1]) return null;
  // "```x```" on one line is inline code, not a fence: a backtick fence's info string has no backtick.
  if (m[1][0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: m[1][0] as string, length: m[1].length };
}

function fenceCloses(text: string, fence: { char: string; length: number }): boolean {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})[ \t]*$/.exec(rest);
  return !!m?.[1] && m[1][0] === fence.char && m[1].length >= fence.length;
}

/** Where the HTML comment opened at `open` (the index of "<!--") ends, or -1 when it does not. */
function commentEnd(text: string, open: number): number {
  if (text.startsWith(">", open + 4)) return open + 5;
  if (text.startsWith("->", open + 4)) return open + 6;
  const close = text.indexOf("-->", open + 4);
  return close === -1 ? -1 : close + 3;
}

/**
 * Skips inline code spans and HTML comments in one line from `from`; returns true when a comment is
 * left open at the end of the line.
 */
function scanInline(text: string, from: number): boolean {
  let at = from;
  while (at < text.length) {
    const tick = text.indexOf("`", at);
    const comment = text.indexOf("<!--", at);
    if (tick === -1 && comment === -1) return false;
    if (tick !== -1 && (comment === -1 || tick < comment)) {
      let n = tick;
      while (text[n] === "`") n++;
      const run = text.slice(tick, n);
      // The span ends at the next run of exactly as many backticks; an unmatched run is literal.
      let close = text.indexOf(run, n);
      while (close !== -1 && (text[close + run.length] === "`" || text[close - 1] === "`")) {
        let skip = close;
        while (text[skip] === "`") skip++;
        close = text.indexOf(run, skip);
      }
      at = close === -1 ? n : close + run.length;
      continue;
    }
    const end = commentEnd(text, comment);
    if (end === -1) return true;
    at = end;
  }
  return false;
}

function markerOn(text: string): "start" | "end" | null {
  const m = /^( {0,3})(\S.*?)[ \t]*$/.exec(text);
  if (m?.[2] === RELEASE_NOTES_START) return "start";
  if (m?.[2] === RELEASE_NOTES_END) return "end";
  return null;
}

function scan(body: string): Scan {
  const markers: Marker[] = [];
  let fence: { char: string; length: number; line: number } | null = null;
  let comment: number | null = null;
  let inBlock = false;
  let lineNo = 0;
  for (let at = 0; at <= body.length; ) {
    lineNo++;
    const newline = body.indexOf("\n", at);
    const lineEnd = newline === -1 ? body.length : newline;
    const raw = body.slice(at, lineEnd);
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const lineStart = at;
    at = newline === -1 ? body.length + 1 : newline + 1;

    const marker = fence || comment !== null ? null : markerOn(text);
    if (inBlock) {
      // Between a start and an end marker the text is a block's (ours or a copy): only the end counts.
      if (markerOn(text) === "end") {
        const from = lineStart + text.indexOf(RELEASE_NOTES_END);
        markers.push({ kind: "end", from, to: from + RELEASE_NOTES_END.length });
        inBlock = false;
      }
      continue;
    }
    if (fence) {
      if (fenceCloses(text, fence)) fence = null;
      continue;
    }
    if (comment !== null) {
      const close = text.indexOf("-->");
      if (close === -1) continue;
      comment = scanInline(text, close + 3) ? lineNo : null;
      continue;
    }
    if (marker === "start") {
      const from = lineStart + text.indexOf(RELEASE_NOTES_START);
      markers.push({ kind: "start", from, to: from + RELEASE_NOTES_START.length });
      inBlock = true;
      continue;
    }
    if (marker === "end") continue; // an end marker with no start before it: the author's text
    const opened = fenceOpen(text);
    if (opened) {
      fence = { ...opened, line: lineNo };
      continue;
    }
    if (scanInline(text, 0)) comment = lineNo;
  }
  const open = fence
    ? { what: "a code fence" as const, line: fence.line }
    : comment !== null
      ? { what: "an HTML comment" as const, line: comment }
      : null;
  return { markers, open };
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/**
 * `body` with `section` in our block: the first marked block replaced, or the block appended after a
 * blank line. Everything outside our block is kept byte for byte; other blocks are listed in `others`.
 */
export function withNotesBlock(body: string, section: string): BlockEdit {
  const block = `${RELEASE_NOTES_START}\n${section.replace(/\n+$/, "")}\n${RELEASE_NOTES_END}`;
  const { markers, open } = scan(body);
  const spans: { from: number; to: number | null }[] = [];
  for (const m of markers) {
    if (m.kind === "start") spans.push({ from: m.from, to: null });
    else {
      const last = spans[spans.length - 1];
      if (last) last.to = m.to;
    }
  }
  const first = spans[0];
  if (first && first.to === null) {
    return {
      kind: "unterminated",
      reason: `the release body has "${RELEASE_NOTES_START}" on line ${lineOf(body, first.from)} without "${RELEASE_NOTES_END}" after it; remove the start marker (or add the end marker) so the block can be replaced`,
    };
  }
  if (!first) {
    if (open) {
      return {
        kind: "unterminated",
        reason: `the release body ends inside ${open.what} opened on line ${open.line}, which would hide an appended block; close it so the block can be added`,
      };
    }
    // A blank line before the block, whatever line ends the author used (the GitHub editor writes CRLF).
    const separator = body === "" || /\r?\n\r?\n$/.test(body) ? "" : /\r?\n$/.test(body) ? "\n" : "\n\n";
    return { kind: "appended", body: `${body}${separator}${block}\n`, unchanged: false, others: [] };
  }
  const next = body.slice(0, first.from) + block + body.slice(first.to as number);
  const shift = block.length - ((first.to as number) - first.from);
  const others = spans.slice(1).map((s) => ({
    startLine: lineOf(next, s.from + shift),
    endLine: s.to === null ? null : lineOf(next, s.to + shift),
  }));
  return { kind: "replaced", body: next, unchanged: next === body, others };
}

/** One line for the log about blocks that were left alone. */
export function describeOtherBlocks(others: readonly OtherBlock[]): string | null {
  if (others.length === 0) return null;
  const where = others
    .map((o) => (o.endLine === null ? `line ${o.startLine} (no end marker)` : `lines ${o.startLine}-${o.endLine}`))
    .join(", ");
  const n = others.length === 1 ? "another marked block" : `${others.length} other marked blocks`;
  return `the release body has ${n} (${where}); only the first block is updated, the others were left as they are: remove them if they are copies`;
}
