/**
 * Walking the sub-schemas of a tool's inputSchema with their JSON Pointers, visiting only places that
 * hold a schema (never the values of `enum`, `default`, `examples` or `const`, which are data).
 */
import type { JsonObject } from "./types.js";

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** RFC 6901: `~` is `~0` and `/` is `~1` inside a reference token. */
export function pointer(...tokens: Array<string | number>): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

export interface SchemaNode {
  schema: JsonObject;
  /** JSON Pointer into the tool. */
  path: string;
  /** The key under `properties` when this node is a parameter (or a field of a nested object). */
  property?: string;
  /** The key under `$defs` / `definitions` when this node is a definition. */
  definition?: string;
  /** For a property: not listed in its object's `required`. */
  optional?: boolean;
  /** Dotted parameter path as harmony-hidden.ts writes it ("filter.status", "items[]"); only along the
   * properties and items that harmony renders from the root, absent elsewhere (inside anyOf, $defs). */
  parameter?: string;
  /** The schema is the whole inputSchema. */
  root: boolean;
  /** Number of schema levels above this one. */
  depth: number;
}

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;
const SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "additionalItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
] as const;

/** Every schema object in the tool's inputSchema, parents before children, in the order they are written. */
export function schemaNodes(tool: JsonObject): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (schema: unknown, node: Omit<SchemaNode, "schema">): void => {
    if (!isObject(schema)) return;
    out.push({ schema, ...node });
    const child = (value: unknown, path: string, extra: Partial<SchemaNode> = {}) =>
      visit(value, { path, root: false, depth: node.depth + 1, ...extra });
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const map of SCHEMA_MAPS) {
      const members = schema[map];
      if (!isObject(members)) continue;
      for (const [key, value] of Object.entries(members)) {
        if (map === "properties") {
          const parameter = node.root ? key : node.parameter === undefined ? undefined : `${node.parameter}.${key}`;
          child(value, `${node.path}${pointer(map, key)}`, {
            property: key,
            optional: !required.has(key),
            ...(parameter === undefined ? {} : { parameter }),
          });
        } else if (map === "$defs" || map === "definitions") {
          child(value, `${node.path}${pointer(map, key)}`, { definition: key });
        } else {
          child(value, `${node.path}${pointer(map, key)}`);
        }
      }
    }
    for (const list of SCHEMA_LISTS) {
      const members = schema[list];
      if (!Array.isArray(members)) continue;
      members.forEach((value, i) => {
        child(value, `${node.path}${pointer(list, i)}`);
      });
    }
    for (const key of SCHEMA_VALUES) {
      const value = schema[key];
      const itemsParameter = key === "items" && node.parameter !== undefined ? `${node.parameter}[]` : undefined;
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          child(v, `${node.path}${pointer(key, i)}`);
        });
      } else {
        child(value, `${node.path}${pointer(key)}`, itemsParameter ? { parameter: itemsParameter } : {});
      }
    }
  };
  visit(tool.inputSchema, { path: pointer("inputSchema"), root: true, depth: 0 });
  return out;
}

/** Every `description` string a model reads: the tool's and each schema's, with their pointers. */
export function descriptions(tool: JsonObject): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  if (typeof tool.description === "string") out.push({ path: pointer("description"), text: tool.description });
  for (const node of schemaNodes(tool)) {
    if (typeof node.schema.description === "string") {
      out.push({ path: `${node.path}${pointer("description")}`, text: node.schema.description });
    }
  }
  return out;
}

/** The reference tokens of a JSON Pointer, unescaped. */
export function tokensOf(path: string): string[] {
  if (path === "") return [];
  return path
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The longest pointer that is a prefix (by whole tokens) of every given pointer. */
export function commonPointer(paths: readonly string[]): string {
  const [first, ...rest] = paths.map(tokensOf);
  if (!first) return "";
  let length = first.length;
  for (const tokens of rest) {
    let i = 0;
    while (i < length && i < tokens.length && tokens[i] === first[i]) i++;
    length = i;
  }
  return pointer(...first.slice(0, length));
}
