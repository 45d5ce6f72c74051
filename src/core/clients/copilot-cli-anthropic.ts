/**
 * Copilot CLI 1.0.102 on its Anthropic provider (COPILOT_PROVIDER_TYPE=anthropic, a Claude model), captured
 * 2026-12-06 on the corpus and with `capture --use-tool`: its tool objects, when it defers (past 30 tools in the
 * request), the reminder and search tool it adds, and what one use of a deferred tool costs (docs/clients.md).
 */
import { copilotToolName } from "./copilot-cli-names.js";
import { anthropicSchema, copilotParameters } from "./copilot-cli-schema.js";
import type { ClientOptions, ClientRequest, ClientTool, ServerListing } from "./profile.js";
import { listedTools, shapeRequest } from "./shape.js";

/** MCP tools past which it defers, on its Anthropic wire: more than 30 tools in the request, 17 of them its own. */
export const COPILOT_OWN_TOOLS = 17;
export const COPILOT_DEFERS_PAST = 30;

/** Its search tool, sent last (with the request's cache breakpoint) when it defers: the exact object captured. */
export const COPILOT_TOOL_SEARCH: Record<string, unknown> = {
  name: "tool_search_tool",
  description:
    "Searches for functions by matching a regex pattern against tool names, descriptions, and parameters. Returns matching tools that can then be called. Use this to discover available tools when you need a capability that isn't immediately visible.",
  input_schema: {
    type: "object",
    properties: {
      pattern: {
        type: "string",
        description:
          "JavaScript/ECMAScript regex pattern to match against tool names, descriptions, and parameters. Case-insensitive by default. Supports standard regex syntax: . (any char), * (0+ of prev), + (1+ of prev), ? (0 or 1), | (OR), [] (char class), ^ (start), $ (end), \\b (word boundary), etc. Maximum 200 characters.\n\n{maxLength: 200}",
      },
      limit: {
        type: "integer",
        description:
          "Maximum number of matching tools to return (default: 5)\n\n{minimum: 1, maximum: 10000}\n\n{default: 5}",
      },
    },
    required: ["pattern"],
  },
  cache_control: { type: "ephemeral" },
};

/** The reminder it adds as a text block of the first user message when it defers: a section per server. */
export const COPILOT_DEFERRED_HEADER =
  "<system_reminder>\nIMPORTANT: The tools listed below are deferred \u2014 their full definitions are NOT loaded, so you cannot call them directly yet. Whenever a task could be served by any of these tools, you MUST FIRST call the tool search tool. Do not guess a deferred tool's arguments, or signature, and never invoke one before searching for it. Tools whose full definitions are already available in your current context can be called directly without searching again. A later search omitting a tool does not by itself mean that tool is unavailable.\n\n";
export const COPILOT_DEFERRED_FOOTER = "\n</system_reminder>";

/** Instructions in a reminder section: cut to 157 characters and "..." past 160 (captured on three servers). */
const SECTION_TEXT_MAX = 160;

/**
 * A server's section of that reminder, its tools in the order sent. Its title: the key, then " MCP server" unless
 * the key ends so ("MongoDB MCP Server"), then " - " and the server's instructions when it sends any (past 160
 * characters, the first 157 without trailing spaces and "..."). Then ". Tools prefixed with `<key>-`:" and a
 * "- <tool>" line per tool when every name sent is the key, "-" and the listed name; else ". Tools:" and the names
 * as sent (a key or tool name it rewrote or cut). Captured on the corpus (2026-12-06).
 */
function deferredSection(listing: ServerListing, tools: readonly ClientTool[]): string {
  const { server } = listing;
  const short = tools.every((t) => t.name === `${server}-${t.listedName}`);
  const lines = tools.map((t) => `- ${short ? t.listedName : t.name}`).join("\n");
  const text = (listing.instructions ?? "").trim();
  const about =
    text === ""
      ? ""
      : ` - ${text.length > SECTION_TEXT_MAX ? `${text.slice(0, SECTION_TEXT_MAX - 3).trimEnd()}...` : text}`;
  const title = `${server}${/mcp server$/i.test(server) ? "" : " MCP server"}${about}`;
  return `${title}. ${short ? `Tools prefixed with \`${server}-\`` : "Tools"}:\n${lines}`;
}

/** The recorder's id of the search call (profiles.ts TOOL_USE_ID, shaped as the API's). */
const TOOL_USE_ID = "toolu_01Qm7XkR2vTb9NwLc3PzHs5J";

/**
 * What one use of a deferred tool adds, captured 2026-12-06 (capture --use-tool: the recorder answered its first
 * turn with tool_search_tool {"pattern":"^<name>$"}): the model's tool_use block, a tool_result holding a
 * tool_reference to the tool (with the cache breakpoint, moved there), both counted as the JSON sent, and the
 * tool's definition, which it sent deferred from the start and the API expands into the prompt once referenced.
 */
export function copilotFirstUse(tool: ClientTool): { texts: string[]; objects: Array<Record<string, unknown>> } {
  const call = {
    type: "tool_use",
    id: TOOL_USE_ID,
    name: "tool_search_tool",
    input: { pattern: `^${tool.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$` },
  };
  const result = {
    type: "tool_result",
    tool_use_id: TOOL_USE_ID,
    content: [{ type: "tool_reference", tool_name: tool.name }],
    cache_control: { type: "ephemeral" },
  };
  return { texts: [JSON.stringify(call), JSON.stringify(result)], objects: [tool.sent] };
}

/** The server's tools in the request (every server of it when known), by the names it sends. */
function requestToolNames(listing: ServerListing, options: ClientOptions): string[] {
  return (options.requestServers ?? [listing]).flatMap((l) =>
    listedTools(l.tools).map((t) => copilotToolName(l.server, t.name)),
  );
}

/**
 * Whether it defers with these options: on its Anthropic wire, when the request's tools (its 17 and every MCP
 * tool) are more than 30. Captured: 13 tools of a server none, 14 all; with fewer of its own (--excluded-tools) 9
 * and 21 none, 22 all; a count, not a size; with a model other than Claude on that provider, none.
 */
export const copilotDefers = (options: ClientOptions, mcpTools: number) =>
  options.provider === "anthropic" && COPILOT_OWN_TOOLS + mcpTools > COPILOT_DEFERS_PAST;

/** Its request on its Anthropic wire: {name, description, input_schema}, deferred past the count above. */
export function anthropicRequest(listing: ServerListing, options: ClientOptions): ClientRequest {
  const names = requestToolNames(listing, options);
  const defers = copilotDefers(options, names.length);
  // Loaded, the request's last tool carries its cache breakpoint; deferred, its search tool does.
  const last = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).at(-1);
  const request = shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: copilotToolName,
    toolObject: (name, description, tool, notSeen) => ({
      name,
      description: description ?? "",
      input_schema: anthropicSchema(copilotParameters(name, tool.inputSchema, notSeen), "", name, notSeen),
      ...(defers ? { defer_loading: true } : name === last ? { cache_control: { type: "ephemeral" } } : {}),
    }),
    instructionsText: () => null,
    deferredText: null,
    sortsByName: true,
  });
  if (!defers || request.loaded.length === 0) return request;
  return {
    ...request,
    loaded: [
      ...request.loaded,
      {
        listedName: "tool_search_tool",
        name: "tool_search_tool",
        sent: COPILOT_TOOL_SEARCH,
        clientOwn: true,
        because: "defers the server's tools",
      },
    ],
    deferredText: `${COPILOT_DEFERRED_HEADER}${deferredSection(listing, request.loaded)}${COPILOT_DEFERRED_FOOTER}`,
    deferredSent: true,
    upFrontTools: ["tool_search_tool"],
  };
}

/** The providers of its COPILOT_PROVIDER_TYPE modelled here. */
export const COPILOT_PROVIDERS = ["openai", "anthropic"] as const;
