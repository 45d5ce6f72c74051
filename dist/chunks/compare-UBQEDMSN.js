import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-C7FS6XY2.js";
import "./chunk-GF4LJ2XZ.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-D5EH3ECY.js";
import "./chunk-MB7LK727.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-UBQEDMSN.js.map
