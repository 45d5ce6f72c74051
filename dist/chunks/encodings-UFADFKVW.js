import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
} from "./chunk-5BRWK4NM.js";
import "./chunk-WQOZZ7UD.js";
export {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
};
//# sourceMappingURL=encodings-UFADFKVW.js.map
