/**
 * Which npm registry model data is fetched from. Never from the files of the project being measured: a
 * repository's `.npmrc` is the repository's (a pull request, a clone), and npm expands `${VAR}` in it, so
 * running `npm config get registry` in it, with the secrets in the environment, sends them wherever the
 * file says. The registry comes from the caller (the action's `npm-registry` input), the environment
 * (NPM_CONFIG_REGISTRY), or the user's and the machine's npm config, read by npm run outside any
 * project (`--location=global` skips the project config) with an environment that holds no secrets.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

export const DEFAULT_REGISTRY = "https://registry.npmjs.org/";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What npm needs to find its own config and run (where the user config and the global one are, the
 * platform's basics): nothing else reaches it, so a `${VAR}` in any npmrc expands to nothing it could leak.
 */
const NPM_ENV = new Set([
  "path",
  "home",
  "userprofile",
  "appdata",
  "localappdata",
  "systemroot",
  "comspec",
  "pathext",
  "temp",
  "tmp",
  "tmpdir",
  "xdg_config_home",
  "npm_config_userconfig",
  "npm_config_globalconfig",
  "npm_config_prefix",
]);

/**
 * Whether npm started this process (`npm run`, `npx`, `npm exec`): npm then exports its config as lowercase
 * `npm_config_*` variables, read from the project's `.npmrc` too and with `${VAR}` already expanded, so those
 * are not the user's settings and are not used. The user's own are written in capitals (NPM_CONFIG_REGISTRY).
 */
function startedByNpm(env: Env): boolean {
  return Boolean(env.npm_command || env.npm_lifecycle_event || env.npm_execpath);
}

/** Whether the variable `name` may be read as the user's setting (see startedByNpm). */
function usersOwn(env: Env, name: string): boolean {
  return !name.toLowerCase().startsWith("npm_config_") || !startedByNpm(env) || name === name.toUpperCase();
}

/** The variables of `env` that npm may see to read its config (any case, as npm reads them). */
export function npmConfigEnv(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && NPM_ENV.has(name.toLowerCase()) && usersOwn(env, name)) out[name] = value;
  }
  return out;
}

/** The registry URL in `value` with a final "/", or null when it is not an http(s) URL. */
export function registryUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return null;
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}

/** The value of NPM_CONFIG_REGISTRY in any case (npm reads environment config case-insensitively). */
function registryFromEnv(env: Env): string | undefined {
  const names = Object.keys(env).filter((name) => name.toLowerCase() === "npm_config_registry");
  const own = names.filter((name) => usersOwn(env, name));
  return env.NPM_CONFIG_REGISTRY || own.map((name) => env[name]).find(Boolean);
}

/**
 * The registry to fetch from: `explicit` (an input) when given, else NPM_CONFIG_REGISTRY (any case; in
 * capitals only when npm started this process), else
 * the user's and machine's npm config (`npm config get registry --location=global`, run in the home
 * directory with only npmConfigEnv(env)), else registry.npmjs.org. No project's `.npmrc` is read.
 */
export async function npmRegistry(env: Env = process.env, explicit?: string): Promise<string> {
  const given = explicit || registryFromEnv(env);
  if (given) return registryUrl(given) ?? (given.endsWith("/") ? given : `${given}/`);
  const home = env.HOME || env.USERPROFILE || os.homedir();
  const cwd = home && existsSync(home) ? home : os.tmpdir();
  const configured = await new Promise<string | null>((resolve) => {
    execFile(
      "npm",
      ["config", "get", "registry", "--location=global"],
      { cwd, timeout: 15_000, shell: process.platform === "win32", env: npmConfigEnv(env) },
      (error, stdout) => resolve(error ? null : stdout.trim()),
    );
  });
  return (configured && registryUrl(configured)) ?? DEFAULT_REGISTRY;
}
