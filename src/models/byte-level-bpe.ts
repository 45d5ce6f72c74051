/**
 * A byte-level BPE encoder for the tokenizer.json models whose BPE is GPT-2's byte-level kind (Qwen2/3,
 * Llama 3, DeepSeek V3), loaded from a compact rank table instead of through @huggingface/tokenizers.
 *
 * Why: the library parses the 9-11 MB tokenizer.json (~0.15-0.7 s) and then builds a map keyed by
 * JSON.stringify of every merge pair (~1-2 s), so a qwen3 or llama-3.1 profile cost 2-3 s before it
 * counted anything. The table holds only what encoding reads: the vocabulary in id order, each merge as
 * (left id, right id, merged id) in rank order, the added tokens and the pre-tokenizer's pattern; it loads
 * in milliseconds. It gives the library's ids, not just its counts (test/integration/models/byte-level-bpe.test.ts holds the
 * two to each other on fixtures, real servers' tools, rendered prompts and generated text).
 *
 * What it does, in the library's order (Tokenizer.encode_text): split out the added tokens (longest match
 * at each position, lstrip/rstrip as flagged), normalise (NFC for Qwen), split out the `normalized` added
 * tokens, split by the pre-tokenizer's pattern or patterns in turn (pieces and the gaps between them,
 * "Isolated"; DeepSeek V3 splits by three, each piece of one split again by the next), map each
 * piece's UTF-8 bytes to ids, and merge by rank (long-word-bpe.ts's heap: O(n log n), so long runs stay
 * linear-ish; a repeated long run is merged once and kept, as tokenizer-cache.ts does for the library).
 */
import { createHash } from "node:crypto";
import { ID_BITS, mergeIds, type RankLookup } from "./long-word-bpe.js";

/** What joins the patterns of a Sequence of several Splits in KNOWN_PATTERNS' keys. */
const SPLITS_JOINED = "\u0000";

/** DeepSeek V3's three Splits, as its tokenizer.json writes them. */
const DEEPSEEK_V3_SPLITS = [
  "\\p{N}{1,3}",
  "[一-龥぀-ゟ゠-ヿ]+",
  "[!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\s*[\r\n]+|\\s+(?!\\S)|\\s+",
];

/**
 * The pre-tokenizer patterns this knows, as tokenizer.json writes them (Oniguruma/Rust syntax) and as the
 * library rewrites them for JavaScript (its `create_pattern`: `(?i:` folded by hand, `\s` as White_Space).
 * A model with another pattern has no table (the library's path counts it). A Sequence of several Splits
 * is keyed by its patterns joined with NUL (SPLITS_JOINED) and split by each JavaScript pattern in turn.
 */
const KNOWN_PATTERNS: Readonly<Record<string, string | readonly string[]>> = {
  // Qwen2, Qwen2.5, Qwen3: one digit per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+":
    "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  // Llama 3.x: up to three digits per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+":
    "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  // DeepSeek V3 (and V3.1): digits in threes, then runs of CJK ideographs and kana, then words and punctuation.
  [DEEPSEEK_V3_SPLITS.join(SPLITS_JOINED)]: [
    "\\p{N}{1,3}",
    "[一-龥぀-ゟ゠-ヿ]+",
    "[!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\p{White_Space}*[\r\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  ],
};

/** One added token, with the flags of tokenizer.json's `added_tokens` that change how text splits. */
export interface AddedToken {
  id: number;
  content: string;
  special: boolean;
  lstrip: boolean;
  rstrip: boolean;
  normalized: boolean;
}

/** What encoding reads of a tokenizer.json: the table's contents. */
export interface BpeTable {
  /** The sha256 of the tokenizer.json it was derived from. */
  source: string;
  /** tokenizer.json's pre-tokenizer pattern (a key of KNOWN_PATTERNS). */
  pattern: string;
  nfc: boolean;
  /** The model's `ignore_merges`: a piece that is itself in the vocabulary is that one token (Llama 3). */
  ignoreMerges: boolean;
  /** The bytes of every token in id order (the BPE part: ids 0..n-1 with no gap), one after another. */
  tokenBytes: Uint8Array;
  /** Where token i's bytes start in tokenBytes (n + 1 offsets: the last is the end). */
  tokenOffsets: Uint32Array;
  /** Three ids a merge, in rank order: left, right, merged. */
  merges: Uint32Array;
  addedTokens: AddedToken[];
}

/** GPT-2's byte-to-unicode map: printable bytes stand for themselves, the rest for code points from 256. */
export const BYTE_TO_CHAR: readonly string[] = (() => {
  const chars: string[] = new Array(256);
  let next = 256;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
    chars[b] = String.fromCharCode(printable ? b : next++);
  }
  return chars;
})();

const MAGIC = "mcp-token-budget byte-level BPE table 2\n";

const CHAR_TO_BYTE = new Map(BYTE_TO_CHAR.map((char, byte) => [char, byte]));

/**
 * The table of a parsed tokenizer.json (`sha256` of its bytes), or a sentence saying why it has none: only
 * models this encodes exactly (the pre-tokenizer and flags the library's path would use the same way).
 */
export function deriveBpeTable(json: Record<string, unknown>, sha256: string): BpeTable | string {
  const model = json.model as Record<string, unknown> | undefined;
  if (model?.type !== "BPE") return "not a BPE model";
  if (model.byte_fallback || model.end_of_word_suffix || model.continuing_subword_prefix || model.dropout)
    return "a BPE with byte fallback, suffixes or dropout";
  const given = json.normalizer as { type?: unknown; normalizers?: unknown[] } | null | undefined;
  // An empty Sequence (DeepSeek V3's) normalizes nothing, as no normalizer does.
  const normalizer = given?.type === "Sequence" && given.normalizers?.length === 0 ? null : given;
  if (normalizer != null && normalizer.type !== "NFC") return `normalizer ${String(normalizer.type)}`;
  const pattern = bytePreTokenizerPattern(json.pre_tokenizer);
  if (pattern === null) return "a pre-tokenizer other than a known Split + ByteLevel";
  // Counting adds no special tokens, and then these two leave the tokens as they are (the library's code).
  const post = json.post_processor as { type?: unknown; processors?: Array<{ type?: unknown }> } | null;
  const posts = post?.type === "Sequence" ? (post.processors ?? []) : post ? [post] : [];
  if (posts.some((p) => p.type !== "ByteLevel" && p.type !== "TemplateProcessing")) return "another post-processor";
  const vocabObject = model.vocab as Record<string, number>;
  const vocab: string[] = [];
  for (const [token, id] of Object.entries(vocabObject)) vocab[id] = token;
  if (vocab.length >= ID_BITS) return "a vocabulary too large for the table";
  const tokenOffsets = new Uint32Array(vocab.length + 1);
  const bytes: number[] = [];
  const addedIds = new Map(
    ((json.added_tokens ?? []) as Array<Record<string, unknown>>).map((t) => [String(t.content), Number(t.id)]),
  );
  /** Vocabulary entries no BPE merge can spell (not byte-level), each an added token of the same id. */
  const spelledAside = new Set<string>();
  for (let id = 0; id < vocab.length; id++) {
    const token = vocab[id];
    if (token === undefined) return `no token with id ${id}`;
    if (![...token].every((char) => CHAR_TO_BYTE.has(char))) {
      // DeepSeek V3 keeps <｜begin▁of▁sentence｜> and two others in its BPE vocabulary as well: as added tokens
      // they are split out before BPE, and no merge of bytes spells them, so they keep no bytes here.
      if (addedIds.get(token) !== id) return `token ${id} is not byte-level`;
      spelledAside.add(token);
      tokenOffsets[id + 1] = bytes.length;
      continue;
    }
    // A byte-level token spells its bytes one character each (GPT-2's map): kept as the bytes themselves.
    for (const char of token) bytes.push(CHAR_TO_BYTE.get(char) as number);
    tokenOffsets[id + 1] = bytes.length;
  }
  for (const char of BYTE_TO_CHAR) if (vocabObject[char] === undefined) return "a byte without a token";
  const rawMerges = model.merges as Array<string | [string, string]>;
  const merges = new Uint32Array(rawMerges.length * 3);
  for (const [rank, merge] of rawMerges.entries()) {
    const [left, right] = typeof merge === "string" ? (merge.split(" ", 2) as [string, string]) : merge;
    const ids = [vocabObject[left], vocabObject[right], vocabObject[left + right]];
    if (ids.some((id) => id === undefined || !Object.hasOwn(vocabObject, left + right))) {
      return `merge ${rank} names a token outside the vocabulary`;
    }
    merges.set(ids as number[], rank * 3);
  }
  const addedTokens: AddedToken[] = [];
  for (const token of (json.added_tokens ?? []) as Array<Record<string, unknown>>) {
    if (token.single_word) return "a single_word added token";
    // The library would give such a BPE result the added token's id: not a case this encodes.
    if (Object.hasOwn(vocabObject, String(token.content)) && !spelledAside.has(String(token.content)))
      return "an added token that is also in the vocabulary";
    const special = token.special === true;
    addedTokens.push({
      id: Number(token.id),
      content: String(token.content),
      special,
      lstrip: token.lstrip === true,
      rstrip: token.rstrip === true,
      // The library's default for a missing flag.
      normalized: typeof token.normalized === "boolean" ? token.normalized : !special,
    });
  }
  return {
    source: sha256,
    pattern,
    nfc: normalizer != null,
    ignoreMerges: model.ignore_merges === true,
    tokenBytes: Uint8Array.from(bytes),
    tokenOffsets,
    merges,
    addedTokens,
  };
}

/**
 * A Sequence of known Splits (Isolated, not inverted) and a ByteLevel without regex or prefix space: the
 * key of KNOWN_PATTERNS it is, or null.
 */
function bytePreTokenizerPattern(pre: unknown): string | null {
  const sequence = pre as { type?: unknown; pretokenizers?: Array<Record<string, unknown>> } | null;
  const steps = sequence?.type === "Sequence" ? (sequence.pretokenizers ?? []) : [];
  if (steps.length < 2) return null;
  const splits = steps.slice(0, -1);
  const byteLevel = steps[steps.length - 1] as Record<string, unknown>;
  const regexes: string[] = [];
  for (const split of splits) {
    const regex = (split.pattern as { Regex?: unknown } | undefined)?.Regex;
    if (split.type !== "Split" || split.behavior !== "Isolated" || split.invert === true) return null;
    if (typeof regex !== "string") return null;
    regexes.push(regex);
  }
  const key = regexes.join(SPLITS_JOINED);
  if (KNOWN_PATTERNS[key] === undefined) return null;
  if (byteLevel.type !== "ByteLevel" || byteLevel.use_regex !== false || byteLevel.add_prefix_space === true)
    return null;
  return key;
}

/** The table as bytes: the magic line, a JSON header line, then merges, offsets (little-endian u32) and token bytes. */
export function serializeBpeTable(table: BpeTable): Buffer {
  const view = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const body = Buffer.concat([view(table.merges), view(table.tokenOffsets), Buffer.from(table.tokenBytes)]);
  const header = {
    source: table.source,
    pattern: table.pattern,
    nfc: table.nfc,
    ignoreMerges: table.ignoreMerges,
    addedTokens: table.addedTokens,
    merges: table.merges.length / 3,
    vocab: table.tokenOffsets.length - 1,
    body: createHash("sha256").update(body).digest("hex"),
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8"), body]);
}

/** The table in `bytes`, or null when they are not a whole table of this format (its body's sha256 checked). */
export function parseBpeTable(bytes: Buffer): BpeTable | null {
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
  const offsetBytes = (Number(header.vocab) + 1) * 4;
  if (!(mergeBytes + offsetBytes <= body.length)) return null;
  if (typeof header.pattern !== "string" || !KNOWN_PATTERNS[header.pattern]) return null;
  // Copies: the slice of a pooled Buffer need not be 4-byte aligned.
  const u32 = (from: number, bytes: number) => {
    const array = new Uint32Array(bytes / 4);
    new Uint8Array(array.buffer).set(body.subarray(from, from + bytes));
    return array;
  };
  const tokenOffsets = u32(mergeBytes, offsetBytes);
  const tokenBytes = body.subarray(mergeBytes + offsetBytes);
  if (tokenOffsets[tokenOffsets.length - 1] !== tokenBytes.length) return null;
  return {
    source: String(header.source),
    pattern: header.pattern,
    nfc: header.nfc === true,
    ignoreMerges: header.ignoreMerges === true,
    tokenBytes,
    tokenOffsets,
    merges: u32(0, mergeBytes),
    addedTokens: header.addedTokens as AddedToken[],
  };
}

/** Longest-match splitting on a set of strings by UTF-16 unit, as the library's DictionarySplitter. */
export function splitter(words: readonly string[]): (text: string) => string[] {
  if (words.length === 0) return (text) => [text];
  type Node = { [unit: string]: Node } & { end?: string };
  const trie: Node = Object.create(null);
  for (const word of words) {
    let node = trie;
    for (const unit of word)
      for (let k = 0; k < unit.length; k++) node = node[unit[k] as string] ??= Object.create(null);
    node.end = word;
  }
  return (text) => {
    const result: string[] = [];
    let start = 0;
    let i = 0;
    while (i < text.length) {
      let node: Node | undefined = trie;
      let match: string | null = null;
      for (let j = i; j < text.length; j++) {
        node = node[text[j] as string];
        if (!node) break;
        if (node.end) match = node.end;
      }
      if (match) {
        if (i > start) result.push(text.slice(start, i));
        result.push(match);
        i += match.length;
        start = i;
      } else i++;
    }
    if (start < text.length) result.push(text.slice(start));
    return result;
  };
}

/** Characters of long repeated pieces kept (as tokenizer-cache.ts keeps for the library). */
const LONG_CACHED_CHARS = 8 * 1024 * 1024;
/** Pieces shorter than this are kept in the word cache, at most WORD_CACHE_SIZE of them. */
const SHORT_PIECE = 256;
const WORD_CACHE_SIZE = 50_000;

export interface ByteLevelEncoder {
  /** The ids of `text`, no special tokens added (the library's `encode(text, { add_special_tokens: false })`). */
  encode(text: string): number[];
}

/**
 * The merge ranks in an open-addressed table on typed arrays: 280,000 merges go in in milliseconds, where a
 * Map of them took ~100 ms (and the library's JSON-keyed map about a second).
 */
export function rankTable(merges: Uint32Array): RankLookup {
  const count = merges.length / 3;
  let bits = 1;
  while (1 << bits < count * 2) bits++;
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  // Slot i holds the rank of a merge, whose pair is read back from `merges`; -1: empty. One array written, so
  // a load builds it in about two thirds of the CPU time three arrays took (Gemma 3's 514,906 merges: 27 ms here, 42 before).
  const ranks = new Int32Array(mask + 1).fill(-1);
  for (let rank = 0; rank < count; rank++) {
    const left = merges[rank * 3] as number;
    const right = merges[rank * 3 + 1] as number;
    let at = Math.imul(left * ID_BITS_SHIFTED + right, 0x9e3779b1) >>> shift;
    for (let kept = ranks[at] as number; kept !== -1; kept = ranks[at] as number) {
      if (merges[kept * 3] === left && merges[kept * 3 + 1] === right) break;
      at = (at + 1) & mask;
    }
    // The library's map keeps the last rank of a repeated merge.
    ranks[at] = rank;
  }
  return {
    get(key) {
      const left = Math.floor(key / ID_BITS);
      const right = key - left * ID_BITS;
      let at = Math.imul(left * ID_BITS_SHIFTED + right, 0x9e3779b1) >>> shift;
      for (let rank = ranks[at] as number; rank !== -1; rank = ranks[at] as number) {
        if (merges[rank * 3] === left && merges[rank * 3 + 1] === right) return rank;
        at = (at + 1) & mask;
      }
      return undefined;
    },
  };
}

/** Mixes the left id into the hash's input (an int32 product: exact wrapping, no float division). */
const ID_BITS_SHIFTED = 0x10001;

/** The id of a token by its bytes (for ignore_merges), on typed arrays like rankTable. */
export function tokenTable(
  table: Pick<BpeTable, "tokenBytes" | "tokenOffsets">,
): (bytes: Uint8Array) => number | undefined {
  const { tokenBytes, tokenOffsets } = table;
  const count = tokenOffsets.length - 1;
  let size = 1;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size).fill(-1);
  const hash = (bytes: Uint8Array, from: number, to: number) => {
    let h = 0x811c9dc5;
    for (let i = from; i < to; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193);
    return h & mask;
  };
  const same = (id: number, bytes: Uint8Array) => {
    const from = tokenOffsets[id] as number;
    if ((tokenOffsets[id + 1] as number) - from !== bytes.length) return false;
    for (let i = 0; i < bytes.length; i++) if (tokenBytes[from + i] !== bytes[i]) return false;
    return true;
  };
  for (let id = 0; id < count; id++) {
    let at = hash(tokenBytes, tokenOffsets[id] as number, tokenOffsets[id + 1] as number);
    while (slots[at] !== -1) at = (at + 1) & mask;
    slots[at] = id;
  }
  return (bytes) => {
    for (let at = hash(bytes, 0, bytes.length); slots[at] !== -1; at = (at + 1) & mask) {
      if (same(slots[at] as number, bytes)) return slots[at];
    }
    return undefined;
  };
}

/** An encoder over `table`. */
export function byteLevelEncoder(table: BpeTable): ByteLevelEncoder {
  const { merges } = table;
  const rankOf = rankTable(merges);
  const mergedId = new Int32Array(merges.length / 3);
  for (let rank = 0; rank < mergedId.length; rank++) mergedId[rank] = merges[rank * 3 + 2] as number;
  const idOfBytes = tokenTable(table);
  const byteId = new Int32Array(256);
  for (let b = 0; b < 256; b++) byteId[b] = idOfBytes(Uint8Array.of(b)) as number;
  const added = new Map<string, AddedToken>();
  // The library's ignore_merges looks the byte-level piece up among the added tokens' contents too.
  const addedIds = new Map<string, number>();
  let longestAdded = 0;
  for (const token of table.addedTokens) {
    added.set(token.content, token);
    addedIds.set(token.content, token.id);
    longestAdded = Math.max(longestAdded, token.content.length);
  }
  const normalize = table.nfc ? (text: string) => text.normalize("NFC") : (text: string) => text;
  const rawTokens = table.addedTokens.filter((t) => !(t.normalized && table.nfc)).map((t) => t.content);
  const normalizedTokens = table.addedTokens.filter((t) => t.normalized && table.nfc);
  for (const token of normalizedTokens) added.set(normalize(token.content), token);
  const splitRaw = splitter(rawTokens);
  const splitNormalized = splitter(normalizedTokens.map((t) => normalize(t.content)));
  const known = KNOWN_PATTERNS[table.pattern] as string | readonly string[];
  const patterns = (typeof known === "string" ? [known] : known).map((source) => new RegExp(source, "gu"));
  const encoder = new TextEncoder();

  const words = new Map<string, number[]>();
  const longWords = new Map<string, number[]>();
  let longChars = 0;
  const mergePiece = (piece: string): number[] => {
    const bytes = encoder.encode(piece);
    if (table.ignoreMerges) {
      if (bytes.length <= longestAdded) {
        let text = "";
        for (const byte of bytes) text += BYTE_TO_CHAR[byte] as string;
        const whole = addedIds.get(text);
        if (whole !== undefined) return [whole];
      }
      const whole = idOfBytes(bytes);
      if (whole !== undefined) return [whole];
    }
    const ids = new Int32Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) ids[i] = byteId[bytes[i] as number] as number;
    return mergeIds(ids, rankOf, mergedId);
  };
  const piece = (text: string, out: number[]) => {
    const cache = text.length < SHORT_PIECE ? words : longWords;
    let ids = cache.get(text);
    if (!ids) {
      ids = mergePiece(text);
      if (cache === words) {
        if (words.size >= WORD_CACHE_SIZE) words.clear();
        words.set(text, ids);
      } else if (ids.length * 8 <= text.length && longChars + text.length <= LONG_CACHED_CHARS) {
        longWords.set(text, ids);
        longChars += text.length;
      }
    }
    for (const id of ids) out.push(id);
  };
  /** Splits by the `level`th pattern (pieces and the gaps between them), each piece by the next, then merges. */
  const preTokenize = (text: string, out: number[], level = 0) => {
    const pattern = patterns[level];
    if (pattern === undefined) {
      piece(text, out);
      return;
    }
    let previous = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      if (previous < at) preTokenize(text.slice(previous, at), out, level + 1);
      if (match[0].length > 0) preTokenize(match[0], out, level + 1);
      previous = at + match[0].length;
    }
    if (previous < text.length) preTokenize(text.slice(previous), out, level + 1);
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
    encode(text) {
      const out: number[] = [];
      for (const section of strip(splitRaw(text))) {
        if (section.length === 0) continue;
        const token = added.get(section);
        if (token) {
          out.push(token.id);
          continue;
        }
        const normalized = normalize(section);
        for (const sub of strip(splitNormalized(normalized))) {
          if (sub.length === 0) continue;
          const inner = added.get(sub);
          if (inner) out.push(inner.id);
          else preTokenize(sub, out);
        }
      }
      return out;
    },
  };
}
