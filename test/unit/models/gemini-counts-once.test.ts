/**
 * Every Gemini id (gemini, gemini-2.5-flash, gemini-2.5-pro) shares one loaded Gemma 3 tokenizer and counts
 * the same texts: each text is tokenized once for all of them (issue 38: three ids cost about what one does),
 * and what is remembered is bounded, so a huge listing is counted again rather than held.
 */
import { describe, expect, it } from "vitest";
import { functionDeclarationsJson, geminiCounter } from "../../../src/core/models/gemini.js";
import { type LoadedGeminiTokenizer, remembered } from "../../../src/models/local-model-data.js";

/** A stand-in tokenizer that counts characters and records every text it is asked to count. */
function recording(): { loaded: LoadedGeminiTokenizer; asked: string[] } {
  const asked: string[] = [];
  const loaded: LoadedGeminiTokenizer = {
    countTokens: (text) => {
      asked.push(text);
      return text.length;
    },
    warnings: [],
    tokenizer: "sentencepiece BPE table",
  };
  return { loaded, asked };
}

const tools = [
  { name: "search", description: "Search the notes.", inputSchema: { type: "object", additionalProperties: false } },
  { name: "read", description: "Read one note.", inputSchema: { type: "object" } },
];

describe("the Gemini ids' shared tokenizer", () => {
  it("tokenizes each text once for all the ids, with the same figures", async () => {
    const { loaded, asked } = recording();
    const shared = remembered(loaded);
    const ids = ["gemini", "gemini-2.5-flash", "gemini-2.5-pro"].map(() => geminiCounter(shared.countTokens));
    const counts = [];
    for (const counter of ids) counts.push(await counter.count(tools, "Use the notes."));
    // Each tool alone, the whole array, the instructions: four texts, once each.
    expect(asked).toHaveLength(4);
    expect(new Set(asked).size).toBe(4);
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[2]).toEqual(counts[0]);
    expect(counts[0]?.tools).toBe(functionDeclarationsJson(tools).length);
  });

  it("holds at most its limit of characters: past it, a text is counted again", () => {
    const { loaded, asked } = recording();
    const shared = remembered(loaded, 10);
    expect(shared.countTokens("12345678")).toBe(8);
    expect(shared.countTokens("12345678")).toBe(8);
    expect(shared.countTokens("abcdefgh")).toBe(8);
    expect(shared.countTokens("abcdefgh")).toBe(8);
    expect(asked).toEqual(["12345678", "abcdefgh", "abcdefgh"]);
  });
});
