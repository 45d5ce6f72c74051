import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/fingerprint.ts
function fingerprint(text) {
  let a = 2166136261;
  let b = 16777619 ^ 1540483477;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 16777619) ^ b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
__name(fingerprint, "fingerprint");

export {
  fingerprint
};
//# sourceMappingURL=chunk-XO3XNMKY.js.map
