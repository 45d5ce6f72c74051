/**
 * Rendering a comparison: the markdown a PR comment shows and the terminal text, from real counts.
 * Snapshots were read once by a person (named .snap so no formatter rewrites them); the other tests
 * pin what must hold for any input: order, escaping of hostile names, and the size limit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { compare } from "../src/core/compare.js";
import type { Comparison } from "../src/core/comparison.js";
import { countListing } from "../src/core/count.js";
import { type Encoder, loadEncoders } from "../src/core/encodings.js";
import {
  GITHUB_COMMENT_MAX_CHARS,
  renderComparisonMarkdown,
  renderComparisonText,
} from "../src/core/render/comparison.js";
import type { Report } from "../src/core/report.js";
import type { RuleResult, Verdict } from "../src/core/verdict.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});

function measure(tools: unknown[], options: { server?: string; version?: string; prompts?: number } = {}): Report {
  return countListing(
    {
      server: {
        name: options.server ?? "weather-server",
        version: options.version ?? "1.0.0",
        protocolVersion: "2025-06-18",
      },
      tools,
      prompts:
        options.prompts === undefined ? null : Array.from({ length: options.prompts }, (_, i) => ({ name: `p${i}` })),
      resources: null,
      warnings: [],
    },
    encoders,
    "0.1.0",
  );
}

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  properties,
  ...(required.length > 0 ? { required } : {}),
});
const city = { type: "string", description: "City name, e.g. Berlin or San Francisco, CA" };

const baseTools = [
  {
    name: "get_forecast",
    description: "Get the weather forecast for a city.",
    inputSchema: object({ city, days: { type: "integer", minimum: 1, maximum: 7 } }, ["city"]),
  },
  {
    name: "get_alerts",
    description: "Active weather alerts for a US state.",
    inputSchema: object({ state: { type: "string", pattern: "^[A-Z]{2}$" } }, ["state"]),
  },
  {
    name: "search_locations",
    description:
      "Search for locations by name. Returns a list of matching places with their coordinates, country, " +
      "administrative region, population and time zone. Use this before calling get_forecast when the user " +
      "gives an ambiguous place name, and prefer the most populous match unless told otherwise.",
    inputSchema: object({ query: { type: "string" }, limit: { type: "integer", default: 5 } }, ["query"]),
  },
  {
    name: "geocode",
    description: "Turn an address into coordinates.",
    inputSchema: object({ address: { type: "string" } }),
  },
  { name: "ping", inputSchema: object({}) },
  {
    name: "get_history",
    description: "Daily observations for a city between two dates.",
    inputSchema: object({ city, from: { type: "string", format: "date" }, to: { type: "string", format: "date" } }),
  },
  {
    name: "list_stations",
    description: "Weather stations near a point.",
    inputSchema: object({ lat: { type: "number" }, lon: { type: "number" } }),
  },
];

const [forecast, alerts, search, , ping, history, stations] = baseTools as [
  (typeof baseTools)[number],
  ...(typeof baseTools)[number][],
];
const headTools = [
  {
    ...forecast,
    description:
      "Get the weather forecast for a city: temperature, precipitation, wind and UV index, hourly for the next 48 hours and daily after that.",
    inputSchema: object(
      {
        city,
        days: { type: "integer", minimum: 1, maximum: 14 },
        units: { type: "string", enum: ["metric", "imperial"] },
      },
      ["city"],
    ),
  },
  alerts,
  { ...search, description: "Search for locations by name; returns places with coordinates." },
  ping,
  history,
  {
    ...stations,
    outputSchema: object({
      stations: { type: "array", items: object({ id: { type: "string" }, name: { type: "string" } }) },
    }),
  },
  {
    name: "get_air_quality",
    description: "Air quality index and pollutant levels for a city.",
    inputSchema: object({ city }, ["city"]),
  },
];

function rule(partial: Partial<RuleResult> & Pick<RuleResult, "rule" | "limit" | "actual">): RuleResult {
  const headroom = partial.limit - partial.actual;
  return {
    encoding: "o200k_base",
    view: "model",
    limitText: String(partial.limit),
    headroom,
    passed: headroom >= 0,
    message: "",
    ...partial,
  };
}

function realistic(): Comparison {
  const base = measure(baseTools, { version: "1.4.0", prompts: 1 });
  const head = measure(headTools, { version: "1.5.0", prompts: 2 });
  const plain = compare(base, head);
  const total = plain.totals.o200k_base;
  const forecastTokens = plain.tools.find((t) => t.name === "get_forecast")?.tokens.o200k_base?.head?.model ?? 0;
  const verdict: Verdict = {
    file: "mcp-token-budget.yml",
    passed: false,
    results: [
      rule({ rule: "total", limit: 1200, actual: total?.head.model ?? 0 }),
      rule({ rule: "perTool", tool: "get_forecast", limit: 100, actual: forecastTokens }),
      rule({
        rule: "maxIncrease",
        limit: Math.floor((total?.base?.model ?? 0) * 0.05),
        limitText: "5%",
        actual: total?.delta?.model ?? 0,
      }),
      rule({ rule: "maxTools", encoding: null, limit: 20, actual: head.tools.length }),
    ],
    skipped: [],
  };
  return compare(base, head, {
    base: { sha: "4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", ref: "refs/heads/main", label: "main" },
    head: { sha: "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08", ref: "refs/pull/42/merge", label: "PR #42" },
    verdict,
  });
}

/** Cells of a markdown table row, split as GitHub does: at pipes that a backslash does not escape. */
function cells(row: string): string[] {
  const out: string[] = [];
  let cell = "";
  for (let i = 0; i < row.length; i++) {
    const ch = row[i];
    if (ch === "\\") {
      cell += ch + (row[i + 1] ?? "");
      i++;
    } else if (ch === "|") {
      out.push(cell);
      cell = "";
    } else cell += ch;
  }
  out.push(cell);
  return out.slice(1, -1);
}
const tableRows = (markdown: string) => markdown.split("\n").filter((line) => line.startsWith("|"));

describe("a realistic comparison", () => {
  it("renders markdown as the snapshot a person has read", async () => {
    await expect(renderComparisonMarkdown(realistic())).toMatchFileSnapshot("__snapshots__/comparison.md.snap");
  });

  it("renders terminal text as the snapshot a person has read", async () => {
    await expect(renderComparisonText(realistic())).toMatchFileSnapshot("__snapshots__/comparison.txt.snap");
  });

  it("starts with a one-line summary of the change per encoding and the tool counts", () => {
    const c = realistic();
    const o = c.totals.o200k_base;
    const cl = c.totals.cl100k_base;
    if (!o?.delta || !o.base || !cl?.base) throw new Error("expected totals");
    const fmt = (n: number) => n.toLocaleString("en-US");
    const sign = o.delta.model > 0 ? "+" : "−";
    const percent = `${sign}${Math.abs((o.delta.model / o.base.model) * 100).toFixed(1)}%`;
    expect(renderComparisonMarkdown(c).split("\n")[0]).toBe(
      `${o.delta.model > 0 ? "🔺" : "🔽"} **${sign}${fmt(Math.abs(o.delta.model))} tokens (${percent})** · ` +
        `o200k\\_base ${fmt(o.base.model)} → ${fmt(o.head.model)} · cl100k\\_base ${fmt(cl.base.model)} → ${fmt(cl.head.model)} · ` +
        "7 tools (+1, −1, 3 changed)",
    );
  });

  it("lists changed tools by the size of their change, then added, removed, and unchanged folded away", () => {
    const markdown = renderComparisonMarkdown(realistic());
    const names = tableRows(markdown)
      .filter((row) => !row.startsWith("| :") && !row.startsWith("| Tool") && !row.startsWith("| |"))
      .map((row) => cells(row)[0]?.trim());
    const c = realistic();
    const changed = c.tools
      .filter((t) => t.status === "changed")
      .sort((a, b) => Math.abs(b.tokens.o200k_base?.delta.model ?? 0) - Math.abs(a.tokens.o200k_base?.delta.model ?? 0))
      .map((t) => t.name.replace(/_/g, "\\_"));
    expect(changed).toHaveLength(3);
    const firstTable = names.slice(4, 4 + changed.length);
    expect(firstTable).toEqual(changed);
    expect(markdown).toMatch(
      /\*\*Added tools \(1\)\*\* · cost\n\n\| Tool \| o200k\\_base \| cl100k\\_base \|\n\| :- \| -: \| -: \|\n\| get\\_air\\_quality \| \+\d+ \| \+\d+ \|/,
    );
    expect(markdown).toMatch(
      /\*\*Removed tools \(1\)\*\* · saving\n\n\| Tool \| o200k\\_base \| cl100k\\_base \|\n\| :- \| -: \| -: \|\n\| geocode \| −\d+ \| −\d+ \|/,
    );
    expect(markdown).toContain("<details><summary>3 unchanged tools</summary>\n\n| Tool |");
  });

  it("says where a change came from, including fields the model never sees", () => {
    const markdown = renderComparisonMarkdown(realistic());
    const row = (name: string) => tableRows(markdown).find((r) => cells(r)[0]?.trim() === name) ?? "";
    const c = realistic();
    const diff = (name: string) => c.tools.find((t) => t.name === name)?.tokens.o200k_base;
    const stations = diff("list_stations");
    expect(stations?.delta.model).toBe(0);
    const outputSchema = stations?.fields.raw.find((f) => f.field === "outputSchema")?.delta ?? 0;
    expect(outputSchema).toBeGreaterThan(20);
    expect(cells(row("list\\_stations")).at(-1)?.trim()).toBe(`raw only: outputSchema +${outputSchema}`);
    const search = diff("search_locations");
    const description = search?.fields.model.find((f) => f.field === "description")?.delta ?? 0;
    expect(description).toBeLessThan(-30);
    expect(cells(row("search\\_locations")).at(-1)?.trim()).toBe(`description −${Math.abs(description)}`);
  });

  it("shows broken budget rules first, marked, with limit, actual and headroom", () => {
    const c = realistic();
    const markdown = renderComparisonMarkdown(c);
    const verdictRows = tableRows(markdown)
      .slice(2, 6)
      .map((r) => cells(r).map((x) => x.trim()));
    const forecast = c.tools.find((t) => t.name === "get_forecast")?.tokens.o200k_base?.head?.model ?? 0;
    expect(verdictRows[0]).toEqual([
      "❌ **broken**",
      "tool get\\_forecast (per-tool limit) · o200k\\_base, model",
      "100",
      String(forecast),
      `**−${forecast - 100}**`,
    ]);
    expect(verdictRows.map((r) => r[0])).toEqual(["❌ **broken**", "❌ **broken**", "✅", "✅"]);
    expect(verdictRows[1]?.[2]).toMatch(/^\d+ \(5%\)$/);
    expect(markdown).toContain("❌ **Budget: 2 of 4 rules broken** (mcp-token-budget.yml)");
  });

  it("ends with the server, commits and method, and the caller's footer", () => {
    const markdown = renderComparisonMarkdown(realistic(), { footer: "[workflow run](https://example.test/run/1)" });
    expect(markdown.endsWith("\n\n[workflow run](https://example.test/run/1)\n")).toBe(true);
    expect(markdown).toContain(
      "<sub>weather-server 1.4.0 → weather-server 1.5.0 · prompts 1 → 2 · base 4f1c2a9 (main) → head 9b8a7c6 (PR \\#\u206042)</sub>",
    );
    expect(markdown).toContain("<sub>Encodings o200k\\_base, cl100k\\_base · model view:");
  });
});

describe("other statuses", () => {
  it("says plainly when there is no baseline, and never looks like no change", () => {
    const head = measure(headTools);
    const c = compare(null, head, { noBaselineReason: "the base commit abc123 has no server: build failed: exit 2" });
    const markdown = renderComparisonMarkdown(c);
    const total = c.totals.o200k_base?.head.model.toLocaleString("en-US");
    expect(markdown.split("\n")[0]).toBe(
      `⚠️ **No baseline**: the base commit abc123 has no server: build failed: exit 2 · o200k\\_base ${total} · ` +
        `cl100k\\_base ${c.totals.cl100k_base?.head.model.toLocaleString("en-US")} · 7 tools`,
    );
    expect(markdown).toContain("**Tools (7)** · cost, no baseline to compare with");
    expect(markdown).not.toMatch(/No change|unchanged|Added tools|\+\d/);
    expect(renderComparisonText(c).split("\n")[0]).toBe(
      `No baseline: the base commit abc123 has no server: build failed: exit 2 · o200k_base ${total} · ` +
        `cl100k_base ${c.totals.cl100k_base?.head.model.toLocaleString("en-US")} · 7 tools`,
    );
  });

  it("says no change when nothing changed", () => {
    const report = measure(baseTools);
    const c = compare(report, report);
    const total = c.totals.o200k_base?.head.model.toLocaleString("en-US");
    const cl = c.totals.cl100k_base?.head.model.toLocaleString("en-US");
    expect(renderComparisonMarkdown(c).split("\n")[0]).toBe(
      `⚪ **No change** · o200k\\_base ${total} → ${total} · cl100k\\_base ${cl} → ${cl} · 7 tools`,
    );
    expect(renderComparisonText(c).split("\n")[0]).toBe(
      `No change · o200k_base ${total} → ${total} · cl100k_base ${cl} → ${cl} · 7 tools`,
    );
  });

  it("shows what could not be compared", () => {
    const base = countListing(
      {
        server: { name: "s", version: null, protocolVersion: null },
        tools: baseTools,
        prompts: null,
        resources: null,
        warnings: [],
      },
      encoders.slice(0, 1),
      "0.1.0",
    );
    const markdown = renderComparisonMarkdown(compare(base, measure(baseTools)));
    expect(markdown).toContain("**Notes**\n\n- encoding cl100k\\_base is in the head report only; not compared\n");
    expect(markdown).not.toContain("cl100k\\_base 1");
  });

  it("renders the same input to the same text", () => {
    expect(renderComparisonMarkdown(realistic())).toBe(renderComparisonMarkdown(realistic()));
    expect(renderComparisonText(realistic())).toBe(renderComparisonText(realistic()));
  });
});

describe("hostile text", () => {
  const hostile = [
    { name: "a|b", description: "@everyone <img src=x>", inputSchema: object({}) },
    { name: "@everyone <img src=x onerror=alert(1)>", description: "x", inputSchema: object({}) },
    { name: "- [x] owner/repo#1 `code` **bold**\n# heading", inputSchema: object({}) },
    { name: "c\\|d\\", inputSchema: object({}) },
  ];

  function hostileComparison(): Comparison {
    const base = measure([{ ...hostile[0], description: "short" }, hostile[2], { name: "x|y|z", inputSchema: {} }], {
      server: "@everyone <script>",
    });
    const head = measure(hostile, { server: "@everyone <script>" });
    return compare(base, head, {
      base: { sha: "not-a-sha <b>", label: "@org/team" },
      verdict: {
        file: "<img src=x>.yml",
        passed: false,
        results: [rule({ rule: "tool", tool: "a|b", limit: 1, actual: 20, limitText: "1 | @everyone" })],
        skipped: ["maxIncrease: @everyone <img src=x> | y"],
      },
    });
  }

  it("cannot break a table, mention anyone, or inject HTML", () => {
    const markdown = renderComparisonMarkdown(hostileComparison());
    let header = 0;
    for (const line of markdown.split("\n")) {
      if (!line.startsWith("|")) {
        header = 0;
        continue;
      }
      if (header === 0) header = cells(line).length;
      expect(cells(line), line).toHaveLength(header);
    }
    expect(tableRows(markdown).length).toBeGreaterThan(8);
    expect(markdown).not.toMatch(/@everyone|@org/);
    expect(markdown).toContain("@\u2060everyone");
    // Only the renderer's own tags: no tag from the server or the comparison file.
    const tags = markdown.match(/<\/?[a-z][^>]*>/gi) ?? [];
    expect([...new Set(tags)].sort()).toEqual([
      "</details>",
      "</sub>",
      "</summary>",
      "<details>",
      "<sub>",
      "<summary>",
    ]);
    expect(markdown).not.toMatch(/<img|<script|<b>/i);
    expect(markdown).not.toMatch(/owner\/repo#1/);
    expect(markdown).not.toContain("\n# heading");
  });

  it("keeps terminal escape sequences from the server out of the terminal", () => {
    const c = compare(
      null,
      measure([{ name: "evil\u001b]0;owned\u0007\u001b[2J", inputSchema: {} }], { server: "x\u001b[31m" }),
    );
    const text = renderComparisonText(c);
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u0007");
  });
});

describe("size limit", () => {
  function manyChanged(count: number, name = (i: number) => `tool_${String(i).padStart(4, "0")}`): Comparison {
    const tools = (extra: string) =>
      Array.from({ length: count }, (_, i) => ({
        name: name(i),
        description: `Does thing number ${i}.${extra.repeat(1 + (i % 7))}`,
        inputSchema: object({ id: { type: "string" } }),
      }));
    const added = [1, 2, 3].map((i) => ({ name: `new_${i}`, inputSchema: object({}) }));
    return compare(measure(tools("")), measure([...tools(" More words here."), ...added]), {
      base: { sha: "4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", label: "main" },
    });
  }

  it("cuts 2,000 changed tools to fit a GitHub comment and says how many rows were left out", () => {
    const c = manyChanged(2000);
    expect(c.summary.changed).toBe(2000);
    const markdown = renderComparisonMarkdown(c, { maxLength: GITHUB_COMMENT_MAX_CHARS, footer: "FOOTER" });
    expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX_CHARS);
    expect(markdown.length).toBeGreaterThan(GITHUB_COMMENT_MAX_CHARS - 500);
    const changedRows = markdown.split("**Changed tools (2,000)**")[1]?.split("\n\n")[1]?.split("\n").slice(2) ?? [];
    expect(changedRows.length).toBeGreaterThan(500);
    expect(changedRows.every((row) => /^\| tool\\_\d{4} \|/.test(row))).toBe(true);
    const hidden = 2000 - changedRows.length;
    expect(markdown).toContain(
      `_… ${hidden.toLocaleString("en-US")} more rows not shown (see the job summary / full report)_`,
    );
    // Later tables keep their titles and say that their rows were left out; the small totals table is kept.
    expect(markdown).toContain("**Added tools (3)** · cost\n\n_… 3 more rows not shown");
    expect(markdown).toContain("<details><summary>Totals by encoding and view</summary>\n\n| Encoding |");
    expect(markdown.endsWith("\n\nFOOTER\n")).toBe(true);
  });

  it("keeps everything when it fits", () => {
    const markdown = renderComparisonMarkdown(manyChanged(2000), { maxLength: 1_000_000 });
    expect(markdown).not.toContain("more rows not shown");
    expect(tableRows(markdown).filter((r) => /^\| tool\\_\d{4} \|/.test(r))).toHaveLength(2000);
  });

  it("counts UTF-8 bytes when asked, for the job summary", () => {
    const c = manyChanged(300, (i) => `数据工具_${i}_🌦️`);
    const markdown = renderComparisonMarkdown(c, { maxLength: 20_000, lengthUnit: "utf8-bytes" });
    expect(Buffer.byteLength(markdown, "utf8")).toBeLessThanOrEqual(20_000);
    expect(Buffer.byteLength(markdown, "utf8")).toBeGreaterThan(19_000);
    expect(markdown).toContain("more rows not shown");
  });

  it("stays within even a limit too small for the summary and footer", () => {
    const markdown = renderComparisonMarkdown(manyChanged(20), { maxLength: 100 });
    expect(markdown.length).toBeLessThanOrEqual(100);
    expect(markdown.endsWith("…")).toBe(true);
  });
});
