/**
 * Long runs (one pre-tokenized piece of thousands of bytes: a long word, a run of spaces) are merged in
 * O(n log n) by src/core/vocabulary/long-piece.ts, and give the tokens gpt-tokenizer's O(n²) scan gives:
 * - the merge itself, token for token, against gpt-tokenizer's own bytePairMerge on its own Map of the
 *   vocabulary, on random pieces (letters, spaces, any code point, bytes that are not UTF-8, BOMs);
 * - whole counts against js-tiktoken on long runs of every kind, at sizes its own quadratic merge can do
 *   (2,000 characters: seconds), and against gpt-tokenizer's countTokens on runs of 20,000 and 100,000;
 * - counting in steps (what measure runs, yielding between steps) equals counting at once.
 */
import fc from "fast-check";
import { BytePairEncodingCore } from "gpt-tokenizer/BytePairEncodingCore";
import cl100kRanks from "gpt-tokenizer/bpeRanks/cl100k_base";
import o200kRanks from "gpt-tokenizer/bpeRanks/o200k_base";
import { countTokens as gptCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as gptO200k } from "gpt-tokenizer/encoding/o200k_base";
import { tryConvertToString } from "gpt-tokenizer/utfUtil";
import { beforeAll, describe, expect, it } from "vitest";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { LONG_PIECE_CHARS, longPieces } from "../../../src/core/vocabulary/encoder.js";
import { drain } from "../../../src/core/vocabulary/long-piece.js";
import { buildRankTable, RankTable } from "../../../src/core/vocabulary/rank-table.js";
import { oracleCount } from "../../helpers/oracle.js";

const AS_TEXT = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
const VOCABULARIES = {
  o200k_base: { ranks: o200kRanks, gpt: (text: string) => gptO200k(text, AS_TEXT) },
  cl100k_base: { ranks: cl100kRanks, gpt: (text: string) => gptCl100k(text, AS_TEXT) },
};
type Name = keyof typeof VOCABULARIES;
const NAMES = Object.keys(VOCABULARIES) as Name[];

/** Runs of each kind, `n` characters long (a piece each, or a few: the regex decides). */
function runs(n: number, seed = 1): Array<[string, string]> {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (alphabet: string) =>
    Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
  return [
    ["one letter", "a".repeat(n)],
    ["a random word", pick("abcdefghijklmnopqrstuvwxyz")],
    ["a word in mixed case", pick("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")],
    ["spaces", `${" ".repeat(n)}x`],
    ["spaces at the end", " ".repeat(n)],
    ["digits", pick("0123456789")],
    ["punctuation", pick("!#$%&*+-./:;=?@^_|~")],
    ["accented letters", pick("éèêëàâäôöûüçñ")],
    ["CJK", pick("日本語中文漢字")],
    ["letters of four bytes", pick("𝔘𝔫𝔦𝔠𝔬𝔡𝔢")],
    ["a word with a BOM inside", pick("ab\ufeffcd")],
    ["mixed", pick("ab Cd 12 é日 !?")],
  ];
}

const encoders: Partial<Record<Name, Encoder>> = {};
beforeAll(async () => {
  for (const encoder of await loadEncoders(NAMES)) encoders[encoder.name as Name] = encoder;
});
const encoder = (name: Name) => encoders[name] as Encoder;

describe.each(NAMES)("%s", (name) => {
  const { ranks, gpt } = VOCABULARIES[name];

  it("merges long pieces token for token as gpt-tokenizer's own scan does (on its own Map)", () => {
    const table = new RankTable(buildRankTable(ranks));
    const lookup = (key: Uint8Array) => {
      const text = tryConvertToString(key);
      return text === undefined ? table.rankOfNonUtf8(key) : table.rankOfString(text);
    };
    const heap = longPieces(table, lookup);
    const scan = new BytePairEncodingCore({ bytePairRankDecoder: ranks, tokenSplitRegex: /./gu }) as unknown as {
      bytePairMerge(piece: Uint8Array): number[];
    };
    const unit = fc.oneof(
      // No U+FEFF: gpt-tokenizer's scan looks a leading BOM up without it, the merge here with it (the runs
      // with one are held to js-tiktoken below).
      fc.constantFrom("a", "e", "th", "ing", " ", "  ", "é", "日", "😀", "0", "!", "\n"),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }),
    );
    const pieces = fc.oneof(
      fc.array(unit, { minLength: 100, maxLength: 600 }).map((parts) => new TextEncoder().encode(parts.join(""))),
      // Bytes that are not UTF-8 too: the lookups' other path.
      fc.uint8Array({ minLength: 200, maxLength: 1500 }),
    );
    fc.assert(
      fc.property(pieces, (piece) => {
        expect(drain(heap.mergeSteps(piece))).toEqual(scan.bytePairMerge(piece));
      }),
      { numRuns: 300 },
    );
    for (const [, text] of runs(3000).filter(([, t]) => !t.includes("\ufeff"))) {
      const piece = new TextEncoder().encode(text);
      expect(drain(heap.mergeSteps(piece))).toEqual(scan.bytePairMerge(piece));
    }
  }, 120_000);

  it("counts long runs of every kind as js-tiktoken counts them (2,000 characters)", () => {
    expect(LONG_PIECE_CHARS).toBeLessThan(2000);
    for (const [kind, text] of runs(2000, 7)) {
      expect({ kind, count: encoder(name).count(text) }).toEqual({ kind, count: oracleCount(text, name) });
    }
  }, 120_000);

  it("counts runs of 20,000 characters and a word of 100,000 as gpt-tokenizer's countTokens does", () => {
    // The BOM run is held to js-tiktoken above (gpt-tokenizer counts U+FEFF apart from tiktoken).
    for (const [kind, text] of runs(20_000, 11).filter(([, t]) => !t.includes("\ufeff"))) {
      expect({ kind, count: encoder(name).count(text) }).toEqual({ kind, count: gpt(text) });
    }
    const word = runs(100_000, 13)[1]?.[1] as string;
    expect(encoder(name).count(word)).toBe(gpt(word));
  }, 300_000);

  it("counts in steps exactly as at once, and yields on long input", () => {
    const { count, countSteps } = encoder(name);
    if (!countSteps) throw new Error(`${name} has no countSteps`);
    const steps = (text: string) => {
      const generator = countSteps(text);
      let yields = 0;
      for (;;) {
        const step = generator.next();
        if (step.done) return { tokens: step.value, yields };
        yields++;
      }
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ unit: "grapheme", maxLength: 30 }), fc.constantFrom("a".repeat(400), " ".repeat(300))),
          {
            maxLength: 20,
          },
        ),
        (parts) => {
          const text = parts.join("");
          expect(steps(text).tokens).toBe(count(text));
        },
      ),
      { numRuns: 500 },
    );
    const word = "ab".repeat(50_000);
    const stepped = steps(word);
    expect(stepped.tokens).toBe(count(word));
    expect(stepped.yields).toBeGreaterThan(10);
  }, 120_000);
});
