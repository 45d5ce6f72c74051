/**
 * Continue CLI 1.5.47 (`cn -p`, npm @continuedev/cli) as captured with an OpenAI provider pointed at a local
 * recorder (2026-12-06): each MCP tool goes loaded, as an OpenAI chat tool under its bare name (no server
 * prefix), after its own tools, in listed order. Its parameters keep only type "object", the listed `required`
 * and `properties` (each property as listed): `$schema`, `$defs` (leaving `$ref`s dangling), a root `anyOf`
 * and the top-level `additionalProperties` are dropped. It never sends a server's instructions or any tool of
 * its own for resources. A server one of whose tools has an inputSchema without type "object" loses all its
 * tools (the MCP SDK's tools/list schema rejects the list).
 */
import type { ClientNotSeen, ClientProfile, ServerListing } from "./profile.js";
import { shapeRequest } from "./shape.js";

/** The top-level keywords it keeps, in the order it writes them. */
const KEPT = ["type", "required", "properties"];

/** Its parameters: type "object", then the listed required (when listed), then properties ({} when absent). */
export function continueParameters(
  tool: string,
  listed: Record<string, unknown>,
  notSeen: ClientNotSeen[],
): Record<string, unknown> {
  for (const keyword of Object.keys(listed))
    if (!KEPT.includes(keyword)) notSeen.push({ tool, keyword, change: "dropped", path: "" });
  const out: Record<string, unknown> = { type: "object" };
  if (listed.required !== undefined) out.required = listed.required;
  out.properties = listed.properties ?? {};
  return out;
}

export const continueCli: ClientProfile = {
  id: "continue",
  title: "Continue CLI",
  version: "1.5.47",
  source: "captured",
  sourceText:
    "captured from the npm package @continuedev/cli 1.5.47 (cn -p, an OpenAI provider in its config file pointed at a local recorder)",
  date: "2026-12-06",
  naming: "<tool> as listed (no server prefix), after its own tools, in listed order",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not sent",
  deferralSetting: null,
  defers: () => false,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: (_server, tool) => tool,
      toolObject: (name, description, tool, notSeen) => ({
        type: "function",
        function: {
          name,
          description: description ?? "",
          parameters: continueParameters(name, tool.inputSchema, notSeen),
        },
      }),
      instructionsText: () => null,
      deferredText: null,
      sortsByName: false,
      strictToolsList: true,
    }),
  clientBase: null,
};
