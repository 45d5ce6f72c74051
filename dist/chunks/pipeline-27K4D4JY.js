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
} from "./chunk-6NYG5GX5.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-QT43YKGN.js";
import "./chunk-6ERYKNIE.js";
import "./chunk-74I2UGF4.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-T63HGODE.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-CNNAAZRN.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-7XZLL7Y5.js";
import "./chunk-7OFPA336.js";
import "./chunk-DH6QZPNS.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-XASMM3DP.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-BTELIIU7.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
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
//# sourceMappingURL=pipeline-27K4D4JY.js.map
