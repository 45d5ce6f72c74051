import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-HMS3MXH6.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-N7L7DF7T.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-WHTNARJJ.js";
import "./chunk-OXN7673B.js";
import "./chunk-HGYCWKZC.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-GXNRMFU6.js";
import "./chunk-VMLSMPIM.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-NKR34MFA.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-W6CD2ILE.js";
import "./chunk-CWCSYACU.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-VR4TQHKH.js";
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
//# sourceMappingURL=commands-PEBGPX46.js.map
