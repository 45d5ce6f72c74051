/**
 * The gpt-oss profile: MCP tools rendered the way OpenAI's harmony format renders function tools
 * (openai/harmony, docs/format.md and src/encoding.rs), counted in o200k_base. Exact: the figure is
 * the tokens of the prompt harmony renders for completion with the tools minus the same prompt
 * without them.
 *
 * The conversation is harmony's default system message, then a developer message holding the
 * server's instructions (`# Instructions`) and the tools (`# Tools` / `## functions`), then
 * `<|start|>assistant`. Harmony encodes each piece of a message separately (role, content) and
 * each formatting token (`<|start|>`, `<|message|>`, `<|end|>`) as one token, so we count piece
 * by piece the same way. A user message would be the same on both sides and cancel exactly.
 */
import { type Encoder, loadEncoders } from "../encodings.js";
import { hiddenParameters, hiddenParameterWarnings } from "./harmony-hidden.js";
import { schemaToTypeScript } from "./harmony-typescript.js";
import type { ModelCounter, ModelFacingTool, ProfileCount } from "./types.js";

export const HARMONY_ENCODING = "o200k_base";

/** A run of the prompt: one formatting token, or text that harmony encodes on its own. */
export type HarmonySegment = { special: string } | { text: string };

/** Harmony's default SystemContent (model identity, knowledge cutoff, reasoning effort, channels). */
const SYSTEM_TEXT =
  "You are ChatGPT, a large language model trained by OpenAI.\n" +
  "Knowledge cutoff: 2024-06\n\n" +
  "Reasoning: medium\n\n" +
  "# Valid channels: analysis, commentary, final. Channel must be included for every message.";

/** Added to the channels line when the developer message carries function tools. */
const COMMENTARY_LINE = "\nCalls to these tools must go to the commentary channel: 'functions'.";

/** Rust's `str::lines`: `\n` or `\r\n` ends a line; no empty last line after a final newline. */
function rustLines(text: string): string[] {
  if (text === "") return [];
  const parts = text.split("\n");
  const last = parts.pop() as string;
  const lines = parts.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  if (last !== "") lines.push(last);
  return lines;
}

/** One tool's lines in the namespace: its description as `//` lines, then its type. */
export function renderHarmonyTool(tool: ModelFacingTool): string {
  const lines = rustLines(tool.description ?? "").map((line) => `// ${line}`);
  const parameters = tool.inputSchema;
  // Clients pass inputSchema as the function's parameters; only an absent one means no parameters.
  if (parameters === undefined || parameters === null) {
    lines.push(`type ${tool.name} = () => any;\n`);
  } else {
    lines.push(`type ${tool.name} = (_: ${schemaToTypeScript(parameters, "")}) => any;\n`);
  }
  return lines.join("\n");
}

/** The `# Tools` section harmony puts in the developer message for a `functions` namespace. */
export function renderHarmonyTools(tools: readonly ModelFacingTool[]): string {
  return ["# Tools", namespaceParts(tools).join("\n")].join("\n\n");
}

/** The `## functions` namespace as its parts, joined by line breaks: a tool's block is part i + 2. */
function namespaceParts(tools: readonly ModelFacingTool[]): string[] {
  return ["## functions\n", "namespace functions {\n", ...tools.map(renderHarmonyTool), "} // namespace functions"];
}

function message(role: string, content: string): HarmonySegment[] {
  return [
    { special: "<|start|>" },
    { text: role },
    { special: "<|message|>" },
    { text: content },
    { special: "<|end|>" },
  ];
}

/**
 * The prompt harmony renders for completion: system, developer (only when it has something to
 * say), then the assistant's turn to answer. `instructions` null means the server sent none.
 */
export function harmonyPrompt(tools: readonly ModelFacingTool[], instructions: string | null): HarmonySegment[] {
  const hasTools = tools.length > 0;
  const segments = message("system", hasTools ? SYSTEM_TEXT + COMMENTARY_LINE : SYSTEM_TEXT);
  const developer: string[] = [];
  if (instructions !== null) developer.push("# Instructions", instructions);
  if (hasTools) developer.push(renderHarmonyTools(tools));
  if (developer.length > 0) segments.push(...message("developer", developer.join("\n\n")));
  segments.push({ special: "<|start|>" }, { text: "assistant" });
  return segments;
}

/**
 * A tool's result as harmony gives it back to the model (openai/harmony docs/format.md, "Handling tool
 * calls"; src/encoding.rs render of a tool-role message): a message from `functions.<tool>` to the
 * assistant on the commentary channel, `<|start|>functions.get_weather to=assistant<|channel|>commentary
 * <|message|>{output}<|end|>`. Harmony encodes the author name, " to=assistant", the channel and the
 * output each on its own, so what the message adds to a prompt is exactly its own tokens.
 */
export function harmonyToolResult(tool: string, output: string): HarmonySegment[] {
  return [
    { special: "<|start|>" },
    { text: `functions.${tool}` },
    { text: " to=assistant" },
    { special: "<|channel|>" },
    { text: "commentary" },
    { special: "<|message|>" },
    { text: output },
    { special: "<|end|>" },
  ];
}

/** The prompt as one string, formatting tokens written out (what harmony's decode gives back). */
export function harmonyPromptText(tools: readonly ModelFacingTool[], instructions: string | null): string {
  return harmonyPrompt(tools, instructions)
    .map((s) => ("special" in s ? s.special : s.text))
    .join("");
}

/** Tokens of segments: each formatting token is one, each text piece is encoded on its own. */
export function harmonySegmentTokens(segments: readonly HarmonySegment[], encoder: Encoder): number {
  let total = 0;
  for (const segment of segments) total += "special" in segment ? 1 : encoder.count(segment.text);
  return total;
}

/** Tokens of the whole prompt: each formatting token is one, each text piece is encoded on its own. */
export function harmonyPromptTokens(
  tools: readonly ModelFacingTool[],
  instructions: string | null,
  encoder: Encoder,
): number {
  return harmonySegmentTokens(harmonyPrompt(tools, instructions), encoder);
}

/** How many namespace parts on each side of a tool's block are re-tokenized with it (see perToolMarginals). */
const CONTEXT_PARTS = 2;

/**
 * What removing each tool saves: tokens(prompt with all tools) - tokens(prompt with all but that one),
 * as the Jinja profiles report. A block cannot be counted alone: its last pre-token (";\n\n//" in
 * o200k) runs into the next block, so a block counted alone is one token too many. o200k's
 * pre-tokenizer splits the namespace at the start of each block's lines, so the difference is the same
 * over the block with two whole parts of the namespace either side as over the whole section: one short
 * tokenization per tool instead of the whole section per tool. With one tool, removing it removes the
 * whole section (and the commentary line): the tools' total.
 */
function perToolMarginals(tools: readonly ModelFacingTool[], total: number, encoder: Encoder): number[] {
  if (tools.length === 1) return [total];
  const parts = namespaceParts(tools);
  return tools.map((_, i) => {
    const at = i + 2;
    const before = parts.slice(Math.max(0, at - CONTEXT_PARTS), at);
    const after = parts.slice(at + 1, at + 1 + CONTEXT_PARTS);
    const withIt = [...before, parts[at] as string, ...after].join("\n");
    const withoutIt = [...before, ...after].join("\n");
    return encoder.count(withIt) - encoder.count(withoutIt);
  });
}

/** A counter that renders a tool result (harmony always can). */
export type HarmonyCounter = ModelCounter & Required<Pick<ModelCounter, "countToolResult">>;

/** The gpt-oss counter over a loaded o200k_base encoder; pure from here on. */
export function harmonyCounter(encoder: Encoder): HarmonyCounter {
  if (encoder.name !== HARMONY_ENCODING) {
    throw new Error(`the gpt-oss profile counts in ${HARMONY_ENCODING}, not ${encoder.name}`);
  }
  const promptTokens = (tools: readonly ModelFacingTool[], instructions: string | null) =>
    harmonyPromptTokens(tools, instructions, encoder);
  return {
    async count(tools, instructions): Promise<ProfileCount> {
      // As every profile measures them (docs/models.md): the instructions on the bare request, then the
      // tools on the request that carries the instructions. Empty instructions add nothing: a client has no
      // section to write.
      const sent = instructions === "" ? null : instructions;
      const bare = promptTokens([], null);
      const withInstructions = sent === null ? bare : promptTokens([], sent);
      const withBoth = tools.length > 0 ? promptTokens(tools, sent) : withInstructions;
      const instructionTokens = instructions === null ? null : withInstructions - bare;
      const perTool: Record<string, number> = {};
      const marginal = perToolMarginals(tools, withBoth - withInstructions, encoder);
      tools.forEach((tool, i) => {
        // Two tools of one name (a server defect) share one entry.
        perTool[tool.name] = (perTool[tool.name] ?? 0) + (marginal[i] as number);
      });
      const hidden = tools.flatMap(hiddenParameters);
      return {
        fidelity: "exact",
        tools: withBoth - withInstructions,
        instructions: instructionTokens,
        perTool,
        hiddenParameters: hidden,
        frame: bare,
        warnings: hiddenParameterWarnings(hidden),
      };
    },
    // The prompt with the result message minus without it: the message's own tokens (harmonyToolResult).
    async countToolResult(text, tool) {
      return harmonySegmentTokens(harmonyToolResult(tool, text), encoder);
    },
  };
}

/** Loads o200k_base and returns the gpt-oss counter. */
export async function loadHarmonyCounter(): Promise<HarmonyCounter> {
  const [encoder] = await loadEncoders([HARMONY_ENCODING]);
  return harmonyCounter(encoder as Encoder);
}
