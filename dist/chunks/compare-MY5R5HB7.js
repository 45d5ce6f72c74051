import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-JQR4AICR.js";
import "./chunk-CWCSYACU.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-YXYNUCJZ.js";
import "./chunk-POTDLS2Q.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-MY5R5HB7.js.map
