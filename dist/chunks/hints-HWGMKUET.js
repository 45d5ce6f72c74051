import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-2W7YS4YH.js";
import "./chunk-LHCJBO5K.js";
import "./chunk-X7LHWWYS.js";
import "./chunk-3VYFZP4U.js";
import "./chunk-45UDL4WI.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-4KKV6LAR.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QDO335QN.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-HWGMKUET.js.map
