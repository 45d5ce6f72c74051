/**
 * Gemini CLI 0.61.0 as captured (its bundle read for the rules): each MCP tool goes loaded, as a Gemini function
 * declaration { name, description, parametersJsonSchema }, with two changes to the schema the server listed.
 */
import type { ClientNotSeen, ClientProfile, ServerListing } from "./profile.js";
import { sdkSchemaOrder, shapeRequest } from "./shape.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Its MCP tool names: "mcp_" + "<server>_<tool>" (no second prefix when that already starts with "mcp_"),
 * characters outside [A-Za-z0-9_.:-] made "_", a "_" before a leading non-letter, and past 63 characters the
 * first 30 and the last 30 joined by "...". A server name with "_" is kept whole here (only its own parsing of
 * the name back, mcp_<server>_<tool>, splits at the first "_").
 */
export function geminiToolName(server: string, tool: string): string {
  const joined = `${server}_${tool}`;
  let name = joined.startsWith("mcp_") ? joined : `mcp_${joined}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, "_");
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) name = `${name.slice(0, 30)}...${name.slice(-30)}`;
  return name;
}

/** Every `type: [X, "null"]` (two entries, X a string), at any depth, becomes `type: X, nullable: true`. */
function nullableTypes(value: unknown, pointer: string, found: string[]): unknown {
  if (Array.isArray(value)) return value.map((item, i) => nullableTypes(item, `${pointer}/${i}`, found));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  const type = out.type;
  if (Array.isArray(type) && type.length === 2) {
    const nullAt = type.indexOf("null");
    const other = type[1 - nullAt];
    if (nullAt !== -1 && typeof other === "string") {
      out.type = other;
      out.nullable = true;
      found.push(pointer);
    }
  }
  for (const key of Object.keys(out)) out[key] = nullableTypes(out[key], `${pointer}/${key}`, found);
  return out;
}

/** The property it adds to every object schema, so the model can ask for tools to run one after another. */
export const GEMINI_WAIT_FOR_PREVIOUS = {
  type: "boolean",
  description:
    "Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools.",
};

function geminiSchema(tool: string, listed: unknown, notSeen: ClientNotSeen[]): unknown {
  const found: string[] = [];
  const ordered = isObject(listed) ? sdkSchemaOrder(listed) : listed;
  const schema =
    ordered === undefined || ordered === null ? { type: "object", properties: {} } : nullableTypes(ordered, "", found);
  for (const path of found) notSeen.push({ tool, keyword: "type", change: "rewritten", path });
  if (!isObject(schema) || !("type" in schema) || schema.type !== "object") return schema;
  const properties = schema.properties ?? {};
  if (!isObject(properties)) return schema;
  notSeen.push({ tool, keyword: "wait_for_previous", change: "added", path: "/properties" });
  return { ...schema, properties: { ...properties, wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS } };
}

/**
 * Its own tools for MCP resources, exactly as captured (2026-12-06): added to the request when a server it runs
 * lists resources (once per request), before the servers' tools.
 */
export const GEMINI_RESOURCE_TOOLS: ReadonlyArray<Record<string, unknown>> = [
  {
    name: "read_mcp_resource",
    description: "Reads the content of a specified Model Context Protocol (MCP) resource.",
    parametersJsonSchema: {
      type: "object",
      properties: {
        uri: { description: "The URI of the MCP resource to read.", type: "string" },
        wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS,
      },
      required: ["uri"],
    },
  },
  {
    name: "list_mcp_resources",
    description: "Lists all available resources exposed by connected MCP servers.",
    parametersJsonSchema: {
      type: "object",
      properties: {
        serverName: { description: "Optional filter to list resources from a specific server.", type: "string" },
        wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS,
      },
      required: [],
    },
  },
];

/**
 * Run headless, it sends a server's tools only when its trust rule (`mcp_<key>_*`) lets them run: a key with a
 * character outside [A-Za-z0-9_.:-] ("@", "/", a space, a non-ASCII letter) gets a rule its own check
 * (isValidToolName) rejects, so every tool is denied and left out of the request; so is a tool whose name it cut
 * at 63 characters (the cut name no longer matches the rule). Captured on the corpus (2026-12-06).
 */
const GEMINI_KEY_FIX = 'rename the key in the configuration to letters, digits, "_", "-", "." or ":"';
export function geminiServerKey(server: string) {
  if (!/[^A-Za-z0-9_.:-]/.test(server)) return null;
  return {
    kind: "dropped" as const,
    reason: `Gemini CLI sends none of its tools: its key "${server}" has a character outside A-Z a-z 0-9 _ . : - (the tool names made from it fail its tool-name check)`,
    fix: GEMINI_KEY_FIX,
  };
}

/**
 * Its own tools its headless policy denies (policies/write.toml and non-interactive.toml of 0.61.0: "deny" when
 * not interactive). It leaves out of the request every tool whose name, or whose name without the
 * "mcp_<server>_" prefix, is one of them: an MCP tool listed as `write_file` (server-filesystem's) is not sent.
 * Captured for write_file on the corpus (2026-12-06); the others read from the same rule.
 */
export const GEMINI_HEADLESS_DENIED: ReadonlySet<string> = new Set([
  "replace",
  "run_shell_command",
  "write_file",
  "activate_skill",
  "web_fetch",
  "ask_user",
]);

export const GEMINI_INSTRUCTIONS = (server: string, text: string) =>
  `\n<loaded_context>\n<project_context>\n${`The following are instructions provided by the tool server '${server}':\n---[start of server instructions]---\n${text}\n---[end of server instructions]---`.trim()}\n</project_context>\n</loaded_context>`;

export const geminiCli: ClientProfile = {
  id: "gemini-cli",
  title: "Gemini CLI",
  version: "0.61.0",
  source: "captured",
  sourceText:
    "captured from the npm package @google/gemini-cli 0.61.0 run headless (gemini -p) against a local recorder; its bundle read for the naming and schema rules",
  date: "2026-12-02",
  naming: "mcp_<server>_<tool> (invalid characters made _, cut to 63), servers in name order, tools as listed",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "in its first user message, in <loaded_context><project_context> with its own header per server",
  deferralSetting: null,
  defers: () => false,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: geminiToolName,
      toolObject: (name, description, tool, notSeen) => ({
        name,
        description: description ?? "",
        parametersJsonSchema: geminiSchema(name, tool.listedSchema, notSeen),
      }),
      instructionsText: GEMINI_INSTRUCTIONS,
      deferredText: null,
      sortsByName: false,
      serverKey: geminiServerKey,
      toolDropped: (name, tool) =>
        name.includes("...")
          ? {
              reason:
                "Gemini CLI cut its name past 63 characters, and the cut name no longer matches the server's rule",
              fix: "shorten the key (or the tool's name)",
            }
          : GEMINI_HEADLESS_DENIED.has(tool.name)
            ? {
                reason: `Gemini CLI run headless denies its own tool "${tool.name}", and leaves out every MCP tool listed under that name too`,
                fix: "rename the tool on the server (or run Gemini CLI interactively)",
              }
            : null,
      clientOwnTools: (listing) => (listing.offersResources ? GEMINI_RESOURCE_TOOLS : []),
      strictToolsList: true,
      ownToolsFirst: true,
    }),
  clientBase: {
    tokens: { loaded: { o200k_base: 7796, cl100k_base: 7788 } },
    method:
      "system instruction texts + JSON of each built-in function declaration + message texts of Gemini CLI 0.61.0's first request with no MCP server (gemini -p \"say ok\", 2026-12-02); the scratch paths (working directory, its temporary directory) and today's date line vary by machine and are made fixed",
  },
};
