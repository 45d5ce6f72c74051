/**
 * A long tool list in the terminal: the table lists the most expensive tools (50 by default, --top N) and
 * counts the rest in one line with their tokens; --top 0 and markdown list every tool. Counted by js-tiktoken.
 */

import { beforeAll, describe, expect, it } from "vitest";
import { countListing } from "../../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import {
  DEFAULT_TOP,
  renderMeasurementMarkdown,
  renderMeasurementText,
} from "../../../../src/core/render/measurement.js";
import type { Report } from "../../../../src/core/report.js";

let encoders: Encoder[];
let report: Report;
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base"]);
  // 80 tools, tool_i with i words of description: tool_79 costs most, tool_0 least.
  const tools = Array.from({ length: 80 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing ${"very ".repeat(i)}well.`,
    inputSchema: { type: "object", properties: {} },
  }));
  report = countListing(
    {
      server: { name: "many-tools", version: "1.0.0", protocolVersion: "2025-06-18" },
      tools,
      prompts: null,
      resources: null,
      warnings: [],
    },
    encoders,
    "0.1.0",
  );
});

const rowsOf = (text: string) => text.split("\n").filter((l) => /^tool_\d+ /.test(l));
const tokens = (names: string[]) =>
  names.reduce((sum, n) => sum + (report.tools.find((t) => t.name === n)?.tokens.o200k_base?.model ?? 0), 0);

describe("--top in the terminal table", () => {
  it("lists the 50 most expensive tools by default and counts the other 30 in one line, with their tokens", () => {
    const text = renderMeasurementText(report);
    const rows = rowsOf(text);
    expect(DEFAULT_TOP).toBe(50);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatch(/^tool_79 /);
    expect(rows[49]).toMatch(/^tool_30 /);
    const rest = Array.from({ length: 30 }, (_, i) => `tool_${i}`);
    expect(text).toContain(
      `… and 30 more tools, ${tokens(rest).toLocaleString("en-US")} tokens (o200k_base) (--top 0 shows all)`,
    );
    // The total still counts every tool.
    expect(text).toMatch(/^Total \(80 tools\) +[\d,]+/m);
    expect(text).toContain(`${report.totals.o200k_base?.model.toLocaleString("en-US")}`);
  });

  it("--top 5 lists five; --top 0 and a list no longer than N list all, with no line of the rest", () => {
    const five = renderMeasurementText(report, { top: 5 });
    expect(rowsOf(five)).toHaveLength(5);
    expect(five).toContain("… and 75 more tools, ");
    for (const top of [0, 80, 200]) {
      const all = renderMeasurementText(report, { top });
      expect(rowsOf(all)).toHaveLength(80);
      expect(all).not.toContain("more tools");
    }
  });

  it("markdown lists every tool", () => {
    const markdown = renderMeasurementMarkdown(report);
    for (let i = 0; i < 80; i++) expect(markdown).toContain(`tool\\_${i} `);
    expect(markdown).not.toContain("more tools");
  });
});
