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
} from "./chunk-DJGABYOG.js";
import "./chunk-5D2ZNZGZ.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-ZURTPUBR.js";
import "./chunk-FML4P63X.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-CYFM2NZS.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-JIEOLCF5.js";
import "./chunk-AW73ERCZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-H3IE6YV3.js";
import "./chunk-VR4TQHKH.js";
import "./chunk-5SZOHPIE.js";
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
//# sourceMappingURL=pipeline-2DXMNVHJ.js.map
