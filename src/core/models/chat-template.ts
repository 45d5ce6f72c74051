/**
 * Exact counts for models whose runtime builds the prompt with the model's own Jinja chat template
 * (transformers, vLLM, llama.cpp and most GGUF runtimes): render a minimal conversation with the tools
 * and without them, tokenize both with the model's tokenizer, and report the difference.
 *
 * Pure: the template text, the special tokens and the tokenizer are handed in by an adapter
 * (src/models/local-model-data.ts), which is where files and packages are found.
 */
import { Template } from "@huggingface/jinja";
import { ToolError } from "../errors.js";
import { JSON_FUNCTION, linearToJson, useLinearToJson } from "./jinja-json.js";
import { type ModelCounter, type ModelFacingTool, type Pace, type ProfileCount, TooLargeToCount } from "./types.js";

/**
 * The most JSON one render may write (characters): about four times what an 8 MiB listing (the cap of
 * model counting, run/measure.ts) prints as `tojson(indent=4)` when nested as the benchmark's synthetic
 * tools are (14.6 Mi characters for the 5,221 tools of 7.4 MiB in `npm run bench`, section 9), and far
 * below what a listing nested 256 levels deep could make a template print (1,024 spaces before a line).
 * Past it the profile is "not counted: too large" (TooLargeToCount), and the others are counted.
 */
export const MAX_TEMPLATE_JSON_CHARS = 64 * 1024 * 1024;

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

/** A model's template, parsed once, rendering prompts the way transformers' apply_chat_template does. */
export class ChatTemplateRenderer {
  private readonly parsed: Template;

  constructor(
    private readonly model: ChatTemplateModel,
    private readonly maxJsonChars = MAX_TEMPLATE_JSON_CHARS,
  ) {
    try {
      this.parsed = new Template(model.template);
      // The library's tojson copies a value once per level of nesting; the same text, in one pass.
      useLinearToJson(this.parsed.parsed);
    } catch (error) {
      throw templateError(model, "could not be parsed", error);
    }
  }

  /** The prompt for `messages`, with `tools` (none when null), ending with the assistant's generation prompt. */
  render(messages: readonly TemplateMessage[], tools: readonly TemplateTool[] | null): string {
    try {
      return this.parsed.render({
        ...this.model.variables,
        [JSON_FUNCTION]: linearToJson(this.maxJsonChars),
        // Deep copies: the renderer must not see (or keep) the caller's objects.
        messages: structuredClone(messages),
        tools: tools === null ? null : structuredClone(tools),
        add_generation_prompt: true,
      });
    } catch (error) {
      if (error instanceof TooLargeToCount) throw error;
      throw templateError(this.model, "failed to render", error);
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
export function createChatTemplateCounter(model: ChatTemplateModel): ModelCounter {
  const renderer = new ChatTemplateRenderer(model);
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
        return model.countTokens(renderer.render(messages, list));
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
      if (instructions) {
        await pace();
        instructionTokens = without - model.countTokens(renderer.render(conversation(null), null));
      }

      const result: ProfileCount = {
        fidelity: "exact",
        tools: toolTokens,
        instructions: instructionTokens,
        warnings: [],
      };
      if (perTool) result.perTool = perTool;
      return result;
    },
    async countToolResult(text: string): Promise<number> {
      const before = conversation(null);
      const after: TemplateMessage[] = [...before, { role: "tool", content: text }];
      return model.countTokens(renderer.render(after, null)) - model.countTokens(renderer.render(before, null));
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
