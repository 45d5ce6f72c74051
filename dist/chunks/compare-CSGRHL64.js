import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-K5HSJDJ7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-LZVJK3TK.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-KAFQOX4T.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-CSGRHL64.js.map
