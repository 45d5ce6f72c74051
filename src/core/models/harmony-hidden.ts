/**
 * The parameters whose type gpt-oss never sees: where harmony's renderer (harmony-typescript.ts)
 * prints `any` for a schema that does say something, or drops an object's or array's structure.
 * The walk follows the renderer's own choices (oneOf first, then `type`), so it flags exactly
 * what the rendering loses, not every keyword the renderer ignores.
 */
import type { HiddenParameter, ModelFacingTool } from "./types.js";

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keywords that constrain a value but that the renderer cannot express, in the order we name them. */
const IGNORED_KEYWORDS: ReadonlyArray<[keyword: string, reason: string]> = [
  ["$ref", "$ref"],
  ["anyOf", "anyOf"],
  ["allOf", "allOf"],
  ["not", "not"],
  ["if", "if/then"],
  ["const", "const"],
  ["enum", "enum without type"],
  ["properties", "properties without type"],
  ["items", "items without type"],
];

/** A scalar that shows its type but not the values it is limited to. */
const VALUE_REASONS = { const: "const (only its type is shown)", enum: "enum (only its type is shown)" };

const RENDERED_TYPES = new Set(["object", "string", "number", "integer", "boolean", "array"]);

/** The path shown for the parameters object itself when it is not rendered as an object. */
export const WHOLE_PARAMETERS = "(parameters)";

/** Why a schema that the renderer prints as `any` had more to say; null when it is `any` by design (`{}`). */
function anyReason(schema: unknown): string | null {
  if (!isObject(schema)) return null;
  const type = schema.type;
  if (typeof type === "string" && !RENDERED_TYPES.has(type)) return type === "null" ? "type null" : `type ${type}`;
  for (const [keyword, reason] of IGNORED_KEYWORDS) {
    if (Object.hasOwn(schema, keyword)) return reason;
  }
  if (Array.isArray(type)) return "empty type list";
  return null;
}

const join = (path: string, key: string) => (path === WHOLE_PARAMETERS ? key : `${path}.${key}`);

function walk(schema: unknown, path: string, out: HiddenParameter[], tool: string): void {
  const add = (reason: string, at = path) => out.push({ tool, path: at, reason });
  if (!isObject(schema)) return;
  const oneOf = schema.oneOf;
  if (Array.isArray(oneOf)) {
    // The variants replace the schema: properties beside a oneOf are never shown.
    if (isObject(schema.properties)) {
      for (const key of Object.keys(schema.properties)) add("properties beside oneOf", join(path, key));
    }
    for (const variant of oneOf) walk(variant, path, out, tool);
    return;
  }
  const type = schema.type;
  if (Array.isArray(type) && type.some((t) => typeof t === "string")) {
    // Rendered as the list of type names: an object's properties or an array's items vanish.
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
        // A property whose oneOf is not an array is rendered through the plain path.
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
    // Tuples (an items list, or draft 2020's prefixItems) render as `any[]` / `Array<any>`.
    if (Array.isArray(items) || (items === undefined && Array.isArray(schema.prefixItems))) {
      add("tuple items", `${path}[]`);
    } else if (items !== undefined) {
      walk(items, `${path}[]`, out, tool);
    }
    return;
  }
  if (typeof type === "string" && RENDERED_TYPES.has(type)) {
    // Scalars show their type only: a fixed value (a discriminator's literal) or a non-string enum is lost.
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

/** Parameters of one tool that harmony renders without their type, in schema order, each path once. */
export function hiddenParameters(tool: ModelFacingTool): HiddenParameter[] {
  const found: HiddenParameter[] = [];
  walk(tool.inputSchema, WHOLE_PARAMETERS, found, tool.name);
  const seen = new Set<string>();
  return found.filter((p) => {
    const key = `${p.path}\u0000${p.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const STRUCTURE_REASONS = new Set([
  "type list (properties not shown)",
  "type list (items not shown)",
  "additionalProperties (rendered as {})",
]);

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** One readable warning per tool and kind of loss. */
export function hiddenParameterWarnings(hidden: readonly HiddenParameter[]): string[] {
  const byTool = new Map<string, HiddenParameter[]>();
  for (const p of hidden) byTool.set(p.tool, [...(byTool.get(p.tool) ?? []), p]);
  const warnings: string[] = [];
  for (const [tool, params] of byTool) {
    const list = (ps: HiddenParameter[]) => ps.map((p) => `${p.path}: ${p.reason}`).join(", ");
    const values = new Set(Object.values(VALUE_REASONS));
    const asAny = params.filter((p) => !STRUCTURE_REASONS.has(p.reason) && !values.has(p.reason));
    const flattened = params.filter((p) => STRUCTURE_REASONS.has(p.reason));
    const valueless = params.filter((p) => values.has(p.reason));
    if (asAny.length > 0) {
      const n = asAny.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered as "any" (${list(asAny)}): ` +
          `gpt-oss never sees ${plural(n, "its type", "their types")}`,
      );
    }
    if (flattened.length > 0) {
      const n = flattened.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered without ${plural(n, "its", "their")} ` +
          `structure (${list(flattened)}): gpt-oss never sees ${plural(n, "its fields", "their fields")}`,
      );
    }
    if (valueless.length > 0) {
      const n = valueless.length;
      warnings.push(
        `${tool}: ${n} ${plural(n, "parameter is", "parameters are")} rendered as a bare type (${list(valueless)}): ` +
          `gpt-oss never sees ${plural(n, "its allowed values", "their allowed values")}`,
      );
    }
  }
  return warnings;
}
