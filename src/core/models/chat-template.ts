/**
 * Exact counts for models whose runtime builds the prompt with the model's own Jinja chat template
 * (transformers, vLLM, llama.cpp and most GGUF runtimes): render a minimal conversation with the tools
 * and without them, tokenize both with the model's tokenizer, and report the difference.
 *
 * Pure: the template text, the special tokens and the tokenizer are handed in by an adapter
 * (src/models/local-model-data.ts), which is where files and packages are found.
 */
import { Environment, Interpreter, Template } from "@huggingface/jinja";
import { ToolError } from "../errors.js";
import { copyAsSent, numberText } from "../json-as-sent.js";
import { type FloatStyle, JSON_FUNCTION, linearToJson, useLinearToJson } from "./jinja-json.js";
import { isLibraryFunction, pythonFunctions, usePythonText, type ValueText } from "./jinja-python.js";
import { type ModelCounter, type ModelFacingTool, type Pace, type ProfileCount, TooLargeToCount } from "./types.js";

/**
 * The most JSON one render may write (characters): about four times what an 8 MiB listing (the cap of
 * model counting, run/measure.ts) prints as `tojson(indent=4)` when nested as the benchmark's synthetic
 * tools are (14.6 Mi characters for the 5,221 tools of 7.4 MiB in `npm run bench`, section 9), and far
 * below what a listing nested 256 levels deep could make a template print (1,024 spaces before a line).
 * Past it the profile is "not counted: too large" (TooLargeToCount), and the others are counted.
 */
export const MAX_TEMPLATE_JSON_CHARS = 64 * 1024 * 1024;

/**
 * The bounds of one render, for a template that is not the pinned one (a user's own copy of another version,
 * labelled "unverified", can hold any template): `{% for i in range(200000000) %}` crashed V8, nested loops
 * ran for minutes. The pinned templates stay far below each: a render of the 5,221 tools of 7.4 MiB in
 * `npm run bench` (section 9) evaluates about 21,000 steps (nodes of the template) on qwen3, 26,000 on llama-3.1.
 * - MAX_TEMPLATE_RANGE: the most numbers one `range()` makes;
 * - MAX_TEMPLATE_STEPS: the most nodes one render evaluates (each loop iteration is several);
 * - MAX_TEMPLATE_RENDER_MS: the time one render may take, checked every 4,096 steps;
 * - MAX_TEMPLATE_TEXT_CHARS: the longest text any node of a render evaluates to (twice the JSON cap).
 * Past the first three the run stops with an error naming the template (exit 2: the model data is unusable);
 * past the last that profile alone is "not counted: too large", as past the JSON cap.
 */
export const MAX_TEMPLATE_RANGE = 1_000_000;
export const MAX_TEMPLATE_STEPS = 2_000_000;
export const MAX_TEMPLATE_RENDER_MS = 60_000;
export const MAX_TEMPLATE_TEXT_CHARS = 2 * MAX_TEMPLATE_JSON_CHARS;

/** A render stopped at one of its bounds (not a fault of the template's syntax). */
export class TemplateBoundExceeded extends Error {
  override name = "TemplateBoundExceeded";
}

interface RenderBudget {
  steps: number;
  readonly maxSteps: number;
  readonly deadline: number;
  readonly maxMs: number;
  readonly maxTextChars: number;
  /** The `range` global of this render: the library's, bounded. */
  readonly range: (start: number, stop?: number, step?: number) => number[];
  /** Python's number types for the tools (floats as sent stay floats), for a Python runtime. */
  readonly pythonNumbers: boolean;
}

/** The budget of the render under way (renders are synchronous: one at a time), or null outside them. */
let activeBudget: RenderBudget | null = null;

// Every node the library's interpreter evaluates goes through `evaluate`: counted, and its text measured,
// while one of our renders is under way (other users of the library, if any, are left as they were).
type Evaluate = (statement: unknown, environment: unknown) => { type: string; value?: unknown };
const prototype = Interpreter.prototype as unknown as { evaluate: Evaluate; __mtbBounded?: true };
if (!prototype.__mtbBounded) {
  const evaluate = prototype.evaluate;
  prototype.evaluate = function boundedEvaluate(this: unknown, statement, environment) {
    const budget = activeBudget;
    if (budget !== null) {
      budget.steps++;
      if (budget.steps > budget.maxSteps) {
        throw new TemplateBoundExceeded(`it evaluated more than ${budget.maxSteps.toLocaleString("en-US")} steps`);
      }
      if ((budget.steps & 4095) === 0 && Date.now() > budget.deadline) {
        throw new TemplateBoundExceeded(`it ran longer than ${budget.maxMs / 1000} s`);
      }
    }
    const result = evaluate.call(this, statement, environment);
    if (budget !== null && typeof result.value === "string" && result.value.length > budget.maxTextChars) {
      throw new TooLargeToCount(
        `the chat template would write more than ${formatMi(budget.maxTextChars)} characters (the cap of one render)`,
      );
    }
    return result;
  };
  prototype.__mtbBounded = true;
  // The library declares its globals (range among them) with `set` before a render's variables, and refuses to
  // declare one again: the bounded range replaces the library's as it is declared.
  const environment = Environment.prototype as unknown as { set(name: string, value: unknown): unknown };
  const set = environment.set;
  environment.set = function boundedSet(this: unknown, name, value) {
    const budget = activeBudget;
    // The library's own function values (jinja-python.ts) are declared as they are: converting would wrap them.
    if (budget !== null && isLibraryFunction(value)) {
      return (this as { declareVariable(n: string, v: unknown): unknown }).declareVariable(name, value);
    }
    const declared = set.call(this, name, budget !== null && name === "range" ? budget.range : value);
    if (budget?.pythonNumbers && name === "tools") asPythonNumbers(declared as RuntimeValue, value);
    return declared;
  };
}

const formatMi = (chars: number) => `${(chars / (1024 * 1024)).toFixed(1)} Mi`;

/** A value of the library's runtime: its type name and its JavaScript value (a Map for objects). */
interface RuntimeValue {
  type: string;
  value: unknown;
}

/** The library's float class (not exported): what it makes of a non-integer number. */
const FloatValue = (new Environment() as unknown as { set(n: string, v: unknown): RuntimeValue }).set("f", 0.5)
  .constructor as new (
  value: number,
) => RuntimeValue;

/**
 * The numbers of the tools as Python reads them from the JSON sent (json.loads): the library makes an
 * integer of every integer-valued number, but `1.0` or `1e2` as sent is a float in Python (printed `1.0`,
 * `100.0`), and an integer too long for a double keeps its digits. The runtime tree and the source walk
 * together; the source's number texts are in json-as-sent.ts.
 */
function asPythonNumbers(runtime: RuntimeValue, source: unknown): void {
  if (source === null || typeof source !== "object") return;
  const fix = (child: RuntimeValue, key: string | number): RuntimeValue => {
    const text = numberText(source, key);
    if (child.type !== "IntegerValue" || text === undefined) return child;
    if (/[.eE]/.test(text)) return new FloatValue(child.value as number);
    const IntegerValue = child.constructor as new (value: unknown) => RuntimeValue;
    return new IntegerValue(BigInt(text));
  };
  if (runtime.type === "ArrayValue" && Array.isArray(source)) {
    const items = runtime.value as RuntimeValue[];
    items.forEach((item, i) => {
      items[i] = fix(item, i);
      asPythonNumbers(items[i] as RuntimeValue, source[i]);
    });
  } else if (runtime.type === "ObjectValue" && runtime.value instanceof Map) {
    const entries = runtime.value as Map<string, RuntimeValue>;
    for (const [key, item] of entries) {
      const fixed = fix(item, key);
      if (fixed !== item) entries.set(key, fixed);
      asPythonNumbers(fixed, (source as Record<string, unknown>)[key]);
    }
  }
}

/** Python's range, as the library's, but refusing to make more than `max` numbers. */
function boundedRange(max: number) {
  return (start: number, stop?: number, step = 1): number[] => {
    let from = start;
    let to = stop;
    if (to === undefined) {
      to = from;
      from = 0;
    }
    if (step === 0) throw new Error("range() step must not be zero");
    const length = Math.max(0, Math.ceil((to - from) / step));
    if (!(length <= max)) {
      throw new TemplateBoundExceeded(
        `range() of ${Number.isFinite(length) ? length.toLocaleString("en-US") : String(length)} numbers, more than ${max.toLocaleString("en-US")}`,
      );
    }
    const result: number[] = [];
    for (let i = 0; i < length; i++) result.push(from + i * step);
    return result;
  };
}

/** The bounds of one render (the constants above; tests lower them). */
export interface RenderBounds {
  maxJsonChars: number;
  maxRange: number;
  maxSteps: number;
  maxMs: number;
  maxTextChars: number;
}

export const RENDER_BOUNDS: RenderBounds = {
  maxJsonChars: MAX_TEMPLATE_JSON_CHARS,
  maxRange: MAX_TEMPLATE_RANGE,
  maxSteps: MAX_TEMPLATE_STEPS,
  maxMs: MAX_TEMPLATE_RENDER_MS,
  maxTextChars: MAX_TEMPLATE_TEXT_CHARS,
};

/** Everything needed to count on one model through its chat template. */
export interface ChatTemplateModel {
  /** The profile id users ask for ("qwen3"); named in every error. */
  id: string;
  /** The Jinja chat template, as in the model's tokenizer_config.json. */
  template: string;
  /** Where the template came from (a package and file), named in errors. */
  templateSource: string;
  /**
   * Variables the runtime passes to the template besides messages and tools: the special tokens
   * (bos_token, eos_token, ...) and settings such as a fixed `date_string`, so renders are reproducible.
   */
  variables: Readonly<Record<string, unknown>>;
  /** Tokens of a rendered prompt, special tokens in the text matched as such (as runtimes tokenize). */
  countTokens(text: string): number;
  /** How the runtime turns a tool into what the template reads; default: as transformers passes it. */
  toTool?: (tool: ModelFacingTool) => TemplateTool;
  /**
   * How the runtime reads and prints the tools' numbers; default `python` (transformers, vLLM: json.loads
   * of the JSON sent, so `1.0` stays a float, printed by json.dumps as `1.0`, and `1e-7` as `1e-07`).
   */
  floats?: FloatStyle;
  /**
   * How the runtime's Jinja engine prints values that are not strings (jinja-python.ts): Python's `str()`
   * (default with `python` floats), llama.cpp's engine (the same but a printed `none` writes nothing), or, absent
   * with `javascript` floats, the library's own text (the llama.cpp profiles whose templates print only strings).
   */
  valueText?: ValueText;
}

/** Whose text of printed values a model's renders write, or null for the library's own. */
function valueTextOf(model: ChatTemplateModel): ValueText | null {
  if (model.valueText) return model.valueText;
  return (model.floats ?? "python") === "python" ? "python" : null;
}

/** A tool in the OpenAI-style shape that chat templates read (transformers and vLLM pass this through). */
export interface TemplateTool {
  type: "function";
  function: { name: string; description?: string; parameters: unknown };
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** What a template renders: the measured conversation, and a tool result after it (scripted calls). */
export type TemplateMessage = ChatMessage | { role: "tool"; content: string };

/** The user turn of every measured conversation: short, and the same with and without tools. */
export const USER_MESSAGE = "hi";

export function toTemplateTool(tool: ModelFacingTool): TemplateTool {
  // Key order is rendered (tojson keeps it): name, description, parameters, as OpenAI-style clients send it.
  const fn: TemplateTool["function"] =
    tool.description === undefined
      ? { name: tool.name, parameters: tool.inputSchema }
      : { name: tool.name, description: tool.description, parameters: tool.inputSchema };
  return { type: "function", function: fn };
}

/** The measured conversation: the instructions as the system message when there are any, then "hi". */
export function conversation(instructions: string | null): ChatMessage[] {
  const user: ChatMessage = { role: "user", content: USER_MESSAGE };
  return instructions ? [{ role: "system", content: instructions }, user] : [user];
}

/**
 * One render done somewhere else than on this thread (src/models/template-worker.ts: a worker thread, for a
 * template nothing has checked), awaiting `pace` while it waits: a deadline or a signal ends the wait, and the render.
 */
export type TemplateRender = (
  messages: readonly TemplateMessage[],
  tools: readonly TemplateTool[] | null,
  pace: Pace,
) => Promise<string>;

/** A model's template, parsed once, rendering prompts the way transformers' apply_chat_template does. */
export class ChatTemplateRenderer {
  private readonly parsed: Template;

  private readonly bounds: RenderBounds;
  /** Nodes the last render evaluated (the benchmark prints it against MAX_TEMPLATE_STEPS). */
  lastSteps = 0;

  constructor(
    private readonly model: ChatTemplateModel,
    bounds: Partial<RenderBounds> = {},
  ) {
    this.bounds = { ...RENDER_BOUNDS, ...bounds };
    try {
      this.parsed = new Template(model.template);
      // The library's tojson copies a value once per level of nesting; the same text, in one pass.
      useLinearToJson(this.parsed.parsed);
      // Values printed as Python's Jinja2 prints them, where the runtime is Python's (transformers, vLLM).
      if (valueTextOf(model)) usePythonText(this.parsed.parsed);
    } catch (error) {
      throw templateError(model, "could not be parsed", error);
    }
  }

  /** The prompt for `messages`, with `tools` (none when null), ending with the assistant's generation prompt. */
  render(messages: readonly TemplateMessage[], tools: readonly TemplateTool[] | null): string {
    const { maxJsonChars, maxRange, maxSteps, maxMs, maxTextChars } = this.bounds;
    const outer = activeBudget;
    const budget: RenderBudget = {
      steps: 0,
      maxSteps,
      maxMs,
      maxTextChars,
      deadline: Date.now() + maxMs,
      range: boundedRange(maxRange),
      pythonNumbers: (this.model.floats ?? "python") === "python",
    };
    activeBudget = budget;
    try {
      return this.parsed.render({
        ...this.model.variables,
        [JSON_FUNCTION]: linearToJson(maxJsonChars, this.model.floats ?? "python"),
        ...(valueTextOf(this.model) ? pythonFunctions(valueTextOf(this.model) ?? "python") : {}),
        // Deep copies: the renderer must not see (or keep) the caller's objects. The tools' copy keeps
        // their key order and number texts as sent.
        messages: structuredClone(messages),
        tools: tools === null ? null : copyAsSent(tools),
        add_generation_prompt: true,
      });
    } catch (error) {
      if (error instanceof TooLargeToCount) throw error;
      if (error instanceof TemplateBoundExceeded) {
        throw templateError(this.model, "was stopped (a bound of one render, docs/model-data.md)", error);
      }
      throw templateError(this.model, "failed to render", error);
    } finally {
      this.lastSteps = budget.steps;
      activeBudget = outer;
    }
  }
}

/** A template that cannot be used is a problem of the model data the user installed, not of their command. */
function templateError(model: ChatTemplateModel, what: string, cause: unknown): ToolError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ToolError(
    "input",
    `model ${model.id}: the chat template from ${model.templateSource} ${what}: ${reason}`,
    {
      cause,
    },
  );
}

/**
 * The ModelCounter of a chat-template model.
 *
 * - tools: tokens(prompt with all tools) - tokens(same prompt without tools). A template that renders
 *   nothing more with tools (Gemma 3, DeepSeek V3) is an error, never 0.
 * - instructions: tokens(prompt with the instructions as system message) - tokens(prompt without a system
 *   message), both without tools. The tools are measured in the conversation that carries the
 *   instructions, as a client that forwards them sends it.
 * - perTool: what each tool adds on its own: tokens(prompt with that tool alone) - tokens(prompt without
 *   tools) - the template's tool preamble, the part every tool list brings once (Qwen3's "# Tools ...
 *   <tools></tools> ..." text, Llama's "Environment: ipython" and instructions). The preamble is measured
 *   from the first two tools: alone(a) + alone(b) - both(a, b) - none. Templates that render each tool
 *   independently of the others (Qwen3's and Llama's do) make this what removing the tool saves, and the
 *   figures sum to `tools` minus the preamble (the tests check both against the exact
 *   all-minus-all-but-one figures). One small render per tool: the exact marginal would tokenize the
 *   whole prompt once per tool, minutes for a few hundred tools. With one tool, perTool is `tools`.
 */
export function createChatTemplateCounter(model: ChatTemplateModel, renderElsewhere?: TemplateRender): ModelCounter {
  // Parsed here too: a template that cannot be parsed is refused before any render, wherever renders run.
  const renderer = new ChatTemplateRenderer(model);
  const render: TemplateRender = renderElsewhere ?? (async (messages, tools) => renderer.render(messages, tools));
  return {
    async count(
      tools: readonly ModelFacingTool[],
      instructions: string | null,
      pace: Pace = noPace,
    ): Promise<ProfileCount> {
      const templateTools = tools.map(model.toTool ?? toTemplateTool);
      const messages = conversation(instructions);
      const tokens = async (list: readonly TemplateTool[] | null) => {
        await pace();
        return model.countTokens(await render(messages, list, pace));
      };

      const without = await tokens(null);
      let toolTokens = 0;
      let perTool: Record<string, number> | undefined;
      if (templateTools.length > 0) {
        const withAll = await tokens(templateTools);
        if (withAll <= without) {
          throw new ToolError(
            "usage",
            `model ${model.id}: this template does not render tools (the chat template from ${model.templateSource} ` +
              `gives ${withAll} tokens with ${tools.length} tool(s) and ${without} without them), so it cannot count ` +
              "what the tools cost; choose a model whose template supports tools",
          );
        }
        toolTokens = withAll - without;
        perTool = await perToolTokens(tools, templateTools, withAll, without, tokens);
      }

      let instructionTokens: number | null = null;
      let frame = without;
      if (instructions) {
        await pace();
        frame = model.countTokens(await render(conversation(null), null, pace));
        instructionTokens = without - frame;
      }

      const result: ProfileCount = {
        fidelity: "exact",
        tools: toolTokens,
        instructions: instructionTokens,
        frame,
        warnings: [],
      };
      if (perTool) result.perTool = perTool;
      return result;
    },
    async countToolResult(text: string): Promise<number> {
      const before = conversation(null);
      const after: TemplateMessage[] = [...before, { role: "tool", content: text }];
      const [withResult, without] = [await render(after, null, noPace), await render(before, null, noPace)];
      return model.countTokens(withResult) - model.countTokens(without);
    },
  };
}

/** A pace that never waits: counting drained at once (tests, hints, a caller without a deadline). */
const noPace: Pace = () => Promise.resolve();

/** What each tool adds on its own (see createChatTemplateCounter); `T` is the renderer's form of a tool. */
export async function perToolTokens<T>(
  tools: readonly ModelFacingTool[],
  templateTools: readonly T[],
  withAll: number,
  without: number,
  tokens: (list: readonly T[] | null) => Promise<number>,
): Promise<Record<string, number>> {
  const perTool: Record<string, number> = {};
  const alone: number[] = [];
  if (templateTools.length === 1) alone.push(withAll);
  else for (const tool of templateTools) alone.push(await tokens([tool]));
  let preamble = 0;
  if (templateTools.length >= 2) {
    const [a, b] = templateTools as [T, T, ...T[]];
    preamble =
      (alone[0] as number) +
      (alone[1] as number) -
      (templateTools.length === 2 ? withAll : await tokens([a, b])) -
      without;
  }
  tools.forEach((tool, i) => {
    // Two tools of one name (a server defect) share one entry, so the figures still add up.
    perTool[tool.name] = (perTool[tool.name] ?? 0) + (alone[i] as number) - without - preamble;
  });
  return perTool;
}
