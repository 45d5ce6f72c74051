import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/vocabulary/long-piece.ts
var STEPS_PER_YIELD = 4096;
function* mergeLongPiece(piece, rankOf, maxPairBytes) {
  const n = piece.length;
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  const where = new Int32Array(n).fill(-1);
  let size = 0;
  const pairRank = /* @__PURE__ */ __name((start, end) => end > n || end - start > maxPairBytes ? -1 : rankOf(piece, start, end), "pairRank");
  const before = /* @__PURE__ */ __name((a, b) => rank[a] < rank[b] || rank[a] === rank[b] && a < b, "before");
  const place = /* @__PURE__ */ __name((at, part) => {
    heap[at] = part;
    where[part] = at;
  }, "place");
  const up = /* @__PURE__ */ __name((at) => {
    const part = heap[at];
    while (at > 0) {
      const parent = at - 1 >> 1;
      const above = heap[parent];
      if (!before(part, above)) break;
      place(at, above);
      at = parent;
    }
    place(at, part);
  }, "up");
  const down = /* @__PURE__ */ __name((at) => {
    const part = heap[at];
    for (; ; ) {
      let child = 2 * at + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size && before(heap[right], heap[child])) child = right;
      const below = heap[child];
      if (!before(below, part)) break;
      place(at, below);
      at = child;
    }
    place(at, part);
  }, "down");
  const remove = /* @__PURE__ */ __name((part) => {
    const at = where[part];
    if (at < 0) return;
    where[part] = -1;
    size--;
    if (at === size) return;
    place(at, heap[size]);
    up(at);
    down(where[heap[at]]);
  }, "remove");
  const rerank = /* @__PURE__ */ __name((part, value) => {
    if (value < 0) {
      remove(part);
      rank[part] = -1;
      return;
    }
    const old = rank[part];
    rank[part] = value;
    const at = where[part];
    if (at < 0) {
      place(size, part);
      size++;
      up(size - 1);
    } else if (old < 0 || value < old) up(at);
    else down(at);
  }, "rerank");
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  let steps = 0;
  for (let i = 0; i < n; i++) {
    const value = pairRank(i, i + 2);
    rank[i] = value;
    if (value >= 0) place(size++, i);
    if (++steps % STEPS_PER_YIELD === 0) yield;
  }
  for (let at = (size >> 1) - 1; at >= 0; at--) down(at);
  while (size > 0) {
    const part = heap[0];
    const absorbed = next[part];
    const after = next[absorbed];
    remove(absorbed);
    next[part] = after;
    if (after <= n) prev[after] = part;
    rerank(part, after < n ? pairRank(part, next[after]) : -1);
    const left = prev[part];
    if (left >= 0) rerank(left, pairRank(left, after));
    if (++steps % STEPS_PER_YIELD === 0) yield;
  }
  const ranks = [];
  for (let part = 0; part < n; part = next[part]) {
    const value = rankOf(piece, part, next[part]);
    if (value < 0)
      throw new Error(`The byte-pair encoding does not contain a value for: ${piece.subarray(part, next[part])}`);
    ranks.push(value);
  }
  return ranks;
}
__name(mergeLongPiece, "mergeLongPiece");
function drain(steps) {
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
__name(drain, "drain");

export {
  mergeLongPiece,
  drain
};
//# sourceMappingURL=chunk-QDO335QN.js.map
