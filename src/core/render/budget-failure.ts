/**
 * The headline of the step's error when the budget is broken (the annotation and the failure text). A
 * rule broken in two encodings is one rule but two listed limits, so a count of rules alone above the
 * list reads as wrong ("(2 rules)" above 3 bullets): the headline counts what it lists, and names the
 * rules too when the two differ.
 */
import { plural } from "./escape.js";

export function budgetBrokenHeadline(counts: { rules: number; limits: number; servers?: number }): string {
  const of = counts.servers !== undefined && counts.servers > 1 ? ` of ${counts.servers} servers` : "";
  const what =
    counts.limits === counts.rules
      ? plural(counts.rules, "rule")
      : `${plural(counts.limits, "limit")} broken by ${plural(counts.rules, "rule")}`;
  return `the token budget is broken (${what}${of})`;
}
