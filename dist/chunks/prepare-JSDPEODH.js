import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-MUYJZWVQ.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-5GPR5FHG.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2PJBTSPV.js";
import "./chunk-7OFPA336.js";
import "./chunk-WJSI53A4.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-3FVDSIW4.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-TTO34KM3.js";
import "./chunk-3PX76TVM.js";
import "./chunk-KUYIMQFY.js";
import "./chunk-MNHU2QBX.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-GQBQGITS.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-6I67E3WS.js";
import "./chunk-2CE63FBP.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-JSDPEODH.js.map
