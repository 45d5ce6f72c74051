import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-JIEOLCF5.js";
import "./chunk-AW73ERCZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-H3IE6YV3.js";
import "./chunk-VR4TQHKH.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-7KON2VRP.js.map
