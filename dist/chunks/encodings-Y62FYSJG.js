import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
} from "./chunk-W63QXYQJ.js";
import "./chunk-WQOZZ7UD.js";
export {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
};
//# sourceMappingURL=encodings-Y62FYSJG.js.map
