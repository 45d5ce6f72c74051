import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-Y4PSKF54.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-HG3XINA2.js";
import "./chunk-WHTNARJJ.js";
import "./chunk-7VXL2L3Q.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-GXNRMFU6.js";
import "./chunk-VMLSMPIM.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-FJYHJLZW.js";
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
//# sourceMappingURL=prepare-7GM6P5UW.js.map
