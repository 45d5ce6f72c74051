import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/encodings.ts
async function tableEncoding(params, table) {
  const [{ tableCounter }, encodingParams, { rankTable }] = await Promise.all([
    import("./encoder-PT6ZAEB4.js"),
    params,
    table
  ]);
  return tableCounter(encodingParams, rankTable());
}
__name(tableEncoding, "tableEncoding");
var ENCODINGS = {
  o200k_base: {
    description: "GPT-4o, GPT-4.1, GPT-5, o-series",
    load: /* @__PURE__ */ __name(() => tableEncoding(
      import("./o200k_base-T2DGL4H3.js").then((m) => m.O200KBase([])),
      import("./o200k_base-YB4PY5CM.js")
    ), "load")
  },
  cl100k_base: {
    description: "GPT-4, GPT-3.5; a common proxy for other models",
    load: /* @__PURE__ */ __name(() => tableEncoding(
      import("./cl100k_base-22JBAFID.js").then((m) => m.Cl100KBase([])),
      import("./cl100k_base-KBU3V6Y5.js")
    ), "load")
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
async function loadEncoders(names) {
  const resolved = resolveEncodingNames(names);
  return Promise.all(
    resolved.map(async (name) => {
      const { count, countSteps } = await ENCODINGS[name].load();
      return countSteps ? { name, count, countSteps } : { name, count };
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
//# sourceMappingURL=chunk-DJ2EGANE.js.map
