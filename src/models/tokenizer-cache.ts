/**
 * A cache for the long words of a tokenizer.json BPE (`@huggingface/tokenizers`), so that a prompt full of
 * long whitespace runs tokenizes in time linear in its length.
 *
 * Why: Llama 3.x's templates print each tool as `tojson(indent=4)`, so a schema nested d levels deep puts
 * runs of up to 4d spaces in the prompt, each one pre-token. The library merges a pre-token in a heap
 * (about 20-50 µs per character of whitespace) and caches only pre-tokens under 256 characters, so every
 * deeper line was merged again on every render: 2-4.5 s per tool nested 126 levels, on each of the renders
 * a count makes. The same run always merges to the same tokens (BPE is a function of the pre-token), so a
 * second cache for long pre-tokens that merge to few tokens gives the same ids with one merge per length.
 *
 * Bounded: only pre-tokens that shrink at least 8x (whitespace and other repeats; ordinary long words do
 * not, and caching them would hold their token arrays) are kept, and at most CACHED_CHARS characters of
 * them, so a hostile listing of distinct long runs costs what it did before, not memory.
 *
 * Long words that do not repeat (a 1 MB word in a description) are merged by long-word-bpe.ts instead of
 * the library's own merge, which is slow and superlinear on them; same tokens, O(n log n).
 */
import { type HfBpeModel, longWordBpe } from "./long-word-bpe.js";

/** Characters of long pre-tokens kept in all (the keys; the token arrays are at most an eighth of it). */
export const CACHED_CHARS = 8 * 1024 * 1024;

/** Pre-tokens from this many characters on are merged by long-word-bpe.ts (the library's own up to it). */
export const LONG_WORD_CHARS = 256;

/** The part of a loaded tokenizer this touches: its model's `bpe`, where the library keeps its own cache. */
interface BpeTokenizer {
  model: Partial<HfBpeModel> & { bpe?: (token: string) => string[]; max_length_to_cache?: number };
}

/** Wraps the tokenizer's BPE (a BPE model only; others are left as they are) with the long-word cache. */
export function cacheLongWords<T>(tokenizer: T): T {
  const model = (tokenizer as unknown as BpeTokenizer).model;
  const bpe = model?.bpe;
  if (typeof bpe !== "function") return tokenizer;
  const own = bpe.bind(model);
  // Built on the first long word: most prompts have none, and the rank table costs ~100 ms.
  let fast: ((word: string) => string[] | null) | null | undefined;
  const merge = (token: string): string[] => {
    if (token.length < LONG_WORD_CHARS) return own(token);
    if (fast === undefined) fast = longWordBpe(model as HfBpeModel);
    return fast?.(token) ?? own(token);
  };
  const long = new Map<string, string[]>();
  let chars = 0;
  model.bpe = (token: string) => {
    if (token.length < (model.max_length_to_cache ?? 256)) return merge(token);
    const hit = long.get(token);
    if (hit) return hit;
    const merged = merge(token);
    if (merged.length * 8 <= token.length && chars + token.length <= CACHED_CHARS) {
      long.set(token, merged);
      chars += token.length;
    }
    return merged;
  };
  return tokenizer;
}
