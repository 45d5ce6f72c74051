/** The lines of a failed build's output that say why: the first error-looking ones and the end. */
import { describe, expect, it } from "vitest";
import { outputExcerpt } from "../../../src/core/output-excerpt.js";

describe("outputExcerpt", () => {
  it("keeps a short output whole", () => {
    const lines = ["> build", "error TS1005: ';' expected.", "done"];
    expect(outputExcerpt(lines)).toEqual(lines);
  });

  it("keeps the cause at line 3 of 98 with the last lines, and says how many were left out", () => {
    const lines = [
      "> build",
      "> tsc",
      "src/a.ts(3,1): error TS2322: nope",
      ...Array.from({ length: 93 }, (_, i) => `ok ${i}`),
      "npm ERR! code 2",
      "Build failed",
    ];
    const shown = outputExcerpt(lines, { tail: 5 });
    expect(shown).toEqual([
      "… 2 lines left out …",
      "src/a.ts(3,1): error TS2322: nope",
      "… 90 lines left out …",
      "ok 90",
      "ok 91",
      "ok 92",
      "npm ERR! code 2",
      "Build failed",
    ]);
  });

  it("keeps at most `errors` error-looking lines from before the tail, the first ones", () => {
    const lines = [
      ...Array.from({ length: 30 }, (_, i) => `Error: number ${i}`),
      ...Array.from({ length: 5 }, () => "x"),
    ];
    const shown = outputExcerpt(lines, { tail: 5, errors: 2 });
    expect(shown.slice(0, 3)).toEqual(["Error: number 0", "Error: number 1", "… 28 lines left out …"]);
    expect(shown).toHaveLength(3 + 5);
  });
});
