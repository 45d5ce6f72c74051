import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-62QEH62S.js";
import "./chunk-NOBO37U2.js";
import "./chunk-E55SLOXJ.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-YUHAP4YW.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-7KINYLOR.js";
import "./chunk-F2C5ZTMD.js";
import "./chunk-I22YUHAB.js";
import "./chunk-45UDL4WI.js";
import "./chunk-VUSJ2HY2.js";
import "./chunk-PRB37FMJ.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-VQXSMDQ5.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-ZXGOAENQ.js";
import "./chunk-GHWWBIHF.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-UXC4BGL4.js";
import "./chunk-WBR3O2QV.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-YHIPXX4M.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-T623WCLB.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-PC33SXSO.js";
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
//# sourceMappingURL=commands-XFIVR2DV.js.map
