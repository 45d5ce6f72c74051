/**
 * Where the rank tables (byte-level-bpe.ts, and sentencepiece-bpe.ts's for Gemma 3) are kept: derived once from a verified
 * tokenizer.json, written beside the model data store (`<store>/bpe-tables/<sha256 of tokenizer.json>.bin`),
 * and read back on every later load instead of parsing the tokenizer.json again.
 *
 * Trust: the tokenizer.json is always read and checked against its pin first (verified-files.ts); its
 * sha256 names the table, the table records it again, and the table's body carries its own sha256, so a
 * table is only ever used for the exact bytes it was derived from, and a damaged one is derived again.
 * Writing is best effort (a read-only store still counts, deriving each time).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type BpeTable, deriveBpeTable, parseBpeTable, serializeBpeTable } from "./byte-level-bpe.js";
import {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  type SentencePieceTable,
  serializeSentencePieceTable,
} from "./sentencepiece-bpe.js";

export const TABLES_DIR = "bpe-tables";

/** What a load found: a table, or why the model has none (then the library's path counts it). */
export type Lookup<T> = { table: T; from: "store" | "derived" } | { table: null; reason: string };
export type TableLookup = Lookup<BpeTable>;

/** One kind of table: how it is derived from a tokenizer.json, written, read, and named in the store. */
interface TableKind<T extends { source: string }> {
  /** The file name after the sha256: ".bin" (byte-level, the first kind) or ".sp.bin". */
  suffix: string;
  derive(json: Record<string, unknown>, sha256: string): T | string;
  serialize(table: T): Buffer;
  parse(bytes: Buffer): T | null;
}

const BYTE_LEVEL: TableKind<BpeTable> = {
  suffix: ".bin",
  derive: deriveBpeTable,
  serialize: serializeBpeTable,
  parse: parseBpeTable,
};
const SENTENCE_PIECE: TableKind<SentencePieceTable> = {
  suffix: ".sp.bin",
  derive: deriveSentencePieceTable,
  serialize: serializeSentencePieceTable,
  parse: parseSentencePieceTable,
};

const inProcess = new Map<string, Promise<Lookup<unknown>>>();

/** The byte-level table of `tokenizerJson` (its verified bytes), from `store` when kept there, else derived and kept. */
export function bpeTableOf(tokenizerJson: Buffer, store: string): Promise<TableLookup> {
  return tableOf(BYTE_LEVEL, tokenizerJson, store);
}

/** The SentencePiece-style table of `tokenizerJson` (Gemma 3's), as bpeTableOf. */
export function sentencePieceTableOf(tokenizerJson: Buffer, store: string): Promise<Lookup<SentencePieceTable>> {
  return tableOf(SENTENCE_PIECE, tokenizerJson, store);
}

/**
 * The SentencePiece-style table kept in `store` for the tokenizer.json whose sha256 is `sha256`, or null
 * when none is kept (or it is damaged). For a pinned package only: the pin names the bytes, and the table
 * derived from those verified bytes is all a count reads, so the 33 MB file need not be read and hashed
 * again on every load (its sha256 alone takes tens of milliseconds).
 */
export async function keptSentencePieceTable(sha256: string, store: string): Promise<SentencePieceTable | null> {
  const file = path.join(store, TABLES_DIR, `${sha256}${SENTENCE_PIECE.suffix}`);
  const kept = await readFile(file).catch(() => null);
  const table = kept ? SENTENCE_PIECE.parse(kept) : null;
  return table && table.source === sha256 ? table : null;
}

function tableOf<T extends { source: string }>(
  kind: TableKind<T>,
  tokenizerJson: Buffer,
  store: string,
): Promise<Lookup<T>> {
  const sha256 = createHash("sha256").update(tokenizerJson).digest("hex");
  const key = `${store}\0${sha256}${kind.suffix}`;
  let found = inProcess.get(key) as Promise<Lookup<T>> | undefined;
  if (!found) {
    found = lookUp(kind, tokenizerJson, sha256, store);
    inProcess.set(key, found);
  }
  return found;
}

async function lookUp<T extends { source: string }>(
  kind: TableKind<T>,
  tokenizerJson: Buffer,
  sha256: string,
  store: string,
): Promise<Lookup<T>> {
  const file = path.join(store, TABLES_DIR, `${sha256}${kind.suffix}`);
  const kept = await readFile(file).catch(() => null);
  const table = kept ? kind.parse(kept) : null;
  if (table && table.source === sha256) return { table, from: "store" };
  const derived = kind.derive(JSON.parse(tokenizerJson.toString("utf8")) as Record<string, unknown>, sha256);
  if (typeof derived === "string") return { table: null, reason: derived };
  await keep(file, kind.serialize(derived));
  return { table: derived, from: "derived" };
}

async function keep(file: string, bytes: Buffer): Promise<void> {
  const staging = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(staging, bytes);
    // A rename is atomic: a concurrent load reads the old table or the whole new one, never half.
    await rename(staging, file);
  } catch {
    // Not writable (a read-only store): derived again next time, counted the same.
  }
}
