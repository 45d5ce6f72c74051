/**
 * A token vocabulary as one flat buffer that is looked up where it lies: no Map of 200,000 strings to build.
 * gpt-tokenizer ships each vocabulary as an array of 200,000 strings (and byte arrays) and builds a Map from
 * it on load; parsing the array and filling the Map were most of a cold start. The build turns the same
 * array into this buffer (scripts/build.mjs writes it next to the bundle), a run reads it in a millisecond,
 * and the encoder (../encodings.ts) asks it for ranks through gpt-tokenizer's own byte-pair code.
 *
 * Layout, 32-bit little-endian words, then bytes:
 *   magic, token count N, slot count S (a power of two), byte count B
 *   offsets[N + 1]  token r's bytes are bytes[offsets[r] .. offsets[r + 1])
 *   slots[S]        an open-addressing hash table (FNV-1a of the bytes, linear probing): rank + 1, 0 = empty
 *   kinds[N]        how gpt-tokenizer holds rank r: 1 a string, 0 a byte array (not UTF-8), 2 a hole
 *   bytes[B]
 */

/** gpt-tokenizer's vocabulary format: index = rank; a string, or the bytes of a token that is not UTF-8. */
export type RawRanks = readonly (string | readonly number[])[];

const MAGIC = 0x31544b52; // "RKT1"
const HEADER_WORDS = 4;
const KIND_BYTES = 0;
const KIND_STRING = 1;
const KIND_HOLE = 2;

function fnv1a(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash >>> 0;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The buffer for a vocabulary. Refuses what the lookups could not answer as gpt-tokenizer's Map does:
 * two ranks with the same bytes, or a string token that is not well-formed UTF-16.
 */
export function buildRankTable(ranks: RawRanks): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error("rank tables are little-endian; this machine is not");
  const encoder = new TextEncoder();
  const count = ranks.length;
  const tokens: Uint8Array[] = new Array(count);
  const kinds = new Uint8Array(count);
  let byteCount = 0;
  for (let rank = 0; rank < count; rank++) {
    const value = ranks[rank];
    if (value === undefined) {
      kinds[rank] = KIND_HOLE;
      tokens[rank] = new Uint8Array(0);
      continue;
    }
    if (typeof value === "string") {
      if (!isWellFormed(value)) throw new Error(`rank ${rank} is a string that is not well-formed UTF-16`);
      kinds[rank] = KIND_STRING;
      tokens[rank] = encoder.encode(value);
    } else {
      kinds[rank] = KIND_BYTES;
      tokens[rank] = Uint8Array.from(value);
    }
    byteCount += (tokens[rank] as Uint8Array).length;
  }
  let slotCount = 1;
  while (slotCount < count * 2) slotCount *= 2;
  const words = HEADER_WORDS + count + 1 + slotCount;
  const buffer = new Uint8Array(words * 4 + count + byteCount);
  const header = new Uint32Array(buffer.buffer, 0, words);
  header.set([MAGIC, count, slotCount, byteCount]);
  const offsets = header.subarray(HEADER_WORDS, HEADER_WORDS + count + 1);
  const slots = header.subarray(HEADER_WORDS + count + 1);
  buffer.set(kinds, words * 4);
  const bytes = buffer.subarray(words * 4 + count);
  let at = 0;
  for (let rank = 0; rank < count; rank++) {
    const token = tokens[rank] as Uint8Array;
    offsets[rank] = at;
    bytes.set(token, at);
    at += token.length;
  }
  offsets[count] = at;
  const mask = slotCount - 1;
  for (let rank = 0; rank < count; rank++) {
    if (kinds[rank] === KIND_HOLE) continue;
    const start = offsets[rank] as number;
    const end = offsets[rank + 1] as number;
    let slot = fnv1a(bytes, start, end) & mask;
    while (slots[slot] !== 0) {
      const other = (slots[slot] as number) - 1;
      if (sameBytes(bytes, offsets[other] as number, offsets[other + 1] as number, bytes, start, end)) {
        throw new Error(`ranks ${other} and ${rank} have the same bytes`);
      }
      slot = (slot + 1) & mask;
    }
    slots[slot] = rank + 1;
  }
  return buffer;
}

function sameBytes(a: Uint8Array, aStart: number, aEnd: number, b: Uint8Array, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = aStart, j = bStart; i < aEnd; i++, j++) if (a[i] !== b[j]) return false;
  return true;
}

function isWellFormed(text: string): boolean {
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

/** Lookups in a buffer made by buildRankTable (as built, or as read back from its file). */
export class RankTable {
  readonly count: number;
  private readonly offsets: Uint32Array;
  private readonly slots: Uint32Array;
  private readonly mask: number;
  private readonly kinds: Uint8Array;
  private readonly bytes: Uint8Array;
  private readonly encoder = new TextEncoder();
  private scratch = new Uint8Array(256);
  private longest = -1;

  constructor(data: Uint8Array) {
    if (!LITTLE_ENDIAN) throw new Error("rank tables are little-endian; this machine is not");
    // Word views need a 4-byte aligned start; a buffer read from a file normally has one.
    const buffer = data.byteOffset % 4 === 0 ? data : data.slice();
    const header = new Uint32Array(buffer.buffer, buffer.byteOffset, Math.min(HEADER_WORDS, buffer.length >>> 2));
    const [magic, count, slotCount, byteCount] = header;
    if (magic !== MAGIC || count === undefined || slotCount === undefined || byteCount === undefined) {
      throw new Error("not a rank table (wrong magic number): rebuild with npm run build");
    }
    const words = HEADER_WORDS + count + 1 + slotCount;
    if (buffer.length !== words * 4 + count + byteCount || (slotCount & (slotCount - 1)) !== 0) {
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
  rankOfBytes(key: Uint8Array, start = 0, end = key.length): number {
    const { offsets, slots, bytes, mask } = this;
    let slot = fnv1a(key, start, end) & mask;
    for (;;) {
      const entry = slots[slot] as number;
      if (entry === 0) return -1;
      const rank = entry - 1;
      if (sameBytes(bytes, offsets[rank] as number, offsets[rank + 1] as number, key, start, end)) return rank;
      slot = (slot + 1) & mask;
    }
  }

  /** The rank of the string token whose UTF-8 is key[start..end), or -1 (the bytes of a valid string). */
  rankOfStringBytes(key: Uint8Array, start: number, end: number): number {
    const rank = this.rankOfBytes(key, start, end);
    return rank >= 0 && this.kinds[rank] === KIND_STRING ? rank : -1;
  }

  /** The length in bytes of the longest token. */
  maxTokenBytes(): number {
    if (this.longest < 0) {
      let longest = 0;
      for (let rank = 0; rank < this.count; rank++) {
        longest = Math.max(longest, (this.offsets[rank + 1] as number) - (this.offsets[rank] as number));
      }
      this.longest = longest;
    }
    return this.longest;
  }

  /** The rank gpt-tokenizer holds as this string, or undefined (its Map's `get`). */
  rankOfString(text: string): number | undefined {
    const ascii = this.rankOfAscii(text);
    if (ascii !== null) return ascii;
    // A lone surrogate would encode as U+FFFD and find that token; no string token holds one.
    if (!isWellFormed(text)) return undefined;
    if (this.scratch.length < text.length * 3) this.scratch = new Uint8Array(text.length * 3);
    const { written } = this.encoder.encodeInto(text, this.scratch);
    const rank = this.rankOfBytes(this.scratch, 0, written);
    return rank >= 0 && this.kinds[rank] === KIND_STRING ? rank : undefined;
  }

  /**
   * rankOfString for text that is all ASCII (most of a tool definition), hashed and compared character by
   * character: an ASCII string's UTF-8 bytes are its character codes. Null when the text is not ASCII.
   */
  private rankOfAscii(text: string): number | undefined | null {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) return null;
      hash = Math.imul(hash ^ code, 0x01000193);
    }
    const { offsets, slots, bytes, mask } = this;
    for (let slot = (hash >>> 0) & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] as number;
      if (entry === 0) return undefined;
      const rank = entry - 1;
      const start = offsets[rank] as number;
      if ((offsets[rank + 1] as number) - start !== text.length) continue;
      let same = true;
      for (let i = 0; i < text.length; i++) {
        if (bytes[start + i] !== text.charCodeAt(i)) {
          same = false;
          break;
        }
      }
      if (same) return this.kinds[rank] === KIND_STRING ? rank : undefined;
    }
  }

  /** The rank gpt-tokenizer holds as these bytes because they are not UTF-8, or undefined (its binary search). */
  rankOfNonUtf8(key: Uint8Array): number | undefined {
    const rank = this.rankOfBytes(key);
    return rank >= 0 && this.kinds[rank] === KIND_BYTES ? rank : undefined;
  }
}
