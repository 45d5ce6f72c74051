/**
 * The CLI's plain text fits the terminal: 100 columns by default, COLUMNS when set, no limit with --wide;
 * wide tables are split (never a number cut), long lines wrap; and the figures on a model line agree
 * with each other and with the report of the same run.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { displayWidth, fitTerminal, wrapLine } from "../../../src/core/render/terminal-width.js";
import { textTable } from "../../../src/core/render/text-table.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const SERVER = ["--", "node", path.join(PROJECT_ROOT, "examples/example-server/server.mjs")];
const TWO = ["-m", "qwen3,claude"];
const SIX = ["-m", "qwen3,llama-3.1,gpt-oss,qwen3@ollama,claude,gemini"];
/** No COLUMNS from the test's own terminal: the default is what is tested. */
const NO_COLUMNS = { COLUMNS: "" };

const widest = (text: string) => Math.max(...text.split("\n").map(displayWidth));
/** Every number as printed (1,234 / 12.5% / $6.32): a cut or a lost figure shows (the split tables repeat the first column, so a set). */
const numbers = (text: string) => [...new Set(text.match(/\$?\d[\d,.]*%?/g) ?? [])].sort();

describe("display width", () => {
  it("counts wide characters and emoji as two columns, combining marks as none", () => {
    expect(displayWidth("tool")).toBe(4);
    expect(displayWidth("天気")).toBe(4);
    expect(displayWidth("🔥x")).toBe(3);
    expect(displayWidth("⚡")).toBe(2);
    expect(displayWidth("→")).toBe(1);
    expect(displayWidth("e\u0301")).toBe(1);
  });

  it("pads table cells to display width, so a wide tool name keeps the columns aligned", () => {
    const table = textTable(
      ["Tool", "tokens"],
      [
        ["天気", "12"],
        ["ab", "3"],
      ],
      ["left", "right"],
    );
    const [, , first = "", second = ""] = table.split("\n");
    expect(displayWidth(first)).toBe(displayWidth(second));
  });
});

describe("fitting text into columns", () => {
  it("wraps at word boundaries with a hanging indent and never splits a word", () => {
    const line = `  model: ${Array.from({ length: 30 }, (_, i) => `${(i + 1) * 1000}`).join(" · ")}`;
    const wrapped = wrapLine(line, 40);
    expect(wrapped.length).toBeGreaterThan(1);
    for (const l of wrapped) expect(displayWidth(l)).toBeLessThanOrEqual(40);
    for (const l of wrapped.slice(1)) expect(l.startsWith("    ")).toBe(true);
    expect(wrapped.some((l) => l.trimStart().startsWith("·"))).toBe(false);
    expect(wrapped.map((l) => l.trim()).join(" ")).toBe(line.trim());
  });

  it("splits a table too wide into tables that each keep the first column and every cell", () => {
    const header = ["Tool", ...Array.from({ length: 8 }, (_, i) => `model-${i}`)];
    const rows = [
      ["alpha", ...Array.from({ length: 8 }, (_, i) => `${(i + 1) * 111_111}`)],
      ["beta", ...Array.from({ length: 8 }, (_, i) => `${i}`)],
    ];
    const table = textTable(header, rows, ["left", ...header.slice(1).map(() => "right" as const)]);
    expect(widest(table)).toBeGreaterThan(50);
    const fitted = fitTerminal(table, 50);
    expect(widest(fitted)).toBeLessThanOrEqual(50);
    const tables = fitted.split("\n\n");
    expect(tables.length).toBeGreaterThan(1);
    for (const t of tables)
      expect(t.split("\n").map((l) => l.split(" ")[0])).toEqual(["Tool", expect.any(String), "alpha", "beta"]);
    expect(numbers(fitted)).toEqual(numbers(table));
    // Numbers stay right-aligned in every table.
    for (const t of tables) {
      const lines = t.split("\n");
      expect(displayWidth(lines[2] ?? "")).toBe(displayWidth(lines[3] ?? ""));
    }
  });
});

describe("the CLI's table output", () => {
  let two: string;
  let twoWide: string;
  let six: string;
  let sixWide: string;
  beforeAll(async () => {
    const runs = await Promise.all([
      runCli(["measure", ...TWO, ...SERVER], PROJECT_ROOT, { env: NO_COLUMNS }),
      runCli(["measure", "--wide", ...TWO, ...SERVER], PROJECT_ROOT, { env: NO_COLUMNS }),
    ]);
    const sixRuns = await Promise.all([
      runCli(["measure", ...SIX, ...SERVER], PROJECT_ROOT, { env: NO_COLUMNS }),
      runCli(["measure", "--wide", ...SIX, ...SERVER], PROJECT_ROOT, { env: NO_COLUMNS }),
    ]);
    for (const run of [...runs, ...sixRuns]) expect(run.code, run.stderr).toBe(0);
    [two, twoWide] = runs.map((r) => r.stdout) as [string, string];
    [six, sixWide] = sixRuns.map((r) => r.stdout) as [string, string];
  }, 120_000);

  it("fits in 100 columns by default, with 2 models and with 6, and loses no number", () => {
    expect(widest(twoWide)).toBeGreaterThan(100);
    expect(widest(sixWide)).toBeGreaterThan(300);
    expect(widest(two)).toBeLessThanOrEqual(100);
    expect(widest(six)).toBeLessThanOrEqual(100);
    expect(numbers(two)).toEqual(numbers(twoWide));
    expect(numbers(six)).toEqual(numbers(sixWide));
    // Every tool row of the wide table is still there, as the first cell of a row.
    const tools = ["subscribe_alerts", "get_forecast", "get_current_weather", "search_locations", "get_weather_alerts"];
    for (const tool of tools) expect(six.split("\n").filter((l) => l.startsWith(`${tool} `)).length).toBeGreaterThan(1);
  });

  it("takes COLUMNS when it is set: wider at 140, narrower at 80", async () => {
    const [wide, narrow] = await Promise.all([
      runCli(["measure", ...SIX, ...SERVER], PROJECT_ROOT, { env: { COLUMNS: "140" } }),
      runCli(["measure", ...TWO, ...SERVER], PROJECT_ROOT, { env: { COLUMNS: "80" } }),
    ]);
    expect(widest(wide.stdout)).toBeGreaterThan(100);
    expect(widest(wide.stdout)).toBeLessThanOrEqual(140);
    expect(numbers(wide.stdout)).toEqual(numbers(sixWide));
    expect(widest(narrow.stdout)).toBeLessThanOrEqual(80);
    expect(numbers(narrow.stdout)).toEqual(numbers(twoWide));
  }, 120_000);

  it("leaves markdown and JSON as they are", async () => {
    const md = await runCli(["measure", "--format", "markdown", ...TWO, ...SERVER], PROJECT_ROOT, { env: NO_COLUMNS });
    expect(widest(md.stdout)).toBeGreaterThan(100);
  }, 180_000);
});

/** The model line of `id`, its wrapped lines joined again. */
function modelLineOf(text: string, id: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`  ${id}: `));
  expect(start, `no line for ${id} in:\n${text}`).toBeGreaterThanOrEqual(0);
  const out = [lines[start] ?? ""];
  for (const l of lines.slice(start + 1)) {
    if (!l.startsWith("    ")) break;
    out.push(l.trim());
  }
  return out.join(" ");
}

const int = (s: string) => Number(s.replace(/,/g, ""));
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

interface Entry {
  tools: number;
  range?: { low: number; high: number };
  instructions: number | null;
  contextWindow: number;
  minContextToFit: number;
  inputPricePerMTok: number | null;
}

describe("the figures on an estimate's model line agree", () => {
  it("uses the high end for the share, the price, tool search and what is left, as the report has them", async () => {
    const args = ["measure", "-m", "claude:8192", ...SERVER];
    const [text, json] = await Promise.all([
      runCli(args, PROJECT_ROOT, { env: NO_COLUMNS }),
      runCliJson<{ models: Record<string, Entry> }>(args, PROJECT_ROOT),
    ]);
    expect(text.code, text.stderr).toBe(0);
    const m = json.json.models["claude:8192"] as Entry;
    const high = m.range?.high ?? Number.NaN;
    expect(m.instructions).toBeNull();
    const line = modelLineOf(text.stdout, "claude:8192");

    const said = /at the high end, ([\d,]+) tokens/.exec(line)?.[1];
    expect(int(said ?? "")).toBe(high);
    expect(line).toContain(
      `${m.range?.low.toLocaleString("en-US")}–${high.toLocaleString("en-US")} tokens per request`,
    );
    const share = /([\d.]+%) of its ([\d,]+)-token context window/.exec(line);
    expect(int(share?.[2] ?? "")).toBe(m.contextWindow);
    expect(share?.[1]).toBe(pct(high / m.contextWindow));
    const price = /\$([\d.]+) per 1,000 requests at \$([\d.]+) per million/.exec(line);
    expect(Number(price?.[1])).toBeCloseTo((high * (m.inputPricePerMTok ?? 0)) / 1000, 2);
    expect(int(/instead of ([\d,]+)/.exec(line)?.[1] ?? "")).toBe(high);
    const fit = /does not fit by ([\d,]+) tokens|fits: ([\d,]+) of ([\d,]+) tokens left/.exec(line);
    const left = fit?.[2] ? int(fit[2]) : -int(fit?.[1] ?? "");
    expect(left).toBe(m.contextWindow - m.minContextToFit);
    expect(m.minContextToFit).toBe(high);

    // The client limit below the line gives the same share of the window.
    const warning = text.stdout.split("\n\n").find((p) => p.includes("this server's tools alone take"));
    const warned = /tools alone take ([\d.]+%)/.exec((warning ?? "").replace(/\n\s+/g, " "))?.[1];
    expect(warned).toBe(share?.[1]);
  }, 180_000);

  it("an exact count's line says its frame where what is left is not the window minus the request", async () => {
    const args = ["measure", "-m", "qwen3:1024", ...SERVER];
    const [text, json] = await Promise.all([
      runCli(args, PROJECT_ROOT, { env: NO_COLUMNS }),
      runCliJson<{ models: Record<string, Entry & { frame: number }> }>(args, PROJECT_ROOT),
    ]);
    const m = json.json.models["qwen3:1024"] as Entry & { frame: number };
    const line = modelLineOf(text.stdout, "qwen3:1024");
    const perRequest = int(/exact: ([\d,]+) tokens per request/.exec(line)?.[1] ?? "");
    const short = int(/does not fit by ([\d,]+) tokens/.exec(line)?.[1] ?? "");
    const frame = int(/the request's ([\d,]+)-token frame/.exec(line)?.[1] ?? "0");
    expect(perRequest).toBe(m.tools);
    expect(frame).toBe(m.frame);
    expect(perRequest + frame - m.contextWindow).toBe(short);
  }, 180_000);
});
