/**
 * A SentencePiece-style BPE counter for the tokenizer.json models whose BPE works on characters with byte
 * fallback (Gemma 3, the vocabulary of the Gemini estimate), loaded from a compact rank table instead of
 * through @huggingface/tokenizers.
 *
 * Why: the library parses Gemma 3's 33 MB tokenizer.json and keys 514,906 merges by JSON.stringify of each
 * pair: about 2.3 s of CPU and 360 MiB a load. The table holds what counting reads (the vocabulary in id
 * order as UTF-8, each merge as left, right and merged id in rank order, the added tokens) and loads in
 * tens of milliseconds.
 *
 * What it does, in the library's order (Tokenizer.encode_text, BPE.bpe, BPE.encode): split out the added
 * tokens (longest match, all of Gemma's are matched on the raw text), replace each " " by "▁" (the
 * normalizer; the pre-tokenizer then splits on " ", of which none is left, so a section is one word), make
 * each character a part (its token), merge by rank, the leftmost of equal ranks (long-word-bpe.ts's heap),
 * and spell a character outside the vocabulary as its UTF-8 bytes (`<0xNN>`, byte fallback; no merge
 * names such a character, so it parts the word into pieces merged alone). Held to the library on real
 * servers' tools and hostile strings (test/integration/models/gemini-table.test.ts).
 */
import { createHash } from "node:crypto";
import { type AddedToken, rankTable, splitter } from "./byte-level-bpe.js";
import { ID_BITS, mergeIds } from "./long-word-bpe.js";

export interface SentencePieceTable {
  /** The sha256 of the tokenizer.json it was derived from. */
  source: string;
  /**
   * The tokens that are one character, as (code point, id) pairs: a word's first parts. Merges name every
   * longer token by id, so the rest of the vocabulary is not needed to count (a lone surrogate is no token).
   */
  chars: Uint32Array;
  /** Three ids a merge, in rank order: left, right, merged. */
  merges: Uint32Array;
  addedTokens: AddedToken[];
  /** What an unknown character counts: its UTF-8 bytes (byte fallback), or one `<unk>` when a byte token is missing. */
  byteFallback: boolean;
}

const MAGIC = "mcp-token-budget sentencepiece BPE table 2\n";
const SPACE = "▁";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The table of a parsed tokenizer.json (`sha256` of its bytes), or a sentence saying why it has none: only
 * models this counts exactly as the library does.
 */
export function deriveSentencePieceTable(json: Record<string, unknown>, sha256: string): SentencePieceTable | string {
  const model = json.model as Record<string, unknown> | undefined;
  if (model?.type !== "BPE") return "not a BPE model";
  if (model.byte_fallback !== true) return "a BPE without byte fallback";
  if (model.end_of_word_suffix || model.continuing_subword_prefix || model.dropout || model.ignore_merges) {
    return "a BPE with suffixes, dropout or ignore_merges";
  }
  const normalizer = json.normalizer as Record<string, unknown> | null;
  const replace = normalizer?.pattern as Record<string, unknown> | undefined;
  if (normalizer?.type !== "Replace" || replace?.String !== " " || normalizer.content !== SPACE) {
    return 'a normalizer other than Replace " " by "▁"';
  }
  // After the normalizer no " " is left: a Split on the string " " leaves each section whole.
  const pre = json.pre_tokenizer as Record<string, unknown> | null;
  if (pre != null && !(pre.type === "Split" && isObject(pre.pattern) && pre.pattern.String === " ")) {
    return "a pre-tokenizer other than a Split on spaces";
  }
  const post = json.post_processor as { type?: unknown } | null;
  if (post != null && post.type !== "TemplateProcessing") return "another post-processor";
  const vocabObject = model.vocab as Record<string, number>;
  const vocab: string[] = [];
  for (const [token, id] of Object.entries(vocabObject)) vocab[id] = token;
  if (vocab.length > ID_BITS) return "a vocabulary too large for the table";
  const pairs: number[] = [];
  for (let id = 0; id < vocab.length; id++) {
    const token = vocab[id];
    if (token === undefined) return `no token with id ${id}`;
    const cp = token.codePointAt(0) as number;
    const one = token.length === (cp > 0xffff ? 2 : 1);
    const lone = token.length === 1 && cp >= 0xd800 && cp <= 0xdfff;
    if (one && !lone) pairs.push(cp, id);
  }
  const chars = Uint32Array.from(pairs);
  const rawMerges = model.merges as Array<string | [string, string]>;
  const merges = new Uint32Array(rawMerges.length * 3);
  for (const [rank, merge] of rawMerges.entries()) {
    const [left, right] = typeof merge === "string" ? (merge.split(" ", 2) as [string, string]) : merge;
    const ids = [vocabObject[left], vocabObject[right], vocabObject[left + right]];
    if (ids.some((id) => id === undefined) || !Object.hasOwn(vocabObject, left + right)) {
      return `merge ${rank} names a token outside the vocabulary`;
    }
    merges.set(ids as number[], rank * 3);
  }
  const addedTokens: AddedToken[] = [];
  for (const token of (json.added_tokens ?? []) as Array<Record<string, unknown>>) {
    if (token.single_word) return "a single_word added token";
    const special = token.special === true;
    const normalized = typeof token.normalized === "boolean" ? token.normalized : !special;
    // Matched after the normalizer: not a case this splits (Gemma's are all matched on the raw text).
    if (normalized) return "an added token matched after normalizing";
    addedTokens.push({
      id: Number(token.id),
      content: String(token.content),
      special,
      lstrip: token.lstrip === true,
      rstrip: token.rstrip === true,
      normalized,
    });
  }
  let byteFallback = true;
  for (let b = 0; b < 256; b++) {
    if (vocabObject[byteToken(b)] === undefined) byteFallback = false;
  }
  return { source: sha256, chars, merges, addedTokens, byteFallback };
}

const byteToken = (b: number) => `<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`;

/** The table as bytes: the magic line, a JSON header line, then merges and character pairs (little-endian u32). */
export function serializeSentencePieceTable(table: SentencePieceTable): Buffer {
  const view = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const body = Buffer.concat([view(table.merges), view(table.chars)]);
  const header = {
    source: table.source,
    byteFallback: table.byteFallback,
    addedTokens: table.addedTokens,
    merges: table.merges.length / 3,
    chars: table.chars.length / 2,
    body: createHash("sha256").update(body).digest("hex"),
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8"), body]);
}

/** The table in `bytes`, or null when they are not a whole table of this format (its body's sha256 checked). */
export function parseSentencePieceTable(bytes: Buffer): SentencePieceTable | null {
  if (bytes.subarray(0, MAGIC.length).toString("utf8") !== MAGIC) return null;
  const end = bytes.indexOf(10, MAGIC.length);
  if (end < 0) return null;
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
  const body = bytes.subarray(end + 1);
  if (createHash("sha256").update(body).digest("hex") !== header.body) return null;
  const mergeBytes = Number(header.merges) * 12;
  const charBytes = Number(header.chars) * 8;
  if (mergeBytes + charBytes !== body.length) return null;
  // Copies: the slice of a Buffer need not be 4-byte aligned.
  const u32 = (from: number, size: number) => {
    const array = new Uint32Array(size / 4);
    new Uint8Array(array.buffer).set(body.subarray(from, from + size));
    return array;
  };
  return {
    source: String(header.source),
    chars: u32(mergeBytes, charBytes),
    merges: u32(0, mergeBytes),
    addedTokens: header.addedTokens as AddedToken[],
    byteFallback: header.byteFallback === true,
  };
}

export interface SentencePieceCounter {
  /** The tokens of `text`, no special tokens added (the library's `encode(text, { add_special_tokens: false })`). */
  countTokens(text: string): number;
}

/** A counter over `table`. */
export function sentencePieceCounter(table: SentencePieceTable): SentencePieceCounter {
  const { merges } = table;
  const rankOf = rankTable(merges);
  const mergedId = new Int32Array(merges.length / 3);
  for (let rank = 0; rank < mergedId.length; rank++) mergedId[rank] = merges[rank * 3 + 2] as number;
  const encoder = new TextEncoder();
  const charIds = new Map<number, number>();
  for (let i = 0; i < table.chars.length; i += 2) charIds.set(table.chars[i] as number, table.chars[i + 1] as number);
  /** A character's token id, or -1 when the vocabulary has none (byte fallback; a lone surrogate is none). */
  const charId = (char: string): number => charIds.get(char.codePointAt(0) as number) ?? -1;
  const added = new Map(table.addedTokens.map((t) => [t.content, t]));
  const split = splitter(table.addedTokens.map((t) => t.content));
  const unknownCount = (char: string) => (table.byteFallback ? encoder.encode(char).length : 1);

  const countWord = (word: string): number => {
    let count = 0;
    let ids: number[] = [];
    const flush = () => {
      if (ids.length > 0) count += mergeIds(Int32Array.from(ids), rankOf, mergedId).length;
      ids = [];
    };
    for (const char of word) {
      const id = charId(char);
      if (id >= 0) ids.push(id);
      else {
        flush();
        count += unknownCount(char);
      }
    }
    flush();
    return count;
  };
  /** lstrip/rstrip of the added tokens among `sections`, in place, as the library does. */
  const strip = (sections: string[]) => {
    sections.forEach((section, i) => {
      const token = added.get(section);
      if (!token) return;
      if (token.lstrip && i > 0) sections[i - 1] = (sections[i - 1] as string).trimEnd();
      if (token.rstrip && i < sections.length - 1) sections[i + 1] = (sections[i + 1] as string).trimStart();
    });
    return sections;
  };
  return {
    countTokens(text) {
      let count = 0;
      for (const section of strip(split(text))) {
        if (section.length === 0) continue;
        if (added.has(section)) count += 1;
        else count += countWord(section.replaceAll(" ", SPACE));
      }
      return count;
    },
  };
}
