/**
 * Parsers for single setting values, shared by both doors. Each takes the value as the user wrote
 * it and the label the user knows it by (`--timeout` in the CLI, `timeout-seconds` in the action),
 * and throws a UsageError whose text after the label is the same whichever door it came through.
 */
import { DEFAULT_ENCODINGS, resolveEncodingNames } from "../core/encodings.js";
import { UsageError } from "../core/errors.js";
import { parseEnvAssignments } from "../process/env.js";

/** `label: expected X, got "value"`: the one shape of every bad-value message. */
export function invalid(label: string, expected: string, value: string): UsageError {
  return new UsageError(`${label}: expected ${expected}, got ${JSON.stringify(value)}`);
}

/** Splits repeated and comma- or space-separated values into words: `-e a,b -e c` and `a, b c` alike. */
export function words(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(/[\s,]+/)).filter((w) => w !== "");
}

/** Lines that carry a value: blank lines and `#` comments (YAML block inputs) are skipped. */
export function valueLines(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(/\r?\n/))
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

export function parseEncodings(label: string, values: readonly string[] | undefined): string[] {
  const names = words(values);
  try {
    return resolveEncodingNames(names.length > 0 ? names : DEFAULT_ENCODINGS);
  } catch (error) {
    throw new UsageError(`${label}: ${(error as Error).message}`);
  }
}

export function parseSeconds(label: string, value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value.trim() === "") return fallbackMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw invalid(label, "a positive number of seconds", value);
  return Math.round(seconds * 1000);
}

/** A context window in tokens: a whole number from 1 to 100,000,000 (commas and "_" allowed), or null. */
export function parseContextTokens(label: string, value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const text = value.trim().replace(/[,_]/g, "");
  const tokens = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(tokens) || tokens < 1 || tokens > 100_000_000) {
    throw invalid(label, "a whole number of tokens from 1 to 100,000,000 (e.g. 24576)", value);
  }
  return tokens;
}

/** Requests per cache lifetime the cached price assumes: a whole number from 1 to 1,000,000. */
export function parseCacheRequests(label: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const text = value.trim().replace(/[,_]/g, "");
  const n = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw invalid(label, "a whole number of requests from 1 to 1,000,000 (e.g. 10)", value);
  }
  return n;
}

/** A positive number of MiB (decimals allowed), as bytes. */
export function parseMebibytes(label: string, value: string | undefined, fallbackBytes: number): number {
  if (value === undefined || value.trim() === "") return fallbackBytes;
  const mib = Number(value);
  if (!Number.isFinite(mib) || mib <= 0) throw invalid(label, "a positive number of MiB", value);
  return Math.ceil(mib * 1024 * 1024);
}

export function parseBoolean(label: string, value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  if (value === undefined || value.trim() === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value.trim())) return true;
  if (/^(false|no|off|0)$/i.test(value.trim())) return false;
  throw invalid(label, "true or false", value);
}

export function parseChoice<T extends string>(
  label: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value.trim() === "") return fallback;
  const found = choices.find((c) => c === value.trim());
  if (found) return found;
  const list = choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices[0];
  throw invalid(label, list ?? "", value);
}

export function parseUrl(label: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid(label, "an http:// or https:// URL", value);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid(label, "an http:// or https:// URL", value);
  return value.trim();
}

// RFC 9110 token characters: what a header name may contain.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeaders(label: string, values: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [index, line] of valueLines(values).entries()) {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!HEADER_NAME.test(name)) {
      // Not quoted: a header line is often a credential ("Authorization: Bearer ...").
      throw new UsageError(
        `${label}: expected "Name: value" with a header name before the colon; header ${index + 1} has none (its text is not shown, it may be a credential)`,
      );
    }
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function parseEnv(label: string, values: readonly string[] | undefined): Record<string, string> {
  try {
    return parseEnvAssignments(valueLines(values));
  } catch (error) {
    throw new UsageError(`${label}: ${(error as Error).message}`);
  }
}
