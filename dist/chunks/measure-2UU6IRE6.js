import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MODEL_COUNT_MAX_BYTES,
  countProfiles,
  loadCounters,
  measure,
  measureWithTools,
  modelCountTooLarge,
  serializeReport
} from "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-45UDL4WI.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-REU7TK7B.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
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
//# sourceMappingURL=measure-2UU6IRE6.js.map
