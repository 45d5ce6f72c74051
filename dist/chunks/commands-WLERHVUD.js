import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-RCFA37XK.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-OSRO2O25.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-LNF3PTE2.js";
import "./chunk-7KINYLOR.js";
import "./chunk-X7LHWWYS.js";
import "./chunk-3VYFZP4U.js";
import "./chunk-45UDL4WI.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-MRA4V5JX.js";
import "./chunk-NSLHS65K.js";
import "./chunk-4KKV6LAR.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-DZNLZVBA.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-W6CD2ILE.js";
import "./chunk-CWCSYACU.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QDO335QN.js";
import "./chunk-WQOZZ7UD.js";
export {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
};
//# sourceMappingURL=commands-WLERHVUD.js.map
