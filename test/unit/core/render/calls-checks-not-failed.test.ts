/**
 * In the calls table "failed" means one thing: a call that did not go well (its status). A check whose result
 * did not hold is "not met", so a row that reads "ok ... failed: cursor" can no longer be taken for a failed call.
 */
import { describe, expect, it } from "vitest";
import type { CallReport } from "../../../../src/core/calls/types.js";
import { callRows, checksCell } from "../../../../src/core/render/calls.js";

const esc = (s: string) => s;
const call = (over: Partial<CallReport>): CallReport =>
  ({
    name: "find",
    tool: "search",
    status: "ok",
    tokens: { o200k_base: 64 },
    models: {},
    checks: [],
    isError: false,
    ms: 5,
    parts: [],
    bytes: 100,
    ...over,
  }) as CallReport;

describe("the checks cell", () => {
  it("says 'not met' for a check that did not hold, never 'failed'", () => {
    const missed = call({
      checks: [
        { name: "cursor", passed: false, detail: "no nextCursor field in the result" },
        { name: "maxTokens", passed: true, detail: "64 of 100" },
      ],
    });
    expect(checksCell(missed, esc)).toBe("not met: cursor (no nextCursor field in the result)");
    expect(checksCell(call({ checks: [{ name: "maxTokens", passed: true, detail: "" }] }), esc)).toBe("1/1 passed");
  });

  it("keeps 'failed' out of an ok row and leaves the status to say a call errored", () => {
    const ok = call({ checks: [{ name: "cursor", passed: false, detail: "no cursor" }] });
    const errored = call({ name: "broken", status: "error", isError: true, tokens: {} });
    const { body } = callRows([ok, errored], ["o200k_base"], esc);
    expect(body[0]?.join(" ")).not.toMatch(/fail/i);
    expect(body[1]?.[2]).toBe("error (isError)");
  });
});
