/**
 * Claude Code's earlier lines, each the latest patch of its line on npm, captured 2026-12-04 from the real client
 * (@anthropic-ai/claude-code 2.0.77 and 1.0.128, JavaScript bundles run by Node 20, `claude -p "say ok"
 * --mcp-config F --strict-mcp-config` against a local recorder, a dummy key, a scratch HOME). Selected with
 * `--client claude-code@2.0.77` (or `@2.0`) and `claude-code@1.0.128` (or `@1.0`); test/client-profiles-claude-
 * code-versions.test.ts holds each equal to its capture.
 *
 * Both send every MCP tool loaded (no deferral): `{name: "mcp__<server>__<tool>", description, input_schema}`,
 * the schema in the SDK's order, a missing description as "", nothing cut (a 3.4 KB description and 3 KB of
 * instructions go whole), the tools in listed order after the built-in ones (servers in the order they connect,
 * which varies from run to run). A server whose capabilities include resources brings the client's two resource
 * tools, once per request, right after its own tools: one that declares the capability, listing any or not
 * (`!!capabilities?.resources` where each bundle connects a server; @circleci/mcp-server-circleci on the corpus, 2.0.77
 * captured 2026-12-06). Instructions go at the end of the system prompt, under one
 * "# MCP Server Instructions" header, a "## <server>" section each, servers in the order they connect.
 * 2.0.77 has a tool search behind ENABLE_TOOL_SEARCH=true (off by default, and then it sends every tool whole
 * flagged "defer_loading"): not modelled.
 *
 * On the conformance corpus (captured 2026-12-06, test/fixtures/client-goldens/claude-code@<version>/): both
 * write a key's characters outside [A-Za-z0-9_-] as "_", send a tool with a root anyOf (2.1.328 leaves it out),
 * send none of a server's tools when one inputSchema has no type "object" (the MCP SDK rejects the list), cut no
 * description. 2.0.77 makes every string of a tool plain as 2.1.328 does (its fQ5/wo over each tools/list result:
 * NFKC, format and private-use characters removed, keys too: "…" as "...", full-width "，？：（）" of Chinese
 * descriptions as ",:()", captured on small and slashes); 1.0.128 has the same function behind a Statsig gate a run
 * without an Anthropic account does not pass, and keeps the text as listed. Neither has alwaysLoad (every tool goes
 * loaded anyway).
 */
import { CLAUDE_CODE_RESOURCE_TOOLS } from "./claude-code-resource-tools.js";
import { claudeCodeStrings } from "./claude-code-unicode.js";
import type { ClientProfile, ServerListing } from "./profile.js";
import { sdkSchemaOrder, shapeRequest, underscoreKey } from "./shape.js";

/** What both lines put before the first server's instructions (the end of their system prompt). */
const INSTRUCTIONS_HEADER =
  "\n\n# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";

/** 2.0.77's resource tools: the same JSON as 2.1.328's list and read tools (it has no directory tool). */
const RESOURCE_TOOLS_2_0 = CLAUDE_CODE_RESOURCE_TOOLS.filter((tool) => tool.name !== "ReadMcpResourceDirTool");

/** 1.0.128's resource tools, exactly as captured: draft-07 schemas, `type` before `description`. */
const RESOURCE_TOOLS_1_0: ReadonlyArray<Record<string, unknown>> = [
  {
    name: "ListMcpResourcesTool",
    description: RESOURCE_TOOLS_2_0[0]?.description,
    input_schema: {
      type: "object",
      properties: { server: { type: "string", description: "Optional server name to filter resources by" } },
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    },
  },
  {
    name: "ReadMcpResourceTool",
    description: RESOURCE_TOOLS_2_0[1]?.description,
    input_schema: {
      type: "object",
      properties: {
        server: { type: "string", description: "The MCP server name" },
        uri: { type: "string", description: "The resource URI to read" },
      },
      required: ["server", "uri"],
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    },
  },
];

const BASE_METHOD = (version: string) =>
  `system block texts + JSON of each built-in tool + message texts of Claude Code ${version}'s first request with no MCP server (claude -p "say ok"), working directory, OS version and date made fixed`;

/**
 * The entry of one earlier line: everything but its version, resource tools, own base and whether it makes a
 * tool's text plain (2.0.77 does: its fQ5/wo, NFKC and format characters removed, over every tools/list result,
 * keys too, as 2.1.328; 1.0.128 does only behind the Statsig gate "claude_code_unicode_sanitize", which a run
 * without an Anthropic account does not pass: captured on the corpus, 2026-12-06, "…" kept) is the same.
 */
function claudeCodeLine(
  version: string,
  resourceTools: ReadonlyArray<Record<string, unknown>>,
  base: Record<string, number>,
  unicode: "plain" | "as listed",
): ClientProfile {
  const text = unicode === "plain" ? claudeCodeStrings : <T>(value: T) => value;
  return {
    id: "claude-code",
    title: "Claude Code",
    version,
    source: "captured",
    sourceText: `captured from the npm package @anthropic-ai/claude-code ${version} run headless (claude -p) against a local recorder`,
    date: "2026-12-04",
    naming: "mcp__<server>__<tool>, in listed order (servers in the order they connect)",
    maxTools: null,
    capEffect: null,
    truncateBytes: null,
    instructionsPlace:
      'at the end of its system prompt, under "# MCP Server Instructions" and "## <server>" (servers in the order they connect)',
    deferralSetting: null,
    defers: () => false,
    request: (listing: ServerListing) =>
      shapeRequest(listing, {
        maxTools: null,
        truncateBytes: null,
        name: (server, tool) => `mcp__${underscoreKey(server)}__${tool}`,
        toolObject: (name, description, tool) => ({
          name,
          description: text(description ?? ""),
          input_schema: text(sdkSchemaOrder(tool.inputSchema)),
        }),
        // Each section ends with a newline; with several servers they go a blank line apart.
        instructionsText: (server, text) => `${INSTRUCTIONS_HEADER}## ${server}\n${text}\n`,
        deferredText: null,
        sortsByName: false,
        // A server that declares the resources capability, listing any or not (`!!capabilities?.resources` in
        // both bundles, where they connect a server), brings them; once per request.
        clientOwnTools: (listing) => ((listing.declaresResources ?? listing.offersResources) ? resourceTools : []),
        // Captured on the corpus (2026-12-06): one tool whose inputSchema has no type "object" and the MCP SDK it
        // lists tools with rejects the whole list, so none of the server's tools is sent.
        strictToolsList: true,
      }),
    clientBase: { tokens: { loaded: base }, method: BASE_METHOD(version) },
    // The servers go in the order they connect (two captures of the same pair differed): counted in the
    // configuration's order, which changes no figure but by a token at a section's edge.
    instructionsJoin: { header: INSTRUCTIONS_HEADER, separator: "\n", sortByServer: false },
  };
}

/** Claude Code 2.0.77, the latest 2.0 (18 built-in tools, model claude-sonnet-4-5 by default). */
export const CLAUDE_CODE_2_0 = claudeCodeLine(
  "2.0.77",
  RESOURCE_TOOLS_2_0,
  { o200k_base: 15330, cl100k_base: 15291 },
  "plain",
);

/** Claude Code 1.0.128, the latest 1.0 (16 built-in tools, model claude-sonnet-4 by default). */
export const CLAUDE_CODE_1_0 = claudeCodeLine(
  "1.0.128",
  RESOURCE_TOOLS_1_0,
  { o200k_base: 13070, cl100k_base: 13065 },
  "as listed",
);
