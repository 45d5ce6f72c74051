import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  displayWidth,
  padTo
} from "./chunk-YSXKB4L6.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/text-table.ts
function textTable(header, rows, align) {
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ""))));
  const line = /* @__PURE__ */ __name((cells) => cells.map((cell, i) => padTo(cell, widths[i] ?? 0, align[i] === "right" ? "right" : "left")).join("  ").trimEnd(), "line");
  const rule = widths.map((w) => "\u2500".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
__name(textTable, "textTable");

export {
  textTable
};
//# sourceMappingURL=chunk-ZNJBUQWU.js.map
