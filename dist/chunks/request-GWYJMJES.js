import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
} from "./chunk-DTWMD3EA.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-SZJQXOPK.js";
import "./chunk-WQOZZ7UD.js";
export {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
};
//# sourceMappingURL=request-GWYJMJES.js.map
