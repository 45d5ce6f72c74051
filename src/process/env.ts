/**
 * The environment an untrusted server under test receives: the parent's, minus secrets.
 * The server comes from a pull request; it must never see the GitHub token unless the
 * user passes it on purpose.
 */
import { markerEnvironment } from "./escaped.js";

export const SECRET_NAMES = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_RESULTS_URL",
  // Provider counting's keys: for the provider's API only, never for the code under test.
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "GEMINI_API_KEY",
] as const;

/** A variable no server receives unless the user passes it by name: the list above, INPUT_*, ACTIONS_*. */
export function withheldByDefault(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    (SECRET_NAMES as readonly string[]).includes(upper) || upper.startsWith("INPUT_") || upper.startsWith("ACTIONS_")
  );
}

export interface EnvOptions {
  /** Further variable names to remove (user-listed secrets). */
  strip?: readonly string[];
  /** Variables set explicitly by the user; added last, so they win (even over stripped names). */
  set?: Readonly<Record<string, string>>;
}

export function serverEnvironment(
  parent: Readonly<Record<string, string | undefined>>,
  options: EnvOptions = {},
): Record<string, string> {
  const strip = new Set<string>([...SECRET_NAMES, ...(options.strip ?? [])].map((n) => n.toUpperCase()));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    // Every action input arrives as INPUT_<NAME>, the github-token input included.
    if (upper.startsWith("INPUT_") || strip.has(upper)) continue;
    env[name] = value;
  }
  // The run's marker comes last: it is how processes that leave their group are found (escaped.ts).
  return { ...env, ...(options.set ?? {}), ...markerEnvironment() };
}

/** Parses KEY=VALUE pairs (CLI --env, action `env` input). */
export function parseEnvAssignments(lines: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const eq = trimmed.indexOf("=");
    if (eq <= 0) throw new Error(`invalid environment assignment "${trimmed}": expected KEY=VALUE`);
    const key = trimmed.slice(0, eq).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw new Error(`invalid environment variable name "${key}" in "${trimmed}"`);
    }
    out[key] = trimmed.slice(eq + 1);
  }
  return out;
}
