import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  parseComparison,
  parseReport
} from "./chunk-IR4Z7WEM.js";
import "./chunk-ZKB2OBPC.js";
import "./chunk-IGZAVLJD.js";
export {
  parseComparison,
  parseReport
};
//# sourceMappingURL=documents-LN56EPOF.js.map
