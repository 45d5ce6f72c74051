import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GEMINI_DROPPED_KEYWORDS,
  GEMINI_ESTIMATE_WARNING,
  GEMINI_NO_TOOL_RESULT,
  functionDeclaration,
  functionDeclarationsJson,
  geminiCounter,
  geminiNotSeen,
  geminiParameters
} from "./chunk-G7T2Q4YE.js";
import "./chunk-WQOZZ7UD.js";
export {
  GEMINI_DROPPED_KEYWORDS,
  GEMINI_ESTIMATE_WARNING,
  GEMINI_NO_TOOL_RESULT,
  functionDeclaration,
  functionDeclarationsJson,
  geminiCounter,
  geminiNotSeen,
  geminiParameters
};
//# sourceMappingURL=gemini-W2HEMBQ4.js.map
