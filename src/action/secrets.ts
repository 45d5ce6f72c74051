/**
 * The secret values this job holds, gathered once in run(): what the redactor removes from
 * everything the action publishes (see core/redact.ts), and what the log masks.
 *
 * Gathered: the github-token; the provider-counting keys (anthropic-api-key, openai-api-key, gemini-api-key); the values
 * of the variables the server and the build never receive (SECRET_NAMES, every other ACTIONS_*TOKEN*,
 * the names in strip-env); the HTTP headers sent to a
 * server (an Authorization header is a secret); and the credentials actions/checkout persisted in
 * the repository's git config. A secret the workflow gives the server on purpose (in `env`, or in
 * the step's environment without listing it in strip-env) cannot be told from ordinary settings.
 */
import { createRedactor, type Redactor } from "../core/redact.js";
import { git } from "../git/exec.js";
import { SECRET_NAMES } from "../process/env.js";
import type { ActionSettings } from "./settings.js";

type Env = Readonly<Record<string, string | undefined>>;

/** The provider-counting key inputs, as the runner passes them (and with underscores). */
const PROVIDER_KEY_INPUTS = [
  "INPUT_ANTHROPIC-API-KEY",
  "INPUT_ANTHROPIC_API_KEY",
  "INPUT_OPENAI-API-KEY",
  "INPUT_OPENAI_API_KEY",
  "INPUT_GEMINI-API-KEY",
  "INPUT_GEMINI_API_KEY",
];

/** What the environment alone says is secret: usable before the inputs have been read. */
export function environmentSecrets(env: Env): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    const isSecret =
      (SECRET_NAMES as readonly string[]).includes(upper) ||
      (upper.startsWith("ACTIONS_") && upper.includes("TOKEN")) ||
      upper === "INPUT_GITHUB-TOKEN" ||
      upper === "INPUT_GITHUB_TOKEN" ||
      PROVIDER_KEY_INPUTS.includes(upper);
    if (isSecret && value) out.push(value);
  }
  return out;
}

/** An HTTP header's value, and the credential alone when it has a scheme ("Bearer x", "Basic x"). */
function headerSecrets(value: string): string[] {
  const [scheme, credential] = value.trim().split(/\s+/, 2);
  if (!credential || !scheme) return [value];
  const out = [value, credential];
  if (scheme.toLowerCase() === "basic") out.push(...basicCredential(credential));
  return out;
}

/** The decoded "user:password" of a Basic credential and the password alone. */
function basicCredential(encoded: string): string[] {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? [decoded] : [decoded, decoded.slice(colon + 1)];
}

export interface PersistedCredential {
  /** The git config key, e.g. http.https://github.com/.extraheader. */
  key: string;
  /** The header's value and the credential in it. */
  secrets: string[];
}

/**
 * Credentials in the git config of the repository at `dir` (actions/checkout's `persist-credentials`,
 * on by default, stores `AUTHORIZATION: basic base64(x-access-token:TOKEN)` as an http extraheader).
 * Read with git itself, so included config files count; none when `dir` is not in a repository.
 */
export async function persistedCredentials(dir: string): Promise<PersistedCredential[]> {
  const result = await git(["config", "--get-regexp", "^http\\..*extraheader$"], dir, {
    allowExitCodes: [1],
    timeoutMs: 10_000,
  }).catch(() => null);
  if (result?.exitCode !== 0) return [];
  const found: PersistedCredential[] = [];
  for (const line of result.stdout.split("\n")) {
    const space = line.indexOf(" ");
    if (space < 0) continue;
    const key = line.slice(0, space);
    const value = line.slice(space + 1).trim();
    // "AUTHORIZATION: basic xxx": the header's value is what follows its name.
    const colon = value.indexOf(":");
    const header = colon < 0 ? value : value.slice(colon + 1).trim();
    found.push({ key, secrets: [value, ...headerSecrets(header)] });
  }
  return found;
}

export interface JobSecrets {
  redactor: Redactor;
  /** Config keys holding persisted credentials, for the warning. */
  persisted: string[];
}

export async function jobSecrets(settings: ActionSettings, env: Env): Promise<JobSecrets> {
  const values = [settings.token, ...environmentSecrets(env)];
  for (const access of Object.values(settings.run?.providers ?? {})) values.push(access.apiKey);
  const server = settings.run?.server;
  if (server?.kind === "stdio") {
    const strip = new Set((server.env?.strip ?? []).map((n) => n.toUpperCase()));
    for (const [name, value] of Object.entries(env)) if (strip.has(name.toUpperCase()) && value) values.push(value);
  }
  if (server?.kind === "http")
    for (const value of Object.values(server.headers ?? {})) values.push(...headerSecrets(value));
  const dir = settings.run?.directory ?? env.GITHUB_WORKSPACE ?? process.cwd();
  const persisted = await persistedCredentials(dir);
  for (const credential of persisted) values.push(...credential.secrets);
  return { redactor: createRedactor(values), persisted: persisted.map((c) => c.key) };
}

/** Said when a pull request's code is about to run in a checkout that kept its credentials. */
export function persistedCredentialsWarning(keys: readonly string[]): string {
  return (
    `the checkout left credentials in the git config (${keys.join(", ")}), and this step runs the pull request's code ` +
    "(its build and its server), which can read them. Set `persist-credentials: false` on actions/checkout, " +
    "and give this job a read-only token (`permissions: contents: read`): use the two-workflow recipe in the README " +
    "(Pull requests from forks) to comment from a separate workflow that never runs the pull request's code"
  );
}
