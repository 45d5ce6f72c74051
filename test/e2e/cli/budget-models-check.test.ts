/**
 * The model, share and client rules checked against reports measured for real: the bundled CLI's
 * `measure --model ...` on the fixture server. Limits are set from independent figures (the official
 * harmony renderer for gpt-oss's tools, the length of the tools list for client limits), one token or
 * one tool either side, so a pass and a failure together pin what the rule compares.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Budget, checkBudget, parseBudget } from "../../../src/core/budget.js";
import type { ModelEntry } from "../../../src/core/models/entry.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import type { Report } from "../../../src/core/report.js";
import type { RuleResult, Verdict } from "../../../src/core/verdict.js";
import { profileIds } from "../../../src/models/registry.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";
import { loadHarmonyOracle } from "../../helpers/harmony-oracle.js";

const budget = (text: string): Budget => parseBudget(text, "b.yml", undefined, { models: profileIds() });
const check = (text: string, report: Report): Verdict => checkBudget(budget(text), report, null, "b.yml");
const fmt = (n: number) => n.toLocaleString("en-US");

type Tool = { name: string; description?: string; inputSchema: unknown };
const modelFacing = (tools: unknown[]): ModelFacingTool[] =>
  (tools as Tool[]).map(({ name, description, inputSchema }) =>
    description === undefined ? { name, inputSchema } : { name, description, inputSchema },
  );

/** n small tools with distinct names: the server offers exactly n. */
const numbered = (n: number): Tool[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `tool_${i + 1}`,
    description: `Tool number ${i + 1}.`,
    inputSchema: { type: "object", properties: { id: { type: "string" } } },
  }));

let dir: string;
let basic: Report;
let basicTokens: number;
const measured = async (tools: unknown[], models: string[]): Promise<Report> => {
  const file = path.join(dir, `tools-${tools.length}-${models.join("-") || "none"}.json`);
  await writeFile(file, JSON.stringify({ tools }));
  const args = ["measure", ...models.flatMap((m) => ["--model", m]), "--", process.execPath, FIXTURE_SERVER];
  const run = await runCliJson<Report>([...args, "--tools", file], dir);
  if (run.code !== 0) throw new Error(`measure failed: ${run.stderr}`);
  return run.json;
};
const entryOf = (report: Report, id: string): ModelEntry => {
  const entry = report.models?.[id];
  if (!entry) throw new Error(`the report has no ${id} entry`);
  return entry;
};
const only = (v: Verdict, rule: RuleResult["rule"]) => v.results.filter((r) => r.rule === rule);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-budget-models-"));
  const tools = readToolsFile("basic").tools;
  basic = await measured(tools, ["gpt-oss"]);
  const oracle = await loadHarmonyOracle();
  try {
    basicTokens = oracle.toolTokens(modelFacing(tools));
  } finally {
    await oracle.close();
  }
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("models.<id>.total", () => {
  it("passes at the official renderer's count and fails one token under it", () => {
    const pass = check(`models:\n  gpt-oss:\n    total: ${basicTokens}\n`, basic);
    expect(pass.passed).toBe(true);
    expect(pass.results).toEqual([
      expect.objectContaining({
        rule: "modelTotal",
        model: "gpt-oss",
        encoding: null,
        limit: basicTokens,
        actual: basicTokens,
        headroom: 0,
        passed: true,
      }),
    ]);
    const fail = check(`models:\n  gpt-oss:\n    total: ${basicTokens - 1}\n`, basic);
    expect(fail.passed).toBe(false);
    expect(fail.results[0]).toMatchObject({ actual: basicTokens, headroom: -1, passed: false });
    expect(fail.results[0]?.message).toBe(
      `models.gpt-oss.total: ${fmt(basicTokens)} tokens (gpt-oss, exact) exceeds the limit of ${fmt(basicTokens - 1)} by 1`,
    );
  });

  it("skips a model the report did not measure, saying how to measure it, and never passes it", () => {
    const v = check("models:\n  qwen3:\n    total: 8000\n", basic);
    expect(v.results).toEqual([]);
    expect(v.skipped).toEqual([
      "models.qwen3: not checked, qwen3 was not measured in this report; run with --model qwen3 to check it",
    ]);
  });

  it("checks an estimate at the high end of its range, and says so", () => {
    const exact = entryOf(basic, "gpt-oss");
    const [low, mid, high] = [exact.tools - 50, exact.tools, exact.tools + 50];
    const estimate: Report = {
      ...basic,
      models: { "gpt-oss": { ...exact, fidelity: "estimate", tools: mid, range: { low, high } } },
    };
    // The midpoint fits; the high end does not: the budget must not pass on the optimistic figure.
    const v = check(`models:\n  gpt-oss:\n    total: ${mid}\n    perTool: 1000\n`, estimate);
    expect(v.passed).toBe(false);
    expect(v.results[0]).toMatchObject({ rule: "modelTotal", actual: high, limit: mid, passed: false });
    expect(v.results[0]?.message).toContain(`(gpt-oss, high end of the estimate ${fmt(low)}-${fmt(high)})`);
    expect(v.skipped).toEqual([
      "models.gpt-oss.perTool: not checked, gpt-oss is an estimate with a range for its total only; set total to gate it",
    ]);
  });
});

describe("models.<id>.perTool", () => {
  it("checks each tool's figure of the profile, failing only the tools over the limit", () => {
    const perTool = entryOf(basic, "gpt-oss").perTool ?? {};
    expect(Object.keys(perTool)).toEqual(readToolsFile("basic").tools.map((t) => (t as Tool).name));
    const largest = Math.max(...Object.values(perTool));
    const over = Object.keys(perTool).filter((name) => perTool[name] === largest);

    expect(check(`models:\n  gpt-oss:\n    perTool: ${largest}\n`, basic).passed).toBe(true);
    const v = check(`models:\n  gpt-oss:\n    perTool: ${largest - 1}\n`, basic);
    const results = only(v, "modelPerTool");
    expect(results.map((r) => r.tool)).toEqual(Object.keys(perTool));
    expect(results.filter((r) => !r.passed).map((r) => r.tool)).toEqual(over);
    expect(results.find((r) => !r.passed)?.message).toBe(
      `tool ${over[0]}: ${fmt(largest)} tokens (gpt-oss, exact) exceeds models.gpt-oss.perTool of ${fmt(largest - 1)} by 1`,
    );
  });

  it("skips a profile that gives no per-tool figures", () => {
    const { perTool: _, ...entry } = entryOf(basic, "gpt-oss");
    const v = check("models:\n  gpt-oss:\n    perTool: 5\n", { ...basic, models: { "gpt-oss": entry } });
    expect(v.results).toEqual([]);
    expect(v.skipped).toEqual(["models.gpt-oss.perTool: not checked, the gpt-oss profile gives no per-tool figures"]);
  });
});

describe("maxShareOfContext", () => {
  // gpt-oss's window is 131,072 tokens (its model card). 0.0001% of it is 0.13 tokens, so the smallest
  // four-decimal percentage that allows the tools is exactly the oracle's count, and the next one down is one less.
  const window = 131_072;
  const percent = (tenThousandths: number) => `${(tenThousandths / 10_000).toFixed(4)}%`;

  it("at the top level, checks every measured model against its window: a pass and a failure by one token", () => {
    const steps = Math.ceil((basicTokens * 1_000_000) / window);
    expect(entryOf(basic, "gpt-oss").contextWindow).toBe(window);
    const pass = check(`maxShareOfContext: ${percent(steps)}\n`, basic);
    expect(pass.results).toEqual([
      expect.objectContaining({
        rule: "shareOfContext",
        model: "gpt-oss",
        limit: basicTokens,
        limitText: percent(steps),
        actual: basicTokens,
        passed: true,
      }),
    ]);
    const fail = check(`maxShareOfContext: ${percent(steps - 1)}\n`, basic);
    expect(fail.results[0]).toMatchObject({ limit: basicTokens - 1, actual: basicTokens, passed: false });
    const share = ((basicTokens / window) * 100).toFixed(2);
    expect(fail.results[0]?.message).toBe(
      `maxShareOfContext: gpt-oss's tools take ${fmt(basicTokens)} tokens (gpt-oss, exact), ${share}% of its 131,072-token window, exceeding ${percent(steps - 1)} (${fmt(basicTokens - 1)} tokens) by 1`,
    );
  });

  it("counts the server's instructions with the tools, as the report's shareOfContext does", async () => {
    const file = path.join(dir, "with-instructions.json");
    await writeFile(file, JSON.stringify({ ...readToolsFile("basic"), instructions: "Call ping_service first." }));
    const run = await runCliJson<Report>(
      ["measure", "--model", "gpt-oss", "--", process.execPath, FIXTURE_SERVER, "--tools", file],
      dir,
    );
    const entry = entryOf(run.json, "gpt-oss");
    expect(entry.instructions).toBeGreaterThan(0);
    const [result] = check("maxShareOfContext: 50%\n", run.json).results;
    expect(result?.actual).toBe(entry.tools + (entry.instructions ?? 0));
    expect(result?.actual).toBeGreaterThan(basicTokens);
    expect(result?.message).toContain("gpt-oss's tools and instructions take");
  });

  it("per model overrides the top level, and a model without a known window is skipped", () => {
    const steps = Math.ceil((basicTokens * 1_000_000) / window);
    const text = `maxShareOfContext: ${percent(steps - 1)}\nmodels:\n  gpt-oss:\n    maxShareOfContext: 50%\n`;
    const v = check(text, basic);
    expect(v.results).toEqual([expect.objectContaining({ rule: "shareOfContext", limitText: "50%", passed: true })]);
    expect(v.results[0]?.message).toMatch(/^models\.gpt-oss\.maxShareOfContext: /);

    const noWindow = { ...basic, models: { "gpt-oss": { ...entryOf(basic, "gpt-oss"), contextWindow: null } } };
    const skipped = check("maxShareOfContext: 5%\n", noWindow);
    expect(skipped.results).toEqual([]);
    expect(skipped.skipped).toEqual([
      "maxShareOfContext (gpt-oss): not checked, the context window of gpt-oss is not known",
    ]);
  });

  it("mustFit without a known window says how to give one: --context only for a local model", () => {
    // --context is a local runtime's window (issue 25): a hosted model's is given in its id alone.
    const local = { ...entryOf(basic, "gpt-oss"), contextWindow: null };
    const noWindow = { ...basic, models: { "gpt-oss": local, "gpt-5": { ...local, runtime: "provider" as const } } };
    const v = check("models:\n  gpt-oss:\n    mustFit: true\n  gpt-5:\n    mustFit: true\n", noWindow);
    expect(v.results).toEqual([]);
    expect(v.skipped.map((s) => s.replace(/^.*not known; /, ""))).toEqual([
      "give it with gpt-oss:<tokens> or --context",
      "give it with gpt-5:<tokens>",
    ]);
  });

  it("mustFit over a local runtime's window names the setting that fits: -c times the slots with -np, num_ctx", () => {
    const tokens = only(check("models:\n  gpt-oss:\n    mustFit: true\n", basic), "fitsContext")[0]?.actual ?? 0;
    expect(tokens).toBeGreaterThan(100);
    const on = (runtime: "llama.cpp" | "ollama" | "hf", slots?: number): string => {
      const entry = { ...entryOf(basic, "gpt-oss"), runtime, contextWindow: 100, ...(slots ? { slots } : {}) };
      const report = { ...basic, models: { "gpt-oss": entry } };
      return only(check("models:\n  gpt-oss:\n    mustFit: true\n", report), "fitsContext")[0]?.message ?? "";
    };
    const smallest = `the smallest window that holds them is ${fmt(tokens)} tokens`;
    expect(on("llama.cpp", 2)).toMatch(new RegExp(`${smallest} \\(-c ${fmt(tokens * 2)} or more with -np 2\\)$`));
    expect(on("llama.cpp")).toMatch(new RegExp(`${smallest} \\(-c ${fmt(tokens)} or more\\)$`));
    expect(on("ollama")).toMatch(new RegExp(`${smallest} \\(num_ctx ${fmt(tokens)} or more\\)$`));
    expect(on("hf")).toMatch(new RegExp(`${smallest}$`));
  });

  it("is not passed silently when no model was measured", async () => {
    const plain = await measured(readToolsFile("basic").tools, []);
    expect(plain.models).toBeUndefined();
    const v = check("maxShareOfContext: 5%\n", plain);
    expect(v.results).toEqual([]);
    expect(v.skipped).toEqual([
      "maxShareOfContext: not checked, this report measured no model; run with --model <id> (e.g. --model gpt-oss)",
    ]);
  });
});

describe("clients", () => {
  it("checks each client's tool limit, naming the client: Cursor 80, Windsurf 100, VS Code 128", async () => {
    const [atLimit, overLimit] = await Promise.all([measured(numbered(80), []), measured(numbered(81), [])]);
    expect(atLimit.tools).toHaveLength(80);
    const clients = "clients: [cursor, windsurf, vscode]\n";
    const pass = check(clients, atLimit);
    expect(pass.results.map((r) => [r.client, r.limit, r.actual, r.passed])).toEqual([
      ["cursor", 80, 80, true],
      ["windsurf", 100, 80, true],
      ["vscode", 128, 80, true],
    ]);
    const fail = check(clients, overLimit);
    expect(fail.passed).toBe(false);
    expect(fail.results.map((r) => [r.client, r.actual, r.passed])).toEqual([
      ["cursor", 81, false],
      ["windsurf", 81, true],
      ["vscode", 81, true],
    ]);
    expect(fail.results[0]?.message).toMatch(
      /^clients: Cursor warns above 80 tools .*: 81 tools, 1 over \(.*, read \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(fail.results[1]?.message).toBe("clients: 81 tools fit Windsurf's limit of 100, 19 left");
  });

  it("checks Claude Code's 10% of the window on the Claude models only, never on models Claude Code does not run", async () => {
    // The 25 tools of many.json plus the 5 of basic.json take more than 10% of Qwen3's 32,768-token window:
    // Claude Code does not run Qwen3, so that says nothing about its tool search; the Claude model is checked.
    const tools = [...readToolsFile("many").tools, ...readToolsFile("basic").tools];
    const report = await measured(tools, ["gpt-oss", "qwen3", "claude-haiku-4.5"]);
    const qwen3 = entryOf(report, "qwen3");
    const claude = entryOf(report, "claude-haiku-4.5");
    expect(qwen3.contextWindow).toBe(32_768);
    expect(claude.contextWindow).toBe(200_000);
    const small = { ...report, models: { ...report.models, "claude-haiku-4.5": { ...claude, contextWindow: 20_000 } } };
    const v = check("clients: [claude-code]\n", small);
    const high = claude.range?.high ?? -1;
    expect(v.results.map((r) => [r.model, r.limit, r.actual, r.passed])).toEqual([
      ["claude-haiku-4.5", 2_000, high, high <= 2_000],
    ]);
    expect(high).toBeGreaterThan(2_000);
    expect(v.results[0]?.message).toMatch(
      /^clients: Claude Code defers the MCP tools \(names only up front\) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default: claude-haiku-4.5's tools take/,
    );
    const none = check("clients: [claude-code]\n", {
      ...report,
      models: { qwen3, "gpt-oss": entryOf(report, "gpt-oss") },
    });
    expect(none.results).toEqual([]);
    expect(none.skipped[0]).toMatch(
      /^clients: claude-code \(10% of the context window\) not checked, Claude Code runs claude models and this report measured none \(qwen3, gpt-oss\)/,
    );
  }, 180_000);

  it("skips Claude Code's share when no model was measured", () => {
    const v = check("clients: [claude-code]\n", { ...basic, models: {} });
    expect(v.results).toEqual([]);
    expect(v.skipped[0]).toMatch(/^clients: claude-code \(10% of the context window\) not checked/);
  });
});
