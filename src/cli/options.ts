/** Turning CLI option values into typed settings, with messages that say what was expected. */
import { DEFAULT_ENCODINGS, resolveEncodingNames } from "../core/encodings.js";
import type { ServerSpec } from "../mcp/list.js";
import { parseEnvAssignments } from "../process/env.js";

export class UsageError extends Error {}

export type Format = "table" | "markdown" | "json";

export function parseFormat(value: string | undefined, isTTY: boolean): Format {
  if (value === undefined) return isTTY ? "table" : "markdown";
  if (value === "table" || value === "markdown" || value === "json") return value;
  throw new UsageError(`--format must be table, markdown or json, got "${value}"`);
}

export function parseEncodings(values: string[] | undefined): string[] {
  const names = (values ?? []).flatMap((v) => v.split(","));
  try {
    return resolveEncodingNames(names.length > 0 ? names : DEFAULT_ENCODINGS);
  } catch (error) {
    throw new UsageError(`--encoding: ${(error as Error).message}`);
  }
}

export function parseTimeoutMs(value: string | undefined, fallbackMs: number): number {
  if (value === undefined) return fallbackMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--timeout must be a positive number of seconds, got "${value}"`);
  }
  return Math.round(seconds * 1000);
}

export function parseHeaders(values: string[] | undefined): Record<string, string> | undefined {
  if (!values || values.length === 0) return undefined;
  const headers: Record<string, string> = {};
  for (const value of values) {
    const colon = value.indexOf(":");
    if (colon <= 0) throw new UsageError(`--header must look like "Name: value", got "${value}"`);
    headers[value.slice(0, colon).trim()] = value.slice(colon + 1).trim();
  }
  return headers;
}

export interface ServerOptionValues {
  url?: string;
  header?: string[];
  env?: string[];
  stripEnv?: string[];
  cwd?: string;
}

export function serverSpec(command: string[], opts: ServerOptionValues): ServerSpec {
  if (opts.url !== undefined) {
    if (command.length > 0) throw new UsageError("give either --url or a command after --, not both");
    try {
      const url = new URL(opts.url);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    } catch {
      throw new UsageError(`--url must be an http:// or https:// URL, got "${opts.url}"`);
    }
    return { kind: "http", url: opts.url, headers: parseHeaders(opts.header) };
  }
  const [executable, ...args] = command;
  if (executable === undefined) {
    throw new UsageError(
      "no server to measure: put its start command after --, e.g. measure -- node server.js, or use --url",
    );
  }
  let set: Record<string, string>;
  try {
    set = parseEnvAssignments(opts.env ?? []);
  } catch (error) {
    throw new UsageError(`--env: ${(error as Error).message}`);
  }
  return { kind: "stdio", command: executable, args, cwd: opts.cwd, env: { set, strip: opts.stripEnv ?? [] } };
}
