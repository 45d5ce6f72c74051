/** Reports and comparisons read back from files are checked before use, with messages that say what is wrong. */
import { describe, expect, it } from "vitest";
import { compare } from "../src/core/compare.js";
import { countListing } from "../src/core/count.js";
import { parseComparison, parseReport } from "../src/core/documents.js";
import { loadEncoders } from "../src/core/encodings.js";
import { renderComparisonMarkdown, renderComparisonText } from "../src/core/render/comparison.js";
import { ReportFileError } from "../src/core/report-file-error.js";

async function report() {
  const encoders = await loadEncoders(["o200k_base"]);
  const tools = [{ name: "echo", description: "Echo text back.", inputSchema: { type: "object" } }];
  return countListing(
    { server: { name: "s", version: "1", protocolVersion: null }, tools, prompts: null, resources: null, warnings: [] },
    encoders,
    "0.1.0",
  );
}

describe("parseReport", () => {
  it("accepts a real report as written to a file", async () => {
    const r = await report();
    expect(parseReport(JSON.parse(JSON.stringify(r)), "r.json")).toEqual(r);
  });

  it("names the first problem of an invalid report", async () => {
    const r = JSON.parse(JSON.stringify(await report()));
    delete r.totals;
    expect(() => parseReport(r, "r.json")).toThrow(
      new ReportFileError('r.json is not a valid report: report is missing the property "totals"'),
    );
    const wrongType = JSON.parse(JSON.stringify(await report()));
    wrongType.tools[0].tokens.o200k_base.model = "many";
    expect(() => parseReport(wrongType, "r.json")).toThrow(
      /r\.json is not a valid report: report\.tools\[0\]\.tokens\.o200k_base\.model must be/,
    );
  });

  it("tells a comparison from a report", async () => {
    const c = compare(null, await report());
    expect(() => parseReport(JSON.parse(JSON.stringify(c)), "c.json")).toThrow(/c\.json is a comparison/);
    expect(parseComparison(JSON.parse(JSON.stringify(c)))).toEqual(c);
  });

  it("refuses a newer report version with advice", async () => {
    const r = { ...(await report()), schemaVersion: 2 };
    expect(() => parseReport(r, "r.json")).toThrow(/newer than this mcp-token-budget reads \(1\); upgrade/);
  });
});

describe("a comparison without a baseline", () => {
  it("leads with a warning and the reason's first line when a baseline was asked for", async () => {
    const c = compare(null, await report(), {
      noBaselineReason: "build failed at base abc1234 (exit code 1)\nnpm ERR! missing script: build",
    });
    const md = renderComparisonMarkdown(c);
    expect(md.split("\n")[0]).toMatch(/^⚠️ \*\*No baseline\*\*: build failed at base abc1234 \\\(exit code 1\\\) · /);
    expect(md).toMatch(
      /why there is no baseline: build failed at base abc1234 \\\(exit code 1\\\) npm ERR\\! missing script: build/,
    );
  });

  it("leads with the measurement when no baseline was asked for", async () => {
    const c = compare(null, await report(), { noBaselineReason: "not asked", baselineRequested: false });
    const text = renderComparisonText(c);
    expect(text.split("\n")[0]).toBe(
      `${c.totals.o200k_base?.head.model} tokens · o200k_base ${c.totals.o200k_base?.head.model} · 1 tool`,
    );
    expect(text).not.toMatch(/No baseline|no baseline/);
  });
});
