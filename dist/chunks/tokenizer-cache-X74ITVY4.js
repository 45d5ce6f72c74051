import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  longWordBpe
} from "./chunk-JYCY46KH.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/tokenizer-cache.ts
var CACHED_CHARS = 8 * 1024 * 1024;
var LONG_WORD_CHARS = 256;
function cacheLongWords(tokenizer) {
  const model = tokenizer.model;
  const bpe = model?.bpe;
  if (typeof bpe !== "function") return tokenizer;
  const own = bpe.bind(model);
  let fast;
  const merge = /* @__PURE__ */ __name((token) => {
    if (token.length < LONG_WORD_CHARS) return own(token);
    if (fast === void 0) fast = longWordBpe(model);
    return fast?.(token) ?? own(token);
  }, "merge");
  const long = /* @__PURE__ */ new Map();
  let chars = 0;
  model.bpe = (token) => {
    if (token.length < (model.max_length_to_cache ?? 256)) return merge(token);
    const hit = long.get(token);
    if (hit) return hit;
    const merged = merge(token);
    if (merged.length * 8 <= token.length && chars + token.length <= CACHED_CHARS) {
      long.set(token, merged);
      chars += token.length;
    }
    return merged;
  };
  return tokenizer;
}
__name(cacheLongWords, "cacheLongWords");
export {
  CACHED_CHARS,
  LONG_WORD_CHARS,
  cacheLongWords
};
//# sourceMappingURL=tokenizer-cache-X74ITVY4.js.map
