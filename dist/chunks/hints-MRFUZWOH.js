import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-JKLNH3QU.js";
import "./chunk-IMRQNHS6.js";
import "./chunk-74I2UGF4.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-DH6QZPNS.js";
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
//# sourceMappingURL=hints-MRFUZWOH.js.map
