import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  drain,
  mergeLongPiece
} from "./chunk-QDO335QN.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// node_modules/gpt-tokenizer/esm/constants.js
var DEFAULT_MERGE_CACHE_SIZE = 1e5;

// node_modules/gpt-tokenizer/esm/utfUtil.js
var isAscii = /* @__PURE__ */ __name((codePoint) => codePoint <= 127, "isAscii");
function isValidUTF8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const byte1 = bytes[i];
    let numBytes = 0;
    let codePoint = 0;
    if (byte1 <= 127) {
      numBytes = 1;
      codePoint = byte1;
    } else if ((byte1 & 224) === 192) {
      numBytes = 2;
      codePoint = byte1 & 31;
      if (byte1 <= 193) return false;
    } else if ((byte1 & 240) === 224) {
      numBytes = 3;
      codePoint = byte1 & 15;
    } else if ((byte1 & 248) === 240) {
      numBytes = 4;
      codePoint = byte1 & 7;
      if (byte1 > 244) return false;
    } else return false;
    if (i + numBytes > bytes.length) return false;
    for (let j = 1; j < numBytes; j++) {
      const byte = bytes[i + j];
      if (byte === void 0 || (byte & 192) !== 128) return false;
      codePoint = codePoint << 6 | byte & 63;
    }
    if (numBytes === 2 && codePoint < 128) return false;
    if (numBytes === 3 && codePoint < 2048) return false;
    if (numBytes === 4 && codePoint < 65536) return false;
    if (codePoint >= 55296 && codePoint <= 57343) return false;
    if (codePoint > 1114111) return false;
    i += numBytes;
  }
  return true;
}
__name(isValidUTF8, "isValidUTF8");
var textDecoder = new TextDecoder("utf8", { fatal: false });
function tryConvertToString(arr) {
  if (!isValidUTF8(arr)) return;
  return textDecoder.decode(arr);
}
__name(tryConvertToString, "tryConvertToString");
function compareUint8Arrays(a, b) {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
__name(compareUint8Arrays, "compareUint8Arrays");

// node_modules/gpt-tokenizer/esm/util.js
function escapeRegExp(string) {
  return string.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
}
__name(escapeRegExp, "escapeRegExp");

// node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js
var emptyBuffer = /* @__PURE__ */ new Uint8Array(0);
var decoder = new TextDecoder("utf8");
var BytePairEncodingCore = class {
  static {
    __name(this, "BytePairEncodingCore");
  }
  mergeableBytePairRankCount;
  /**
  * an array where the index is the BPE rank,
  * and the value is the string or the array of bytes that it decodes to
  * it may contain holes if token is unused
  */
  bytePairRankDecoder;
  bytePairNonUtfRankDecoder = /* @__PURE__ */ new Map();
  bytePairNonUtfSortedEncoder;
  /**
  * a reverse map of the bytePairRankDecoder,
  * where the key is the string and the value is the rank
  * values that cannot be represented as a string are present in `bytePairNonUtfSortedEncoder`
  */
  bytePairStringRankEncoder;
  tokenSplitRegex;
  specialTokensEncoder;
  specialTokensDecoder;
  specialTokenPatternRegex;
  textEncoder = new TextEncoder();
  mergeCache;
  mergeCacheSize;
  constructor({ bytePairRankDecoder, specialTokensEncoder, tokenSplitRegex, mergeCacheSize = DEFAULT_MERGE_CACHE_SIZE }) {
    this.bytePairRankDecoder = bytePairRankDecoder;
    this.bytePairStringRankEncoder = /* @__PURE__ */ new Map();
    this.mergeCacheSize = mergeCacheSize;
    if (mergeCacheSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeableBytePairRankCount = Object.keys(bytePairRankDecoder).length;
    const binaryLookup = [];
    bytePairRankDecoder.forEach((value, rank) => {
      if (typeof value === "string") {
        this.bytePairStringRankEncoder.set(value, rank);
        return;
      }
      const byteArray = new Uint8Array(value);
      binaryLookup.push([byteArray, rank]);
      this.bytePairNonUtfRankDecoder.set(rank, byteArray);
    });
    this.bytePairNonUtfSortedEncoder = binaryLookup.sort((a, b) => compareUint8Arrays(a[0], b[0]));
    this.specialTokensEncoder = specialTokensEncoder ?? /* @__PURE__ */ new Map();
    this.specialTokensDecoder = specialTokensEncoder ? new Map([...specialTokensEncoder].map(([key, value]) => [value, key])) : /* @__PURE__ */ new Map();
    this.tokenSplitRegex = tokenSplitRegex;
    const allSpecialTokensRegex = [...this.specialTokensEncoder.keys()].map(escapeRegExp).join("|");
    try {
      this.specialTokenPatternRegex = new RegExp(allSpecialTokensRegex, "y");
    } catch {
      throw new Error("Invalid regular expression pattern.");
    }
  }
  setMergeCacheSize(newSize) {
    if (this.mergeCacheSize === 0 && newSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeCacheSize = newSize;
    if (newSize === 0) this.mergeCache = void 0;
  }
  clearMergeCache() {
    this.mergeCache?.clear();
  }
  *encodeNativeGenerator(text, allowedSpecial) {
    let startIndex = 0;
    let lastTokenLength = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match);
        if (token !== void 0) {
          lastTokenLength = 1;
          yield [token];
          continue;
        }
        const tokens = this.bytePairEncode(match);
        lastTokenLength = tokens.length;
        yield tokens;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        yield [specialTokenValue];
        startIndex = nextSpecialStartIndex + specialToken.length;
        lastTokenLength = 1;
      } else break;
    }
    return lastTokenLength;
  }
  encodeNative(text, allowedSpecial) {
    let startIndex = 0;
    const tokensArray = [];
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match);
        if (token !== void 0) {
          tokensArray.push(token);
          continue;
        }
        const tokens = this.bytePairEncode(match);
        tokensArray.push(...tokens);
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensArray.push(specialTokenValue);
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensArray;
  }
  countNative(text, allowedSpecial) {
    let startIndex = 0;
    let tokensCount = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        if (this.getBpeRankFromString(match) !== void 0) {
          tokensCount++;
          continue;
        }
        const tokens = this.bytePairEncode(match);
        tokensCount += tokens.length;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        if (this.specialTokensEncoder.get(specialToken) === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensCount++;
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensCount;
  }
  *decodeNativeGenerator(tokens) {
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes) yield tokenBytes;
    }
  }
  decodeNative(tokens) {
    let decoded = "";
    let intBuffer = emptyBuffer;
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes === void 0) throw new Error(`Token ${token} is not in the byte pair encoder.`);
      if (typeof tokenBytes === "string") {
        if (intBuffer !== emptyBuffer) {
          decoded += decoder.decode(intBuffer, { stream: true });
          intBuffer = emptyBuffer;
        }
        decoded += tokenBytes;
      } else {
        const newBuffer = new Uint8Array(intBuffer.length + tokenBytes.length);
        newBuffer.set(intBuffer);
        newBuffer.set(tokenBytes, intBuffer.length);
        intBuffer = newBuffer;
      }
    }
    if (intBuffer !== emptyBuffer) decoded += decoder.decode(intBuffer, { stream: true });
    return decoded;
  }
  async *decodeNativeAsyncIterable(tokens) {
    for await (const token of tokens) {
      const tokenBytesOrString = this.tryDecodeToken(token);
      if (tokenBytesOrString) yield tokenBytesOrString;
    }
  }
  getBpeRankFromString(key) {
    return this.bytePairStringRankEncoder.get(key);
  }
  getBpeRankFromStringOrThrow(key) {
    const value = this.getBpeRankFromString(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key}`);
    return value;
  }
  getBpeRankFromBytes(key) {
    const keyAsString = tryConvertToString(key);
    if (keyAsString !== void 0) return this.getBpeRankFromString(keyAsString);
    const index = this.binarySearch(key);
    if (index !== -1) return this.bytePairNonUtfSortedEncoder[index][1];
  }
  getBpeRankFromBytesOrThrow(key) {
    const value = this.getBpeRankFromBytes(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key.toString()}`);
    return value;
  }
  binarySearch(key) {
    let low = 0;
    let high = this.bytePairNonUtfSortedEncoder.length - 1;
    while (low <= high) {
      const mid = low + high >>> 1;
      const midKey = this.bytePairNonUtfSortedEncoder[mid][0];
      let cmp = 0;
      const maxLength = Math.min(midKey.length, key.length);
      for (let i = 0; i < maxLength; i++) {
        cmp = midKey[i] - key[i];
        if (cmp !== 0) break;
      }
      if (cmp === 0) cmp = midKey.length - key.length;
      if (cmp === 0) return mid;
      if (cmp < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  findNextSpecialToken(text, allowedSpecial, startIndex) {
    let searchIndex = startIndex;
    while (true) {
      this.specialTokenPatternRegex.lastIndex = searchIndex;
      const nextSpecialMatch = this.specialTokenPatternRegex.exec(text);
      if (!nextSpecialMatch) return;
      const specialToken = nextSpecialMatch[0];
      if (allowedSpecial?.has(specialToken)) return [nextSpecialMatch.index + searchIndex, specialToken];
      searchIndex = nextSpecialMatch.index + searchIndex + 1;
    }
  }
  tryDecodeToken(tokenRank) {
    const value = this.bytePairRankDecoder[tokenRank];
    if (typeof value === "string") return value;
    if (typeof value === "object") {
      const fromBinary = this.bytePairNonUtfRankDecoder.get(tokenRank);
      if (fromBinary) return fromBinary;
    }
    return this.specialTokensDecoder.get(tokenRank);
  }
  addToMergeCache(key, value) {
    if (!this.mergeCache) return;
    if (this.mergeCache.size >= this.mergeCacheSize) {
      const firstKey = this.mergeCache.keys().next().value;
      this.mergeCache.delete(firstKey);
    }
    this.mergeCache.set(key, value);
  }
  bytePairEncode(input) {
    if (input.length === 1 && isAscii(input.codePointAt(0))) return [this.getBpeRankFromStringOrThrow(input)];
    if (this.mergeCache?.has(input)) {
      const result2 = this.mergeCache.get(input);
      this.mergeCache.delete(input);
      this.mergeCache.set(input, result2);
      return result2;
    }
    const inputBytes = this.textEncoder.encode(input);
    const result = this.bytePairMerge(inputBytes);
    this.addToMergeCache(input, result);
    return result;
  }
  bytePairMerge(piece) {
    const starts = [];
    const ranks = [];
    const getRank = /* @__PURE__ */ __name((startIndex, pairStart = starts[startIndex], pairEnd = starts[startIndex + 2]) => {
      if (pairEnd === void 0) return Number.POSITIVE_INFINITY;
      const key = piece.subarray(pairStart, pairEnd);
      return this.getBpeRankFromBytes(key) ?? Number.POSITIVE_INFINITY;
    }, "getRank");
    for (let i = 0; i <= piece.length; i++) {
      starts.push(i);
      if (i < piece.length - 1) ranks.push(getRank(i, i, i + 2));
      else ranks.push(Number.POSITIVE_INFINITY);
    }
    while (starts.length > 1) {
      let lowestRank = Number.POSITIVE_INFINITY;
      let lowestPartitionIndex = -1;
      for (let i = 0; i < ranks.length - 1; i++) {
        const rank = ranks[i];
        if (rank < lowestRank) {
          lowestRank = rank;
          lowestPartitionIndex = i;
        }
      }
      if (lowestRank === Number.POSITIVE_INFINITY || lowestPartitionIndex === -1) break;
      starts.splice(lowestPartitionIndex + 1, 1);
      ranks.splice(lowestPartitionIndex, 1);
      ranks[lowestPartitionIndex] = getRank(lowestPartitionIndex);
      if (lowestPartitionIndex > 0) ranks[lowestPartitionIndex - 1] = getRank(lowestPartitionIndex - 1);
    }
    const output = [];
    for (let i = 0; i < starts.length - 1; i++) {
      const pairStart = starts[i];
      const pairEnd = starts[i + 1];
      const bpeValue = this.getBpeRankFromBytesOrThrow(piece.subarray(pairStart, pairEnd));
      output.push(bpeValue);
    }
    return output;
  }
};

// src/core/vocabulary/rank-table.ts
var MAGIC = 827607890;
var HEADER_WORDS = 4;
var KIND_BYTES = 0;
var KIND_STRING = 1;
function fnv1a(bytes, start, end) {
  let hash = 2166136261;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i], 16777619);
  return hash >>> 0;
}
__name(fnv1a, "fnv1a");
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function sameBytes(a, aStart, aEnd, b, bStart, bEnd) {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = aStart, j = bStart; i < aEnd; i++, j++) if (a[i] !== b[j]) return false;
  return true;
}
__name(sameBytes, "sameBytes");
function isWellFormed(text) {
  return text.isWellFormed();
}
__name(isWellFormed, "isWellFormed");
var RankTable = class {
  static {
    __name(this, "RankTable");
  }
  count;
  offsets;
  slots;
  mask;
  kinds;
  bytes;
  encoder = new TextEncoder();
  scratch = new Uint8Array(256);
  longest = -1;
  constructor(data) {
    if (!LITTLE_ENDIAN) throw new Error("rank tables are little-endian; this machine is not");
    const buffer = data.byteOffset % 4 === 0 ? data : data.slice();
    const header = new Uint32Array(buffer.buffer, buffer.byteOffset, Math.min(HEADER_WORDS, buffer.length >>> 2));
    const [magic, count, slotCount, byteCount] = header;
    if (magic !== MAGIC || count === void 0 || slotCount === void 0 || byteCount === void 0) {
      throw new Error("not a rank table (wrong magic number): rebuild with npm run build");
    }
    const words = HEADER_WORDS + count + 1 + slotCount;
    if (buffer.length !== words * 4 + count + byteCount || (slotCount & slotCount - 1) !== 0) {
      throw new Error("rank table is truncated or malformed: rebuild with npm run build");
    }
    this.count = count;
    this.offsets = new Uint32Array(buffer.buffer, buffer.byteOffset + HEADER_WORDS * 4, count + 1);
    this.slots = new Uint32Array(buffer.buffer, buffer.byteOffset + (HEADER_WORDS + count + 1) * 4, slotCount);
    this.mask = slotCount - 1;
    this.kinds = buffer.subarray(words * 4, words * 4 + count);
    this.bytes = buffer.subarray(words * 4 + count);
  }
  /** The rank of the token with exactly these bytes, or -1. */
  rankOfBytes(key, start = 0, end = key.length) {
    const { offsets, slots, bytes, mask } = this;
    let slot = fnv1a(key, start, end) & mask;
    for (; ; ) {
      const entry = slots[slot];
      if (entry === 0) return -1;
      const rank = entry - 1;
      if (sameBytes(bytes, offsets[rank], offsets[rank + 1], key, start, end)) return rank;
      slot = slot + 1 & mask;
    }
  }
  /** The rank of the string token whose UTF-8 is key[start..end), or -1 (the bytes of a valid string). */
  rankOfStringBytes(key, start, end) {
    const rank = this.rankOfBytes(key, start, end);
    return rank >= 0 && this.kinds[rank] === KIND_STRING ? rank : -1;
  }
  /** The length in bytes of the longest token. */
  maxTokenBytes() {
    if (this.longest < 0) {
      let longest = 0;
      for (let rank = 0; rank < this.count; rank++) {
        longest = Math.max(longest, this.offsets[rank + 1] - this.offsets[rank]);
      }
      this.longest = longest;
    }
    return this.longest;
  }
  /** The rank gpt-tokenizer holds as this string, or undefined (its Map's `get`). */
  rankOfString(text) {
    const ascii = this.rankOfAscii(text);
    if (ascii !== null) return ascii;
    if (!isWellFormed(text)) return void 0;
    if (this.scratch.length < text.length * 3) this.scratch = new Uint8Array(text.length * 3);
    const { written } = this.encoder.encodeInto(text, this.scratch);
    const rank = this.rankOfBytes(this.scratch, 0, written);
    return rank >= 0 && this.kinds[rank] === KIND_STRING ? rank : void 0;
  }
  /**
   * rankOfString for text that is all ASCII (most of a tool definition), hashed and compared character by
   * character: an ASCII string's UTF-8 bytes are its character codes. Null when the text is not ASCII.
   */
  rankOfAscii(text) {
    let hash = 2166136261;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 127) return null;
      hash = Math.imul(hash ^ code, 16777619);
    }
    const { offsets, slots, bytes, mask } = this;
    for (let slot = hash >>> 0 & mask; ; slot = slot + 1 & mask) {
      const entry = slots[slot];
      if (entry === 0) return void 0;
      const rank = entry - 1;
      const start = offsets[rank];
      if (offsets[rank + 1] - start !== text.length) continue;
      let same = true;
      for (let i = 0; i < text.length; i++) {
        if (bytes[start + i] !== text.charCodeAt(i)) {
          same = false;
          break;
        }
      }
      if (same) return this.kinds[rank] === KIND_STRING ? rank : void 0;
    }
  }
  /** The rank gpt-tokenizer holds as these bytes because they are not UTF-8, or undefined (its binary search). */
  rankOfNonUtf8(key) {
    const rank = this.rankOfBytes(key);
    return rank >= 0 && this.kinds[rank] === KIND_BYTES ? rank : void 0;
  }
};

// src/core/vocabulary/encoder.ts
var MEMBERS = ["getBpeRankFromString", "getBpeRankFromBytes", "bytePairEncode", "bytePairMerge"];
var LONG_PIECE_CHARS = 256;
var PIECES_PER_YIELD = 1024;
var LONG_CACHE_SIZE = 8;
function tableCounter(params, data) {
  for (const name of MEMBERS) {
    if (typeof BytePairEncodingCore.prototype[name] !== "function") {
      throw new Error(`gpt-tokenizer's BytePairEncodingCore has no ${name}: revisit src/core/vocabulary/encoder.ts`);
    }
  }
  const table = new RankTable(data);
  const core = new BytePairEncodingCore({
    bytePairRankDecoder: [],
    specialTokensEncoder: params.specialTokensEncoder,
    tokenSplitRegex: params.tokenSplitRegex
  });
  const getBpeRankFromString = /* @__PURE__ */ __name((key) => table.rankOfString(key), "getBpeRankFromString");
  const getBpeRankFromBytes = /* @__PURE__ */ __name((key) => {
    if (startsWithBom(key)) return table.rankOfNonUtf8(key);
    const text = tryConvertToString(key);
    return text === void 0 ? table.rankOfNonUtf8(key) : getBpeRankFromString(text);
  }, "getBpeRankFromBytes");
  Object.assign(core, { getBpeRankFromString, getBpeRankFromBytes });
  const regex = params.tokenSplitRegex;
  const long = longPieces(table, getBpeRankFromBytes);
  const count = /* @__PURE__ */ __name((text) => {
    let tokens = 0;
    for (const [piece] of text.matchAll(regex)) {
      if (piece.length >= LONG_PIECE_CHARS) tokens += drain(long.countSteps(piece));
      else tokens += core.getBpeRankFromString(piece) !== void 0 ? 1 : core.bytePairEncode(piece).length;
    }
    return tokens;
  }, "count");
  function* countSteps(text) {
    let tokens = 0;
    let pieces = 0;
    for (const [piece] of text.matchAll(regex)) {
      if (piece.length >= LONG_PIECE_CHARS) tokens += yield* long.countSteps(piece);
      else tokens += core.getBpeRankFromString(piece) !== void 0 ? 1 : core.bytePairEncode(piece).length;
      if (++pieces % PIECES_PER_YIELD === 0) yield;
    }
    return tokens;
  }
  __name(countSteps, "countSteps");
  return { count, countSteps };
}
__name(tableCounter, "tableCounter");
function startsWithBom(key) {
  return key.length >= 3 && key[0] === 239 && key[1] === 187 && key[2] === 191;
}
__name(startsWithBom, "startsWithBom");
function longPieces(table, getBpeRankFromBytes) {
  const maxToken = table.maxTokenBytes();
  if (maxToken >= LONG_PIECE_CHARS) {
    throw new Error(`a token of ${maxToken} bytes: LONG_PIECE_CHARS in src/core/vocabulary/encoder.ts must exceed it`);
  }
  const maxPairBytes = maxToken;
  const rankOf = /* @__PURE__ */ __name((piece, start, end) => {
    let ascii = true;
    for (let i = start; i < end; i++) {
      if (piece[i] > 127) {
        ascii = false;
        break;
      }
    }
    if (ascii) return table.rankOfStringBytes(piece, start, end);
    return getBpeRankFromBytes(piece.subarray(start, end)) ?? -1;
  }, "rankOf");
  const encoder = new TextEncoder();
  const cache = /* @__PURE__ */ new Map();
  const mergeSteps = /* @__PURE__ */ __name((bytes) => mergeLongPiece(bytes, rankOf, maxPairBytes), "mergeSteps");
  function* countSteps(piece) {
    const known = cache.get(piece);
    if (known !== void 0) return known;
    const tokens = (yield* mergeSteps(encoder.encode(piece))).length;
    if (cache.size >= LONG_CACHE_SIZE) cache.delete(cache.keys().next().value);
    cache.set(piece, tokens);
    return tokens;
  }
  __name(countSteps, "countSteps");
  return { countSteps, mergeSteps };
}
__name(longPieces, "longPieces");
export {
  LONG_PIECE_CHARS,
  longPieces,
  tableCounter
};
//# sourceMappingURL=encoder-PT6ZAEB4.js.map
