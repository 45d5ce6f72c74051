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
  surveyMergeCommand
} from "./chunk-X7QSRLIB.js";
import "./chunk-BKYZEFTV.js";
import "./chunk-2EHWTTW2.js";
import "./chunk-JVCSBAUM.js";
import "./chunk-E55SLOXJ.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-GTD7MRQH.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-DEV4M276.js";
import "./chunk-I22YUHAB.js";
import "./chunk-45UDL4WI.js";
import "./chunk-TLHVMYN4.js";
import "./chunk-ROKLI32J.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-33OWBOGQ.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-QPSHLLQH.js";
import "./chunk-7OFPA336.js";
import "./chunk-QDE44DIP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QK5BGEH5.js";
import "./chunk-TJ23DQSA.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-UJYJNVAR.js";
import "./chunk-4MO6DRCH.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-PC33SXSO.js";
import "./chunk-QDO335QN.js";
import "./chunk-4WFM3VR3.js";
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
  surveyMergeCommand
};
//# sourceMappingURL=survey-command-X3QAX7FK.js.map
