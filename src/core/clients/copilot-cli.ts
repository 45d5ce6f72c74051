/**
 * GitHub Copilot CLI 1.0.102 as captured with its bring-your-own-key providers (COPILOT_OFFLINE,
 * COPILOT_PROVIDER_BASE_URL, COPILOT_MODEL). Its default, OpenAI-compatible (Chat Completions): each MCP tool goes
 * loaded, as an OpenAI chat tool named <server>-<tool>, every MCP tool of the request sorted by that name after its
 * own tools. It rewrites each schema: every object's keys sorted, the validation keywords the model is not given
 * taken out of the schema and written into its description instead ("{minimum: 1, maximum: 10}"), and a root
 * anyOf / oneOf / allOf folded into the root's properties. The rules were worked out from captures of the real
 * client on the corpus and on servers made to carry every keyword (its request building is in its native runtime,
 * not in readable JavaScript). With COPILOT_PROVIDER_TYPE=anthropic (the setting of the same name here) and a
 * Claude model: {name, description, input_schema} with the same rewrite and then more keywords moved (all but
 * those its Anthropic wire keeps), and past 30 tools in the request every MCP tool flagged `defer_loading`, a
 * reminder naming them in the first user message and a tool_search_tool of its own; what using one then costs is
 * its firstUse. Held to goldens of both providers (test/fixtures/client-goldens/copilot-cli@1.0.102/) and to
 * captures with `capture --use-tool` (test/fixtures/copilot-first-use.json; docs/clients.md).
 */
import {
  anthropicRequest,
  COPILOT_DEFERRED_FOOTER,
  COPILOT_DEFERRED_HEADER,
  COPILOT_PROVIDERS,
  copilotDefers,
  copilotFirstUse,
} from "./copilot-cli-anthropic.js";
import { copilotToolName } from "./copilot-cli-names.js";
import { copilotParameters } from "./copilot-cli-schema.js";
import type { ClientOptions, ClientProfile, ServerListing } from "./profile.js";
import { listedTools, shapeRequest } from "./shape.js";

export {
  COPILOT_DEFERRED_FOOTER,
  COPILOT_DEFERRED_HEADER,
  COPILOT_DEFERS_PAST,
  COPILOT_OWN_TOOLS,
  COPILOT_PROVIDERS,
  COPILOT_TOOL_SEARCH,
  copilotDefers,
} from "./copilot-cli-anthropic.js";
export { copilotKey, copilotToolName, punycode } from "./copilot-cli-names.js";
export { COPILOT_MOVED_KEYWORDS } from "./copilot-cli-schema.js";

/**
 * The block it puts into its system prompt's <tools> section for a server's instructions, when it sends them: only
 * for servers it allows (none of a user's own by default; `--allow-all-mcp-server-instructions` allows all).
 */
export const COPILOT_INSTRUCTIONS = (server: string, text: string) => `<${server}-*>\n${text}\n</${server}-*>\n`;

export const copilotCli: ClientProfile = {
  id: "copilot-cli",
  title: "Copilot CLI",
  version: "1.0.102",
  source: "captured",
  sourceText:
    "captured from the npm package @github/copilot 1.0.102 (copilot -p, bring your own key: an OpenAI-compatible provider, Chat Completions, pointed at a local recorder; with COPILOT_PROVIDER_TYPE=anthropic its Anthropic provider and a Claude model); the schema rules worked out from captures on a server carrying every keyword (its request building is in a native module); its help read for the instructions switch",
  date: "2026-12-04",
  naming: "<server>-<tool> (characters outside [A-Za-z0-9_-] made -, cut to 64), its MCP tools sorted by that name",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace:
    "not sent by default (only allowlisted servers'); with --allow-all-mcp-server-instructions in its system prompt's <tools> section as <server-*>…</server-*>",
  deferralSetting: {
    name: "COPILOT_PROVIDER_TYPE",
    option: "provider",
    defersByDefault: false,
    values: COPILOT_PROVIDERS,
    loadsAll: false,
  },
  defers: (options: ClientOptions) =>
    copilotDefers(
      options,
      (options.requestServers ?? []).reduce((n, l) => n + listedTools(l.tools).length, 0),
    ),
  request: (listing: ServerListing, options: ClientOptions) =>
    options.provider === "anthropic"
      ? anthropicRequest(listing, options)
      : shapeRequest(listing, {
          maxTools: null,
          truncateBytes: null,
          name: copilotToolName,
          toolObject: (name, description, tool, notSeen) => ({
            type: "function",
            function: {
              name,
              description: description ?? "",
              parameters: copilotParameters(name, tool.inputSchema, notSeen),
            },
          }),
          instructionsText: () => null,
          deferredText: null,
          sortsByName: true,
        }),
  // Several servers' sections go in one reminder, a blank line apart, by key in localeCompare order (captured on the corpus: "firecrawl-fastmcp" before "LaunchDarkly").
  deferredJoin: {
    header: COPILOT_DEFERRED_HEADER,
    footer: COPILOT_DEFERRED_FOOTER,
    separator: "\n\n",
    sortSections: "locale",
  },
  firstUse: {
    searchTool: "tool_search_tool",
    adds: copilotFirstUse,
    source:
      "captured from Copilot CLI 1.0.102 on an Anthropic provider (capture --use-tool: the recorder answered its first turn with tool_search_tool ^<tool>$ and recorded the next request)",
    date: "2026-12-06",
  },
  clientBase: {
    tokens: {
      loaded: { o200k_base: 10447, cl100k_base: 10409 },
      "anthropic-loaded": { o200k_base: 10427, cl100k_base: 10406 },
      "anthropic-deferred": { o200k_base: 10419, cl100k_base: 10397 },
    },
    method:
      "system prompt + JSON of each built-in tool + message texts of Copilot CLI 1.0.102's first request with no MCP server (copilot -p \"say ok\", an OpenAI-compatible provider, model gpt-4.1, 2026-12-04; anthropic-loaded: its Anthropic provider, model claude-sonnet-4.5, the last tool with its cache breakpoint, 2026-12-06); anthropic-deferred: the same parts of its request when it defers (its 17 tools without the breakpoint; the server's reminder section and its search tool are the server's up-front part), 2026-12-06; the working directory, its session folder and the date line vary by machine and are made fixed",
  },
  baseMode: (options: ClientOptions, deferred: boolean) =>
    options.provider === "anthropic"
      ? `anthropic-${deferred ? "deferred" : "loaded"}`
      : deferred
        ? "deferred"
        : "loaded",
};
