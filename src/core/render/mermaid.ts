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

/** The colours of the three series, named in the legend: what both sides have, what was added, what was cut. */
export const CHART_COLOURS = { kept: "#8c959f", added: "#cf222e", cut: "#1a7f37" } as const;

/** Fewer changed tools than this and the table says it all: no chart. */
export const CHART_MIN_BARS = 3;

/**
 * A horizontal bar chart of the largest changes, base against head, in three colours so that growth and
 * shrinking look different (not only by the sign in a label): grey is what base and head both have, red
 * beyond it what was added, green beyond it what was cut. A new tool is all red, a removed one all green.
 * Mermaid draws the series over each other, the last on top, and has no legend: the legend and the unit
 * are in the title (which mermaid always draws) and in `chartLegend`, the line under the chart.
 * `bars` come sorted, largest change first; `othersDelta` is what the bars left out add up to.
 */
export function changesChart(
  bars: readonly ChartBar[],
  options: { unit: string; total: number; othersDelta: number },
): string {
  const shown = bars.slice(0, CHART_MAX_BARS);
  const rest = options.total - shown.length;
  // The title is always drawn: it carries the unit and the legend; the axis says which bars these are.
  const title = `${options.unit} · grey kept, red added, green cut`;
  const axis =
    rest > 0
      ? `${shown.length} largest of ${options.total.toLocaleString("en-US")} changes (the other ${rest.toLocaleString("en-US")} together ${signed(options.othersDelta)})`
      : `${shown.length} changes, base and head`;
  const height = 110 + 42 * shown.length;
  // From zero, or the bars would exaggerate the changes (mermaid starts the axis at the smallest value).
  const top = Math.max(1, ...shown.map((b) => Math.max(b.base, b.head)));
  const scale = `${axis} · 0 to ${top.toLocaleString("en-US")}`;
  const palette = [CHART_COLOURS.added, CHART_COLOURS.cut, CHART_COLOURS.kept].join(", ");
  return [
    "```mermaid",
    "---",
    "config:",
    "  themeVariables:",
    "    xyChart:",
    `      plotColorPalette: "${palette}"`,
    "  xyChart:",
    "    width: 720",
    `    height: ${height}`,
    // No tick labels on the value axis: mermaid pads the axis by half a label's width, so a bar of 0
    // would still be drawn as a stub in the colour of the series on top (a new tool would start grey).
    // Without labels there is no padding: 0 is the axis line, and the scale is said in the axis title.
    "    yAxis:",
    "      showLabel: false",
    "      showTick: false",
    "---",
    "xychart-beta horizontal",
    `  title "${mermaidText(title, 100)}"`,
    `  x-axis [${shown.map((b) => `"${barLabel(b)}"`).join(", ")}]`,
    `  y-axis "${mermaidText(scale, 120)}" 0 --> ${top}`,
    // Red: head, where it grew; green: base, where it shrank; grey on top: what both have.
    `  bar [${shown.map((b) => (b.head > b.base ? b.head : 0)).join(", ")}]`,
    `  bar [${shown.map((b) => (b.base > b.head ? b.base : 0)).join(", ")}]`,
    `  bar [${shown.map((b) => Math.min(b.base, b.head)).join(", ")}]`,
    "```",
  ].join("\n");
}

/** The line under the chart: the legend again, in words and coloured squares, for readers whose renderer drops the title. */
export function chartLegend(unit: string): string {
  return `<sub>Each bar is one tool in ${mermaidText(unit, 60)} (model view), base against head: ⬜ grey = in both, 🟥 red = added by this pull request, 🟩 green = cut by it. A new tool is all red, a removed one all green.</sub>`;
}
