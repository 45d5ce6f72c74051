import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-WEID4TC3.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-KA65252U.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-NRVEM4EY.js";
import "./chunk-2K2KADZB.js";
import "./chunk-U46ZA2JF.js";
import "./chunk-XERZZJVR.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-HHJIA5SB.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-DH6QZPNS.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-5BRWK4NM.js";
import "./chunk-ERGJNUOG.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-SWQHQDQJ.js";
import "./chunk-AW73ERCZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-ZBPWZNZM.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
};
//# sourceMappingURL=commands-CF4QRL2V.js.map
