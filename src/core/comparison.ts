/**
 * The comparison document: what two reports differ by, per tool, field, encoding and view. It is
 * self-contained and versioned, because an unprivileged CI job computes it and a privileged job
 * renders and posts it with no other input. The algorithm that builds it is in compare.ts.
 */

import type { CallDiff } from "./calls/compare.js";
import type { ClientDiff } from "./compare-clients.js";
import { ToolError } from "./errors.js";
import type { Hint } from "./hints/types.js";
import type { ModelEntry } from "./models/entry.js";
import type { IndexStanding, Method, ServerInfo, ToolsCache, Totals } from "./report.js";
import type { Verdict } from "./verdict.js";

export const COMPARISON_SCHEMA_VERSION = 1;
export const COMPARISON_KIND = "mcp-token-budget/comparison";

export type ToolStatus = "added" | "removed" | "changed" | "unchanged";
export type ComparisonStatus = "unchanged" | "changed" | "no-baseline";

/** A commit as the caller knows it; every part optional. */
export interface CommitInfo {
  sha?: string;
  ref?: string;
  /** A name for people, e.g. "main" or "PR #12". */
  label?: string;
}

export interface CompareContext {
  base?: CommitInfo;
  head?: CommitInfo;
  /** Why there is no base report, e.g. "the base commit abc123 has no server: build failed: ...". */
  noBaselineReason?: string;
  /** Whether a baseline was asked for (default true). */
  baselineRequested?: boolean;
  /** The base has no server (the pull request adds it): the missing baseline is the news, not a failure. */
  newServer?: boolean;
  verdict?: Verdict | null;
  /** Who reads the comparison's texts (default cli): the comment names action inputs, not CLI flags. */
  where?: "cli" | "action";
}

/** What the comparison keeps of each report besides its tools. */
export interface ReportInfo {
  schemaVersion: number;
  generator: { name: string; version: string };
  server: ServerInfo;
  encodings: string[];
  tokenizer: { name: string; version: string };
  /**
   * How long, and for whom, the server lets clients cache its tool list (the report's toolsCache); absent when
   * the server said nothing, and in comparisons written before it existed. The era is `server.era`.
   */
  toolsCache?: ToolsCache;
  warnings: string[];
}

export interface Side {
  sha: string | null;
  ref: string | null;
  label: string | null;
  /** null only for the base when there is no baseline. */
  report: ReportInfo | null;
}

/** A field's share of a change; the entries of one view sum exactly to that view's delta. */
export interface FieldDelta {
  /** A tool field, "other" (unknown fields) or "structure" (keys, braces, commas). */
  field: string;
  delta: number;
}

export interface ToolTokenDiff {
  base: Totals | null;
  head: Totals | null;
  /** head - base; a missing side counts as 0. */
  delta: Totals;
  /** Nonzero field deltas, largest first. */
  fields: { model: FieldDelta[]; raw: FieldDelta[] };
}

/** A run of a description diff: sentences (or lines) both sides share, or only one side has. */
export interface DescriptionPart {
  op: "equal" | "delete" | "insert";
  text: string;
}

export interface ToolDiff {
  name: string;
  /**
   * 1 for the first tool of this name in its report, 2 for the second, ...: tools with the same name
   * are matched base to head in order of appearance.
   */
  occurrence: number;
  status: ToolStatus;
  baseIndex: number | null;
  headIndex: number | null;
  tokens: Record<string, ToolTokenDiff>;
  /**
   * Set on a changed tool whose description differs, when both reports carry definitions: the two
   * descriptions (as far as the reports keep them, "…" where cut) diffed by sentence and line.
   */
  descriptionDiff?: DescriptionPart[];
  /** Set on a changed tool when both reports carry definitions: the parameter paths added and removed. */
  properties?: { added: string[]; removed: string[] };
}

export interface ToolOrder {
  changed: boolean | null;
  /** Set when changed: the names of the tools both reports have, in the base's order and in the head's. */
  base?: string[];
  head?: string[];
}

export interface TotalDiff {
  base: Totals | null;
  head: Totals;
  /** null when there is no baseline: a delta against nothing would read as a change. */
  delta: Totals | null;
  /** delta / base; null when base is 0 or there is no baseline. */
  relative: { model: number | null; raw: number | null };
}

/** A model profile's figures as one report gives them: its `models[id]` entry without the per-tool detail. */
export type ModelFigures = Omit<ModelEntry, "perTool" | "hiddenParameters" | "notSeen">;

export interface ModelDiff {
  /** null when the base report has no entry for the model (or there is no base report). */
  base: ModelFigures | null;
  /** null when the head report has no entry for the model. */
  head: ModelFigures | null;
  /**
   * head - base, set exactly when both reports have the model: the tokens the tools add, and the tokens
   * the instructions add (a report's null, no instructions, counts as 0).
   */
  delta: { tools: number; instructions: number } | null;
  /** delta.tools / base.tools; null without a delta or when base.tools is 0. */
  relative: number | null;
}

export interface CountChange {
  /** null when there is no baseline, or the server does not offer that kind of item. */
  base: number | null;
  head: number | null;
}

export interface Comparison {
  schemaVersion: typeof COMPARISON_SCHEMA_VERSION;
  kind: typeof COMPARISON_KIND;
  status: ComparisonStatus;
  /** Set exactly when status is "no-baseline". */
  noBaselineReason: string | null;
  /**
   * false when nobody asked for a baseline (a push event, `check` without --base): then a missing
   * baseline is not news, and renderers lead with the measurement instead of a warning.
   */
  baselineRequested?: boolean;
  /**
   * true when there is no baseline because the base has no server at all (the pull request adds it); the
   * reason (the base's failed build, say) stays in noBaselineReason, and renderers tell a new server's story.
   */
  newServer?: true;
  base: Side;
  /**
   * `sha` is the commit people know as the head (a pull request's head commit); `measuredSha` is the commit
   * that was checked out and measured when it differs (GitHub's merge commit on pull_request events).
   */
  head: Side & { report: ReportInfo; measuredSha?: string };
  /** The head report's method. */
  method: Method;
  /** Encodings in both reports (head order); all of the head's when there is no baseline. */
  encodings: string[];
  counts: { tools: CountChange; prompts: CountChange; resources: CountChange };
  summary: Record<ToolStatus, number>;
  totals: Record<string, TotalDiff>;
  /**
   * Per model profile in either report, keyed by its id: the head's in its order, then the base's.
   * Absent when neither report has models, so comparisons without them read as before.
   */
  models?: Record<string, ModelDiff>;
  /**
   * Per client profile in either report (--client / client): up front and all loaded, base and head, per
   * encoding (compare-clients.ts). Absent when neither report has clients.
   */
  clients?: Record<string, ClientDiff>;
  /**
   * Whether the tool block (model-facing fields, in order) differs between base and head by any byte:
   * true invalidates every cached conversation; null when either report predates the fingerprint or
   * there is no baseline. Absent in comparisons written before it existed.
   */
  toolBlock?: { changed: boolean | null };
  /** Where the head stands in a survey index (the action's index-percentile); absent when not asked. */
  index?: IndexStanding;
  /**
   * Whether the tools both reports have come in another relative order (tools added or removed do not
   * count): a reorder changes no tool, yet it rewrites the tool block every provider caches, so it makes
   * the comparison "changed". null without a baseline; absent in comparisons written before it existed.
   */
  toolOrder?: ToolOrder;
  /** Head tools in the server's order, then removed tools in the base's order. */
  tools: ToolDiff[];
  /** What could not be compared, and why. */
  notes: string[];
  verdict: Verdict | null;
  /** Rewrites for the tools that grew, with their savings counted again (measure mode); absent otherwise. */
  hints?: ComparisonHints;
  /**
   * Scripted tool calls per name, base and head (the base runs the head's calls file); absent when
   * neither report has calls.
   */
  calls?: CallDiff[];
  /** The base was measured with the head's calls file (compare/check --base, the action); absent otherwise. */
  callsFromHead?: boolean;
}

/** A hint as the comparison carries it: the patch too, so a reader can re-derive the saving. */
export type ComparisonHint = Pick<Hint, "tool" | "rule" | "message" | "path" | "patch" | "saves" | "changesValidation">;

export interface ComparisonHints {
  /** Savings are model-view tokens in these encodings: the tool counted again with the patch applied. */
  encodings: string[];
  /** The largest savings of each tool that grew (a few per tool, a few in all), largest growth first. */
  hints: ComparisonHint[];
  /** Hints found for those tools but left out to keep the comment short (`mcp-token-budget hints` lists them all). */
  omitted: number;
}

/** A comparison document that cannot be used (wrong kind, version or shape). */
export class ComparisonError extends ToolError {
  constructor(message: string) {
    super("input", message);
    this.name = "ComparisonError";
  }
}
