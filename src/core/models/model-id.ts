/**
 * The one grammar of a model id, as `--model`, the action's `models` input and the budget file's
 * `models:` keys write it:
 *
 *   <model>[@<runtime>][:<context tokens>[/<slots>]]
 *   qwen3   qwen3@ollama   llama-3.1@llama.cpp:24576   qwen3:32768   qwen3@llama.cpp:49152/2
 *
 * The runtime decides what reaches the model (its template source, renderer and tokenizer); without one,
 * a local model means its reference template as transformers and vLLM apply it (`hf`), so a bare `qwen3`
 * keeps meaning what it always did. The context suffix is the window the user runs with (Ollama's
 * `num_ctx`, llama.cpp's `-c`); `/<slots>` after it is the number of requests the runtime serves at once
 * (llama-server's `-np`, Ollama's OLLAMA_NUM_PARALLEL), which each runtime turns into a per-request window
 * its own way (core/models/slots.ts). Pure syntax: which models exist and which runtimes each supports is the
 * registry's to say (src/models/registry.ts).
 */
import { UsageError } from "../errors.js";

/** hf: transformers / vLLM (the model's own chat template); provider: a hosted model's own API. */
export const RUNTIMES = ["hf", "ollama", "llama.cpp", "provider"] as const;
export type Runtime = (typeof RUNTIMES)[number];

/** The runtimes a user may write after `@` (a hosted model's runtime is implied, never written). */
export const WRITABLE_RUNTIMES: readonly Runtime[] = ["hf", "ollama", "llama.cpp"];

export interface ModelId {
  /** The id exactly as written (trimmed): the key of the report's `models` and of budget limits. */
  text: string;
  /** The model part: "qwen3", "llama-3.1", "claude-sonnet-4.6". */
  model: string;
  /** The runtime written after `@`, or null when none was (the registry picks the model's default). */
  runtime: Runtime | null;
  /** The context window written after `:`, in tokens, or null. */
  context: number | null;
  /** The parallel slots written after the context (`:49152/2`), or null. */
  slots: number | null;
  /** Written with Claude Code's `[1m]` suffix (`claude-sonnet-4.6[1m]`): the model's 1M window. */
  extended: boolean;
}

/** Claude Code's suffix for a Claude model's 1M-token window, e.g. `claude-opus-4.8[1m]`. */
export const EXTENDED_SUFFIX = "[1m]";

/** Largest context accepted: well above any model's window, small enough to stay an exact integer. */
const MAX_CONTEXT = 100_000_000;
/** Most slots accepted: llama-server and Ollama serve a handful; more is a typo. */
const MAX_SLOTS = 1_024;

const MODEL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Parses a model id; a malformed one is a usage error naming `label` (e.g. "--model") and what to write. */
export function parseModelId(label: string, written: string): ModelId {
  const text = written.trim();
  const shape = `write <model>[@<runtime>][:<context tokens>[/<slots>]], e.g. qwen3@ollama:24576 or qwen3@llama.cpp:49152/2`;
  let rest = text;
  let context: number | null = null;
  let slots: number | null = null;
  const colon = rest.lastIndexOf(":");
  if (colon >= 0) {
    let digits = rest.slice(colon + 1);
    const slash = digits.indexOf("/");
    if (slash >= 0) {
      const written = digits.slice(slash + 1);
      if (!/^[0-9]+$/.test(written) || Number(written) < 1 || Number(written) > MAX_SLOTS) {
        throw new UsageError(
          `${label}: model ${JSON.stringify(text)} has slots ${JSON.stringify(written)} after "/"; they must be a whole number of parallel requests from 1 to ${MAX_SLOTS} (${shape})`,
        );
      }
      slots = Number(written);
      digits = digits.slice(0, slash);
    }
    if (!/^[0-9]+$/.test(digits) || Number(digits) < 1 || Number(digits) > MAX_CONTEXT) {
      throw new UsageError(
        `${label}: model ${JSON.stringify(text)} has context ${JSON.stringify(digits)} after ":"; it must be a whole number of tokens from 1 to ${MAX_CONTEXT} (${shape})`,
      );
    }
    context = Number(digits);
    rest = rest.slice(0, colon);
  }
  let runtime: Runtime | null = null;
  const at = rest.indexOf("@");
  if (at >= 0) {
    const name = rest.slice(at + 1);
    if (!(WRITABLE_RUNTIMES as readonly string[]).includes(name)) {
      throw new UsageError(
        `${label}: model ${JSON.stringify(text)} names unknown runtime ${JSON.stringify(name)}; runtimes: ${WRITABLE_RUNTIMES.join(", ")} (${shape})`,
      );
    }
    runtime = name as Runtime;
    rest = rest.slice(0, at);
  }
  const extended = rest.toLowerCase().endsWith(EXTENDED_SUFFIX);
  if (extended) rest = rest.slice(0, -EXTENDED_SUFFIX.length);
  if (!MODEL.test(rest)) {
    throw new UsageError(
      `${label}: ${JSON.stringify(text)} is not a model id: the model name ${rest ? `${JSON.stringify(rest)} ` : ""}must be letters, digits, ".", "-" or "_" (${shape})`,
    );
  }
  return { text, model: rest, runtime, context, slots, extended };
}
