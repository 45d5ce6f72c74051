import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/claude.ts
var CLAUDE_ESTIMATE_ENCODING = "o200k_base";
function modelViewJson(tool) {
  const view = { name: tool.name };
  if (tool.description !== void 0) view.description = tool.description;
  view.inputSchema = tool.inputSchema;
  return JSON.stringify(view);
}
__name(modelViewJson, "modelViewJson");
function claudeEstimate(perToolO200k, instructionsO200k, inputs) {
  const { ratio, systemPrompt } = inputs;
  const o200k = perToolO200k.reduce((sum, t) => sum + t.tokens, 0);
  const range = perToolO200k.length === 0 ? { low: 0, high: 0 } : {
    low: Math.round(o200k * ratio.low) + systemPrompt.low,
    high: Math.round(o200k * ratio.high) + systemPrompt.high
  };
  const midRatio = (ratio.low + ratio.high) / 2;
  const perTool = {};
  for (const t of perToolO200k) perTool[t.name] = (perTool[t.name] ?? 0) + Math.round(t.tokens * midRatio);
  return {
    fidelity: "estimate",
    tools: Math.round((range.low + range.high) / 2),
    range,
    // Instructions are plain text in the system prompt: the same ratio, no prompt of their own.
    instructions: instructionsO200k === null ? null : Math.round(instructionsO200k * midRatio),
    perTool,
    warnings: [...inputs.warnings ?? []]
  };
}
__name(claudeEstimate, "claudeEstimate");
var CLAUDE_NO_TOOL_RESULT = "no defensible figure: the estimate's Claude/o200k_base ratios were measured on tool definitions, not results, and Anthropic does not publish how a tool_result block is framed";
function claudeCounter(encoder, inputs) {
  if (encoder.name !== CLAUDE_ESTIMATE_ENCODING) {
    throw new Error(`the Claude estimate scales ${CLAUDE_ESTIMATE_ENCODING} counts, not ${encoder.name}`);
  }
  return {
    async count(tools, instructions) {
      const perTool = tools.map((tool) => ({ name: tool.name, tokens: encoder.count(modelViewJson(tool)) }));
      const instructionTokens = instructions === null ? null : instructions === "" ? 0 : encoder.count(instructions);
      return claudeEstimate(perTool, instructionTokens, inputs);
    },
    noToolResult: CLAUDE_NO_TOOL_RESULT
  };
}
__name(claudeCounter, "claudeCounter");
async function loadClaudeCounter(inputs) {
  const [encoder] = await loadEncoders([CLAUDE_ESTIMATE_ENCODING]);
  return claudeCounter(encoder, inputs);
}
__name(loadClaudeCounter, "loadClaudeCounter");
export {
  CLAUDE_ESTIMATE_ENCODING,
  CLAUDE_NO_TOOL_RESULT,
  claudeCounter,
  claudeEstimate,
  loadClaudeCounter,
  modelViewJson
};
//# sourceMappingURL=claude-52TCA4PK.js.map
