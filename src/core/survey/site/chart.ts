/**
 * Small bar charts as inline SVG, drawn when the site is written (no script, no library): a server's
 * tokens across its versions, the spread of servers by size. Pure; every label is escaped.
 */
import { formatInt } from "../../render/escape.js";
import { escapeHtml } from "./html.js";

export interface Bar {
  label: string;
  /** null: nothing to draw (a failed version), shown as a gap with its label. */
  value: number | null;
  /** What the bar's tooltip says. */
  note: string;
}

const HEIGHT = 170;
const TOP = 18;
/** Room for the labels, written at a slant so that versions like 2026.11.30 fit side by side. */
const BOTTOM = 58;
const LEFT = 30;
const STEP = 30;

/** A bar chart; `title` names it for screen readers, and the same figures are in a table beside it. */
export function barChart(bars: readonly Bar[], title: string): string {
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  const width = LEFT + 8 + STEP * Math.max(1, bars.length);
  const plot = HEIGHT - TOP - BOTTOM;
  const items = bars.map((b, i) => {
    const x = LEFT + i * STEP;
    const label = b.label.length > 12 ? `${b.label.slice(0, 11)}…` : b.label;
    const [lx, ly] = [x + STEP / 2 + 3, HEIGHT - BOTTOM + 12];
    const text = `<text x="${lx}" y="${ly}" transform="rotate(-40 ${lx} ${ly})" class="axis">${escapeHtml(label)}</text>`;
    if (b.value === null) {
      return `<g><title>${escapeHtml(b.note)}</title><text x="${x + STEP / 2}" y="${HEIGHT - BOTTOM - 4}" class="gap">×</text>${text}</g>`;
    }
    const h = Math.max(1, Math.round((b.value / max) * plot));
    const y = HEIGHT - BOTTOM - h;
    return (
      `<g><title>${escapeHtml(b.note)}</title>` +
      `<rect x="${x + 4}" y="${y}" width="${STEP - 8}" height="${h}" class="bar"/>` +
      `<text x="${x + STEP / 2}" y="${y - 4}" class="value">${escapeHtml(short(b.value))}</text>${text}</g>`
    );
  });
  return (
    `<svg class="chart" role="img" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" ` +
    `aria-label="${escapeHtml(title)}"><line x1="${LEFT}" x2="${width - 8}" y1="${HEIGHT - BOTTOM}" ` +
    `y2="${HEIGHT - BOTTOM}" class="base"/>${items.join("")}</svg>`
  );
}

/** 950, 12.3k, 1.2M: a bar's label must fit its width; the exact figure is in its tooltip and the table. */
function short(n: number): string {
  if (n < 1000) return formatInt(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}
