/**
 * Fitting rendered blocks into a size limit (a PR comment, a job summary) by leaving out table rows.
 * Rows are rendered once; the cut is decided from their lengths alone, so the work is linear in the
 * number of rows however many are cut.
 */

export type LengthUnit = "chars" | "utf8-bytes";

export interface Block {
  /** Always kept (e.g. a title), including the separator before it. */
  title: string;
  /** Kept when at least one row is (e.g. a table's header and delimiter lines). */
  head: string;
  rows: string[];
  /** Always kept, after the rows and the cut note (e.g. a closing tag). */
  tail: string;
  /** What stands in for rows that were left out. */
  cutNote(hidden: number): string;
  /** Blocks with a lower priority get room first; default 0. */
  priority?: number;
}

const ROW_SEPARATOR = "\n";
const NOTE_SEPARATOR = "\n\n";

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export const lengthIn = (unit: LengthUnit): ((text: string) => number) =>
  unit === "utf8-bytes" ? utf8Length : (text) => text.length;

/** The longest prefix of text within max (never splitting a surrogate pair), marked with "…" when cut. */
export function clampText(text: string, max: number, unit: LengthUnit): string {
  const length = lengthIn(unit);
  if (length(text) <= max) return text;
  const budget = max - length("…");
  if (budget < 0) return "";
  let used = 0;
  let end = 0;
  while (end < text.length) {
    const step = (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    const cost = length(text.slice(end, end + step));
    if (used + cost > budget) break;
    used += cost;
    end += step;
  }
  return `${text.slice(0, end)}…`;
}

function renderBlock(block: Block, shown: number): string {
  const parts = [block.title];
  if (shown > 0) parts.push(block.head, block.rows.slice(0, shown).join(ROW_SEPARATOR));
  const hidden = block.rows.length - shown;
  if (hidden > 0) parts.push(shown > 0 ? NOTE_SEPARATOR : "", block.cutNote(hidden));
  parts.push(block.tail);
  return parts.join("");
}

/**
 * Joins top, blocks and bottom, leaving out trailing rows of blocks as needed to stay within max.
 * Blocks get room in order of priority (lower first, then their order); top and bottom are always
 * kept, and if they alone exceed max the whole text is clamped as a last resort.
 */
export function fitBlocks(
  top: string,
  blocks: readonly Block[],
  bottom: string,
  max: number,
  unit: LengthUnit,
): string {
  const length = lengthIn(unit);
  const fixed = (b: Block) => length(b.title) + length(b.tail);
  const noteCost = (b: Block, hidden: number, shown: number) =>
    hidden === 0 ? 0 : length(b.cutNote(hidden)) + (shown > 0 ? length(NOTE_SEPARATOR) : 0);
  // The smallest each block can be: its title, a note standing for all its rows, its tail.
  const minimum = blocks.map((b) => fixed(b) + noteCost(b, b.rows.length, 0));
  let spare = max - length(top) - length(bottom) - minimum.reduce((a, b) => a + b, 0);

  const order = blocks
    .map((_, i) => i)
    .sort((a, b) => (blocks[a]?.priority ?? 0) - (blocks[b]?.priority ?? 0) || a - b);
  const shown = blocks.map(() => 0);
  for (const i of order) {
    const block = blocks[i] as Block;
    const available = spare + (minimum[i] ?? 0);
    const base = fixed(block) + length(block.head);
    let rowsCost = 0;
    let bestCost = minimum[i] ?? 0;
    for (let k = 1; k <= block.rows.length; k++) {
      // Rows are measured only up to the first that does not fit.
      rowsCost += length(block.rows[k - 1] ?? "") + (k > 1 ? length(ROW_SEPARATOR) : 0);
      // Fewer hidden rows never make the note longer, so the cost only grows with k.
      const cost = base + rowsCost + noteCost(block, block.rows.length - k, k);
      if (cost > available) break;
      shown[i] = k;
      bestCost = cost;
    }
    spare = available - bestCost;
  }

  const text = [top, ...blocks.map((b, i) => renderBlock(b, shown[i] ?? 0)), bottom].join("");
  return clampText(text, max, unit);
}
