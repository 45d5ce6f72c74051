import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-S7U7L7AU.js";
import "./chunk-XL4SVS6G.js";
import "./chunk-XERZZJVR.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-DH6QZPNS.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-5BRWK4NM.js";
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
//# sourceMappingURL=hints-3OGR6GUP.js.map
