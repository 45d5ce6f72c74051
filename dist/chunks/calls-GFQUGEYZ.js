import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ARGUMENT_CHECK_MAX_MS,
  planCalls,
  runCalls,
  toolResultNotes
} from "./chunk-FKU4ELEG.js";
import "./chunk-DL3LCSEI.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-AEMDALGZ.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-7OFPA336.js";
import "./chunk-AY22MO67.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  ARGUMENT_CHECK_MAX_MS,
  planCalls,
  runCalls,
  toolResultNotes
};
//# sourceMappingURL=calls-GFQUGEYZ.js.map
