import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-5DM2O3XQ.js";
import "./chunk-O5BXFP2B.js";
import "./chunk-3UD6PL3E.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-IS2GEQLI.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-UKFVJFX7.js";
import "./chunk-ZBPWZNZM.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-56PVTMYL.js.map
