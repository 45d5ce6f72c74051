import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-WYO3DNGM.js";
import "./chunk-KTWQNHAM.js";
import "./chunk-L62WBZ2Y.js";
import "./chunk-FOPFVDFK.js";
import "./chunk-45UDL4WI.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-WNKROE4M.js";
import "./chunk-WBR3O2QV.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-B4LP5HKY.js.map
