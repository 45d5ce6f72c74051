import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-N3QLXNRT.js";
import "./chunk-WC7BATOK.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-S3G2CFK7.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-GEV5NMHO.js.map
