import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  invalid,
  parseBoolean,
  parseCacheRequests,
  parseContextTokens,
  parseEncodings,
  parseEnv,
  parseHeaders,
  parseMebibytes,
  parseSeconds,
  parseUrl,
  valueLines,
  words
} from "./chunk-FY2GGD5S.js";
import {
  settingLabel
} from "./chunk-YG3Y2ZC5.js";
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS
} from "./chunk-AY22MO67.js";
import {
  isLocal,
  resolveProfiles
} from "./chunk-PLABDQE3.js";
import {
  DEFAULT_CACHE_REQUESTS_PER_LIFETIME
} from "./chunk-7QJCO2EM.js";
import {
  ClientIdError,
  parseClientIds
} from "./chunk-TTW4EAJU.js";
import {
  chooseWindow,
  unusedGlobalWindow
} from "./chunk-YWEAVKN7.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/settings/settings.ts
import path from "node:path";

// src/models/windows.ts
var OLLAMA_DEFAULT_CONTEXT = {
  tokens: 4096,
  tiers: [
    { belowGiB: 24, tokens: 4096 },
    { belowGiB: 48, tokens: 32768 },
    { belowGiB: null, tokens: 262144 }
  ],
  source: "ollama/ollama docs/context-length.mdx (context length by VRAM)",
  date: "2026-12-01"
};
var LLAMA_CPP_DEFAULT_CONTEXT = {
  source: "llama.cpp common/common.h and common/arg.cpp (-c 0 = the model's trained context), 0.4.0 of 2026-09-12",
  fitMinimum: 4096,
  date: "2026-12-01"
};
var CLAUDE_STANDARD_CONTEXT = {
  tokens: 2e5,
  extended: 1e6,
  source: "Claude Code's model configuration ([1m] suffix for the 1M window) and Anthropic's context-windows page",
  date: "2026-12-01"
};
var int = /* @__PURE__ */ __name((n) => n.toLocaleString("en-US"), "int");
function standardWindow({
  runtime,
  data,
  provider,
  extended,
  contextSetting = "--context"
}) {
  const model = data?.contextWindow ?? null;
  if (runtime === "ollama") {
    const o = OLLAMA_DEFAULT_CONTEXT;
    return {
      tokens: o.tokens,
      source: `Ollama's default num_ctx with less than 24 GiB of VRAM or none (${int(o.tokens)}; 32,768 with 24-48 GiB, 262,144 with more; num_ctx or OLLAMA_CONTEXT_LENGTH set it: say yours with :N or ${contextSetting}) (${o.source}, ${o.date})`
    };
  }
  if (runtime === "llama.cpp") {
    const l = LLAMA_CPP_DEFAULT_CONTEXT;
    return {
      tokens: model,
      source: `llama.cpp's default -c 0: the model's trained context${model ? ` (${int(model)}, ${data?.source})` : ""}; llama-server's --fit may lower it to no less than ${int(l.fitMinimum)} when memory is short: say yours with :N or ${contextSetting} (${l.source})`
    };
  }
  if (provider === "anthropic" && model !== null && model > CLAUDE_STANDARD_CONTEXT.tokens) {
    const c = CLAUDE_STANDARD_CONTEXT;
    if (extended) return { tokens: c.extended, source: `the 1M window asked for with [1m] (${c.source}, ${c.date})` };
    return {
      tokens: c.tokens,
      source: `Claude Code's standard window (${int(c.tokens)}); the model's ${int(model)}-token window is an opt-in there: ask for it with the [1m] suffix or :${model} in the model id (${c.source}, ${c.date})`
    };
  }
  if (provider === "anthropic" && extended) {
    return {
      tokens: model,
      source: `the [1m] suffix asks for a 1M window, and this model has none: its ${model === null ? "unknown" : `${int(model)}-token`} window (${data?.source}, ${data?.date})`
    };
  }
  if (model === null) return { tokens: null, source: "no context window is known for this model" };
  return { tokens: model, source: `the model's data: ${data?.source} (${data?.date})` };
}
__name(standardWindow, "standardWindow");

// src/settings/config.ts
import os from "node:os";
var given = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function defaultJobs() {
  return Math.max(1, typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length);
}
__name(defaultJobs, "defaultJobs");
function setupSettings(raw, label) {
  if (!given(raw.config)) {
    for (const [key, value] of [
      ["servers", words(raw.servers).length > 0],
      ["jobs", given(raw.jobs)],
      ["inputs", valueLines(raw.inputs).length > 0]
    ]) {
      if (value) throw new UsageError(`${label(key)} picks from a client configuration; give ${label("config")} too`);
    }
    return null;
  }
  let jobs = defaultJobs();
  if (given(raw.jobs)) {
    jobs = Number(raw.jobs.trim());
    if (!Number.isInteger(jobs) || jobs < 1) throw invalid(label("jobs"), "a positive whole number", raw.jobs);
  }
  return {
    config: raw.config.trim(),
    servers: words(raw.servers),
    jobs,
    inputs: parseInputs(label("inputs"), raw.inputs),
    env: parseEnv(label("env"), raw.env),
    strip: words(raw.stripEnv)
  };
}
__name(setupSettings, "setupSettings");
function parseInputs(label, values) {
  const out = {};
  for (const line of valueLines(values)) {
    const eq = line.indexOf("=");
    const id = eq > 0 ? line.slice(0, eq).trim() : "";
    if (!/^[A-Za-z0-9_.-]+$/.test(id)) {
      throw new UsageError(`${label}: expected id=value, e.g. ${label} api-key=...; got one without an id before "="`);
    }
    out[id] = line.slice(eq + 1);
  }
  return out;
}
__name(parseInputs, "parseInputs");
function noServerWithConfig(raw, label) {
  if ((raw.command?.length ?? 0) > 0 || given(raw.shellCommand) || given(raw.url)) {
    throw new UsageError(
      `give either ${label("config")} (every server of a client configuration) or one server (${label("command")} or ${label("url")}), not both`
    );
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(
      `${label("headers")} is sent to ${label("url")}; a configuration's servers take theirs from the file`
    );
  }
  return null;
}
__name(noServerWithConfig, "noServerWithConfig");

// src/settings/settings.ts
var DEFAULT_BUILD_TIMEOUT_MS = 6e5;
var given2 = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function resolveSettings(raw, context) {
  const label = /* @__PURE__ */ __name((key) => settingLabel(context.door, key), "label");
  const fromDirectory = /* @__PURE__ */ __name((p) => path.resolve(context.directory, p.trim()), "fromDirectory");
  const fromWorkspace = /* @__PURE__ */ __name((p) => path.resolve(context.workspace, p.trim()), "fromWorkspace");
  const needs = context.needs ?? {};
  if (given2(raw.report) && given2(raw.base)) {
    throw new UsageError(
      `${label("report")} takes a saved head report; compare it with ${label("baseReport")}, not ${label("base")}`
    );
  }
  if (given2(raw.base) && given2(raw.baseReport)) {
    throw new UsageError(`give either ${label("base")} or ${label("baseReport")}, not both`);
  }
  const base = given2(raw.base) ? { kind: "ref", ref: raw.base.trim() } : given2(raw.baseReport) ? { kind: "report", file: fromDirectory(raw.baseReport) } : context.defaultBase ?? {
    kind: "none",
    reason: `no baseline was asked for (use ${label("base")} <ref> or ${label("baseReport")} <file>)`
  };
  if (needs.base && base.kind === "none") {
    throw new UsageError(
      `a baseline is needed: ${label("base")} <ref> (e.g. origin/main) or ${label("baseReport")} <file>`
    );
  }
  const modelIds = words(raw.models);
  const providers = providerKeys(raw, resolveProfiles(label("models"), modelIds), label);
  const cache = given2(raw.cacheDir) ? { kind: "directory", dir: fromWorkspace(raw.cacheDir) } : context.defaultCache ?? { kind: "off" };
  const windows = withWindows(resolveProfiles(label("models"), modelIds, providers), raw, label);
  const clients = parseClients(label("clients"), raw.clients);
  if (context.door === "cli" && given2(raw.config) && parseBoolean(label("checkStable"), raw.checkStable, false)) {
    throw new UsageError(
      `${label("checkStable")} lists one server three times; it cannot be combined with ${label("config")}: check a server alone (measure --check-stable -- <its command>)`
    );
  }
  if (given2(raw.config) && clients.length > 0 && context.door === "action") {
    throw new UsageError(
      `${label("clients")} cannot be combined with ${label("config")} in the action yet: the file's own client is counted (use measure --config --client on the command line for other clients)`
    );
  }
  return {
    door: context.door,
    server: given2(raw.report) ? noServerWithReport(raw, label) : given2(raw.config) ? noServerWithConfig(raw, label) : serverSpec(raw, context, label),
    encodings: parseEncodings(label("encodings"), raw.encodings),
    timeoutMs: parseSeconds(label("timeout"), raw.timeout, DEFAULT_TIMEOUT_MS),
    maxResponseBytes: parseMebibytes(label("maxResponse"), raw.maxResponseMb, DEFAULT_MAX_RESPONSE_BYTES),
    models: windows.models,
    clients,
    clientServerKey: parseServerKey(raw, clients.length > 0, label),
    providers,
    build: given2(raw.build) ? raw.build : null,
    buildTimeoutMs: parseSeconds(label("buildTimeout"), raw.buildTimeout, DEFAULT_BUILD_TIMEOUT_MS),
    directory: context.directory,
    budget: given2(raw.budget) ? { kind: "file", file: fromDirectory(raw.budget), required: true } : { kind: "default", required: needs.budget ?? false },
    base,
    headReportFile: given2(raw.report) ? fromDirectory(raw.report) : null,
    cache: parseBoolean(label("cache"), raw.cache, true) ? cache : { kind: "off" },
    parallel: parseBoolean(label("parallel"), raw.parallel, true),
    out: given2(raw.out) ? fromWorkspace(raw.out) : null,
    setup: setupSettings(raw, label),
    calls: given2(raw.calls) ? fromDirectory(raw.calls) : null,
    checkStable: parseBoolean(label("checkStable"), raw.checkStable, false),
    warnings: windows.warnings
  };
}
__name(resolveSettings, "resolveSettings");
function withWindows(profiles, raw, label) {
  const tokens = parseContextTokens(label("context"), raw.context);
  if (tokens !== null && profiles.length === 0) {
    throw new UsageError(
      `${label("context")} is the context window of the models asked for with ${label("models")}: ask for one (e.g. qwen3@ollama)`
    );
  }
  const global = tokens === null ? null : { tokens, how: `${label("context")} ${tokens}` };
  const requestsPerLifetime = parseCacheRequests(
    label("cacheRequests"),
    raw.cacheRequests,
    DEFAULT_CACHE_REQUESTS_PER_LIFETIME
  );
  const chosen = profiles.map((profile) => {
    const ask = {
      id: profile.id,
      inId: profile.context,
      slotsInId: profile.slots,
      extendedInId: profile.extended,
      local: isLocal(profile)
    };
    const standard = standardWindow({
      runtime: profile.runtime,
      data: profile.data,
      ...profile.hosted ? { provider: profile.hosted.provider } : {},
      extended: profile.extended,
      // The source text tells the reader how to set it: the action's input, or the CLI's flag.
      contextSetting: label("context").startsWith("--") ? label("context") : `the ${label("context")} input`
    });
    return { ask, window: chooseWindow(ask, global, standard), profile };
  });
  const unused = unusedGlobalWindow(global, chosen);
  return {
    models: chosen.map(({ profile, window }) => ({ ...profile, cacheAssumption: { requestsPerLifetime }, window })),
    warnings: unused ? [unused] : []
  };
}
__name(withWindows, "withWindows");
var KEY_SETTINGS = {
  anthropic: { key: "anthropicApiKey", baseUrl: "anthropicBaseUrl" },
  openai: { key: "openaiApiKey", baseUrl: "openaiBaseUrl" },
  google: { key: "geminiApiKey", baseUrl: "geminiBaseUrl" }
};
var PROVIDERS = ["anthropic", "openai", "google"];
var PROVIDER_MODELS = {
  anthropic: { what: "Claude", example: "claude" },
  openai: { what: "hosted GPT", example: "gpt-5" },
  google: { what: "Gemini", example: "gemini" }
};
function providerKeys(raw, profiles, label) {
  const keys = {};
  for (const provider of PROVIDERS) {
    const names = KEY_SETTINGS[provider];
    const apiKey = raw[names.key];
    const baseUrl = raw[names.baseUrl];
    if (!given2(apiKey)) continue;
    keys[provider] = {
      apiKey: apiKey.trim(),
      ...given2(baseUrl) ? { baseUrl: parseUrl(label(names.baseUrl), baseUrl) } : {}
    };
  }
  const asked = /* @__PURE__ */ __name((provider) => profiles.filter((p) => p.hosted?.provider === provider).map((p) => p.id), "asked");
  if (parseBoolean(label("providerCount"), raw.providerCount, false)) {
    const hosted = profiles.filter((p) => p.hosted).map((p) => p.id);
    if (hosted.length === 0) {
      throw new UsageError(
        `${label("providerCount")} counts Claude, hosted GPT and Gemini models with their provider's API: ask for one with ${label("models")} (e.g. claude, gpt-5, gemini)`
      );
    }
    const out = {};
    for (const provider of PROVIDERS) {
      const ids = asked(provider);
      if (ids.length === 0) continue;
      const access = keys[provider];
      if (!access) {
        throw new UsageError(
          `${label("providerCount")}: ${ids.join(", ")} ${ids.length > 1 ? "are" : "is"} counted with the provider's API, which needs ${label(KEY_SETTINGS[provider].key)}`
        );
      }
      out[provider] = access;
    }
    return out;
  }
  for (const provider of Object.keys(keys)) {
    if (asked(provider).length === 0) {
      throw new UsageError(
        `${label(KEY_SETTINGS[provider].key)} is used to count ${PROVIDER_MODELS[provider].what} models with the provider's API, and none is asked for: add one to ${label("models")} (e.g. ${PROVIDER_MODELS[provider].example}) or leave the key out`
      );
    }
  }
  return keys;
}
__name(providerKeys, "providerKeys");
function noServerWithReport(raw, label) {
  if ((raw.command?.length ?? 0) > 0 || given2(raw.shellCommand) || given2(raw.url)) {
    throw new UsageError(`give either ${label("report")} or a server (${label("command")}), not both`);
  }
  return null;
}
__name(noServerWithReport, "noServerWithReport");
function serverSpec(raw, context, label) {
  const hasCommand = (raw.command?.length ?? 0) > 0 || given2(raw.shellCommand);
  const env = parseEnv(label("env"), raw.env);
  const strip = words(raw.stripEnv);
  if (given2(raw.url)) {
    if (hasCommand) throw new UsageError(`give either ${label("url")} or ${label("command")}, not both`);
    return { kind: "http", url: parseUrl(label("url"), raw.url), headers: parseHeaders(label("headers"), raw.headers) };
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(`${label("headers")} is sent to an HTTP server; give ${label("url")} to use it`);
  }
  const cwd = given2(raw.cwd) ? path.resolve(context.directory, raw.cwd) : context.directory;
  if (given2(raw.shellCommand)) {
    const shell = process.platform === "win32" ? { command: "cmd", args: ["/d", "/s", "/c"] } : { command: "sh", args: ["-c"] };
    return {
      kind: "stdio",
      command: shell.command,
      args: [...shell.args, raw.shellCommand],
      cwd,
      env: { set: env, strip }
    };
  }
  const [executable, ...args] = raw.command ?? [];
  if (executable === void 0) {
    throw new UsageError(
      context.door === "cli" ? "no server to measure: put its start command after --, e.g. measure -- node server.js, or use --url" : "no server to measure: set command (the server's start command) or url (a running server)"
    );
  }
  return { kind: "stdio", command: executable, args, cwd, env: { set: env, strip } };
}
__name(serverSpec, "serverSpec");
function parseServerKey(raw, withClients, label) {
  if (raw.clientServerKey === void 0 || raw.clientServerKey === "") return null;
  const key = raw.clientServerKey.trim();
  const name = label("clientServerKey");
  if (given2(raw.config))
    throw new UsageError(
      `${name} keys one server; a client configuration (${label("config")}) keys each of its servers itself`
    );
  if (!withClients)
    throw new UsageError(
      `${name} is the server's key in a client's configuration, which only the client figures use: give ${label("clients")} too (e.g. ${label("clients")} claude-code)`
    );
  if (key === "" || [...key].some((c) => c < " " || c === "\x7F"))
    throw new UsageError(
      `${name} must be a server key as a client configuration holds it (no control characters), got ${JSON.stringify(raw.clientServerKey)}`
    );
  return key;
}
__name(parseServerKey, "parseServerKey");
function parseClients(label, values) {
  try {
    return parseClientIds(values ?? []);
  } catch (error) {
    if (error instanceof ClientIdError) throw new UsageError(error.message.replace(/^--client/, label));
    throw error;
  }
}
__name(parseClients, "parseClients");

export {
  resolveSettings
};
//# sourceMappingURL=chunk-KMIB5BUO.js.map
