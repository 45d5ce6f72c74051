import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFINITION_DEPTH_MAX,
  nestingDepth
} from "./chunk-2YBGTLMF.js";
import {
  DESCRIPTION_MAX_CHARS,
  METHOD_TEXT,
  PROPERTY_DEPTH_MAX,
  PROPERTY_PATHS_MAX,
  REPORT_SCHEMA_VERSION,
  TOOL_FIELDS
} from "./chunk-4KOQUDW2.js";
import {
  fingerprint
} from "./chunk-XO3XNMKY.js";
import {
  drain
} from "./chunk-QDO335QN.js";
import {
  TOKENIZER
} from "./chunk-DJ2EGANE.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/count.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var KNOWN_FIELDS = new Set(TOOL_FIELDS);
function modelFacing(tool) {
  const out = {};
  if (tool.name !== void 0) out.name = tool.name;
  if (tool.description !== void 0) out.description = tool.description;
  if (tool.inputSchema !== void 0) out.inputSchema = tool.inputSchema;
  return out;
}
__name(modelFacing, "modelFacing");
function toolWarnings(tool, index) {
  if (!isObject(tool)) return [`tool #${index + 1} is not an object (${JSON.stringify(tool)?.slice(0, 60)})`];
  const warnings = [];
  if (typeof tool.name !== "string" || tool.name === "") warnings.push(`tool #${index + 1} has no name`);
  if (tool.inputSchema === void 0) warnings.push(`tool #${index + 1} has no inputSchema`);
  else if (!isObject(tool.inputSchema)) warnings.push(`tool #${index + 1} has an inputSchema that is not an object`);
  return warnings;
}
__name(toolWarnings, "toolWarnings");
function displayName(tool, index) {
  if (isObject(tool) && typeof tool.name === "string" && tool.name !== "") return tool.name;
  return `(unnamed #${index + 1})`;
}
__name(displayName, "displayName");
function fieldTexts(tool) {
  const texts = [];
  for (const [key, value] of Object.entries(tool)) {
    if (value !== void 0) texts.push([key, JSON.stringify(value)]);
  }
  return texts;
}
__name(fieldTexts, "fieldTexts");
function stepsOf(encoder, text, stepped) {
  return stepped && encoder.countSteps ? encoder.countSteps(text) : null;
}
__name(stepsOf, "stepsOf");
function* countFields(texts, raw, encoder, stepped) {
  const fields = {};
  let sum = 0;
  let other = 0;
  let hasOther = false;
  for (const [key, json] of texts) {
    const steps = stepsOf(encoder, json, stepped);
    const tokens = steps ? yield* steps : encoder.count(json);
    sum += tokens;
    if (KNOWN_FIELDS.has(key)) fields[key] = tokens;
    else {
      other += tokens;
      hasOther = true;
    }
  }
  if (hasOther) fields.other = other;
  return { ...fields, structure: raw - sum };
}
__name(countFields, "countFields");
function cut(text, max) {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 55296 && last <= 56319 ? max - 1 : max);
}
__name(cut, "cut");
function propertyPaths(schema) {
  const paths = [];
  const visit = /* @__PURE__ */ __name((node, prefix, depth) => {
    if (!isObject(node) || depth >= PROPERTY_DEPTH_MAX) return;
    if (isObject(node.properties)) {
      for (const [key, value] of Object.entries(node.properties)) {
        if (paths.length >= PROPERTY_PATHS_MAX) return;
        const path = `${prefix}${key}`;
        paths.push(path);
        visit(value, `${path}.`, depth + 1);
      }
    }
    if (isObject(node.items) && prefix !== "") visit(node.items, `${prefix.slice(0, -1)}[].`, depth + 1);
  }, "visit");
  visit(schema, "", 0);
  return paths;
}
__name(propertyPaths, "propertyPaths");
function toolDefinition(tool) {
  const definition = { properties: propertyPaths(tool.inputSchema) };
  if (typeof tool.description === "string") {
    definition.description = cut(tool.description, DESCRIPTION_MAX_CHARS);
    if (definition.description.length < tool.description.length) definition.descriptionLength = tool.description.length;
  }
  return definition;
}
__name(toolDefinition, "toolDefinition");
function countTool(tool, index, encoders) {
  return drain(countToolSteps(tool, index, encoders, false));
}
__name(countTool, "countTool");
function* countToolSteps(tool, index, encoders, stepped) {
  const tokens = {};
  const asObject = isObject(tool) ? tool : null;
  const rawJson = JSON.stringify(tool) ?? "null";
  const modelJson = asObject ? JSON.stringify(modelFacing(asObject)) : rawJson;
  const texts = asObject ? fieldTexts(asObject) : null;
  for (const encoder of encoders) {
    const rawSteps = stepsOf(encoder, rawJson, stepped);
    const raw = rawSteps ? yield* rawSteps : encoder.count(rawJson);
    const modelSteps = modelJson === rawJson ? null : stepsOf(encoder, modelJson, stepped);
    const model = modelJson === rawJson ? raw : modelSteps ? yield* modelSteps : encoder.count(modelJson);
    const fields = texts ? yield* countFields(texts, raw, encoder, stepped) : { structure: raw };
    tokens[encoder.name] = { model, raw, fields };
  }
  const result = { name: displayName(tool, index), index, tokens };
  if (asObject) result.definition = toolDefinition(asObject);
  const warnings = toolWarnings(tool, index);
  if (warnings.length > 0) result.warnings = warnings;
  return result;
}
__name(countToolSteps, "countToolSteps");
function listedNames(items) {
  return items.map((item, i) => {
    const name = isObject(item) && typeof item.name === "string" ? item.name : `(unnamed #${i + 1})`;
    const uri = isObject(item) && typeof item.uri === "string" ? item.uri : void 0;
    return uri === void 0 ? { name } : { name, uri };
  });
}
__name(listedNames, "listedNames");
function* countWithinStack(tool, index, encoders, stepped) {
  const tooDeep = /* @__PURE__ */ __name((cause) => {
    const name = isObject(tool) && typeof tool.name === "string" ? ` (${JSON.stringify(tool.name.slice(0, 80))})` : "";
    return new ToolError(
      "server",
      `tool #${index + 1}${name} has a definition nested more than ${DEFINITION_DEPTH_MAX} levels deep, too deeply to count (and clients will fail on it too): flatten its inputSchema, for example with $defs and $ref`,
      cause === void 0 ? void 0 : { cause }
    );
  }, "tooDeep");
  if (nestingDepth(tool, DEFINITION_DEPTH_MAX) > DEFINITION_DEPTH_MAX) throw tooDeep();
  try {
    return yield* countToolSteps(tool, index, encoders, stepped);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw tooDeep(error);
  }
}
__name(countWithinStack, "countWithinStack");
function countListing(listing, encoders, generatorVersion) {
  return drain(countListingSteps(listing, encoders, generatorVersion, false));
}
__name(countListing, "countListing");
function* countListingSteps(listing, encoders, generatorVersion, stepped = true) {
  const tools = [];
  for (const [i, tool] of listing.tools.entries()) {
    tools.push(yield* countWithinStack(tool, i, encoders, stepped));
    yield;
  }
  const totals = {};
  for (const { name } of encoders) {
    let model = 0;
    let raw = 0;
    for (const tool of tools) {
      model += tool.tokens[name]?.model ?? 0;
      raw += tool.tokens[name]?.raw ?? 0;
    }
    totals[name] = { model, raw };
  }
  const warnings = [...listing.warnings];
  const seen = /* @__PURE__ */ new Set();
  for (const tool of tools) {
    if (tool.warnings) warnings.push(...tool.warnings);
    if (seen.has(tool.name)) warnings.push(`tool name "${tool.name}" appears more than once`);
    seen.add(tool.name);
  }
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: generatorVersion },
    method: {
      views: { model: METHOD_TEXT.model, raw: METHOD_TEXT.raw },
      total: METHOD_TEXT.total,
      json: "compact",
      encodings: encoders.map((e) => e.name),
      tokenizer: { ...TOKENIZER }
    },
    server: listing.server,
    ...listing.server.era ? { protocol: { version: listing.server.protocolVersion, era: listing.server.era } } : {},
    totals,
    tools,
    prompts: listing.prompts ? { count: listing.prompts.length, names: listedNames(listing.prompts).map((p) => p.name) } : null,
    resources: listing.resources ? { count: listing.resources.length, items: listedNames(listing.resources) } : null,
    instructions: yield* countInstructions(listing.instructions ?? null, encoders, stepped),
    toolBlock: toolBlock(listing.tools),
    ...listing.toolsCache ? { toolsCache: { ...listing.toolsCache } } : {},
    warnings
  };
}
__name(countListingSteps, "countListingSteps");
function toolBlock(tools) {
  const text = JSON.stringify(tools.map((t) => isObject(t) ? modelFacing(t) : t));
  return { fingerprint: fingerprint(text), chars: text.length };
}
__name(toolBlock, "toolBlock");
function* countInstructions(text, encoders, stepped) {
  if (typeof text !== "string" || text === "") return null;
  const tokens = {};
  for (const encoder of encoders) {
    const steps = stepsOf(encoder, text, stepped);
    tokens[encoder.name] = steps ? yield* steps : encoder.count(text);
  }
  return { chars: [...text].length, tokens };
}
__name(countInstructions, "countInstructions");
var MODEL_FIELDS = /* @__PURE__ */ new Set(["name", "description", "inputSchema"]);
function dominantField(tool, encoding, view = "model") {
  const fields = tool.tokens[encoding]?.fields;
  if (!fields) return null;
  let best = null;
  let bestTokens = -1;
  for (const [key, value] of Object.entries(fields)) {
    if (key === "structure" || value === void 0) continue;
    if (view === "model" && !MODEL_FIELDS.has(key)) continue;
    if (value > bestTokens) {
      best = key;
      bestTokens = value;
    }
  }
  return best;
}
__name(dominantField, "dominantField");

export {
  modelFacing,
  toolDefinition,
  countTool,
  countListing,
  countListingSteps,
  toolBlock,
  dominantField
};
//# sourceMappingURL=chunk-5VXDLGSY.js.map
