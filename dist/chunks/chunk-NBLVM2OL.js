import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/npm-registry.ts
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
var DEFAULT_REGISTRY = "https://registry.npmjs.org/";
var NPM_ENV = /* @__PURE__ */ new Set([
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
  "npm_config_prefix"
]);
function startedByNpm(env) {
  return Boolean(env.npm_command || env.npm_lifecycle_event || env.npm_execpath);
}
__name(startedByNpm, "startedByNpm");
function usersOwn(env, name) {
  return !name.toLowerCase().startsWith("npm_config_") || !startedByNpm(env) || name === name.toUpperCase();
}
__name(usersOwn, "usersOwn");
function npmConfigEnv(env) {
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && NPM_ENV.has(name.toLowerCase()) && usersOwn(env, name)) out[name] = value;
  }
  return out;
}
__name(npmConfigEnv, "npmConfigEnv");
function registryUrl(value) {
  const trimmed = value.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return null;
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}
__name(registryUrl, "registryUrl");
function registryFromEnv(env) {
  const names = Object.keys(env).filter((name) => name.toLowerCase() === "npm_config_registry");
  const own = names.filter((name) => usersOwn(env, name));
  return env.NPM_CONFIG_REGISTRY || own.map((name) => env[name]).find(Boolean);
}
__name(registryFromEnv, "registryFromEnv");
async function npmRegistry(env = process.env, explicit) {
  const given = explicit || registryFromEnv(env);
  if (given) return registryUrl(given) ?? (given.endsWith("/") ? given : `${given}/`);
  const home = env.HOME || env.USERPROFILE || os.homedir();
  const cwd = home && existsSync(home) ? home : os.tmpdir();
  const configured = await new Promise((resolve) => {
    execFile(
      "npm",
      ["config", "get", "registry", "--location=global"],
      { cwd, timeout: 15e3, shell: process.platform === "win32", env: npmConfigEnv(env) },
      (error, stdout) => resolve(error ? null : stdout.trim())
    );
  });
  return (configured && registryUrl(configured)) ?? DEFAULT_REGISTRY;
}
__name(npmRegistry, "npmRegistry");

export {
  npmConfigEnv,
  registryUrl,
  npmRegistry
};
//# sourceMappingURL=chunk-NBLVM2OL.js.map
