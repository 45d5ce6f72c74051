/** StreamExcerpt: a long stream's first lines and last lines, with an exact count of what lay between. */
import { describe, expect, it } from "vitest";
import { isLeftOut, leftOut, outputExcerpt, StreamExcerpt } from "../../../src/core/output-excerpt.js";

const numbered = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `line ${from + i}`);

describe("StreamExcerpt", () => {
  it("gives the whole stream when it is short, blank lines dropped, in chunks cut anywhere", () => {
    const stream = new StreamExcerpt();
    const text = "first\n\nsecond li";
    stream.write(text);
    stream.write("ne\r\nthird");
    expect(stream.excerpt()).toEqual(["first", "second line", "third"]);
  });

  it("keeps an error printed first through a stream far larger than it keeps, counting the lines left out", () => {
    const stream = new StreamExcerpt(200, 400);
    stream.write("Error: SERVICE_API_KEY is required\n");
    const rest = numbered(5000);
    for (const line of rest) stream.write(`${line}\n`);
    const excerpt = stream.excerpt({ tail: 5 });
    expect(excerpt[0]).toBe("Error: SERVICE_API_KEY is required");
    expect(excerpt.slice(-5)).toEqual(rest.slice(-5));
    // Every one of the 5,001 lines is either shown or counted.
    const counted = excerpt
      .filter(isLeftOut)
      .map((l) => Number(l.replace(/[^\d]/g, "")))
      .reduce((a, b) => a + b, 0);
    expect(counted + excerpt.filter((l) => !isLeftOut(l)).length).toBe(5001);
  });

  it("keeps at most about its byte limits however long the stream", () => {
    const stream = new StreamExcerpt(100, 300);
    for (let i = 0; i < 2000; i++) stream.write(`${"x".repeat(50)} ${i}\n`);
    stream.write("y".repeat(10_000));
    const kept = stream.excerpt({ tail: 1000, errors: 0 }).filter((l) => !isLeftOut(l));
    expect(kept.join("\n").length).toBeLessThanOrEqual(100 + 300 + 2);
  });
});

describe("outputExcerpt with a gap", () => {
  it("counts unseen lines where they were, even between two kept lines side by side", () => {
    expect(outputExcerpt(["a", "b"], { tail: 1, errors: 0, gap: { at: 1, lines: 7 } })).toEqual([leftOut(8), "b"]);
    expect(outputExcerpt(["error one", "b"], { tail: 1, gap: { at: 1, lines: 7 } })).toEqual([
      "error one",
      leftOut(7),
      "b",
    ]);
  });
});
