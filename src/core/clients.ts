/**
 * What clients do with many tools: the limits reported on their issue trackers, as dated data (the renderers
 * warn when a server crosses one; budget presets check them). Clients change these between releases, so each
 * limit carries its source and the date it was read, and the warnings print it. The facts live in the client
 * profiles (clients/profiles.ts); this is their view for warnings and budget presets.
 */
import { CLIENT_PROFILES } from "./clients/profiles.js";

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

/** The clients with a limit, in the order the warnings list them; each limit is its profile's (clients/profiles.ts). */
const WITH_LIMITS: readonly ClientId[] = ["cursor", "windsurf", "vscode", "claude-code"];

function limitOf(id: ClientId): ClientLimit {
  const profile = CLIENT_PROFILES[id];
  const facts = profile.limit;
  if (!facts) throw new Error(`the ${id} profile has no limit`);
  return {
    id,
    client: profile.title,
    maxTools: facts.maxShareOfContext === null ? (facts.maxTools ?? profile.maxTools) : null,
    maxShareOfContext: facts.maxShareOfContext,
    models: facts.models,
    effect: facts.effect,
    source: facts.source,
    date: facts.date,
  };
}

/** One registry: the limits are read from the client profiles, so a client's cap and its warning cannot disagree. */
export const CLIENT_LIMITS: Readonly<Record<ClientId, ClientLimit>> = Object.fromEntries(
  WITH_LIMITS.map((id) => [id, limitOf(id)]),
) as Record<ClientId, ClientLimit>;

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
