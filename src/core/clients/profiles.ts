/**
 * The client profiles, one entry each. Claude Code is captured from the real client (test/client-profiles-real
 * .test.ts holds it equal to the capture); the closed clients are read from their documentation (VS Code and
 * Cursor: read-clients.ts), marked so, and send the tools as the bare measure counts them ({ name, description,
 * inputSchema }), since their wire form cannot be captured here.
 */
import { CLAUDE_CODE_BASE } from "./claude-code-base.js";
import { CLAUDE_CODE_RESOURCE_TOOLS } from "./claude-code-resource-tools.js";
import { claudeCodeStrings, claudeCodeUnicode } from "./claude-code-unicode.js";
import { CLAUDE_CODE_1_0, CLAUDE_CODE_2_0 } from "./claude-code-versions.js";
import { cline } from "./cline.js";
import { codex } from "./codex.js";
import { continueCli } from "./continue.js";
import { copilotCli } from "./copilot-cli.js";
import { geminiCli } from "./gemini-cli.js";
import { opencode } from "./opencode.js";
import type { ClientId, ClientOptions, ClientProfile, ClientTool, ServerListing } from "./profile.js";
import { qwenCode } from "./qwen-code.js";
import { cursor, vscode } from "./read-clients.js";
import { type ListedTool, modernSchemaOrder, sdkSchemaOrder, shapeRequest, underscoreKey } from "./shape.js";

/** The text Claude Code puts before the first server's instructions (in its first user message). */
export const CLAUDE_CODE_INSTRUCTIONS_HEADER =
  "\n\n# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";

/**
 * A tool Claude Code leaves out (captured on the corpus, 2026-12-06): one whose inputSchema has anyOf, oneOf or
 * allOf at its root, which Anthropic's API does not take in input_schema.
 */
export const claudeCodeDrops = (_name: string, tool: ListedTool) =>
  ["anyOf", "oneOf", "allOf"].some((k) => k in tool.inputSchema)
    ? {
        reason:
          "Claude Code leaves out a tool whose inputSchema has anyOf, oneOf or allOf at its root (Anthropic's API does not take it)",
        fix: "move the alternatives into a property of the schema (in the server)",
      }
    : null;

/** The longest description Claude Code 2.1.328 sends whole, in characters; past it, cut and marked. */
const CLAUDE_CODE_DESCRIPTION_MAX = 4096;

/**
 * A description as Claude Code 2.1.328 sends it (captured on the corpus, 2026-12-06): its text made plain
 * (claudeCodeUnicode: "…" written "...", full-width punctuation as ASCII), then past 4,096 characters cut there and
 * "… [truncated]" added.
 */
export function claudeCodeDescription(text: string): string {
  const plain = claudeCodeUnicode(text);
  return plain.length > CLAUDE_CODE_DESCRIPTION_MAX
    ? `${plain.slice(0, CLAUDE_CODE_DESCRIPTION_MAX)}\u2026 [truncated]`
    : plain;
}

const claudeCodeDefers = (options: ClientOptions) => options.toolSearch !== false;

/**
 * The order of a tool's inputSchema keys as Claude Code 2.1.328 sends them, by the era it speaks with the server
 * (read in its bundle, held to the real client 2026-12-06; docs/clients.md, "Claude Code and the protocol era").
 * It probes each stdio server with server/discover (revision 2026-07-28) and waits at most 3 s for the answer: a
 * server of the modern era that answers in time is listed through the MCP SDK v2's schema (`$schema` and `type`
 * first, the rest in listed order); every other server, and a modern one that starts slower than that (it then
 * falls back to initialize), through the 2025 SDK's (type, properties, required first). The profile takes the
 * era the lister found, so the in-time case: about a token a tool more or less when the server starts slower.
 */
export const claudeCodeSchemaOrder = (listing: Pick<ServerListing, "era">) =>
  listing.era === "modern" ? modernSchemaOrder : sdkSchemaOrder;

/** A tool_use id as the API writes them ("toolu_01" and 22 base62 characters); the recorder answers with it. */
export const TOOL_USE_ID = "toolu_01Qm7XkR2vTb9NwLc3PzHs5J";

/**
 * What one use of a deferred MCP tool adds to Claude Code 2.1.328's conversation, captured 2026-12-06 (`capture
 * --use-tool`: the recorder answered the first turn with ToolSearch "select:<name>"): the model's tool_use block,
 * the tool_result holding a tool_reference to the tool and a "Tool loaded." text, and the tool's object added to
 * `tools` with `"defer_loading": true` (the API expands the reference to it). Nothing else in the request changed.
 */
function claudeCodeFirstUse(tool: ClientTool): { texts: string[]; objects: Array<Record<string, unknown>> } {
  const call = {
    type: "tool_use",
    id: TOOL_USE_ID,
    name: "ToolSearch",
    input: { query: `select:${tool.name}`, max_results: 5 },
  };
  const result = {
    type: "tool_result",
    tool_use_id: TOOL_USE_ID,
    content: [{ type: "tool_reference", tool_name: tool.name }],
  };
  return {
    texts: [JSON.stringify(call), JSON.stringify(result), "Tool loaded."],
    objects: [{ ...tool.sent, defer_loading: true }],
  };
}

const claudeCode: ClientProfile = {
  id: "claude-code",
  title: "Claude Code",
  version: "2.1.328",
  source: "captured",
  sourceText:
    "captured from the npm package @anthropic-ai/claude-code 2.1.328 run headless (claude -p) against a local recorder",
  date: "2026-12-02",
  naming: "mcp__<server>__<tool>, sorted by that name",
  maxTools: null,
  capEffect: null,
  // Its docs speak of a 2 KB cut; the corpus shows descriptions cut at 4,096 characters with a marker of its own
  // (claudeCodeDescription), instructions of 2.3 KB whole.
  truncateBytes: null,
  instructionsPlace:
    'in its first user message, under "# MCP Server Instructions" and "## <server>", with tool search on or off',
  deferralSetting: { name: "ENABLE_TOOL_SEARCH", option: "toolSearch", defersByDefault: true },
  defers: claudeCodeDefers,
  request: (listing: ServerListing, options: ClientOptions) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: (server, tool) => `mcp__${underscoreKey(server)}__${tool}`,
      toolObject: (name, description, tool) => ({
        name,
        // A tool listed without a description goes with an empty one.
        description: claudeCodeDescription(description ?? ""),
        input_schema: claudeCodeStrings(claudeCodeSchemaOrder(listing)(tool.inputSchema)),
      }),
      instructionsText: (server, text) => `${CLAUDE_CODE_INSTRUCTIONS_HEADER}## ${server}\n${text}`,
      // Each name is a line of its list of deferred tools (its own come first: they sort before "mcp__").
      deferredText: claudeCodeDefers(options) ? (names) => names.map((name) => `\n${name}`).join("") : null,
      sortsByName: true,
      // A server that declares the resources capability (listing any or not: @circleci/mcp-server-circleci on the
      // corpus) brings the client's three resource tools (their names join the deferred list).
      clientOwnTools: (listing) =>
        (listing.declaresResources ?? listing.offersResources) ? CLAUDE_CODE_RESOURCE_TOOLS : [],
      strictToolsList: true,
      toolDropped: claudeCodeDrops,
      // Captured on the corpus (2026-12-06): firecrawl-mcp's search and scrape tools, which set it, go loaded.
      loadsUpFront: (tool) => tool.meta?.["anthropic/alwaysLoad"] === true,
    }),
  clientBase: CLAUDE_CODE_BASE,
  firstUse: {
    searchTool: "ToolSearch",
    adds: claudeCodeFirstUse,
    source:
      "captured from Claude Code 2.1.328 (capture --use-tool: the recorder answered its first turn with ToolSearch select:<tool> and recorded the next request)",
    date: "2026-12-06",
  },
  // Captured with two servers (2026-12-04): the header once, then "## <server>\n<text>" per server in name order,
  // a blank line apart.
  instructionsJoin: { header: CLAUDE_CODE_INSTRUCTIONS_HEADER, separator: "\n\n", sortByServer: true },
  limit: {
    // Not Claude Code's own switch with the default setting (2.1.328 defers at any size); its `auto` mode's point.
    maxShareOfContext: 0.1,
    models: ["claude"],
    effect:
      "defers the MCP tools (names only up front) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default",
    source:
      "Claude Code 2.1.328's bundled source: ENABLE_TOOL_SEARCH unset defers every MCP tool, auto (or auto:N) past 10% (N%) of the window, false never; its docs spoke of 10% alone",
    date: "2026-12-04",
  },
};

/** A tool as the bare measure counts it: { name, description, inputSchema }. */
function docsToolObject(name: string, description: string | undefined, tool: ListedTool): Record<string, unknown> {
  const out: Record<string, unknown> = { name };
  if (description !== undefined) out.description = description;
  out.inputSchema = tool.inputSchema;
  return out;
}

/** A client known from its docs: tools as listed ({ name, description, inputSchema }), its cap applied. */
function fromDocs(entry: {
  id: ClientId;
  title: string;
  sourceText: string;
  date: string;
  maxTools: number | null;
  capEffect: string | null;
  limit?: ClientProfile["limit"];
}): ClientProfile {
  return {
    ...entry,
    version: null,
    source: "docs",
    naming: "<tool> as listed (not captured)",
    truncateBytes: null,
    instructionsPlace: "not known (not captured)",
    deferralSetting: null,
    defers: () => false,
    request: (listing) =>
      shapeRequest(listing, {
        maxTools: entry.maxTools,
        truncateBytes: null,
        name: (_server, tool) => tool,
        toolObject: docsToolObject,
        instructionsText: () => null,
        deferredText: null,
        sortsByName: false,
      }),
    clientBase: null,
  };
}

const DOCS_DATE = "2026-12-02";

export const CLIENT_PROFILES: Readonly<Record<ClientId, ClientProfile>> = {
  "claude-code": claudeCode,
  "gemini-cli": geminiCli,
  opencode,
  codex,
  "copilot-cli": copilotCli,
  cline,
  "claude-desktop": fromDocs({
    id: "claude-desktop",
    title: "Claude Desktop",
    sourceText: "Anthropic's Claude Desktop documentation: MCP tools are sent loaded, no tool search",
    date: DOCS_DATE,
    maxTools: null,
    capEffect: null,
  }),
  cursor,
  vscode,
  windsurf: fromDocs({
    id: "windsurf",
    title: "Windsurf",
    sourceText: "Windsurf's Cascade MCP documentation: a limit of 100 total tools at any given time",
    date: DOCS_DATE,
    maxTools: 100,
    capEffect: "gives Cascade at most 100 tools",
    limit: {
      maxShareOfContext: null,
      models: null,
      effect: "gives Cascade at most 100 tools at a time",
      source: "Windsurf's Cascade MCP documentation (a limit of 100 total tools); 50 before, from issue reports",
      date: "2026-12-02",
    },
  }),
  "qwen-code": qwenCode,
  continue: continueCli,
};

export const CLIENT_PROFILE_IDS = Object.keys(CLIENT_PROFILES) as ClientId[];

/**
 * Earlier versions of a client, each captured as its own entry (`--client claude-code@2.0.77`); CLIENT_PROFILES
 * holds the version a bare id means.
 */
export const EARLIER_CLIENT_PROFILES: Readonly<Partial<Record<ClientId, readonly ClientProfile[]>>> = {
  "claude-code": [CLAUDE_CODE_2_0, CLAUDE_CODE_1_0],
};

/** Every modelled version of a client, the one a bare id means first. */
export function clientProfileVersions(id: ClientId): ClientProfile[] {
  return [CLIENT_PROFILES[id], ...(EARLIER_CLIENT_PROFILES[id] ?? [])];
}
