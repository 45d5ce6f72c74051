/**
 * The release notes' figures against js-tiktoken (the oracle): the largest changes, the added tools and the
 * other encoding's totals are the counts an independent tokenizer gives. Split from
 * test/unit/core/render/release-notes-block.test.ts, since loading the oracle's tables is not a unit test's work.
 */
import { describe, expect, it } from "vitest";
import { compare } from "../../../src/core/compare.js";
import { countListing } from "../../../src/core/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { releaseNotes, renderReleaseNotesMarkdown } from "../../../src/core/render/release-notes.js";
import { oracleTotals } from "../../helpers/oracle.js";

describe("renderReleaseNotesMarkdown", () => {
  const schema = { type: "object" };

  it("names the 5 largest changes, largest first, 10 added names and how many more, and the other encoding's totals (js-tiktoken)", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const listing = (tools: unknown[]) =>
      countListing(
        {
          server: { name: "s", version: "1", protocolVersion: null },
          tools,
          prompts: null,
          resources: null,
          warnings: [],
        },
        encoders,
        "0.1.0",
      );
    const old = Array.from({ length: 7 }, (_, i) => ({ name: `t${i}`, description: "x", inputSchema: schema }));
    // t_i grows by 3(i+1) words: t6 the most, t0 the least.
    const grown = old.map((t, i) => ({ ...t, description: `x${" word".repeat(3 * (i + 1))}` }));
    const added = Array.from({ length: 12 }, (_, i) => ({
      name: `a${String(i).padStart(2, "0")}`,
      inputSchema: schema,
    }));
    const from = await listing(old);
    const to = await listing([...grown, ...added]);
    const md = renderReleaseNotesMarkdown(releaseNotes(compare(from, to), from, to));

    const delta = (i: number) =>
      oracleTotals([grown[i]], "o200k_base").model - oracleTotals([old[i]], "o200k_base").model;
    const largest = md.split("\n").find((l) => l.startsWith("- Largest changes: ")) ?? "";
    const named = [...largest.matchAll(/\b(t\d) \+(\d+)/g)].map((m) => [m[1], Number(m[2])]);
    expect(named).toEqual([6, 5, 4, 3, 2].map((i) => [`t${i}`, delta(i)]));

    const addedLine = md.split("\n").find((l) => l.startsWith("- Added: ")) ?? "";
    const addedSize = oracleTotals([added[0]], "o200k_base").model;
    expect(addedLine).toBe(
      `- Added: ${added
        .slice(0, 10)
        .map((t) => `${t.name} (+${addedSize})`)
        .join(", ")} and 2 more`,
    );

    const cl = (tools: unknown[]) => oracleTotals(tools, "cl100k_base").model;
    const [clFrom, clTo] = [cl(old), cl([...grown, ...added])];
    expect(md).toContain(
      `\n- cl100k\\_base: ${clFrom.toLocaleString("en-US")} → ${clTo.toLocaleString("en-US")} tokens (+${(clTo - clFrom).toLocaleString("en-US")}, `,
    );
  });
});
