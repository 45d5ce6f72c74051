/**
 * Where the byte-level BPE tables (byte-level-bpe.ts) are kept: derived once from a verified
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

export const TABLES_DIR = "bpe-tables";

/** What a load found: a table, or why the model has none (then the library's path counts it). */
export type TableLookup = { table: BpeTable; from: "store" | "derived" } | { table: null; reason: string };

const inProcess = new Map<string, Promise<TableLookup>>();

/** The table of `tokenizerJson` (its verified bytes), from `store` when kept there, else derived and kept. */
export function bpeTableOf(tokenizerJson: Buffer, store: string): Promise<TableLookup> {
  const sha256 = createHash("sha256").update(tokenizerJson).digest("hex");
  const key = `${store}\0${sha256}`;
  let found = inProcess.get(key);
  if (!found) {
    found = lookUp(tokenizerJson, sha256, store);
    inProcess.set(key, found);
  }
  return found;
}

async function lookUp(tokenizerJson: Buffer, sha256: string, store: string): Promise<TableLookup> {
  const file = path.join(store, TABLES_DIR, `${sha256}.bin`);
  const kept = await readFile(file).catch(() => null);
  const table = kept ? parseBpeTable(kept) : null;
  if (table && table.source === sha256) return { table, from: "store" };
  const derived = deriveBpeTable(JSON.parse(tokenizerJson.toString("utf8")) as Record<string, unknown>, sha256);
  if (typeof derived === "string") return { table: null, reason: derived };
  await keep(file, serializeBpeTable(derived));
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
