/**
 * A counter on a rank table with gpt-tokenizer's own byte-pair code: its BytePairEncodingCore merges the
 * ordinary (short) pieces, built on an empty vocabulary (nothing to fill), with its two lookups answered by
 * the table exactly as its Map and binary search answer them (test/integration/vocabulary/vocabulary-table.test.ts holds both to
 * gpt-tokenizer's counts and js-tiktoken's). A long piece (a 100 KB word) is merged by ./long-piece.ts in
 * O(n log n) with the same lookups, instead of gpt-tokenizer's O(n²) scan (test/integration/vocabulary/long-runs.test.ts).
 */
import { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import { tryConvertToString } from "gpt-tokenizer/utfUtil";
import { drain, mergeLongPiece } from "./long-piece.js";
import { RankTable } from "./rank-table.js";

export interface EncodingParams {
  tokenSplitRegex: RegExp;
  specialTokensEncoder: Map<string, number>;
}

/** A counter of text, whole or in steps that yield now and then (for a caller that lets signals run). */
export interface TableCounter {
  count(text: string): number;
  countSteps(text: string): Generator<void, number, undefined>;
}

/** The members of gpt-tokenizer's core used here; the two lookups are answered by the table. */
const MEMBERS = ["getBpeRankFromString", "getBpeRankFromBytes", "bytePairEncode", "bytePairMerge"] as const;

/**
 * Pieces of at least this many UTF-16 code units go to the O(n log n) merge; shorter ones to gpt-tokenizer's
 * scan, which is faster on the short pieces of ordinary text (and caches them). Above the longest token too
 * (128 bytes in both vocabularies; checked at load), so such a piece is never one token by itself.
 */
export const LONG_PIECE_CHARS = 256;

/** Pieces between two yields of countSteps. */
const PIECES_PER_YIELD = 1024;

/** Long pieces whose counts are kept: a tool's long description is counted thrice (raw, model, the field). */
const LONG_CACHE_SIZE = 8;

interface CoreInternals {
  getBpeRankFromString(key: string): number | undefined;
  getBpeRankFromBytes(key: Uint8Array): number | undefined;
  bytePairEncode(piece: string): number[];
}

/** Counts tokens of text as gpt-tokenizer's countTokens(text, { allowedSpecial: none, disallowedSpecial: none }). */
export function tableCounter(params: EncodingParams, data: Uint8Array): TableCounter {
  for (const name of MEMBERS) {
    if (typeof (BytePairEncodingCore.prototype as unknown as Record<string, unknown>)[name] !== "function") {
      throw new Error(`gpt-tokenizer's BytePairEncodingCore has no ${name}: revisit src/core/vocabulary/encoder.ts`);
    }
  }
  const table = new RankTable(data);
  const core = new BytePairEncodingCore({
    bytePairRankDecoder: [],
    specialTokensEncoder: params.specialTokensEncoder,
    tokenSplitRegex: params.tokenSplitRegex,
  }) as unknown as CoreInternals;
  const getBpeRankFromString = (key: string): number | undefined => table.rankOfString(key);
  // As gpt-tokenizer does it: bytes that are UTF-8 are looked up as their string, the rest as bytes; but
  // not its one slip. Its decoder drops a leading byte-order mark (EF BB BF), so a pair that starts with one
  // was looked up without it: U+FEFF counted one or two tokens more than tiktoken. Tokens that start with a
  // BOM are held as bytes in both tables (test/integration/vocabulary/vocabulary-table.test.ts), so such a key is looked up as bytes.
  const getBpeRankFromBytes = (key: Uint8Array): number | undefined => {
    if (startsWithBom(key)) return table.rankOfNonUtf8(key);
    const text = tryConvertToString(key);
    return text === undefined ? table.rankOfNonUtf8(key) : getBpeRankFromString(text);
  };
  Object.assign(core, { getBpeRankFromString, getBpeRankFromBytes });
  const regex = params.tokenSplitRegex;
  const long = longPieces(table, getBpeRankFromBytes);

  // With no special token allowed, gpt-tokenizer's countNative is this loop over the regex's pieces.
  const count = (text: string): number => {
    let tokens = 0;
    for (const [piece] of text.matchAll(regex)) {
      if (piece.length >= LONG_PIECE_CHARS) tokens += drain(long.countSteps(piece));
      else tokens += core.getBpeRankFromString(piece) !== undefined ? 1 : core.bytePairEncode(piece).length;
    }
    return tokens;
  };
  function* countSteps(text: string): Generator<void, number, undefined> {
    let tokens = 0;
    let pieces = 0;
    for (const [piece] of text.matchAll(regex)) {
      if (piece.length >= LONG_PIECE_CHARS) tokens += yield* long.countSteps(piece);
      else tokens += core.getBpeRankFromString(piece) !== undefined ? 1 : core.bytePairEncode(piece).length;
      if (++pieces % PIECES_PER_YIELD === 0) yield;
    }
    return tokens;
  }
  return { count, countSteps };
}

/** Whether bytes start with UTF-8's byte-order mark, which TextDecoder would drop. */
function startsWithBom(key: Uint8Array): boolean {
  return key.length >= 3 && key[0] === 0xef && key[1] === 0xbb && key[2] === 0xbf;
}

/** The long-piece merge on a table, with gpt-tokenizer's lookup, and the counts of the last few long pieces. */
export function longPieces(
  table: RankTable,
  getBpeRankFromBytes: (key: Uint8Array) => number | undefined,
): {
  countSteps(piece: string): Generator<void, number, undefined>;
  mergeSteps(bytes: Uint8Array): Generator<void, number[], undefined>;
} {
  const maxToken = table.maxTokenBytes();
  if (maxToken >= LONG_PIECE_CHARS) {
    throw new Error(`a token of ${maxToken} bytes: LONG_PIECE_CHARS in src/core/vocabulary/encoder.ts must exceed it`);
  }
  // No pair longer than the longest token has a rank (a leading byte-order mark is looked up with it).
  const maxPairBytes = maxToken;
  const rankOf = (piece: Uint8Array, start: number, end: number): number => {
    let ascii = true;
    for (let i = start; i < end; i++) {
      if ((piece[i] as number) > 0x7f) {
        ascii = false;
        break;
      }
    }
    // ASCII bytes are their own string: the table finds the string token by the bytes directly.
    if (ascii) return table.rankOfStringBytes(piece, start, end);
    return getBpeRankFromBytes(piece.subarray(start, end)) ?? -1;
  };
  const encoder = new TextEncoder();
  const cache = new Map<string, number>();
  const mergeSteps = (bytes: Uint8Array) => mergeLongPiece(bytes, rankOf, maxPairBytes);
  function* countSteps(piece: string): Generator<void, number, undefined> {
    const known = cache.get(piece);
    if (known !== undefined) return known;
    // No token is as long as the piece (its UTF-8 is at least as many bytes as its code units), so it is
    // merged, as gpt-tokenizer's countNative does after its lookup of the whole piece finds nothing.
    const tokens = (yield* mergeSteps(encoder.encode(piece))).length;
    if (cache.size >= LONG_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(piece, tokens);
    return tokens;
  }
  return { countSteps, mergeSteps };
}
