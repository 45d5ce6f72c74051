/**
 * The rank tables (src/core/vocabulary): counts on them equal gpt-tokenizer's own countTokens (on its Map of
 * the same vocabulary) and js-tiktoken's, on real tool definitions and on generated text that reaches every
 * lookup path: merges of bytes that are not UTF-8, lone surrogates, a byte-order mark, special-token text.
 * And the tables the build wrote into dist/ are the tables of the installed gpt-tokenizer, byte for byte.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import cl100kRanks from "gpt-tokenizer/bpeRanks/cl100k_base";
import o200kRanks from "gpt-tokenizer/bpeRanks/o200k_base";
import { countTokens as gptCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as gptO200k } from "gpt-tokenizer/encoding/o200k_base";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEncoders } from "../../../src/core/encodings.js";
import { buildRankTable, RankTable } from "../../../src/core/vocabulary/rank-table.js";
import { oracleCount } from "../../helpers/oracle.js";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const AS_TEXT = { allowedSpecial: new Set<string>(), disallowedSpecial: new Set<string>() };
const gpt = {
  o200k_base: (text: string) => gptO200k(text, AS_TEXT),
  cl100k_base: (text: string) => gptCl100k(text, AS_TEXT),
};
type Name = keyof typeof gpt;
const NAMES = Object.keys(gpt) as Name[];

/** Tool definitions as servers send them: every fixture tool list in the repository. */
function fixtureTexts(): string[] {
  const dir = path.join(ROOT, "test/fixtures/tools");
  const texts: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const parsed = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { tools?: unknown[] };
    for (const tool of parsed.tools ?? []) texts.push(JSON.stringify(tool), JSON.stringify(tool, null, 2));
  }
  return texts;
}

// Pieces that reach the merge path with awkward bytes, mixed into generated text.
const AWKWARD = [
  "\ud800",
  "\udfff",
  "a\ud83dz",
  "\ufeff",
  "\ufeffhello",
  " \ufeff\ufeff",
  "\ufffd\ufffd",
  "<|endoftext|>",
  "<|im_start|>user",
  "<|fim_prefix|>",
  "😀🫠👩‍👩‍👧",
  "日本語のテキスト",
  "Ünïcödé façade",
  "١٢٣٤٥٦",
  "\u0000\u0001\u007f",
  "\r\n\r\n   \t",
  "ǅǈǋ",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];

const anyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...AWKWARD),
      fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 12 }),
      fc.string({ unit: "grapheme", maxLength: 12 }),
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.string({ maxLength: 20 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

describe("counting on the rank tables", () => {
  const ours: Partial<Record<Name, (text: string) => number>> = {};
  beforeAll(async () => {
    for (const encoder of await loadEncoders(NAMES)) ours[encoder.name as Name] = encoder.count;
  });

  for (const name of NAMES) {
    it(`${name}: the fixture tool definitions count as gpt-tokenizer and js-tiktoken count them`, () => {
      const count = ours[name] as (text: string) => number;
      const texts = fixtureTexts();
      expect(texts.length).toBeGreaterThan(20);
      for (const text of texts) {
        const expected = oracleCount(text, name);
        expect(count(text)).toBe(expected);
        expect(gpt[name](text)).toBe(expected);
      }
    });

    // gpt-tokenizer decodes merged bytes with a TextDecoder that drops a leading byte-order mark, so it counts
    // "\ufeffhello" one or two tokens more than tiktoken does; the tables count as tiktoken (below), and agree
    // with gpt-tokenizer everywhere else.
    it(`${name}: generated text without U+FEFF (lone surrogates, special-token text, any code point) counts as gpt-tokenizer counts it`, () => {
      const count = ours[name] as (text: string) => number;
      fc.assert(
        fc.property(
          anyText.filter((text) => !text.includes("\ufeff")),
          (text) => {
            expect(count(text)).toBe(gpt[name](text));
          },
        ),
        { numRuns: 3000 },
      );
      for (const piece of AWKWARD.filter((p) => !p.includes("\ufeff"))) expect(count(piece)).toBe(gpt[name](piece));
    });

    it(`${name}: well-formed text, U+FEFF included, counts as js-tiktoken counts it`, () => {
      const count = ours[name] as (text: string) => number;
      fc.assert(
        fc.property(
          anyText.filter((text) => (text as string & { isWellFormed(): boolean }).isWellFormed()),
          (text) => {
            expect(count(text)).toBe(oracleCount(text, name));
          },
        ),
        { numRuns: 1000 },
      );
      for (const text of [
        "\ufeff",
        "\ufeff\ufeff",
        "a\ufeffb",
        "hello \ufeffworld",
        "\ufeffhello",
        " \ufeff\ufeff",
        "x\ufeff",
      ]) {
        expect({ text, count: count(text) }).toEqual({ text, count: oracleCount(text, name) });
      }
    });
  }
});

describe("the rank table", () => {
  it("finds every token by its bytes, and the string tokens by their string", () => {
    const table = new RankTable(buildRankTable(cl100kRanks));
    const encoder = new TextEncoder();
    expect(table.count).toBe(cl100kRanks.length);
    let nonUtf8 = 0;
    for (const [rank, value] of cl100kRanks.entries()) {
      if (typeof value === "string") {
        expect(table.rankOfString(value)).toBe(rank);
        expect(table.rankOfNonUtf8(encoder.encode(value))).toBeUndefined();
      } else {
        nonUtf8++;
        expect(table.rankOfNonUtf8(Uint8Array.from(value))).toBe(rank);
      }
    }
    expect(nonUtf8).toBeGreaterThan(100);
    expect(table.rankOfString("a word no vocabulary holds as one token")).toBeUndefined();
    expect(table.rankOfString("\ud800")).toBeUndefined();
  });

  it("refuses two ranks with the same bytes, and a buffer that is not a table", () => {
    expect(() => buildRankTable(["a", "b", "a"])).toThrow(/ranks 0 and 2 have the same bytes/);
    expect(() => buildRankTable(["a", [0x61]])).toThrow(/ranks 0 and 1 have the same bytes/);
    expect(() => new RankTable(new Uint8Array(64))).toThrow(/not a rank table/);
    expect(() => new RankTable(buildRankTable(["a", "b"]).subarray(0, 40))).toThrow(/truncated or malformed/);
  });

  it("in dist/ are the tables of the installed gpt-tokenizer (the bundle reads them instead of building them)", () => {
    const chunks = path.join(ROOT, "dist/chunks");
    for (const [name, ranks] of [
      ["o200k_base", o200kRanks],
      ["cl100k_base", cl100kRanks],
    ] as const) {
      const written = readFileSync(path.join(chunks, `${name}.bin`));
      expect(Buffer.compare(written, Buffer.from(buildRankTable(ranks)))).toBe(0);
    }
  });
});
