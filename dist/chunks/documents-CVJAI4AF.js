import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
} from "./chunk-IMWSU3OG.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-BTELIIU7.js";
import "./chunk-R7DDXPRF.js";
import "./chunk-KYNKE5LW.js";
import "./chunk-MB7LK727.js";
import "./chunk-6537QAYE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseReport,
  parseSetupComparison
};
//# sourceMappingURL=documents-CVJAI4AF.js.map
