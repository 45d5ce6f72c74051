/**
 * The window one request gets when a local runtime serves several requests at once (`:<context>/<slots>`
 * in a model id). Each runtime does it its own way, read from its source:
 *
 * - llama.cpp (llama-server, and Jan's and LM Studio's built-in llama.cpp): `-c N -np K` is one KV cache of
 *   N tokens split over K slots. `src/llama-context.cpp` pads N up to a multiple of 256, gives each sequence
 *   `n_ctx / n_seq_max` padded up to 256 again (`n_ctx_seq`), and `tools/server/server-context.cpp`'s
 *   `n_ctx_slot()` is that per-slot size: 49,152 over 2 slots is 24,576 a request. (Without `-np`,
 *   llama-server picks 4 slots with a unified cache, each seeing the whole N: that is `:N` alone.)
 * - Ollama: OLLAMA_NUM_PARALLEL=K keeps `num_ctx` per request; it starts its llama-server with
 *   `-c num_ctx*K -np K` (`llm/llama_server.go`), so memory grows and each request still has num_ctx.
 * - hf (transformers, vLLM) has no such split (vLLM's --max-model-len is per request), and a hosted model's
 *   window is its provider's: slots there are a usage error.
 *
 * Pure: runtime names and numbers in, a window and its source out.
 */
import type { Runtime } from "./model-id.js";

/** The llama.cpp release whose arithmetic is modelled (node-llama-cpp 3.21.1's bundled source). */
export const LLAMA_CPP_SLOTS_SOURCE =
  "llama.cpp v0.4.0 of 2026-09-12: src/llama-context.cpp n_ctx_seq, tools/server/server-context.cpp n_ctx_slot()";
/** The Ollama source read for OLLAMA_NUM_PARALLEL. */
export const OLLAMA_SLOTS_SOURCE =
  "ollama/ollama v0.33.0-rc2 (fb30760): llm/llama_server.go starts llama-server with -c num_ctx*K -np K";

/** A per-request window in tokens, and how it follows from the context and the slots, in words. */
export interface SlotWindow {
  tokens: number;
  how: string;
  /** The slots that share one context (llama.cpp), so a verdict can say which -c fits; absent on Ollama. */
  slots?: number;
}

const int = (n: number) => n.toLocaleString("en-US");
/** llama.cpp's GGML_PAD(x, 256): x rounded up to a multiple of 256. */
const pad256 = (x: number) => Math.ceil(x / 256) * 256;

/** The runtimes on which slots mean something, for messages. */
export const SLOT_RUNTIMES: readonly Runtime[] = ["llama.cpp", "ollama"];

/**
 * The window each request gets on `runtime` run with `context` tokens and `slots` parallel slots, or null
 * when the runtime has no slots (hf, provider).
 */
export function slotWindow(runtime: Runtime, context: number, slots: number): SlotWindow | null {
  if (runtime === "llama.cpp") {
    const total = pad256(context);
    const tokens = pad256(Math.floor(total / slots));
    const padded = total === context ? "" : ` (padded up to ${int(total)})`;
    return {
      tokens,
      slots,
      how:
        `llama-server -c ${context} -np ${slots}: ${int(context)} tokens${padded} shared by ${slots} slot${slots === 1 ? "" : "s"}, ` +
        `${int(tokens)} per request (${LLAMA_CPP_SLOTS_SOURCE}; llama.cpp also caps a slot at the model's trained context)`,
    };
  }
  if (runtime === "ollama") {
    return {
      tokens: context,
      how:
        `num_ctx ${context} with OLLAMA_NUM_PARALLEL=${slots}: each request keeps its ${int(context)} tokens ` +
        `and memory grows instead (${OLLAMA_SLOTS_SOURCE})`,
    };
  }
  return null;
}
