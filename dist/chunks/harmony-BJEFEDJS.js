import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  loadEncoders
} from "./chunk-CKXJKGHU.js";
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

// src/core/models/harmony-typescript.ts
var isObject2 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function get(value, key) {
  return isObject2(value) && Object.hasOwn(value, key) ? value[key] : void 0;
}
__name(get, "get");
var has = /* @__PURE__ */ __name((value, key) => get(value, key) !== void 0, "has");
function asString(value) {
  return typeof value === "string" ? value : void 0;
}
__name(asString, "asString");
function isEnum(schema) {
  const values = get(schema, "enum");
  return Array.isArray(values) && values.length > 0;
}
__name(isEnum, "isEnum");
function isNullable(schema) {
  return get(schema, "nullable") === true;
}
__name(isNullable, "isNullable");
function serdeNumber(value) {
  if (Number.isSafeInteger(value)) return String(value === 0 ? 0 : value);
  if (!Number.isFinite(value)) return "null";
  const [mantissa = "", exponentText = "0"] = value.toExponential().split("e");
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const length = digits.length;
  const point = Number(exponentText) + 1;
  let text;
  if (point >= length && point <= 16) {
    text = `${digits}${"0".repeat(point - length)}.0`;
  } else if (point > 0 && point <= 16) {
    text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  } else if (point > -5 && point <= 0) {
    text = `0.${"0".repeat(-point)}${digits}`;
  } else if (length === 1) {
    text = `${digits}e${point - 1}`;
  } else {
    text = `${digits[0]}.${digits.slice(1)}e${point - 1}`;
  }
  return negative ? `-${text}` : text;
}
__name(serdeNumber, "serdeNumber");
function serdeJson(value) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "number") return serdeNumber(value);
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(serdeJson).join(",")}]`;
  if (isObject2(value)) {
    return `{${Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}:${serdeJson(member)}`).join(",")}}`;
  }
  return "null";
}
__name(serdeJson, "serdeJson");
function propertyDefault(schema, value) {
  if (typeof value === "string") return isEnum(schema) ? `default: ${value}` : `default: "${value}"`;
  return `default: ${serdeJson(value)}`;
}
__name(propertyDefault, "propertyDefault");
function variantDefault(schema, value) {
  if (typeof value === "string" && !isEnum(schema)) return `default: "${value}"`;
  return `default: ${serdeJson(value)}`;
}
__name(variantDefault, "variantDefault");
function withNull(schema, type) {
  return isNullable(schema) && !type.includes("null") ? `${type} | null` : type;
}
__name(withNull, "withNull");
function renderSchemaOneOf(variants, indent) {
  let out = "";
  for (const variant of variants) {
    out += `
${indent} | `;
    out += withNull(variant, schemaToTypeScript(variant, `${indent}   `));
    const trailing = [];
    const description = asString(get(variant, "description"));
    if (description !== void 0) trailing.push(description);
    const fallback = get(variant, "default");
    if (fallback !== void 0) trailing.push(variantDefault(variant, fallback));
    if (trailing.length > 0) out += ` // ${trailing.join(" ")}`;
  }
  return out;
}
__name(renderSchemaOneOf, "renderSchemaOneOf");
function renderPropertyOneOf(key, optional, property, variants, indent) {
  let out = "";
  const propertyDescription = asString(get(property, "description"));
  const sameAsFirst = propertyDescription !== void 0 && asString(get(variants[0], "description")) === propertyDescription;
  const describedAbove = propertyDescription !== void 0 && !sameAsFirst;
  if (describedAbove) out += `${indent}// ${propertyDescription}
`;
  const fallback = get(property, "default");
  if (fallback !== void 0) out += `${indent}// ${propertyDefault(property, fallback)}
`;
  out += `${indent}${key}${optional}:
`;
  variants.forEach((variant, index) => {
    out += `${indent} | `;
    out += withNull(variant, schemaToTypeScript(variant, `${indent}   `));
    const trailing = [];
    const description = asString(get(variant, "description"));
    if (!(index === 0 && describedAbove) && description !== void 0 && description !== propertyDescription) {
      trailing.push(description);
    }
    const variantFallback = get(variant, "default");
    if (variantFallback !== void 0) trailing.push(propertyDefault(variant, variantFallback));
    if (trailing.length > 0) out += ` // ${trailing.join(" ")}`;
    out += "\n";
  });
  out += `${indent},
`;
  return out;
}
__name(renderPropertyOneOf, "renderPropertyOneOf");
function renderObject(schema, indent) {
  let out = "";
  const description = asString(get(schema, "description"));
  if (description !== void 0) out += `${indent}// ${description}
`;
  out += "{\n";
  const properties = get(schema, "properties");
  if (isObject2(properties)) {
    const requiredList = get(schema, "required");
    const required = new Set(Array.isArray(requiredList) ? requiredList.filter((r) => typeof r === "string") : []);
    for (const [key, property] of Object.entries(properties)) {
      const optional = required.has(key) ? "" : "?";
      const title = asString(get(property, "title"));
      if (title !== void 0) out += `${indent}// ${title}
${indent}//
`;
      const hasOneOf = has(property, "oneOf");
      const propertyDescription = asString(get(property, "description"));
      if (!hasOneOf && propertyDescription !== void 0) out += `${indent}// ${propertyDescription}
`;
      const examples = get(property, "examples");
      if (Array.isArray(examples) && examples.length > 0) {
        out += `${indent}// Examples:
`;
        for (const example of examples) {
          if (typeof example === "string") out += `${indent}// - "${example}"
`;
        }
      }
      const oneOf = get(property, "oneOf");
      if (Array.isArray(oneOf)) {
        out += renderPropertyOneOf(key, optional, property, oneOf, indent);
        continue;
      }
      out += `${indent}${key}${optional}: `;
      out += withNull(property, schemaToTypeScript(property, `${indent}    `));
      out += ",";
      const fallback = get(property, "default");
      if (!hasOneOf && fallback !== void 0) out += ` // ${propertyDefault(property, fallback)}`;
      out += "\n";
    }
  }
  out += `${indent}}`;
  return out;
}
__name(renderObject, "renderObject");
function renderStringType(schema) {
  const values = get(schema, "enum");
  if (Array.isArray(values)) {
    const strings = values.filter((v) => typeof v === "string").map((v) => `"${v}"`);
    if (strings.length > 0) return strings.join(" | ");
  }
  return "string";
}
__name(renderStringType, "renderStringType");
function schemaToTypeScript(schema, indent) {
  const oneOf = get(schema, "oneOf");
  if (Array.isArray(oneOf)) return renderSchemaOneOf(oneOf, indent);
  const type = get(schema, "type");
  if (Array.isArray(type)) {
    const names = type.filter((t) => typeof t === "string").map((t) => t === "integer" ? "number" : t);
    if (names.length > 0) return names.join(" | ");
  }
  if (typeof type === "string" && isObject2(schema)) {
    switch (type) {
      case "object":
        return renderObject(schema, indent);
      case "string":
        return renderStringType(schema);
      case "number":
      case "integer":
        return "number";
      case "boolean":
        return "boolean";
      case "array": {
        const items = get(schema, "items");
        return items === void 0 ? "Array<any>" : `${schemaToTypeScript(items, indent)}[]`;
      }
      default:
        return "any";
    }
  }
  return "any";
}
__name(schemaToTypeScript, "schemaToTypeScript");

// src/core/models/harmony.ts
var HARMONY_ENCODING = "o200k_base";
var SYSTEM_TEXT = "You are ChatGPT, a large language model trained by OpenAI.\nKnowledge cutoff: 2024-06\n\nReasoning: medium\n\n# Valid channels: analysis, commentary, final. Channel must be included for every message.";
var COMMENTARY_LINE = "\nCalls to these tools must go to the commentary channel: 'functions'.";
function rustLines(text) {
  if (text === "") return [];
  const parts = text.split("\n");
  const last = parts.pop();
  const lines = parts.map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
  if (last !== "") lines.push(last);
  return lines;
}
__name(rustLines, "rustLines");
function renderHarmonyTool(tool) {
  const lines = rustLines(tool.description ?? "").map((line) => `// ${line}`);
  const parameters = tool.inputSchema;
  if (parameters === void 0 || parameters === null) {
    lines.push(`type ${tool.name} = () => any;
`);
  } else {
    lines.push(`type ${tool.name} = (_: ${schemaToTypeScript(parameters, "")}) => any;
`);
  }
  return lines.join("\n");
}
__name(renderHarmonyTool, "renderHarmonyTool");
function renderHarmonyTools(tools) {
  const namespace = [
    "## functions\n",
    "namespace functions {\n",
    ...tools.map(renderHarmonyTool),
    "} // namespace functions"
  ].join("\n");
  return ["# Tools", namespace].join("\n\n");
}
__name(renderHarmonyTools, "renderHarmonyTools");
function message(role, content) {
  return [
    { special: "<|start|>" },
    { text: role },
    { special: "<|message|>" },
    { text: content },
    { special: "<|end|>" }
  ];
}
__name(message, "message");
function harmonyPrompt(tools, instructions) {
  const hasTools = tools.length > 0;
  const segments = message("system", hasTools ? SYSTEM_TEXT + COMMENTARY_LINE : SYSTEM_TEXT);
  const developer = [];
  if (instructions !== null) developer.push("# Instructions", instructions);
  if (hasTools) developer.push(renderHarmonyTools(tools));
  if (developer.length > 0) segments.push(...message("developer", developer.join("\n\n")));
  segments.push({ special: "<|start|>" }, { text: "assistant" });
  return segments;
}
__name(harmonyPrompt, "harmonyPrompt");
function harmonyPromptText(tools, instructions) {
  return harmonyPrompt(tools, instructions).map((s) => "special" in s ? s.special : s.text).join("");
}
__name(harmonyPromptText, "harmonyPromptText");
function harmonyPromptTokens(tools, instructions, encoder) {
  let total = 0;
  for (const segment of harmonyPrompt(tools, instructions)) {
    total += "special" in segment ? 1 : encoder.count(segment.text);
  }
  return total;
}
__name(harmonyPromptTokens, "harmonyPromptTokens");
function harmonyCounter(encoder) {
  if (encoder.name !== HARMONY_ENCODING) {
    throw new Error(`the gpt-oss profile counts in ${HARMONY_ENCODING}, not ${encoder.name}`);
  }
  const promptTokens = /* @__PURE__ */ __name((tools, instructions) => harmonyPromptTokens(tools, instructions, encoder), "promptTokens");
  return {
    async count(tools, instructions) {
      const bare = promptTokens([], null);
      const withTools = promptTokens(tools, null);
      const instructionTokens = instructions === null ? null : instructions === "" ? 0 : promptTokens(tools, instructions) - withTools;
      const perTool = {};
      for (const tool of tools) {
        perTool[tool.name] = (perTool[tool.name] ?? 0) + encoder.count(`${renderHarmonyTool(tool)}
`);
      }
      const hidden = tools.flatMap(hiddenParameters);
      return {
        fidelity: "exact",
        tools: withTools - bare,
        instructions: instructionTokens,
        perTool,
        hiddenParameters: hidden,
        warnings: hiddenParameterWarnings(hidden)
      };
    }
  };
}
__name(harmonyCounter, "harmonyCounter");
async function loadHarmonyCounter() {
  const [encoder] = await loadEncoders([HARMONY_ENCODING]);
  return harmonyCounter(encoder);
}
__name(loadHarmonyCounter, "loadHarmonyCounter");
export {
  HARMONY_ENCODING,
  harmonyCounter,
  harmonyPrompt,
  harmonyPromptText,
  harmonyPromptTokens,
  loadHarmonyCounter,
  renderHarmonyTool,
  renderHarmonyTools
};
//# sourceMappingURL=harmony-BJEFEDJS.js.map
