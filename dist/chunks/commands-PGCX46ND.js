import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-GXL5VKBK.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-EJOD6ARO.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-WHTNARJJ.js";
import "./chunk-JMFUJGDK.js";
import "./chunk-66LWFI2F.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-WJ4U2SSE.js";
import "./chunk-FTU3MMQK.js";
import "./chunk-UBJD2Q3K.js";
import "./chunk-2AUYG5XP.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-MOFOUMST.js";
import "./chunk-ZUBUXW6Q.js";
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
//# sourceMappingURL=commands-PGCX46ND.js.map
