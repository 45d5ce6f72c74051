/**
 * What clients do with many tools: the limits reported on their issue trackers, as dated data in one
 * place (the renderers warn when a server crosses one; budget presets check them). Clients change these
 * between releases, so each limit carries its source and the date it was read, and the warnings print it.
 */

export type ClientId = "cursor" | "windsurf" | "vscode" | "claude-code";

export interface ClientLimit {
  /** A short id for budget files and code, e.g. "cursor": its key in CLIENT_LIMITS. */
  id: ClientId;
  /** The client's name as people know it. */
  client: string;
  /** The most tools the client handles as documented; null when its limit is not a tool count. */
  maxTools: number | null;
  /**
   * The share of the model's context window the MCP tools may take before the client changes how it
   * sends them; null when its limit is not a share.
   */
  maxShareOfContext: number | null;
  /**
   * The model ids (by prefix) the client runs, for share limits: Claude Code's 10% is of a Claude
   * model's window and says nothing about gpt-oss on Ollama. null: any model.
   */
  models: readonly string[] | null;
  /** What the client does past the limit, completing "<client> ...". */
  effect: string;
  source: string;
  /** YYYY-MM-DD: when the limit was read from the source. */
  date: string;
}

const SOURCE = "reports on the clients' issue trackers, 2025-2026";
const DATE = "2026-11-30";

export const CLIENT_LIMITS: Readonly<Record<ClientId, ClientLimit>> = {
  cursor: {
    id: "cursor",
    client: "Cursor",
    maxTools: 40,
    maxShareOfContext: null,
    models: null,
    effect: "sends only the first 40 tools to the model (later versions warn at 80)",
    source: SOURCE,
    date: DATE,
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    maxTools: 100,
    maxShareOfContext: null,
    models: null,
    effect: "gives Cascade at most 100 tools at a time",
    source: "Windsurf's Cascade MCP documentation (a limit of 100 total tools); 50 before, from issue reports",
    date: "2026-12-02",
  },
  vscode: {
    id: "vscode",
    client: "VS Code / Copilot",
    maxTools: 128,
    maxShareOfContext: null,
    models: null,
    effect: "fails a request with more than 128 tools",
    source: SOURCE,
    date: DATE,
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    maxTools: null,
    maxShareOfContext: 0.1,
    models: ["claude"],
    effect:
      "defers the MCP tools (names only up front) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default",
    source:
      "Claude Code 2.1.328's bundled source: ENABLE_TOOL_SEARCH unset defers every MCP tool, auto (or auto:N) past 10% (N%) of the window, false never; its docs spoke of 10% alone",
    date: "2026-12-04",
  },
};

export const CLIENT_IDS = Object.keys(CLIENT_LIMITS) as ClientId[];

/** Whether the client runs the model with this id (as asked for: "claude-sonnet-4.6", "qwen3@ollama"). */
export function clientRunsModel(limit: ClientLimit, modelId: string): boolean {
  return limit.models === null || limit.models.some((prefix) => modelId.startsWith(prefix));
}

/** A model's figures as far as client limits need them. */
export interface ModelWindow {
  /** Tokens the tools add to every request on that model. */
  tools: number;
  contextWindow: number | null;
}

/** One client limit a server crosses, with the figure that crosses it. */
export interface CrossedLimit {
  limit: ClientLimit;
  /** The model whose context window the share is of (share limits only). */
  model?: string;
  /** Tools offered (tool-count limits) or the share of the window the tools take (share limits). */
  actual: number;
}

/**
 * The client limits a server with `toolCount` tools crosses, on its own: tool counts against each
 * client's maximum, and, for every model with a known window, the share of it that the tools take.
 */
export function crossedClientLimits(
  toolCount: number,
  models: Readonly<Record<string, ModelWindow>> = {},
): CrossedLimit[] {
  const crossed: CrossedLimit[] = [];
  for (const limit of Object.values(CLIENT_LIMITS)) {
    if (limit.maxTools !== null && toolCount > limit.maxTools) crossed.push({ limit, actual: toolCount });
    if (limit.maxShareOfContext === null) continue;
    for (const [model, figures] of Object.entries(models)) {
      if (!figures.contextWindow || !clientRunsModel(limit, model)) continue;
      const share = figures.tools / figures.contextWindow;
      if (share > limit.maxShareOfContext) crossed.push({ limit, model, actual: share });
    }
  }
  return crossed;
}

/**
 * Anthropic's tool search (a `tool_search_tool_regex_20251119` / `_bm25_` tool, the others sent with
 * `defer_loading: true`): what a request carries up front instead of the full tool block. Anthropic gives no
 * exact count; its engineering post gives "~500 tokens" for the search tool loaded up front. Each deferred tool
 * costs its own definition once it is found and loaded (its per-tool figure). Dated data, like the limits above.
 */
export const TOOL_SEARCH = {
  /** Approximate: Anthropic's own round figure, not a count of ours. */
  tokens: 500,
  approximate: true,
  source:
    'Anthropic, "Introducing advanced tool use on the Claude Developer Platform" (anthropic.com/engineering/advanced-tool-use, 2025-11-24): the Tool Search Tool loaded up front, ~500 tokens',
  /** YYYY-MM-DD: when the figure was read from the source. */
  date: "2026-12-01",
} as const;

/** Whether a model id names a Claude model (tool search is Anthropic's). */
export const isClaudeModel = (modelId: string) => modelId.startsWith("claude");
