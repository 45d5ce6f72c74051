/**
 * The finders of the schema rules: where a tool's inputSchema says something in more tokens than it
 * needs, and the JSON Patch that says it in fewer. Each patch tests what it relies on first.
 */
import { isObject, pointer, type SchemaNode, schemaNodes } from "./schema-walk.js";
import type { Finding, JsonObject, PatchOperation } from "./types.js";

const equalJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isNullSchema = (value: unknown) => isObject(value) && equalJson(value, { type: "null" });

/** Keywords that apply to null as well as to the branch's own type: they stop `[T, "null"]` from being equivalent. */
const APPLIES_TO_EVERY_TYPE = ["const", "not", "allOf", "anyOf", "oneOf", "if", "$ref", "enum"];

interface NullPattern {
  branch: JsonObject;
  branchIndex: number;
  nullIndex: number;
}

/** `anyOf: [X, {type: "null"}]` (either order), as pydantic and zod write an optional or nullable value. */
export function nullPattern(schema: JsonObject): NullPattern | null {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullIndex = anyOf.findIndex(isNullSchema);
  const branchIndex = 1 - nullIndex;
  const branch = anyOf[branchIndex];
  if (nullIndex === -1 || !isObject(branch) || isNullSchema(branch)) return null;
  // The branch's keys move up beside the schema's own: a key on both sides would be lost.
  if (Object.keys(branch).some((key) => key !== "anyOf" && Object.hasOwn(schema, key))) return null;
  return { branch, branchIndex, nullIndex };
}

/**
 * The branch can become `type: [T, "null"]` with the same meaning: one type, nothing that also judges null.
 * An optional object or array is left to the drop-null rule: a type list hides its fields from gpt-oss,
 * while dropping null shows them.
 */
function typeArrayable(branch: JsonObject, node: SchemaNode): boolean {
  if (typeof branch.type !== "string" || branch.type === "null") return false;
  if ((branch.type === "object" || branch.type === "array") && node.property !== undefined && node.optional) {
    return false;
  }
  if (APPLIES_TO_EVERY_TYPE.some((key) => key !== "enum" && Object.hasOwn(branch, key))) return false;
  return branch.enum === undefined || Array.isArray(branch.enum);
}

/** Moves every key of the branch up to the schema (in the branch's order), then drops the anyOf. */
function liftBranch(node: SchemaNode, pattern: NullPattern, asTypeArray: boolean): PatchOperation[] {
  const at = (...tokens: Array<string | number>) => `${node.path}${pointer(...tokens)}`;
  const from = (key: string) => at("anyOf", pattern.branchIndex, key);
  const ops: PatchOperation[] = [{ op: "test", path: at("anyOf", pattern.nullIndex), value: { type: "null" } }];
  if (asTypeArray) ops.push({ op: "test", path: from("type"), value: pattern.branch.type });
  for (const key of Object.keys(pattern.branch)) {
    if (asTypeArray && key === "type") {
      ops.push({ op: "add", path: at("type"), value: [pattern.branch.type, "null"] });
    } else if (asTypeArray && key === "enum") {
      // null must stay an allowed value: the enum judges null too.
      const values = pattern.branch.enum as unknown[];
      ops.push({ op: "move", from: from(key), path: at(key) });
      if (!values.includes(null)) ops.push({ op: "add", path: at("enum", "-"), value: null });
    } else {
      ops.push({ op: "move", from: from(key), path: at(key) });
    }
  }
  ops.push({ op: "remove", path: at("anyOf") });
  return ops;
}

export function findAnyOfNullTypeArray(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || !typeArrayable(pattern.branch, node)) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, true),
      changesValidation: false,
      note: node.parameter ?? node.property ?? node.path,
    });
  }
  return out;
}

export function findAnyOfNullOptional(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || typeArrayable(pattern.branch, node) || node.property === undefined || !node.optional) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, false),
      changesValidation: true,
      note: node.parameter ?? node.property,
    });
  }
  return out;
}

function removeKey(node: SchemaNode, key: string, changesValidation: boolean, note?: string): Finding {
  const path = `${node.path}${pointer(key)}`;
  const finding: Finding = {
    path,
    patch: [
      { op: "test", path, value: node.schema[key] },
      { op: "remove", path },
    ],
    changesValidation,
  };
  if (note !== undefined) finding.note = note;
  return finding;
}

/** Keywords whose meaning differs between draft-07 and 2020-12, the dialect MCP assumes without `$schema`. */
function usesDialectSensitiveKeywords(nodes: readonly SchemaNode[]): boolean {
  return nodes.some(
    ({ schema }) =>
      Array.isArray(schema.items) ||
      schema.additionalItems !== undefined ||
      schema.dependencies !== undefined ||
      schema.$recursiveRef !== undefined,
  );
}

export const UNNEEDED_KEYS = ["$schema", "$id", "$comment"] as const;

export function findUnneededKeys(tool: JsonObject): Finding[] {
  const nodes = schemaNodes(tool);
  const dialect = usesDialectSensitiveKeywords(nodes);
  const externalRefs = nodes.some(({ schema }) => typeof schema.$ref === "string" && !schema.$ref.startsWith("#"));
  const out: Finding[] = [];
  for (const node of nodes) {
    for (const key of UNNEEDED_KEYS) {
      if (!Object.hasOwn(node.schema, key)) continue;
      const changes = (key === "$schema" && dialect) || (key === "$id" && externalRefs);
      out.push(removeKey(node, key, changes, key));
    }
  }
  return out;
}

export function findDefaultNull(tool: JsonObject): Finding[] {
  return schemaNodes(tool)
    .filter((node) => node.property !== undefined && node.schema.default === null)
    .map((node) => removeKey(node, "default", false, node.parameter ?? node.property));
}

/** "Foo Bar Baz", "foo_bar_baz" and "fooBarBaz" are the same name. */
const normalizeName = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const ROOT_TITLE_SUFFIXES = ["", "arguments", "args", "input", "inputs", "params", "parameters", "request", "schema"];

export function findTitleRepeatsName(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  const toolName = typeof tool.name === "string" ? normalizeName(tool.name) : null;
  for (const node of schemaNodes(tool)) {
    const title = node.schema.title;
    if (typeof title !== "string") continue;
    const name = node.property ?? node.definition;
    const repeats =
      (name !== undefined && normalizeName(title) === normalizeName(name)) ||
      (node.root && toolName !== null && ROOT_TITLE_SUFFIXES.some((s) => normalizeName(title) === toolName + s));
    if (repeats) out.push(removeKey(node, "title", false, node.parameter ?? name ?? "(the whole inputSchema)"));
  }
  return out;
}

export function findNestedAdditionalPropertiesFalse(tool: JsonObject): Finding[] {
  const nodes = schemaNodes(tool).filter((node) => node.schema.additionalProperties === false);
  if (nodes.length < 2) return [];
  return nodes.filter((node) => !node.root).map((node) => removeKey(node, "additionalProperties", true, node.path));
}

/** zod's `.int()` bounds: Number.MAX_SAFE_INTEGER, which no JSON caller in JavaScript can exceed exactly anyway. */
export function findSafeIntegerBounds(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const node of schemaNodes(tool)) {
    if (node.schema.maximum === Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "maximum", true, node.path));
    if (node.schema.minimum === -Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "minimum", true, node.path));
  }
  return out;
}

export const LONG_ENUM = 20;

export function findLongEnums(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const node of schemaNodes(tool)) {
    const values = node.schema.enum;
    if (!Array.isArray(values) || values.length < LONG_ENUM) continue;
    const finding = removeKey(node, "enum", true, `${node.parameter ?? node.property ?? node.path} (${values.length})`);
    // Without the enum the type still has to be said.
    if (node.schema.type === undefined && values.every((v) => typeof v === "string")) {
      finding.patch.push({ op: "add", path: `${node.path}${pointer("type")}`, value: "string" });
    }
    out.push(finding);
  }
  return out;
}

/** Sub-schemas shorter than this (compact JSON characters) are not worth a $ref. */
const MIN_REPEATED_LENGTH = 60;

const inside = (path: string, ancestor: string) => path.startsWith(`${ancestor}/`);

/** One finding per tool: every sub-schema written two or more times, defined once under $defs and $ref'd. */
export function findRepeatedSubschemas(tool: JsonObject): Finding[] {
  const schema = tool.inputSchema;
  if (!isObject(schema)) return [];
  const groups = new Map<string, SchemaNode[]>();
  for (const node of schemaNodes(tool)) {
    if (node.root || node.path.includes("/$defs/") || node.path.includes("/definitions/")) continue;
    const json = JSON.stringify(node.schema);
    if (json.length < MIN_REPEATED_LENGTH) continue;
    groups.set(json, [...(groups.get(json) ?? []), node]);
  }
  // The most characters written twice first; later ones only where they neither hold nor sit in a chosen one.
  const chosen: Array<{ json: string; nodes: SchemaNode[] }> = [];
  const taken: string[] = [];
  const written = ([json, nodes]: [string, SchemaNode[]]) => json.length * (nodes.length - 1);
  for (const [json, nodes] of [...groups].sort((a, b) => written(b) - written(a))) {
    const free = nodes.filter((n) => !taken.some((t) => n.path === t || inside(n.path, t) || inside(t, n.path)));
    if (free.length < 2) continue;
    chosen.push({ json, nodes: free });
    taken.push(...free.map((n) => n.path));
  }
  if (chosen.length === 0) return [];
  const defsKey = !isObject(schema.$defs) && isObject(schema.definitions) ? "definitions" : "$defs";
  const existing = isObject(schema[defsKey]) ? schema[defsKey] : null;
  const used = new Set(Object.keys(existing ?? {}));
  const names = chosen.map(({ nodes }) => {
    const base = (
      (nodes.find((n) => n.property !== undefined)?.property ?? "schema").replace(/[^A-Za-z0-9_]/g, "") || "schema"
    ).replace(/^\d/, "_$&");
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
  });
  const ops: PatchOperation[] = [];
  for (const { json, nodes } of chosen) {
    for (const node of nodes) ops.push({ op: "test", path: node.path, value: JSON.parse(json) });
  }
  const defsPath = pointer("inputSchema", defsKey);
  if (existing) {
    chosen.forEach(({ json }, i) => {
      ops.push({ op: "add", path: `${defsPath}${pointer(names[i] as string)}`, value: JSON.parse(json) });
    });
  } else {
    ops.push({
      op: "add",
      path: defsPath,
      value: Object.fromEntries(chosen.map(({ json }, i) => [names[i], JSON.parse(json)])),
    });
  }
  chosen.forEach(({ nodes }, i) => {
    for (const node of nodes) {
      ops.push({ op: "replace", path: node.path, value: { $ref: `#/${defsKey}/${names[i]}` } });
    }
  });
  const note = chosen.map(({ nodes }, i) => `${names[i]} x${nodes.length}`).join(", ");
  return [{ path: pointer("inputSchema"), patch: ops, changesValidation: false, note }];
}

/** Local `#/$defs/X` or `#/definitions/X` resolved inside the inputSchema; null when not local or recursive. */
function resolveLocalRef(tool: JsonObject, ref: string): JsonObject | null {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const schema = tool.inputSchema;
  if (!match || !isObject(schema)) return null;
  const defs = schema[match[1] as string];
  const name = (match[2] as string).replace(/~1/g, "/").replace(/~0/g, "~");
  const target = isObject(defs) ? defs[name] : undefined;
  if (!isObject(target) || JSON.stringify(target).includes(`"${ref}"`)) return null;
  return target;
}

/** Branches that no value can match twice: each one a single, different type. */
function disjointByType(branches: unknown[]): boolean {
  const types = branches.map((b) => (isObject(b) && typeof b.type === "string" ? b.type : null));
  if (types.some((t) => t === null)) return false;
  const set = new Set(types);
  return set.size === types.length && !(set.has("integer") && set.has("number"));
}

/**
 * Parameters gpt-oss cannot see (harmony renders anyOf, $ref and allOf as `any`), with the rewrite
 * that shows them: $ref inlined, anyOf as oneOf (which harmony renders as variants), a one-member
 * allOf merged. The nullable anyOf is left to the two anyOf-null rules.
 */
export function findHiddenFromHarmony(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const node of schemaNodes(tool)) {
    if (node.parameter === undefined) continue;
    const { schema } = node;
    const at = (...tokens: Array<string | number>) => `${node.path}${pointer(...tokens)}`;
    const collides = (keys: string[], except: string) => keys.some((k) => k !== except && Object.hasOwn(schema, k));
    if (typeof schema.$ref === "string") {
      const target = resolveLocalRef(tool, schema.$ref);
      if (!target || collides(Object.keys(target), "$ref")) continue;
      const ops: PatchOperation[] = [
        { op: "test", path: at("$ref"), value: schema.$ref },
        { op: "remove", path: at("$ref") },
      ];
      for (const [key, value] of Object.entries(target)) ops.push({ op: "add", path: at(key), value });
      out.push({ path: at("$ref"), patch: ops, changesValidation: false, note: `${node.parameter}: $ref` });
    } else if (Array.isArray(schema.anyOf) && !nullPattern(schema) && !Object.hasOwn(schema, "oneOf")) {
      out.push({
        path: at("anyOf"),
        patch: [{ op: "move", from: at("anyOf"), path: at("oneOf") }],
        changesValidation: !disjointByType(schema.anyOf),
        note: `${node.parameter}: anyOf`,
      });
    } else if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject(schema.allOf[0])) {
      const member = schema.allOf[0];
      if (collides(Object.keys(member), "allOf")) continue;
      const ops: PatchOperation[] = Object.keys(member).map((key) => ({
        op: "move" as const,
        from: at("allOf", 0, key),
        path: at(key),
      }));
      ops.push({ op: "remove", path: at("allOf") });
      out.push({ path: at("allOf"), patch: ops, changesValidation: false, note: `${node.parameter}: allOf` });
    }
  }
  return out;
}
