/**
 * The Gemini estimate. Google does not publish how Gemini renders function declarations into the prompt,
 * so the figure is the JSON a client sends, counted with Gemini's own vocabulary: the tools as the Gemini
 * API takes them (`tools: [{ functionDeclarations: [{ name, description, parameters }] }]`), the
 * `functionDeclarations` array as compact JSON, counted with the Gemma 3 tokenizer (the 262,144-token
 * SentencePiece vocabulary Gemini 2.x shares). No range: nothing published bounds the difference to the
 * server's own rendering, which only Gemini's countTokens knows. The tokenizer comes in loaded
 * (src/models/gemini-data.ts); everything here is pure.
 */
import type { ModelCounter, ModelFacingTool, NotSeen, ProfileCount } from "./types.js";

/** One entry of `functionDeclarations`, as a client builds it from an MCP tool. */
export interface FunctionDeclaration {
  name: string;
  description?: string;
  parameters?: unknown;
}

/**
 * Keywords the `parameters` field cannot hold: its schema is an OpenAPI 3.0 subset with no field for them,
 * and the API refuses the request with an "Unknown name" error, so clients drop them before sending.
 */
export const GEMINI_DROPPED_KEYWORDS: readonly string[] = ["$schema", "additionalProperties"];

/**
 * Where a schema holds schemas (JSON Schema 2020-12, draft-07's names too): walked, so nested ones lose the
 * same keywords. `if`/`then`/`else`, `dependentSchemas` and the `unevaluated*` keywords are 2020-12's.
 */
const ONE_SCHEMA = new Set([
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
  "contentSchema",
]);
const SCHEMA_LIST = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
const SCHEMA_MAP = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A dotted path as notSeen writes it: property names joined by dots, other places by their keyword. */
const join = (path: string, step: string) => (path === "" ? step : `${path}.${step}`);

function dropKeywords(schema: unknown, path: string, dropped: string[][]): unknown {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (GEMINI_DROPPED_KEYWORDS.includes(key)) {
      dropped.push([path, key]);
      continue;
    }
    if (ONE_SCHEMA.has(key)) out[key] = dropKeywords(value, join(path, key), dropped);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) {
      out[key] = value.map((sub, i) => dropKeywords(sub, `${join(path, key)}[${i}]`, dropped));
    } else if (SCHEMA_MAP.has(key) && isObject(value)) {
      // Property names are the path (as Ollama's notSeen writes them); other maps keep their keyword.
      const at = (name: string) => (key === "properties" ? join(path, name) : join(join(path, key), name));
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, dropKeywords(sub, at(name), dropped)]),
      );
    } else out[key] = value;
  }
  return out;
}

/**
 * The schema without the dropped keywords, at every level that is a schema (a property *named*
 * `additionalProperties` inside `properties` is kept: only keywords go). Key order and values as sent.
 */
export function geminiParameters(schema: unknown): unknown {
  return dropKeywords(schema, "", []);
}

/** The keywords a tool's declaration loses, with their paths: the model never sees them. */
export function geminiNotSeen(tool: ModelFacingTool): NotSeen[] {
  const dropped: string[][] = [];
  dropKeywords(tool.inputSchema, "", dropped);
  return dropped.map(([path, keyword]) => ({ tool: tool.name, path: path as string, keyword: keyword as string }));
}

/** The tool as a function declaration: name, description (when it has one), parameters (when it has a schema). */
export function functionDeclaration(tool: ModelFacingTool): FunctionDeclaration {
  const declaration: FunctionDeclaration = { name: tool.name };
  if (tool.description !== undefined) declaration.description = tool.description;
  if (tool.inputSchema !== undefined && tool.inputSchema !== null) {
    declaration.parameters = geminiParameters(tool.inputSchema);
  }
  return declaration;
}

/** The text the estimate counts: the `functionDeclarations` array, compact JSON. */
export function functionDeclarationsJson(tools: readonly ModelFacingTool[]): string {
  return JSON.stringify(tools.map(functionDeclaration));
}

/** Said with every count: what the figure is, and where the exact one comes from. */
export const GEMINI_ESTIMATE_WARNING =
  "an estimate, not Gemini's own count: the functionDeclarations JSON counted with the Gemma 3 tokenizer " +
  "(Google does not publish how Gemini renders tools into the prompt); for the exact count use provider counting " +
  "(GEMINI_API_KEY with --provider-count, or the action's gemini-api-key input)";

export const GEMINI_NO_TOOL_RESULT =
  "no defensible figure: Google does not publish how a functionResponse part is rendered into the prompt";

/**
 * The estimate over a tokenizer's count: tools = the whole array (what the request carries), perTool = each
 * declaration alone (the array's brackets and commas are what they share); instructions as plain text (a
 * client sends them as `systemInstruction`). No tools: 0, as a request without `tools` adds nothing.
 */
export function geminiCounter(countTokens: (text: string) => number, warnings: readonly string[] = []): ModelCounter {
  return {
    async count(tools, instructions): Promise<ProfileCount> {
      const perTool: Record<string, number> = {};
      for (const tool of tools) {
        perTool[tool.name] = (perTool[tool.name] ?? 0) + countTokens(JSON.stringify(functionDeclaration(tool)));
      }
      return {
        fidelity: "estimate",
        tools: tools.length === 0 ? 0 : countTokens(functionDeclarationsJson(tools)),
        instructions: instructions === null ? null : instructions === "" ? 0 : countTokens(instructions),
        perTool,
        notSeen: tools.flatMap(geminiNotSeen),
        warnings: [GEMINI_ESTIMATE_WARNING, ...warnings],
      };
    },
    noToolResult: GEMINI_NO_TOOL_RESULT,
  };
}
