/**
 * The Gemini estimate. Google does not publish how Gemini renders function declarations into the prompt,
 * so the figure is the JSON a client sends, counted with Gemini's own vocabulary: the tools as the Gemini
 * API takes them (`tools: [{ functionDeclarations: [{ name, description, parameters }] }]`), the
 * `functionDeclarations` array as compact JSON, counted with the Gemma 3 tokenizer (the 262,144-token
 * SentencePiece vocabulary Gemini 2.x shares). No range: nothing published bounds the difference to the
 * server's own rendering, which only Gemini's countTokens knows. The tokenizer comes in loaded
 * (src/models/gemini-data.ts); everything here is pure.
 */
import type { ModelCounter, ModelFacingTool, ProfileCount } from "./types.js";

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

/** Keywords whose value is one schema, a list of them, or a map of them: walked, so nested ones lose the same keywords. */
const ONE_SCHEMA = new Set(["items", "not", "additionalItems", "contains", "propertyNames"]);
const SCHEMA_LIST = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
const SCHEMA_MAP = new Set(["properties", "patternProperties", "$defs", "definitions"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The schema without the dropped keywords, at every level that is a schema (a property *named*
 * `additionalProperties` inside `properties` is kept: only keywords go). Key order and values as sent.
 */
export function geminiParameters(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (GEMINI_DROPPED_KEYWORDS.includes(key)) continue;
    if (ONE_SCHEMA.has(key)) out[key] = geminiParameters(value);
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) out[key] = value.map(geminiParameters);
    else if (SCHEMA_MAP.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, geminiParameters(sub)]));
    } else out[key] = value;
  }
  return out;
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
        warnings: [GEMINI_ESTIMATE_WARNING, ...warnings],
      };
    },
    noToolResult: GEMINI_NO_TOOL_RESULT,
  };
}
