/**
 * Hints: concrete rewrites of a tool's definition, each a JSON Patch (RFC 6902) against the tool as the
 * server sent it, with what it saves counted again on the patched copy (never a rule of thumb).
 */

/** One RFC 6902 operation. Every patch starts with `test` operations on what it reads, so it refuses to
 * apply to a tool that another patch already changed there (a conflict) instead of applying wrongly. */
export type PatchOperation =
  | { op: "test"; path: string; value: unknown }
  | { op: "add"; path: string; value: unknown }
  | { op: "replace"; path: string; value: unknown }
  | { op: "remove"; path: string }
  | { op: "move"; from: string; path: string };

/** What a rule found in one place of a tool: the rewrite there and what it does. */
export interface Finding {
  /** JSON Pointer into the tool (RFC 6901). */
  path: string;
  patch: PatchOperation[];
  /** True when the rewritten tool accepts other arguments than the original (a maintainer must judge). */
  changesValidation: boolean;
  /** What is special about this place, when the rule's message needs it (a parameter name, a count). */
  note?: string;
}

export type JsonObject = Record<string, unknown>;

/** What the rules may know besides the tool: which model profiles were asked for. */
export interface RuleContext {
  models: readonly string[];
}

/** One entry of the rule table (rules.ts). Pure: a tool in, findings out. */
export interface HintRule {
  id: string;
  /** One line for people: what the rule looks for. */
  title: string;
  /** Only when one of these profiles was asked for (a visibility rule); absent = always. */
  profiles?: readonly string[];
  find(tool: JsonObject, context: RuleContext): Finding[];
  /** The hint's message for the findings of one tool (one or more places). */
  message(findings: readonly Finding[], tool: JsonObject): string;
}

/** What a rewrite does on one model profile, counted with that profile's own renderer and tokenizer. */
export interface ModelSaving {
  /** Tokens the tool costs less on this model (negative: it costs more). */
  saves: number;
  /** Parameters the model sees after the rewrite that it did not before (dotted paths). */
  reveals?: string[];
  /** Parameters the model no longer sees after the rewrite. */
  hides?: string[];
}

export interface Hint {
  tool: string;
  rule: string;
  message: string;
  /** JSON Pointer into the tool: the place, or the closest place that holds all the places. */
  path: string;
  /** Every place, when the hint covers more than one. */
  paths?: string[];
  patch: PatchOperation[];
  /** Model-view tokens saved per encoding: the tool counted again with the patch applied. */
  saves: Record<string, number>;
  /** Per model profile asked for whose count is exact (gpt-oss, qwen3, llama), keyed by its id. */
  models?: Record<string, ModelSaving>;
  changesValidation: boolean;
}

/** A hint left out of its tool's total because its patch no longer applies after the hints before it. */
export interface SkippedHint {
  tool: string;
  rule: string;
  path: string;
  reason: string;
}

export interface HintsResult {
  hints: Hint[];
  /** Per encoding: all patches of each tool applied together, each tool counted again, summed over tools. */
  totalSaves: Record<string, number>;
  /** The same per model profile (exact profiles only). */
  totalModelSaves?: Record<string, number>;
  /** Hints that conflict with an earlier hint of the same tool and are not in the total. */
  skipped: SkippedHint[];
  /** What was counted, for people reading the JSON later. */
  method: { view: "model"; encodings: string[]; models: string[] };
  /**
   * "defer these N tools": per Claude model asked for whose tool block is over Claude Code's 10% threshold,
   * what a request carries with tool search instead. Absent when none is over it.
   */
  deferral?: DeferralHint[];
  /**
   * The tools a model profile could not count alone ("not counted: too large": past a cap of model
   * counting), so that profile has no hint figures for them; the encodings and the other profiles do.
   * Absent when every tool was counted on every profile.
   */
  notCounted?: HintNotCounted[];
}

/** A tool, as the server sent it, past a cap of model counting on one profile. */
export interface HintNotCounted {
  tool: string;
  model: string;
  reason: "too large";
  /** What was too large and the cap, in words. */
  detail: string;
}

/** Send every tool with `defer_loading: true` and Anthropic's tool search tool on that model. */
export interface DeferralHint {
  model: string;
  /** The tools to defer: all of the server's. */
  tools: number;
  /** Tokens of the full block on that model (tools; Claude's tool-use system prompt included). */
  blockTokens: number;
  /** On an estimate, its high end: what decides the hint (the central figure may be under the threshold). */
  blockTokensHigh?: number;
  contextWindow: number;
  /** The share of the window over which Claude Code switches to tool search (0.1). */
  threshold: number;
  /** What the request carries up front with tool search: the search tool (approximate, dated). */
  upFront: number;
  /** blockTokens - upFront, per request, until tools are found and loaded (each then costs its own figure). */
  saves: number;
  source: string;
}
