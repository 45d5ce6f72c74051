/**
 * Every tokenizer package whose rank table `models install` builds has that table pinned (src/models/model-packages.ts,
 * `table`): the action keeps only a pinned table in the Actions cache, and a restored table is used only when its
 * sha256 is the pin's (docs/model-data.md, "In the Actions cache, pinned"). A package added without its table's pin
 * would be rebuilt on every runner, silently.
 */
import { describe, expect, it } from "vitest";
import { TABLE_KINDS } from "../../../src/models/local-model-data.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";

describe("rank table pins", () => {
  it.each(Object.entries(TABLE_KINDS))(
    "%s (%s) pins the table derived from its pinned tokenizer.json",
    (name, kind) => {
      const pin = MODEL_PACKAGES[name];
      expect(pin, `${name} is not a pinned package`).toBeDefined();
      const tokenizer = pin?.files["models/tokenizer.json"];
      expect(tokenizer).toMatch(/^[0-9a-f]{64}$/);
      // The table is named by the sha256 of the tokenizer.json it was derived from (.sp.bin for SentencePiece).
      expect(pin?.table?.file).toBe(`${tokenizer}${kind === "sentencepiece" ? ".sp.bin" : ".bin"}`);
      expect(pin?.table?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(pin?.table?.size).toBeGreaterThan(1_000_000);
    },
  );
});
