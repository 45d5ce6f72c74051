import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter,
  serializeSentencePieceTable
} from "./chunk-6HMYLUXE.js";
import "./chunk-H455EGOS.js";
import "./chunk-JYCY46KH.js";
import "./chunk-WQOZZ7UD.js";
export {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter,
  serializeSentencePieceTable
};
//# sourceMappingURL=sentencepiece-bpe-I2EL33C5.js.map
