import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientEntries,
  clientServerName,
  withAskedVersion,
  withClientModels
} from "./chunk-W7FTQMLS.js";
import "./chunk-2GXS2UWE.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-AARTTLEF.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-WQOZZ7UD.js";
export {
  clientEntries,
  clientServerName,
  withAskedVersion,
  withClientModels
};
//# sourceMappingURL=report-S7EHXYTV.js.map
