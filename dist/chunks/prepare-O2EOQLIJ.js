import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-3FLIVIT6.js";
import "./chunk-LNF3PTE2.js";
import "./chunk-FGM4KADU.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-ZUVCK422.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-45UDL4WI.js";
import "./chunk-FE35GMPG.js";
import "./chunk-7OFPA336.js";
import "./chunk-WNKROE4M.js";
import "./chunk-IQNJFQYB.js";
import "./chunk-4VLZ6AEW.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-O2EOQLIJ.js.map
