/**
 * The comment's fold holds the unchanged tools two to a row (the first half on the left, the second on the
 * right, each in the table's order) when there are enough of them and their names are short, so that the
 * comment opened stays within 1.5x of a size bot's (test/integration/github/comment-height.test.ts); a few
 * tools, or a long name, stay one to a row.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import { renderComparisonMarkdown } from "../../../../src/core/render/comparison.js";
import { changes, comparisonOf, tool } from "../../../helpers/example-comparisons.js";
import { detailsBlock } from "../../../helpers/markdown.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});
const rowsOf = (block: string) =>
  block
    .split("\n")
    .filter((l) => l.startsWith("|"))
    .map((l) =>
      l
        .slice(1, -1)
        .split(" | ")
        .map((c) => c.trim()),
    );

describe("the unchanged tools in the comment's fold", () => {
  it("48 tools: two to a row, the first 24 on the left and the next 24 on the right, in order", () => {
    const c = changes(encoders, 3);
    const unchanged = c.tools.filter((t) => t.status === "unchanged");
    expect(unchanged).toHaveLength(48);
    const block = detailsBlock(renderComparisonMarkdown(c), "48 unchanged tools") ?? "";
    const [header, , ...rows] = rowsOf(block);
    expect(header).toEqual(["Tool", "o200k\\_base", "cl100k\\_base", "Tool", "o200k\\_base", "cl100k\\_base"]);
    expect(rows).toHaveLength(24);
    const left = rows.map((r) => r[0]);
    const right = rows.map((r) => r[3]);
    const names = [...left, ...right].map((n) => n?.replace(/\\/g, ""));
    // Every unchanged tool once, largest first going down the left column, then down the right one.
    expect(new Set(names)).toEqual(new Set(unchanged.map((t) => t.name)));
    const sizes = rows
      .map((r) => Number(r[1]?.replace(/,/g, "")))
      .concat(rows.map((r) => Number(r[4]?.replace(/,/g, ""))));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("a few tools, or a name too long to sit two to a row, stay one to a row", () => {
    const six = Array.from({ length: 7 }, (_, i) => tool(i, 1, 1));
    const fewer = comparisonOf(encoders, "acme-tracker", six, [...six.slice(0, 6), tool(6, 3, 1)], "total: 6000\n");
    const few = detailsBlock(renderComparisonMarkdown(fewer), "6 unchanged tools");
    expect(rowsOf(few ?? "")[0]).toEqual(["Tool", "o200k\\_base", "cl100k\\_base"]);
    expect(rowsOf(few ?? "")).toHaveLength(2 + 6);
    const base = Array.from({ length: 12 }, (_, i) => tool(i, 1, 1));
    const long = { ...(base[0] as object), name: `a_tool_whose_name_is_long_enough_${"x".repeat(20)}` };
    const head = [long, ...base.slice(1, 11), tool(11, 3, 1)];
    const c = comparisonOf(encoders, "acme-tracker", [long, ...base.slice(1)], head, "total: 6000\n");
    const block = detailsBlock(renderComparisonMarkdown(c), "11 unchanged tools") ?? "";
    const [header, , ...rows] = rowsOf(block);
    expect(header).toHaveLength(3);
    expect(rows).toHaveLength(11);
  });
});
