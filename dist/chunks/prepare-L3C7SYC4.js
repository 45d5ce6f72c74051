import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-MPXLFG3X.js";
import "./chunk-WQAZ7Z2O.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-6ERYKNIE.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-7XZLL7Y5.js";
import "./chunk-7OFPA336.js";
import "./chunk-BC2SNPZ3.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-WNKROE4M.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-L3C7SYC4.js.map
