import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
} from "./chunk-N6TDVKBT.js";
import "./chunk-7UGJUWIA.js";
import "./chunk-AMUVTH6R.js";
import "./chunk-UKM4RITM.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-33OXMC2N.js";
import "./chunk-7OFPA336.js";
import "./chunk-RNI5ABN6.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-QZ6SK67T.js";
import "./chunk-J4CG3UE2.js";
import "./chunk-KTYIMMXE.js";
import "./chunk-OSZ5HHKN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  openBudget,
  openCache,
  openCalls,
  pipelineOptions
};
//# sourceMappingURL=prepare-Z4KO5G6L.js.map
