/**
 * Cline CLI 3.0.65 as captured with its OpenAI-compatible provider (`cline auth -p openai-compatible -b <url>`),
 * its bundled source (@cline/core, @cline/agents 0.0.86) read for the rules: each MCP tool goes loaded, as an
 * OpenAI chat tool { type: "function", function: { name, description, parameters } } named <server>__<tool>, in
 * the order the servers are configured and list their tools, between its own tools. It never reads a server's
 * instructions. Its own stdio client (handleStdout in @cline/core/dist/index.js) JSON.parses every stdout line and
 * fails the connection on one that is not JSON ("Invalid MCP response"), in its newline and framed modes alike: a
 * server that writes a log line to stdout is never connected and none of its tools is sent (time-mcp 1.0.6 on the
 * corpus's small case, two captures, 2026-12-06).
 */
import type { ClientProfile, ServerListing } from "./profile.js";
import { sha1Hex } from "./sha1.js";
import { shapeRequest } from "./shape.js";

const MAX_NAME = 64;
const HASH_DIGITS = 8;

/**
 * Its tool names: "<server>__<tool>"; a name with characters outside [A-Za-z0-9_-] or longer than 64 becomes its
 * first 55 characters with each run of those characters made "_", then "_" and 8 hex digits of the SHA-1 of the
 * whole name (its nameTransform in @cline/core).
 */
export function clineToolName(server: string, tool: string): string {
  const joined = `${server}__${tool}`;
  const clean = joined.replace(/[^a-zA-Z0-9_-]+/g, "_");
  if (clean === joined && joined.length <= MAX_NAME) return joined;
  return `${clean.slice(0, MAX_NAME - 1 - HASH_DIGITS) || "mcp_tool"}_${sha1Hex(joined).slice(0, HASH_DIGITS)}`;
}

/** Its description: the listed one trimmed, or its own sentence when that leaves nothing. */
export const clineDescription = (server: string, tool: string, description: string | undefined) =>
  description?.trim() || `Execute MCP tool "${tool}" from server "${server}".`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Its parameters: the listed schema without a top-level $schema, and with type "object" put first when it has no
 * string type but is plainly an object (properties, required or additionalProperties; or branches all objects).
 */
export function clineParameters(listed: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dropped, ...rest } = listed;
  if (typeof rest.type === "string") return rest;
  if ("properties" in rest || "required" in rest || "additionalProperties" in rest) return { type: "object", ...rest };
  for (const key of ["oneOf", "anyOf", "allOf"] as const) {
    const branches = rest[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const objects = branches.filter((b) => isObject(b) && b.type === "object").length;
    if (key === "allOf" ? objects > 0 : objects === branches.length) return { type: "object", ...rest };
    // Cline refuses such a tool (it throws); the schema is counted as listed.
    return rest;
  }
  return rest;
}

export const cline: ClientProfile = {
  id: "cline",
  title: "Cline CLI",
  version: "3.0.65",
  source: "captured",
  sourceText:
    'captured from the npm package cline 3.0.65 (its native build, cline auth -p openai-compatible -b <recorder>, then cline "say ok") against a local recorder; its bundled @cline/core and @cline/agents 0.0.86 read for the naming, description and schema rules',
  date: "2026-12-04",
  naming:
    "<server>__<tool> (past 64 characters or with characters outside [A-Za-z0-9_-]: 55 characters, _ and 8 hex digits of its SHA-1), as listed",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not sent (it never reads a server's instructions)",
  deferralSetting: null,
  defers: () => false,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: clineToolName,
      toolObject: (name, description, tool, notSeen) => {
        if (isObject(tool.listedSchema) && "$schema" in tool.listedSchema)
          notSeen.push({ tool: name, keyword: "$schema", change: "dropped", path: "" });
        return {
          type: "function",
          function: {
            name,
            description: clineDescription(listing.server, tool.name, description),
            parameters: clineParameters(tool.inputSchema),
          },
        };
      },
      instructionsText: () => null,
      deferredText: null,
      sortsByName: false,
      serverUnread: (l) =>
        l.stdoutNoise
          ? {
              reason:
                'Cline CLI\'s stdio client fails on the text that is not JSON the server writes to stdout ("Invalid MCP response") and never connects it',
              fix: "write the server's logs to stderr, not stdout (in the server)",
            }
          : null,
    }),
  clientBase: {
    tokens: { loaded: { o200k_base: 4476, cl100k_base: 4387 } },
    method:
      'system prompt + JSON of each built-in tool + message texts of Cline CLI 3.0.65\'s first request with no MCP server (cline "say ok", an OpenAI-compatible provider, 2026-12-04); the working directory and the date line vary by machine and are made fixed',
  },
};
