import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DOCUMENT_SIZE_LIMIT,
  describeError,
  parseComparison,
  parseReport,
  parseSetupComparison
} from "./chunk-GJDUVBX4.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DOCUMENT_SIZE_LIMIT,
  describeError,
  parseComparison,
  parseReport,
  parseSetupComparison
};
//# sourceMappingURL=documents-X25TTI4T.js.map
