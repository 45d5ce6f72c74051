import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport
} from "./chunk-3EENJDJG.js";
import "./chunk-KVLK2GCH.js";
import "./chunk-QERI6UGB.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport
};
//# sourceMappingURL=documents-MR2GPKS2.js.map
