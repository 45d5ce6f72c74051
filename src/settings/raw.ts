/** The values of a run as the user wrote them, before `resolveSettings` checks them (a leaf: it imports nothing). */

export type Door = "cli" | "action";

/** Values as the user wrote them; absent or "" means not given. */
export interface RawSettings {
  /** The server's start command as argv words (CLI, after `--`). */
  command?: string[];
  /** The server's start command as one line of shell (action). */
  shellCommand?: string;
  url?: string;
  headers?: string[];
  env?: string[];
  stripEnv?: string[];
  /** The server's working directory, when it differs from `directory` (CLI --cwd). */
  cwd?: string;
  encodings?: string[];
  timeout?: string;
  /** Most MiB the server may send while it is listed. */
  maxResponseMb?: string;
  /** Model profile ids, repeated or comma- or space-separated. */
  models?: string[];
  /** --client / client: client profiles, repeatable or comma-separated. */
  clients?: string[];
  /** --name / name: the server's key in the client's configuration (default: its serverInfo name). */
  clientServerKey?: string;
  /** The context window, in tokens, of every model asked for that names none in its id. */
  context?: string;
  /** Requests that reuse one cache entry within its lifetime, for the cached price (default 10). */
  cacheRequests?: string;
  /** List the server twice in one session and once more after a restart, and report what differed. */
  checkStable?: string | boolean;
  /**
   * Count every hosted model asked for with its provider's API (CLI --provider-count); each then needs
   * its key. Without it, a key given on its own (the action's inputs) does this for its provider.
   */
  providerCount?: string | boolean;
  anthropicApiKey?: string;
  openaiApiKey?: string;
  geminiApiKey?: string;
  anthropicBaseUrl?: string;
  openaiBaseUrl?: string;
  geminiBaseUrl?: string;
  build?: string;
  buildTimeout?: string;
  budget?: string;
  base?: string;
  baseReport?: string;
  /** A saved head report instead of starting a server. */
  report?: string;
  cache?: string | boolean;
  cacheDir?: string;
  parallel?: string | boolean;
  out?: string;
  /** A client configuration whose servers are all measured (`auto`: the documented locations). */
  config?: string;
  /** Names of the configuration's servers to measure; none: every one. */
  servers?: string[];
  /** How many of the configuration's servers start at once. */
  jobs?: string;
  /** Values for VS Code's ${input:id}, as id=value. */
  inputs?: string[];
  /** A calls file (scripted tool calls after listing); default: mcp-token-budget.calls.yml next to the budget file. */
  calls?: string;
}
