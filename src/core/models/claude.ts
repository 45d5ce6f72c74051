/**
 * The Claude estimate. No accurate offline Claude tokenizer exists, so the figure is the o200k_base
 * count of the tools' model view (DOMAIN.md: `JSON.stringify({ name, description, inputSchema })` per
 * tool, summed) times a range of Claude/o200k ratios, plus the tool-use system prompt Anthropic adds
 * once to a request that carries tools. The ratios are net of that fixed part (derived from published
 * count_tokens pairs, which include it: src/core/models/claude-range.ts), so the prompt is counted once.
 * A range, never a single number; the midpoint is what `tools` holds. The ratios and prompt sizes come
 * in as data (src/models/model-data.ts).
 */
import { type Encoder, loadEncoders } from "../encodings.js";
import type { ModelCounter, ModelFacingTool, ProfileCount } from "./types.js";

export const CLAUDE_ESTIMATE_ENCODING = "o200k_base";

/** A low and a high bound. */
export interface Bounds {
  low: number;
  high: number;
}

export interface ClaudeEstimateInputs {
  /** Claude tokens per o200k_base token of the same tools, net of the fixed part a request pays once. */
  ratio: Bounds;
  /** Tokens of the tool-use system prompt for this model (low = high when one figure is published). */
  systemPrompt: Bounds;
  /** Said with every count (e.g. that no prompt size is published for this model). */
  warnings?: readonly string[];
}

/** The tool as the model view counts it: name, description (when it has one), inputSchema, in that order. */
export function modelViewJson(tool: ModelFacingTool): string {
  const view: Record<string, unknown> = { name: tool.name };
  if (tool.description !== undefined) view.description = tool.description;
  view.inputSchema = tool.inputSchema;
  return JSON.stringify(view);
}

/**
 * The estimate from o200k counts: the range is [o200k x low, o200k x high] (each rounded) plus the
 * system prompt's bounds, the midpoint of that range is `tools`. No tools: no system prompt either.
 */
export function claudeEstimate(
  perToolO200k: ReadonlyArray<{ name: string; tokens: number }>,
  instructionsO200k: number | null,
  inputs: ClaudeEstimateInputs,
): ProfileCount {
  const { ratio, systemPrompt } = inputs;
  const o200k = perToolO200k.reduce((sum, t) => sum + t.tokens, 0);
  const range =
    perToolO200k.length === 0
      ? { low: 0, high: 0 }
      : {
          low: Math.round(o200k * ratio.low) + systemPrompt.low,
          high: Math.round(o200k * ratio.high) + systemPrompt.high,
        };
  const midRatio = (ratio.low + ratio.high) / 2;
  const perTool: Record<string, number> = {};
  for (const t of perToolO200k) perTool[t.name] = (perTool[t.name] ?? 0) + Math.round(t.tokens * midRatio);
  return {
    fidelity: "estimate",
    tools: Math.round((range.low + range.high) / 2),
    range,
    // Instructions are plain text in the system prompt: the same ratio, no prompt of their own.
    instructions: instructionsO200k === null ? null : Math.round(instructionsO200k * midRatio),
    perTool,
    warnings: [...(inputs.warnings ?? [])],
  };
}

/**
 * Why the estimate gives no figure for a tool result: its ratios were measured on tool definitions (JSON
 * schemas), not on results (prose, listings, code), and Anthropic publishes neither how a tool_result
 * block is framed nor a count of one offline. Any number would be a guess presented as an estimate.
 */
export const CLAUDE_NO_TOOL_RESULT =
  "no defensible figure: the estimate's Claude/o200k_base ratios were measured on tool definitions, not results, " +
  "and Anthropic does not publish how a tool_result block is framed";

/** The Claude estimate over a loaded o200k_base encoder; pure from here on. */
export function claudeCounter(encoder: Encoder, inputs: ClaudeEstimateInputs): ModelCounter {
  if (encoder.name !== CLAUDE_ESTIMATE_ENCODING) {
    throw new Error(`the Claude estimate scales ${CLAUDE_ESTIMATE_ENCODING} counts, not ${encoder.name}`);
  }
  return {
    async count(tools, instructions) {
      const perTool = tools.map((tool) => ({ name: tool.name, tokens: encoder.count(modelViewJson(tool)) }));
      const instructionTokens = instructions === null ? null : instructions === "" ? 0 : encoder.count(instructions);
      return claudeEstimate(perTool, instructionTokens, inputs);
    },
    noToolResult: CLAUDE_NO_TOOL_RESULT,
  };
}

export async function loadClaudeCounter(inputs: ClaudeEstimateInputs): Promise<ModelCounter> {
  const [encoder] = await loadEncoders([CLAUDE_ESTIMATE_ENCODING]);
  return claudeCounter(encoder as Encoder, inputs);
}
