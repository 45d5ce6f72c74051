import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  rankTable,
  splitter
} from "./chunk-H455EGOS.js";
import {
  ID_BITS,
  mergeIds
} from "./chunk-JYCY46KH.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/sentencepiece-bpe.ts
import { createHash } from "node:crypto";
var MAGIC = "mcp-token-budget sentencepiece BPE table 2\n";
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
    body: createHash("sha256").update(body).digest("hex")
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}
`, "utf8"), body]);
}
__name(serializeSentencePieceTable, "serializeSentencePieceTable");
function parseSentencePieceTable(bytes) {
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
  deriveSentencePieceTable,
  serializeSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter
};
//# sourceMappingURL=chunk-6HMYLUXE.js.map
