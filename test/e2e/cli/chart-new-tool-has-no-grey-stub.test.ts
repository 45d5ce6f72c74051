/**
 * The comment's chart, drawn by mermaid in a real Chromium (scripts/comment-page.mjs): a new tool is all
 * red and a removed one all green, with no grey stub at the start of the bar, and every bar starts at 0
 * (a changed tool's grey part is to its red part as base to head). The comparison is made by the bundled
 * CLI from two real measurements of the fixture server: `measure --out` twice, then `diff --format markdown`.
 * Skipped, and said so, only where /usr/bin/chromium (or CHROMIUM_PATH) is absent: CI installs it.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH, type ChartBarDrawn, hasChromium, openCommentBrowser } from "../../../scripts/comment-page.mjs";
import { CHART_COLOURS } from "../../../src/core/render/mermaid.js";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const tool = (name: string, description: string, properties: Record<string, unknown>) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});
const BASE = [
  tool("search", "Search.", { q: { type: "string" } }),
  tool("ping", "Ping the service and say whether it is up, with its latency in milliseconds.", {}),
  tool("get", "Get one item.", { id: { type: "string" } }),
];
const HEAD = [
  tool("search", "Search items by title, author, tag or date range, newest first.", { q: { type: "string" } }),
  tool("get", "Get one item.", { id: { type: "string" }, fields: { type: "array", items: { type: "string" } } }),
  tool("export", "Export every item as CSV or JSON, with the fields asked for.", {
    format: { type: "string", enum: ["csv", "json"] },
  }),
];

afterAll(removeTempDirs);

describe.skipIf(!hasChromium())(`the chart of the comment, drawn in Chromium (${CHROMIUM_PATH})`, () => {
  let markdown: string;
  let bars: ChartBarDrawn[];

  beforeAll(async () => {
    const dir = await makeTempDir("chart-stub-");
    const measure = async (name: string, tools: unknown[]) => {
      await writeFile(path.join(dir, `${name}-tools.json`), JSON.stringify({ tools }));
      const run = await runCli(
        ["measure", "--out", `${name}.json`, "--", "node", FIXTURE_SERVER, "--tools", `${name}-tools.json`],
        dir,
      );
      expect(run.code, run.stderr).toBe(0);
    };
    await measure("base", BASE);
    await measure("head", HEAD);
    const diff = await runCli(["diff", "base.json", "head.json", "--format", "markdown"], dir);
    expect(diff.code, diff.stderr).toBe(0);
    markdown = diff.stdout;
    const browser = await openCommentBrowser();
    try {
      const drawn = await browser.render(markdown, { open: true });
      expect(drawn.mermaidErrors).toEqual([]);
      expect(drawn.chartBars).toHaveLength(1);
      bars = drawn.chartBars[0] ?? [];
    } finally {
      await browser.close();
    }
  }, 120_000);

  /** The bars of each row, top to bottom, by the row's label (the x-axis labels come in the same order). */
  function rows(): Map<string, ChartBarDrawn[]> {
    const axis = markdown.split("\n").find((l) => l.trim().startsWith("x-axis [")) ?? "";
    const labels = [...axis.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
    const ys = [...new Set(bars.map((b) => b.y))].sort((a, b) => a - b);
    expect(ys).toHaveLength(labels.length);
    return new Map(labels.map((label, i) => [label, bars.filter((b) => b.y === ys[i])]));
  }
  const visible = (row: ChartBarDrawn[] | undefined) =>
    (row ?? []).filter((b) => b.width > 0.5).map((b) => ({ fill: b.fill, width: b.width }));

  it("draws a new tool all red: no grey (or green) stub where the bar starts", () => {
    const row = rows().get("new export");
    expect(row).toBeDefined();
    expect(visible(row).map((b) => b.fill)).toEqual([CHART_COLOURS.added]);
  });

  it("draws a removed tool all green: no grey stub", () => {
    expect(visible(rows().get("removed ping")).map((b) => b.fill)).toEqual([CHART_COLOURS.cut]);
  });

  it("starts every bar at 0: a grown tool's grey part is to its whole bar as its base to its head", () => {
    // "| search | 12 | 30 | +18 | ..." in the table of what changed.
    const cells = markdown
      .split("\n")
      .find((l) => l.startsWith("| search |"))
      ?.split("|")
      .map((c) => c.trim());
    const [base, head] = [Number(cells?.[2]), Number(cells?.[3])];
    expect(head).toBeGreaterThan(base);
    const row = [...rows()].find(([label]) => label.endsWith(" search"))?.[1];
    const red = visible(row).find((b) => b.fill === CHART_COLOURS.added);
    const grey = visible(row).find((b) => b.fill === CHART_COLOURS.kept);
    // The head's bar is the red one, drawn under the grey one of the base.
    expect((grey?.width ?? 0) / (red?.width ?? 1)).toBeCloseTo(base / head, 3);
  });
});
