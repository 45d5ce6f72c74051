import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
} from "./chunk-6LENRTD2.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-WQOZZ7UD.js";
export {
  INSTRUCTIONS_SEPARATOR,
  countRequest,
  modelFacingTools,
  setupRequest
};
//# sourceMappingURL=request-2MAQNWUM.js.map
