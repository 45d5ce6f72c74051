import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
} from "./chunk-JM4RZ5PY.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-BTELIIU7.js";
import "./chunk-6537QAYE.js";
import "./chunk-W6CD2ILE.js";
import "./chunk-YXYNUCJZ.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
};
//# sourceMappingURL=documents-N3K5J3K3.js.map
