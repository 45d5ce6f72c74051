/**
 * Context windows and input prices of the models the profiles stand for, as dated data with their
 * sources: never fetched at run time, and the date is printed wherever a figure appears.
 */

import type { CacheData } from "../core/models/cache.js";
import { claudeRatioRange } from "../core/models/claude-range.js";
import type { ModelData } from "../core/models/entry.js";
import CLAUDE_PAIRS from "./data/claude-pairs.json" with { type: "json" };
import { HOSTED_MODEL_DATA } from "./hosted-model-data.js";

export const MODEL_DATA: Readonly<Record<string, ModelData>> = {
  "gpt-oss": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "openai/gpt-oss model card (context length 131,072); open weights: the price depends on the host",
    date: "2026-11-30",
  },
  qwen3: {
    contextWindow: 32_768,
    inputPricePerMTok: null,
    source: "Qwen3 model cards (native context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-11-30",
  },
  "qwen2.5": {
    contextWindow: 32_768,
    inputPricePerMTok: null,
    source: "Qwen2.5 instruct model cards (context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-12-01",
  },
  "llama-3.1": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.1 model card (context length 128K); open weights",
    date: "2026-11-30",
  },
  "llama-3.2": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.2 model card (context length 128K); open weights",
    date: "2026-11-30",
  },
  "deepseek-v3.1": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "DeepSeek-V3.1 model card (context length 128K); open weights",
    date: "2026-12-06",
  },
};

/** Where the hosted models' windows and prices come from, as printed next to them. */
export const HOSTED_DATA_SOURCE = `${HOSTED_MODEL_DATA.package} ${HOSTED_MODEL_DATA.version}`;

/**
 * The shortest prefix each provider caches, in tokens, per genai-prices model id. Anthropic's prompt-caching
 * page, as quoted after Claude Opus 4.8's launch (dev.to, "Claude's prompt cache fails silently below 1,024
 * tokens", 2026, written after the cache-diagnostics beta of 2026-05-13): 512 for Claude Opus 5 (and Fable 5,
 * Mythos 5); 1,024 for Claude Opus 4.8, Sonnet 5, Sonnet 4.6 / 4.5 and Opus 4.1 / 4; 2,048 for Opus 4.7;
 * 4,096 for Opus 4.6 / 4.5 and Haiku 4.5. The copy of early 2026 (anthropics/anthropic-sdk-python#1194) has
 * the same figures for the models both list; Opus 4.8 was given 4,096 before (Opus 4.6's, by family) and is
 * 1,024 in the newer copy. Models neither lists take the figure of their family's latest listed model, and
 * say so. OpenAI's prompt-caching guide: automatic for prompts of 1,024 tokens or more.
 */
export const CACHE_MINIMUMS = {
  date: "2026-12-02",
  lifetimeMinutes: 5,
  anthropicSource:
    "Anthropic's prompt-caching docs (minimum cacheable prompt length; copy quoted after Claude Opus 4.8's launch, dev.to 2026)",
  openaiSource: "OpenAI's prompt-caching guide (automatic caching for prompts of 1,024 tokens or more)",
  models: {
    "anthropic/claude-sonnet-4-6": { minTokens: 1024, listed: "Claude Sonnet 4.6" },
    "anthropic/claude-opus-4-8": { minTokens: 1024, listed: "Claude Opus 4.8" },
    "anthropic/claude-sonnet-5": { minTokens: 1024, listed: "Claude Sonnet 5" },
    "anthropic/claude-opus-5-5": { minTokens: 512, listed: "not listed; as Claude Opus 5" },
    "anthropic/claude-haiku-4-5": { minTokens: 4096, listed: "Claude Haiku 4.5" },
    "openai/gpt-5": { minTokens: 1024, listed: "every model" },
    "openai/gpt-4.1": { minTokens: 1024, listed: "every model" },
  } as Partial<Record<keyof typeof HOSTED_MODEL_DATA.models, { minTokens: number; listed: string }>>,
} as const;

/**
 * No cache data for a model without a minimum here: Gemini's implicit caching has minimums this copy does not
 * hold with a source, and a cached price without its minimum would say a server caches when it may not.
 */
function hostedCacheData(key: keyof typeof HOSTED_MODEL_DATA.models): CacheData | undefined {
  const model = HOSTED_MODEL_DATA.models[key];
  const minimum = CACHE_MINIMUMS.models[key];
  if (!minimum) return undefined;
  const anthropic = key.startsWith("anthropic/");
  return {
    mode: anthropic ? "explicit" : "automatic",
    writePricePerMTok: model.cacheWritePricePerMTok,
    readPricePerMTok: model.cacheReadPricePerMTok,
    minTokens: minimum.minTokens,
    minSource:
      `minimum ${minimum.minTokens} tokens (${minimum.listed}): ${anthropic ? CACHE_MINIMUMS.anthropicSource : CACHE_MINIMUMS.openaiSource}, ` +
      `copy of ${CACHE_MINIMUMS.date}; cache prices: ${HOSTED_DATA_SOURCE} (${HOSTED_MODEL_DATA.date})` +
      (anthropic ? "" : "; no write surcharge: the first request pays the input price"),
    lifetimeMinutes: CACHE_MINIMUMS.lifetimeMinutes,
  };
}

/** Context window, input price and cache data of a hosted model, from the vendored @pydantic/genai-prices table. */
export function hostedModelData(key: keyof typeof HOSTED_MODEL_DATA.models, source: string): ModelData {
  const model = HOSTED_MODEL_DATA.models[key];
  const gap = model.contextWindow === null ? WINDOW_GAPS[key] : undefined;
  const cache = hostedCacheData(key);
  return {
    contextWindow: model.contextWindow ?? gap?.tokens ?? null,
    inputPricePerMTok: model.inputPricePerMTok,
    source: gap
      ? `${source}; input price: ${HOSTED_DATA_SOURCE} (${key}); context window: ${gap.source} (${gap.date}), which ${HOSTED_DATA_SOURCE} lacks`
      : `${source}; context window and input price: ${HOSTED_DATA_SOURCE} (${key})`,
    date: HOSTED_MODEL_DATA.date,
    ...(cache ? { cache } : {}),
  };
}

/**
 * Context windows the vendored genai-prices table has none for (its entry has no context_window), each
 * with its own source and date: without one the share of the window and the fit could not be said.
 */
export const WINDOW_GAPS: Partial<
  Record<keyof typeof HOSTED_MODEL_DATA.models, { tokens: number; source: string; date: string }>
> = {
  "google/gemini-2.5-pro": {
    tokens: 1_048_576,
    source: "Google's Gemini API models page (gemini-2.5-pro: input token limit 1,048,576)",
    date: "2026-12-02",
  },
};

/**
 * Claude tokens per o200k_base token for the same tools, net of the fixed part every request with tools
 * carries, derived from the 20 vendored published pairs (data/claude-pairs.json: o200k counts and
 * Anthropic count_tokens with minus without, which already include the tool-use system prompt) as a
 * prediction interval (src/core/models/claude-range.ts). An estimate adds the model's own system prompt
 * to it once. A model with a new tokenizer may fall outside the range.
 */
export const CLAUDE_RATIO = {
  ...claudeRatioRange(CLAUDE_PAIRS.pairs, CLAUDE_PAIRS.probeDelta),
  source:
    `${CLAUDE_PAIRS.pairs.length} published pairs of o200k_base counts and Anthropic count_tokens (${CLAUDE_PAIRS.model}, ` +
    `measured ${CLAUDE_PAIRS.measuredAt}; ${CLAUDE_PAIRS.repository} ${CLAUDE_PAIRS.file} at ${CLAUDE_PAIRS.commit.slice(0, 7)}), ` +
    `net of their fixed part (${CLAUDE_PAIRS.probeDelta} tokens, one minimal tool alone)`,
  date: CLAUDE_PAIRS.measuredAt,
} as const;

/**
 * The tool-use system prompt Anthropic adds to a request that carries tools, in tokens, per API model
 * id, with tool_choice auto: from a copy of Anthropic's tool-use overview page. Older copies give other
 * numbers, and a model missing here has no published figure in this copy.
 */
export const CLAUDE_TOOL_SYSTEM_PROMPT = {
  source: "Anthropic's tool-use overview (tool use system prompt token count, tool_choice auto)",
  date: "2026-07-13",
  tokens: {
    "claude-sonnet-4-0": 313,
    "claude-opus-4-0": 313,
    "claude-sonnet-4-6": 497,
    "claude-opus-4-8": 290,
  } as Readonly<Record<string, number>>,
} as const;
