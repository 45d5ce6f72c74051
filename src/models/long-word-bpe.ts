/**
 * The BPE of one long pre-token of a tokenizer.json model (@huggingface/tokenizers' `BPE.bpe`), in
 * O(n log n) on typed arrays, giving the same tokens.
 *
 * Why: the library merges a word with a heap too, but over one object per character and per merge (each
 * merge copies its left neighbour and leaves the old nodes in the heap), with a JSON.stringify of the pair
 * for every rank lookup: about 13 µs per character at 128,000 characters and growing with the word (a
 * 2 M-character word took 128 s on qwen3), the garbage collector walking ever more live nodes.
 *
 * Same order as the library: it pops the pair of the lowest `rank + start / length`, that is the lowest
 * merge rank, the leftmost of equal ranks (a merged part keeps the start of its left half). Here the heap
 * holds (rank, start) keys; an entry whose part has died or whose pair has changed since is skipped, as the
 * library skips deleted nodes. Held to the library's own `bpe` on random words (test/integration/models/hf-long-words.test.ts).
 *
 * Only for models this describes exactly: merges whose every result is in the vocabulary, no end-of-word or
 * continuing-subword suffix, a vocabulary under 2^18 ids and 2^20 merges; a word with a character outside the vocabulary is
 * left to the library (null).
 */

/** The fields of the library's BPE model this reads. */
export interface HfBpeModel {
  tokens_to_ids: Map<string, number>;
  vocab: string[];
  merges: ReadonlyArray<readonly [string, string]>;
  end_of_word_suffix?: string | null;
  continuing_subword_suffix?: string | null;
}

export const ID_BITS = 2 ** 18;
const MAX_MERGES = 2 ** 20;
/** Heap keys are rank * START_SPAN + start: exact in a double for ranks under 2^20 and starts under 2^32. */
const START_SPAN = 2 ** 32;

/** A merge of long words for `model`, or null when the model is not one this merges exactly. */
export function longWordBpe(model: HfBpeModel): ((word: string) => string[] | null) | null {
  if (model.end_of_word_suffix || model.continuing_subword_suffix) return null;
  if (!(model.tokens_to_ids instanceof Map) || !Array.isArray(model.merges)) return null;
  if (model.vocab.length >= ID_BITS || model.merges.length >= MAX_MERGES) return null;
  const rankOf = new Map<number, number>();
  const mergedId = new Int32Array(model.merges.length);
  for (const [rank, merge] of model.merges.entries()) {
    const [a, b] = merge;
    const left = model.tokens_to_ids.get(a);
    const right = model.tokens_to_ids.get(b);
    const merged = model.tokens_to_ids.get(a + b);
    // A merge the vocabulary cannot name: the library would still make its string; leave such models to it.
    if (left === undefined || right === undefined || merged === undefined) return null;
    const key = left * ID_BITS + right;
    // The library's map keeps the last rank of a repeated merge.
    rankOf.set(key, rank);
    mergedId[rank] = merged;
  }
  return (word) => mergeWord(word, model, rankOf, mergedId);
}

function mergeWord(
  word: string,
  model: HfBpeModel,
  rankOf: Map<number, number>,
  mergedId: Int32Array,
): string[] | null {
  const chars = Array.from(word);
  const id = new Int32Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const known = model.tokens_to_ids.get(chars[i] as string);
    if (known === undefined) return null;
    id[i] = known;
  }
  return mergeIds(id, rankOf, mergedId).map((token) => model.vocab[token] as string);
}

/** The rank of a pair keyed left * 2^18 + right: a Map, or byte-level-bpe.ts's typed table. */
export interface RankLookup {
  get(key: number): number | undefined;
}

/**
 * Merges the parts `id` (overwritten) by the lowest merge rank first, the leftmost of equal ranks, as the
 * library does; `rankOf` maps left * 2^18 + right to the merge's rank, `mergedId` a rank to its result.
 */
export function mergeIds(id: Int32Array, rankOf: RankLookup, mergedId: Int32Array): number[] {
  const n = id.length;
  if (n === 0) return [];
  if (n === 1) return [id[0] as number];
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  // pairRank[i]: the rank of part i merged with the part after it, -1 when none; alive[i]: part i exists.
  const pairRank = new Int32Array(n).fill(-1);
  const alive = new Uint8Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  let heap = new Float64Array(Math.max(16, n));
  let size = 0;
  const push = (key: number) => {
    if (size === heap.length) {
      const grown = new Float64Array(heap.length * 2);
      grown.set(heap);
      heap = grown;
    }
    let at = size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = heap[parent] as number;
      if (above <= key) break;
      heap[at] = above;
      at = parent;
    }
    heap[at] = key;
  };
  const pop = (): number => {
    const top = heap[0] as number;
    const last = heap[--size] as number;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && (heap[child + 1] as number) < (heap[child] as number)) child++;
      if ((heap[child] as number) >= last) break;
      heap[at] = heap[child] as number;
      at = child;
    }
    heap[at] = last;
    return top;
  };
  const rankPair = (i: number) => {
    const j = next[i] as number;
    const rank = j < 0 ? undefined : rankOf.get((id[i] as number) * ID_BITS + (id[j] as number));
    pairRank[i] = rank ?? -1;
    if (rank !== undefined) push(rank * START_SPAN + i);
  };
  for (let i = 0; i + 1 < n; i++) rankPair(i);
  while (size > 0) {
    const key = pop();
    const rank = Math.floor(key / START_SPAN);
    const i = key - rank * START_SPAN;
    // Stale: the part was merged into its left neighbour, or its pair changed since this entry was pushed.
    if (alive[i] === 0 || pairRank[i] !== rank) continue;
    const j = next[i] as number;
    id[i] = mergedId[rank] as number;
    alive[j] = 0;
    const after = next[j] as number;
    next[i] = after;
    if (after >= 0) prev[after] = i;
    rankPair(i);
    const before = prev[i] as number;
    if (before >= 0) rankPair(before);
  }
  const out: number[] = [];
  for (let i = 0; i >= 0; i = next[i] as number) out.push(id[i] as number);
  return out;
}
