import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/budget/types.ts
var BudgetError = class extends ToolError {
  static {
    __name(this, "BudgetError");
  }
  file;
  line;
  path;
  issues;
  constructor(file, issues) {
    super("input", issues.map((issue) => `${file}:${issue.line}: ${issue.text}`).join("\n"));
    this.name = "BudgetError";
    const first = issues[0] ?? { line: 1, path: "", text: "" };
    this.file = file;
    this.line = first.line;
    this.path = first.path;
    this.issues = issues;
  }
};

export {
  BudgetError
};
//# sourceMappingURL=chunk-TTO34KM3.js.map
