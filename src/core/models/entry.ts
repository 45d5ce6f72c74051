/**
 * A model profile's figures as the report carries them: what the tools (and the server's instructions)
 * add to every request on that model, what share of its context window that is, and what it costs per
 * 1,000 requests at its input price. Pure arithmetic over a ProfileCount and dated model data.
 */
import { type CacheAssumption, type CacheData, type CacheEntry, cacheEntry } from "./cache.js";
import type { Runtime } from "./model-id.js";
import type { Fidelity, HiddenParameter, NotSeen, ProfileCount } from "./types.js";
import { type ContextWindow, fitIn } from "./window.js";

/** Context window and input price of a named model, with where and when they were read. */
export interface ModelData {
  contextWindow: number | null;
  /** USD per million input tokens; null for open-weight models, whose price depends on the host. */
  inputPricePerMTok: number | null;
  source: string;
  /** YYYY-MM-DD: when the figures were read from the source. */
  date: string;
  /** Prompt caching: cache prices (same source and date) and the minimum cacheable length; absent: none known. */
  cache?: CacheData;
}

/** One entry of the report's `models` object (keyed by the id the user asked for). */
export interface ModelEntry {
  /** The profile's own name for what it counts, e.g. "gpt-oss (harmony, o200k_base)". */
  profile: string;
  /** What builds the prompt: hf (transformers / vLLM), ollama, llama.cpp; provider for a hosted model. */
  runtime: Runtime;
  /**
   * Hosted models only: the provider ("anthropic", "openai", "google") and the provider's id of the model, the one sent
   * to its token-counting API with provider counting. Absent for open-weight models, which have no provider.
   */
  provider?: string;
  providerModel?: string;
  fidelity: Fidelity;
  /** Tokens the tools add to every request; for an estimate, the midpoint of `range`. */
  tools: number;
  range?: { low: number; high: number };
  /** Tokens the server's instructions add; null when it sends none. */
  instructions: number | null;
  /** The window the shares and the verdict are of: the one asked for, else the runtime's or client's standard. */
  contextWindow: number | null;
  /**
   * Where the window came from, in words (the id's `:N`, --context, Ollama's default, Claude Code's
   * standard...). This and `fits` / `minContextToFit` are absent in reports written before they existed.
   */
  contextSource?: string;
  /**
   * The llama.cpp slots (`-np`) sharing the context that `contextWindow` is one slot of
   * (`qwen3@llama.cpp:49152/2`); absent with one slot, and in reports written before it existed.
   */
  slots?: number;
  /** (tools + instructions) / contextWindow, or null without a window. */
  shareOfContext: number | null;
  /**
   * Whether the whole request fits in the window: tools + instructions (the high end of an estimate) +
   * `frame`; null without a window.
   */
  fits?: boolean | null;
  /**
   * The smallest window that holds the whole request, frame included (the high end of an estimate):
   * num_ctx / -c at least this.
   */
  minContextToFit?: number;
  /**
   * Tokens of the request with neither tools nor instructions (the template's frame and the one-word user
   * turn measured): part of minContextToFit. Absent where not known (Claude estimate, provider counts).
   */
  frame?: number;
  inputPricePerMTok: number | null;
  /** USD: (tools + instructions) x price per token x 1,000, or null without a price. */
  costPer1kRequests: number | null;
  data: { source: string; date: string } | null;
  /**
   * Prompt caching of tools + instructions as one prefix: cacheable (or not, under minTokens), the cost
   * per 1,000 requests cached, and the one-off cost of a change. Absent in reports written before it existed.
   */
  cache?: CacheEntry;
  /** Per tool, when the profile can attribute tokens to tools. */
  perTool?: Record<string, number>;
  hiddenParameters?: HiddenParameter[];
  /** What the runtime drops from the schemas before the model sees them; only for runtimes that drop keywords. */
  notSeen?: NotSeen[];
  warnings: string[];
}

/**
 * A profile the report holds no figures for (report.modelsNotCounted): the request was past a cap of model
 * counting (the tools' JSON, or the prompt its renderer would write), so it was not rendered; the encodings
 * and the other profiles are counted as usual, and a budget limit on this profile fails (models-rule.ts).
 */
export interface NotCountedModel {
  /** The profile's own name for what it counts, as a ModelEntry's `profile`. */
  profile: string;
  runtime: Runtime;
  /**
   * Why: "too large", past a size cap; "too slow", its count ran past --timeout / timeout-seconds (each
   * profile has the whole timeout to itself).
   */
  reason: "too large" | "too slow";
  /** What was past which cap, in words: "the tools are 9.1 MiB of JSON, more than the 8.0 MiB ...". */
  detail: string;
}

/** Rounded so that reports stay byte-stable and readable: 6 significant digits. */
function round(value: number): number {
  return Number(value.toPrecision(6));
}

/** The window a model's data gives, for callers that ask for no other (tests, older callers). */
export function dataWindow(data: ModelData | null): ContextWindow {
  return data?.contextWindow
    ? { tokens: data.contextWindow, source: `the model's data: ${data.source} (${data.date})` }
    : { tokens: null, source: "no context window is known for this model" };
}

/** Which provider serves a hosted model, and its id there. */
export interface ProviderModel {
  provider: string;
  model: string;
}

export function modelEntry(
  profile: string,
  runtime: Runtime,
  count: ProfileCount,
  data: ModelData | null,
  contextWindow: ContextWindow = dataWindow(data),
  hosted?: ProviderModel,
  cacheAssumption?: CacheAssumption,
): ModelEntry {
  const perRequest = count.tools + (count.instructions ?? 0);
  const window = contextWindow.tokens;
  // The smallest window that fits holds the whole request: the frame it is rendered in as well.
  const fit = fitIn((count.range?.high ?? count.tools) + (count.instructions ?? 0) + (count.frame ?? 0), window);
  const price = data?.inputPricePerMTok ?? null;
  const entry: ModelEntry = {
    profile,
    runtime,
    ...(hosted ? { provider: hosted.provider, providerModel: hosted.model } : {}),
    fidelity: count.fidelity,
    tools: count.tools,
    instructions: count.instructions,
    contextWindow: window,
    contextSource: contextWindow.source,
    shareOfContext: window ? round(perRequest / window) : null,
    fits: fit.fits,
    minContextToFit: fit.minContextToFit,
    inputPricePerMTok: price,
    costPer1kRequests: price === null ? null : round((perRequest * price * 1000) / 1_000_000),
    data: data ? { source: data.source, date: data.date } : null,
    cache: cacheEntry(perRequest, price, data?.cache, cacheAssumption),
    warnings: count.warnings,
  };
  if (count.range) entry.range = count.range;
  if (count.perTool) entry.perTool = count.perTool;
  if (count.hiddenParameters && count.hiddenParameters.length > 0) entry.hiddenParameters = count.hiddenParameters;
  if (count.notSeen) entry.notSeen = count.notSeen;
  if (count.frame !== undefined) entry.frame = count.frame;
  if (contextWindow.slots !== undefined && contextWindow.slots > 1) entry.slots = contextWindow.slots;
  return entry;
}
