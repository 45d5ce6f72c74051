/**
 * The outcome of checking a report against a budget file: shared by the budget checker
 * (which produces it) and the renderers (which show it).
 */

export type View = "model" | "raw";

export type RuleKind = "total" | "perTool" | "tool" | "maxTools" | "maxIncrease";

export interface RuleResult {
  rule: RuleKind;
  /** null for rules that do not depend on an encoding (maxTools). */
  encoding: string | null;
  view: View;
  /** The tool the rule is about (perTool and tool rules). */
  tool?: string;
  /** The limit in tokens (or tools, for maxTools); a percentage is already turned into tokens here. */
  limit: number;
  /** The limit as written in the budget file, e.g. "5000" or "5%". */
  limitText: string;
  actual: number;
  /** limit - actual; negative when the rule is broken. */
  headroom: number;
  passed: boolean;
  /** One line a person can read in a log, e.g. "tool search_issues: 812 tokens (o200k_base, model) > limit 600". */
  message: string;
}

export interface Verdict {
  /** The budget file the rules came from (as given), or null when none was used. */
  file: string | null;
  passed: boolean;
  results: RuleResult[];
  /** Rules that could not be evaluated, with why (e.g. maxIncrease without a baseline). */
  skipped: string[];
}
