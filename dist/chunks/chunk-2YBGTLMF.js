import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/nesting.ts
var DEFINITION_DEPTH_MAX = 256;
function nestingDepth(value, stopAbove = Number.POSITIVE_INFINITY) {
  let deepest = 0;
  const stack = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}
__name(nestingDepth, "nestingDepth");

export {
  DEFINITION_DEPTH_MAX,
  nestingDepth
};
//# sourceMappingURL=chunk-2YBGTLMF.js.map
