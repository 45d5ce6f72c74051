import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_CALLS_NAMES,
  findCallsFile,
  loadCallsFile
} from "./chunk-FEAWYO5S.js";
import {
  CallsFailedError,
  failedCalls
} from "./chunk-7KINYLOR.js";
import "./chunk-WGMIDP4K.js";
import "./chunk-JCAEX2LW.js";
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
//# sourceMappingURL=calls-file-NRA3E5H7.js.map
