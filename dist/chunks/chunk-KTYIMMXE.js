import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/encodings.ts
var ENCODINGS = {
  o200k_base: {
    description: "GPT-4o, GPT-4.1, GPT-5, o-series",
    load: /* @__PURE__ */ __name(() => import("./o200k_base-GDVHSN5R.js"), "load")
  },
  cl100k_base: {
    description: "GPT-4, GPT-3.5; a common proxy for other models",
    load: /* @__PURE__ */ __name(() => import("./cl100k_base-YC367CPB.js"), "load")
  }
};
var DEFAULT_ENCODINGS = ["o200k_base", "cl100k_base"];
var TOKENIZER = { name: "gpt-tokenizer", version: "4.0.0" };
var UnknownEncodingError = class extends Error {
  static {
    __name(this, "UnknownEncodingError");
  }
};
function resolveEncodingNames(names) {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length === 0) throw new UnknownEncodingError("no encoding given");
  for (const name of unique) {
    if (!Object.hasOwn(ENCODINGS, name)) {
      throw new UnknownEncodingError(
        `unknown encoding "${name}"; known encodings: ${Object.keys(ENCODINGS).join(", ")}`
      );
    }
  }
  return unique;
}
__name(resolveEncodingNames, "resolveEncodingNames");
var AS_ORDINARY_TEXT = { disallowedSpecial: /* @__PURE__ */ new Set(), allowedSpecial: /* @__PURE__ */ new Set() };
async function loadEncoders(names) {
  const resolved = resolveEncodingNames(names);
  return Promise.all(
    resolved.map(async (name) => {
      const mod = await ENCODINGS[name].load();
      return { name, count: /* @__PURE__ */ __name((text) => mod.countTokens(text, AS_ORDINARY_TEXT), "count") };
    })
  );
}
__name(loadEncoders, "loadEncoders");

export {
  ENCODINGS,
  DEFAULT_ENCODINGS,
  TOKENIZER,
  UnknownEncodingError,
  resolveEncodingNames,
  loadEncoders
};
//# sourceMappingURL=chunk-KTYIMMXE.js.map
