/**
 * Codex 0.171.0 (codex exec) as captured: it defers every MCP tool, always (its tool_search_always_defer_mcp_tools
 * feature is fixed on), and puts no MCP tool object into the request. Up front it lists each server as a tool
 * namespace, mcp__<server>, in a developer message's "<tools>" block, with the first line of the server's
 * instructions after it; the model reaches the tools only from JavaScript it runs in Codex's `exec` tool
 * (tools.mcp__<server>__<tool>, ALL_TOOLS), so what it reads of them comes back as tool output: the first use of a
 * tool (firstUse below), not the window's up-front figure.
 * Codex waits for an MCP server only as long as its mcp_optional_startup_grace_ms: a slower server (node
 * starting the example server) is not in the first request at all unless `required = true` makes it wait.
 */
import { codexToolEntry } from "./codex-declaration.js";
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

/**
 * Its search for one deferred tool, as its `exec` description tells the model to find one: JavaScript filtering
 * `ALL_TOOLS` by name (`capture --use-tool` answers Codex's first turn with this `exec` call).
 */
export const codexSearchInput = (name: string) =>
  `text(JSON.stringify(ALL_TOOLS.filter((t) => t.name === ${JSON.stringify(name)})))`;

/** The ids of the items of one use: the API's call item (as the recorder answers it), Codex's output item. */
export const CODEX_CALL_ITEM_ID = "ctc_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071";
export const CODEX_CALL_ID = "call_Qm7XkR2vTb9NwLc3PzHs5J";
/** Codex writes its own id on the output item (a UUID v7 of the moment): one captured, as a fixed stand-in. */
const CODEX_OUTPUT_ITEM_ID = "ctco_01a249f4-7bdc-7b53-9595-3d77ee2caef9";

/** A tool's name in `ALL_TOOLS` and `tools.<name>`: mcp__<namespace>__<tool>, the tool name a JS identifier. */
export const codexToolName = (server: string, tool: string) =>
  `mcp__${codexKey(server)}__${tool.replace(/[^A-Za-z0-9_]/g, "_")}`;

/**
 * What one use of each of a server's tools adds to Codex 0.171.0's conversation, captured 2026-12-06 (`capture
 * --use-tool`): two input items, the model's `exec` call (a custom tool call with the search's JavaScript) and
 * Codex's output (a "Script completed" text and the tool's `ALL_TOOLS` entry as JSON: its description, the
 * server's instructions and its TypeScript declaration). Nothing else in the request changes.
 */
function codexUses(listing: ServerListing) {
  if (codexServerKey(listing.server)) return [];
  return listing.tools.flatMap((t) => {
    const tool = (t ?? {}) as { name?: unknown; description?: unknown; inputSchema?: unknown; outputSchema?: unknown };
    if (typeof tool.name !== "string") return [];
    const name = codexToolName(listing.server, tool.name);
    const entry = codexToolEntry(
      name,
      typeof tool.description === "string" ? tool.description : undefined,
      tool.inputSchema,
      tool.outputSchema,
      listing.instructions,
    );
    const call = {
      type: "custom_tool_call",
      id: CODEX_CALL_ITEM_ID,
      status: "completed",
      call_id: CODEX_CALL_ID,
      name: "exec",
      input: codexSearchInput(name),
    };
    const output = {
      type: "custom_tool_call_output",
      id: CODEX_OUTPUT_ITEM_ID,
      call_id: CODEX_CALL_ID,
      output: [
        { type: "input_text", text: "Script completed\nWall time 0.0 seconds\nOutput:\n" },
        { type: "input_text", text: JSON.stringify([entry]) },
      ],
    };
    return [{ name, texts: [JSON.stringify(call), JSON.stringify(output)], objects: [] }];
  });
}

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
  firstUse: {
    searchTool: "exec",
    uses: codexUses,
    source:
      "captured from Codex 0.171.0 (capture --use-tool: the recorder answered its first turn with an exec call filtering ALL_TOOLS by the tool's name and recorded the next request); its TypeScript declaration as read from its output on the corpus servers (271 of 274 tools exact)",
    date: "2026-12-06",
  },
  clientBase: {
    tokens: { deferred: { o200k_base: 12652, cl100k_base: 12678 } },
    method:
      'JSON of each built-in tool (its additional_tools namespaces) + input texts of Codex 0.171.0\'s first request with no MCP server (codex exec "say ok", 2026-12-02); the working directory (also in its skill roots), date and timezone lines vary by machine and are made fixed',
  },
};
