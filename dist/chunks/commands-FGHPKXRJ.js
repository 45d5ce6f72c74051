import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-X6ZG2ERQ.js";
import "./chunk-LMOQUZXJ.js";
import "./chunk-WQAZ7Z2O.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-QT43YKGN.js";
import "./chunk-6ERYKNIE.js";
import "./chunk-74I2UGF4.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-T63HGODE.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-CNNAAZRN.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-7OFPA336.js";
import "./chunk-BC2SNPZ3.js";
import "./chunk-DH6QZPNS.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-XASMM3DP.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
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
//# sourceMappingURL=commands-FGHPKXRJ.js.map
