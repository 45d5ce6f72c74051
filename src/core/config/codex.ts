/**
 * Codex CLI's MCP entries (`[mcp_servers.<name>]` in config.toml): what it starts or connects to. Codex
 * reads values as written, and passes variables to a server only by name.
 */
import { stringField, stringMap } from "./entry-fields.js";
import { type InterpolationContext, InterpolationError } from "./interpolate.js";
import type { LaunchSpec } from "./launch.js";

/** Names of variables, as Codex lists them (`env_vars`), or a map of names (`env_http_headers`). */
function names(entry: Record<string, unknown>, key: string): string[] {
  const value = entry[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw new InterpolationError(`"${key}" must be an array of variable names`);
  }
  return value as string[];
}

/**
 * A Codex CLI entry: command/args/env/cwd, plus the variables it forwards from its own environment by name
 * (`env_vars`), or url with `http_headers`, headers from variables (`env_http_headers`) and a bearer token
 * from one (`bearer_token_env_var`). A variable that is not set is left out, as Codex leaves it out.
 */
export function codexLaunch(entry: Record<string, unknown>, context: InterpolationContext): LaunchSpec {
  const variable = (name: string) => context.env[name];
  if (typeof entry.url === "string") {
    const headers = stringMap(entry, "http_headers");
    for (const [header, name] of Object.entries(stringMap(entry, "env_http_headers"))) {
      const value = variable(name);
      if (value !== undefined) headers[header] = value;
    }
    const tokenVar = stringField(entry, "bearer_token_env_var");
    if (tokenVar !== null) {
      const token = variable(tokenVar);
      if (token === undefined) throw new InterpolationError(`bearer_token_env_var ${tokenVar} is not set`);
      headers.Authorization = `Bearer ${token}`;
    }
    return { kind: "http", url: entry.url, headers, transport: "http" };
  }
  const command = stringField(entry, "command");
  if (command === null) throw new InterpolationError(`neither "command" nor "url" is given`);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== "string")) {
    throw new InterpolationError(`"args" must be an array of strings`);
  }
  const env: Record<string, string> = {};
  for (const name of names(entry, "env_vars")) {
    const value = variable(name);
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, stringMap(entry, "env"));
  return { kind: "stdio", command, args: args as string[], env, cwd: stringField(entry, "cwd") };
}
