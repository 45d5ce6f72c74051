/**
 * The cache key of a measurement: the commit plus everything that changes the report. Two runs
 * with the same key must produce the same report, so a cached report is never reused for
 * settings it was not measured with.
 */
import { createHash } from "node:crypto";
import { TOKENIZER } from "../core/encodings.js";
import { REPORT_SCHEMA_VERSION } from "../core/report.js";
import { VERSION } from "../version.js";

export interface MeasurementSettings {
  /** Build command, or null. */
  build: string | null;
  /** How the server is started. */
  command: string;
  args: readonly string[];
  /** The server's working directory relative to the repository root ("." for the root). */
  workingDirectory: string;
  /** Variables the user sets explicitly, names and values. */
  env: Readonly<Record<string, string>>;
  /** Further variable names withheld from the server. */
  stripEnv: readonly string[];
  encodings: readonly string[];
  /** Model profile ids counted with the encodings (a report without them must not stand in). */
  models?: readonly string[];
  /** Listed twice and restarted (--check-stable): the report carries `listing`, which one without must not stand in for. */
  checkStable?: boolean;
  /** Client profiles shaped (--client), as asked: the report carries `clients`. */
  clients?: readonly string[];
  /** The server's key the clients' figures are counted under (--name); absent: its serverInfo name. */
  clientServerKey?: string;
}

export const CACHE_KEY_PREFIX = "mcp-token-budget-report";

/** The part of the key that depends on settings, not on the commit. */
export function settingsHash(settings: MeasurementSettings): string {
  const canonical = {
    build: settings.build,
    command: settings.command,
    args: [...settings.args],
    workingDirectory: settings.workingDirectory,
    env: Object.entries(settings.env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    stripEnv: [...new Set(settings.stripEnv)].sort(),
    encodings: [...settings.encodings],
    // Absent rather than empty when no model was asked for, so existing cache entries keep their keys.
    ...(settings.models && settings.models.length > 0 ? { models: [...settings.models] } : {}),
    // Absent when off, so entries measured without the check keep their keys.
    ...(settings.checkStable ? { checkStable: true } : {}),
    // Absent when none, so entries without clients keep their keys.
    ...(settings.clients && settings.clients.length > 0 ? { clients: [...settings.clients] } : {}),
    ...(settings.clientServerKey ? { clientServerKey: settings.clientServerKey } : {}),
    // Every report holds both views; named here so a future view cannot reuse an old entry.
    views: ["model", "raw"],
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: VERSION,
    tokenizer: `${TOKENIZER.name}@${TOKENIZER.version}`,
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex").slice(0, 24);
}

export function cacheKey(sha: string, settings: MeasurementSettings): string {
  return `${CACHE_KEY_PREFIX}-${sha}-${settingsHash(settings)}`;
}
