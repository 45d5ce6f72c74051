import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/harmony-hidden.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var IGNORED_KEYWORDS = [
  ["$ref", "$ref"],
  ["anyOf", "anyOf"],
  ["allOf", "allOf"],
  ["not", "not"],
  ["if", "if/then"],
  ["const", "const"],
  ["enum", "enum without type"],
  ["properties", "properties without type"],
  ["items", "items without type"]
];
var VALUE_REASONS = { const: "const (only its type is shown)", enum: "enum (only its type is shown)" };
var RENDERED_TYPES = /* @__PURE__ */ new Set(["object", "string", "number", "integer", "boolean", "array"]);
var WHOLE_PARAMETERS = "(parameters)";
function anyReason(schema) {
  if (!isObject(schema)) return null;
  const type = schema.type;
  if (typeof type === "string" && !RENDERED_TYPES.has(type)) return type === "null" ? "type null" : `type ${type}`;
  for (const [keyword, reason] of IGNORED_KEYWORDS) {
    if (Object.hasOwn(schema, keyword)) return reason;
  }
  if (Array.isArray(type)) return "empty type list";
  return null;
}
__name(anyReason, "anyReason");
var join = /* @__PURE__ */ __name((path, key) => path === WHOLE_PARAMETERS ? key : `${path}.${key}`, "join");
function walk(schema, path, out, tool) {
  const add = /* @__PURE__ */ __name((reason2, at = path) => out.push({ tool, path: at, reason: reason2 }), "add");
  if (!isObject(schema)) return;
  const oneOf = schema.oneOf;
  if (Array.isArray(oneOf)) {
    if (isObject(schema.properties)) {
      for (const key of Object.keys(schema.properties)) add("properties beside oneOf", join(path, key));
    }
    for (const variant of oneOf) walk(variant, path, out, tool);
    return;
  }
  const type = schema.type;
  if (Array.isArray(type) && type.some((t) => typeof t === "string")) {
    if (type.includes("object") && isObject(schema.properties) && Object.keys(schema.properties).length > 0) {
      add("type list (properties not shown)");
    } else if (type.includes("array") && Object.hasOwn(schema, "items")) {
      add("type list (items not shown)");
    }
    return;
  }
  if (type === "object") {
    const properties = schema.properties;
    if (isObject(properties)) {
      for (const [key, property] of Object.entries(properties)) {
        walk(property, join(path, key), out, tool);
      }
    }
    const extra = schema.additionalProperties ?? schema.patternProperties;
    if (!isObject(properties) || Object.keys(properties).length === 0) {
      if (isObject(extra) && Object.keys(extra).length > 0) add("additionalProperties (rendered as {})");
    }
    return;
  }
  if (type === "array") {
    const items = schema.items;
    if (Array.isArray(items) || items === void 0 && Array.isArray(schema.prefixItems)) {
      add("tuple items", `${path}[]`);
    } else if (items !== void 0) {
      walk(items, `${path}[]`, out, tool);
    }
    return;
  }
  if (typeof type === "string" && RENDERED_TYPES.has(type)) {
    if (Object.hasOwn(schema, "const")) {
      add(VALUE_REASONS.const);
    } else if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      if (type !== "string" || !schema.enum.some((v) => typeof v === "string")) add(VALUE_REASONS.enum);
    }
    return;
  }
  const reason = anyReason(schema);
  if (reason !== null) add(reason);
}
__name(walk, "walk");
function hiddenParameters(tool) {
  const found = [];
  walk(tool.inputSchema, WHOLE_PARAMETERS, found, tool.name);
  const seen = /* @__PURE__ */ new Set();
  return found.filter((p) => {
    const key = `${p.path}\0${p.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
__name(hiddenParameters, "hiddenParameters");
var STRUCTURE_REASONS = /* @__PURE__ */ new Set([
  "type list (properties not shown)",
  "type list (items not shown)",
  "additionalProperties (rendered as {})"
]);
var plural = /* @__PURE__ */ __name((n, one, many) => n === 1 ? one : many, "plural");
function hiddenParameterWarnings(hidden) {
  const byTool = /* @__PURE__ */ new Map();
  for (const p of hidden) byTool.set(p.tool, [...byTool.get(p.tool) ?? [], p]);
  const warnings = [];
  for (const [tool, params] of byTool) {
    const list = /* @__PURE__ */ __name((ps) => ps.map((p) => `${p.path}: ${p.reason}`).join(", "), "list");
    const values = new Set(Object.values(VALUE_REASONS));
    const asAny = params.filter((p) => !STRUCTURE_REASONS.has(p.reason) && !values.has(p.reason));
    const flattened = params.filter((p) => STRUCTURE_REASONS.has(p.reason));
    const valueless = params.filter((p) => values.has(p.reason));
    if (asAny.length > 0) {
      const n = asAny.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered as "any" (${list(asAny)}): gpt-oss never sees ${plural(n, "its type", "their types")}`
      );
    }
    if (flattened.length > 0) {
      const n = flattened.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered without ${plural(n, "its", "their")} structure (${list(flattened)}): gpt-oss never sees ${plural(n, "its fields", "their fields")}`
      );
    }
    if (valueless.length > 0) {
      const n = valueless.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered as a bare type (${list(valueless)}): gpt-oss never sees ${plural(n, "its allowed values", "their allowed values")}`
      );
    }
  }
  return warnings;
}
__name(hiddenParameterWarnings, "hiddenParameterWarnings");

export {
  hiddenParameters,
  hiddenParameterWarnings
};
//# sourceMappingURL=chunk-EOZWWVIJ.js.map
