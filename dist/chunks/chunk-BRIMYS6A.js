import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/model-id.ts
var RUNTIMES = ["hf", "ollama", "llama.cpp", "provider"];
var WRITABLE_RUNTIMES = ["hf", "ollama", "llama.cpp"];
var EXTENDED_SUFFIX = "[1m]";
var MAX_CONTEXT = 1e8;
var MAX_SLOTS = 1024;
var MODEL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function parseModelId(label, written) {
  const text = written.trim();
  const shape = `write <model>[@<runtime>][:<context tokens>[/<slots>]], e.g. qwen3@ollama:24576 or qwen3@llama.cpp:49152/2`;
  let rest = text;
  let context = null;
  let slots = null;
  const colon = rest.lastIndexOf(":");
  if (colon >= 0) {
    let digits = rest.slice(colon + 1);
    const slash = digits.indexOf("/");
    if (slash >= 0) {
      const written2 = digits.slice(slash + 1);
      if (!/^[0-9]+$/.test(written2) || Number(written2) < 1 || Number(written2) > MAX_SLOTS) {
        throw new UsageError(
          `${label}: model ${JSON.stringify(text)} has slots ${JSON.stringify(written2)} after "/"; they must be a whole number of parallel requests from 1 to ${MAX_SLOTS} (${shape})`
        );
      }
      slots = Number(written2);
      digits = digits.slice(0, slash);
    }
    if (!/^[0-9]+$/.test(digits) || Number(digits) < 1 || Number(digits) > MAX_CONTEXT) {
      throw new UsageError(
        `${label}: model ${JSON.stringify(text)} has context ${JSON.stringify(digits)} after ":"; it must be a whole number of tokens from 1 to ${MAX_CONTEXT} (${shape})`
      );
    }
    context = Number(digits);
    rest = rest.slice(0, colon);
  }
  let runtime = null;
  const at = rest.indexOf("@");
  if (at >= 0) {
    const name = rest.slice(at + 1);
    if (!WRITABLE_RUNTIMES.includes(name)) {
      throw new UsageError(
        `${label}: model ${JSON.stringify(text)} names unknown runtime ${JSON.stringify(name)}; runtimes: ${WRITABLE_RUNTIMES.join(", ")} (${shape})`
      );
    }
    runtime = name;
    rest = rest.slice(0, at);
  }
  const extended = rest.toLowerCase().endsWith(EXTENDED_SUFFIX);
  if (extended) rest = rest.slice(0, -EXTENDED_SUFFIX.length);
  if (!MODEL.test(rest)) {
    throw new UsageError(
      `${label}: ${JSON.stringify(text)} is not a model id: the model name ${rest ? `${JSON.stringify(rest)} ` : ""}must be letters, digits, ".", "-" or "_" (${shape})`
    );
  }
  return { text, model: rest, runtime, context, slots, extended };
}
__name(parseModelId, "parseModelId");

export {
  RUNTIMES,
  parseModelId
};
//# sourceMappingURL=chunk-BRIMYS6A.js.map
