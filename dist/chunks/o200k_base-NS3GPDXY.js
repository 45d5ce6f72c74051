import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/vocabulary/o200k_base.ts
import { readFileSync } from "node:fs";
var rankTable = /* @__PURE__ */ __name(() => readFileSync(new URL("./o200k_base.bin", import.meta.url)), "rankTable");
export {
  rankTable
};
//# sourceMappingURL=o200k_base-NS3GPDXY.js.map
