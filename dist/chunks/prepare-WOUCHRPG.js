import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-4ALUB3QQ.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-5CEIB6AO.js";
import "./chunk-WHTNARJJ.js";
import "./chunk-7VXL2L3Q.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-ZURTPUBR.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-5ABOUN4K.js";
import "./chunk-NHQT6M27.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-CYFM2NZS.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-WNKROE4M.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-WOUCHRPG.js.map
