import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  parseComparison,
  parseReport
} from "./chunk-5Q5LVNVI.js";
import "./chunk-UGPPE34J.js";
import "./chunk-IGZAVLJD.js";
export {
  parseComparison,
  parseReport
};
//# sourceMappingURL=documents-2CGM6RD6.js.map
