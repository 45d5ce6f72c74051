/**
 * Counting tool definitions exactly as DOMAIN.md defines it: per tool, per encoding,
 * model-facing and raw views, and per field with a `structure` remainder.
 */

import type { Encoder } from "./encodings.js";
import { TOKENIZER } from "./encodings.js";
import { ToolError } from "./errors.js";
import { fingerprint } from "./fingerprint.js";
import { DEFINITION_DEPTH_MAX, nestingDepth } from "./nesting.js";
import {
  DESCRIPTION_MAX_CHARS,
  type FieldTokens,
  type ListedItem,
  METHOD_TEXT,
  PROPERTY_DEPTH_MAX,
  PROPERTY_PATHS_MAX,
  REPORT_SCHEMA_VERSION,
  type Report,
  type ServerInfo,
  TOOL_FIELDS,
  type ToolCount,
  type ToolDefinition,
  type ToolsCache,
  type Totals,
} from "./report.js";
import { drain } from "./vocabulary/long-piece.js";

export { DEFINITION_DEPTH_MAX, nestingDepth };

/** What an adapter hands to the core: the lists as the server sent them. */
export interface Listing {
  server: ServerInfo;
  tools: unknown[];
  prompts: unknown[] | null;
  resources: unknown[] | null;
  /**
   * The server's `instructions`: of the initialize result (2025 era) or of the server/discover result
   * (2026-07-28); null or absent when the server sends none.
   */
  instructions?: string | null;
  /** ttlMs and cacheScope of tools/list (revision 2026-07-28); absent when the server sent none. */
  toolsCache?: ToolsCache;
  /** tools/list asked again in the same session (ListOptions.listTwice); absent otherwise. */
  toolsAgain?: unknown[];
  /** The server's tools capability declares listChanged. */
  listChanged?: boolean;
  /**
   * The server wrote text that is not JSON to its stdout (stdio; the lister skipped it and warned): a client whose
   * own stdio reader fails on it never connects the server (Cline CLI). Absent: none seen.
   */
  stdoutNoise?: true;
  warnings: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const KNOWN_FIELDS = new Set<string>(TOOL_FIELDS);

/** The object a client sends to a model API: name, description, inputSchema, in that order. */
export function modelFacing(tool: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (tool.name !== undefined) out.name = tool.name;
  if (tool.description !== undefined) out.description = tool.description;
  if (tool.inputSchema !== undefined) out.inputSchema = tool.inputSchema;
  return out;
}

function toolWarnings(tool: unknown, index: number): string[] {
  if (!isObject(tool)) return [`tool #${index + 1} is not an object (${JSON.stringify(tool)?.slice(0, 60)})`];
  const warnings: string[] = [];
  if (typeof tool.name !== "string" || tool.name === "") warnings.push(`tool #${index + 1} has no name`);
  if (tool.inputSchema === undefined) warnings.push(`tool #${index + 1} has no inputSchema`);
  else if (!isObject(tool.inputSchema)) warnings.push(`tool #${index + 1} has an inputSchema that is not an object`);
  return warnings;
}

function displayName(tool: unknown, index: number): string {
  if (isObject(tool) && typeof tool.name === "string" && tool.name !== "") return tool.name;
  return `(unnamed #${index + 1})`;
}

/** Each field's JSON, made once per tool and counted once per encoding. */
function fieldTexts(tool: Record<string, unknown>): Array<[key: string, json: string]> {
  const texts: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(tool)) {
    if (value !== undefined) texts.push([key, JSON.stringify(value)]);
  }
  return texts;
}

/**
 * Counting is a generator: it yields between tools and, when `stepped`, inside the encoders' work too
 * (Encoder.countSteps), so that a caller can count in slices and let signals and deadlines act between them
 * (src/run/count-sliced.ts). Drained at once (countListing, countTool) it is an ordinary function.
 */
type Steps<T> = Generator<void, T, undefined>;

/** The encoder's steps for text, or null to count it at once (no generator made: the hot path when drained). */
function stepsOf(encoder: Encoder, text: string, stepped: boolean): Steps<number> | null {
  return stepped && encoder.countSteps ? encoder.countSteps(text) : null;
}

function* countFields(
  texts: Array<[string, string]>,
  raw: number,
  encoder: Encoder,
  stepped: boolean,
): Steps<FieldTokens> {
  const fields: Partial<FieldTokens> = {};
  let sum = 0;
  let other = 0;
  let hasOther = false;
  for (const [key, json] of texts) {
    const steps = stepsOf(encoder, json, stepped);
    const tokens = steps ? yield* steps : encoder.count(json);
    sum += tokens;
    if (KNOWN_FIELDS.has(key)) fields[key as keyof FieldTokens] = tokens;
    else {
      other += tokens;
      hasOther = true;
    }
  }
  if (hasOther) fields.other = other;
  // BPE can merge across a value's edge, so structure is a remainder and may be slightly negative.
  return { ...fields, structure: raw - sum };
}

/** The first max code units of text, never ending on the first half of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** Property paths of a schema, depth first in the server's order, within the limits of the report. */
function propertyPaths(schema: unknown): string[] {
  const paths: string[] = [];
  const visit = (node: unknown, prefix: string, depth: number) => {
    if (!isObject(node) || depth >= PROPERTY_DEPTH_MAX) return;
    if (isObject(node.properties)) {
      for (const [key, value] of Object.entries(node.properties)) {
        if (paths.length >= PROPERTY_PATHS_MAX) return;
        const path = `${prefix}${key}`;
        paths.push(path);
        visit(value, `${path}.`, depth + 1);
      }
    }
    // The properties of an array's items, e.g. stops[].name.
    if (isObject(node.items) && prefix !== "") visit(node.items, `${prefix.slice(0, -1)}[].`, depth + 1);
  };
  visit(schema, "", 0);
  return paths;
}

/** What a reviewer reads of a tool: its description (cut) and its parameters. */
export function toolDefinition(tool: Record<string, unknown>): ToolDefinition {
  const definition: ToolDefinition = { properties: propertyPaths(tool.inputSchema) };
  if (typeof tool.description === "string") {
    definition.description = cut(tool.description, DESCRIPTION_MAX_CHARS);
    if (definition.description.length < tool.description.length) definition.descriptionLength = tool.description.length;
  }
  return definition;
}

export function countTool(tool: unknown, index: number, encoders: readonly Encoder[]): ToolCount {
  return drain(countToolSteps(tool, index, encoders, false));
}

function* countToolSteps(
  tool: unknown,
  index: number,
  encoders: readonly Encoder[],
  stepped: boolean,
): Steps<ToolCount> {
  const tokens: ToolCount["tokens"] = {};
  const asObject = isObject(tool) ? tool : null;
  const rawJson = JSON.stringify(tool) ?? "null";
  const modelJson = asObject ? JSON.stringify(modelFacing(asObject)) : rawJson;
  const texts = asObject ? fieldTexts(asObject) : null;
  for (const encoder of encoders) {
    const rawSteps = stepsOf(encoder, rawJson, stepped);
    const raw = rawSteps ? yield* rawSteps : encoder.count(rawJson);
    // A tool with only name, description and inputSchema, in that order, is its own model view.
    const modelSteps = modelJson === rawJson ? null : stepsOf(encoder, modelJson, stepped);
    const model = modelJson === rawJson ? raw : modelSteps ? yield* modelSteps : encoder.count(modelJson);
    const fields = texts ? yield* countFields(texts, raw, encoder, stepped) : { structure: raw };
    tokens[encoder.name] = { model, raw, fields };
  }
  const result: ToolCount = { name: displayName(tool, index), index, tokens };
  if (asObject) result.definition = toolDefinition(asObject);
  const warnings = toolWarnings(tool, index);
  if (warnings.length > 0) result.warnings = warnings;
  return result;
}

function listedNames(items: unknown[]): ListedItem[] {
  return items.map((item, i) => {
    const name = isObject(item) && typeof item.name === "string" ? item.name : `(unnamed #${i + 1})`;
    const uri = isObject(item) && typeof item.uri === "string" ? item.uri : undefined;
    return uri === undefined ? { name } : { name, uri };
  });
}

/** countTool, with a definition nested too deeply to count reported as the server's problem, by tool. */
function* countWithinStack(
  tool: unknown,
  index: number,
  encoders: readonly Encoder[],
  stepped: boolean,
): Steps<ToolCount> {
  const tooDeep = (cause?: unknown) => {
    const name = isObject(tool) && typeof tool.name === "string" ? ` (${JSON.stringify(tool.name.slice(0, 80))})` : "";
    return new ToolError(
      "server",
      `tool #${index + 1}${name} has a definition nested more than ${DEFINITION_DEPTH_MAX} levels deep, too deeply to count ` +
        "(and clients will fail on it too): flatten its inputSchema, for example with $defs and $ref",
      cause === undefined ? undefined : { cause },
    );
  };
  if (nestingDepth(tool, DEFINITION_DEPTH_MAX) > DEFINITION_DEPTH_MAX) throw tooDeep();
  try {
    return yield* countToolSteps(tool, index, encoders, stepped);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw tooDeep(error);
  }
}

export function countListing(listing: Listing, encoders: readonly Encoder[], generatorVersion: string): Report {
  return drain(countListingSteps(listing, encoders, generatorVersion, false));
}

/**
 * countListing as steps: it yields after each tool and, with `stepped`, inside each long count (every
 * thousand pieces, every few thousand merges of a long piece). Run it with src/run/count-sliced.ts.
 */
export function* countListingSteps(
  listing: Listing,
  encoders: readonly Encoder[],
  generatorVersion: string,
  stepped = true,
): Steps<Report> {
  const tools: ToolCount[] = [];
  for (const [i, tool] of listing.tools.entries()) {
    tools.push(yield* countWithinStack(tool, i, encoders, stepped));
    yield;
  }
  const totals: Record<string, Totals> = {};
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
  const seen = new Set<string>();
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
      tokenizer: { ...TOKENIZER },
    },
    server: listing.server,
    ...(listing.server.era ? { protocol: { version: listing.server.protocolVersion, era: listing.server.era } } : {}),
    totals,
    tools,
    prompts: listing.prompts
      ? { count: listing.prompts.length, names: listedNames(listing.prompts).map((p) => p.name) }
      : null,
    resources: listing.resources ? { count: listing.resources.length, items: listedNames(listing.resources) } : null,
    instructions: yield* countInstructions(listing.instructions ?? null, encoders, stepped),
    toolBlock: toolBlock(listing.tools),
    ...(listing.toolsCache ? { toolsCache: { ...listing.toolsCache } } : {}),
    warnings,
  };
}

/**
 * The tool block as clients send it to a model: JSON of the model-facing fields of every tool in the
 * server's order. Any byte of it, or the order, is what a prompt cache keys on.
 */
export function toolBlock(tools: readonly unknown[]): NonNullable<Report["toolBlock"]> {
  const text = JSON.stringify(tools.map((t) => (isObject(t) ? modelFacing(t) : t)));
  return { fingerprint: fingerprint(text), chars: text.length };
}

/** Server instructions go into the system prompt of clients that support them: counted as plain text. */
function* countInstructions(
  text: string | null,
  encoders: readonly Encoder[],
  stepped: boolean,
): Steps<Report["instructions"]> {
  if (typeof text !== "string" || text === "") return null;
  const tokens: Record<string, number> = {};
  for (const encoder of encoders) {
    const steps = stepsOf(encoder, text, stepped);
    tokens[encoder.name] = steps ? yield* steps : encoder.count(text);
  }
  return { chars: [...text].length, tokens };
}

const MODEL_FIELDS = new Set(["name", "description", "inputSchema"]);

/** The field that costs the most in a tool, among the fields the given view sends. */
export function dominantField(tool: ToolCount, encoding: string, view: "model" | "raw" = "model"): string | null {
  const fields = tool.tokens[encoding]?.fields;
  if (!fields) return null;
  let best: string | null = null;
  let bestTokens = -1;
  for (const [key, value] of Object.entries(fields)) {
    if (key === "structure" || value === undefined) continue;
    if (view === "model" && !MODEL_FIELDS.has(key)) continue;
    if (value > bestTokens) {
      best = key;
      bestTokens = value;
    }
  }
  return best;
}
