import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-PCQEPVLO.js";
import "./chunk-SQFEOAWJ.js";
import "./chunk-OXN7673B.js";
import "./chunk-HGYCWKZC.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-VR4TQHKH.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QDO335QN.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-RYGUWPHB.js.map
