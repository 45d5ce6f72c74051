import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
} from "./chunk-ZN5XZDKU.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-SZJQXOPK.js";
import "./chunk-WQOZZ7UD.js";
export {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
};
//# sourceMappingURL=request-GRFSBEI7.js.map
