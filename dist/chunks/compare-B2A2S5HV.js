import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compare,
  diffSegments,
  serializeComparison
} from "./chunk-ZUGUVBTO.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-SYEWBNBS.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  compare,
  diffSegments,
  serializeComparison
};
//# sourceMappingURL=compare-B2A2S5HV.js.map
