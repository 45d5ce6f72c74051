import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
} from "./chunk-DJ2EGANE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  loadEncoders,
  resolveEncodingNames
};
//# sourceMappingURL=encodings-7LJQVNX2.js.map
