/**
 * A counter on a rank table with gpt-tokenizer's own byte-pair code: its BytePairEncodingCore splits, merges
 * and counts, built on an empty vocabulary (nothing to fill), with its two lookups answered by the table
 * exactly as its Map and binary search answer them (test/vocabulary-table.test.ts holds both to
 * gpt-tokenizer's counts and js-tiktoken's).
 */
import { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import { tryConvertToString } from "gpt-tokenizer/utfUtil";
import { RankTable } from "./rank-table.js";

export interface EncodingParams {
  tokenSplitRegex: RegExp;
  specialTokensEncoder: Map<string, number>;
}

/** The lookups gpt-tokenizer's core makes; the table answers them (its own would be an empty Map). */
const LOOKUPS = ["getBpeRankFromString", "getBpeRankFromBytes"] as const;

// Special-token text in a description is just text to a tool definition: no special token is allowed.
const NONE_ALLOWED = new Set<string>();

/** Counts tokens of text as gpt-tokenizer's countTokens(text, { allowedSpecial: none, disallowedSpecial: none }). */
export function tableCounter(params: EncodingParams, data: Uint8Array): (text: string) => number {
  for (const name of LOOKUPS) {
    if (typeof (BytePairEncodingCore.prototype as unknown as Record<string, unknown>)[name] !== "function") {
      throw new Error(`gpt-tokenizer's BytePairEncodingCore has no ${name}: revisit src/core/vocabulary/encoder.ts`);
    }
  }
  const table = new RankTable(data);
  const core = new BytePairEncodingCore({
    bytePairRankDecoder: [],
    specialTokensEncoder: params.specialTokensEncoder,
    tokenSplitRegex: params.tokenSplitRegex,
  });
  const getBpeRankFromString = (key: string): number | undefined => table.rankOfString(key);
  Object.assign(core, {
    getBpeRankFromString,
    // As gpt-tokenizer does it: bytes that are UTF-8 are looked up as their string, the rest as bytes.
    getBpeRankFromBytes: (key: Uint8Array): number | undefined => {
      const text = tryConvertToString(key);
      return text === undefined ? table.rankOfNonUtf8(key) : getBpeRankFromString(text);
    },
  });
  return (text) => core.countNative(text, NONE_ALLOWED);
}
