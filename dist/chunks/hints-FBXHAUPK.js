import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-5HOVRT3K.js";
import "./chunk-HYG3B4QZ.js";
import "./chunk-YUHAP4YW.js";
import "./chunk-F2C5ZTMD.js";
import "./chunk-I22YUHAB.js";
import "./chunk-45UDL4WI.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-VQXSMDQ5.js";
import "./chunk-GHWWBIHF.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-WBR3O2QV.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-AY2GYRMS.js";
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
//# sourceMappingURL=hints-FBXHAUPK.js.map
