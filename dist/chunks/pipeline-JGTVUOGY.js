import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  HeadBuildError,
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
} from "./chunk-EBE2WWHX.js";
import "./chunk-OS4JOUT6.js";
import "./chunk-ZUVCK422.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-FS3535UR.js";
import "./chunk-45UDL4WI.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FE35GMPG.js";
import "./chunk-7OFPA336.js";
import "./chunk-WNKROE4M.js";
import "./chunk-3KNJHT5B.js";
import "./chunk-GF4LJ2XZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-WBR3O2QV.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-BTELIIU7.js";
import "./chunk-D5EH3ECY.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  HeadBuildError,
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
};
//# sourceMappingURL=pipeline-JGTVUOGY.js.map
