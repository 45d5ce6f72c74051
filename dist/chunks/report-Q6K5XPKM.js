import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientEntries,
  clientServerName,
  withAskedVersion,
  withClientModels
} from "./chunk-FK24VY24.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-JEH5OE5B.js";
import "./chunk-XSI4UH4V.js";
import "./chunk-SZJQXOPK.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-WQOZZ7UD.js";
export {
  clientEntries,
  clientServerName,
  withAskedVersion,
  withClientModels
};
//# sourceMappingURL=report-Q6K5XPKM.js.map
