/**
 * A small mermaid chart of the largest changes, for a PR comment (GitHub draws ```mermaid blocks).
 * Tool names are untrusted: mermaid has its own syntax (quotes end a label, brackets and newlines end
 * a list, `%%` starts a comment, `#…;` is an entity, HTML in labels), so labels keep only letters,
 * digits and a few harmless signs, and the block holds no backtick that could close the fence.
 */

export interface ChartBar {
  /** Untrusted: the tool's name. */
  name: string;
  base: number;
  head: number;
}

/** Bars shown at most; the rest are summed up in the title. */
export const CHART_MAX_BARS = 10;
const LABEL_MAX = 28;

/**
 * Text safe inside a quoted mermaid label: letters, numbers and marks of any script, spaces and
 * `_ . - + / ( ) , ± − ·`; anything else becomes "?". Cut to max characters with "…".
 */
export function mermaidText(text: string, max = LABEL_MAX): string {
  const safe = [...text.replace(/\s+/g, " ").trim()]
    .map((ch) => (/^[\p{L}\p{N}\p{M} _.\-+/(),±−·]$/u.test(ch) ? ch : "?"))
    .join("");
  const chars = [...safe];
  return chars.length <= max ? safe : `${chars.slice(0, max - 1).join("")}…`;
}

const signed = (n: number) => (n === 0 ? "±0" : `${n > 0 ? "+" : "−"}${Math.abs(n).toLocaleString("en-US")}`);

function barLabel(bar: ChartBar): string {
  const change =
    bar.base === 0 && bar.head > 0 ? "new" : bar.head === 0 && bar.base > 0 ? "removed" : signed(bar.head - bar.base);
  // The change goes first so that a long name, cut, never hides it.
  return `${change} ${mermaidText(bar.name, LABEL_MAX)}`;
}

/**
 * A horizontal bar chart of the largest changes, base against head: the dark bar is what both sides
 * have, the light bar beyond it what was added or cut (the label says which, with the delta).
 * `bars` come sorted, largest change first; `others` is what the bars left out add up to.
 */
export function changesChart(
  bars: readonly ChartBar[],
  options: { unit: string; total: number; othersDelta: number },
): string {
  const shown = bars.slice(0, CHART_MAX_BARS);
  const rest = options.total - shown.length;
  const title =
    rest > 0
      ? `${shown.length} largest of ${options.total.toLocaleString("en-US")} changes (the other ${rest.toLocaleString("en-US")} together ${signed(options.othersDelta)})`
      : `Changed tools, base vs head`;
  const height = 90 + 42 * shown.length;
  // From zero, or the bars would exaggerate the changes (mermaid starts the axis at the smallest value).
  const top = Math.max(1, ...shown.map((b) => Math.max(b.base, b.head)));
  return [
    "```mermaid",
    "---",
    "config:",
    "  xyChart:",
    "    width: 720",
    `    height: ${height}`,
    "---",
    "xychart-beta horizontal",
    `  title "${mermaidText(title, 100)}"`,
    `  x-axis [${shown.map((b) => `"${barLabel(b)}"`).join(", ")}]`,
    `  y-axis "${mermaidText(`${options.unit} (the light part of a bar is the change)`, 100)}" 0 --> ${top}`,
    `  bar [${shown.map((b) => Math.max(b.base, b.head)).join(", ")}]`,
    `  bar [${shown.map((b) => Math.min(b.base, b.head)).join(", ")}]`,
    "```",
  ].join("\n");
}
