import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  readBundledTable
} from "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/vocabulary/o200k_base.ts
var rankTable = /* @__PURE__ */ __name(() => readBundledTable(new URL("./o200k_base.bin", import.meta.url), "0d23232b1bf51de5a8a58f0780704c903187ba828bab19c6f4dfff1f204c9430"), "rankTable");
export {
  rankTable
};
//# sourceMappingURL=o200k_base-YB4PY5CM.js.map
