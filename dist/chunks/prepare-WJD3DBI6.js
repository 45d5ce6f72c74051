import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-CJ6WS7OT.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-KSWYTZ45.js";
import "./chunk-2K2KADZB.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-6ERYKNIE.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-IQ22TPRJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-HHJIA5SB.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-5BRWK4NM.js";
import "./chunk-WNKROE4M.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-WJD3DBI6.js.map
