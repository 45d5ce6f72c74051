/**
 * A client profile: what one MCP client puts into the model request for a server's tools. The client decides
 * what goes in (names, fields, deferral, caps, truncation, where instructions go, its own prompt); the model and
 * runtime decide how it is counted. A client is an entry (profiles.ts), checked against a capture of the real
 * client where one can run here (test/e2e/clients/client-profiles-real.test.ts), never a branch in the counting code.
 */

export type ClientId =
  | "claude-code"
  | "gemini-cli"
  | "opencode"
  | "codex"
  | "copilot-cli"
  | "cline"
  | "claude-desktop"
  | "cursor"
  | "vscode"
  | "windsurf"
  | "qwen-code"
  | "continue";

/** A schema keyword the client rewrites or drops: the model never sees it as the server sent it. */
export interface ClientNotSeen {
  tool: string;
  keyword: string;
  /** What the client does with it ("added": the client puts in a keyword the server never sent). */
  change: "dropped" | "moved" | "rewritten" | "added";
  /** Where in the schema, as a JSON pointer ("" for the schema itself). */
  path?: string;
}

/** A server's tools and instructions as the server listed them, and the name the client knows it by. */
export interface ServerListing {
  /** The server's key in the client's configuration (Claude Code's `mcp__<server>__` prefix). */
  server: string;
  tools: readonly unknown[];
  instructions: string | null;
  /**
   * Whether the server listed any resources: Claude Code then adds its own resource tools to the request.
   * Absent: not known (taken as none).
   */
  offersResources?: boolean;
  /**
   * Whether the server declared the resources capability, listing resources or not: opencode adds its resource
   * tools for such a server even when it lists none. Absent: as offersResources.
   */
  declaresResources?: boolean;
  /**
   * Whether the server wrote text that is not JSON to stdout (the lister skips it): Cline CLI's own stdio client
   * fails on it and never connects the server. Absent: none seen.
   */
  stdoutNoise?: boolean;
  /**
   * The era of the protocol the server speaks, as the lister negotiated it (server/discover first): "modern" =
   * revision 2026-07-28 (Claude Code 2.1.328 then parses its tools with the SDK v2 schema: `$schema` and `type`
   * first). Absent: not known (taken as the 2025 era).
   */
  era?: "legacy" | "modern";
}

/** One tool as the client sends it: its name in the request and the exact object (or text) sent. */
export interface ClientTool {
  /** The tool's name as the server listed it. */
  listedName: string;
  /** The name the model sees. */
  name: string;
  /** The object the client sends for this tool when it is loaded. */
  sent: Record<string, unknown>;
  /**
   * A tool of the client's own that the server brings into the request (Claude Code's resource tools when the
   * server offers resources): listedName is its own name; in a request with several servers it goes once.
   */
  clientOwn?: true;
  /** Why the server brings that tool of the client's, completing "it ..."; absent: "lists resources". */
  because?: string;
}

/** The client's MCP part of one request: exact text and objects, plus what it cut. */
export interface ClientRequest {
  /** Every tool the client sends, loaded, in the order it sends them. */
  loaded: ClientTool[];
  /**
   * What the server adds to every request before any tool is loaded, as the exact text the client inserts
   * (Claude Code: a "\n<name>" line per tool in its list of deferred tools). null: the client defers nothing,
   * so the loaded tools go up front.
   */
  deferredText: string | null;
  /** The exact text the client adds for the server's instructions; null when it sends none. */
  instructionsText: string | null;
  /**
   * Whether the deferred text stays in the request once the tools are loaded, so "all loaded" counts it too
   * (Codex: its namespace line is all it ever sends, it loads no tool object into the request).
   */
  deferredTextStays: boolean;
  /**
   * Loaded tools (by the name sent) that go up front as objects although the client defers the others (Claude
   * Code: a tool whose `_meta` sets "anthropic/alwaysLoad"); counted up front, not in deferredText. Absent: none.
   */
  upFrontTools?: string[];
  /**
   * Whether the deferred tools still go in the request's tools, flagged for the provider to keep out of the prompt
   * until the model's search finds them (Copilot CLI on Anthropic: `defer_loading`); absent: they are not sent.
   */
  deferredSent?: true;
  /** Listed tools the client never sends (past its cap), by listed name. */
  cappedOut: string[];
  /** What the client cut: descriptions (by tool) and instructions, with their sizes. */
  truncated: Array<{ what: "description" | "instructions"; tool?: string; fromBytes: number; toBytes: number }>;
  notSeen: ClientNotSeen[];
  /**
   * The client sends none of the server's tools although it runs the server (Gemini CLI 0.61.0 on a key starting
   * with "@" or holding a space): the tools are counted as 0 and named as not sent; absent: sent.
   */
  dropped?: ClientNotSent;
  /** The client refuses the server (Codex on a key with a space): nothing of it is sent, no figure; absent: run. */
  refused?: ClientNotSent;
}

/** Why a client does not send a server's tools, and what the user can do about it. */
export interface ClientNotSent {
  /** Listed names of the tools not sent. */
  tools: string[];
  reason: string;
  fix: string;
}

/** Options a client's own settings switch; each names the setting. */
export interface ClientOptions {
  /** Claude Code's ENABLE_TOOL_SEARCH: false loads every MCP tool up front instead of deferring it. */
  toolSearch?: boolean;
  /**
   * The model family a client that decides deferral by it runs (VS Code's `model` setting of ours: "claude",
   * "gpt", "gemini", "other"); absent: the profile's default.
   */
  model?: string;
  /**
   * Copilot CLI's COPILOT_PROVIDER_TYPE ("openai", its default, or "anthropic"): the wire its bring-your-own-key
   * provider speaks, which decides its tool objects and whether it defers; absent: the profile's default.
   */
  provider?: string;
  /**
   * Every server of the request this one goes in (set by the counting, not a user's setting), for a client whose
   * shaping of one server depends on the others (Copilot CLI on Anthropic defers past a tool count of the whole
   * request and marks the request's last tool); absent: the server alone.
   */
  requestServers?: readonly ServerListing[];
}

/** Dated figures of the client's own request (its system prompt, built-in tools, reminders), per encoding. */
export interface ClientBase {
  /** Per mode ("deferred", "loaded"): tokens per encoding. */
  tokens: Record<string, Record<string, number>>;
  /** How the figure was taken and what in it depends on the machine. */
  method: string;
}

/**
 * The client's limit for the renderers' warnings and the budget's `clients` presets (a tool count, the profile's
 * maxTools, or a share of the context window); core/clients.ts builds CLIENT_LIMITS from these.
 */
export interface ClientLimitFacts {
  /**
   * The tool count past which the warning is given when it is not the profile's cap (Cursor warns above 80 but
   * sends them all); absent: the profile's maxTools.
   */
  maxTools?: number;
  /** The share of the model's window past which the warning is given; null when the limit is a tool count. */
  maxShareOfContext: number | null;
  /** The model ids (by prefix) the client runs, for share limits; null: any model. */
  models: readonly string[] | null;
  /** What the client does past the limit, completing "<client> ...". */
  effect: string;
  source: string;
  /** YYYY-MM-DD: when it was read or captured. */
  date: string;
}

export interface ClientProfile {
  id: ClientId;
  title: string;
  /** The client version the entry was taken from; null when the docs name none. */
  version: string | null;
  source: "captured" | "docs";
  /** Where the entry comes from, in words (no URL: pages move). */
  sourceText: string;
  /** YYYY-MM-DD: when it was captured or read. */
  date: string;
  /** How tools are named, in words: "mcp__<server>__<tool>". */
  naming: string;
  /** The most tools the client sends (it keeps the first ones); null: no cap. */
  maxTools: number | null;
  /** What happens past maxTools, completing "<client> ...". */
  capEffect: string | null;
  /** Descriptions and instructions are cut to this many UTF-8 bytes; null: sent whole (or not known to be cut). */
  truncateBytes: number | null;
  /** Where server instructions go, in words. */
  instructionsPlace: string;
  /**
   * The setting that switches deferral, when the client has one: true/false, or one of `values` (a choice such as
   * VS Code's model family, which decides it). `ours`: a setting of this project's, not the client's own.
   */
  deferralSetting: {
    name: string;
    option: keyof ClientOptions;
    defersByDefault: boolean;
    values?: readonly string[];
    ours?: boolean;
    /**
     * false: no value of the setting makes the client load every tool where it defers (Copilot CLI's provider
     * decides its wire; on Anthropic it defers past a tool count), so no "costs more than it saves" hint is given.
     */
    loadsAll?: false;
  } | null;
  /** Whether the client defers the tools with these options (only the name goes up front). */
  defers(options: ClientOptions): boolean;
  /** The client's MCP part of the request for one server. */
  request(listing: ServerListing, options: ClientOptions): ClientRequest;
  /** The client's own request without any server, when captured. */
  clientBase: ClientBase | null;
  /**
   * The key of clientBase.tokens for these options, when a setting changes the client's own request (Copilot CLI's
   * provider); absent: "deferred" or "loaded".
   */
  baseMode?(options: ClientOptions, deferred: boolean): string;
  /**
   * How the client joins several servers' instructions in one request, when it puts one header before them all
   * (Claude Code): each server's instructionsText is `header` + its own section; the request carries the header
   * once and the sections joined by `separator`, in server-name order when `sortByServer` (code-point order when
   * true, String.prototype.localeCompare's when "locale": Qwen Code), and `footer` once after them (Qwen Code's
   * "</system-reminder>"). Absent: each server's text goes as it is.
   */
  instructionsJoin?: { header: string; separator: string; sortByServer: boolean | "locale"; footer?: string };
  /**
   * How the client joins several servers' up-front texts into one block (Codex: one "<tools>" block, a line per
   * server, sorted; Qwen Code: one system reminder, a section per server in localeCompare order): each server's
   * deferredText is `header` + its section + `footer`. Absent: each goes as it is.
   */
  deferredJoin?: { header: string; footer: string; separator: string; sortSections: boolean | "locale" };
  /** Its limit for the warnings and budget presets; absent: none is checked. */
  limit?: ClientLimitFacts;
  /**
   * What using one deferred tool adds to the conversation (core/clients/first-use.ts), taken from a capture of the
   * real client answered with its own search-tool call (`capture --use-tool`); absent: not measured.
   */
  firstUse?: {
    /** The client's search tool. */
    searchTool: string;
    /** The exact texts and objects one use of this loaded tool adds. */
    adds?(tool: ClientTool): { texts: string[]; objects: Array<Record<string, unknown>> };
    /**
     * Each of the server's tools, by the name the model uses, and what its first use adds, for a client whose use
     * adds what the tool object does not hold (Codex sends no tool object; Qwen Code returns the listed schema).
     */
    uses?(
      listing: ServerListing,
      /** The client's request for that server (the tools it sends, by the names the model sees). */
      request: ClientRequest,
    ): Array<{ name: string; texts: string[]; objects: Array<Record<string, unknown>> }>;
    /** How it was measured, in words, and when. */
    source: string;
    date: string;
  };
}
