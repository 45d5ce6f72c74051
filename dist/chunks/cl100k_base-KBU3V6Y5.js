import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  readBundledTable
} from "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/vocabulary/cl100k_base.ts
var rankTable = /* @__PURE__ */ __name(() => readBundledTable(new URL("./cl100k_base.bin", import.meta.url), "5deaf55c116c066d94f6f08c68507462f088a4e21d05e03e990b9a33cfd4b5c9"), "rankTable");
export {
  rankTable
};
//# sourceMappingURL=cl100k_base-KBU3V6Y5.js.map
