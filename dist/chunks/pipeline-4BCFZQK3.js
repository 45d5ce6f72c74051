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
} from "./chunk-RF6KDXAJ.js";
import "./chunk-X7LHWWYS.js";
import "./chunk-C2W7SIKY.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-3VYFZP4U.js";
import "./chunk-45UDL4WI.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-4KKV6LAR.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-OT34NEPO.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-JQR4AICR.js";
import "./chunk-CWCSYACU.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-YXYNUCJZ.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-QDO335QN.js";
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
//# sourceMappingURL=pipeline-4BCFZQK3.js.map
