import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-32NZZ5OY.js";
import "./chunk-3TS3NOAJ.js";
import "./chunk-77UHDBWQ.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-IS2GEQLI.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-WNKROE4M.js";
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
//# sourceMappingURL=hints-ULONBVYY.js.map
