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
} from "./chunk-TBXFPNFO.js";
import "./chunk-3KFGATAY.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-GJDUVBX4.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-7OFPA336.js";
import "./chunk-KMIB5BUO.js";
import "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
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
//# sourceMappingURL=survey-command-F4ENBW3A.js.map
