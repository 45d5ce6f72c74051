import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-463JNF4G.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-LZVJK3TK.js";
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
//# sourceMappingURL=compare-ND7FE2YD.js.map
