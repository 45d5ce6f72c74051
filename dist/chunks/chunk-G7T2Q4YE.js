import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/gemini.ts
var GEMINI_DROPPED_KEYWORDS = ["$schema", "additionalProperties"];
var ONE_SCHEMA = /* @__PURE__ */ new Set([
  "items",
  "not",
  "additionalItems",
  "contains",
  "propertyNames",
  "if",
  "then",
  "else",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contentSchema"
]);
var SCHEMA_LIST = /* @__PURE__ */ new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
var SCHEMA_MAP = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var join = /* @__PURE__ */ __name((path, step) => path === "" ? step : `${path}.${step}`, "join");
function dropKeywords(schema, path, dropped) {
  if (!isObject(schema)) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (GEMINI_DROPPED_KEYWORDS.includes(key)) {
      dropped.push([path, key]);
      continue;
    }
    if (ONE_SCHEMA.has(key)) out[key] = dropKeywords(value, join(path, key), dropped);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) {
      out[key] = value.map((sub, i) => dropKeywords(sub, `${join(path, key)}[${i}]`, dropped));
    } else if (SCHEMA_MAP.has(key) && isObject(value)) {
      const at = /* @__PURE__ */ __name((name) => key === "properties" ? join(path, name) : join(join(path, key), name), "at");
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, dropKeywords(sub, at(name), dropped)])
      );
    } else out[key] = value;
  }
  return out;
}
__name(dropKeywords, "dropKeywords");
function geminiParameters(schema) {
  return dropKeywords(schema, "", []);
}
__name(geminiParameters, "geminiParameters");
function geminiNotSeen(tool) {
  const dropped = [];
  dropKeywords(tool.inputSchema, "", dropped);
  return dropped.map(([path, keyword]) => ({ tool: tool.name, path, keyword }));
}
__name(geminiNotSeen, "geminiNotSeen");
function functionDeclaration(tool) {
  const declaration = { name: tool.name };
  if (tool.description !== void 0) declaration.description = tool.description;
  if (tool.inputSchema !== void 0 && tool.inputSchema !== null) {
    declaration.parameters = geminiParameters(tool.inputSchema);
  }
  return declaration;
}
__name(functionDeclaration, "functionDeclaration");
function functionDeclarationsJson(tools) {
  return JSON.stringify(tools.map(functionDeclaration));
}
__name(functionDeclarationsJson, "functionDeclarationsJson");
var GEMINI_ESTIMATE_WARNING = "an estimate, not Gemini's own count: the functionDeclarations JSON counted with the Gemma 3 tokenizer (Google does not publish how Gemini renders tools into the prompt); for the exact count use provider counting (GEMINI_API_KEY with --provider-count, or the action's gemini-api-key input)";
var GEMINI_NO_TOOL_RESULT = "no defensible figure: Google does not publish how a functionResponse part is rendered into the prompt";
function geminiCounter(countTokens, warnings = []) {
  return {
    async count(tools, instructions) {
      const perTool = {};
      for (const tool of tools) {
        perTool[tool.name] = (perTool[tool.name] ?? 0) + countTokens(JSON.stringify(functionDeclaration(tool)));
      }
      return {
        fidelity: "estimate",
        tools: tools.length === 0 ? 0 : countTokens(functionDeclarationsJson(tools)),
        instructions: instructions === null ? null : instructions === "" ? 0 : countTokens(instructions),
        perTool,
        notSeen: tools.flatMap(geminiNotSeen),
        warnings: [GEMINI_ESTIMATE_WARNING, ...warnings]
      };
    },
    noToolResult: GEMINI_NO_TOOL_RESULT
  };
}
__name(geminiCounter, "geminiCounter");

export {
  GEMINI_DROPPED_KEYWORDS,
  geminiParameters,
  geminiNotSeen,
  functionDeclaration,
  functionDeclarationsJson,
  GEMINI_ESTIMATE_WARNING,
  GEMINI_NO_TOOL_RESULT,
  geminiCounter
};
//# sourceMappingURL=chunk-G7T2Q4YE.js.map
