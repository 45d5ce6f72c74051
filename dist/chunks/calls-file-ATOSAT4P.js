import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_CALLS_NAMES,
  findCallsFile,
  loadCallsFile
} from "./chunk-KSWYTZ45.js";
import {
  CallsFailedError,
  failedCalls
} from "./chunk-2K2KADZB.js";
import "./chunk-WB6UZB2U.js";
import "./chunk-6ERYKNIE.js";
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
//# sourceMappingURL=calls-file-ATOSAT4P.js.map
