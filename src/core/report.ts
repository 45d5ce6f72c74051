/**
 * The versioned report: the one artifact every other feature reads and writes.
 * Everything in it is derived from what the server sent, so the same server gives
 * a byte-identical report on every run (no timestamps, no durations, no paths).
 */

import type { CallReport } from "./calls/types.js";
import type { ClientEntry } from "./clients/count.js";
import type { ModelEntry, NotCountedModel } from "./models/entry.js";

export const REPORT_SCHEMA_VERSION = 1;

/** The fields of a tool that are counted separately; anything else lands in `other`. */
export const TOOL_FIELDS = [
  "name",
  "title",
  "description",
  "inputSchema",
  "outputSchema",
  "annotations",
  "_meta",
] as const;
export type ToolField = (typeof TOOL_FIELDS)[number];

/** Per-field counts. `structure` is what remains (keys, braces, commas), so the parts sum to `raw`. */
export type FieldTokens = Partial<Record<ToolField | "other", number>> & { structure: number };

export interface ToolTokens {
  /** Tokens of JSON.stringify({ name, description, inputSchema }) as sent. */
  model: number;
  /** Tokens of JSON.stringify(tool) as sent, every field included. */
  raw: number;
  fields: FieldTokens;
}

/**
 * What a reviewer reads of a tool when it changes: its description (cut to DESCRIPTION_MAX_CHARS) and
 * the paths of the properties its inputSchema declares, so a comparison can show a description diff
 * and the parameters added or removed. Untrusted text: renderers escape it like every other string.
 */
export interface ToolDefinition {
  /** The description as sent, cut to DESCRIPTION_MAX_CHARS code units; absent when the tool has none. */
  description?: string;
  /** The full length in code units, set only when the description was cut. */
  descriptionLength?: number;
  /**
   * Property paths of the inputSchema in schema order: "city", "options.units" for a nested object,
   * "stops[].name" for the items of an array; at most PROPERTY_PATHS_MAX, PROPERTY_DEPTH_MAX deep.
   */
  properties: string[];
}

export const DESCRIPTION_MAX_CHARS = 2000;
export const PROPERTY_PATHS_MAX = 200;
export const PROPERTY_DEPTH_MAX = 4;

export interface ToolCount {
  name: string;
  /** Position in the server's tools/list order (0-based). */
  index: number;
  tokens: Record<string, ToolTokens>;
  /** Absent for a tool that is not an object, and in reports of older versions. */
  definition?: ToolDefinition;
  /** Problems with this tool's definition; counted anyway. */
  warnings?: string[];
}

export interface Totals {
  model: number;
  raw: number;
}

export interface ListedItem {
  name: string;
  /** Resource URI, when the item is a resource. */
  uri?: string;
}

export interface Method {
  views: { model: string; raw: string };
  total: string;
  json: "compact";
  encodings: string[];
  tokenizer: { name: string; version: string };
}

export type ProtocolEra = "legacy" | "modern";

export interface ServerInfo {
  name: string | null;
  version: string | null;
  /** The same as `Report.protocol.version`; kept where reports of 0.1 had it, so their readers go on working. */
  protocolVersion: string | null;
  /**
   * Which era of the protocol the server spoke: "legacy" = the 2025 initialize handshake, "modern" = revision
   * 2026-07-28 and later (server/discover, `_meta` on every request). Absent in older reports. The same as
   * `Report.protocol.era`.
   */
  era?: ProtocolEra;
}

/** The protocol the server spoke: the revision agreed on, and its era. */
export interface Protocol {
  /** The revision agreed on ("2025-11-25", "2026-07-28"); null when the server named none. */
  version: string | null;
  era: ProtocolEra;
}

/**
 * How long, and for whom, the server lets clients cache its tool list: ttlMs and cacheScope of tools/list
 * (revision 2026-07-28; over several pages, the shortest ttlMs and the narrower scope).
 */
export interface ToolsCache {
  ttlMs: number;
  scope: "public" | "private";
}

export interface Report {
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  generator: { name: "mcp-token-budget"; version: string };
  method: Method;
  server: ServerInfo;
  /**
   * The protocol the server spoke (MCP revision and era), as the report format names it since revision
   * 2026-07-28 made the era matter; absent in older reports and when the era is unknown. Copies
   * `server.protocolVersion` and `server.era`, which stay for the readers of older reports.
   */
  protocol?: Protocol;
  totals: Record<string, Totals>;
  tools: ToolCount[];
  /** Prompts and resources cost nothing per request; listed for information. null = not offered. */
  prompts: { count: number; names: string[] } | null;
  resources: { count: number; items: ListedItem[] } | null;
  /**
   * The server's `instructions` (initialize result), which clients that support them put in the system
   * prompt: characters and tokens per encoding, as plain text. Not part of the tool totals, so budgets
   * and comparisons keep their meaning. null when the server sends none; absent in older reports.
   */
  instructions?: { chars: number; tokens: Record<string, number> } | null;
  /**
   * The tool block as clients send it (model-facing fields, server order, compact JSON): a fingerprint and
   * its length, so a comparison can tell whether any byte or the order changed (what a prompt cache keys
   * on). Absent in reports written before it existed.
   */
  toolBlock?: { fingerprint: string; chars: number };
  /** ttlMs and cacheScope of tools/list; absent when the server sent none (every 2025-era server). */
  toolsCache?: ToolsCache;
  /**
   * Whether tools/list stays the same (--check-stable): listed twice in one session and once more after a
   * restart, with what differed. Absent when not checked.
   */
  listing?: ListingStability;
  /** Per model profile asked for (--model), keyed by the id the user gave; absent when none was. */
  models?: Record<string, ModelEntry>;
  /**
   * The profiles asked for that were not counted, keyed like `models` (an id is in one or the other):
   * what they would have rendered is past a cap of model counting. Absent when every profile was counted.
   */
  modelsNotCounted?: Record<string, NotCountedModel>;
  /**
   * Scripted tool calls (measure --calls): what each result put into the context. Absent without a
   * calls file. Their `ms` is the one figure of a report that varies from run to run.
   */
  calls?: CallReport[];
  /**
   * Per client asked for (--client), keyed as given: what that client puts into the request for this server
   * (core/clients). Absent without --client: a bare measure counts the tools as sent, no client.
   */
  clients?: Record<string, ClientEntry>;
  /** Where the server stands in a survey index (measure --index-quantiles); absent when not asked. */
  index?: IndexStanding;
  warnings: string[];
}

/**
 * A server's place in a survey index (core/survey/quantiles.ts): per encoding of both the report and the index,
 * the whole percentage of the index's servers strictly heavier in the model view ("lighter than N%").
 */
export interface IndexStanding {
  /** The index's date (its newest row). */
  date: string;
  /** What the index stands for (which list, how many of it), as its file says. */
  source: string;
  lighterThan: Record<string, { percent: number; servers: number }>;
}

export const METHOD_TEXT = {
  model:
    "tokens of JSON.stringify({ name, description, inputSchema }) per tool, compact, values as sent; description left out when absent",
  raw: "tokens of JSON.stringify(tool) per tool, compact, every field as sent",
  total: "sum of per-tool counts (a JSON array of the tools adds about 2 tokens)",
} as const;

/** The listing stability check (stability.ts) as the report holds it. */
export interface ListingDifference {
  /** Between which listings: the second list in the same session, or the list after a restart. */
  when: "same session" | "second start";
  kind: "order" | "added" | "removed" | "field";
  /** The tool that differs (for kind field, added, removed); absent for order. */
  tool?: string;
  /** The field that differs (kind field): description, inputSchema, annotations, ... */
  field?: string;
  /** In words, for every view. Untrusted names inside: renderers escape. */
  detail: string;
}

/** The report's `listing`: null stable when it was not checked. */
export interface ListingStability {
  stable: boolean | null;
  differences: ListingDifference[];
  /** The server declares tools.listChanged: it may change its tools in a session, and clients re-list. */
  listChanged?: boolean;
  /**
   * The order of the tools over the listings compared: "same" when every one came in one order
   * (deterministic by observation), "changes" when two of them differed in order. Absent when not checked.
   */
  order?: ListingOrder;
}

export type ListingOrder = "same" | "changes";
