import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-QUKDS6QE.js";
import "./chunk-SJG2KKY6.js";
import "./chunk-HQ2GHTPR.js";
import "./chunk-55WN63XG.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-6LENRTD2.js";
import "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-QDO335QN.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-RZO76OGP.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=hints-C4K2ZH75.js.map
