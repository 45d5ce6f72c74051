import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-2G5HLHPF.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-FGM4KADU.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-ZUVCK422.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-45UDL4WI.js";
import "./chunk-TPIZ5KZS.js";
import "./chunk-ZXGOAENQ.js";
import "./chunk-7OFPA336.js";
import "./chunk-GHWWBIHF.js";
import "./chunk-PV63NCOY.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-T623WCLB.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-YHIPXX4M.js";
import "./chunk-ZV2SRYE2.js";
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
//# sourceMappingURL=prepare-JAS3UTBX.js.map
