import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-FYFCGRCM.js";
import "./chunk-LZVJK3TK.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-KYNKE5LW.js";
import "./chunk-MB7LK727.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-B45JFILS.js.map
