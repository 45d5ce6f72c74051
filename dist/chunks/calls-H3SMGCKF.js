import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  runCalls,
  toolResultNotes
} from "./chunk-T63HGODE.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-CNNAAZRN.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-7OFPA336.js";
import "./chunk-XASMM3DP.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  runCalls,
  toolResultNotes
};
//# sourceMappingURL=calls-H3SMGCKF.js.map
