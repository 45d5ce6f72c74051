import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport
} from "./chunk-NROMI2RW.js";
import "./chunk-C5LYRBGY.js";
import "./chunk-QERI6UGB.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport
};
//# sourceMappingURL=documents-SWV4FGH6.js.map
