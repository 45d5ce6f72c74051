import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_CALLS_NAMES,
  findCallsFile,
  loadCallsFile
} from "./chunk-BZSX5RM6.js";
import {
  CallsFailedError,
  failedCalls
} from "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-7OFPA336.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  CallsFailedError,
  DEFAULT_CALLS_NAMES,
  failedCalls,
  findCallsFile,
  loadCallsFile
};
//# sourceMappingURL=calls-file-QOZ7IUKY.js.map
