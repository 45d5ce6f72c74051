/**
 * Codex 0.171.0's TypeScript declaration of an MCP tool: what its `exec` tool gives the model for a deferred tool
 * found in `ALL_TOOLS` (the tool's description, then "exec tool declaration:" and a ```ts block). Read from the real
 * Codex's output on the corpus servers (2026-12-06; test/integration/clients/codex-first-use.test.ts holds it):
 * properties sorted by name, `?` for optional ones, an object whose properties have a description goes one property
 * a line with `// <description>` above it (every level indented by two spaces, its closing brace not), any other
 * object on one line; `$ref` inlined, `anyOf`/`oneOf` and type lists as unions, enums and `const` as literals,
 * integers as `number`, an object without properties as `{ [key: string]: unknown; }` (its additionalProperties
 * type for unknown when it has one), an output schema as
 * `CallToolResult<...>`.
 */

type Schema = Record<string, unknown>;

/**
 * How a type is written: `full` (comments, an object with described properties one property a line) or inline (no
 * comments, every object on one line), there with a depth past which an object or array is written `unknown`.
 */
interface Mode {
  full: boolean;
  /** Objects and arrays this deep or deeper (arguments 0, their properties 1, ...) are `unknown`. */
  depth: number;
}

/**
 * The sizes Codex fits a declaration's type into, as observed on the corpus (2026-12-06): the full form up to
 * FULL_BYTES (3,859 was kept, 4,043 was not), else the inline form, shallower and shallower, up to COMPACT_BYTES
 * (1,278 was kept, a form of 1,470 was not: the exact cut between them is not known).
 */
export const FULL_BYTES = 4000;
export const COMPACT_BYTES = 1400;
const UNLIMITED = Number.POSITIVE_INFINITY;
const DEPTHS = (process.env.MTB_DEPTHS ?? "3,2,1").split(",").map(Number);

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSON Pointer reference inside the root schema (#/$defs/x, #/definitions/x), or undefined. */
function resolve(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    node = isObject(node) ? node[key] : undefined;
  }
  return isObject(node) ? node : undefined;
}

const literal = (value: unknown) => JSON.stringify(value);

function typeName(type: string, schema: Schema, root: Schema, depth: number, mode: Mode): string {
  if (type === "string") return "string";
  if (type === "integer" || type === "number") return "number";
  if (type === "boolean") return "boolean";
  if (type === "null") return "null";
  if ((type === "array" || type === "object") && depth >= mode.depth) return "unknown";
  if (type === "array")
    return `Array<${isObject(schema.items) ? render(schema.items, root, depth + 1, mode) : "unknown"}>`;
  if (type === "object") return objectType(schema, root, depth, mode);
  return "unknown";
}

/** A description as comment lines: each of its lines "  // <line>" (trailing blank lines dropped). */
const comment = (description: string) =>
  description
    .trimEnd()
    .split("\n")
    .map((line) => `  // ${line}\n`)
    .join("");

function objectType(schema: Schema, root: Schema, depth: number, mode: Mode): string {
  if (depth >= mode.depth) return "unknown";
  const properties = isObject(schema.properties) ? schema.properties : {};
  const keys = Object.keys(properties).sort();
  if (keys.length === 0 && schema.additionalProperties === false) return "{}";
  if (keys.length === 0)
    return `{ [key: string]: ${isObject(schema.additionalProperties) ? render(schema.additionalProperties, root, depth + 1, mode) : "unknown"}; }`;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const lines = keys.map((key) => {
    const property = isObject(properties[key]) ? (properties[key] as Schema) : {};
    const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
    const description = typeof property.description === "string" ? property.description : "";
    return {
      description,
      text: `${name}${required.has(key) ? "" : "?"}: ${render(property, root, depth + 1, mode)};`,
    };
  });
  const extra = schema.additionalProperties;
  if (extra === true || isObject(extra))
    lines.push({
      description: "",
      text: `[key: string]: ${isObject(extra) && Object.keys(extra).length > 0 ? render(extra, root, depth + 1, mode) : "unknown"};`,
    });
  if (!mode.full || lines.every((l) => l.description === "")) return `{ ${lines.map((l) => l.text).join(" ")} }`;
  const body = lines.map((l) => `${l.description === "" ? "" : comment(l.description)}  ${l.text}\n`).join("");
  return `{\n${body}}`;
}

/** A schema as Codex's TypeScript type. */
export function render(
  schema: unknown,
  root: Schema,
  depth = 0,
  mode: Mode = { full: true, depth: UNLIMITED },
): string {
  if (!isObject(schema) || depth > 32) return "unknown";
  if (typeof schema.$ref === "string") {
    const target = resolve(root, schema.$ref);
    return target ? render(target, root, depth, mode) : "unknown";
  }
  if ("const" in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(" | ");
  for (const key of ["anyOf", "oneOf"] as const) {
    const members = schema[key];
    if (Array.isArray(members) && members.length > 0)
      return [...new Set(members.map((m) => render(m, root, depth, mode)))].join(" | ");
  }
  if (Array.isArray(schema.type))
    return [...new Set(schema.type.map((t) => typeName(String(t), schema, root, depth, mode)))].join(" | ");
  if (typeof schema.type === "string") return typeName(schema.type, schema, root, depth, mode);
  if (isObject(schema.properties)) return objectType(schema, root, depth, mode);
  return "unknown";
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A schema's type as Codex fits it: the full form when it is at most FULL_BYTES, else the first inline form (every
 * depth, then objects and arrays from depth SHALLOWEST_FIRST down to 1 written `unknown`) at most COMPACT_BYTES.
 */
function fitted(schema: Schema): string {
  const full = render(schema, schema, 0, { full: true, depth: UNLIMITED });
  if (bytes(full) <= FULL_BYTES) return full;
  let text = "";
  for (const depth of [UNLIMITED, ...DEPTHS]) {
    text = render(schema, schema, 0, { full: false, depth });
    if (bytes(text) <= COMPACT_BYTES) return text;
  }
  return text;
}

/** The declaration block Codex appends to a tool's description in `ALL_TOOLS`. */
export function codexDeclaration(name: string, inputSchema: unknown, outputSchema: unknown): string {
  const input = isObject(inputSchema) ? inputSchema : {};
  const args = fitted(input);
  const output = isObject(outputSchema) ? `<${fitted(outputSchema)}>` : "";
  return `exec tool declaration:\n\`\`\`ts\ndeclare const tools: { ${name}(args: ${args}): Promise<CallToolResult${output}>; };\n\`\`\``;
}

/**
 * A tool's `ALL_TOOLS` entry as Codex gives it: `{ name, description }`, where the description is the tool's, then
 * the server's instructions (trimmed; none when empty), then the declaration, a blank line apart (a tool without a
 * description starts with that blank line when the server has instructions).
 */
export function codexToolEntry(
  name: string,
  description: string | undefined,
  inputSchema: unknown,
  outputSchema: unknown,
  instructions: string | null,
): { name: string; description: string } {
  const declaration = codexDeclaration(name, inputSchema, outputSchema);
  const text = (instructions ?? "").trim();
  const about = text === "" ? (description ?? "") : `${description ?? ""}\n\n${text}`;
  return { name, description: about === "" ? declaration : `${about}\n\n${declaration}` };
}
