import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter,
  serializeSentencePieceTable
} from "./chunk-6I67E3WS.js";
import "./chunk-WQOZZ7UD.js";
export {
  deriveSentencePieceTable,
  parseSentencePieceTable,
  sentencePieceCounter,
  serializeSentencePieceTable
};
//# sourceMappingURL=sentencepiece-bpe-5CEG43VU.js.map
