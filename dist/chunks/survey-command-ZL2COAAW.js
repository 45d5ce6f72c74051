import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CSV_FILE,
  DATASET_FILE,
  DEFAULT_MAX_MEMORY_MB,
  TIMINGS_FILE,
  parseDate,
  parseSurveyClients,
  positive,
  readDataset,
  readDatasetFile,
  readText,
  surveyCommand,
  surveyConfinement,
  surveyMergeCommand
} from "./chunk-2WYPSAF3.js";
import "./chunk-AY6XEUHR.js";
import "./chunk-GIB753F6.js";
import "./chunk-4H6KPQBO.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-CCXKP7AJ.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-ZWQE3S7V.js";
import "./chunk-7KINYLOR.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-7OFPA336.js";
import "./chunk-K4R7MZAI.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-RWUBV6H7.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-LRPJOEJJ.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-ZNJBUQWU.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-Z7VNYKO4.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-X53TVZAB.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-QDO335QN.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-OHLNHSPH.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-7RH6H2O7.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-B3NNXW3X.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-AY22MO67.js";
import "./chunk-KUYIMQFY.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-GRDQKGVC.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-GQBQGITS.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-6I67E3WS.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  CSV_FILE,
  DATASET_FILE,
  DEFAULT_MAX_MEMORY_MB,
  TIMINGS_FILE,
  parseDate,
  parseSurveyClients,
  positive,
  readDataset,
  readDatasetFile,
  readText,
  surveyCommand,
  surveyConfinement,
  surveyMergeCommand
};
//# sourceMappingURL=survey-command-ZL2COAAW.js.map
