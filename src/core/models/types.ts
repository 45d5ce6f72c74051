/**
 * Model profiles: how a server's tools reach one model (a renderer and a tokenizer) and how exact
 * the figure is. A profile's counter is pure once loaded; loading (tokenizer files, templates, an
 * API client) happens in the adapters, so a run that asks for no profile loads nothing.
 */

/** A tool as clients send it to a model: the three model-facing fields, values as the server sent them. */
export interface ModelFacingTool {
  name: string;
  /** Absent when the tool has none (clients then send no description). */
  description?: string;
  inputSchema: unknown;
}

/**
 * exact: the model's own rendering and tokenizer, computed here.
 * estimate: a dated ratio applied to a known count; shown as a range.
 * provider-count: the provider's token-counting API, with the user's key.
 * unverified: computed as exact ones are, from model data that is not the version this release pins (a
 * user's own copy): as exact as that copy, which nothing here has checked.
 */
export type Fidelity = "exact" | "estimate" | "provider-count" | "unverified";

/** A parameter the model's rendering cannot show (rendered as `any`): the model never sees its type. */
export interface HiddenParameter {
  tool: string;
  /** Dotted path inside inputSchema.properties, e.g. "filter.status". */
  path: string;
  /** What the renderer could not express: "anyOf", "$ref", "allOf", ... */
  reason: string;
}

/** A schema keyword the runtime drops before the model sees the tool (Ollama's structs have no field for it). */
export interface NotSeen {
  tool: string;
  /** Dotted property path inside inputSchema ("filter.status", "filter.anyOf[0]"); "" for the schema's top level. */
  path: string;
  /** The keyword dropped: "default", "format", "additionalProperties", "$ref", ... */
  keyword: string;
}

export interface ProfileCount {
  fidelity: Fidelity;
  /** Tokens the tools add to a request: the prompt with them minus the same prompt without. Midpoint for estimates. */
  tools: number;
  /** For estimates only. */
  range?: { low: number; high: number };
  /** Tokens the server's instructions add (as plain text in this model's tokenizer); null when it sends none. */
  instructions: number | null;
  /** Per tool, when the renderer can attribute tokens to tools (sums to about `tools`). */
  perTool?: Record<string, number>;
  hiddenParameters?: HiddenParameter[];
  /** For runtimes that drop schema keywords: each keyword dropped, per tool and path (empty when none). */
  notSeen?: NotSeen[];
  /**
   * Tokens of the request with neither tools nor instructions: the template's fixed frame (role markers, a
   * default system prompt, the assistant turn's header) and the measured one-word user turn. The smallest
   * window that fits must hold it too. Absent where it is not known (the Claude estimate, provider counts).
   */
  frame?: number;
  warnings: string[];
}

/**
 * Awaited by a counter between its renders: the caller's chance to let signals and timers run and to stop a
 * count past its deadline (it rejects then). Counting is synchronous work; see src/run/count-sliced.ts.
 */
export type Pace = () => Promise<void>;

export interface ModelCounter {
  /** `pace`, when given, is awaited before each render the count makes (chat-template and Ollama counters). */
  count(tools: readonly ModelFacingTool[], instructions: string | null, pace?: Pace): Promise<ProfileCount>;
  /**
   * Tokens a tool result adds to a conversation on this model: the prompt with the result as the template's
   * tool message (Qwen3's <tool_response>, Llama's ipython turn) minus the same prompt without it. Absent for
   * profiles that cannot render one (the Claude estimates, provider counts). `tool` is the tool called: harmony
   * names the result's author after it (`functions.<tool>`); the Jinja templates do not use it.
   */
  countToolResult?(text: string, tool: string): Promise<number>;
  /** Without countToolResult: why this profile gives no figure for a tool result (said in the report). */
  noToolResult?: string;
}

/**
 * Thrown by a counter when what it would render is past a cap of model counting (chat-template.ts: the
 * JSON a template writes): the caller marks that profile "not counted: too large" and counts the others.
 */
export class TooLargeToCount extends Error {
  override name = "TooLargeToCount";
}
