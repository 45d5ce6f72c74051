/**
 * The budget file as data. `parseBudget` builds it from text; `checkBudget` reads it.
 * Budgets can also be built in code (the `order` field is then optional).
 */

import type { ClientId } from "../clients.js";
import { ToolError } from "../errors.js";
import type { View } from "../verdict.js";

/** maxIncrease as written: a number of tokens, or a percentage of the base total. */
export type IncreaseLimit = { kind: "tokens"; tokens: number } | { kind: "percent"; percent: number; text: string };

/** The `calls` block (calls-rule.ts): limits on what the scripted tool calls put into the context. */
export interface CallModelLimit {
  maxTokens?: number;
}

export interface CallLimit {
  maxTokens?: number;
  maxIncrease?: IncreaseLimit;
  /** Per model profile (its id as given to --model): the call's result as that model's tool message. */
  models?: Record<string, CallModelLimit>;
}

export interface CallsBudget {
  /** Most tokens any one call's result may cost, unless the call sets its own. */
  maxTokens?: number;
  /** Limits for named calls (the `name` in the calls file). */
  named: Record<string, CallLimit>;
}

/** maxShareOfContext as written: a percentage of a model's context window, above 0 and at most 100. */
export interface ShareLimit {
  percent: number;
  /** As written, e.g. "5%" or "2.5%". */
  text: string;
}

/** The limits for one model profile (`models.<id>`), checked against the report's `models[id]`. */
export interface ModelLimits {
  /** Tokens the tools add to every request on this model. */
  total?: number;
  /** Tokens any one tool adds, for profiles that give per-tool figures. */
  perTool?: number;
  /** Overrides the top-level maxShareOfContext for this model. */
  maxShareOfContext?: ShareLimit;
  /** The tools and instructions must fit in this model's context window (the one the report used). */
  mustFit?: boolean;
}

/** The limits that can be set at the top level and again per encoding. */
export interface Limits {
  /** Which count the limits apply to; in an `encodings` block, overrides the top-level view. */
  view?: View;
  /** All tools together. */
  total?: number;
  /** Default limit for each tool. */
  perTool?: number;
  /** Limits for named tools, each overriding perTool for that tool. */
  tools?: Record<string, number>;
  /** Growth of the total against the baseline. */
  maxIncrease?: IncreaseLimit;
}

/**
 * The names of the rules in the default table (budget/rules.ts), in the order results are listed when a
 * budget does not say. perTool and tools are keys of one rule, "tools".
 */
export type RuleGroup =
  | "total"
  | "tools"
  | "maxTools"
  | "maxIncrease"
  | "models"
  | "clients"
  | "servers"
  | "calls"
  | "stableListing"
  | "toolsCache";

/** Token limits on what the server adds to one client's request (the report's `clients.<id>`). */
export interface ClientTokenLimits {
  upFront?: number;
  allLoaded?: number;
}

export interface Budget extends Limits {
  view: View;
  /** The encoding the top-level limits apply to; null = every encoding in the report. */
  encoding: string | null;
  /** Number of tools; the same for every encoding, so it is set only at the top level. */
  maxTools?: number;
  /** Limits per model profile, keyed by the id given to --model, in file order. */
  models?: Record<string, ModelLimits>;
  /** Most of each measured model's context window that the tools and instructions may take. */
  maxShareOfContext?: ShareLimit;
  /**
   * A list: clients whose tool limits (core/clients.ts) are checked as maxTools rules. A mapping: token limits
   * on the report's client figures, keyed as given to --client (budget/client-tokens.ts).
   */
  clients?: ClientId[] | Record<string, ClientTokenLimits>;
  /** Per-encoding overrides, keyed by encoding name, in file order. */
  encodings: Record<string, Limits>;
  /** Limits per server of a client configuration, by its name there (budget/servers-rule.ts). */
  servers?: Record<string, ServerBudget>;
  /** Limits on the results of the scripted tool calls (budget/calls-rule.ts). */
  calls?: CallsBudget;
  /** tools/list must come back the same, order and bytes, in one session and after a restart (--check-stable). */
  stableListing?: boolean;
  /**
   * Names of rules in the order their keys first appear in the file (RuleGroup for the default table;
   * a string, so a table with more rules can use this type); defaults to the table's order.
   */
  order?: string[];
}

/** One server's block under `servers`: the top level's keys, each set only when written there. */
export type ServerBudget = Omit<Budget, "view" | "encoding" | "servers"> & {
  view?: View;
  encoding?: string | null;
};

export interface BudgetIssue {
  /** 1-based line of the offending value (of the key, for unknown keys). */
  line: number;
  /** Dotted path of the field, e.g. "tools.search_issues"; "" for the file as a whole. */
  path: string;
  /** What was expected and what was found, without the file and line. */
  text: string;
}

/**
 * A budget file that cannot be used. The message holds one line per problem, each
 * `file:line: text`; `line` and `path` are those of the first problem.
 */
export class BudgetError extends ToolError {
  readonly file: string;
  readonly line: number;
  readonly path: string;
  readonly issues: BudgetIssue[];

  constructor(file: string, issues: BudgetIssue[]) {
    super("input", issues.map((issue) => `${file}:${issue.line}: ${issue.text}`).join("\n"));
    this.name = "BudgetError";
    const first = issues[0] ?? { line: 1, path: "", text: "" };
    this.file = file;
    this.line = first.line;
    this.path = first.path;
    this.issues = issues;
  }
}
