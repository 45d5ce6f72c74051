/**
 * One settings model for both doors. The CLI gathers raw values from argv, the action from its
 * inputs; both hand them to `resolveSettings`, which validates every value with the same messages
 * (naming the setting the way that door's user knows it) and returns one typed object.
 */
import path from "node:path";
import { type ClientChoice, ClientIdError, parseClientIds } from "../core/clients/client-id.js";
import { UsageError } from "../core/errors.js";
import { DEFAULT_CACHE_REQUESTS_PER_LIFETIME } from "../core/models/cache.js";
import { chooseWindow, unusedGlobalWindow, type WindowAsk } from "../core/models/window.js";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from "../mcp/limits.js";
import type { ServerSpec } from "../mcp/list.js";
import { isLocal, type ModelProfile, type Provider, type ProviderKeys, resolveProfiles } from "../models/registry.js";
import { standardWindow } from "../models/windows.js";
import { noServerWithConfig, type SetupSettings, setupSettings } from "./config.js";
import { type SettingKey, settingLabel } from "./labels.js";
import type { Door, RawSettings } from "./raw.js";
import {
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
  words,
} from "./values.js";

export const DEFAULT_BUILD_TIMEOUT_MS = 600_000;

export type { Door, RawSettings } from "./raw.js";

export interface ResolveContext {
  door: Door;
  /** Where the build and the server run, and what relative budget and report paths are relative to. */
  directory: string;
  /** What relative cache and output paths are relative to (the workspace in Actions). */
  workspace: string;
  /** What the run cannot do without: a baseline (compare), a budget file (check). */
  needs?: { base?: boolean; budget?: boolean };
  /** The baseline when none was asked for (the action's pull-request base). */
  defaultBase?: BaseSource;
  /** The cache when nothing was said about it: off in the CLI, the Actions cache in the action. */
  defaultCache?: CacheChoice;
}

export type BaseSource =
  | { kind: "ref"; ref: string }
  | { kind: "report"; file: string }
  | { kind: "none"; reason: string };

export type BudgetLookup =
  /** The file the user named: missing is an error. */
  | { kind: "file"; file: string; required: true }
  /** mcp-token-budget.yml in the directory, else at the repository root; `required` when the run is a check. */
  | { kind: "default"; required: boolean };

export type CacheChoice = { kind: "off" } | { kind: "directory"; dir: string } | { kind: "actions" };

export interface Settings {
  door: Door;
  /** null when the head comes from a saved report. */
  server: ServerSpec | null;
  encodings: string[];
  timeoutMs: number;
  /** Most bytes the server may send while it is listed (HTTP bodies and streams, stdout). */
  maxResponseBytes: number;
  /** Model profiles to count for, besides the encodings (loaded only when asked for). */
  models: ModelProfile[];
  /** Client profiles to shape the request for (--client); none: the tools as sent, no client. */
  clients: ClientChoice[];
  /**
   * The server's key in the clients' configuration (--name): what Claude Code's mcp__<key>__<tool> and the other
   * clients' prefixes are made of. null: its serverInfo name, as before.
   */
  clientServerKey: string | null;
  /** The keys given for provider counting (secrets: never logged or written), per provider in use. */
  providers: ProviderKeys;
  build: string | null;
  buildTimeoutMs: number;
  directory: string;
  budget: BudgetLookup;
  base: BaseSource;
  headReportFile: string | null;
  cache: CacheChoice;
  parallel: boolean;
  out: string | null;
  /** Measuring a client configuration instead of one server; null otherwise. */
  setup: SetupSettings | null;
  /** The calls file named (absolute); null: mcp-token-budget.calls.yml next to the budget file, when it exists. */
  calls: string | null;
  /** List twice in one session and once more after a restart (--check-stable / check-stable). */
  checkStable: boolean;
  /** What the user should know of the settings themselves (a --context no model takes), said before the run. */
  warnings: string[];
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

export function resolveSettings(raw: RawSettings, context: ResolveContext): Settings {
  const label = (key: SettingKey) => settingLabel(context.door, key);
  const fromDirectory = (p: string) => path.resolve(context.directory, p.trim());
  const fromWorkspace = (p: string) => path.resolve(context.workspace, p.trim());
  const needs = context.needs ?? {};

  if (given(raw.report) && given(raw.base)) {
    throw new UsageError(
      `${label("report")} takes a saved head report; compare it with ${label("baseReport")}, not ${label("base")}`,
    );
  }
  if (given(raw.base) && given(raw.baseReport)) {
    throw new UsageError(`give either ${label("base")} or ${label("baseReport")}, not both`);
  }
  const base: BaseSource = given(raw.base)
    ? { kind: "ref", ref: raw.base.trim() }
    : given(raw.baseReport)
      ? { kind: "report", file: fromDirectory(raw.baseReport) }
      : (context.defaultBase ?? {
          kind: "none",
          reason: `no baseline was asked for (use ${label("base")} <ref> or ${label("baseReport")} <file>)`,
        });
  if (needs.base && base.kind === "none") {
    throw new UsageError(
      `a baseline is needed: ${label("base")} <ref> (e.g. origin/main) or ${label("baseReport")} <file>`,
    );
  }

  const modelIds = words(raw.models);
  const providers = providerKeys(raw, resolveProfiles(label("models"), modelIds), label);

  const cache: CacheChoice = given(raw.cacheDir)
    ? { kind: "directory", dir: fromWorkspace(raw.cacheDir) }
    : (context.defaultCache ?? { kind: "off" });
  const windows = withWindows(resolveProfiles(label("models"), modelIds, providers), raw, label);
  const clients = parseClients(label("clients"), raw.clients);
  // The CLI's measure --config counts each asked client's one request with every server; the action's config
  // mode counts each file's own client (its comparison is keyed by those).
  // Refused, not ignored: the stability check lists one server three times (core/stability.ts, run/counting.ts).
  // The action's check-stable is on by default, so its config mode goes on without it (docs/action.md).
  if (context.door === "cli" && given(raw.config) && parseBoolean(label("checkStable"), raw.checkStable, false)) {
    throw new UsageError(
      `${label("checkStable")} lists one server three times; it cannot be combined with ${label("config")}: check a server alone (measure --check-stable -- <its command>)`,
    );
  }
  if (given(raw.config) && clients.length > 0 && context.door === "action") {
    throw new UsageError(
      `${label("clients")} cannot be combined with ${label("config")} in the action yet: the file's own client is counted (use measure --config --client on the command line for other clients)`,
    );
  }

  return {
    door: context.door,
    server: given(raw.report)
      ? noServerWithReport(raw, label)
      : given(raw.config)
        ? noServerWithConfig(raw, label)
        : serverSpec(raw, context, label),
    encodings: parseEncodings(label("encodings"), raw.encodings),
    timeoutMs: parseSeconds(label("timeout"), raw.timeout, DEFAULT_TIMEOUT_MS),
    maxResponseBytes: parseMebibytes(label("maxResponse"), raw.maxResponseMb, DEFAULT_MAX_RESPONSE_BYTES),
    models: windows.models,
    clients,
    clientServerKey: parseServerKey(raw, clients.length > 0, label),
    providers,
    build: given(raw.build) ? raw.build : null,
    buildTimeoutMs: parseSeconds(label("buildTimeout"), raw.buildTimeout, DEFAULT_BUILD_TIMEOUT_MS),
    directory: context.directory,
    budget: given(raw.budget)
      ? { kind: "file", file: fromDirectory(raw.budget), required: true }
      : { kind: "default", required: needs.budget ?? false },
    base,
    headReportFile: given(raw.report) ? fromDirectory(raw.report) : null,
    cache: parseBoolean(label("cache"), raw.cache, true) ? cache : { kind: "off" },
    parallel: parseBoolean(label("parallel"), raw.parallel, true),
    out: given(raw.out) ? fromWorkspace(raw.out) : null,
    setup: setupSettings(raw, label),
    calls: given(raw.calls) ? fromDirectory(raw.calls) : null,
    checkStable: parseBoolean(label("checkStable"), raw.checkStable, false),
    warnings: windows.warnings,
  };
}

/**
 * Each profile with the window its figures are of: the one in its id (`qwen3@ollama:24576`), else, for a
 * local model, the one given for all (--context / the action's `context`), else its runtime's or client's
 * standard. A warning when the one given for all is no model's window.
 */
function withWindows(
  profiles: ModelProfile[],
  raw: RawSettings,
  label: (key: SettingKey) => string,
): { models: ModelProfile[]; warnings: string[] } {
  const tokens = parseContextTokens(label("context"), raw.context);
  if (tokens !== null && profiles.length === 0) {
    throw new UsageError(
      `${label("context")} is the context window of the models asked for with ${label("models")}: ask for one (e.g. qwen3@ollama)`,
    );
  }
  const global = tokens === null ? null : { tokens, how: `${label("context")} ${tokens}` };
  const requestsPerLifetime = parseCacheRequests(
    label("cacheRequests"),
    raw.cacheRequests,
    DEFAULT_CACHE_REQUESTS_PER_LIFETIME,
  );
  const chosen = profiles.map((profile) => {
    const ask: WindowAsk = {
      id: profile.id,
      inId: profile.context,
      slotsInId: profile.slots,
      extendedInId: profile.extended,
      local: isLocal(profile),
    };
    const standard = standardWindow({
      runtime: profile.runtime,
      data: profile.data,
      ...(profile.hosted ? { provider: profile.hosted.provider } : {}),
      extended: profile.extended,
      // The source text tells the reader how to set it: the action's input, or the CLI's flag.
      contextSetting: label("context").startsWith("--") ? label("context") : `the ${label("context")} input`,
    });
    return { ask, window: chooseWindow(ask, global, standard), profile };
  });
  const unused = unusedGlobalWindow(global, chosen);
  return {
    models: chosen.map(({ profile, window }) => ({ ...profile, cacheAssumption: { requestsPerLifetime }, window })),
    warnings: unused ? [unused] : [],
  };
}

const KEY_SETTINGS: Record<Provider, { key: SettingKey; baseUrl: SettingKey }> = {
  anthropic: { key: "anthropicApiKey", baseUrl: "anthropicBaseUrl" },
  openai: { key: "openaiApiKey", baseUrl: "openaiBaseUrl" },
  google: { key: "geminiApiKey", baseUrl: "geminiBaseUrl" },
};
const PROVIDERS = ["anthropic", "openai", "google"] as const;
/** Which models a provider's key counts, and one to name, for messages. */
const PROVIDER_MODELS: Record<Provider, { what: string; example: string }> = {
  anthropic: { what: "Claude", example: "claude" },
  openai: { what: "hosted GPT", example: "gpt-5" },
  google: { what: "Gemini", example: "gemini" },
};

/** Which providers count their models with the user's key; messages name keys, never show them. */
function providerKeys(raw: RawSettings, profiles: ModelProfile[], label: (key: SettingKey) => string): ProviderKeys {
  const keys: ProviderKeys = {};
  for (const provider of PROVIDERS) {
    const names = KEY_SETTINGS[provider];
    const apiKey = raw[names.key as "anthropicApiKey" | "openaiApiKey" | "geminiApiKey"];
    const baseUrl = raw[names.baseUrl as "anthropicBaseUrl" | "openaiBaseUrl" | "geminiBaseUrl"];
    if (!given(apiKey)) continue;
    keys[provider] = {
      apiKey: apiKey.trim(),
      ...(given(baseUrl) ? { baseUrl: parseUrl(label(names.baseUrl), baseUrl) } : {}),
    };
  }
  const asked = (provider: Provider) => profiles.filter((p) => p.hosted?.provider === provider).map((p) => p.id);
  if (parseBoolean(label("providerCount"), raw.providerCount, false)) {
    const hosted = profiles.filter((p) => p.hosted).map((p) => p.id);
    if (hosted.length === 0) {
      throw new UsageError(
        `${label("providerCount")} counts Claude, hosted GPT and Gemini models with their provider's API: ask for one with ${label("models")} (e.g. claude, gpt-5, gemini)`,
      );
    }
    const out: ProviderKeys = {};
    for (const provider of PROVIDERS) {
      const ids = asked(provider);
      if (ids.length === 0) continue;
      const access = keys[provider];
      if (!access) {
        throw new UsageError(
          `${label("providerCount")}: ${ids.join(", ")} ${ids.length > 1 ? "are" : "is"} counted with the provider's API, which needs ${label(KEY_SETTINGS[provider].key)}`,
        );
      }
      out[provider] = access;
    }
    return out;
  }
  // A key given on its own (an action input) asks for provider counting of its provider's models.
  for (const provider of Object.keys(keys) as Provider[]) {
    if (asked(provider).length === 0) {
      throw new UsageError(
        `${label(KEY_SETTINGS[provider].key)} is used to count ${PROVIDER_MODELS[provider].what} models with the provider's API, and none is asked for: add one to ${label("models")} (e.g. ${PROVIDER_MODELS[provider].example}) or leave the key out`,
      );
    }
  }
  return keys;
}

function noServerWithReport(raw: RawSettings, label: (key: SettingKey) => string): null {
  if ((raw.command?.length ?? 0) > 0 || given(raw.shellCommand) || given(raw.url)) {
    throw new UsageError(`give either ${label("report")} or a server (${label("command")}), not both`);
  }
  return null;
}

function serverSpec(raw: RawSettings, context: ResolveContext, label: (key: SettingKey) => string): ServerSpec {
  const hasCommand = (raw.command?.length ?? 0) > 0 || given(raw.shellCommand);
  const env = parseEnv(label("env"), raw.env);
  const strip = words(raw.stripEnv);
  if (given(raw.url)) {
    if (hasCommand) throw new UsageError(`give either ${label("url")} or ${label("command")}, not both`);
    return { kind: "http", url: parseUrl(label("url"), raw.url), headers: parseHeaders(label("headers"), raw.headers) };
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(`${label("headers")} is sent to an HTTP server; give ${label("url")} to use it`);
  }
  const cwd = given(raw.cwd) ? path.resolve(context.directory, raw.cwd) : context.directory;
  if (given(raw.shellCommand)) {
    // One line of shell, as users write it in YAML; its process group is ended as a whole.
    const shell =
      process.platform === "win32" ? { command: "cmd", args: ["/d", "/s", "/c"] } : { command: "sh", args: ["-c"] };
    return {
      kind: "stdio",
      command: shell.command,
      args: [...shell.args, raw.shellCommand],
      cwd,
      env: { set: env, strip },
    };
  }
  const [executable, ...args] = raw.command ?? [];
  if (executable === undefined) {
    throw new UsageError(
      context.door === "cli"
        ? "no server to measure: put its start command after --, e.g. measure -- node server.js, or use --url"
        : "no server to measure: set command (the server's start command) or url (a running server)",
    );
  }
  return { kind: "stdio", command: executable, args, cwd, env: { set: env, strip } };
}

/**
 * The server's key for the clients (--name): a non-empty name, as a configuration's key is; only with --client
 * (nothing else reads it) and one server (a configuration gives each server its own key).
 */
function parseServerKey(raw: RawSettings, withClients: boolean, label: (key: SettingKey) => string): string | null {
  // Only an empty value is "not given" (the action's input when unset): a blank key is a mistake, said so below.
  if (raw.clientServerKey === undefined || raw.clientServerKey === "") return null;
  const key = raw.clientServerKey.trim();
  const name = label("clientServerKey");
  if (given(raw.config))
    throw new UsageError(
      `${name} keys one server; a client configuration (${label("config")}) keys each of its servers itself`,
    );
  if (!withClients)
    throw new UsageError(
      `${name} is the server's key in a client's configuration, which only the client figures use: give ${label("clients")} too (e.g. ${label("clients")} claude-code)`,
    );
  if (key === "" || [...key].some((c) => c < " " || c === "\u007f"))
    throw new UsageError(
      `${name} must be a server key as a client configuration holds it (no control characters), got ${JSON.stringify(raw.clientServerKey)}`,
    );
  return key;
}

/** The client profiles asked for; a wrong id is a usage error naming the setting and the known clients. */
function parseClients(label: string, values: readonly string[] | undefined): ClientChoice[] {
  try {
    return parseClientIds(values ?? []);
  } catch (error) {
    if (error instanceof ClientIdError) throw new UsageError(error.message.replace(/^--client/, label));
    throw error;
  }
}
