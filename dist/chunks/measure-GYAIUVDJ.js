import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MODEL_COUNT_MAX_BYTES,
  countProfiles,
  loadCounters,
  measure,
  measureWithTools,
  modelCountTooLarge,
  serializeReport
} from "./chunk-PCYGAZVF.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-CCXKP7AJ.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-ZWQE3S7V.js";
import "./chunk-Z7VNYKO4.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-QDO335QN.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-3PX76TVM.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-B3NNXW3X.js";
import "./chunk-AY22MO67.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-MNHU2QBX.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  MODEL_COUNT_MAX_BYTES,
  countProfiles,
  loadCounters,
  measure,
  measureWithTools,
  modelCountTooLarge,
  serializeReport
};
//# sourceMappingURL=measure-GYAIUVDJ.js.map
