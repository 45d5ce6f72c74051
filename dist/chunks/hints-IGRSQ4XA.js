import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
} from "./chunk-BJNTQQZE.js";
import "./chunk-SJG2KKY6.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
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
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
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
//# sourceMappingURL=hints-IGRSQ4XA.js.map
