/**
 * Hints for the pull-request comment: for the tools that grew (changed with a positive delta, or
 * added), the rewrites that save the most, counted again on the patched tool (core/hints). They go
 * into the comparison document, so the privileged comment job renders them without running anything.
 */
import type { Comparison, ComparisonHint, ComparisonHints, ToolDiff } from "../core/comparison.js";
import { loadEncoders } from "../core/encodings.js";
import { hintsFor } from "../core/hints/hints.js";

export const HINTS_PER_TOOL = 3;
export const HINTS_IN_COMPARISON = 10;
/** A patch larger than this (a big sub-schema moved to $defs) is left out of the document: it would bloat the artifact. */
const MAX_PATCH_CHARS = 16 * 1024;
const MAX_MESSAGE_CHARS = 1000;

/** Head tools that grew in the first encoding's model view, largest growth first. */
export function grownTools(comparison: Comparison): ToolDiff[] {
  const encoding = comparison.encodings[0] ?? "";
  const growth = (tool: ToolDiff) => tool.tokens[encoding]?.delta.model ?? 0;
  return comparison.tools
    .filter((tool) => tool.headIndex !== null)
    .filter((tool) => tool.status === "added" || (tool.status === "changed" && growth(tool) > 0))
    .sort((a, b) => growth(b) - growth(a));
}

/**
 * The hints for the tools that grew, or null when none grew or none has a hint. `tools` is the head's
 * `tools/list` as sent, in the order the comparison's headIndex refers to.
 */
export async function hintsForGrowth(
  comparison: Comparison,
  tools: readonly unknown[],
): Promise<ComparisonHints | null> {
  const grown = grownTools(comparison);
  if (grown.length === 0 || comparison.status === "no-baseline") return null;
  const encodings = comparison.encodings;
  const encoders = await loadEncoders(encodings);
  const first = encodings[0] ?? "";
  const picked: ComparisonHint[] = [];
  let omitted = 0;
  for (const tool of grown) {
    const definition = tools[tool.headIndex as number];
    if (definition === undefined) continue;
    const { hints } = await hintsFor([definition], encoders);
    const usable = hints
      .filter((h) => JSON.stringify(h.patch).length <= MAX_PATCH_CHARS)
      .sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    const room = Math.max(0, Math.min(HINTS_PER_TOOL, HINTS_IN_COMPARISON - picked.length));
    for (const hint of usable.slice(0, room)) {
      picked.push({
        tool: hint.tool,
        rule: hint.rule,
        message:
          hint.message.length > MAX_MESSAGE_CHARS ? `${hint.message.slice(0, MAX_MESSAGE_CHARS - 1)}…` : hint.message,
        path: hint.path,
        patch: hint.patch,
        saves: hint.saves,
        changesValidation: hint.changesValidation,
      });
    }
    omitted += hints.length - Math.min(room, usable.length);
  }
  if (picked.length === 0) return null;
  return { encodings: [...encodings], hints: picked, omitted };
}
