import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/long-word-bpe.ts
var ID_BITS = 2 ** 18;
var MAX_MERGES = 2 ** 20;
var START_SPAN = 2 ** 32;
function longWordBpe(model) {
  if (model.end_of_word_suffix || model.continuing_subword_suffix) return null;
  if (!(model.tokens_to_ids instanceof Map) || !Array.isArray(model.merges)) return null;
  if (model.vocab.length >= ID_BITS || model.merges.length >= MAX_MERGES) return null;
  const rankOf = /* @__PURE__ */ new Map();
  const mergedId = new Int32Array(model.merges.length);
  for (const [rank, merge] of model.merges.entries()) {
    const [a, b] = merge;
    const left = model.tokens_to_ids.get(a);
    const right = model.tokens_to_ids.get(b);
    const merged = model.tokens_to_ids.get(a + b);
    if (left === void 0 || right === void 0 || merged === void 0) return null;
    const key = left * ID_BITS + right;
    rankOf.set(key, rank);
    mergedId[rank] = merged;
  }
  return (word) => mergeWord(word, model, rankOf, mergedId);
}
__name(longWordBpe, "longWordBpe");
function mergeWord(word, model, rankOf, mergedId) {
  const chars = Array.from(word);
  const id = new Int32Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const known = model.tokens_to_ids.get(chars[i]);
    if (known === void 0) return null;
    id[i] = known;
  }
  return mergeIds(id, rankOf, mergedId).map((token) => model.vocab[token]);
}
__name(mergeWord, "mergeWord");
function mergeIds(id, rankOf, mergedId) {
  const n = id.length;
  if (n === 0) return [];
  if (n === 1) return [id[0]];
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const pairRank = new Int32Array(n).fill(-1);
  const alive = new Uint8Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  let heap = new Float64Array(Math.max(16, n));
  let size = 0;
  const push = /* @__PURE__ */ __name((key) => {
    if (size === heap.length) {
      const grown = new Float64Array(heap.length * 2);
      grown.set(heap);
      heap = grown;
    }
    let at = size++;
    while (at > 0) {
      const parent = at - 1 >> 1;
      const above = heap[parent];
      if (above <= key) break;
      heap[at] = above;
      at = parent;
    }
    heap[at] = key;
  }, "push");
  const pop = /* @__PURE__ */ __name(() => {
    const top = heap[0];
    const last = heap[--size];
    let at = 0;
    for (; ; ) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && heap[child + 1] < heap[child]) child++;
      if (heap[child] >= last) break;
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = last;
    return top;
  }, "pop");
  const rankPair = /* @__PURE__ */ __name((i) => {
    const j = next[i];
    const rank = j < 0 ? void 0 : rankOf.get(id[i] * ID_BITS + id[j]);
    pairRank[i] = rank ?? -1;
    if (rank !== void 0) push(rank * START_SPAN + i);
  }, "rankPair");
  for (let i = 0; i + 1 < n; i++) rankPair(i);
  while (size > 0) {
    const key = pop();
    const rank = Math.floor(key / START_SPAN);
    const i = key - rank * START_SPAN;
    if (alive[i] === 0 || pairRank[i] !== rank) continue;
    const j = next[i];
    id[i] = mergedId[rank];
    alive[j] = 0;
    const after = next[j];
    next[i] = after;
    if (after >= 0) prev[after] = i;
    rankPair(i);
    const before = prev[i];
    if (before >= 0) rankPair(before);
  }
  const out = [];
  for (let i = 0; i >= 0; i = next[i]) out.push(id[i]);
  return out;
}
__name(mergeIds, "mergeIds");

export {
  ID_BITS,
  longWordBpe,
  mergeIds
};
//# sourceMappingURL=chunk-JYCY46KH.js.map
