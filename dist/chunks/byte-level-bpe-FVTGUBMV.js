import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BYTE_TO_CHAR,
  byteLevelEncoder,
  deriveBpeTable,
  parseBpeTable,
  rankTable,
  serializeBpeTable,
  splitter,
  tokenTable
} from "./chunk-H455EGOS.js";
import "./chunk-JYCY46KH.js";
import "./chunk-WQOZZ7UD.js";
export {
  BYTE_TO_CHAR,
  byteLevelEncoder,
  deriveBpeTable,
  parseBpeTable,
  rankTable,
  serializeBpeTable,
  splitter,
  tokenTable
};
//# sourceMappingURL=byte-level-bpe-FVTGUBMV.js.map
