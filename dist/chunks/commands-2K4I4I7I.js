import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkCommand,
  cliSettings,
  compareCommand,
  diffCommand,
  hintsCommand,
  measureCommand
} from "./chunk-USNFKU3O.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-JVALTXG3.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-LNF3PTE2.js";
import "./chunk-7KINYLOR.js";
import "./chunk-OS4JOUT6.js";
import "./chunk-FS3535UR.js";
import "./chunk-45UDL4WI.js";
import "./chunk-XN5N6EQY.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-WNKROE4M.js";
import "./chunk-GF4LJ2XZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-IQNJFQYB.js";
import "./chunk-4VLZ6AEW.js";
import "./chunk-WBR3O2QV.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-GLVVGBSR.js";
import "./chunk-POTDLS2Q.js";
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
//# sourceMappingURL=commands-2K4I4I7I.js.map
