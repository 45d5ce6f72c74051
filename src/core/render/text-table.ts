/** Plain aligned columns for terminals: numbers right, text left. */

export type Align = "left" | "right";

export function textTable(header: string[], rows: string[][], align: Align[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (align[i] === "right" ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
