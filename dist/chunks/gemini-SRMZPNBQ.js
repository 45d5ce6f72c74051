import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GEMINI_DROPPED_KEYWORDS,
  GEMINI_ESTIMATE_WARNING,
  GEMINI_NO_TOOL_RESULT,
  functionDeclaration,
  functionDeclarationsJson,
  geminiCounter,
  geminiParameters
} from "./chunk-DXJS33LN.js";
import "./chunk-WQOZZ7UD.js";
export {
  GEMINI_DROPPED_KEYWORDS,
  GEMINI_ESTIMATE_WARNING,
  GEMINI_NO_TOOL_RESULT,
  functionDeclaration,
  functionDeclarationsJson,
  geminiCounter,
  geminiParameters
};
//# sourceMappingURL=gemini-SRMZPNBQ.js.map
