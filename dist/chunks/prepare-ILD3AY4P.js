import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-YTKUXVYM.js";
import "./chunk-NY5AYGXM.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-UKM4RITM.js";
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
//# sourceMappingURL=prepare-ILD3AY4P.js.map
