import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/output-excerpt.ts
var ERROR_LIKE = /\berror\b|ERR!|\bfail(?:ed|ure)\b|\bfatal\b/i;
function firstErrorLine(lines) {
  return lines.find((line) => ERROR_LIKE.test(line) && !/^\s*> /.test(line))?.trim() ?? null;
}
__name(firstErrorLine, "firstErrorLine");
var leftOut = /* @__PURE__ */ __name((n) => `\u2026 ${n} ${n === 1 ? "line" : "lines"} left out \u2026`, "leftOut");
var isLeftOut = /* @__PURE__ */ __name((line) => /^… [\d,]+ lines? left out …$/.test(line), "isLeftOut");
function outputExcerpt(lines, options = {}) {
  const tail = options.tail ?? 20;
  const errors = options.errors ?? 10;
  const gap = options.gap && options.gap.lines > 0 ? options.gap : null;
  if (lines.length <= tail && !gap) return [...lines];
  const tailStart = Math.max(0, lines.length - tail);
  const kept = [];
  for (let i = 0; i < tailStart && kept.length < errors; i++) if (ERROR_LIKE.test(lines[i] ?? "")) kept.push(i);
  for (let i = tailStart; i < lines.length; i++) kept.push(i);
  const out = [];
  let next = 0;
  const skipped = /* @__PURE__ */ __name((from, to) => to - from + (gap && from <= gap.at && gap.at <= to ? gap.lines : 0), "skipped");
  for (const i of kept) {
    const n = skipped(next, i);
    if (n > 0) out.push(leftOut(n));
    out.push(lines[i] ?? "");
    next = i + 1;
  }
  const after = skipped(next, lines.length);
  if (after > 0) out.push(leftOut(after));
  return out;
}
__name(outputExcerpt, "outputExcerpt");
var StreamExcerpt = class {
  constructor(headBytes = 4 * 1024, tailBytes = 16 * 1024) {
    this.headBytes = headBytes;
    this.tailBytes = tailBytes;
  }
  headBytes;
  tailBytes;
  static {
    __name(this, "StreamExcerpt");
  }
  head = [];
  headSize = 0;
  headFull = false;
  tail = "";
  partial = "";
  /** Complete non-blank lines that went neither to the head nor (yet) to the tail's text. */
  dropped = 0;
  write(text) {
    const parts = (this.partial + text).split(/\r?\n/);
    this.partial = parts.pop() ?? "";
    for (const line of parts) {
      if (line.trim() === "") continue;
      if (!this.headFull && this.headSize + line.length + 1 <= this.headBytes) {
        this.head.push(line);
        this.headSize += line.length + 1;
        continue;
      }
      this.headFull = true;
      this.tail += `${line}
`;
    }
    if (this.tail.length + this.partial.length > this.tailBytes) this.trimTail();
  }
  trimTail() {
    const keep = Math.max(0, this.tailBytes - this.partial.length);
    if (this.tail.length > keep) {
      const cutAt = this.tail.length - keep;
      const newline = this.tail.indexOf("\n", cutAt - 1);
      const from = newline >= 0 && newline + 1 < this.tail.length ? newline + 1 : cutAt;
      this.dropped += (this.tail.slice(0, from).match(/\n/g) ?? []).length;
      this.tail = this.tail.slice(from);
    }
    if (this.partial.length > this.tailBytes) this.partial = this.partial.slice(-this.tailBytes);
  }
  /** The excerpt: the lines that look like errors and the last `tail` ones, with what was left out counted. */
  excerpt(options = {}) {
    const tailLines = [...this.tail.split("\n"), this.partial].filter((line) => line.trim() !== "");
    return outputExcerpt([...this.head, ...tailLines], {
      ...options,
      gap: { at: this.head.length, lines: this.dropped }
    });
  }
};

export {
  firstErrorLine,
  isLeftOut,
  outputExcerpt,
  StreamExcerpt
};
//# sourceMappingURL=chunk-MQ2PVAKA.js.map
