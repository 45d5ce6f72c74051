/**
 * Cline's MCP entries (cline_mcp_settings.json). Cline CLI 3.x writes each server as
 * `{ "transport": { "type": "stdio", "command", "args", "env", "cwd" } }` (its `cline mcp add` does), and still
 * reads the extension's flat form (`command` / `url` with an optional `type` or `transportType`). Read in Cline
 * CLI 3.0.65's own settings schema: a flat entry with a URL and no type is SSE, and `transportType: "http"` means
 * Streamable HTTP.
 */
import { InterpolationError } from "./interpolate.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The entry in the flat form the launch reader takes (`type` stdio / sse / streamableHttp, as Cline means it). */
export function clineFlatEntry(entry: Record<string, unknown>): Record<string, unknown> {
  if (entry.transport !== undefined) {
    if (!isObject(entry.transport)) throw new InterpolationError(`"transport" must be an object`);
    const type = entry.transport.type;
    if (type !== "stdio" && type !== "sse" && type !== "streamableHttp") {
      throw new InterpolationError(
        `"transport.type" must be "stdio", "sse" or "streamableHttp", got ${JSON.stringify(type)}`,
      );
    }
    return { ...entry.transport };
  }
  if (entry.type !== undefined || entry.transportType === undefined) return entry;
  const type = entry.transportType === "http" ? "streamableHttp" : entry.transportType;
  return { ...entry, type };
}
