/**
 * How a tool list's cache lifetime (ttlMs) reads: whole seconds in at most the two largest units, anything
 * else in seconds with its fraction, never rounded down to a whole unit.
 */
import { describe, expect, it } from "vitest";
import { durationWords } from "../../../../src/core/render/measurement.js";

describe("durationWords", () => {
  it("names at most the two largest units", () => {
    expect(durationWords(600_000)).toBe("10 minutes");
    expect(durationWords(3_600_000 + 1_000)).toBe("1 hour 1 second");
    expect(durationWords(86_400_000 + 3_600_000 + 60_000 + 1_000)).toBe("1 day 1 hour");
  });

  it("says a lifetime that is not whole seconds in seconds with its fraction, and under a second in ms", () => {
    expect(durationWords(1_500)).toBe("1.5 seconds");
    expect(durationWords(90_500)).toBe("90.5 seconds");
    expect(durationWords(250)).toBe("250 ms");
  });
});
