import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-XGUMAFH4.js";
import "./chunk-HCIFSW3L.js";
import "./chunk-PCYGAZVF.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-CCXKP7AJ.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-ZWQE3S7V.js";
import "./chunk-7KINYLOR.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-LJQVGZ6F.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-BW34RJ4V.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-ZNJBUQWU.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-Z7VNYKO4.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-WJSI53A4.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-QDO335QN.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-BXSGOKQW.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-3PX76TVM.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-B3NNXW3X.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-AY22MO67.js";
import "./chunk-KUYIMQFY.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-MNHU2QBX.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-GQBQGITS.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-6I67E3WS.js";
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
  measureCommand
};
//# sourceMappingURL=commands-AOA7QT5T.js.map
