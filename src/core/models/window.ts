/**
 * The context window a model's figures are measured against, and whether the tools fit in it. The
 * window is the runtime's, not the model card's: Ollama and llama.cpp users run whatever their runtime
 * gives them unless they set it, and a hosted model's client may use less than the model's maximum. So
 * every window carries where it came from, in words, and the user can name their own (`:N` in the model
 * id, or `--context` for the local models, whose runtime it sets). Pure: the standard windows are dated
 * data handed in by the registry.
 */

/** A window in tokens (null: none known) and where it came from, in words a reader can check. */
export interface ContextWindow {
  tokens: number | null;
  source: string;
  /** llama.cpp's parallel slots (`-np`) that share the context `tokens` is one slot of; absent: one. */
  slots?: number;
}

/** The window the user named, and how they named it, for the source text. */
export interface AskedWindow {
  tokens: number;
  /** How it was asked for, e.g. `--context 24576` or `the action input context: 24576`. */
  how: string;
}

/** What the choice of one model's window needs to know of it. */
export interface WindowAsk {
  /** The id as written, for the source text. */
  id: string;
  /** The window written in the id (`:N`), or null. */
  inId: number | null;
  /** The per-request window of the slots written in the id (`:N/K`), or null: it wins over `inId`. */
  slotsInId?: { tokens: number; how: string; slots?: number } | null;
  /** Claude Code's `[1m]` written in the id: a window in the id too. */
  extendedInId: boolean;
  /**
   * Whether the model runs on a runtime whose window its user sets (Ollama's num_ctx, llama.cpp's -c,
   * vLLM's --max-model-len): a local model. A hosted model's window is its provider's or client's, which
   * a window meant for the local runtime says nothing about.
   */
  local: boolean;
}

/**
 * The window used for one model: the one written in its id (`qwen3@ollama:24576`, or `[1m]` for a Claude
 * model's 1M window) first, then the one given for every model (`--context`) if the model is local, else
 * the runtime's or provider's standard window.
 */
export function chooseWindow(model: WindowAsk, global: AskedWindow | null, standard: ContextWindow): ContextWindow {
  if (model.slotsInId) {
    const { tokens, how, slots } = model.slotsInId;
    return {
      tokens,
      source: `asked for in the model id ${JSON.stringify(model.id)}: ${how}`,
      ...(slots !== undefined ? { slots } : {}),
    };
  }
  if (model.inId !== null) {
    return { tokens: model.inId, source: `asked for in the model id ${JSON.stringify(model.id)}` };
  }
  // `[1m]` is a window written in the id, like `:N`: it wins over the global `--context`.
  if (model.extendedInId) return standard;
  if (global && takesGlobal(model)) return { tokens: global.tokens, source: `asked for with ${global.how}` };
  return standard;
}

/**
 * Whether the global window is this model's: a local model that names none in its id. `--context 2048`
 * is the local runtime's num_ctx; taken by Claude too, it made a false "does not fit" of a 200,000 window.
 */
function takesGlobal(model: WindowAsk): boolean {
  return model.local && model.inId === null && !model.extendedInId;
}

const int = (n: number) => n.toLocaleString("en-US");

/** Why one model does not take the global window, and how to give it that window anyway. */
function keepsOwn(model: WindowAsk, window: ContextWindow, global: AskedWindow): string {
  if (model.inId !== null || model.extendedInId) {
    const size = window.tokens === null ? "" : ` (${int(window.tokens)})`;
    return `${model.id} keeps the window written in its id${size}`;
  }
  const write = `write ${model.id}:${global.tokens}`;
  if (window.tokens === null) return `${model.id} has no known window (${write} to give it one)`;
  return `${model.id} keeps its ${int(window.tokens)}-token window (${write} to change it)`;
}

/**
 * The warning when a global window is given and no model asked for takes it (`-m claude --context 2048`):
 * the user meant a window and got none, which must not pass silently. Null when some model takes it.
 */
export function unusedGlobalWindow(
  global: AskedWindow | null,
  models: readonly { ask: WindowAsk; window: ContextWindow }[],
): string | null {
  if (global === null || models.some((m) => takesGlobal(m.ask))) return null;
  const kept = models.map((m) => keepsOwn(m.ask, m.window, global));
  return `${global.how} applies to local models only; ${kept.join("; ")}`;
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

/** The knob that sets the window, named for the runtime that has it. */
export function windowKnob({ runtime }: { runtime?: string | undefined }): string {
  if (runtime === "ollama") return "num_ctx";
  if (runtime === "llama.cpp") return "-c";
  return "a window of";
}

/**
 * The setting that gives one request `need` tokens, `more` after the number: "num_ctx 5,330 or more",
 * "-c 5,330+", or, with llama.cpp's slots sharing one context, "-c 10,660 or more with -np 2" (each slot
 * gets -c / -np).
 */
export function neededSetting(
  m: { runtime?: string | undefined; slots?: number | undefined },
  need: number,
  more: string,
): string {
  if (m.runtime === "llama.cpp" && m.slots !== undefined && m.slots > 1) {
    return `-c ${int(need * m.slots)}${more} with -np ${m.slots}`;
  }
  return `${windowKnob(m)} ${int(need)}${more}`;
}
