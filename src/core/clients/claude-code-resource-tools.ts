/**
 * Claude Code 2.1.328's own tools for MCP resources, exactly as captured (claude -p with ENABLE_TOOL_SEARCH=false
 * against a local recorder, 2026-12-04): the client adds them to its request when a server it runs offers
 * resources (deferred, their names join its list of deferred tools). test/e2e/clients/client-profiles-real.test.ts holds them
 * byte for byte to the real client.
 */
export const CLAUDE_CODE_RESOURCE_TOOLS: ReadonlyArray<Record<string, unknown>> = [
  {
    name: "ListMcpResourcesTool",
    description:
      "\nList available resources from configured MCP servers.\nEach returned resource will include all standard MCP resource fields plus a 'server' field \nindicating which server the resource belongs to.\n\nParameters:\n- server (optional): The name of a specific MCP server to get resources from. If not provided,\n  resources from all servers will be returned.\n",
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { server: { description: "Optional server name to filter resources by", type: "string" } },
      additionalProperties: false,
    },
  },
  {
    name: "ReadMcpResourceDirTool",
    description:
      '\nList the direct children of a directory resource on an MCP server (`resources/directory/read`).\n\nParameters:\n- server (required): The name of the MCP server to read from\n- uri (required): The URI of the directory resource\n\nThe listing is not recursive. Each entry carries its own `uri`; subdirectories appear with mimeType "inode/directory" — call this tool again on a subdirectory\'s `uri` to descend.\n\nOnly usable against a server that has declared support for directory listing; other servers return an error.\n',
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        server: { description: "The MCP server name", type: "string" },
        uri: { description: "The directory resource URI to list", type: "string" },
      },
      required: ["server", "uri"],
      additionalProperties: false,
    },
  },
  {
    name: "ReadMcpResourceTool",
    description:
      "\nReads a specific resource from an MCP server, identified by server name and resource URI.\n\nParameters:\n- server (required): The name of the MCP server from which to read the resource\n- uri (required): The URI of the resource to read\n",
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        server: { description: "The MCP server name", type: "string" },
        uri: { description: "The resource URI to read", type: "string" },
      },
      required: ["server", "uri"],
      additionalProperties: false,
    },
  },
];
