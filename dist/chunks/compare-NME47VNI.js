import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-U4FHBCAT.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-KBUTVVYI.js";
import "./chunk-PC33SXSO.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-NME47VNI.js.map
