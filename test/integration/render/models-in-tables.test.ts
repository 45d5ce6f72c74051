/**
 * Model profiles in what people read: the measurement table gets a column per model with its fidelity
 * marked, a line per model (per request, share of its window, cost, data date), the instructions and the
 * client limits a server crosses; the comparison gets a line per model and its delta, which the
 * consistency checker holds to head - base. Exact figures come from the harmony counter and are checked
 * against the official openai/harmony renderer; estimate and provider entries are plain data here (their
 * counters are tested elsewhere). The snapshots were read once by a person.
 */
import { getEncoding } from "js-tiktoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_LIMITS } from "../../../src/core/clients.js";
import { compare, serializeComparison } from "../../../src/core/compare.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { comparisonInconsistency } from "../../../src/core/consistency.js";
import { countListing } from "../../../src/core/count.js";
import { parseComparison } from "../../../src/core/documents.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { type ModelEntry, modelEntry } from "../../../src/core/models/entry.js";
import { loadHarmonyCounter } from "../../../src/core/models/harmony.js";
import type { ModelCounter, ModelFacingTool } from "../../../src/core/models/types.js";
import { renderComparisonMarkdown, renderComparisonText } from "../../../src/core/render/comparison.js";
import { renderMeasurementMarkdown, renderMeasurementText } from "../../../src/core/render/measurement.js";
import type { Report } from "../../../src/core/report.js";
import { MODEL_DATA } from "../../../src/models/model-data.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { tableAfter, unescapeMarkdown } from "../../helpers/markdown.js";

let encoders: Encoder[];
let harmony: ModelCounter;
let oracle: HarmonyOracle;
beforeAll(async () => {
  [encoders, harmony, oracle] = await Promise.all([
    loadEncoders(["o200k_base", "cl100k_base"]),
    loadHarmonyCounter(),
    loadHarmonyOracle(),
  ]);
});
afterAll(async () => {
  await oracle?.close();
});

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  properties,
  ...(required.length > 0 ? { required } : {}),
});
const city = { type: "string", description: "City name, e.g. Berlin" };

const BASE_TOOLS: ModelFacingTool[] = [
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
    // anyOf is a type harmony cannot render: gpt-oss sees `any`.
    name: "search",
    description: "Search places by name or by coordinates.",
    inputSchema: object({
      where: { anyOf: [{ type: "string" }, object({ lat: { type: "number" }, lon: { type: "number" } })] },
    }),
  },
];
const HEAD_TOOLS: ModelFacingTool[] = [
  {
    ...(BASE_TOOLS[0] as ModelFacingTool),
    description: "Get the weather forecast for a city: temperature, rain and wind, hourly for 48 hours then daily.",
    inputSchema: object(
      {
        city,
        days: { type: "integer", minimum: 1, maximum: 14 },
        units: { type: "string", enum: ["metric", "imperial"] },
      },
      ["city"],
    ),
  },
  BASE_TOOLS[1] as ModelFacingTool,
  BASE_TOOLS[2] as ModelFacingTool,
  { name: "get_air_quality", description: "Air quality index for a city.", inputSchema: object({ city }, ["city"]) },
];
const INSTRUCTIONS = "Call search before get_forecast when the place is ambiguous.";

/** Dated data for a priced model with a known window, as a provider's model would have. */
const PRICED = { contextWindow: 200_000, inputPricePerMTok: 3, source: "test data", date: "2026-07-13" };

async function report(
  tools: ModelFacingTool[],
  options: { version?: string; instructions?: string | null; extra?: Record<string, ModelEntry> } = {},
): Promise<Report> {
  const instructions = options.instructions ?? null;
  const measured = countListing(
    {
      server: { name: "weather-server", version: options.version ?? "1.0.0", protocolVersion: "2025-06-18" },
      tools,
      prompts: null,
      resources: null,
      instructions,
      warnings: [],
    },
    encoders,
    "0.1.0",
  );
  const gptOss = modelEntry(
    "gpt-oss (harmony format, o200k_base)",
    "hf",
    await harmony.count(tools, instructions),
    MODEL_DATA["gpt-oss"] ?? null,
  );
  return { ...measured, models: { "gpt-oss": gptOss, ...options.extra } };
}

/** An estimate and a provider count as their profiles would give them (those counters are tested elsewhere). */
function claude(tools: number, instructions: number | null): Record<string, ModelEntry> {
  return {
    claude: modelEntry(
      "Claude (o200k_base x published ratios + tool-use prompt)",
      "provider",
      { fidelity: "estimate", tools, range: { low: tools - 150, high: tools + 150 }, instructions, warnings: [] },
      PRICED,
    ),
    "claude-sonnet-4-5": modelEntry(
      "Claude Sonnet 4.5 (count_tokens)",
      "provider",
      { fidelity: "provider-count", tools: tools + 40, instructions, warnings: [] },
      PRICED,
    ),
  };
}

const fmt = (n: number) => n.toLocaleString("en-US");
/** The columns of a terminal table row: cells are separated by two or more spaces. */
const columns = (line: string) => line.trim().split(/ {2,}/);

describe("the measurement table with models", () => {
  it("renders terminal text and markdown as the snapshots a person has read", async () => {
    const r = await report(HEAD_TOOLS, { instructions: INSTRUCTIONS, extra: claude(1_500, 16) });
    await expect(renderMeasurementText(r)).toMatchFileSnapshot("__snapshots__/measurement-models.txt.snap");
    await expect(renderMeasurementMarkdown(r)).toMatchFileSnapshot("__snapshots__/measurement-models.md.snap");
  });

  it("has a column per model, its fidelity marked, per-tool cells from perTool and the total from tools", async () => {
    const r = await report(HEAD_TOOLS, { extra: claude(1_500, null) });
    const lines = renderMeasurementText(r).split("\n");
    const header = columns(lines[2] ?? "");
    expect(header).toEqual([
      "Tool",
      "o200k_base",
      "cl100k_base",
      "gpt-oss",
      "claude ~",
      "claude-sonnet-4-5 (provider)",
      "raw (o200k_base)",
      "share",
      "largest field",
    ]);
    const gptOss = r.models?.["gpt-oss"] as ModelEntry;
    // The total is what the official renderer says the tools add, not the sum of the per-tool cells.
    expect(gptOss.tools).toBe(oracle.toolTokens(HEAD_TOOLS));
    const total = columns(lines.find((l) => l.startsWith("Total (")) ?? "");
    expect(total.slice(3, 6)).toEqual([fmt(gptOss.tools), "1,500", "1,540"]);
    for (const tool of HEAD_TOOLS) {
      const row = lines.find((l) => l.startsWith(`${tool.name} `)) ?? "";
      const cells = row.split(/ {2,}/);
      // The estimate and the provider count give no per-tool figures: their cells are blank.
      expect(cells[3]).toBe(fmt(gptOss.perTool?.[tool.name] ?? -1));
      expect(cells[4]).toBe(fmt(r.tools.find((t) => t.name === tool.name)?.tokens.o200k_base?.raw ?? -1));
    }
  });

  it("puts one line per model under the table: per request, share of the window, cost when priced, data date", async () => {
    const r = await report(HEAD_TOOLS, { instructions: INSTRUCTIONS, extra: claude(1_500, 16) });
    const text = renderMeasurementText(r);
    const gptOss = r.models?.["gpt-oss"] as ModelEntry;
    const perRequest = gptOss.tools + (gptOss.instructions ?? 0);
    const share = `${((perRequest / 131_072) * 100).toFixed(1)}%`;
    // The client limits weigh the tools alone: the line gives that share too where it reads differently.
    const alone = `${((gptOss.tools / 131_072) * 100).toFixed(1)}%`;
    const aloneText = alone === share ? "" : ` (the tools alone ${alone})`;
    expect(text).toContain(
      `  gpt-oss: gpt-oss (harmony format, o200k_base), exact: ${fmt(perRequest)} tokens per request ` +
        `(tools ${fmt(gptOss.tools)} + instructions ${fmt(gptOss.instructions ?? -1)}) · ${share} of its 131,072-token context window${aloneText} · data 2026-11-30`,
    );
    // An estimate's line gives its range, then every figure at the high end, the one the fit check weighs:
    // (1,650 + 16) tokens x $3 per million x 1,000 requests = $4.998; 1,666 / 200,000 = 0.8%.
    expect(text).toContain(
      "  claude: Claude (o200k_base x published ratios + tool-use prompt), estimate: 1,366–1,666 tokens per request " +
        "(tools 1,350–1,650 + instructions 16), midpoint 1,516 (tools 1,500, the table's figure, + instructions 16); what follows is at the high end, " +
        "1,666 tokens, as the budget and the fit check weigh it · 0.8% of its 200,000-token context window · " +
        "$5.00 per 1,000 requests at $3.00 per million input tokens · " +
        "with tool search: the request carries ~500 tokens up front (the search tool, Anthropic's approximate figure of 2025-11-24) instead of 1,650; " +
        "each tool costs its own figure when found and loaded · data 2026-07-13",
    );
    expect(text).toContain("~ estimate: the midpoint of its range when it has one (its line above gives the range)");
    expect(text).toContain("(provider): counted by the provider's token-counting API");
  });

  it("on a server with instructions, the figure the estimate's line calls the table's is the table's total", async () => {
    const r = await report(HEAD_TOOLS, { instructions: INSTRUCTIONS, extra: claude(1_500, 16) });
    const lines = renderMeasurementText(r).split("\n");
    const header = columns(lines[2] ?? "");
    const total = columns(lines.find((l) => l.startsWith("Total (")) ?? "");
    const inTable = total[header.indexOf("claude ~")];
    expect(inTable).toBe("1,500");
    const line = lines.find((l) => l.startsWith("  claude: ")) ?? "";
    // "midpoint 1,516 (tools 1,500, the table's figure, + instructions 16)": the request's midpoint is more.
    expect(line).toMatch(/midpoint 1,516 \(tools ([\d,]+), the table's figure, \+ instructions 16\)/);
    expect(line.match(/\(tools ([\d,]+), the table's figure/)?.[1]).toBe(inTable);
  });

  it("shows the server's instructions per encoding", async () => {
    const r = await report(HEAD_TOOLS, { instructions: INSTRUCTIONS });
    // js-tiktoken, the independent reference, with special-token text as ordinary text.
    const o200k = getEncoding("o200k_base").encode(INSTRUCTIONS, [], []).length;
    const cl100k = getEncoding("cl100k_base").encode(INSTRUCTIONS, [], []).length;
    expect(renderMeasurementText(r)).toContain(
      `Server instructions: ${o200k} tokens (o200k_base), ${cl100k} tokens (cl100k_base), ${INSTRUCTIONS.length} characters, ` +
        "sent with every request by clients that support them (not in the tool totals).",
    );
    expect(renderMeasurementText(await report(HEAD_TOOLS))).not.toContain("Server instructions");
  });

  it("warns about the parameters gpt-oss never sees the types of", async () => {
    const text = renderMeasurementText(await report(HEAD_TOOLS));
    expect(text).toMatch(
      /^warning: gpt-oss: search: 1 parameter is rendered as "any" \(where: anyOf\).*gpt-oss never sees its type$/m,
    );
    const markdown = renderMeasurementMarkdown(await report(HEAD_TOOLS));
    expect(markdown).toContain("**Warnings**");
    expect(markdown).toMatch(/^- gpt-oss: search: 1 parameter is rendered as "any" \\\(where: anyOf\\\)/m);
  });

  it("adds the columns and lines only for models and instructions the report has", async () => {
    const full = await report(HEAD_TOOLS, { instructions: INSTRUCTIONS });
    expect(renderMeasurementText(full)).toMatch(/What the tools add(.|\n)*Server instructions/);
    const { models: _models, instructions: _instructions, ...plain } = full;
    const text = renderMeasurementText({ ...plain, instructions: null });
    expect(columns(text.split("\n")[2] ?? "")).toEqual([
      "Tool",
      "o200k_base",
      "cl100k_base",
      "raw (o200k_base)",
      "share",
      "largest field",
    ]);
    expect(text).not.toMatch(/What the tools add|Server instructions|warning:/);
    expect(renderMeasurementMarkdown(plain)).not.toMatch(/What the tools add|Server instructions|Warnings/);
  });

  it("escapes model ids, profiles and warnings from a report file like any untrusted text", async () => {
    const hostile = "\u001b]0;pwned\u0007[x](https://evil.example) @octocat #12 <b>|";
    const r = await report(HEAD_TOOLS);
    const entry = r.models?.["gpt-oss"] as ModelEntry;
    const forged: Report = {
      ...r,
      models: { [hostile]: { ...entry, profile: hostile, warnings: [hostile], data: { source: "x", date: hostile } } },
    };
    const text = renderMeasurementText(forged);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is that none get through
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    const markdown = renderMeasurementMarkdown(forged);
    expect(markdown).not.toMatch(/<b>|\]\(https|@octocat|[^\\]#12|https:\/\//);
    expect(markdown).toContain("\\[x\\]");
    // The table keeps its columns: the pipe in the id is escaped.
    const header = markdown.split("\n").find((l) => l.startsWith("| Tool")) ?? "";
    expect(header.split(/(?<!\\)\|/).length - 2).toBe(7);
  });
});

/** n tools, each with a small schema. */
const manyTools = (n: number): ModelFacingTool[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}.`,
    inputSchema: object({ id: { type: "string" } }),
  }));

describe("client limits in the table", () => {
  const warningsOf = (text: string) => text.split("\n").filter((l) => l.startsWith("warning: "));

  it.each([
    [80, []],
    [81, ["Cursor"]],
    [100, ["Cursor"]],
    [101, ["Cursor", "Windsurf"]],
    [128, ["Cursor", "Windsurf"]],
    [129, ["Cursor", "Windsurf", "VS Code / Copilot"]],
  ])("%i tools cross the limits of %j", async (n, clients) => {
    const { models: _m, ...r } = await report(manyTools(n));
    const warned = warningsOf(renderMeasurementText(r));
    expect(warned.map((w) => /^warning: (.+?) (sends|gives|fails|warns)/.exec(w)?.[1])).toEqual(clients);
    for (const w of warned)
      expect(w).toMatch(new RegExp(`this server offers ${n} tools \\(limit as of 2026-1\\d-\\d\\d\\)$`));
  });

  it("says what each client does and that the limit is dated", async () => {
    const { models: _m, ...r } = await report(manyTools(129));
    const text = renderMeasurementText(r);
    expect(text).toContain(
      `warning: Cursor ${CLIENT_LIMITS.cursor.effect}: this server offers 129 tools (limit as of ${CLIENT_LIMITS.cursor.date})`,
    );
    expect(text).toContain(
      "warning: VS Code / Copilot fails a request with more than 128 tools: this server offers 129 tools",
    );
    expect(renderMeasurementMarkdown(r)).toContain(
      "- Windsurf gives Cascade at most 100 tools at a time: this server offers 129 tools",
    );
  });

  it("warns about Claude Code's tool search when the tools take over 10% of a model's known window", async () => {
    const r = await report(HEAD_TOOLS);
    const entry = r.models?.["gpt-oss"] as ModelEntry;
    // A window just larger and just smaller than ten times the tools.
    const small = { ...entry, contextWindow: entry.tools * 10 - 1 };
    const exact = { ...entry, contextWindow: entry.tools * 10 };
    const unknown = { ...entry, contextWindow: null };
    // Claude Code runs Claude models only: the same small window on a model it does not run warns of nothing.
    const text = renderMeasurementText({
      ...r,
      models: { "claude-small": small, "claude-exact": exact, "claude-unknown": unknown, "gpt-oss": small },
    });
    const warned = warningsOf(text).filter((w) => w.includes("Claude Code"));
    expect(warned).toEqual([
      `warning: Claude Code defers the MCP tools (names only up front) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default: on claude-small this server's tools alone take 10.0% of the ${fmt(entry.tools * 10 - 1)}-token window (limit as of ${CLIENT_LIMITS["claude-code"].date})`,
    ]);
  });
});

describe("the comparison with models", () => {
  let base: Report;
  let head: Report;
  let c: Comparison;
  beforeAll(async () => {
    base = await report(BASE_TOOLS, { version: "1.4.0", extra: claude(1_200, null) });
    head = await report(HEAD_TOOLS, { version: "1.5.0", instructions: INSTRUCTIONS, extra: claude(1_500, 16) });
    c = compare(base, head, {
      base: { sha: "4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", label: "main" },
      head: { sha: "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08", label: "PR #42" },
    });
  });

  it("gives the delta per model as head - base, matching the official harmony renderer for gpt-oss", () => {
    // The head carries instructions: its tools are measured on the request that carries them (docs/models.md).
    const headTools = oracle.render(HEAD_TOOLS, INSTRUCTIONS).tokens - oracle.render([], INSTRUCTIONS).tokens;
    const expected = headTools - oracle.toolTokens(BASE_TOOLS);
    expect(expected).toBeGreaterThan(0);
    const gptOss = c.models?.["gpt-oss"];
    expect(gptOss?.delta?.tools).toBe(expected);
    expect(gptOss?.base?.tools).toBe(oracle.toolTokens(BASE_TOOLS));
    expect(gptOss?.head?.tools).toBe(headTools);
    // Instructions in the head only: a report's null counts as 0.
    expect(gptOss?.delta?.instructions).toBe(gptOss?.head?.instructions);
    expect(gptOss?.relative).toBeCloseTo(expected / oracle.toolTokens(BASE_TOOLS), 12);
    expect(c.models?.claude?.delta).toEqual({ tools: 300, instructions: 16 });
    expect(Object.keys(c.models ?? {})).toEqual(["gpt-oss", "claude", "claude-sonnet-4-5"]);
  });

  it("keeps the figures without the per-tool detail, and the document passes its schema and checks", () => {
    expect(c.models?.["gpt-oss"]?.head).not.toHaveProperty("perTool");
    expect(c.models?.["gpt-oss"]?.head).not.toHaveProperty("hiddenParameters");
    expect(c.models?.["gpt-oss"]?.head?.warnings.length).toBeGreaterThan(0);
    expect(comparisonInconsistency(c)).toBeNull();
    expect(parseComparison(JSON.parse(serializeComparison(c)))).toEqual(JSON.parse(serializeComparison(c)));
  });

  it("renders markdown and terminal text as the snapshots a person has read", async () => {
    await expect(renderComparisonMarkdown(c)).toMatchFileSnapshot("__snapshots__/comparison-models.md.snap");
    await expect(renderComparisonText(c)).toMatchFileSnapshot("__snapshots__/comparison-models.txt.snap");
  });

  it("shows one row per model: base → head, delta, percent, fidelity, share, what fits and cost change", () => {
    const markdown = renderComparisonMarkdown(c);
    const rows = tableAfter(markdown, "**Models** · ");
    const row = (model: string) => rows.find((r) => r[0] === model) ?? [];
    const gptOss = c.models?.["gpt-oss"]?.head;
    const b = c.models?.["gpt-oss"]?.base?.tools ?? 0;
    const h = gptOss?.tools ?? 0;
    const instructions = gptOss?.instructions ?? 0;
    expect(instructions).toBeGreaterThan(0);
    // What is left is after the whole request: the tools, the instructions and harmony's frame.
    const frame = gptOss?.frame ?? 0;
    expect(frame).toBeGreaterThan(0);
    // A row counts what every request carries: the tools and the instructions (the base had none).
    const d = h + instructions - b;
    expect(row("gpt-oss@hf").slice(0, 3)).toEqual([
      "gpt-oss@hf",
      `${fmt(b)} → ${fmt(h + instructions)}`,
      `+${d} (+${((d / b) * 100).toFixed(1)}%)`,
    ]);
    // Far from full: the share of the window, with ✅; no cached column, as no model has cache data.
    expect(row("gpt-oss@hf")[3]).toBe(`✅ ${(((h + instructions) / 131_072) * 100).toFixed(1)}% of 131,072`);
    expect(row("gpt-oss@hf")).toHaveLength(5);
    // 1,200 x $3 / 1,000 = $3.60 per 1,000 requests; (1,500 + 16) x $3 / 1,000 = $4.548: the head's price and
    // its change.
    expect(row("claude ~")).toEqual([
      "claude ~",
      "1,200 → 1,516",
      "+316 (+26.3%)",
      "✅ 0.8% of 200,000",
      "$4.55 (+$0.948)",
    ]);
    expect(row("claude-sonnet-4-5 (provider)").slice(1, 3)).toEqual(["1,240 → 1,556", "+316 (+25.5%)"]);
    // What the old line said beside the figures is in the footnote under the table: instructions, the
    // frame, the estimate's range, the data's date, what the marks mean.
    const footnote = unescapeMarkdown(markdown.split("| claude-sonnet-4-5 (provider) |")[1]?.split("\n\n")[1] ?? "");
    expect(footnote).toMatch(/^<sub>.*<\/sub>$/);
    expect(footnote).toContain(`gpt-oss: instructions 0 → ${instructions}; a ${frame}-token frame (in what fits)`);
    expect(footnote).toContain("(2026-11-30)");
    expect(footnote).toContain("claude, claude-sonnet-4-5: instructions 0 → 16");
    expect(footnote).toContain(
      "claude: an estimate: the midpoint of 1,350–1,650 (what fits is judged at its high end)",
    );
    expect(footnote).toContain("(2026-07-13)");
    expect(footnote).toContain("(provider): counted by the provider's token-counting API");
    // The terminal text has the same row and footnote.
    const text = renderComparisonText(c);
    expect(text).toMatch(
      /^claude ~ +1,200 → 1,516 +\+316 \(\+26\.3%\) +fits: 0\.8% of 200,000 +\$4\.55 \(\+\$0\.948\)$/m,
    );
    expect(text).toContain(`gpt-oss: instructions 0 → ${instructions}; a ${frame}-token frame (in what fits)`);
  });

  it("says a fact several models share once, each group of models named once", () => {
    const markdown = renderComparisonMarkdown(c);
    const footnote = markdown.split("| claude-sonnet-4-5 (provider) |")[1]?.split("\n\n")[1] ?? "";
    const count = (needle: string) => footnote.split(needle).length - 1;
    // Both Claude entries carry 16 tokens of instructions and the same test data: said once for the two.
    expect(count("instructions 0 → 16")).toBe(1);
    expect(count("test data")).toBe(1);
    // Each group leads once: "gpt-oss: …; …", "claude, claude-sonnet-4-5: …; …", "claude: …".
    const groups = footnote
      .replace(/^<sub>|<\/sub>$/g, "")
      .split(" · ")
      .map((part) => part.split(": ")[0]);
    expect(groups.filter((g) => g === "gpt-oss")).toHaveLength(1);
    expect(groups.filter((g) => g === "claude, claude-sonnet-4-5")).toHaveLength(1);
    expect(groups.filter((g) => g === "claude")).toHaveLength(1);
  });

  it("lists the head's model warnings under the notes", () => {
    expect(renderComparisonText(c)).toMatch(
      /^ {2}- head report, gpt-oss: search: 1 parameter is rendered as "any" \(where: anyOf\): gpt-oss never sees its type$/m,
    );
  });

  it("notes a model in one report only, and a model counted differently on each side", () => {
    const { models: baseModels, ...plainBase } = base;
    const onlyHead = compare(plainBase, head);
    expect(onlyHead.notes).toContain("model gpt-oss is in the head report only; not compared");
    expect(onlyHead.models?.["gpt-oss"]).toMatchObject({ base: null, delta: null, relative: null });
    const onlyHeadRows = tableAfter(renderComparisonMarkdown(onlyHead), "**Models** · ");
    const headSide = onlyHead.models?.["gpt-oss"]?.head;
    expect(onlyHeadRows.find((r) => r[0] === "gpt-oss@hf")?.slice(1, 3)).toEqual([
      `${fmt((headSide?.tools ?? 0) + (headSide?.instructions ?? 0))} (head only)`,
      "—",
    ]);
    // No base to compare with: the instructions are the head's, not a change from 0.
    expect(renderComparisonMarkdown(onlyHead)).toContain(`gpt-oss: instructions ${headSide?.instructions};`);
    const onlyBase = compare(base, { ...head, models: {} });
    expect(onlyBase.notes).toContain("model claude is in the base report only; not compared");
    const onlyBaseRows = tableAfter(renderComparisonMarkdown(onlyBase), "**Models** · ");
    expect(onlyBaseRows.find((r) => r[0] === "claude ~")?.slice(1, 3)).toEqual(["1,200 → not measured", "—"]);
    const mixed = compare(
      { ...base, models: { claude: baseModels?.claude as ModelEntry } },
      { ...head, models: { claude: head.models?.["claude-sonnet-4-5"] as ModelEntry } },
    );
    expect(mixed.notes).toContain(
      "model claude: the base figure is an estimate, the head figure a provider count; the delta mixes methods",
    );
    for (const doc of [onlyHead, onlyBase, mixed]) expect(comparisonInconsistency(doc)).toBeNull();
  });

  it("shows the head's figures, without deltas or notes, when there is no baseline", () => {
    const first = compare(null, head, { noBaselineReason: "first run" });
    expect(first.notes).toEqual([]);
    expect(first.models?.["gpt-oss"]).toMatchObject({ base: null, delta: null });
    const firstMarkdown = renderComparisonMarkdown(first);
    const firstSide = first.models?.["gpt-oss"]?.head;
    // The head's per-request figure, no delta, and its instructions as a figure rather than a change.
    expect(
      tableAfter(firstMarkdown, "**Models** · ")
        .find((r) => r[0] === "gpt-oss@hf")
        ?.slice(1, 3),
    ).toEqual([fmt((firstSide?.tools ?? 0) + (firstSide?.instructions ?? 0)), "—"]);
    expect(firstMarkdown).toContain(`gpt-oss: instructions ${firstSide?.instructions};`);
    expect(firstMarkdown).not.toContain("instructions 0 →");
    expect(comparisonInconsistency(first)).toBeNull();
  });

  it("has a models key and a model section only when a report has models", () => {
    expect(renderComparisonText(c)).toContain(
      "Models · tokens every request carries (the tools and the server's instructions):",
    );
    const { models: _b, ...plainBase } = base;
    const { models: _h, ...plainHead } = head;
    const plain = compare(plainBase, plainHead);
    expect(Object.hasOwn(plain, "models")).toBe(false);
    expect(serializeComparison(plain)).not.toContain('"models"');
    expect(renderComparisonText(plain)).not.toContain("Models");
  });

  it("puts the client limits the head crosses in the comparison", async () => {
    const { models: _b, ...small } = await report(manyTools(79));
    const { models: _h, ...large } = await report(manyTools(81));
    const markdown = renderComparisonMarkdown(compare(small, large));
    expect(markdown).toContain("**Client limits**");
    expect(markdown).toContain(
      `- Cursor ${CLIENT_LIMITS.cursor.effect}: this server offers 81 tools (base: 79) (limit as of ${CLIENT_LIMITS.cursor.date})`,
    );
    expect(renderComparisonMarkdown(compare(large, small))).not.toContain("Client limits");
  });

  it("leaves out a limit the base already crossed with the same tool count: not this pull request's doing", async () => {
    const { models: _b, ...before } = await report(manyTools(81));
    const reworded = manyTools(81).map((t, i) => (i === 0 ? { ...t, description: "Tool number 0, reworded." } : t));
    const { models: _h, ...after } = await report(reworded);
    const c = compare(before, after);
    expect(c.status).toBe("changed");
    expect(c.counts.tools).toMatchObject({ base: 81, head: 81 });
    expect(renderComparisonMarkdown(c)).not.toContain("Client limits");
    expect(renderComparisonText(c)).not.toContain("Client limits");
    // With no baseline every limit the head crosses is news.
    expect(renderComparisonMarkdown(compare(null, after, { noBaselineReason: "first run" }))).toContain(
      "**Client limits**",
    );
  });
});

describe("the consistency checker holds each model's delta to head - base", () => {
  let c: Comparison;
  beforeAll(async () => {
    c = compare(
      await report(BASE_TOOLS, { extra: claude(1_200, null) }),
      await report(HEAD_TOOLS, { instructions: INSTRUCTIONS, extra: claude(1_500, 16) }),
    );
  });
  const forged = (edit: (doc: Comparison) => void): Comparison => {
    const doc = structuredClone(c);
    edit(doc);
    return doc;
  };

  it.each<[string, (doc: Comparison) => void, RegExp]>([
    [
      "a wrong tools delta",
      (doc) => {
        const m = doc.models?.["gpt-oss"];
        if (m?.delta) m.delta.tools += 1;
      },
      /^comparison\.models\["gpt-oss"\]\.delta\.tools is -?\d+, but head - base is \d+ - \d+ = -?\d+$/,
    ],
    [
      "a head figure edited without its delta",
      (doc) => {
        const m = doc.models?.claude;
        if (m?.head) m.head.tools = 100;
      },
      /^comparison\.models\["claude"\]\.delta\.tools is 300, but head - base is 100 - 1200 = -1100$/,
    ],
    [
      "a wrong instructions delta",
      (doc) => {
        const m = doc.models?.claude;
        if (m?.delta) m.delta.instructions = 0;
      },
      /^comparison\.models\["claude"\]\.delta\.instructions is 0, but head - base is 16$/,
    ],
    [
      "a wrong relative change",
      (doc) => {
        const m = doc.models?.claude;
        if (m) m.relative = 0.5;
      },
      /^comparison\.models\["claude"\]\.relative is 0\.5, but delta \/ base is 0\.25$/,
    ],
    [
      "a delta for a model the base does not have",
      (doc) => {
        const m = doc.models?.claude;
        if (m) m.base = null;
      },
      /^comparison\.models\["claude"\]\.delta must be null, as only the head report has the model$/,
    ],
  ])("rejects %s", (_, edit, message) => {
    const doc = forged(edit);
    expect(comparisonInconsistency(doc)).toMatch(message);
    expect(() => parseComparison(JSON.parse(serializeComparison(doc)), "comparison.json")).toThrow(
      /^comparison\.json is not a valid comparison: comparison\.models/,
    );
  });
});
