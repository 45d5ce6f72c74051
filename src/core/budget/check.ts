/**
 * Checking a report against a budget: one RuleResult per rule, encoding and tool, and a note in
 * `skipped` for every rule that could not be checked, so nothing is ignored silently. The rules
 * themselves are the table in rules.ts; this file merges limits per encoding and runs the rules in order.
 */
import type { Report, Totals } from "../report.js";
import type { RuleResult, Verdict } from "../verdict.js";
import type { CheckContext, CheckDoor, Field, Rule, Scope } from "./rule.js";
import { RULES } from "./rules.js";
import type { Budget, Limits } from "./types.js";

const limitIn = (limits: object, key: string): unknown => (limits as Record<string, unknown>)[key];

/** One scope per encoding the budget's limits reach: the top level's (see rules.ts) and the blocks'. */
function scopes(budget: Budget, head: Report, fields: readonly Field[]): Scope[] {
  const topApplies = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const names = [...new Set([...topApplies, ...Object.keys(budget.encodings)])];
  return names.map((encoding) => {
    const top: Limits = topApplies.includes(encoding) ? budget : {};
    const own = budget.encodings[encoding] ?? {};
    const limits: Record<string, unknown> = {};
    for (const f of fields) {
      const [above, below] = [limitIn(top, f.key), limitIn(own, f.key)];
      limits[f.key] = f.merge ? f.merge(above, below, encoding) : (below ?? above);
    }
    return { encoding, view: own.view ?? budget.view, limits };
  });
}

export function checkBudget(
  budget: Budget,
  head: Report,
  base: Report | null,
  file: string | null,
  options: { rules?: readonly Rule[]; door?: CheckDoor } = {},
): Verdict {
  const rules = options.rules ?? RULES;
  const results: RuleResult[] = [];
  const skipped: string[] = [];
  const measured = (report: Report, encoding: string) => Object.hasOwn(report.totals, encoding);

  const perEncoding = rules.filter((rule) => rule.scope === "encoding").flatMap((rule) => rule.fields);
  const active = scopes(budget, head, perEncoding)
    .filter((scope) => Object.values(scope.limits).some((value) => value !== undefined))
    .filter((scope) => {
      if (measured(head, scope.encoding)) return true;
      const found = Object.keys(head.totals).join(", ") || "none";
      skipped.push(
        `encoding ${scope.encoding}: named in the budget but not measured in this report (measured: ${found}); its limits were not checked`,
      );
      return false;
    });

  const context: CheckContext = {
    door: options.door ?? "cli",
    budget,
    head,
    base,
    scopes: active,
    measured,
    // Only called for encodings the report measured (see `active`, and maxIncrease's own test of the base).
    totalOf: (report, s) => (report.totals[s.encoding] as Totals)[s.view],
    result: (r) => {
      results.push({ ...r, headroom: r.limit - r.actual, passed: r.actual <= r.limit });
    },
    skip: (note) => {
      skipped.push(note);
    },
  };

  for (const name of budget.order ?? rules.map((rule) => rule.name)) {
    const rule = rules.find((candidate) => candidate.name === name);
    // A budget parsed with one table and checked with another would lose limits without a word.
    if (!rule) throw new Error(`the budget names rule "${name}", which the rules table does not have`);
    rule.check(context);
  }

  return { file, passed: results.every((r) => r.passed), results, skipped };
}
