/**
 * The outcome of checking a report against a budget file: shared by the budget checker
 * (which produces it) and the renderers (which show it).
 */

export type View = "model" | "raw";

/**
 * Every kind of result the budget rules produce; schemas/comparison.schema.json lists the same names
 * (a test compares them). modelTotal, modelPerTool and shareOfContext are about one model profile
 * (`model` names it), and so is fitsContext (a model's `mustFit`); client is one client's limit, a tool count or a share of a model's window (`client`
 * names it, and `model` for a share).
 */
export const RULE_KINDS = [
  "total",
  "perTool",
  "tool",
  "maxTools",
  "maxIncrease",
  "modelTotal",
  "modelPerTool",
  "shareOfContext",
  "fitsContext",
  "client",
] as const;

export type RuleKind = (typeof RULE_KINDS)[number];

export interface RuleResult {
  rule: RuleKind;
  /** null for rules that do not depend on an encoding (maxTools, and the model and client rules). */
  encoding: string | null;
  view: View;
  /** The tool the rule is about (perTool, tool and modelPerTool rules). */
  tool?: string;
  /** The model profile id the rule is about (modelTotal, modelPerTool, shareOfContext, a client's share). */
  model?: string;
  /** The client whose limit the rule checks (client): a key of CLIENT_LIMITS (core/clients.ts). */
  client?: string;
  /** The limit in tokens (or tools, for maxTools and a client's tool limit); a percentage is already turned into tokens here. */
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
