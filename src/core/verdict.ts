/**
 * The outcome of checking a report against a budget file: shared by the budget checker
 * (which produces it) and the renderers (which show it).
 */

export type View = "model" | "raw";

/**
 * Every kind of result the budget rules produce; schemas/comparison.schema.json lists the same names
 * (a test compares them). modelTotal, modelPerTool and shareOfContext are about one model profile
 * (`model` names it), and so are fitsContext (a model's `mustFit`) and modelCounted (a profile with limits
 * that was not counted: too large); client is one client's limit, a tool count or a share of a model's window (`client`
 * names it, and `model` for a share); clientUpFront and clientAllLoaded are token limits on a client's figures
 * (`client` names it as the budget does, `encoding` is set).
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
  "clientUpFront",
  "clientAllLoaded",
  "callTokens",
  "callIncrease",
  "stableListing",
  "modelCounted",
  "toolsCache",
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
  /** The scripted call the rule is about (callTokens, callIncrease): its name in the calls file. */
  call?: string;
  /**
   * The client whose limit the rule checks: a key of CLIENT_LIMITS (core/clients.ts) for client, the key as the
   * budget writes it (--client grammar) for clientUpFront and clientAllLoaded.
   */
  client?: string;
  /** The limit in tokens (or tools, for maxTools and a client's tool limit); a percentage is already turned into tokens here. */
  limit: number;
  /** The limit as written in the budget file, e.g. "5000" or "5%". */
  limitText: string;
  actual: number;
  /**
   * For a rule whose limit is a condition rather than a count (toolsCache): what was found, in words; tables show
   * it (and limitText) instead of the numbers, which only encode pass (actual <= limit) and fail.
   */
  actualText?: string;
  /** limit - actual; negative when the rule is broken. */
  headroom: number;
  passed: boolean;
  /** One line a person can read in a log, e.g. "tool search_issues: 812 tokens (o200k_base, model) > limit 600". */
  message: string;
}

export interface Verdict {
  /** The budget file the rules came from (as given), or null when none was used. */
  file: string | null;
  /**
   * The same file's path from the repository root, "/"-separated, for its link at the head commit: the
   * action writes it, so a comment made from the file elsewhere (comment mode, a matrix) links it too.
   */
  fromRoot?: string;
  passed: boolean;
  results: RuleResult[];
  /** Rules that could not be evaluated, with why (e.g. maxIncrease without a baseline). */
  skipped: string[];
}

/** A passing rule with less headroom than this share of its limit is near its limit. */
export const NEAR_LIMIT_SHARE = 0.1;

export const isNearLimit = (r: RuleResult): boolean =>
  r.passed && (r.limit > 0 ? r.headroom < r.limit * NEAR_LIMIT_SHARE : r.headroom <= 0);

/**
 * One rule of the budget file as a person counts it: the same rule checked in each encoding is one rule
 * with several checks (a total limit in o200k_base and cl100k_base is one rule, two checks).
 */
export interface RuleGroup {
  /** The check shown for the rule: one with the rule's status (broken, near), the primary encoding's if it has it. */
  shown: RuleResult;
  /** Every check of the rule, in the checker's order. */
  members: RuleResult[];
  /** Some check of the rule is broken. */
  broken: boolean;
  /** Not broken, and a check of it is near its limit. */
  near: boolean;
}

/**
 * The counts every place that shows a verdict uses (the comment's title and budget table, a server's row
 * in a configuration's comment, the badge, the step's failure message, the terminal): one object, so the
 * places cannot disagree on how many rules there are or how many are broken.
 */
export interface VerdictSummary {
  /** Every rule, in the checker's order (which follows the budget file). */
  rules: RuleGroup[];
  broken: RuleGroup[];
  /** Passing, and near their limit. */
  near: RuleGroup[];
  /** Passing, and not near their limit. */
  passing: RuleGroup[];
  /** Checks (a rule in one encoding), and the broken ones. */
  checks: number;
  brokenChecks: number;
  passed: boolean;
}

const groupKey = (r: RuleResult) =>
  JSON.stringify([r.rule, r.tool ?? null, r.model ?? null, r.client ?? null, r.call ?? null, r.view]);

export function summarizeVerdict(verdict: Verdict, primaryEncoding: string): VerdictSummary {
  const byRule = new Map<string, RuleResult[]>();
  for (const r of verdict.results) {
    const group = byRule.get(groupKey(r));
    if (group) group.push(r);
    else byRule.set(groupKey(r), [r]);
  }
  const rules = [...byRule.values()].map((members): RuleGroup => {
    const broken = members.some((r) => !r.passed);
    const near = !broken && members.some(isNearLimit);
    // The check shown is one that has the rule's status: the primary encoding's when it does.
    const has = (r: RuleResult) => (broken ? !r.passed : near ? isNearLimit(r) : true);
    const primary = members.filter((r) => r.encoding === primaryEncoding || r.encoding === null);
    const shown = primary.find(has) ?? members.find(has) ?? (members[0] as RuleResult);
    return { shown, members, broken, near };
  });
  const broken = rules.filter((g) => g.broken);
  return {
    rules,
    broken,
    near: rules.filter((g) => g.near),
    passing: rules.filter((g) => !g.broken && !g.near),
    checks: verdict.results.length,
    brokenChecks: verdict.results.filter((r) => !r.passed).length,
    passed: broken.length === 0,
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The verdict in a few words, the same wherever it is shown: "1 budget rule broken",
 * "budget passes, 2 rules near the limit", "budget passes"; null when no rule was checked.
 */
export function verdictPhrase(summary: VerdictSummary): string | null {
  if (summary.rules.length === 0) return null;
  if (summary.broken.length > 0) return `${count(summary.broken.length, "budget rule")} broken`;
  if (summary.near.length > 0) return `budget passes, ${count(summary.near.length, "rule")} near the limit`;
  return "budget passes";
}

/** A scripted call that failed at head (an error, a timeout, a crash, ...), as the verdict counts it. */
export interface FailedCall {
  name: string;
  status: string;
  /** What happened, located in the calls file; null when the comparison does not carry it (an older file). */
  message: string | null;
}

/**
 * Everything that fails the run, counted once: the budget's broken rules and the scripted calls that
 * failed at head. A failed call fails the step as surely as a broken rule, so every place that says
 * whether the run passed (the title, the outputs, the comment mode's choice to post, the step's failure)
 * reads this one object and they cannot disagree.
 */
export interface RunVerdict {
  /** The budget's summary; null when no budget file was checked. */
  budget: VerdictSummary | null;
  failedCalls: FailedCall[];
  passed: boolean;
}

export function runVerdict(budget: VerdictSummary | null, failedCalls: readonly FailedCall[]): RunVerdict {
  return {
    budget,
    failedCalls: [...failedCalls],
    passed: (budget?.passed ?? true) && failedCalls.length === 0,
  };
}

/**
 * The run's verdict in a few words: "1 tool call failed", "2 tool calls failed, budget passes",
 * "1 budget rule broken"; null when there is nothing to say (no budget rule checked, no call failed).
 */
export function runVerdictPhrase(verdict: RunVerdict): string | null {
  const calls = verdict.failedCalls.length;
  const parts = [
    calls > 0 ? `${count(calls, "tool call")} failed` : null,
    verdict.budget ? verdictPhrase(verdict.budget) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}
