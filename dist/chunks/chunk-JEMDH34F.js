import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/settle.ts
var SETTLE_MS = 30;
function settleBeforeExit(ms = SETTLE_MS) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
__name(settleBeforeExit, "settleBeforeExit");

export {
  settleBeforeExit
};
//# sourceMappingURL=chunk-JEMDH34F.js.map
