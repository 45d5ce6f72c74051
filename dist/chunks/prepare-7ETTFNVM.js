import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-GJV6MGQS.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-ZUVCK422.js";
import "./chunk-45UDL4WI.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-MYOH4UQI.js";
import "./chunk-T7P6M4I5.js";
import "./chunk-7OFPA336.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-QK5BGEH5.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-4MO6DRCH.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-FSDW3AHK.js";
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
//# sourceMappingURL=prepare-7ETTFNVM.js.map
