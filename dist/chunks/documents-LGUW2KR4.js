import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
} from "./chunk-QPKH6MAK.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-BTELIIU7.js";
import "./chunk-SYEWBNBS.js";
import "./chunk-6537QAYE.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
};
//# sourceMappingURL=documents-LGUW2KR4.js.map
