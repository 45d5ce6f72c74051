import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-S5BUM3BM.js";
import "./chunk-ITLYVZT4.js";
import "./chunk-JMFUJGDK.js";
import "./chunk-66LWFI2F.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-WJ4U2SSE.js";
import "./chunk-2AUYG5XP.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-MOFOUMST.js";
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
//# sourceMappingURL=hints-Y6PMVCGU.js.map
