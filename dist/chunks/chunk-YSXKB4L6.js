import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/terminal-width.ts
var WIDE_SYMBOLS = /* @__PURE__ */ new Set([
  8986,
  8987,
  9193,
  9194,
  9195,
  9196,
  9200,
  9203,
  9725,
  9726,
  9748,
  9749,
  ...Array.from({ length: 12 }, (_, i) => 9800 + i),
  9855,
  9875,
  9889,
  9898,
  9899,
  9917,
  9918,
  9924,
  9925,
  9934,
  9940,
  9962,
  9970,
  9971,
  9973,
  9978,
  9981,
  9989,
  9994,
  9995,
  10024,
  10060,
  10062,
  10067,
  10068,
  10069,
  10071,
  10133,
  10134,
  10135,
  10160,
  10175,
  11035,
  11036,
  11088,
  11093
]);
function codePointWidth(char, code) {
  if (code < 32 || code >= 127 && code < 160) return 0;
  if (new RegExp("\\p{Mn}|\\p{Me}", "u").test(char) || code >= 8203 && code <= 8207 || code >= 65024 && code <= 65039) return 0;
  if (new RegExp("\\p{Extended_Pictographic}", "u").test(char) && (code >= 126976 || WIDE_SYMBOLS.has(code))) return 2;
  const wide = code >= 4352 && code <= 4447 || code >= 11904 && code <= 12350 || code >= 12353 && code <= 13311 || code >= 13312 && code <= 19903 || code >= 19968 && code <= 40959 || code >= 40960 && code <= 42191 || code >= 44032 && code <= 55203 || code >= 63744 && code <= 64255 || code >= 65072 && code <= 65103 || code >= 65280 && code <= 65376 || code >= 65504 && code <= 65510 || code >= 127744 && code <= 128591 || code >= 129280 && code <= 129535 || code >= 131072 && code <= 262141;
  return wide ? 2 : 1;
}
__name(codePointWidth, "codePointWidth");
function displayWidth(text) {
  let width = 0;
  for (const char of text) width += codePointWidth(char, char.codePointAt(0) ?? 0);
  return width;
}
__name(displayWidth, "displayWidth");
function padTo(text, width, align) {
  const gap = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "right" ? gap + text : text + gap;
}
__name(padTo, "padTo");
function sliceColumns(line, start, end) {
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
__name(sliceColumns, "sliceColumns");
var GAP = 2;
function ruleColumns(rule) {
  if (!/^─+( {2}─+)*$/.test(rule)) return null;
  const columns = [];
  let column = 0;
  for (const run of rule.split(" ".repeat(GAP))) {
    columns.push([column, column + run.length]);
    column += run.length + GAP;
  }
  return columns;
}
__name(ruleColumns, "ruleColumns");
function wrapWords(text, width) {
  const lines = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (current !== "" && displayWidth(`${current} ${word}`) > width) {
      lines.push(current);
      current = word;
    } else current = current === "" ? word : `${current} ${word}`;
  }
  return [...lines, current];
}
__name(wrapWords, "wrapWords");
function layout(cells, columns, widths, right, width) {
  const own = columns.map((c) => widths[c] ?? 0);
  const total = own.reduce((a, b) => a + b, 0) + GAP * (columns.length - 1);
  const last = columns.length - 1;
  const lastColumn = columns[last] ?? 0;
  const wrapLast = total > width && last > 0 && !right[lastColumn];
  if (wrapLast)
    own[last] = Math.max(12, displayWidth(cells[0]?.[lastColumn] ?? ""), width - (total - (own[last] ?? 0)));
  const start = total - (widths[lastColumn] ?? 0);
  const lines = /* @__PURE__ */ __name((row) => {
    const texts = wrapLast ? wrapWords(row[lastColumn] ?? "", own[last] ?? 0) : [row[lastColumn] ?? ""];
    const first = columns.map((c, i) => padTo(i === last ? texts[0] ?? "" : row[c] ?? "", own[i] ?? 0, right[c] ? "right" : "left")).join(" ".repeat(GAP)).trimEnd();
    return [first, ...texts.slice(1).map((t) => `${" ".repeat(start)}${t}`)];
  }, "lines");
  const [header = [], ...body] = cells;
  const rule = own.map((w) => "\u2500".repeat(w)).join(" ".repeat(GAP));
  return [lines(header)[0] ?? "", rule, ...body.flatMap(lines)];
}
__name(layout, "layout");
function splitTable(lines, columns, width) {
  const cells = [lines[0] ?? "", ...lines.slice(2)].map((l) => columns.map(([s, e]) => sliceColumns(l, s, e).trim()));
  const widths = columns.map(([s, e]) => e - s);
  const right = columns.map(
    ([s, e], c) => lines.slice(2).some((l) => {
      const raw = sliceColumns(l, s, e);
      return raw.trim() !== "" && raw.startsWith(" ") && c > 0;
    })
  );
  const key = widths[0] ?? 0;
  const groups = [];
  let current = [];
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
  return groups.flatMap((group, i) => [...i > 0 ? [""] : [], ...layout(cells, [0, ...group], widths, right, width)]);
}
__name(splitTable, "splitTable");
var isTableRow = /* @__PURE__ */ __name((line) => / {2,}\S/.test(line.trimStart()), "isTableRow");
function wrapLine(line, width, keepTableRows = true) {
  if (displayWidth(line) <= width || keepTableRows && isTableRow(line)) return [line];
  const indent = /^ */.exec(line)?.[0] ?? "";
  const hanging = `${indent}  `;
  const words = line.slice(indent.length).split(" ");
  const glued = [];
  for (const word of words) {
    if (word === "\xB7" && glued.length > 0) glued[glued.length - 1] += " \xB7";
    else glued.push(word);
  }
  const out = [];
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
__name(wrapLine, "wrapLine");
function fitTerminal(text, width) {
  if (width === null) return text;
  const lines = text.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const columns = ruleColumns(lines[i + 1] ?? "");
    if (columns) {
      let end = i + 2;
      while (end < lines.length && (lines[end] ?? "") !== "") end++;
      const table = lines.slice(i, end);
      const wide = table.some((l) => displayWidth(l) > width);
      out.push(...wide ? splitTable(table, columns, width) : table);
      i = end - 1;
      continue;
    }
    out.push(...wrapLine(line, width));
  }
  return out.join("\n");
}
__name(fitTerminal, "fitTerminal");
function fitNotes(text, width) {
  if (width === null) return text;
  return text.split("\n").flatMap((line) => wrapLine(line, width, false)).join("\n");
}
__name(fitNotes, "fitNotes");

export {
  displayWidth,
  padTo,
  fitTerminal,
  fitNotes
};
//# sourceMappingURL=chunk-YSXKB4L6.js.map
