/**
 * opencode 1.18.33 as captured (its binary's bundled source read for the rules): each MCP tool goes loaded, as an
 * OpenAI chat tool { type: "function", function: { name, description, parameters } }, every tool of the request
 * (its own and the servers') sorted by name; figures with an OpenAI-compatible provider (its per-provider schema
 * changes, e.g. for Gemini models, are not modelled).
 */
import type { ClientProfile, ServerListing } from "./profile.js";
import { sdkSchemaOrder, shapeRequest } from "./shape.js";

const sanitize = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, "_");

/** Its parameters: the listed schema with type "object", properties ({} when absent) and additionalProperties false. */
function opencodeParameters(listed: Record<string, unknown>): Record<string, unknown> {
  return { ...listed, type: "object", properties: listed.properties ?? {}, additionalProperties: false };
}

/**
 * Its system message's block for one server's instructions, each line indented (joined to the rest by "\n").
 * opencode trims the server's text first (`getInstructions()?.trim()`), so a trailing newline adds no empty line,
 * and instructions of only whitespace add nothing.
 */
export const OPENCODE_INSTRUCTIONS = (server: string, text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return `\n${["<mcp_instructions>", `  <server name="${server}">`, ...trimmed.split("\n").map((line) => `    ${line}`), "  </server>", "</mcp_instructions>"].join("\n")}`;
};

/**
 * Its own tools for MCP resources, exactly as captured (2026-12-06): added to the request (once) when a server it
 * runs declares the resources capability, even one that lists none (`@circleci/mcp-server-circleci` 0.20.0 on the
 * corpus), sorted among the other tools by name.
 */
export const OPENCODE_RESOURCE_TOOLS: ReadonlyArray<Record<string, unknown>> = [
  {
    type: "function",
    function: {
      name: "list_mcp_resource_templates",
      description:
        "Lists resource templates provided by connected MCP servers. Resource templates are parameterized resources that can be read after filling in their URI template.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description:
              "Optional MCP server name. When omitted, lists resource templates from every connected server.",
          },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "list_mcp_resources",
      description:
        "Lists resources provided by connected MCP servers. Resources provide context such as files, database schemas, or application-specific information.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description: "Optional MCP server name. When omitted, lists resources from every connected server.",
          },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "read_mcp_resource",
      description:
        "Read a specific resource from an MCP server using the server name and resource URI. The URI is an MCP identifier and does not need to be a file URL.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description: "MCP server name exactly as returned by list_mcp_resources.",
          },
          uri: {
            type: "string",
            description: "Resource URI to read. Use the exact URI string returned by list_mcp_resources.",
          },
        },
        required: ["server", "uri"],
        additionalProperties: false,
      },
    },
  },
];

export const opencode: ClientProfile = {
  id: "opencode",
  title: "opencode",
  version: "1.18.33",
  source: "captured",
  sourceText:
    "captured from the npm package opencode-ai 1.18.33 (opencode run) with an OpenAI-compatible provider pointed at a local recorder; its bundled source read for the rules",
  date: "2026-12-02",
  naming: "<server>_<tool> (characters outside [A-Za-z0-9_-] made _), all tools sorted by name (letter case aside)",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: 'in its system message, in <mcp_instructions><server name="<server>">, each line indented',
  deferralSetting: null,
  defers: () => false,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: (server, tool) => `${sanitize(server)}_${sanitize(tool)}`,
      toolObject: (name, description, tool) => ({
        type: "function",
        function: {
          name,
          description: description ?? "",
          parameters: opencodeParameters(sdkSchemaOrder(tool.inputSchema)),
        },
      }),
      instructionsText: OPENCODE_INSTRUCTIONS,
      deferredText: null,
      sortsByName: "locale",
      strictToolsList: true,
      // Added when a server declares the resources capability, whether or not it lists any (captured: circleci).
      clientOwnTools: (listing) =>
        (listing.declaresResources ?? listing.offersResources) ? OPENCODE_RESOURCE_TOOLS : [],
    }),
  clientBase: {
    tokens: { loaded: { o200k_base: 6715, cl100k_base: 6675 } },
    method:
      'message texts + JSON of each built-in tool of opencode 1.18.33\'s first request with tools and no MCP server (opencode run "say ok", 2026-12-02); the working directory and date lines vary by machine and are made fixed',
  },
};
