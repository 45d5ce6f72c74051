import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-MN4BTDYE.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-VI6KB3UG.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-WHTNARJJ.js";
import "./chunk-4WAFU7DS.js";
import "./chunk-PGSTFYWW.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-3JPHYQLE.js";
import "./chunk-YBJGDF3U.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-NKR34MFA.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-GQ2WCWZN.js";
import "./chunk-AW73ERCZ.js";
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
//# sourceMappingURL=commands-2BLJOKCR.js.map
