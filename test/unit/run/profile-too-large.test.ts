/**
 * Too large for one profile means that profile is skipped with a note, at any size: a profile whose render
 * runs past what the engine holds (a RangeError: "Invalid string length", "Invalid array length") is "not
 * counted: too large", and the next profile is still counted; anything else is still an error.
 */
import { describe, expect, it } from "vitest";
import type { ModelCounter } from "../../../src/core/models/types.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { countProfiles } from "../../../src/run/measure.js";

const tool = { name: "ping", description: "Ping a host.", inputSchema: { type: "object", properties: {} } };

describe("a profile past what the engine holds", () => {
  it("is not counted: too large, alone; the next profile is counted", async () => {
    const [big, ok] = resolveProfiles("--model", ["qwen3", "claude"]);
    const tooLong: ModelCounter = {
      count: async () => {
        throw new RangeError("Invalid string length");
      },
    };
    const claude = await ok?.load({});
    const out = await countProfiles([big, ok] as never, [tooLong, claude], { tools: [tool], instructions: null });
    expect(out.notCounted.qwen3).toMatchObject({
      reason: "too large",
      detail: "the request is too large to render on this profile (Invalid string length)",
    });
    expect(out.models.claude?.tools).toBeGreaterThan(0);
  });

  it("any other error still ends the run", async () => {
    const [p] = resolveProfiles("--model", ["qwen3"]);
    const broken: ModelCounter = {
      count: async () => {
        throw new TypeError("a bug");
      },
    };
    await expect(countProfiles([p] as never, [broken], { tools: [tool], instructions: null })).rejects.toThrow("a bug");
  });
});
