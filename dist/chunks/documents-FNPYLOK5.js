import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  parseComparison,
  parseReport
} from "./chunk-W34B45B7.js";
import "./chunk-ONFPTJZZ.js";
import "./chunk-IGZAVLJD.js";
export {
  parseComparison,
  parseReport
};
//# sourceMappingURL=documents-FNPYLOK5.js.map
