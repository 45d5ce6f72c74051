/**
 * Codex 0.171.0 (codex exec) as captured: it defers every MCP tool, always (its tool_search_always_defer_mcp_tools
 * feature is fixed on), and puts no MCP tool object into the request. Up front it lists each server as a tool
 * namespace, mcp__<server>, in a developer message's "<tools>" block, with the first line of the server's
 * instructions after it; the model reaches the tools only from JavaScript it runs in Codex's `exec` tool
 * (tools.mcp__<server>__<tool>, ALL_TOOLS), so what it reads of them comes back as tool output, not counted here.
 * Codex waits for an MCP server only as long as its mcp_optional_startup_grace_ms: a slower server (node
 * starting the example server) is not in the first request at all unless `required = true` makes it wait.
 */
import type { ClientProfile, ServerListing } from "./profile.js";
import { shapeRequest } from "./shape.js";

/** The server keys its configuration accepts; any other key stops it before the first request. */
const CODEX_KEY = /^[a-zA-Z0-9_:@/.-]+$/;

/** A key it refuses (captured: a key with a space), with its own words. */
export function codexServerKey(server: string) {
  if (CODEX_KEY.test(server)) return null;
  return {
    kind: "refused" as const,
    reason: `Codex refuses the configuration: a server key must match ^[a-zA-Z0-9_:@/.-]+$, and "${server}" does not`,
    fix: "rename the key in the configuration (letters, digits, _ : @ / . -)",
  };
}

/** The longest namespace description it sends; longer ones are cut to 247 characters and "...". */
const DESCRIPTION_MAX = 250;

/**
 * Its namespace of a server key: every character outside [A-Za-z0-9_] made "_" (a dash too: "mcp-server-chart"
 * -> "mcp_server_chart"), captured on the corpus (2026-12-06).
 */
export const codexKey = (key: string) => key.replace(/[^A-Za-z0-9_]/g, "_");

/** A server's line: "- mcp__<server>", and ": <first line of its instructions>" when they hold any text. */
function namespaceLine(listing: ServerListing): string {
  const first = (listing.instructions ?? "").trim().split("\n")[0] ?? "";
  const description = first.length > DESCRIPTION_MAX ? `${first.slice(0, DESCRIPTION_MAX - 3)}...` : first;
  return `- mcp__${codexKey(listing.server)}${description ? `: ${description}` : ""}`;
}

/** Its one block for all servers' namespaces: a line each, sorted. */
const CODEX_BLOCK = {
  header: "<tools>\nDeferred tool namespaces:\n",
  footer: "\n</tools>",
  separator: "\n",
  sortSections: true,
};

/** The block one server adds (several servers share one block, a line each, sorted by namespace). */
export const codexNamespaces = (listing: ServerListing) =>
  `${CODEX_BLOCK.header}${namespaceLine(listing)}${CODEX_BLOCK.footer}`;

export const codex: ClientProfile = {
  id: "codex",
  title: "Codex",
  version: "0.171.0",
  source: "captured",
  sourceText:
    "captured from the npm package @openai/codex 0.171.0 (codex exec, a Responses model provider pointed at a local recorder, the server required so it is waited for)",
  date: "2026-12-02",
  naming: "mcp__<server>__<tool> inside its exec tool's JavaScript; the request names only the namespace mcp__<server>",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "only their first line (cut to 250 characters), after the server's namespace in the <tools> block",
  deferralSetting: null,
  defers: () => true,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: (server, tool) => `mcp__${codexKey(server)}__${tool}`,
      toolObject: (name, description) => ({ name, description: description ?? "" }),
      instructionsText: () => null,
      deferredText: (_names, whole) => codexNamespaces(whole),
      deferredTextStays: true,
      sendsToolObjects: false,
      sortsByName: false,
      serverKey: codexServerKey,
    }),
  deferredJoin: CODEX_BLOCK,
  clientBase: {
    tokens: { deferred: { o200k_base: 12652, cl100k_base: 12678 } },
    method:
      'JSON of each built-in tool (its additional_tools namespaces) + input texts of Codex 0.171.0\'s first request with no MCP server (codex exec "say ok", 2026-12-02); the working directory (also in its skill roots), date and timezone lines vary by machine and are made fixed',
  },
};
