import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-E66EWLNK.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-ZUVCK422.js";
import "./chunk-45UDL4WI.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-VYZZKYO4.js";
import "./chunk-2MXQCXYX.js";
import "./chunk-7OFPA336.js";
import "./chunk-3IVZJKZY.js";
import "./chunk-QK5BGEH5.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-NIZC7XLB.js";
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
//# sourceMappingURL=prepare-V6YRZHT7.js.map
