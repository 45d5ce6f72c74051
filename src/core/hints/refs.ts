/**
 * What a rewrite must not break in a JSON Schema 2020-12 inputSchema: a local `$ref` that resolved must
 * still resolve (`#`, a JSON Pointer `#/$defs/x`, `#/properties/a/...`, or an `$anchor` `#name`), and no
 * `$anchor` may be written twice (the schema is then invalid). A rule that moves a sub-schema into `$defs`
 * while a pointer still names its old place, or removes `$defs` that `$ref`s point into, or inlines a
 * definition that carries an `$anchor`, would hand the server a schema that no longer works.
 * Refs are resolved against the inputSchema's root: `$id`s that rebase them are not followed (a ref
 * that resolves nowhere before the rewrite is not blamed on it).
 */
import { isObject, schemaNodes, tokensOf } from "./schema-walk.js";
import type { JsonObject } from "./types.js";

function pointerTarget(root: unknown, fragment: string): boolean {
  let at: unknown = root;
  for (const token of tokensOf(decodeURIComponent(fragment))) {
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(token) && Number(token) < at.length) at = at[Number(token)];
    else if (isObject(at) && Object.hasOwn(at, token)) at = at[token];
    else return false;
  }
  return true;
}

function anchors(tool: JsonObject): string[] {
  const out: string[] = [];
  for (const { schema } of schemaNodes(tool)) {
    for (const key of ["$anchor", "$dynamicAnchor"])
      if (typeof schema[key] === "string") out.push(schema[key] as string);
  }
  return out;
}

/** Every local `$ref` of the tool's inputSchema with whether it resolves. */
function localRefs(tool: JsonObject): Map<string, boolean> {
  const names = new Set(anchors(tool));
  const out = new Map<string, boolean>();
  for (const { schema } of schemaNodes(tool)) {
    for (const key of ["$ref", "$dynamicRef"]) {
      const ref = schema[key];
      if (typeof ref !== "string" || !ref.startsWith("#")) continue;
      const fragment = ref.slice(1);
      out.set(
        ref,
        fragment === "" || fragment.startsWith("/") ? pointerTarget(tool.inputSchema, fragment) : names.has(fragment),
      );
    }
  }
  return out;
}

/** Why the rewrite breaks the schema (refs that resolved and no longer do, anchors now written twice); [] when it does not. */
export function brokenByRewrite(before: JsonObject, after: JsonObject): string[] {
  const problems: string[] = [];
  const was = localRefs(before);
  for (const [ref, resolves] of localRefs(after)) {
    if (!resolves && was.get(ref) !== false) problems.push(`$ref ${ref} would point nowhere`);
  }
  const count = (list: string[]) => list.reduce((m, a) => m.set(a, (m.get(a) ?? 0) + 1), new Map<string, number>());
  const anchorsBefore = count(anchors(before));
  for (const [anchor, n] of count(anchors(after))) {
    if (n > 1 && (anchorsBefore.get(anchor) ?? 0) < n) problems.push(`$anchor ${anchor} would be written ${n} times`);
  }
  return problems;
}
