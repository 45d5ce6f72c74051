import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-OZ62WEUS.js";
import "./chunk-CTO3VIIB.js";
import "./chunk-GQS2FLGO.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-IS2GEQLI.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZBPWZNZM.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-LQPOPXAT.js.map
