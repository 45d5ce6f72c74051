import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ID_BITS,
  mergeIds
} from "./chunk-JYCY46KH.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/byte-level-bpe.ts
import { createHash } from "node:crypto";
var SPLITS_JOINED = "\0";
var DEEPSEEK_V3_SPLITS = [
  "\\p{N}{1,3}",
  "[\u4E00-\u9FA5\u3040-\u309F\u30A0-\u30FF]+",
  "[!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\s*[\r\n]+|\\s+(?!\\S)|\\s+"
];
var KNOWN_PATTERNS = {
  // Qwen2, Qwen2.5, Qwen3: one digit per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+": "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  // Llama 3.x: up to three digits per piece.
  "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+": "(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\p{White_Space}\\p{L}\\p{N}]+[\\r\\n]*|\\p{White_Space}*[\\r\\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+",
  // DeepSeek V3 (and V3.1): digits in threes, then runs of CJK ideographs and kana, then words and punctuation.
  [DEEPSEEK_V3_SPLITS.join(SPLITS_JOINED)]: [
    "\\p{N}{1,3}",
    "[\u4E00-\u9FA5\u3040-\u309F\u30A0-\u30FF]+",
    "[!\"#$%&'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\p{White_Space}*[\r\n]+|\\p{White_Space}+(?!\\P{White_Space})|\\p{White_Space}+"
  ]
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
  const given = json.normalizer;
  const normalizer = given?.type === "Sequence" && given.normalizers?.length === 0 ? null : given;
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
  const addedIds = new Map(
    (json.added_tokens ?? []).map((t) => [String(t.content), Number(t.id)])
  );
  const spelledAside = /* @__PURE__ */ new Set();
  for (let id = 0; id < vocab.length; id++) {
    const token = vocab[id];
    if (token === void 0) return `no token with id ${id}`;
    if (![...token].every((char) => CHAR_TO_BYTE.has(char))) {
      if (addedIds.get(token) !== id) return `token ${id} is not byte-level`;
      spelledAside.add(token);
      tokenOffsets[id + 1] = bytes.length;
      continue;
    }
    for (const char of token) bytes.push(CHAR_TO_BYTE.get(char));
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
  const steps = sequence?.type === "Sequence" ? sequence.pretokenizers ?? [] : [];
  if (steps.length < 2) return null;
  const splits = steps.slice(0, -1);
  const byteLevel = steps[steps.length - 1];
  const regexes = [];
  for (const split of splits) {
    const regex = split.pattern?.Regex;
    if (split.type !== "Split" || split.behavior !== "Isolated" || split.invert === true) return null;
    if (typeof regex !== "string") return null;
    regexes.push(regex);
  }
  const key = regexes.join(SPLITS_JOINED);
  if (KNOWN_PATTERNS[key] === void 0) return null;
  if (byteLevel.type !== "ByteLevel" || byteLevel.use_regex !== false || byteLevel.add_prefix_space === true)
    return null;
  return key;
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
  const ranks = new Int32Array(mask + 1).fill(-1);
  for (let rank = 0; rank < count; rank++) {
    const left = merges[rank * 3];
    const right = merges[rank * 3 + 1];
    let at = Math.imul(left * ID_BITS_SHIFTED + right, 2654435761) >>> shift;
    for (let kept = ranks[at]; kept !== -1; kept = ranks[at]) {
      if (merges[kept * 3] === left && merges[kept * 3 + 1] === right) break;
      at = at + 1 & mask;
    }
    ranks[at] = rank;
  }
  return {
    get(key) {
      const left = Math.floor(key / ID_BITS);
      const right = key - left * ID_BITS;
      let at = Math.imul(left * ID_BITS_SHIFTED + right, 2654435761) >>> shift;
      for (let rank = ranks[at]; rank !== -1; rank = ranks[at]) {
        if (merges[rank * 3] === left && merges[rank * 3 + 1] === right) return rank;
        at = at + 1 & mask;
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
  const known = KNOWN_PATTERNS[table.pattern];
  const patterns = (typeof known === "string" ? [known] : known).map((source) => new RegExp(source, "gu"));
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
  const preTokenize = /* @__PURE__ */ __name((text, out, level = 0) => {
    const pattern = patterns[level];
    if (pattern === void 0) {
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

export {
  BYTE_TO_CHAR,
  deriveBpeTable,
  serializeBpeTable,
  parseBpeTable,
  splitter,
  rankTable,
  tokenTable,
  byteLevelEncoder
};
//# sourceMappingURL=chunk-H455EGOS.js.map
