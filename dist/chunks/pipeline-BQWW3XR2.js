import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
} from "./chunk-4G5VLAF5.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-HQ2GHTPR.js";
import "./chunk-55WN63XG.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-K5HSJDJ7.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-LZVJK3TK.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-3LNUBDVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-AY22MO67.js";
import {
  HeadBuildError
} from "./chunk-6ZRMMUJB.js";
import "./chunk-FEK3EURZ.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-KAFQOX4T.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTO34KM3.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-RZO76OGP.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
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
//# sourceMappingURL=pipeline-BQWW3XR2.js.map
