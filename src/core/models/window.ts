/**
 * The context window a model's figures are measured against, and whether the tools fit in it. The
 * window is the runtime's, not the model card's: Ollama and llama.cpp users run whatever their runtime
 * gives them unless they set it, and a hosted model's client may use less than the model's maximum. So
 * every window carries where it came from, in words, and the user can name their own (`:N` in the model
 * id, or `--context`). Pure: the standard windows are dated data handed in by the registry.
 */

/** A window in tokens (null: none known) and where it came from, in words a reader can check. */
export interface ContextWindow {
  tokens: number | null;
  source: string;
}

/** The window the user named, and how they named it, for the source text. */
export interface AskedWindow {
  tokens: number;
  /** How it was asked for, e.g. `--context 24576` or `the action input context: 24576`. */
  how: string;
}

/**
 * The window used for one model: the one written in its id (`qwen3@ollama:24576`, or `[1m]` for a Claude
 * model's 1M window) first, then the one
 * given for every model (`--context`), else the runtime's or provider's standard window.
 */
export function chooseWindow(
  id: string,
  inId: number | null,
  global: AskedWindow | null,
  standard: ContextWindow,
  extendedInId = false,
): ContextWindow {
  if (inId !== null) return { tokens: inId, source: `asked for in the model id ${JSON.stringify(id)}` };
  // `[1m]` is a window written in the id, like `:N`: it wins over the global `--context`.
  if (extendedInId) return standard;
  if (global) return { tokens: global.tokens, source: `asked for with ${global.how}` };
  return standard;
}

/** Whether `tokens` (what the tools and instructions add to a request) fit in the window. */
export interface Fit {
  /** null without a window. */
  fits: boolean | null;
  /** The smallest window that holds them: the tokens themselves (nothing left for the conversation). */
  minContextToFit: number;
  /** Window minus tokens: left for the conversation (negative: short by that much); null without a window. */
  left: number | null;
}

export function fitIn(tokens: number, window: number | null): Fit {
  if (window === null) return { fits: null, minContextToFit: tokens, left: null };
  return { fits: tokens <= window, minContextToFit: tokens, left: window - tokens };
}
