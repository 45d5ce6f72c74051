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
} from "./chunk-EZ2LNXIN.js";
import "./chunk-OXN7673B.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-HGYCWKZC.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-XQDD3JQJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-FIWO3R5W.js";
import "./chunk-CWCSYACU.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-YXYNUCJZ.js";
import "./chunk-VR4TQHKH.js";
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
//# sourceMappingURL=pipeline-YYM2TOLN.js.map
