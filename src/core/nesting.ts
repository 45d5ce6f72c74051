// Apart from count.ts so that listing a server (mcp/list.ts) loads no counting code before it spawns one.

/**
 * How deeply a tool definition may nest (objects and arrays, the tool itself being level 1). Every
 * renderer (JSON, harmony's TypeScript, the Jinja chat templates) must handle what passes, so one limit,
 * checked before anything is counted (core/count.ts), gives the same answer on every profile: a deeper tool is the
 * server's problem (exit 3) with or without --model. Real schemas nest a few dozen levels at most.
 */
export const DEFINITION_DEPTH_MAX = 256;

/** The nesting depth of a JSON value, without recursion (a hostile value may be nested 100,000 deep). */
export function nestingDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== "object" || node === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}
