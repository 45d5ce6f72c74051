/**
 * The order of the tools, apart from what they say: the tool block is the prompt prefix every provider
 * caches, so two tools swapped re-write every cached conversation though no tool changed. compare.ts
 * decides it and consistency.ts checks it, from the positions each tool diff carries.
 */
import type { ToolDiff, ToolOrder } from "./comparison.js";

/**
 * The relative order of the tools both sides have. Only matched tools count, so an added or removed
 * tool alone is not a reorder (it is reported as what it is), but the others moving around it is.
 */
export function toolOrderOf(tools: readonly ToolDiff[], baseline: boolean): ToolOrder {
  if (!baseline) return { changed: null };
  const common = tools.filter((t) => t.baseIndex !== null && t.headIndex !== null);
  const inHeadOrder = [...common].sort((a, b) => (a.headIndex ?? 0) - (b.headIndex ?? 0));
  const inBaseOrder = [...common].sort((a, b) => (a.baseIndex ?? 0) - (b.baseIndex ?? 0));
  const changed = inHeadOrder.some((t, i) => t !== inBaseOrder[i]);
  if (!changed) return { changed };
  return { changed, base: inBaseOrder.map((t) => t.name), head: inHeadOrder.map((t) => t.name) };
}
