/**
 * Plain aligned columns for terminals: numbers right, text left, padded to display width (a wide character
 * or an emoji takes two columns). The rule line under the header marks the columns: fitTerminal
 * (terminal-width.ts) reads them to split a table too wide for the terminal.
 */
import { displayWidth, padTo } from "./terminal-width.js";

export type Align = "left" | "right";

export function textTable(header: string[], rows: string[][], align: Align[]): string {
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ""))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => padTo(cell, widths[i] ?? 0, align[i] === "right" ? "right" : "left"))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "─".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
