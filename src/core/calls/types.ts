/**
 * Scripted tool calls: what a calls file asks for, and what each call put into the context.
 * Untrusted text (tool names from the server, error messages, result text) is escaped by renderers.
 */

/** The optional preview/detail checks of a call (see checks.ts). */
export interface Expect {
  cursor?: boolean;
  maxItems?: number;
  fields?: string[];
  noFields?: string[];
  truncationMarked?: boolean;
}

export interface CallSpec {
  name: string;
  tool: string;
  arguments: Record<string, unknown>;
  expect: Expect;
  /** Per-call time limit in milliseconds. */
  timeoutMs: number;
  /** The line of the call's entry in the calls file, for located errors. */
  line: number;
  /**
   * The line of each argument's key, for a message about that argument (a misspelt key is fixed on its own
   * line, not the call's). Keys that come from a merge (`<<: *common`) have none: they are where the anchor is.
   */
  argumentLines?: ReadonlyMap<string, number>;
}

export interface CallsFile {
  /** The file as messages show it (relative to where it was found or named from). */
  file: string;
  /** Its absolute path, when it was read from disk (for annotations relative to the repository root). */
  absolute?: string;
  calls: CallSpec[];
  /** The whole run's time budget for every call together, in milliseconds. */
  totalTimeoutMs: number;
  /** Most bytes one result may have (its JSON) before it is called oversize and not counted. */
  maxResultBytes: number;
}

export const CALL_STATUSES = [
  "ok",
  "error",
  "timeout",
  "oversize",
  "unknown-tool",
  "bad-arguments",
  "crashed",
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** One content part of a result as the model receives it. */
export interface CallPart {
  /** "text", "resource", "resource_link", "structuredContent", "image", "audio", or the block's own type. */
  type: string;
  /** Tokens per encoding of the part's text; {} for image and audio, which are not text (see `bytes`). */
  tokens: Record<string, number>;
  /** Whether the part is counted in the call's total (structuredContent is not when text content exists). */
  counted: boolean;
  /** For image, audio and blob resources: decoded size in bytes, and the MIME type as sent. */
  bytes?: number;
  mimeType?: string;
  /** For PNG images: pixel size, and Anthropic's published estimate ceil(width x height / 750). */
  width?: number;
  height?: number;
  imageTokensEstimate?: number;
}

export interface CheckResult {
  name: string;
  passed: boolean;
  /** What was found, in words (for a failed check, why). */
  detail: string;
}

export interface CallReport {
  name: string;
  tool: string;
  status: CallStatus;
  /** Tokens per encoding of what the model receives; {} when the call gave no result to count. */
  tokens: Record<string, number>;
  /**
   * Per model profile (--model) whose template renders a tool result: the prompt with the result as that
   * model's tool message minus without it (Qwen3, Llama 3.1/3.2, gpt-oss and its gpt-5/gpt-4.1 proxies).
   * Profiles that cannot (Claude, provider counts) are left out, with a report warning saying why.
   */
  models: Record<string, number>;
  checks: CheckResult[];
  /** The result's isError flag; null when there was no result. */
  isError: boolean | null;
  /** Wall time of the call in milliseconds (the one figure of a report that varies between runs). */
  ms: number;
  parts: CallPart[];
  /** Size of the result's JSON in bytes, as received; null when there was none. */
  bytes: number | null;
  /** For every status but "ok": what happened, located in the calls file. */
  message?: string;
  /** The line of the call in the calls file. */
  line: number;
}

/**
 * One call of a dry run (`measure --calls FILE --dry-run`): checked against the listing like a real call
 * (the tool exists, the arguments satisfy its inputSchema), never sent.
 */
export interface CallPlan {
  name: string;
  tool: string;
  /** "would-call", or the status the call gets without being sent (its message says why). */
  status: "would-call" | "unknown-tool" | "bad-arguments" | "timeout";
  /** The arguments that would be sent, as the server would receive them (aliases resolved). */
  arguments: Record<string, unknown>;
  message?: string;
  line: number;
}

/** The statuses that make `measure --calls` fail, and with which error kind. */
export const STATUS_KIND: Record<Exclude<CallStatus, "ok">, "input" | "server"> = {
  "unknown-tool": "input",
  "bad-arguments": "input",
  error: "server",
  timeout: "server",
  oversize: "server",
  crashed: "server",
};
