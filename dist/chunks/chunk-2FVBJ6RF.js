import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/types.ts
var TooLargeToCount = class extends Error {
  static {
    __name(this, "TooLargeToCount");
  }
  name = "TooLargeToCount";
};

export {
  TooLargeToCount
};
//# sourceMappingURL=chunk-2FVBJ6RF.js.map
