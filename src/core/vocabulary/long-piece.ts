/**
 * Byte-pair merging of one long piece in O(n log n): the same merges as gpt-tokenizer's bytePairMerge, in
 * the same order, found with a heap instead of a scan.
 *
 * gpt-tokenizer's merge scans every pair for the lowest rank, merges it (an array splice) and scans again:
 * O(n²) for a piece of n bytes. A piece is one pre-tokenized run (a word, a run of spaces), and a tool's
 * description can hold a 400 KB word: minutes of counting. This merge keeps the parts as a linked list and
 * the pairs in a binary heap ordered by (rank, position), so each step takes the pair the scan would take
 * (the lowest rank, the leftmost of equal ranks) and updates the two pairs the scan updates. Equal by
 * construction, and held to the scan by test/integration/vocabulary/long-runs.test.ts on random pieces and to js-tiktoken on long
 * runs. tiktoken itself merges long pieces this way.
 *
 * It is a generator: it yields every few thousand steps, so a caller can let signals and timers run while
 * a long piece is merged (see ../count-steps.ts); drained at once, it is an ordinary function.
 */

/** The rank of the token with bytes piece[start..end), or -1: the lookup the scan makes, unchanged. */
export type RangeRank = (piece: Uint8Array, start: number, end: number) => number;

/** Steps (merges or lookups) between two yields. */
const STEPS_PER_YIELD = 4096;

/**
 * The ranks of the tokens `piece` merges into, as gpt-tokenizer's bytePairMerge returns them.
 * `maxPairBytes`: no pair longer than this has a rank (a shortcut only; the lookup would answer -1).
 */
export function* mergeLongPiece(
  piece: Uint8Array,
  rankOf: RangeRank,
  maxPairBytes: number,
): Generator<void, number[], undefined> {
  const n = piece.length;
  // Parts are named by their first byte; a part only ever grows to the right, so its name never changes.
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  // rank[i]: the rank of part i merged with the part after it, -1 when they make no token.
  const rank = new Int32Array(n);
  const heap = new Int32Array(n);
  // where[i]: part i's index in the heap, -1 when it is not there.
  const where = new Int32Array(n).fill(-1);
  let size = 0;

  const pairRank = (start: number, end: number): number =>
    end > n || end - start > maxPairBytes ? -1 : rankOf(piece, start, end);
  // The scan's order: the lower rank first, the leftmost of equal ranks.
  const before = (a: number, b: number): boolean =>
    (rank[a] as number) < (rank[b] as number) || (rank[a] === rank[b] && a < b);
  const place = (at: number, part: number) => {
    heap[at] = part;
    where[part] = at;
  };
  const up = (at: number) => {
    const part = heap[at] as number;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = heap[parent] as number;
      if (!before(part, above)) break;
      place(at, above);
      at = parent;
    }
    place(at, part);
  };
  const down = (at: number) => {
    const part = heap[at] as number;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size && before(heap[right] as number, heap[child] as number)) child = right;
      const below = heap[child] as number;
      if (!before(below, part)) break;
      place(at, below);
      at = child;
    }
    place(at, part);
  };
  const remove = (part: number) => {
    const at = where[part] as number;
    if (at < 0) return;
    where[part] = -1;
    size--;
    if (at === size) return;
    place(at, heap[size] as number);
    up(at);
    down(where[heap[at] as number] as number);
  };
  /** Sets part's pair rank and its place in the heap (out of it when the pair makes no token). */
  const rerank = (part: number, value: number) => {
    if (value < 0) {
      remove(part);
      rank[part] = -1;
      return;
    }
    const old = rank[part] as number;
    rank[part] = value;
    const at = where[part] as number;
    if (at < 0) {
      place(size, part);
      size++;
      up(size - 1);
    } else if (old < 0 || value < old) up(at);
    else down(at);
  };

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
    const part = heap[0] as number;
    // Part `part` takes in the part after it; that part's own pair goes, and two pairs change.
    const absorbed = next[part] as number;
    const after = next[absorbed] as number;
    remove(absorbed);
    next[part] = after;
    if (after <= n) prev[after] = part;
    rerank(part, after < n ? pairRank(part, next[after] as number) : -1);
    const left = prev[part] as number;
    if (left >= 0) rerank(left, pairRank(left, after));
    if (++steps % STEPS_PER_YIELD === 0) yield;
  }

  const ranks: number[] = [];
  for (let part = 0; part < n; part = next[part] as number) {
    const value = rankOf(piece, part, next[part] as number);
    if (value < 0)
      throw new Error(`The byte-pair encoding does not contain a value for: ${piece.subarray(part, next[part])}`);
    ranks.push(value);
  }
  return ranks;
}

/** Runs a counting generator to its end, synchronously. */
export function drain<T>(steps: Generator<void, T, undefined>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
