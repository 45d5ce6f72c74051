import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  markerEnvironment
} from "./chunk-UKVGHDFS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/env.ts
var SECRET_NAMES = [
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
  "GEMINI_API_KEY"
];
function withheldByDefault(name) {
  const upper = name.toUpperCase();
  return SECRET_NAMES.includes(upper) || upper.startsWith("INPUT_") || upper.startsWith("ACTIONS_");
}
__name(withheldByDefault, "withheldByDefault");
function serverEnvironment(parent, options = {}) {
  const strip = new Set([...SECRET_NAMES, ...options.strip ?? []].map((n) => n.toUpperCase()));
  const env = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === void 0) continue;
    const upper = name.toUpperCase();
    if (upper.startsWith("INPUT_") || strip.has(upper)) continue;
    env[name] = value;
  }
  return { ...env, ...options.set ?? {}, ...markerEnvironment() };
}
__name(serverEnvironment, "serverEnvironment");
function parseEnvAssignments(lines) {
  const out = {};
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
__name(parseEnvAssignments, "parseEnvAssignments");

export {
  SECRET_NAMES,
  withheldByDefault,
  serverEnvironment,
  parseEnvAssignments
};
//# sourceMappingURL=chunk-JBB6Y6K4.js.map
