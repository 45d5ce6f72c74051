import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-B5L3HZIK.js";
import "./chunk-3V3PXGWB.js";
import "./chunk-4DLSMCX5.js";
import "./chunk-DEV4M276.js";
import "./chunk-I22YUHAB.js";
import "./chunk-45UDL4WI.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-33OWBOGQ.js";
import "./chunk-3IVZJKZY.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-TJ23DQSA.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-NIZC7XLB.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-PC33SXSO.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-WJKGH45U.js.map
