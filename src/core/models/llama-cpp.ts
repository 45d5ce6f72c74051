/**
 * What llama.cpp (`llama-server --jinja`, and the apps built on it: Jan, LM Studio) hands a GGUF's Jinja
 * chat template, read in its source: llama.cpp 0.4.0 as node-llama-cpp 3.21.1 ships it (tree of
 * 2026-09-12), common/chat.cpp and common/jinja/.
 *
 * - Tools: the server parses each into { name, description, parameters } (`common_chat_tools_parse_oaicompat`,
 *   with `description` defaulting to "" and `parameters` to {}) and hands the template
 *   `{ type: "function", function: { name, description, parameters } }`: a tool without a description
 *   gets `"description": ""`, which the reference template (transformers) never shows.
 * - Context (`common_chat_template_direct_apply_impl` + `common_chat_extra_context`): messages, tools
 *   (only when there are some), bos_token and eos_token from the vocabulary, enable_thinking (true by
 *   default), add_generation_prompt, and today's `date_string` ("%d %b %Y") and `datetime` ("%b %d %Y").
 *   Nothing else: this release no longer passes `tools_in_user_message=false` or `builtin_tools` for
 *   Llama 3.x (the specialised Llama 3.x handler of the minja era is gone; its templates go through the
 *   generic path), so Llama 3.1's tools stay in the first user message, as in the reference.
 * - JSON (`tojson`, common/jinja/value.cpp): Python's separators and layout, empty `{}`/`[]` kept on one
 *   line (the minja writer laid them over lines; this one does not), non-ASCII as is, and floats printed
 *   by a C++ stream: 6 significant digits. Non-integer numbers are rounded here to those digits; the
 *   exponent form (1e-07 for 1e-7) is the one layout difference left, and no real server measured has it.
 *
 * The date changes the prompt, not what the tools add to it: it is in the prompt with and without tools,
 * so a fixed one keeps renders reproducible (llama.cpp's own format, as it would print 26 July 2024).
 */
import { copyAsSent } from "../json-as-sent.js";
import type { TemplateTool } from "./chat-template.js";
import type { ModelFacingTool } from "./types.js";

/** The llama.cpp release whose context is modelled (node-llama-cpp 3.21.1's bundled source). */
export const LLAMA_CPP_VERSION = "0.4.0 (source of 2026-09-12, as shipped in node-llama-cpp 3.21.1)";

/** A fixed day in llama.cpp's two formats: date_string "%d %b %Y", datetime "%b %d %Y". */
export const LLAMA_CPP_DATE = { date_string: "26 Jul 2024", datetime: "Jul 26 2024" } as const;

/**
 * The variables llama.cpp passes besides messages and tools, for a vocabulary with these special tokens
 * (llama.cpp passes "" for a token the vocabulary lacks).
 */
export function llamaCppVariables(tokens: { bos: string | null; eos: string | null }): Record<string, unknown> {
  return {
    bos_token: tokens.bos ?? "",
    eos_token: tokens.eos ?? "",
    enable_thinking: true,
    ...LLAMA_CPP_DATE,
  };
}

/** A float as llama.cpp's JSON writer prints it (`std::ostream <<`, precision 6); integers unchanged. */
const sixDigits = (value: number) => (Number.isInteger(value) ? value : Number(value.toPrecision(6)));

/** A tool as llama-server hands it to the template: description always present, floats to 6 digits. */
export function llamaCppTemplateTool(tool: ModelFacingTool): TemplateTool {
  return {
    type: "function",
    function: {
      name: tool.name,
      description: tool.description ?? "",
      // llama-server's JSON (nlohmann's ordered_json) keeps the key order as sent.
      parameters: copyAsSent(tool.inputSchema ?? {}, sixDigits),
    },
  };
}
