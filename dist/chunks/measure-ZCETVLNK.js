import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MODEL_COUNT_MAX_BYTES,
  countProfiles,
  listedOf,
  loadCounters,
  measure,
  measureWithTools,
  modelCountTooLarge,
  serializeReport
} from "./chunk-HQ2GHTPR.js";
import "./chunk-55WN63XG.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-RZO76OGP.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  MODEL_COUNT_MAX_BYTES,
  countProfiles,
  listedOf,
  loadCounters,
  measure,
  measureWithTools,
  modelCountTooLarge,
  serializeReport
};
//# sourceMappingURL=measure-ZCETVLNK.js.map
