/**
 * `<model>@<runtime>:<context>/<slots>`: the window one request gets when the runtime serves several at once,
 * as each runtime's source does it (llama.cpp splits one context over its slots, padded to 256; Ollama keeps
 * num_ctx per request), and a usage error where slots mean nothing (hf, hosted models).
 */
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../../src/core/errors.js";
import { parseModelId } from "../../../../src/core/models/model-id.js";
import { slotWindow } from "../../../../src/core/models/slots.js";
import { chooseWindow } from "../../../../src/core/models/window.js";
import { fitText } from "../../../../src/core/render/models.js";
import { resolveProfiles } from "../../../../src/models/registry.js";

describe("slots in the model id", () => {
  it("parses :<context>/<slots>", () => {
    expect(parseModelId("--model", "qwen3@llama.cpp:49152/2")).toEqual({
      text: "qwen3@llama.cpp:49152/2",
      model: "qwen3",
      runtime: "llama.cpp",
      context: 49152,
      slots: 2,
      extended: false,
    });
    expect(parseModelId("--model", "qwen3@ollama:8192").slots).toBeNull();
  });

  it.each([
    ["qwen3@llama.cpp:49152/0", /has slots "0" after "\/"/],
    ["qwen3@llama.cpp:49152/", /has slots "" after "\/"/],
    ["qwen3@llama.cpp:49152/two", /has slots "two"/],
    ["qwen3@llama.cpp:49152/1025", /from 1 to 1024/],
    ["qwen3@llama.cpp:/2", /has context "" after ":"/],
  ])("rejects %s, saying what to write", (text, message) => {
    const parse = () => parseModelId("--model", text);
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(message);
    expect(parse).toThrow(/qwen3@llama\.cpp:49152\/2/);
  });

  it("slots on a runtime without them, or on a hosted model, is a usage error naming what to write", () => {
    expect(() => resolveProfiles("--model", ["qwen3:49152/2"])).toThrow(
      /qwen3:49152\/2: "\/2" names parallel slots, which runtime hf does not split a window over .*write qwen3@llama\.cpp:49152\/2/,
    );
    expect(() => resolveProfiles("--model", ["gpt-oss@hf:8192/2"])).toThrow(/write gpt-oss:8192$/);
    expect(() => resolveProfiles("--model", ["claude:200000/2"])).toThrow(
      /a hosted model does not have; write claude:200000/,
    );
  });
});

describe("the window one request gets", () => {
  it.each([
    // The write-up's Jan setup: a 49,152-token context over two slots.
    [49152, 2, 24576],
    [49152, 1, 49152],
    [32768, 4, 8192],
    // Not a multiple of 256: llama.cpp pads the context up (1,024), then each slot's share up (342 -> 512).
    [1000, 3, 512],
    [4096, 3, 1536],
  ])("llama.cpp -c %i -np %i: %i a request", (context, slots, tokens) => {
    expect(slotWindow("llama.cpp", context, slots)).toMatchObject({ tokens, slots });
  });

  it("Ollama: each request keeps num_ctx whatever OLLAMA_NUM_PARALLEL is, and says why", () => {
    const w = slotWindow("ollama", 8192, 4);
    expect(w?.tokens).toBe(8192);
    expect(w?.slots).toBeUndefined();
    expect(w?.how).toMatch(/OLLAMA_NUM_PARALLEL=4: each request keeps its 8,192 tokens.*-c num_ctx\*K -np K/);
  });

  it("hf and hosted models have no slots", () => {
    expect(slotWindow("hf", 8192, 2)).toBeNull();
    expect(slotWindow("provider", 8192, 2)).toBeNull();
  });

  it("the profile carries the slot window, which wins over --context, and the source says where it comes from", () => {
    const [p] = resolveProfiles("--model", ["qwen3@llama.cpp:49152/2"]);
    const window = chooseWindow(
      { id: p?.id ?? "", inId: p?.context ?? null, slotsInId: p?.slots ?? null, extendedInId: false, local: true },
      { tokens: 4096, how: "--context 4096" },
      { tokens: 32768, source: "standard" },
    );
    expect(window.tokens).toBe(24576);
    expect(window.slots).toBe(2);
    expect(window.source).toMatch(
      /^asked for in the model id "qwen3@llama\.cpp:49152\/2": llama-server -c 49152 -np 2: 49,152 tokens shared by 2 slots, 24,576 per request/,
    );
  });

  it("a request too large for its slot needs -c times the slots, with -np", () => {
    const text = (s: string) => s;
    const line = fitText(
      { contextWindow: 512, fits: false, minContextToFit: 854, runtime: "llama.cpp", slots: 3, contextSource: "x" },
      text,
    );
    expect(line).toContain("does not fit by 342 tokens: needs -c 2,562 or more with -np 3,");
    const single = fitText({ contextWindow: 512, fits: false, minContextToFit: 854, runtime: "llama.cpp" }, text);
    expect(single).toContain("needs -c 854 or more,");
  });
});
