import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/sentencepiece-bpe.ts
import { createHash as createHash2 } from "node:crypto";

// src/models/byte-level-bpe.ts
import { createHash } from "node:crypto";

// src/models/long-word-bpe.ts
var ID_BITS = 2 ** 18;
var MAX_MERGES = 2 ** 20;
var START_SPAN = 2 ** 32;
function longWordBpe(model) {
  if (model.end_of_word_suffix || model.continuing_subword_suffix) return null;
  if (!(model.tokens_to_ids instanceof Map) || !Array.isArray(model.merges)) return null;
  if (model.vocab.length >= ID_BITS || model.merges.length >= MAX_MERGES) return null;
  const rankOf = /* @__PURE__ */ new Map();
  const mergedId = new Int32Array(model.merges.length);
  for (const [rank, merge] of model.merges.entries()) {
    const [a, b] = merge;
    const left = model.tokens_to_ids.get(a);
    const right = model.tokens_to_ids.get(b);
    const merged = model.tokens_to_ids.get(a + b);
    if (left === void 0 || right === void 0 || merged === void 0) return null;
    const key = left * ID_BITS + right;
    rankOf.set(key, rank);
    mergedId[rank] = merged;
  }
  return (word) => mergeWord(word, model, rankOf, mergedId);
}
__name(longWordBpe, "longWordBpe");
function mergeWord(word, model, rankOf, mergedId) {
  const chars = Array.from(word);
  const id = new Int32Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const known = model.tokens_to_ids.get(chars[i]);
    if (known === void 0) return null;
    id[i] = known;
  }
  return mergeIds(id, rankOf, mergedId).map((token) => model.vocab[token]);
}
__name(mergeWord, "mergeWord");
function mergeIds(id, rankOf, mergedId) {
  const n = id.length;
  if (n === 0) return [];
  if (n === 1) return [id[0]];
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const pairRank = new Int32Array(n).fill(-1);
  const alive = new Uint8Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  let heap = new Float64Array(Math.max(16, n));
  let size = 0;
  const push = /* @__PURE__ */ __name((key) => {
    if (size === heap.length) {
      const grown = new Float64Array(heap.length * 2);
      grown.set(heap);
      heap = grown;
    }
    let at = size++;
    while (at > 0) {
      const parent = at - 1 >> 1;
      const above = heap[parent];
      if (above <= key) break;
      heap[at] = above;
      at = parent;
    }
    heap[at] = key;
  }, "push");
  const pop = /* @__PURE__ */ __name(() => {
    const top = heap[0];
    const last = heap[--size];
    let at = 0;
    for (; ; ) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && heap[child + 1] < heap[child]) child++;
      if (heap[child] >= last) break;
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = last;
    return top;
  }, "pop");
  const rankPair = /* @__PURE__ */ __name((i) => {
    const j = next[i];
    const rank = j < 0 ? void 0 : rankOf.get(id[i] * ID_BITS + id[j]);
    pairRank[i] = rank ?? -1;
    if (rank !== void 0) push(rank * START_SPAN + i);
  }, "rankPair");
  for (let i = 0; i + 1 < n; i++) rankPair(i);
  while (size > 0) {
    const key = pop();
    const rank = Math.floor(key / START_SPAN);
    const i = key - rank * START_SPAN;
    if (alive[i] === 0 || pairRank[i] !== rank) continue;
    const j = next[i];
    id[i] = mergedId[rank];
    alive[j] = 0;
    const after = next[j];
    next[i] = after;
    if (after >= 0) prev[after] = i;
    rankPair(i);
    const before = prev[i];
    if (before >= 0) rankPair(before);
  }
  const out = [];
  for (let i = 0; i >= 0; i = next[i]) out.push(id[i]);
  return out;
}
__name(mergeIds, "mergeIds");

// src/models/byte-level-bpe.ts
var KNOWN_PATTERNS = {
  // Qwen2, Qwen2.5, Qwen3: one digit per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+": "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  // Llama 3.x: up to three digits per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+": "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+"
};
var BYTE_TO_CHAR = (() => {
  const chars = new Array(256);
  let next = 256;
  for (let b = 0; b < 256; b++) {
    const printable = b >= 33 && b <= 126 || b >= 161 && b <= 172 || b >= 174 && b <= 255;
    chars[b] = String.fromCharCode(printable ? b : next++);
  }
  return chars;
})();
var MAGIC = "mcp-token-budget byte-level BPE table 2\n";
var CHAR_TO_BYTE = new Map(BYTE_TO_CHAR.map((char, byte) => [char, byte]));
function deriveBpeTable(json, sha256) {
  const model = json.model;
  if (model?.type !== "BPE") return "not a BPE model";
  if (model.byte_fallback || model.end_of_word_suffix || model.continuing_subword_prefix || model.dropout)
    return "a BPE with byte fallback, suffixes or dropout";
  const normalizer = json.normalizer;
  if (normalizer != null && normalizer.type !== "NFC") return `normalizer ${String(normalizer.type)}`;
  const pattern = bytePreTokenizerPattern(json.pre_tokenizer);
  if (pattern === null) return "a pre-tokenizer other than a known Split + ByteLevel";
  const post = json.post_processor;
  const posts = post?.type === "Sequence" ? post.processors ?? [] : post ? [post] : [];
  if (posts.some((p) => p.type !== "ByteLevel" && p.type !== "TemplateProcessing")) return "another post-processor";
  const vocabObject = model.vocab;
  const vocab = [];
  for (const [token, id] of Object.entries(vocabObject)) vocab[id] = token;
  if (vocab.length >= ID_BITS) return "a vocabulary too large for the table";
  const tokenOffsets = new Uint32Array(vocab.length + 1);
  const bytes = [];
  for (let id = 0; id < vocab.length; id++) {
    const token = vocab[id];
    if (token === void 0) return `no token with id ${id}`;
    for (const char of token) {
      const byte = CHAR_TO_BYTE.get(char);
      if (byte === void 0) return `token ${id} is not byte-level`;
      bytes.push(byte);
    }
    tokenOffsets[id + 1] = bytes.length;
  }
  for (const char of BYTE_TO_CHAR) if (vocabObject[char] === void 0) return "a byte without a token";
  const rawMerges = model.merges;
  const merges = new Uint32Array(rawMerges.length * 3);
  for (const [rank, merge] of rawMerges.entries()) {
    const [left, right] = typeof merge === "string" ? merge.split(" ", 2) : merge;
    const ids = [vocabObject[left], vocabObject[right], vocabObject[left + right]];
    if (ids.some((id) => id === void 0 || !Object.hasOwn(vocabObject, left + right))) {
      return `merge ${rank} names a token outside the vocabulary`;
    }
    merges.set(ids, rank * 3);
  }
  const addedTokens = [];
  for (const token of json.added_tokens ?? []) {
    if (token.single_word) return "a single_word added token";
    if (Object.hasOwn(vocabObject, String(token.content))) return "an added token that is also in the vocabulary";
    const special = token.special === true;
    addedTokens.push({
      id: Number(token.id),
      content: String(token.content),
      special,
      lstrip: token.lstrip === true,
      rstrip: token.rstrip === true,
      // The library's default for a missing flag.
      normalized: typeof token.normalized === "boolean" ? token.normalized : !special
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
    addedTokens
  };
}
__name(deriveBpeTable, "deriveBpeTable");
function bytePreTokenizerPattern(pre) {
  const sequence = pre;
  if (sequence?.type !== "Sequence" || sequence.pretokenizers?.length !== 2) return null;
  const [split, byteLevel] = sequence.pretokenizers;
  const regex = split.pattern?.Regex;
  if (split.type !== "Split" || split.behavior !== "Isolated" || split.invert === true) return null;
  if (typeof regex !== "string" || KNOWN_PATTERNS[regex] === void 0) return null;
  if (byteLevel.type !== "ByteLevel" || byteLevel.use_regex !== false || byteLevel.add_prefix_space === true)
    return null;
  return regex;
}
__name(bytePreTokenizerPattern, "bytePreTokenizerPattern");
function serializeBpeTable(table) {
  const view = /* @__PURE__ */ __name((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength), "view");
  const body = Buffer.concat([view(table.merges), view(table.tokenOffsets), Buffer.from(table.tokenBytes)]);
  const header = {
    source: table.source,
    pattern: table.pattern,
    nfc: table.nfc,
    ignoreMerges: table.ignoreMerges,
    addedTokens: table.addedTokens,
    merges: table.merges.length / 3,
    vocab: table.tokenOffsets.length - 1,
    body: createHash("sha256").update(body).digest("hex")
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}
`, "utf8"), body]);
}
__name(serializeBpeTable, "serializeBpeTable");
function parseBpeTable(bytes) {
  if (bytes.subarray(0, MAGIC.length).toString("utf8") !== MAGIC) return null;
  const end = bytes.indexOf(10, MAGIC.length);
  if (end < 0) return null;
  let header;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8"));
  } catch {
    return null;
  }
  const body = bytes.subarray(end + 1);
  if (createHash("sha256").update(body).digest("hex") !== header.body) return null;
  const mergeBytes = Number(header.merges) * 12;
  const offsetBytes = (Number(header.vocab) + 1) * 4;
  if (!(mergeBytes + offsetBytes <= body.length)) return null;
  if (typeof header.pattern !== "string" || !KNOWN_PATTERNS[header.pattern]) return null;
  const u32 = /* @__PURE__ */ __name((from, bytes2) => {
    const array = new Uint32Array(bytes2 / 4);
    new Uint8Array(array.buffer).set(body.subarray(from, from + bytes2));
    return array;
  }, "u32");
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
    addedTokens: header.addedTokens
  };
}
__name(parseBpeTable, "parseBpeTable");
function splitter(words) {
  if (words.length === 0) return (text) => [text];
  const trie = /* @__PURE__ */ Object.create(null);
  for (const word of words) {
    let node = trie;
    for (const unit of word)
      for (let k = 0; k < unit.length; k++) node = node[unit[k]] ??= /* @__PURE__ */ Object.create(null);
    node.end = word;
  }
  return (text) => {
    const result = [];
    let start = 0;
    let i = 0;
    while (i < text.length) {
      let node = trie;
      let match = null;
      for (let j = i; j < text.length; j++) {
        node = node[text[j]];
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
__name(splitter, "splitter");
var LONG_CACHED_CHARS = 8 * 1024 * 1024;
var SHORT_PIECE = 256;
var WORD_CACHE_SIZE = 5e4;
function rankTable(merges) {
  const count = merges.length / 3;
  let bits = 1;
  while (1 << bits < count * 2) bits++;
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  const lefts = new Int32Array(mask + 1).fill(-1);
  const rights = new Int32Array(mask + 1);
  const ranks = new Int32Array(mask + 1);
  for (let rank = 0; rank < count; rank++) {
    const left = merges[rank * 3];
    const right = merges[rank * 3 + 1];
    let at = Math.imul(left * ID_BITS_SHIFTED + right, 2654435761) >>> shift;
    while (lefts[at] !== -1 && (lefts[at] !== left || rights[at] !== right)) at = at + 1 & mask;
    lefts[at] = left;
    rights[at] = right;
    ranks[at] = rank;
  }
  return {
    get(key) {
      const left = Math.floor(key / ID_BITS);
      const right = key - left * ID_BITS;
      let at = Math.imul(left * ID_BITS_SHIFTED + right, 2654435761) >>> shift;
      for (; lefts[at] !== -1; at = at + 1 & mask) {
        if (lefts[at] === left && rights[at] === right) return ranks[at];
      }
      return void 0;
    }
  };
}
__name(rankTable, "rankTable");
var ID_BITS_SHIFTED = 65537;
function tokenTable(table) {
  const { tokenBytes, tokenOffsets } = table;
  const count = tokenOffsets.length - 1;
  let size = 1;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size).fill(-1);
  const hash = /* @__PURE__ */ __name((bytes, from, to) => {
    let h = 2166136261;
    for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i], 16777619);
    return h & mask;
  }, "hash");
  const same = /* @__PURE__ */ __name((id, bytes) => {
    const from = tokenOffsets[id];
    if (tokenOffsets[id + 1] - from !== bytes.length) return false;
    for (let i = 0; i < bytes.length; i++) if (tokenBytes[from + i] !== bytes[i]) return false;
    return true;
  }, "same");
  for (let id = 0; id < count; id++) {
    let at = hash(tokenBytes, tokenOffsets[id], tokenOffsets[id + 1]);
    while (slots[at] !== -1) at = at + 1 & mask;
    slots[at] = id;
  }
  return (bytes) => {
    for (let at = hash(bytes, 0, bytes.length); slots[at] !== -1; at = at + 1 & mask) {
      if (same(slots[at], bytes)) return slots[at];
    }
    return void 0;
  };
}
__name(tokenTable, "tokenTable");
function byteLevelEncoder(table) {
  const { merges } = table;
  const rankOf = rankTable(merges);
  const mergedId = new Int32Array(merges.length / 3);
  for (let rank = 0; rank < mergedId.length; rank++) mergedId[rank] = merges[rank * 3 + 2];
  const idOfBytes = tokenTable(table);
  const byteId = new Int32Array(256);
  for (let b = 0; b < 256; b++) byteId[b] = idOfBytes(Uint8Array.of(b));
  const added = /* @__PURE__ */ new Map();
  const addedIds = /* @__PURE__ */ new Map();
  let longestAdded = 0;
  for (const token of table.addedTokens) {
    added.set(token.content, token);
    addedIds.set(token.content, token.id);
    longestAdded = Math.max(longestAdded, token.content.length);
  }
  const normalize = table.nfc ? (text) => text.normalize("NFC") : (text) => text;
  const rawTokens = table.addedTokens.filter((t) => !(t.normalized && table.nfc)).map((t) => t.content);
  const normalizedTokens = table.addedTokens.filter((t) => t.normalized && table.nfc);
  for (const token of normalizedTokens) added.set(normalize(token.content), token);
  const splitRaw = splitter(rawTokens);
  const splitNormalized = splitter(normalizedTokens.map((t) => normalize(t.content)));
  const pattern = new RegExp(KNOWN_PATTERNS[table.pattern], "gu");
  const encoder = new TextEncoder();
  const words = /* @__PURE__ */ new Map();
  const longWords = /* @__PURE__ */ new Map();
  let longChars = 0;
  const mergePiece = /* @__PURE__ */ __name((piece2) => {
    const bytes = encoder.encode(piece2);
    if (table.ignoreMerges) {
      if (bytes.length <= longestAdded) {
        let text = "";
        for (const byte of bytes) text += BYTE_TO_CHAR[byte];
        const whole2 = addedIds.get(text);
        if (whole2 !== void 0) return [whole2];
      }
      const whole = idOfBytes(bytes);
      if (whole !== void 0) return [whole];
    }
    const ids = new Int32Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) ids[i] = byteId[bytes[i]];
    return mergeIds(ids, rankOf, mergedId);
  }, "mergePiece");
  const piece = /* @__PURE__ */ __name((text, out) => {
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
  }, "piece");
  const preTokenize = /* @__PURE__ */ __name((text, out) => {
    let previous = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      if (previous < at) piece(text.slice(previous, at), out);
      if (match[0].length > 0) piece(match[0], out);
      previous = at + match[0].length;
    }
    if (previous < text.length) piece(text.slice(previous), out);
  }, "preTokenize");
  const strip = /* @__PURE__ */ __name((sections) => {
    sections.forEach((section, i) => {
      const token = added.get(section);
      if (!token) return;
      if (token.lstrip && i > 0) sections[i - 1] = sections[i - 1].trimEnd();
      if (token.rstrip && i < sections.length - 1) sections[i + 1] = sections[i + 1].trimStart();
    });
    return sections;
  }, "strip");
  return {
    encode(text) {
      const out = [];
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
    }
  };
}
__name(byteLevelEncoder, "byteLevelEncoder");

// src/models/sentencepiece-bpe.ts
var MAGIC2 = "mcp-token-budget sentencepiece BPE table 2\n";
var SPACE = "\u2581";
var isObject = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
function deriveSentencePieceTable(json, sha256) {
  const model = json.model;
  if (model?.type !== "BPE") return "not a BPE model";
  if (model.byte_fallback !== true) return "a BPE without byte fallback";
  if (model.end_of_word_suffix || model.continuing_subword_prefix || model.dropout || model.ignore_merges) {
    return "a BPE with suffixes, dropout or ignore_merges";
  }
  const normalizer = json.normalizer;
  const replace = normalizer?.pattern;
  if (normalizer?.type !== "Replace" || replace?.String !== " " || normalizer.content !== SPACE) {
    return 'a normalizer other than Replace " " by "\u2581"';
  }
  const pre = json.pre_tokenizer;
  if (pre != null && !(pre.type === "Split" && isObject(pre.pattern) && pre.pattern.String === " ")) {
    return "a pre-tokenizer other than a Split on spaces";
  }
  const post = json.post_processor;
  if (post != null && post.type !== "TemplateProcessing") return "another post-processor";
  const vocabObject = model.vocab;
  const vocab = [];
  for (const [token, id] of Object.entries(vocabObject)) vocab[id] = token;
  if (vocab.length > ID_BITS) return "a vocabulary too large for the table";
  const pairs = [];
  for (let id = 0; id < vocab.length; id++) {
    const token = vocab[id];
    if (token === void 0) return `no token with id ${id}`;
    const cp = token.codePointAt(0);
    const one = token.length === (cp > 65535 ? 2 : 1);
    const lone = token.length === 1 && cp >= 55296 && cp <= 57343;
    if (one && !lone) pairs.push(cp, id);
  }
  const chars = Uint32Array.from(pairs);
  const rawMerges = model.merges;
  const merges = new Uint32Array(rawMerges.length * 3);
  for (const [rank, merge] of rawMerges.entries()) {
    const [left, right] = typeof merge === "string" ? merge.split(" ", 2) : merge;
    const ids = [vocabObject[left], vocabObject[right], vocabObject[left + right]];
    if (ids.some((id) => id === void 0) || !Object.hasOwn(vocabObject, left + right)) {
      return `merge ${rank} names a token outside the vocabulary`;
    }
    merges.set(ids, rank * 3);
  }
  const addedTokens = [];
  for (const token of json.added_tokens ?? []) {
    if (token.single_word) return "a single_word added token";
    const special = token.special === true;
    const normalized = typeof token.normalized === "boolean" ? token.normalized : !special;
    if (normalized) return "an added token matched after normalizing";
    addedTokens.push({
      id: Number(token.id),
      content: String(token.content),
      special,
      lstrip: token.lstrip === true,
      rstrip: token.rstrip === true,
      normalized
    });
  }
  let byteFallback = true;
  for (let b = 0; b < 256; b++) {
    if (vocabObject[byteToken(b)] === void 0) byteFallback = false;
  }
  return { source: sha256, chars, merges, addedTokens, byteFallback };
}
__name(deriveSentencePieceTable, "deriveSentencePieceTable");
var byteToken = /* @__PURE__ */ __name((b) => `<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`, "byteToken");
function serializeSentencePieceTable(table) {
  const view = /* @__PURE__ */ __name((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength), "view");
  const body = Buffer.concat([view(table.merges), view(table.chars)]);
  const header = {
    source: table.source,
    byteFallback: table.byteFallback,
    addedTokens: table.addedTokens,
    merges: table.merges.length / 3,
    chars: table.chars.length / 2,
    body: createHash2("sha256").update(body).digest("hex")
  };
  return Buffer.concat([Buffer.from(`${MAGIC2}${JSON.stringify(header)}
`, "utf8"), body]);
}
__name(serializeSentencePieceTable, "serializeSentencePieceTable");
function parseSentencePieceTable(bytes) {
  if (bytes.subarray(0, MAGIC2.length).toString("utf8") !== MAGIC2) return null;
  const end = bytes.indexOf(10, MAGIC2.length);
  if (end < 0) return null;
  let header;
  try {
    header = JSON.parse(bytes.subarray(MAGIC2.length, end).toString("utf8"));
  } catch {
    return null;
  }
  const body = bytes.subarray(end + 1);
  if (createHash2("sha256").update(body).digest("hex") !== header.body) return null;
  const mergeBytes = Number(header.merges) * 12;
  const charBytes = Number(header.chars) * 8;
  if (mergeBytes + charBytes !== body.length) return null;
  const u32 = /* @__PURE__ */ __name((from, size) => {
    const array = new Uint32Array(size / 4);
    new Uint8Array(array.buffer).set(body.subarray(from, from + size));
    return array;
  }, "u32");
  return {
    source: String(header.source),
    chars: u32(mergeBytes, charBytes),
    merges: u32(0, mergeBytes),
    addedTokens: header.addedTokens,
    byteFallback: header.byteFallback === true
  };
}
__name(parseSentencePieceTable, "parseSentencePieceTable");
function sentencePieceCounter(table) {
  const { merges } = table;
  const rankOf = rankTable(merges);
  const mergedId = new Int32Array(merges.length / 3);
  for (let rank = 0; rank < mergedId.length; rank++) mergedId[rank] = merges[rank * 3 + 2];
  const encoder = new TextEncoder();
  const charIds = /* @__PURE__ */ new Map();
  for (let i = 0; i < table.chars.length; i += 2) charIds.set(table.chars[i], table.chars[i + 1]);
  const charId = /* @__PURE__ */ __name((char) => charIds.get(char.codePointAt(0)) ?? -1, "charId");
  const added = new Map(table.addedTokens.map((t) => [t.content, t]));
  const split = splitter(table.addedTokens.map((t) => t.content));
  const unknownCount = /* @__PURE__ */ __name((char) => table.byteFallback ? encoder.encode(char).length : 1, "unknownCount");
  const countWord = /* @__PURE__ */ __name((word) => {
    let count = 0;
    let ids = [];
    const flush = /* @__PURE__ */ __name(() => {
      if (ids.length > 0) count += mergeIds(Int32Array.from(ids), rankOf, mergedId).length;
      ids = [];
    }, "flush");
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
  }, "countWord");
  const strip = /* @__PURE__ */ __name((sections) => {
    sections.forEach((section, i) => {
      const token = added.get(section);
      if (!token) return;
      if (token.lstrip && i > 0) sections[i - 1] = sections[i - 1].trimEnd();
      if (token.rstrip && i < sections.length - 1) sections[i + 1] = sections[i + 1].trimStart();
    });
    return sections;
  }, "strip");
  return {
    countTokens(text) {
      let count = 0;
      for (const section of strip(split(text))) {
        if (section.length === 0) continue;
        if (added.has(section)) count += 1;
        else count += countWord(section.replaceAll(" ", SPACE));
      }
      return count;
    }
  };
}
__name(sentencePieceCounter, "sentencePieceCounter");

export {
  longWordBpe,
  deriveBpeTable,
  serializeBpeTable,
  parseBpeTable,
  byteLevelEncoder,
  deriveSentencePieceTable,
  serializeSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter
};
//# sourceMappingURL=chunk-6I67E3WS.js.map
