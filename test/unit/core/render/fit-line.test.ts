/**
 * The numbers on a model line agree (issue 25): an estimate shows its midpoint as "tokens per request", and
 * its verdict on the window weighs the high end; the line says which end "fits" used, so window - tokens is
 * what it says is left.
 */
import { describe, expect, it } from "vitest";
import { fitText } from "../../../../src/core/render/models.js";

const text = (s: string) => s;

describe("fitText", () => {
  it("names the estimate's high end it weighed, and what is left is the window minus that", () => {
    const line = fitText(
      { contextWindow: 200_000, minContextToFit: 2_105, fidelity: "estimate", range: { low: 1_649, high: 2_105 } },
      text,
    );
    expect(line).toBe(
      "fits: 197,895 of 200,000 tokens left for the conversation, at the estimate's high end (2,105 tokens)",
    );
    const short = fitText(
      { contextWindow: 2_048, minContextToFit: 2_105, fidelity: "estimate", range: { low: 1_649, high: 2_105 } },
      text,
    );
    expect(short).toMatch(/^does not fit by 57 tokens, at the estimate's high end \(2,105 tokens\): needs/);
  });

  it("says nothing of an end for an exact count", () => {
    const line = fitText({ contextWindow: 32_768, minContextToFit: 1_835, fidelity: "exact", frame: 9 }, text);
    expect(line).toBe("fits: 30,933 of 32,768 tokens left for the conversation, after the request's 9-token frame");
  });
});
