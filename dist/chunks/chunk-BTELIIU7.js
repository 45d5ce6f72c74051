import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/report-file-error.ts
var ReportFileError = class extends ToolError {
  static {
    __name(this, "ReportFileError");
  }
  constructor(message) {
    super("input", message);
    this.name = "ReportFileError";
  }
};

export {
  ReportFileError
};
//# sourceMappingURL=chunk-BTELIIU7.js.map
