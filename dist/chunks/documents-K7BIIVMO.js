import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
} from "./chunk-DPPGLSYE.js";
import "./chunk-XI4HAP3M.js";
import "./chunk-QERI6UGB.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
};
//# sourceMappingURL=documents-K7BIIVMO.js.map
