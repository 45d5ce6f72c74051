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
} from "./chunk-W3HOT7YU.js";
import "./chunk-U46ZA2JF.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-6ERYKNIE.js";
import "./chunk-XERZZJVR.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-IQ22TPRJ.js";
import "./chunk-7OFPA336.js";
import "./chunk-DH6QZPNS.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-5BRWK4NM.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WNKROE4M.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-H2E643M6.js";
import "./chunk-AW73ERCZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-H3IE6YV3.js";
import "./chunk-ZBPWZNZM.js";
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
//# sourceMappingURL=pipeline-ZZCDI7OF.js.map
