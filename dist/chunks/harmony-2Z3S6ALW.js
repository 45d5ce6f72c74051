import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hiddenParameterWarnings,
  hiddenParameters
} from "./chunk-EOZWWVIJ.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/harmony-typescript.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function get(value, key) {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : void 0;
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
  if (isObject(value)) {
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
  if (isObject(properties)) {
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
  if (typeof type === "string" && isObject(schema)) {
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
  return ["# Tools", namespaceParts(tools).join("\n")].join("\n\n");
}
__name(renderHarmonyTools, "renderHarmonyTools");
function namespaceParts(tools) {
  return ["## functions\n", "namespace functions {\n", ...tools.map(renderHarmonyTool), "} // namespace functions"];
}
__name(namespaceParts, "namespaceParts");
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
function harmonyToolResult(tool, output) {
  return [
    { special: "<|start|>" },
    { text: `functions.${tool}` },
    { text: " to=assistant" },
    { special: "<|channel|>" },
    { text: "commentary" },
    { special: "<|message|>" },
    { text: output },
    { special: "<|end|>" }
  ];
}
__name(harmonyToolResult, "harmonyToolResult");
function harmonyPromptText(tools, instructions) {
  return harmonyPrompt(tools, instructions).map((s) => "special" in s ? s.special : s.text).join("");
}
__name(harmonyPromptText, "harmonyPromptText");
function harmonySegmentTokens(segments, encoder) {
  let total = 0;
  for (const segment of segments) total += "special" in segment ? 1 : encoder.count(segment.text);
  return total;
}
__name(harmonySegmentTokens, "harmonySegmentTokens");
function harmonyPromptTokens(tools, instructions, encoder) {
  return harmonySegmentTokens(harmonyPrompt(tools, instructions), encoder);
}
__name(harmonyPromptTokens, "harmonyPromptTokens");
var CONTEXT_PARTS = 2;
function perToolMarginals(tools, total, encoder) {
  if (tools.length === 1) return [total];
  const parts = namespaceParts(tools);
  return tools.map((_, i) => {
    const at = i + 2;
    const before = parts.slice(Math.max(0, at - CONTEXT_PARTS), at);
    const after = parts.slice(at + 1, at + 1 + CONTEXT_PARTS);
    const withIt = [...before, parts[at], ...after].join("\n");
    const withoutIt = [...before, ...after].join("\n");
    return encoder.count(withIt) - encoder.count(withoutIt);
  });
}
__name(perToolMarginals, "perToolMarginals");
function harmonyCounter(encoder) {
  if (encoder.name !== HARMONY_ENCODING) {
    throw new Error(`the gpt-oss profile counts in ${HARMONY_ENCODING}, not ${encoder.name}`);
  }
  const promptTokens = /* @__PURE__ */ __name((tools, instructions) => harmonyPromptTokens(tools, instructions, encoder), "promptTokens");
  return {
    async count(tools, instructions) {
      const sent = instructions === "" ? null : instructions;
      const bare = promptTokens([], null);
      const withInstructions = sent === null ? bare : promptTokens([], sent);
      const withBoth = tools.length > 0 ? promptTokens(tools, sent) : withInstructions;
      const instructionTokens = instructions === null ? null : withInstructions - bare;
      const perTool = {};
      const marginal = perToolMarginals(tools, withBoth - withInstructions, encoder);
      tools.forEach((tool, i) => {
        perTool[tool.name] = (perTool[tool.name] ?? 0) + marginal[i];
      });
      const hidden = tools.flatMap(hiddenParameters);
      return {
        fidelity: "exact",
        tools: withBoth - withInstructions,
        instructions: instructionTokens,
        perTool,
        hiddenParameters: hidden,
        frame: bare,
        warnings: hiddenParameterWarnings(hidden)
      };
    },
    // The prompt with the result message minus without it: the message's own tokens (harmonyToolResult).
    async countToolResult(text, tool) {
      return harmonySegmentTokens(harmonyToolResult(tool, text), encoder);
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
  harmonySegmentTokens,
  harmonyToolResult,
  loadHarmonyCounter,
  renderHarmonyTool,
  renderHarmonyTools
};
//# sourceMappingURL=harmony-2Z3S6ALW.js.map
