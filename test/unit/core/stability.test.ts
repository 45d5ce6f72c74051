/**
 * The stability verdict itself (src/core/stability.ts), on listings written here: what test/listing-stability
 * runs end to end covers an order change and a changed description; these are the other differences a
 * listing can have between two listings, each named as it is (a tool added, a tool missing, a field the
 * model never sees), and the verdict's three states.
 */
import { describe, expect, it } from "vitest";
import { listingDifferences, listingStability, stabilityWarning } from "../../../src/core/stability.js";

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: "object", properties: {} },
  ...extra,
});

describe("listingDifferences", () => {
  it("names a tool that appears and one that is missing, and no order change for the tools both have", () => {
    const first = [tool("alpha"), tool("beta"), tool("gamma")];
    const second = [tool("alpha"), tool("gamma"), tool("delta")];
    expect(listingDifferences(first, second, "second start")).toEqual([
      { when: "second start", kind: "removed", tool: "beta", detail: "tool beta is missing" },
      { when: "second start", kind: "added", tool: "delta", detail: "tool delta appears" },
    ]);
  });

  it("says when a field that differs is not sent to the model, and not when it is", () => {
    const first = [tool("alpha", { annotations: { readOnlyHint: true } })];
    const second = [
      tool("alpha", { annotations: { readOnlyHint: false }, inputSchema: { type: "object", required: ["q"] } }),
    ];
    expect(listingDifferences(first, second, "same session")).toEqual([
      {
        when: "same session",
        kind: "field",
        tool: "alpha",
        field: "inputSchema",
        detail: "tool alpha: inputSchema differs",
      },
      {
        when: "same session",
        kind: "field",
        tool: "alpha",
        field: "annotations",
        detail: "tool alpha: annotations differs (not sent to the model)",
      },
    ]);
  });

  it("finds nothing in two listings that are the same, however they were built", () => {
    expect(listingDifferences([tool("alpha"), tool("beta")], [tool("alpha"), tool("beta")], "same session")).toEqual(
      [],
    );
  });
});

describe("listingStability", () => {
  it("is null when nothing was listed again, true with no difference, false with one, and keeps listChanged", () => {
    const tools = [tool("alpha"), tool("beta")];
    expect(listingStability(tools, null, null, false)).toEqual({ stable: null, differences: [] });
    expect(listingStability(tools, tools, tools, true)).toEqual({
      stable: true,
      differences: [],
      listChanged: true,
      order: "same",
    });
    const grown = listingStability(tools, tools, [...tools, tool("gamma")], false);
    expect(grown.stable).toBe(false);
    expect(grown.differences.map((d) => `${d.when}: ${d.kind} ${d.tool}`)).toEqual(["second start: added gamma"]);
    expect(stabilityWarning(grown)).toMatch(/^tools\/list is not stable: second start: tool gamma appears\. /);
    expect(stabilityWarning(listingStability(tools, tools, tools, false))).toBeNull();
  });

  it("names the order alone: 'changes' when two listings differ in order, and the warning says so only then", () => {
    const [a, b, c] = [tool("alpha"), tool("beta"), tool("gamma")];
    const reordered = listingStability([a, b, c], [b, c, a], [a, b, c], false);
    expect(reordered.order).toBe("changes");
    expect(stabilityWarning(reordered)).toMatch(
      /^tools\/list is not stable: the same tools byte for byte, but not in a deterministic order \(it changed: same session\)/,
    );
    // Sorted or not, one order three times is deterministic by observation.
    expect(listingStability([c, a, b], [c, a, b], [c, a, b], false).order).toBe("same");
    // An order change with another difference is not "only the order": the general warning.
    const both = listingStability([a, b], [b, a, c], null, false);
    expect(both.order).toBe("changes");
    expect(stabilityWarning(both)).toMatch(/^tools\/list is not stable: same session: tool gamma appears/);
  });
});
