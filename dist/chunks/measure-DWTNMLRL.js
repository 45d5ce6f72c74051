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
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
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
//# sourceMappingURL=measure-DWTNMLRL.js.map
