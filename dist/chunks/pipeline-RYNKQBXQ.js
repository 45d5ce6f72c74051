import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
} from "./chunk-T4N2MUVC.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
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
import "./chunk-JYWWFT3Y.js";
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
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
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
//# sourceMappingURL=pipeline-RYNKQBXQ.js.map
