import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/timing.ts
var enabled = process.env.MCP_TOKEN_BUDGET_TIMING === "1";
var marks = {};
function mark(name) {
  if (enabled && marks[name] === void 0) marks[name] = Math.round(performance.now() * 10) / 10;
}
__name(mark, "mark");
if (enabled) {
  process.on("exit", () => {
    mark("exit");
    process.stderr.write(`timing ${JSON.stringify(marks)}
`);
  });
}

export {
  mark
};
//# sourceMappingURL=chunk-GUMAJWRF.js.map
