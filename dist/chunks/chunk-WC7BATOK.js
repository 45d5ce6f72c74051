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

// src/core/tool-order.ts
function toolOrderOf(tools, baseline) {
  if (!baseline) return { changed: null };
  const common = tools.filter((t) => t.baseIndex !== null && t.headIndex !== null);
  const inHeadOrder = [...common].sort((a, b) => (a.headIndex ?? 0) - (b.headIndex ?? 0));
  const inBaseOrder = [...common].sort((a, b) => (a.baseIndex ?? 0) - (b.baseIndex ?? 0));
  const changed = inHeadOrder.some((t, i) => t !== inBaseOrder[i]);
  if (!changed) return { changed };
  return { changed, base: inBaseOrder.map((t) => t.name), head: inHeadOrder.map((t) => t.name) };
}
__name(toolOrderOf, "toolOrderOf");

export {
  COMPARISON_SCHEMA_VERSION,
  COMPARISON_KIND,
  ComparisonError,
  toolOrderOf
};
//# sourceMappingURL=chunk-WC7BATOK.js.map
