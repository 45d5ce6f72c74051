import { describe, expect, it } from "vitest";
import { parseBudget } from "../../../../src/core/budget/parse.js";
import { UsageError } from "../../../../src/core/errors.js";
import { parseModelId } from "../../../../src/core/models/model-id.js";
import { modelIdProblem, profileIds, resolveProfiles, runtimesOf } from "../../../../src/models/registry.js";
import { parseContextTokens } from "../../../../src/settings/values.js";

describe("the model id grammar <model>[@<runtime>][:<context tokens>]", () => {
  it.each([
    ["qwen3", { model: "qwen3", runtime: null, context: null }],
    ["qwen3@ollama", { model: "qwen3", runtime: "ollama", context: null }],
    ["llama-3.1@llama.cpp:24576", { model: "llama-3.1", runtime: "llama.cpp", context: 24576 }],
    ["qwen3:32768", { model: "qwen3", runtime: null, context: 32768 }],
    ["qwen3:100000000", { model: "qwen3", runtime: null, context: 100_000_000 }],
    ["claude-sonnet-4.6", { model: "claude-sonnet-4.6", runtime: null, context: null }],
    ["  gpt-oss@hf ", { model: "gpt-oss", runtime: "hf", context: null }],
    ["claude-opus-4.8[1m]", { model: "claude-opus-4.8", runtime: null, context: null, extended: true }],
  ])("%s", (text, expected) => {
    expect(parseModelId("--model", text)).toEqual({ text: text.trim(), extended: false, slots: null, ...expected });
  });

  it.each([
    ["qwen3@vllm", /--model: model "qwen3@vllm" names unknown runtime "vllm"; runtimes: hf, ollama, llama\.cpp/],
    ["qwen3@provider", /unknown runtime "provider"; runtimes: hf, ollama, llama\.cpp/],
    ["qwen3:lots", /has context "lots" after ":"; it must be a whole number of tokens/],
    ["qwen3:0", /has context "0" after ":"/],
    // Above 100,000,000 (no model's window is near it), and a number past 2^53 that would not stay exact.
    ["qwen3:100000001", /has context "100000001" after ":"; it must be a whole number of tokens from 1 to 100000000/],
    ["qwen3:9007199254740993", /has context "9007199254740993"/],
    ["qwen3:", /has context "" after ":"/],
    ["qwen3@ollama:-5", /has context "-5"/],
    ["@ollama", /"@ollama" is not a model id/],
    ["qwen3@ollama@hf", /unknown runtime "ollama@hf"/],
    ["qwen 3", /"qwen 3" is not a model id/],
  ])("rejects %s with a usage error saying what to write", (text, message) => {
    const parse = () => parseModelId("--model", text);
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(message);
    expect(parse).toThrow(/write <model>\[@<runtime>\]\[:<context tokens>\[\/<slots>\]\]/);
  });
});

describe("resolving ids against the registry", () => {
  it("a bare local model means its hf profile, keyed as written", () => {
    const [bare, explicit] = resolveProfiles("--model", ["qwen3", "qwen3@hf"]);
    expect(bare).toMatchObject({ id: "qwen3", model: "qwen3", runtime: "hf", context: null });
    expect(explicit).toMatchObject({ id: "qwen3@hf", model: "qwen3", runtime: "hf" });
    // The same entry: a bare id and its @hf spelling count the same way.
    expect(bare?.load).toBe(explicit?.load);
    expect(bare?.title).toBe(explicit?.title);
  });

  it("carries the context written after ':' on the profile", () => {
    const [p] = resolveProfiles("--model", ["llama-3.1@llama.cpp:24576"]);
    expect(p).toMatchObject({ id: "llama-3.1@llama.cpp:24576", runtime: "llama.cpp", context: 24576 });
  });

  it("a runtime the model is not counted on lists the model's runtimes", () => {
    expect(() => resolveProfiles("models", ["gpt-5@ollama"])).toThrow(
      /models: gpt-5 is a hosted model and takes no @runtime \(it runs on its provider\); write "gpt-5"/,
    );
    const someLocal = profileIds().find((m) => !runtimesOf(m).includes("llama.cpp") && runtimesOf(m)[0] === "hf");
    // gpt-oss today; never skipped: without such a model this part would check nothing.
    expect(someLocal, "a local model counted on hf only").toBeDefined();
    expect(() => resolveProfiles("--model", [`${someLocal}@llama.cpp`])).toThrow(
      new RegExp(
        `model ${String(someLocal).replace(".", "\\.")} is not counted on runtime llama\\.cpp; its runtimes: hf`,
      ),
    );
  });

  it("hosted models run on their provider", () => {
    const [claude] = resolveProfiles("--model", ["claude"]);
    expect(claude?.runtime).toBe("provider");
  });

  it("an unknown model still lists the known ones", () => {
    expect(() => resolveProfiles("--model", ["gpt-99@ollama"])).toThrow(
      /--model: unknown model "gpt-99"; known models: gpt-oss, qwen3, llama-3\.1/,
    );
  });

  it("modelIdProblem says why an id cannot be asked for, or null", () => {
    expect(modelIdProblem("qwen3@llama.cpp:4096")).toBeNull();
    expect(modelIdProblem("claude@hf")).toMatch(/claude is a hosted model and takes no @runtime/);
  });
});

describe("budget files key models by the same grammar, exactly as written", () => {
  const known = { models: profileIds(), modelProblem: modelIdProblem };

  it("keeps qwen3, qwen3@hf and qwen3@llama.cpp:24576 as separate keys", () => {
    const budget = parseBudget(
      "models:\n  qwen3: { total: 1 }\n  qwen3@hf: { total: 2 }\n  qwen3@llama.cpp:24576: { total: 3 }\n",
      "b.yml",
      undefined,
      known,
    );
    expect(Object.keys(budget.models ?? {})).toEqual(["qwen3", "qwen3@hf", "qwen3@llama.cpp:24576"]);
  });

  it.each([
    [
      "qwen3@vllm",
      /b\.yml:2: models: model "qwen3@vllm" names unknown runtime "vllm"; runtimes: hf, ollama, llama\.cpp/,
    ],
    ["claude@ollama", /b\.yml:2: models: claude is a hosted model and takes no @runtime/],
    ["qwen3:big", /b\.yml:2: models: model "qwen3:big" has context "big"/],
    ["mistral@ollama", /b\.yml:2: unknown model "mistral@ollama" in models; known models: gpt-oss/],
  ])("rejects %s with its line", (key, message) => {
    expect(() => parseBudget(`models:\n  ${key}: { total: 1 }\n`, "b.yml", undefined, known)).toThrow(message);
  });
});

describe("--context and the action's context input: the window for every model without :N", () => {
  it.each([
    ["24576", 24_576],
    [" 24,576 ", 24_576],
    ["1_000_000", 1_000_000],
    ["100000000", 100_000_000],
    ["", null],
  ])("%j is %j", (text, tokens) => {
    expect(parseContextTokens("--context", text)).toBe(tokens);
  });

  it.each(["0", "100000001", "1e5", "24576.5", "-1", "lots"])("refuses %j, saying the range", (text) => {
    expect(() => parseContextTokens("--context", text)).toThrow(/a whole number of tokens from 1 to 100,000,000/);
  });
});
