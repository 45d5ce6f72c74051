import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/comparison.ts
var COMPARISON_SCHEMA_VERSION = 1;
var COMPARISON_KIND = "mcp-token-budget/comparison";
var ComparisonError = class extends ToolError {
  static {
    __name(this, "ComparisonError");
  }
  constructor(message) {
    super("input", message);
    this.name = "ComparisonError";
  }
};

export {
  COMPARISON_SCHEMA_VERSION,
  COMPARISON_KIND,
  ComparisonError
};
//# sourceMappingURL=chunk-H3IE6YV3.js.map
