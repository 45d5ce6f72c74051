/**
 * Fitting terminal text into a number of columns: tables too wide are split into several tables, each
 * keeping the first column, and long prose lines wrap at word boundaries with a hanging indent. Nothing
 * is cut: a word or cell wider than the terminal stays whole and runs over.
 */

/** Symbols below U+1F000 that are East Asian Wide (emoji presentation by default): ⌚ ⏳ ⚡ ✅ ❌ ⭐ ... */
const WIDE_SYMBOLS = new Set([
  0x231a,
  0x231b,
  0x23e9,
  0x23ea,
  0x23eb,
  0x23ec,
  0x23f0,
  0x23f3,
  0x25fd,
  0x25fe,
  0x2614,
  0x2615,
  ...Array.from({ length: 12 }, (_, i) => 0x2648 + i),
  0x267f,
  0x2693,
  0x26a1,
  0x26aa,
  0x26ab,
  0x26bd,
  0x26be,
  0x26c4,
  0x26c5,
  0x26ce,
  0x26d4,
  0x26ea,
  0x26f2,
  0x26f3,
  0x26f5,
  0x26fa,
  0x26fd,
  0x2705,
  0x270a,
  0x270b,
  0x2728,
  0x274c,
  0x274e,
  0x2753,
  0x2754,
  0x2755,
  0x2757,
  0x2795,
  0x2796,
  0x2797,
  0x27b0,
  0x27bf,
  0x2b1b,
  0x2b1c,
  0x2b50,
  0x2b55,
]);

/** How many terminal columns a code point takes: 0 for combining marks and joiners, 2 for wide and emoji. */
function codePointWidth(char: string, code: number): number {
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return 0;
  if (/\p{Mn}|\p{Me}/u.test(char) || (code >= 0x200b && code <= 0x200f) || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  if (/\p{Extended_Pictographic}/u.test(char) && (code >= 0x1f000 || WIDE_SYMBOLS.has(code))) return 2;
  const wide =
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0x303e) ||
    (code >= 0x3041 && code <= 0x33ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xa000 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f900 && code <= 0x1f9ff) ||
    (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

/** The columns a string takes on a terminal (East Asian wide characters and emoji count 2). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += codePointWidth(char, char.codePointAt(0) ?? 0);
  return width;
}

/** Pads to a display width, on the right (left-aligned text) or on the left (numbers). */
export function padTo(text: string, width: number, align: "left" | "right"): string {
  const gap = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? gap + text : text + gap;
}

/** The text between display columns [start, end) of a line (a table row laid out by textTable). */
function sliceColumns(line: string, start: number, end: number): string {
  let column = 0;
  let out = "";
  for (const char of line) {
    const w = codePointWidth(char, char.codePointAt(0) ?? 0);
    if (column >= start && column + w <= end) out += char;
    column += w;
    if (column >= end) break;
  }
  return out;
}

const GAP = 2;

/** The columns of a table from its rule line ("────  ───"): [start, end) of each run of rules. */
function ruleColumns(rule: string): [number, number][] | null {
  if (!/^─+( {2}─+)*$/.test(rule)) return null;
  const columns: [number, number][] = [];
  let column = 0;
  for (const run of rule.split(" ".repeat(GAP))) {
    columns.push([column, column + run.length]);
    column += run.length + GAP;
  }
  return columns;
}

/** Words into lines of at most width (a longer word stays whole, on a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current !== "" && displayWidth(`${current} ${word}`) > width) {
      lines.push(current);
      current = word;
    } else current = current === "" ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

/**
 * One table of the given columns. When it is still too wide and its last column is text (a failed server's
 * reason), that column's cells wrap within it onto lines of their own: text may wrap, a number never does.
 */
function layout(cells: string[][], columns: number[], widths: number[], right: boolean[], width: number): string[] {
  const own = columns.map((c) => widths[c] ?? 0);
  const total = own.reduce((a, b) => a + b, 0) + GAP * (columns.length - 1);
  const last = columns.length - 1;
  const lastColumn = columns[last] ?? 0;
  const wrapLast = total > width && last > 0 && !right[lastColumn];
  if (wrapLast)
    own[last] = Math.max(12, displayWidth(cells[0]?.[lastColumn] ?? ""), width - (total - (own[last] ?? 0)));
  const start = total - (widths[lastColumn] ?? 0);
  const lines = (row: string[]): string[] => {
    const texts = wrapLast ? wrapWords(row[lastColumn] ?? "", own[last] ?? 0) : [row[lastColumn] ?? ""];
    const first = columns
      .map((c, i) => padTo(i === last ? (texts[0] ?? "") : (row[c] ?? ""), own[i] ?? 0, right[c] ? "right" : "left"))
      .join(" ".repeat(GAP))
      .trimEnd();
    return [first, ...texts.slice(1).map((t) => `${" ".repeat(start)}${t}`)];
  };
  const [header = [], ...body] = cells;
  const rule = own.map((w) => "─".repeat(w)).join(" ".repeat(GAP));
  return [lines(header)[0] ?? "", rule, ...body.flatMap(lines)];
}

/**
 * A table too wide for `width`, as several tables of the same rows. Why this layout: every table keeps the
 * first column (the tool, the server), so each row still reads on its own, and the columns keep their
 * order, so the most asked-for figures (the encodings and the first models) stay in the first table and
 * the extras (more models, raw, share, largest field) follow below, instead of the rows wrapping into a
 * staircase that cannot be read at all. Transposing (models as rows) would not help: a server has more
 * tools than a table has model columns.
 */
function splitTable(lines: string[], columns: [number, number][], width: number): string[] {
  // The rule line (lines[1]) is drawn again for each table.
  const cells = [lines[0] ?? "", ...lines.slice(2)].map((l) => columns.map(([s, e]) => sliceColumns(l, s, e).trim()));
  const widths = columns.map(([s, e]) => e - s);
  // A column is right-aligned (numbers) when a body cell is padded on its left.
  const right = columns.map(([s, e], c) =>
    lines.slice(2).some((l) => {
      const raw = sliceColumns(l, s, e);
      return raw.trim() !== "" && raw.startsWith(" ") && c > 0;
    }),
  );
  const key = widths[0] ?? 0;
  const groups: number[][] = [];
  let current: number[] = [];
  let used = key;
  for (let c = 1; c < columns.length; c++) {
    const w = (widths[c] ?? 0) + GAP;
    if (current.length > 0 && used + w > width) {
      groups.push(current);
      current = [];
      used = key;
    }
    current.push(c);
    used += w;
  }
  if (current.length > 0) groups.push(current);
  return groups.flatMap((group, i) => [...(i > 0 ? [""] : []), ...layout(cells, [0, ...group], widths, right, width)]);
}

/** Lines of a table row (two or more spaces between cells) are left to the table layout, never wrapped. */
const isTableRow = (line: string) => / {2,}\S/.test(line.trimStart());

/**
 * One line wrapped at word boundaries within width, continuation lines indented 2 more than the first.
 * A lone "·" (the separator of a model line's figures) stays at the end of a line, never starts one.
 */
export function wrapLine(line: string, width: number, keepTableRows = true): string[] {
  if (displayWidth(line) <= width || (keepTableRows && isTableRow(line))) return [line];
  const indent = /^ */.exec(line)?.[0] ?? "";
  const hanging = `${indent}  `;
  const words = line.slice(indent.length).split(" ");
  const glued: string[] = [];
  for (const word of words) {
    if (word === "·" && glued.length > 0) glued[glued.length - 1] += " ·";
    else glued.push(word);
  }
  const out: string[] = [];
  let current = indent;
  let start = true;
  for (const word of glued) {
    const candidate = start ? current + word : `${current} ${word}`;
    if (!start && displayWidth(candidate) > width) {
      out.push(current);
      current = hanging + word;
    } else current = candidate;
    start = false;
  }
  out.push(current);
  return out;
}

/**
 * Text for a terminal of `width` columns (null: no limit): tables laid out by textTable that are wider are
 * split, prose lines wrapped. Blank lines, and lines that already fit, are kept as they are.
 */
export function fitTerminal(text: string, width: number | null): string {
  if (width === null) return text;
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const columns = ruleColumns(lines[i + 1] ?? "");
    if (columns) {
      let end = i + 2;
      while (end < lines.length && (lines[end] ?? "") !== "") end++;
      const table = lines.slice(i, end);
      const wide = table.some((l) => displayWidth(l) > width);
      out.push(...(wide ? splitTable(table, columns, width) : table));
      i = end - 1;
      continue;
    }
    out.push(...wrapLine(line, width));
  }
  return out.join("\n");
}

/**
 * Notes and warnings (stderr) for a terminal of `width` columns (null: no limit): every line wrapped at word
 * boundaries, a line that merely looks like a table row too (what a server or a build printed, quoted).
 */
export function fitNotes(text: string, width: number | null): string {
  if (width === null) return text;
  return text
    .split("\n")
    .flatMap((line) => wrapLine(line, width, false))
    .join("\n");
}
