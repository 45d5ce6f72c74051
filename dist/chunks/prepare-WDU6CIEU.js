import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-5SCQODHL.js";
import "./chunk-LNF3PTE2.js";
import "./chunk-FGM4KADU.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-C2W7SIKY.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-45UDL4WI.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-MRA4V5JX.js";
import "./chunk-NSLHS65K.js";
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
//# sourceMappingURL=prepare-WDU6CIEU.js.map
