import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand,
  progressHooks
} from "./chunk-WPRMXREF.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-HQ2GHTPR.js";
import "./chunk-55WN63XG.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-3DFDUBUJ.js";
import "./chunk-7DDXXT5Y.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-MWN4FJZ5.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-WV4YLYBR.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
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
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand,
  progressHooks
};
//# sourceMappingURL=commands-FHEORWVV.js.map
