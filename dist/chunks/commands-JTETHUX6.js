import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-C4CLL65W.js";
import "./chunk-S3PGU2HQ.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-45UDL4WI.js";
import "./chunk-7KINYLOR.js";
import "./chunk-WTYJQBLJ.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XXBQO4Z7.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-T7P6M4I5.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-REU7TK7B.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-QK5BGEH5.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-4MO6DRCH.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
import "./chunk-4WFM3VR3.js";
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
//# sourceMappingURL=commands-JTETHUX6.js.map
