import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  serializeSentencePieceTable
} from "./chunk-6HMYLUXE.js";
import {
  deriveBpeTable,
  parseBpeTable,
  serializeBpeTable
} from "./chunk-H455EGOS.js";
import "./chunk-JYCY46KH.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/bpe-table-store.ts
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
var TABLES_DIR = "bpe-tables";
var BYTE_LEVEL = {
  suffix: ".bin",
  derive: deriveBpeTable,
  serialize: serializeBpeTable,
  parse: parseBpeTable
};
var SENTENCE_PIECE = {
  suffix: ".sp.bin",
  derive: deriveSentencePieceTable,
  serialize: serializeSentencePieceTable,
  parse: parseSentencePieceTable
};
var inProcess = /* @__PURE__ */ new Map();
function bpeTableOf(tokenizerJson, store) {
  return tableOf(BYTE_LEVEL, tokenizerJson, store);
}
__name(bpeTableOf, "bpeTableOf");
function sentencePieceTableOf(tokenizerJson, store) {
  return tableOf(SENTENCE_PIECE, tokenizerJson, store);
}
__name(sentencePieceTableOf, "sentencePieceTableOf");
async function keptSentencePieceTable(sha256, store) {
  const file = path.join(store, TABLES_DIR, `${sha256}${SENTENCE_PIECE.suffix}`);
  const kept = await readFile(file).catch(() => null);
  const table = kept ? SENTENCE_PIECE.parse(kept) : null;
  return table && table.source === sha256 ? table : null;
}
__name(keptSentencePieceTable, "keptSentencePieceTable");
function tableOf(kind, tokenizerJson, store) {
  const sha256 = createHash("sha256").update(tokenizerJson).digest("hex");
  const key = `${store}\0${sha256}${kind.suffix}`;
  let found = inProcess.get(key);
  if (!found) {
    found = lookUp(kind, tokenizerJson, sha256, store);
    inProcess.set(key, found);
  }
  return found;
}
__name(tableOf, "tableOf");
async function lookUp(kind, tokenizerJson, sha256, store) {
  const file = path.join(store, TABLES_DIR, `${sha256}${kind.suffix}`);
  const kept = await readFile(file).catch(() => null);
  const table = kept ? kind.parse(kept) : null;
  if (table && table.source === sha256) return { table, from: "store" };
  const derived = kind.derive(JSON.parse(tokenizerJson.toString("utf8")), sha256);
  if (typeof derived === "string") return { table: null, reason: derived };
  await keep(file, kind.serialize(derived));
  return { table: derived, from: "derived" };
}
__name(lookUp, "lookUp");
async function keep(file, bytes) {
  const staging = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(staging, bytes);
    await rename(staging, file);
  } catch {
  }
}
__name(keep, "keep");
export {
  TABLES_DIR,
  bpeTableOf,
  keptSentencePieceTable,
  sentencePieceTableOf
};
//# sourceMappingURL=bpe-table-store-IDOGVYAE.js.map
