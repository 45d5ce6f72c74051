import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ARGUMENT_CHECK_MAX_MS,
  planCalls,
  runCalls,
  toolResultNotes
} from "./chunk-OPDLHLBB.js";
import "./chunk-DL3LCSEI.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-7OFPA336.js";
import "./chunk-OT34NEPO.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  ARGUMENT_CHECK_MAX_MS,
  planCalls,
  runCalls,
  toolResultNotes
};
//# sourceMappingURL=calls-MXDPZ23X.js.map
