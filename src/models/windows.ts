/**
 * The window a model runs with when the user names none: the runtime's default for a local model, the
 * client's standard window for a hosted one, as dated data read from their sources. The model card's
 * maximum is rarely what a user has: Ollama gives most GPUs 4,096 tokens, and Claude Code gives Claude
 * models 200,000 unless the 1M window is asked for.
 */
import type { ModelData } from "../core/models/entry.js";
import type { ContextWindow } from "../core/models/window.js";

/**
 * Ollama's default `num_ctx` when neither the request, the Modelfile nor OLLAMA_CONTEXT_LENGTH sets it:
 * chosen from the VRAM it finds (docs/context-length.mdx of ollama/ollama: "< 24 GiB VRAM: 4k context,
 * 24-48 GiB VRAM: 32k context, >= 48 GiB VRAM: 256k context"). 4,096 is the tier of every consumer GPU
 * below 24 GiB and of CPU-only machines, so it is the default assumed; a user with more says so with `:N`.
 */
export const OLLAMA_DEFAULT_CONTEXT = {
  tokens: 4_096,
  tiers: [
    { belowGiB: 24, tokens: 4_096 },
    { belowGiB: 48, tokens: 32_768 },
    { belowGiB: null, tokens: 262_144 },
  ],
  source: "ollama/ollama docs/context-length.mdx (context length by VRAM)",
  date: "2026-12-01",
} as const;

/**
 * llama.cpp's `-c` / `--ctx-size` defaults to 0, "loaded from model": the context the model was trained
 * with, as its GGUF declares it (common/common.h `n_ctx = 0`, src/llama-context.cpp `n_ctx_train`);
 * llama-server's `--fit` (on by default) may lower it, to no less than 4,096, when device memory is short.
 */
export const LLAMA_CPP_DEFAULT_CONTEXT = {
  source: "llama.cpp common/common.h and common/arg.cpp (-c 0 = the model's trained context), 0.4.0 of 2026-09-12",
  fitMinimum: 4_096,
  date: "2026-12-01",
} as const;

/**
 * Claude Code runs a Claude model with a 200,000-token window unless the model is asked for with the
 * `[1m]` suffix (code.claude.com model configuration); Anthropic's API documents 1,000,000 for Sonnet
 * 4.6, Opus 4.6-4.8, Sonnet 5 and Opus 5.x and 200,000 for Haiku 4.5 (platform.claude.com context windows).
 */
export const CLAUDE_STANDARD_CONTEXT = {
  tokens: 200_000,
  extended: 1_000_000,
  source: "Claude Code's model configuration ([1m] suffix for the 1M window) and Anthropic's context-windows page",
  date: "2026-12-01",
} as const;

const int = (n: number) => n.toLocaleString("en-US");

export interface WindowOf {
  /** "hf", "ollama", "llama.cpp" for local models; "provider" for hosted ones. */
  runtime: string;
  data: ModelData | null;
  /** The provider of a hosted model. */
  provider?: "anthropic" | "openai" | "google";
  /** Asked for with Claude Code's `[1m]` suffix. */
  extended?: boolean;
  /** How the reader sets the window of every local model: `--context` (the default) or the action's input. */
  contextSetting?: string;
}

/** The window a profile is measured against when the user names none, with where it comes from. */
export function standardWindow({
  runtime,
  data,
  provider,
  extended,
  contextSetting = "--context",
}: WindowOf): ContextWindow {
  const model = data?.contextWindow ?? null;
  if (runtime === "ollama") {
    const o = OLLAMA_DEFAULT_CONTEXT;
    return {
      tokens: o.tokens,
      source:
        `Ollama's default num_ctx with less than 24 GiB of VRAM or none (${int(o.tokens)}; 32,768 with 24-48 GiB, 262,144 with more; ` +
        `num_ctx or OLLAMA_CONTEXT_LENGTH set it: say yours with :N or ${contextSetting}) (${o.source}, ${o.date})`,
    };
  }
  if (runtime === "llama.cpp") {
    const l = LLAMA_CPP_DEFAULT_CONTEXT;
    return {
      tokens: model,
      source:
        `llama.cpp's default -c 0: the model's trained context${model ? ` (${int(model)}, ${data?.source})` : ""}; ` +
        `llama-server's --fit may lower it to no less than ${int(l.fitMinimum)} when memory is short: say yours with :N or ${contextSetting} (${l.source})`,
    };
  }
  if (provider === "anthropic" && model !== null && model > CLAUDE_STANDARD_CONTEXT.tokens) {
    const c = CLAUDE_STANDARD_CONTEXT;
    if (extended) return { tokens: c.extended, source: `the 1M window asked for with [1m] (${c.source}, ${c.date})` };
    return {
      tokens: c.tokens,
      source:
        `Claude Code's standard window (${int(c.tokens)}); the model's ${int(model)}-token window is an opt-in there: ` +
        `ask for it with the [1m] suffix or :${model} in the model id (${c.source}, ${c.date})`,
    };
  }
  if (provider === "anthropic" && extended) {
    return {
      tokens: model,
      source: `the [1m] suffix asks for a 1M window, and this model has none: its ${model === null ? "unknown" : `${int(model)}-token`} window (${data?.source}, ${data?.date})`,
    };
  }
  if (model === null) return { tokens: null, source: "no context window is known for this model" };
  return { tokens: model, source: `the model's data: ${data?.source} (${data?.date})` };
}
