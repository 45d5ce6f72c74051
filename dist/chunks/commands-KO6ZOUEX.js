import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-TVL6OE65.js";
import "./chunk-63OJ6S4Y.js";
import "./chunk-7UGJUWIA.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-IQZNI7RD.js";
import "./chunk-UKM4RITM.js";
import "./chunk-3UD6PL3E.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-4HFQLVGX.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-CNNAAZRN.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-7OFPA336.js";
import "./chunk-RNI5ABN6.js";
import "./chunk-IS2GEQLI.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-XASMM3DP.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-X5PHFNUI.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-OSZ5HHKN.js";
import "./chunk-UKFVJFX7.js";
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
//# sourceMappingURL=commands-KO6ZOUEX.js.map
