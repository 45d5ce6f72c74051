/**
 * What a report or comparison must satisfy beyond its JSON Schema: the numbers agree with each other.
 * A report read back from a file or a cache may have been corrupted or edited; these checks catch a
 * report whose totals are not the sum of its tools, a tool whose fields do not add up, a comparison
 * whose deltas are not head minus base. A forged document that is consistent passes: consistency
 * is not authenticity.
 *
 * Each function returns the first inconsistency, in words, or null. Only what count.ts and
 * compare.ts guarantee for every document they produce is checked.
 */
import type { Comparison, FieldDelta, ModelDiff, ToolTokenDiff, TotalDiff } from "./comparison.js";
import { isComplete, type SetupComparison, setupTotals } from "./config-comparison.js";
import type { Report, ToolTokens, Totals } from "./report.js";
import { toolOrderOf } from "./tool-order.js";
import type { RuleResult } from "./verdict.js";

const VIEWS = ["model", "raw"] as const;

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");

/** Keys of `record` against the listed encodings: the first missing or unlisted one, in words. */
function encodingKeys(record: object, encodings: readonly string[], where: string, listedIn: string): string | null {
  for (const encoding of encodings) {
    if (!Object.hasOwn(record, encoding)) return `${where} has no entry for encoding "${encoding}"`;
  }
  for (const key of Object.keys(record)) {
    if (!encodings.includes(key)) {
      return `${where} has an entry for encoding "${key}", which ${listedIn} does not list (${quoted(encodings)})`;
    }
  }
  return null;
}

/** The first inconsistency of a report that passed its schema, or null. */
export function reportInconsistency(report: Report): string | null {
  const encodings = report.method.encodings;
  const problem = encodingKeys(report.totals, encodings, "report.totals", "report.method.encodings");
  if (problem) return problem;
  const sums: Record<string, Totals> = {};
  for (const encoding of encodings) sums[encoding] = { model: 0, raw: 0 };
  for (const [i, tool] of report.tools.entries()) {
    const where = `report.tools[${i}]`;
    // Tools are listed in the server's order, each with its position in it.
    if (tool.index !== i) return `${where}.index is ${tool.index}, but the tool is number ${i} in report.tools`;
    const problem = encodingKeys(tool.tokens, encodings, `${where}.tokens`, "report.method.encodings");
    if (problem) return problem;
    for (const encoding of encodings) {
      const tokens = tool.tokens[encoding] as ToolTokens;
      // structure is the remainder, so the fields add up to raw exactly.
      let fields = 0;
      for (const value of Object.values(tokens.fields)) fields += value ?? 0;
      if (fields !== tokens.raw) {
        return `${where}.tokens.${encoding}.fields add up to ${fields}, but its raw count is ${tokens.raw}`;
      }
      const sum = sums[encoding] as Totals;
      sum.model += tokens.model;
      sum.raw += tokens.raw;
    }
  }
  for (const encoding of encodings) {
    for (const view of VIEWS) {
      const stated = (report.totals[encoding] as Totals)[view];
      const sum = (sums[encoding] as Totals)[view];
      if (stated !== sum) return `report.totals.${encoding}.${view} is ${stated}, but its tools add up to ${sum}`;
    }
  }
  if (report.prompts && report.prompts.count !== report.prompts.names.length) {
    return `report.prompts.count is ${report.prompts.count}, but report.prompts.names has ${report.prompts.names.length}`;
  }
  if (report.resources && report.resources.count !== report.resources.items.length) {
    return `report.resources.count is ${report.resources.count}, but report.resources.items has ${report.resources.items.length}`;
  }
  return null;
}

const sumOf = (deltas: readonly FieldDelta[]) => deltas.reduce((sum, d) => sum + d.delta, 0);

/** delta / base as compare.ts computes it; a float read back from JSON is the same float. */
function expectedRelative(total: TotalDiff, view: "model" | "raw"): number | null {
  if (!total.base || !total.delta) return null;
  return total.base[view] === 0 ? null : total.delta[view] / total.base[view];
}

function ruleInconsistency(result: RuleResult, where: string): string | null {
  if (result.headroom !== result.limit - result.actual) {
    return `${where}.headroom is ${result.headroom}, but limit - actual is ${result.limit - result.actual}`;
  }
  if (result.passed !== result.actual <= result.limit) {
    return `${where}.passed is ${result.passed}, but actual ${result.actual} is ${result.actual <= result.limit ? "within" : "over"} the limit ${result.limit}`;
  }
  return null;
}

/** A model's delta is head - base exactly when both reports have the model, and its relative is delta / base. */
function modelInconsistency(id: string, model: ModelDiff, noBaseline: boolean): string | null {
  const where = `comparison.models[${JSON.stringify(id)}]`;
  const { base, head, delta } = model;
  if (!base && !head) return `${where} has neither a base nor a head entry`;
  if (noBaseline && base) return `${where}.base is set, but the comparison has no base report`;
  if (!base || !head) {
    if (delta !== null)
      return `${where}.delta must be null, as only the ${base ? "base" : "head"} report has the model`;
    if (model.relative !== null) return `${where}.relative must be null, as it has no delta`;
    return null;
  }
  if (!delta) return `${where}.delta must be set, as both reports have the model`;
  if (delta.tools !== head.tools - base.tools) {
    return `${where}.delta.tools is ${delta.tools}, but head - base is ${head.tools} - ${base.tools} = ${head.tools - base.tools}`;
  }
  const instructions = (head.instructions ?? 0) - (base.instructions ?? 0);
  if (delta.instructions !== instructions) {
    return `${where}.delta.instructions is ${delta.instructions}, but head - base is ${instructions}`;
  }
  const relative = base.tools === 0 ? null : delta.tools / base.tools;
  const stated = model.relative;
  if (relative === null ? stated !== null : stated === null || Math.abs(stated - relative) > 1e-9) {
    return `${where}.relative is ${stated}, but delta / base is ${relative}`;
  }
  return null;
}

/** The first inconsistency of a comparison that passed its schema and its shape checks, or null. */
export function comparisonInconsistency(comparison: Comparison): string | null {
  const encodings = comparison.encodings;
  const noBaseline = comparison.base.report === null;
  const listed = "comparison.encodings";
  const problem = encodingKeys(comparison.totals, encodings, "comparison.totals", listed);
  if (problem) return problem;
  const sums: Record<string, { base: Totals; head: Totals }> = {};
  for (const encoding of encodings) sums[encoding] = { base: { model: 0, raw: 0 }, head: { model: 0, raw: 0 } };
  let inBase = 0;
  let inHead = 0;
  for (const [i, tool] of comparison.tools.entries()) {
    const where = `comparison.tools[${i}]`;
    const hasBase = tool.baseIndex !== null;
    const hasHead = tool.headIndex !== null;
    if (hasBase) inBase++;
    if (hasHead) inHead++;
    const expected = !hasBase ? "added" : !hasHead ? "removed" : null;
    if (!hasBase && !hasHead) return `${where} has neither a baseIndex nor a headIndex`;
    if (expected ? tool.status !== expected : tool.status === "added" || tool.status === "removed") {
      return `${where}.status is "${tool.status}", but its baseIndex is ${tool.baseIndex} and its headIndex is ${tool.headIndex}`;
    }
    if (noBaseline && hasBase) return `${where} has a baseIndex, but the comparison has no base report`;
    const problem = encodingKeys(tool.tokens, encodings, `${where}.tokens`, listed);
    if (problem) return problem;
    for (const encoding of encodings) {
      const diff = tool.tokens[encoding] as ToolTokenDiff;
      const at = `${where}.tokens.${encoding}`;
      if ((diff.base !== null) !== hasBase) return `${at}.base must be ${hasBase ? "set" : "null"}, as baseIndex is`;
      if ((diff.head !== null) !== hasHead) return `${at}.head must be ${hasHead ? "set" : "null"}, as headIndex is`;
      const sum = sums[encoding] as { base: Totals; head: Totals };
      for (const view of VIEWS) {
        const base = diff.base?.[view] ?? 0;
        const head = diff.head?.[view] ?? 0;
        if (diff.delta[view] !== head - base) {
          return `${at}.delta.${view} is ${diff.delta[view]}, but head - base is ${head} - ${base} = ${head - base}`;
        }
        const fields = sumOf(diff.fields[view]);
        if (fields !== diff.delta[view]) {
          return `${at}.fields.${view} add up to ${fields}, but delta.${view} is ${diff.delta[view]}`;
        }
        if (tool.status === "unchanged" && diff.delta[view] !== 0) {
          return `${where} is "unchanged", but ${at}.delta.${view} is ${diff.delta[view]}`;
        }
        sum.base[view] += base;
        sum.head[view] += head;
      }
    }
  }
  for (const encoding of encodings) {
    const total = comparison.totals[encoding] as TotalDiff;
    const sum = sums[encoding] as { base: Totals; head: Totals };
    const where = `comparison.totals.${encoding}`;
    if ((total.base === null) !== noBaseline) return `${where}.base must be ${noBaseline ? "null" : "set"}`;
    if ((total.delta === null) !== noBaseline) return `${where}.delta must be ${noBaseline ? "null" : "set"}`;
    for (const view of VIEWS) {
      if (total.head[view] !== sum.head[view]) {
        return `${where}.head.${view} is ${total.head[view]}, but its tools add up to ${sum.head[view]}`;
      }
      if (total.base && total.base[view] !== sum.base[view]) {
        return `${where}.base.${view} is ${total.base[view]}, but its tools add up to ${sum.base[view]}`;
      }
      if (total.base && total.delta && total.delta[view] !== total.head[view] - total.base[view]) {
        return `${where}.delta.${view} is ${total.delta[view]}, but head - base is ${total.head[view] - total.base[view]}`;
      }
      const relative = expectedRelative(total, view);
      const stated = total.relative[view];
      if (relative === null ? stated !== null : stated === null || Math.abs(stated - relative) > 1e-9) {
        return `${where}.relative.${view} is ${stated}, but delta / base is ${relative}`;
      }
    }
  }
  for (const [id, model] of Object.entries(comparison.models ?? {})) {
    const problem = modelInconsistency(id, model, noBaseline);
    if (problem) return problem;
  }
  const counts = comparison.counts.tools;
  if (counts.head !== inHead)
    return `comparison.counts.tools.head is ${counts.head}, but ${inHead} tools have a headIndex`;
  if (counts.base !== (noBaseline ? null : inBase)) {
    return `comparison.counts.tools.base is ${counts.base}, but ${noBaseline ? "there is no base report" : `${inBase} tools have a baseIndex`}`;
  }
  const order = toolOrderInconsistency(comparison, noBaseline);
  if (order) return order;
  const changes = comparison.summary.added + comparison.summary.removed + comparison.summary.changed;
  const reordered = comparison.toolOrder?.changed === true;
  const status = noBaseline ? "no-baseline" : changes > 0 || reordered ? "changed" : "unchanged";
  if (comparison.status !== status) {
    return `comparison.status is "${comparison.status}", but its tools make it "${status}"`;
  }
  const verdict = comparison.verdict;
  if (verdict) {
    for (const [i, result] of verdict.results.entries()) {
      const problem = ruleInconsistency(result, `comparison.verdict.results[${i}]`);
      if (problem) return problem;
    }
    const passed = verdict.results.every((r) => r.passed);
    if (verdict.passed !== passed) {
      return `comparison.verdict.passed is ${verdict.passed}, but ${passed ? "every rule passed" : "a rule failed"}`;
    }
  }
  return hintsInconsistency(comparison);
}

/** toolOrder says what the tools' baseIndex and headIndex say (absent in comparisons that predate it). */
function toolOrderInconsistency(comparison: Comparison, noBaseline: boolean): string | null {
  const stated = comparison.toolOrder;
  if (!stated) return null;
  const expected = toolOrderOf(comparison.tools, !noBaseline);
  if (stated.changed !== expected.changed) {
    return `comparison.toolOrder.changed is ${stated.changed}, but the tools' positions make it ${expected.changed}`;
  }
  for (const side of ["base", "head"] as const) {
    if (JSON.stringify(stated[side]) !== JSON.stringify(expected[side])) {
      return `comparison.toolOrder.${side} does not list the common tools in the ${side}'s order`;
    }
  }
  return null;
}

/** Hints are only for head tools that grew, with a saving in each of their encodings and no other. */
function hintsInconsistency(comparison: Comparison): string | null {
  const block = comparison.hints;
  if (!block) return null;
  for (const encoding of block.encodings) {
    if (!comparison.encodings.includes(encoding)) {
      return `comparison.hints.encodings lists "${encoding}", which comparison.encodings does not`;
    }
  }
  const grown = new Set(
    comparison.tools.filter((t) => t.status === "added" || t.status === "changed").map((t) => t.name),
  );
  for (const [i, hint] of block.hints.entries()) {
    const where = `comparison.hints.hints[${i}]`;
    if (!grown.has(hint.tool)) return `${where} is for "${hint.tool}", which is not an added or changed tool`;
    const problem = encodingKeys(hint.saves, block.encodings, `${where}.saves`, "comparison.hints.encodings");
    if (problem) return problem;
  }
  return null;
}

/**
 * The first inconsistency of a setup comparison that passed its schema (each server's comparison is
 * checked on its own, by parseComparison), or null: its totals, counts and budget agree with its servers.
 */
export function setupComparisonInconsistency(setup: SetupComparison): string | null {
  const encodings = setup.encodings;
  const problem = encodingKeys(setup.totals, encodings, "setup.totals", "setup.encodings");
  if (problem) return problem;
  const names = new Set<string>();
  for (const [i, server] of setup.servers.entries()) {
    const where = `setup.servers[${i}]`;
    if (names.has(server.name)) return `${where}.name "${server.name}" is listed twice`;
    names.add(server.name);
    if (server.status === "removed" && server.base) {
      const problem = encodingKeys(server.base.totals, encodings, `${where}.base.totals`, "setup.encodings");
      if (problem) return problem;
    }
    if (server.status !== "compared" && server.status !== "new") continue;
    const c = server.comparison;
    for (const encoding of encodings) {
      if (!c.encodings.includes(encoding))
        return `${where}.comparison has no "${encoding}" counts, which setup.encodings lists`;
    }
    if (server.status === "new" && c.status !== "no-baseline") {
      return `${where} is "new", but its comparison has a baseline (status "${c.status}")`;
    }
  }
  const expected = setupTotals(setup.servers, encodings);
  for (const encoding of encodings) {
    for (const side of ["base", "head", "delta"] as const) {
      for (const view of VIEWS) {
        const stated = setup.totals[encoding]?.[side][view];
        const sum = expected[encoding]?.[side][view];
        if (stated !== sum)
          return `setup.totals.${encoding}.${side}.${view} is ${stated}, but its servers add up to ${sum}`;
      }
    }
  }
  const measured = setup.servers.filter((s) => s.status === "compared" || s.status === "new").length;
  const failed = setup.servers.filter((s) => s.status === "failed").length;
  if (setup.measured !== measured) return `setup.measured is ${setup.measured}, but ${measured} servers were measured`;
  if (setup.failed !== failed) return `setup.failed is ${setup.failed}, but ${failed} servers failed`;
  const complete = isComplete(setup.servers, encodings);
  if (setup.complete !== complete) return `setup.complete is ${setup.complete}, but its servers make it ${complete}`;
  if (setup.budget) {
    const passed = setup.servers.every(
      (s) => (s.status !== "compared" && s.status !== "new") || !s.comparison.verdict || s.comparison.verdict.passed,
    );
    if (setup.budget.passed !== passed) {
      return `setup.budget.passed is ${setup.budget.passed}, but ${passed ? "every server's verdict passed" : "a server's verdict failed"}`;
    }
  }
  return null;
}
