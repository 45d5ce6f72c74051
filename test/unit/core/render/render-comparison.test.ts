/**
 * Rendering a comparison: the markdown a PR comment shows and the terminal text, from real counts.
 * Snapshots were read once by a person (named .snap so no formatter rewrites them); the other tests
 * pin what must hold for any input: order, escaping of hostile names, and the size limit.
 */

import { marked } from "marked";
import { beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../../src/core/compare.js";
import type { Comparison, ToolDiff } from "../../../../src/core/comparison.js";
import { countListing } from "../../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import {
  GITHUB_COMMENT_MAX_CHARS,
  renderComparisonMarkdown,
  renderComparisonText,
} from "../../../../src/core/render/comparison.js";
import { changedTools } from "../../../../src/core/render/comparison-changes.js";
import type { Report } from "../../../../src/core/report.js";
import type { RuleResult, Verdict } from "../../../../src/core/verdict.js";
import { detailsBlock } from "../../../helpers/markdown.js";

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

  it("leads with a title that names the server, the headline change and the verdict", () => {
    const c = realistic();
    const o = c.totals.o200k_base;
    if (!o?.delta || !o.base) throw new Error("expected totals");
    const sign = o.delta.model > 0 ? "+" : "−";
    const percent = `${sign}${Math.abs((o.delta.model / o.base.model) * 100).toFixed(1)}%`;
    const headline = `${sign}${Math.abs(o.delta.model).toLocaleString("en-US")} tokens (${percent})`;
    const markdown = renderComparisonMarkdown(c);
    expect(markdown.split("\n")[0]).toBe(`### weather-server · ${headline} · ❌ 2 budget rules broken`);
    // With several comments in one pull request, the comment key tells them apart; "default" is not shown.
    expect(renderComparisonMarkdown(c, { commentKey: "servers/weather" }).split("\n")[0]).toBe(
      `### weather-server (servers/weather) · ${headline} · ❌ 2 budget rules broken`,
    );
    expect(renderComparisonMarkdown(c, { commentKey: "default" }).split("\n")[0]).toBe(markdown.split("\n")[0]);
  });

  it("says the totals per encoding and the tool counts, and links the pull request's head commit", () => {
    const c = realistic();
    const o = c.totals.o200k_base;
    const cl = c.totals.cl100k_base;
    const fmt = (n = 0) => n.toLocaleString("en-US");
    const prHead = "0123456789abcdef0123456789abcdef01234567";
    const markdown = renderComparisonMarkdown(c, {
      links: { repositoryUrl: "https://github.example/octo/weather", pullRequest: 42, headSha: prHead },
    });
    expect(markdown.split("\n")[2]).toBe(
      `o200k\\_base ${fmt(o?.base?.model)} → ${fmt(o?.head.model)} · cl100k\\_base ${fmt(cl?.base?.model)} → ${fmt(cl?.head.model)} · ` +
        "7 tools (+1, −1, 3 changed) · [#42](https://github.example/octo/weather/pull/42) at " +
        `[0123456](https://github.example/octo/weather/commit/${prHead})`,
    );
    // The comparison's head (here the merge commit 9b8a7c6) gives way to the pull request's head.
    expect(markdown).not.toContain("9b8a7c6");
    expect(markdown).toContain(
      "base [4f1c2a9](https://github.example/octo/weather/commit/4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39) (main) → " +
        `head [0123456](https://github.example/octo/weather/commit/${prHead}) ([#42](https://github.example/octo/weather/pull/42))`,
    );
  });

  it("links nothing it cannot vouch for: a bad address, sha or path is shown as text or left out", () => {
    const markdown = renderComparisonMarkdown(realistic(), {
      links: {
        repositoryUrl: "javascript:alert(1)//",
        pullRequest: 42,
        headSha: "not a sha",
        budgetFile: "../../etc/passwd",
      },
    });
    expect(markdown).not.toMatch(/\]\(|javascript/);
    const withPath = renderComparisonMarkdown(realistic(), {
      links: { repositoryUrl: "https://github.example/o/r", budgetFile: "../x.yml" },
    });
    expect(withPath).not.toContain("/blob/");
  });

  it("has one table of what changed: changed, added and removed tools, largest change first", () => {
    const c = realistic();
    const markdown = renderComparisonMarkdown(c);
    // The table names what it counts in its first header cell: o200k_base tokens.
    const table = markdown.slice(markdown.indexOf("| What changed (o200k\\_base tokens) |")).split("\n\n")[0] ?? "";
    expect(markdown).toContain("| What changed (o200k\\_base tokens) |");
    const rows = table.split("\n").slice(2).map(cells);
    const size = (t: ToolDiff) => Math.abs(t.tokens.o200k_base?.delta.model ?? 0);
    const raw = (t: ToolDiff) => Math.abs(t.tokens.o200k_base?.delta.raw ?? 0);
    const expected = c.tools
      .filter((t) => t.status !== "unchanged")
      .sort((a, b) => size(b) - size(a) || raw(b) - raw(a))
      .map((t) => t.name.replace(/_/g, "\\_"));
    expect(expected).toHaveLength(5);
    expect(rows.map((r) => r[0]?.trim())).toEqual(expected);
    const deltas = rows.map((r) => Math.abs(Number((r[3] ?? "").trim().replace("−", "-").replace(/[+,]/g, ""))));
    expect([...deltas].sort((a, b) => b - a)).toEqual(deltas);
    const row = (name: string) => rows.find((r) => r[0]?.trim() === name)?.map((x) => x.trim()) ?? [];
    expect(row("get\\_air\\_quality").slice(1, 2)).toEqual(["—"]);
    expect(row("get\\_air\\_quality").slice(4)).toEqual(["new", "new tool"]);
    expect(row("geocode")[2]).toBe("—");
    expect(row("geocode")[5]).toBe("removed");
    // No other tool table in view: unchanged tools are folded.
    expect(markdown).not.toMatch(/\*\*(Changed|Added|Removed) tools/);
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

  it("folds per changed tool its description diff and the parameters added, as the definitions say", () => {
    const markdown = renderComparisonMarkdown(realistic());
    const forecastDetail = detailsBlock(markdown, "<code>get_forecast</code>");
    expect(markdown).toContain("<details><summary><code>get_forecast</code>: description, +1 parameter</summary>");
    const diff = forecastDetail?.match(/```diff\n([\s\S]*?)\n```/)?.[1]?.split("\n");
    const description = (tool: unknown) => (tool as { description?: string } | undefined)?.description;
    // The added sentence is longer than a code block shows: wrapped at spaces, every piece marked added.
    const added = description(headTools[0]) ?? "";
    expect(added.length).toBeGreaterThan(100);
    expect(diff?.[0]).toBe(`- ${description(forecast)}`);
    const pieces = diff?.slice(1) ?? [];
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.startsWith("+ ")).toBe(true);
      expect(piece.length).toBeLessThanOrEqual(80);
    }
    expect(pieces.map((p) => p.slice(2)).join(" ")).toBe(added);
    expect(forecastDetail).toContain("Parameters added: units\n");
    const searchDetail = detailsBlock(markdown, "<code>search_locations</code>") ?? "";
    const lines = searchDetail.match(/```diff\n([\s\S]*?)\n```/)?.[1]?.split("\n") ?? [];
    // Sentence by sentence: the base's three sentences out, the head's one in.
    const norm = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const out = lines.filter((l) => l.startsWith("- "));
    expect(out.length).toBeGreaterThanOrEqual(3);
    expect(norm(out.map((l) => l.slice(2)).join(" "))).toBe(norm(description(search)));
    expect(lines.filter((l) => l.startsWith("+ "))).toEqual([`+ ${description(headTools[2])}`]);
    expect(searchDetail).not.toContain("Parameters");
    // A change of the outputSchema alone has no text to show: no detail for it.
    expect(markdown).not.toContain("<code>list_stations</code>");
  });

  it("shows only broken rules and rules near their limit, each once; the passing rest folded with a count", () => {
    const c = realistic();
    const total = c.totals.o200k_base?.head.model ?? 0;
    const totalCl = c.totals.cl100k_base?.head.model ?? 0;
    c.verdict = {
      file: "mcp-token-budget.yml",
      passed: false,
      results: [
        // The same rule in two encodings: broken in both.
        rule({ rule: "total", limit: total - 10, actual: total }),
        rule({ rule: "total", encoding: "cl100k_base", limit: total - 10, actual: totalCl }),
        // Near the limit: 5% headroom.
        rule({ rule: "perTool", tool: "get_forecast", limit: 200, actual: 190 }),
        rule({ rule: "perTool", tool: "get_forecast", encoding: "cl100k_base", limit: 200, actual: 185 }),
        // Comfortable.
        rule({ rule: "perTool", tool: "ping", limit: 200, actual: 20 }),
        rule({ rule: "perTool", tool: "ping", encoding: "cl100k_base", limit: 200, actual: 20 }),
        rule({ rule: "maxTools", encoding: null, limit: 20, actual: 7 }),
      ],
      skipped: [],
    };
    const markdown = renderComparisonMarkdown(c);
    const inView = markdown.split("<details>")[0] ?? "";
    // In view: the rules table, then the table of what changed (a table of its own, after a blank line).
    const rulesTable = inView.split("\n\n").find((block) => block.startsWith("| | Rule |")) ?? "";
    expect(inView).toContain("\n\n| What changed (o200k\\_base tokens) |");
    const rows = tableRows(rulesTable)
      .slice(2)
      .map((r) => cells(r).map((x) => x.trim()));
    expect(rows).toEqual([
      [
        "❌ **broken**",
        `total · also over in cl100k\\_base −${totalCl - total + 10}`,
        String(total - 10),
        String(total),
        "**−10**",
      ],
      ["⚠️ near", "tool get\\_forecast (per-tool limit) · near in cl100k\\_base (15 left)", "200", "190", "10 (5%)"],
    ]);
    expect(inView).toContain("❌ **Budget** · 1 of 4 rules broken · mcp-token-budget.yml");
    // The fold holds the other rules, every check of them; a rule in view is not in it (its other encodings
    // are named in its row), so nothing broken hides under "passing".
    const folded = detailsBlock(markdown, "2 more rules, all passing (3 checks)") ?? "";
    expect(markdown).toContain("<details><summary>2 more rules, all passing (3 checks)</summary>");
    // One row per rule, at its check nearest the limit (its other encodings are no nearer): 2 rows, 3 checks.
    expect(tableRows(folded).slice(2)).toHaveLength(2);
    expect(folded).not.toContain("❌");
    expect(folded).not.toContain("total");
    expect(folded).toContain("tool ping (per-tool limit) · o200k\\_base, model");
    expect(folded).not.toContain("tool ping (per-tool limit) · cl100k\\_base, model");
    expect(markdown.split("\n")[0]).toMatch(/ · ❌ 1 budget rule broken$/);
  });

  it("folds a passing per-tool limit on many tools into one row, at the tool and encoding nearest the limit", () => {
    const c = realistic();
    const tools = ["alpha", "beta", "gamma", "delta"];
    c.verdict = {
      file: "mcp-token-budget.yml",
      passed: true,
      results: [
        rule({ rule: "total", limit: 100_000, actual: 10 }),
        ...tools.flatMap((tool, i) => [
          rule({ rule: "perTool", tool, limit: 400, actual: 100 + i }),
          rule({ rule: "perTool", tool, encoding: "cl100k_base", limit: 400, actual: tool === "gamma" ? 150 : 90 }),
        ]),
      ],
      skipped: [],
    };
    const markdown = renderComparisonMarkdown(c);
    const folded = detailsBlock(markdown, "5 rules (9 checks)") ?? "";
    const rows = tableRows(folded)
      .slice(2)
      .map((r) => cells(r).map((x) => x.trim()));
    expect(rows).toEqual([
      ["✅", "total · o200k\\_base, model", "100,000", "10", "99,990 (100%)"],
      ["✅", "each of 4 tools (per-tool limit) · nearest: gamma · cl100k\\_base, model", "400", "150", "250 (63%)"],
    ]);
  });

  it("keeps every passing rule folded when none is near its limit, and links the budget file at the head commit", () => {
    const c = realistic();
    c.verdict = {
      file: "budgets/tokens.yml",
      passed: true,
      results: [
        rule({ rule: "total", limit: 100_000, actual: 10 }),
        rule({ rule: "maxTools", encoding: null, limit: 99, actual: 7 }),
      ],
      skipped: [],
    };
    const sha = "0123456789abcdef0123456789abcdef01234567";
    const markdown = renderComparisonMarkdown(c, {
      links: { repositoryUrl: "https://github.example/o/r", headSha: sha, budgetFile: "servers/x/budgets/tokens.yml" },
    });
    expect(markdown).toContain(
      `✅ **Budget** · all 2 rules pass · [budgets/tokens.yml](https://github.example/o/r/blob/${sha}/servers/x/budgets/tokens.yml)\n\n<details><summary>2 rules</summary>`,
    );
    expect(markdown.split("\n")[0]).toMatch(/ · ✅ budget passes$/);
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
    expect(markdown.split("\n")[0]).toBe(`### weather-server · ${total} tokens · ⚠️ no baseline`);
    expect(markdown.split("\n")[2]).toBe(
      `**No baseline**: the base commit abc123 has no server: build failed: exit 2 · o200k\\_base ${total} · ` +
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
    const markdown = renderComparisonMarkdown(c).split("\n");
    expect(markdown[0]).toBe(`### weather-server · no change, ${total} tokens`);
    expect(markdown[2]).toBe(`o200k\\_base ${total} → ${total} · cl100k\\_base ${cl} → ${cl} · 7 tools`);
    expect(renderComparisonText(c).split("\n")[0]).toBe(
      `No change · o200k_base ${total} → ${total} · cl100k_base ${cl} → ${cl} · 7 tools`,
    );
  });

  it("names a reorder in one line, with what it re-writes in every cached conversation, and only a reorder (issue 25)", () => {
    const [first, second, ...rest] = baseTools;
    const c = compare(measure(baseTools), measure([second, first, ...rest]));
    const total = c.totals.o200k_base?.head.model.toLocaleString("en-US");
    const line = `tool order changed: every cached conversation re-writes ${total} tokens`;
    const markdown = renderComparisonMarkdown(c).split("\n");
    // The title names it too: no token changed, but the change is real.
    expect(markdown[0]).toBe(`### weather-server · ±0 tokens, ${total} tokens · tool order changed`);
    expect(markdown[4]).toBe(line);
    expect(markdown.filter((l) => l.includes("tool order changed:"))).toHaveLength(1);
    const text = renderComparisonText(c).split("\n");
    expect(text[0]).not.toMatch(/no change/i);
    expect(text[1]).toBe(line);
    expect(text.filter((l) => l.includes("tool order changed:"))).toHaveLength(1);
    // A tool removed, the others in their order: the removal is the change, and no reorder is named.
    const removed = compare(measure(baseTools), measure(baseTools.slice(1)));
    expect(removed.toolOrder?.changed).toBe(false);
    expect(renderComparisonMarkdown(removed)).not.toContain("tool order changed");
    expect(renderComparisonText(removed)).not.toContain("tool order changed");
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
  const breakout =
    "x\n\n</details>\n\n```\n~~~\n<img src=x onerror=alert(1)> @everyone owner/repo#1 https://evil.example";
  const hostile = [
    { name: "a|b", description: "@everyone <img src=x>", inputSchema: object({}) },
    { name: "@everyone <img src=x onerror=alert(1)>", description: "x", inputSchema: object({}) },
    { name: "- [x] owner/repo#1 `code` **bold**\n# heading", inputSchema: object({}) },
    { name: "c\\|d\\", inputSchema: object({}) },
    {
      name: 'q"]\n  bar [1]\n%%{init}%% </details> `x`',
      description: `Before. Now longer.${breakout}`,
      inputSchema: object({ '</summary>`p`"]': { type: "string" } }),
    },
  ];

  function hostileComparison(): Comparison {
    const base = measure(
      [
        { ...hostile[0], description: "short" },
        hostile[2],
        { name: "x|y|z", inputSchema: {} },
        // The hostile lines are in both: they stand in the diff as context lines, indented by two spaces only.
        { ...hostile[4], description: `Before.${breakout}`, inputSchema: object({}) },
      ],
      { server: "@everyone <script>" },
    );
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
    const markdown = renderComparisonMarkdown(hostileComparison(), { commentKey: "<b>@team</b>" });
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
    // Code blocks show text as it is (GitHub links no mention there); everything else is escaped.
    const outsideCode = markdown.replace(/^(`{3,})[a-z]*\n[\s\S]*?\n\1$/gm, "");
    expect(outsideCode).not.toMatch(/@everyone|@org|@team/);
    expect(outsideCode).toContain("@\u2060everyone");
    // Only the renderer's own tags, outside code blocks: no tag from the server or the comparison file.
    const tags = outsideCode.match(/<\/?[a-z][^>]*>/gi) ?? [];
    expect([...new Set(tags)].sort()).toEqual([
      "</code>",
      "</details>",
      "</sub>",
      "</summary>",
      "<code>",
      "<details>",
      "<sub>",
      "<summary>",
    ]);
    expect(outsideCode).not.toMatch(/owner\/repo#1/);
    expect(markdown).not.toContain("\n# heading");
  });

  it("cannot leave its <details>, its code block or its mermaid chart, as a GFM parser reads it", () => {
    const markdown = renderComparisonMarkdown(hostileComparison());
    // GitHub's own parser is cmark-gfm; marked follows the same block rules for fences and HTML blocks.
    const html = marked.parse(markdown, { gfm: true, async: false });
    // Every tag in the HTML is one the renderer means: nothing from the server became markup.
    const tagNames = [...new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]))].sort();
    expect(tagNames).toEqual(
      [
        "a",
        "code",
        "details",
        "em",
        "h3",
        "li",
        "p",
        "pre",
        "strong",
        "sub",
        "summary",
        "table",
        "tbody",
        "td",
        "th",
        "thead",
        "tr",
        "ul",
      ].filter((t) => tagNames.includes(t)),
    );
    expect(tagNames).not.toContain("img");
    expect(html).not.toMatch(/<a /);
    // As many <details> open as close, and each tool's detail holds its diff inside it.
    expect(html.match(/<details>/g)?.length).toBe(html.match(/<\/details>/g)?.length);
    const detail = detailsBlock(markdown, "<code>q&quot;]") ?? "";
    expect(detail).toContain("```diff");
    const tokens = marked.lexer(markdown);
    const code = tokens.filter((t) => t.type === "code") as Array<{ lang?: string; text: string }>;
    const diff = code.find((t) => t.lang === "diff");
    // The hostile description is inside the diff block, whole: its fence and </details> are text there.
    expect(diff?.text).toContain("+ Now longer.");
    expect(diff?.text).toContain("\n  </details>\n");
    expect(diff?.text).toContain("\n  ```\n");
    expect(diff?.text).toContain("\n  <img src=x onerror=alert(1)> @everyone");
    const chart = code.find((t) => t.lang === "mermaid")?.text ?? "";
    const axis = chart.split("\n").find((l) => l.trim().startsWith("x-axis")) ?? "";
    // Each label is a quoted string of safe characters: the name's quote, bracket and newline are gone.
    const labels = axis.trim().slice("x-axis [".length, -1).split(", ");
    for (const label of labels) expect(label).toMatch(/^"[\p{L}\p{N}\p{M} _.\-+/(),±−·?…]*"$/u);
    // Its three series (grown, cut, kept) and nothing the tool names added.
    expect(chart.split("\n").filter((l) => /^\s*bar \[/.test(l))).toHaveLength(3);
    expect(chart).not.toMatch(/%%\{|<\/details>|`/);
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

describe("the chart of the largest changes", () => {
  const chartOf = (markdown: string) => markdown.match(/```mermaid\n([\s\S]*?)\n```/)?.[1] ?? null;
  const many = (count: number, extra: string) =>
    Array.from({ length: count }, (_, i) => ({
      name: `tool_${String(i).padStart(3, "0")}`,
      description: `Does thing ${i}.${extra.repeat(i % 5)}`,
      inputSchema: object({ id: { type: "string" } }),
    }));

  const series = (chart: string) =>
    chart
      .split("\n")
      .filter((l) => /^\s*bar \[/.test(l))
      .map((l) => (l.match(/\[(.*)\]/)?.[1] ?? "").split(", ").map(Number));

  it("is left out for one or two changed tools: the table says it all", () => {
    for (const count of [1, 2]) {
      const c = compare(
        measure(many(count, "")),
        measure(many(count, "").map((t) => ({ ...t, description: `${t.description} And more.` }))),
      );
      expect(c.status).toBe("changed");
      expect(chartOf(renderComparisonMarkdown(c))).toBeNull();
    }
  });

  it("draws growth, shrinking, a new and a removed tool in different colours, with the unit and legend in its title", () => {
    const base = many(4, " More words and more.");
    // tool_000 grows, tool_001 shrinks, tool_002 is removed, a new tool is added; tool_003 stays.
    const head = [
      { ...base[0], description: `${base[0]?.description} And a good deal more words than before.` },
      { ...base[1], description: "Short." },
      base[3],
      { name: "brand_new", description: "A new tool with a few words.", inputSchema: object({}) },
    ];
    const c = compare(measure(base), measure(head));
    const markdown = renderComparisonMarkdown(c);
    const chart = chartOf(markdown) ?? "";
    const o = (name: string) => c.tools.find((t) => t.name === name)?.tokens.o200k_base;
    const bars = changedTools(c).filter((t) => (t.tokens.o200k_base?.delta.model ?? 0) !== 0);
    expect(bars.map((t) => t.name).sort()).toEqual(["brand_new", "tool_000", "tool_001", "tool_002"]);
    const axis = chart.split("\n").find((l) => l.includes("x-axis")) ?? "";
    const labels = bars.map((t) =>
      t.status === "added"
        ? `new ${t.name}`
        : t.status === "removed"
          ? `removed ${t.name}`
          : `${(t.tokens.o200k_base?.delta.model ?? 0) > 0 ? "+" : "−"}${Math.abs(t.tokens.o200k_base?.delta.model ?? 0)} ${t.name}`,
    );
    expect(axis).toBe(`  x-axis [${labels.map((l) => `"${l}"`).join(", ")}]`);
    // Series in the palette's order: red (head where it grew), green (base where it shrank), grey (both).
    expect(chart).toContain('plotColorPalette: "#cf222e, #1a7f37, #8c959f"');
    const [grown, cut, kept] = series(chart);
    bars.forEach((t, i) => {
      const b = o(t.name)?.base?.model ?? 0;
      const h = o(t.name)?.head?.model ?? 0;
      expect([grown?.[i], cut?.[i], kept?.[i]]).toEqual([h > b ? h : 0, b > h ? b : 0, Math.min(b, h)]);
    });
    // The new tool is red only, the removed one green only.
    const added = bars.findIndex((t) => t.name === "brand_new");
    const removed = bars.findIndex((t) => t.name === "tool_002");
    expect([(grown?.[added] ?? 0) > 0, cut?.[added], kept?.[added]]).toEqual([true, 0, 0]);
    expect([grown?.[removed], (cut?.[removed] ?? 0) > 0, kept?.[removed]]).toEqual([0, true, 0]);
    expect(chart).toContain('title "o200k_base tokens · grey kept, red added, green cut"');
    // The scale is in the axis title: the value axis has no tick labels (they would pad it, see mermaid.ts).
    expect(chart).toMatch(/y-axis "4 changes, base and head · 0 to [\d,]+" 0 --> /);
    // And the legend again under it, in words and squares of the same colours.
    expect(markdown).toContain("⬜ grey = in both, 🟥 red = added by this pull request, 🟩 green = cut by it");
  });

  it("keeps to the ten largest of 200 changes and sums up the others on its axis", () => {
    const c = compare(measure(many(200, "")), measure(many(200, " More words here.")));
    const changed = changedTools(c).filter((t) => (t.tokens.o200k_base?.delta.model ?? 0) !== 0);
    const chart = chartOf(renderComparisonMarkdown(c)) ?? "";
    const axis = chart.split("\n").find((l) => l.includes("x-axis")) ?? "";
    expect(axis.split('", "')).toHaveLength(10);
    const others = changed.slice(10).reduce((sum, t) => sum + (t.tokens.o200k_base?.delta.model ?? 0), 0);
    expect(chart).toContain(
      `y-axis "10 largest of ${changed.length} changes (the other ${changed.length - 10} together +${others.toLocaleString("en-US")}) · 0 to `,
    );
  });

  it("is left out when there is nothing to compare", () => {
    const report = measure(baseTools);
    expect(chartOf(renderComparisonMarkdown(compare(report, report)))).toBeNull();
    expect(chartOf(renderComparisonMarkdown(compare(null, report)))).toBeNull();
  });
});

describe("size limit", () => {
  function manyChanged(count: number, name = (i: number) => `tool_${String(i).padStart(5, "0")}`): Comparison {
    const tools = (extra: string) =>
      Array.from({ length: count }, (_, i) => ({
        name: name(i),
        description: `Does thing number ${i}.${extra.repeat(1 + (i % 7))}`,
        inputSchema: object({ id: { type: "string" }, ...(extra ? { [`p${i % 3}`]: { type: "string" } } : {}) }),
      }));
    const added = [1, 2, 3].map((i) => ({ name: `new_${i}`, inputSchema: object({}) }));
    return compare(measure(tools("")), measure([...tools(" More words here."), ...added]), {
      base: { sha: "4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", label: "main" },
    });
  }

  it("cuts 10,000 changed tools to fit a GitHub comment and says what was left out", () => {
    const c = manyChanged(10_000);
    expect(c.summary.changed).toBe(10_000);
    const markdown = renderComparisonMarkdown(c, { maxLength: GITHUB_COMMENT_MAX_CHARS, footer: "FOOTER" });
    expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX_CHARS);
    expect(markdown.length).toBeGreaterThan(GITHUB_COMMENT_MAX_CHARS - 2_000);
    expect(markdown.startsWith("### weather-server · +")).toBe(true);
    // The largest twenty changes in view, the smaller ones folded, as many as fit, largest first.
    const table =
      markdown
        .slice(markdown.indexOf("| What changed (o200k\\_base tokens) |"))
        .split("\n\n")[0]
        ?.split("\n")
        .slice(2) ?? [];
    expect(table).toHaveLength(20);
    const folded = detailsBlock(markdown, "9,983 more changes, none larger than those above") ?? "";
    const smaller = tableRows(folded).slice(2);
    expect(smaller.length).toBeGreaterThan(300);
    const rows = [...table, ...smaller];
    expect(rows.every((row) => /^\| (tool\\_\d{5}|new\\_\d) \|/.test(row))).toBe(true);
    const deltas = rows.map((r) => Number(cells(r)[3]?.trim().replace(/[+,]/g, "")));
    expect([...deltas].sort((a, b) => b - a)).toEqual(deltas);
    const hidden = 10_003 - rows.length;
    expect(markdown).toContain(
      `_… ${hidden.toLocaleString("en-US")} more rows not shown (see the job summary / full report)_`,
    );
    // The first ten details are kept before the table's rows run out; the rest of them say they were left out.
    expect(markdown.match(/<details><summary><code>/g)?.length).toBeGreaterThanOrEqual(10);
    expect(markdown).toMatch(/_… the details of [\d,]+ more tools not shown/);
    // The small totals table is kept, and so are the title, the footer and balanced <details>.
    expect(markdown).toContain("<details><summary>Totals by encoding and view</summary>\n\n| Encoding |");
    expect(markdown.match(/<details>/g)?.length).toBe(markdown.match(/<\/details>/g)?.length);
    expect(markdown.endsWith("\n\nFOOTER\n")).toBe(true);
  });

  it("keeps everything when it fits", () => {
    const markdown = renderComparisonMarkdown(manyChanged(2000), { maxLength: 10_000_000 });
    expect(markdown).not.toContain("not shown");
    expect(tableRows(markdown).filter((r) => /^\| tool\\_\d{5} \|/.test(r))).toHaveLength(2000);
    expect(markdown).toContain("<details><summary>What changed in 1,990 more tools</summary>");
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
