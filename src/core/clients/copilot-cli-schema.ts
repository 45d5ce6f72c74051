/**
 * How Copilot CLI 1.0.102 rewrites an MCP tool's inputSchema: keys sorted, validation keywords written into the
 * description, a root union folded (copilotParameters, both wires), and on its Anthropic wire every keyword it does
 * not keep moved too (anthropicSchema). Worked out from captures of the real client (its request building is in a
 * native module): the corpus goldens and servers made to carry every keyword.
 */
import type { ClientNotSeen } from "./profile.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The keywords it moves into the description, in the order it writes them (whatever order they were listed in).
 * Read from a capture of a schema node carrying all of them.
 */
export const COPILOT_MOVED_KEYWORDS = [
  "contentEncoding",
  "contentMediaType",
  "not",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "multipleOf",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "patternProperties",
  "minItems",
  "maxItems",
  "uniqueItems",
  "unevaluatedProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "unevaluatedItems",
  "contains",
  "minContains",
  "maxContains",
  "if",
  "then",
  "else",
  "dependentRequired",
  "dependentSchemas",
] as const;

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Code-point order, as its sort compares keys.
  for (const key of Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out[key] = value[key];
  return out;
}

const deepSorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(deepSorted)
    : isObject(value)
      ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepSorted(v)])))
      : value;

const mapValues = (value: unknown, f: (schema: unknown, key: string) => unknown): unknown =>
  isObject(value) ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v, k)]))) : value;

/**
 * One schema node: keys sorted, its subschemas done the same way (property maps, definitions, items, branches),
 * and the moved keywords taken out, as "k: <JSON>" notes for its description (withNotes). A property named like a
 * keyword stays.
 */
function copilotNode(
  node: Record<string, unknown>,
  pointer: string,
  tool: string,
  notSeen: ClientNotSeen[],
): { out: Record<string, unknown>; moved: string[] } {
  const sorted = sortedKeys(node);
  const out: Record<string, unknown> = {};
  const moved: string[] = [];
  const sub = (value: unknown, at: string) => copilotSchema(value, at, tool, notSeen);
  for (const [key, value] of Object.entries(sorted)) {
    if ((COPILOT_MOVED_KEYWORDS as readonly string[]).includes(key)) continue;
    const at = `${pointer}/${key}`;
    if (key === "properties" || key === "$defs" || key === "definitions")
      out[key] = mapValues(value, (schema, name) => sub(schema, `${at}/${name}`));
    else if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : value;
    else if (key === "items" || key === "additionalProperties")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : sub(value, at);
    else if (key === "additionalItems" && typeof value === "boolean") {
      // A boolean schema there goes as an object saying so (additionalProperties: false stays as it is).
      out[key] = { description: `{schema: ${value}}` };
      notSeen.push({ tool, keyword: key, change: "rewritten", path: pointer });
    } else if (key === "additionalItems") out[key] = sub(value, at);
    else out[key] = value;
  }
  for (const keyword of COPILOT_MOVED_KEYWORDS) {
    if (!(keyword in sorted)) continue;
    // The value as it sorts any object: keys sorted at every depth (captured on mongodb-mcp-server's propertyNames).
    moved.push(`${keyword}: ${JSON.stringify(deepSorted(sorted[keyword]))}`);
    notSeen.push({ tool, keyword, change: "moved", path: pointer });
  }
  return { out, moved };
}

/**
 * Notes written into a node's description, each "{...}" a blank line apart: after its text when it has one, else
 * as a description key at the end.
 */
function withNotes(out: Record<string, unknown>, notes: readonly string[]): Record<string, unknown> {
  if (notes.length === 0) return out;
  const note = notes.join("\n\n");
  const text = out.description;
  if (typeof text === "string" && text !== "") out.description = `${text}\n\n${note}`;
  else {
    delete out.description;
    out.description = note;
  }
  return out;
}

/** One schema node rewritten: copilotNode, its moved keywords written into its description as "{k: v, ...}". */
function copilotSchema(node: unknown, pointer: string, tool: string, notSeen: ClientNotSeen[]): unknown {
  if (!isObject(node)) return node;
  const { out, moved } = copilotNode(node, pointer, tool, notSeen);
  return withNotes(out, moved.length > 0 ? [`{${moved.join(", ")}}`] : []);
}

/** The root keywords it folds into the schema's own properties, in the order it folds them. */
const ROOT_UNIONS = ["allOf", "anyOf", "oneOf"] as const;

const propertiesOf = (branch: unknown): Record<string, unknown> =>
  isObject(branch) && isObject(branch.properties) ? sortedKeys(branch.properties) : {};

/**
 * A schema whose root holds allOf, anyOf or oneOf, as it flattens it (captured 2026-12-06 on the corpus's root
 * anyOf with and without type, and on a server made of such roots): type "object" added when missing, then the
 * branches' properties joined into the root's (a root property keeps its own schema; new ones follow it, first
 * seen first, each branch's in key order). allOf: each property's schema, rewritten, and the branches' required
 * joined into the root's; the rest of its branches dropped. anyOf / oneOf: a property in every branch gets its
 * schema, or anyOf of its distinct schemas (rewritten), one in only some branches gets {} (anything); the keyword
 * itself goes into the description as "{anyOf: <JSON, keys sorted>}", before the moved keywords' note.
 */
function copilotRootUnion(
  tool: string,
  listed: Record<string, unknown>,
  notSeen: ClientNotSeen[],
): Record<string, unknown> {
  const unions = ROOT_UNIONS.filter((k) => Array.isArray(listed[k]));
  const rest = Object.fromEntries(Object.entries(listed).filter(([k]) => !unions.includes(k as never)));
  const { out, moved } = copilotNode(rest, "", tool, notSeen);
  if (out.type === undefined) out.type = "object";
  const properties: Record<string, unknown> = isObject(out.properties) ? { ...out.properties } : {};
  const required: unknown[] = Array.isArray(out.required) ? [...out.required] : [];
  const notes: string[] = [];
  for (const union of unions) {
    const branches = listed[union] as unknown[];
    const sub = (schema: unknown, i: number, name: string) =>
      copilotSchema(schema, `/${union}/${i}/properties/${name}`, tool, notSeen);
    if (union === "allOf") {
      branches.forEach((branch, i) => {
        for (const [name, schema] of Object.entries(propertiesOf(branch)))
          if (!(name in properties)) properties[name] = sub(schema, i, name);
        if (isObject(branch) && Array.isArray(branch.required))
          for (const name of branch.required) if (!required.includes(name)) required.push(name);
      });
      notSeen.push({ tool, keyword: union, change: "rewritten", path: "" });
      continue;
    }
    const names: string[] = [];
    for (const branch of branches) for (const name of Object.keys(propertiesOf(branch))) names.push(name);
    for (const name of new Set(names)) {
      if (name in properties) continue;
      const schemas = branches.map((branch, i) =>
        name in propertiesOf(branch) ? sub(propertiesOf(branch)[name], i, name) : undefined,
      );
      if (schemas.some((s) => s === undefined)) properties[name] = {};
      else {
        const distinct = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
        properties[name] = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
      }
    }
    notes.push(`{${union}: ${JSON.stringify(deepSorted(branches))}}`);
    notSeen.push({ tool, keyword: union, change: "moved", path: "" });
  }
  out.properties = properties;
  if (required.length > 0) out.required = required;
  if (moved.length > 0) notes.push(`{${moved.join(", ")}}`);
  return withNotes(out, notes);
}

/** Its parameters: the schema rewritten, with type "object" and properties ({}) added at the end when missing. */
export function copilotParameters(tool: string, listed: Record<string, unknown>, notSeen: ClientNotSeen[]): unknown {
  if (isObject(listed) && ROOT_UNIONS.some((k) => Array.isArray(listed[k])))
    return copilotRootUnion(tool, listed, notSeen);
  const schema = copilotSchema(listed, "", tool, notSeen) as Record<string, unknown>;
  const out = { ...schema };
  if (out.type === undefined) out.type = "object";
  if (out.properties === undefined) out.properties = {};
  return out;
}

// --- its Anthropic wire (COPILOT_PROVIDER_TYPE=anthropic, a Claude model): a second pass ---

/** The keywords its Anthropic wire keeps on any schema node; the rest go into the node's description. */
const ANTHROPIC_KEPT = ["$defs", "$ref", "allOf", "anyOf", "const", "description", "enum", "title", "type"];

/** The keywords it keeps only on a node of that one type ("type": "object" or "array", not a list of types). */
const ANTHROPIC_KEPT_FOR_TYPE: Readonly<Record<string, readonly string[]>> = {
  object: ["additionalProperties", "properties", "required"],
  array: ["items"],
};

/**
 * A schema node as its Anthropic wire sends it, after the rewrite above (copilotParameters): a keyword it does not
 * keep (ANTHROPIC_KEPT, and the keywords of the node's type) is taken out and written, keys in code-point order,
 * each value as the JSON of the rewritten schema, as one "{k: v, ...}" note after the description ("\n\n" after
 * its text; an empty or missing description becomes the note, in its place or at the end). A oneOf becomes an
 * anyOf (at the end) where the node has none; an items list of one schema becomes that schema; a property schema
 * `true` becomes {}. Worked out from captures of the real client on the corpus and on servers made to carry every
 * keyword (2026-12-06).
 */
export function anthropicSchema(node: unknown, pointer: string, tool: string, notSeen: ClientNotSeen[]): unknown {
  if (!isObject(node)) return node;
  const sub = (value: unknown, at: string) => anthropicSchema(value, at, tool, notSeen);
  const kept = [
    ...ANTHROPIC_KEPT,
    ...(typeof node.type === "string" ? (ANTHROPIC_KEPT_FOR_TYPE[node.type] ?? []) : []),
  ];
  const renamed = Array.isArray(node.oneOf) && !("anyOf" in node);
  const out: Record<string, unknown> = {};
  const moved: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${key}`;
    if (key === "oneOf" && renamed) continue;
    if (!kept.includes(key)) moved.push([key, value]);
    else if ((key === "properties" || key === "$defs") && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, schema === true ? {} : sub(schema, `${at}/${name}`)]),
      );
    else if ((key === "anyOf" || key === "allOf") && Array.isArray(value))
      out[key] = value.map((schema, i) => sub(schema, `${at}/${i}`));
    else if (key === "items" && Array.isArray(value) && value.length === 1) {
      out[key] = sub(value[0], `${at}/0`);
      notSeen.push({ tool, keyword: key, change: "rewritten", path: pointer });
    } else if (key === "items" || key === "additionalProperties") out[key] = isObject(value) ? sub(value, at) : value;
    else out[key] = value;
  }
  if (renamed) {
    out.anyOf = (node.oneOf as unknown[]).map((schema, i) => sub(schema, `${pointer}/oneOf/${i}`));
    notSeen.push({ tool, keyword: "oneOf", change: "rewritten", path: pointer });
  }
  if (moved.length === 0) return out;
  moved.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [keyword] of moved) notSeen.push({ tool, keyword, change: "moved", path: pointer });
  const note = `{${moved.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(", ")}}`;
  const text = out.description;
  out.description = typeof text === "string" && text !== "" ? `${text}\n\n${note}` : note;
  return out;
}
