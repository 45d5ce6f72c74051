/**
 * The Claude estimate and the hosted GPT proxy, through the bundled CLI: the range is the o200k count of
 * the model view (js-tiktoken, written independently in test/helpers/oracle.ts) times the published ratio
 * bounds DOMAIN.md gives, plus the tool-use system prompt DOMAIN.md gives per model; windows and prices are
 * what @pydantic/genai-prices says, with its date; and the vendored table matches the installed package.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { calcPrice, findProvider } from "@pydantic/genai-prices";
import { getEncoding } from "js-tiktoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReport } from "../../../src/core/documents.js";
import { claudeEstimate } from "../../../src/core/models/claude.js";
import { claudeRatioRange } from "../../../src/core/models/claude-range.js";
import type { Report } from "../../../src/core/report.js";
import PAIRS from "../../../src/models/data/claude-pairs.json" with { type: "json" };
import { HOSTED_MODEL_DATA } from "../../../src/models/hosted-model-data.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";
import { oracleTotals } from "../../helpers/oracle.js";

// The range, recomputed here from the vendored pairs with this test's own arithmetic: each pair net of the
// fixed part its source measured (one minimal tool alone), then mean +- 3 sd x sqrt(1 + 1/n), to 3 decimals.
// The tool-use system prompt (copy of 2026-07-13) is 497 tokens on Sonnet 4.6 and 290 on Opus 4.8; no
// figure for Sonnet 5, so the span of the published ones.
type Pair = { server: string; o200k: number; claude: number };
function band(pairs: readonly Pair[], fixed: number) {
  const r = pairs.map((p) => (p.claude - fixed) / p.o200k);
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
  const half = 3 * sd * Math.sqrt(1 + 1 / r.length);
  return { low: mean - half, high: mean + half, mean };
}
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const exact = band(PAIRS.pairs, PAIRS.probeDelta);
const RATIO = { low: r3(exact.low), high: r3(exact.high) };
const SYSTEM_PROMPT: Record<string, { low: number; high: number }> = {
  claude: { low: 497, high: 497 },
  "claude-opus-4.8": { low: 290, high: 290 },
  "claude-sonnet-5": { low: 290, high: 497 },
};
const GENAI_IDS: Record<string, string> = {
  claude: "claude-sonnet-4-6",
  "claude-opus-4.8": "claude-opus-4-8",
  "claude-sonnet-5": "claude-sonnet-5",
};
const INSTRUCTIONS = "Search before you read. <|endoftext|> is text.";

describe("the Claude estimate", () => {
  let dir: string;
  let toolsPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mtb-claude-"));
    toolsPath = path.join(dir, "tools.json");
    await writeFile(toolsPath, JSON.stringify({ ...readToolsFile("basic"), instructions: INSTRUCTIONS }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is [o200k x low, o200k x high] (net ratios) + the system prompt once, midpoint in tools, with its sources and dates", async () => {
    const ids = Object.keys(SYSTEM_PROMPT);
    const { code, json, stdout } = await runCliJson<Report>(
      ["measure", "-m", ids.join(","), "--", process.execPath, FIXTURE_SERVER, "--tools", toolsPath],
      dir,
    );
    expect(code).toBe(0);
    expect(() => parseReport(JSON.parse(stdout), "stdout")).not.toThrow();
    const o200k = oracleTotals(readToolsFile("basic").tools, "o200k_base").model;
    const instructionsO200k = getEncoding("o200k_base").encode(INSTRUCTIONS, [], []).length;
    const anthropic = findProvider({ providerId: "anthropic" });
    for (const id of ids) {
      const entry = json.models?.[id];
      const prompt = SYSTEM_PROMPT[id] as { low: number; high: number };
      const range = {
        low: Math.round(o200k * RATIO.low) + prompt.low,
        high: Math.round(o200k * RATIO.high) + prompt.high,
      };
      expect(entry, id).toMatchObject({
        // The provider's own id of the model, the one @pydantic/genai-prices knows it by.
        provider: "anthropic",
        providerModel: GENAI_IDS[id],
        fidelity: "estimate",
        range,
        tools: Math.round((range.low + range.high) / 2),
        instructions: Math.round((instructionsO200k * (RATIO.low + RATIO.high)) / 2),
        // Whether it fits is judged on the range's high end, not on the midpoint.
        minContextToFit: range.high + Math.round((instructionsO200k * (RATIO.low + RATIO.high)) / 2),
      });
      const model = anthropic?.models.find((m) => m.id === GENAI_IDS[id]);
      // Claude Code's standard window (200,000) unless the catalog's larger one is asked for ([1m], --context).
      const catalog = model?.context_window ?? 0;
      expect(entry?.contextWindow, id).toBe(Math.min(catalog, 200_000));
      if (catalog > 200_000) {
        expect(entry?.contextSource, id).toContain(
          `the model's ${catalog.toLocaleString("en-US")}-token window is an opt-in there`,
        );
      }
      // The package's own price calculation for a million input tokens on the data's date.
      const price = calcPrice({ input_tokens: 1_000_000 }, GENAI_IDS[id] as string, {
        providerId: "anthropic",
        timestamp: new Date(`${HOSTED_MODEL_DATA.date}T12:00:00Z`),
      });
      expect(entry?.inputPricePerMTok, id).toBe(price?.input_price);
      const perRequest = (entry?.tools ?? 0) + (entry?.instructions ?? 0);
      expect(entry?.costPer1kRequests).toBeCloseTo((perRequest * (entry?.inputPricePerMTok ?? 0)) / 1000, 6);
      expect(entry?.data?.date).toBe(HOSTED_MODEL_DATA.date);
      expect(entry?.data?.source).toMatch(
        new RegExp(
          `${RATIO.low}x-${RATIO.high}x.*2c79b86.*2026-08-19.*system prompt once.*2026-07-13.*@pydantic/genai-prices 0\\.1\\.8`,
        ),
      );
    }
    expect(json.models?.["claude-sonnet-5"]?.warnings.join("\n")).toMatch(
      /no tool-use system prompt size is published/,
    );
    expect(json.models?.claude?.warnings).toEqual([]);
  });

  it("gpt-5 without a key is the harmony rendering, labelled a proxy, with GPT-5's window and price", async () => {
    const { code, json } = await runCliJson<Report>(
      ["measure", "-m", "gpt-5,gpt-oss", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsPath],
      dir,
    );
    expect(code).toBe(0);
    const gpt5 = json.models?.["gpt-5"];
    const harmony = json.models?.["gpt-oss"];
    expect(gpt5?.fidelity).toBe("estimate");
    expect(gpt5).toMatchObject({ provider: "openai", providerModel: "gpt-5" });
    // An open-weight model has no provider.
    expect(harmony).not.toHaveProperty("provider");
    expect(harmony).not.toHaveProperty("providerModel");
    expect(gpt5?.tools).toBe(harmony?.tools);
    expect(gpt5?.instructions).toBe(harmony?.instructions);
    expect(gpt5?.warnings.join("\n")).toMatch(/a proxy, not GPT-5's own count/);
    expect(gpt5?.hiddenParameters).toBeUndefined();
    const model = findProvider({ providerId: "openai" })?.models.find((m) => m.id === "gpt-5");
    expect(gpt5?.contextWindow).toBe(model?.context_window);
    const price = calcPrice({ input_tokens: 1_000_000 }, "gpt-5", { providerId: "openai" });
    expect(gpt5?.inputPricePerMTok).toBe(price?.input_price);
  });

  it("has no range and no system prompt without tools, and counts instructions only when there are some", () => {
    const inputs = { ratio: { low: 1.62, high: 2.02 }, systemPrompt: { low: 497, high: 497 } };
    expect(claudeEstimate([], null, inputs)).toMatchObject({
      tools: 0,
      range: { low: 0, high: 0 },
      instructions: null,
    });
    expect(claudeEstimate([], 0, inputs).instructions).toBe(0);
    const one = claudeEstimate([{ name: "a", tokens: 100 }], 10, inputs);
    expect(one).toMatchObject({ tools: 679, range: { low: 659, high: 699 }, instructions: 18 });
  });
});

describe("the vendored Claude pairs", () => {
  it("are the 20 published pairs DOMAIN.md describes: claude-opus-5, 2026-08-19, commit 2c79b86, 1.62x-2.02x gross", () => {
    expect(PAIRS.pairs).toHaveLength(20);
    expect(PAIRS).toMatchObject({ model: "claude-opus-5", measuredAt: "2026-08-19", probeDelta: 328 });
    expect(PAIRS.commit.startsWith("2c79b86")).toBe(true);
    const gross = PAIRS.pairs.map((p) => p.claude / p.o200k).sort((a, b) => a - b);
    expect(r3(gross[0] as number)).toBeCloseTo(1.617, 3);
    expect(r3(gross[19] as number)).toBeCloseTo(2.021, 3);
    expect(((gross[9] as number) + (gross[10] as number)) / 2).toBeCloseTo(1.75, 2);
  });

  it("leave one out: each pair's count_tokens figure is inside the range computed from the other 19", () => {
    for (const [i, pair] of PAIRS.pairs.entries()) {
      const others = PAIRS.pairs.filter((_, j) => j !== i);
      const r = band(others, PAIRS.probeDelta);
      // The pairs' own fixed part, added once: what the estimate adds as the model's system prompt.
      const low = pair.o200k * r.low + PAIRS.probeDelta;
      const high = pair.o200k * r.high + PAIRS.probeDelta;
      expect(pair.claude, pair.server).toBeGreaterThanOrEqual(low);
      expect(pair.claude, pair.server).toBeLessThanOrEqual(high);
    }
  });

  it("leave one out: the midpoint is closer to the published figures than the old formula's", () => {
    // The old formula on these pairs: o200k x [1.62, 2.02] + a system prompt on top; claude-opus-5 has no
    // published size, so the span 290-497 as the profile used it. The new one counts that part once.
    let oldError = 0;
    let newError = 0;
    // Even with the old profile's system prompt span in place of the pairs' own fixed part.
    let spanError = 0;
    for (const [i, pair] of PAIRS.pairs.entries()) {
      const r = band(
        PAIRS.pairs.filter((_, j) => j !== i),
        PAIRS.probeDelta,
      );
      const oldMid = (pair.o200k * 1.62 + 290 + pair.o200k * 2.02 + 497) / 2;
      const newMid = pair.o200k * r.mean + PAIRS.probeDelta;
      oldError += Math.abs(oldMid - pair.claude);
      newError += Math.abs(newMid - pair.claude);
      spanError += Math.abs(pair.o200k * r.mean + (290 + 497) / 2 - pair.claude);
    }
    expect(newError).toBeLessThan(oldError * 0.7);
    expect(spanError).toBeLessThan(oldError);
  });

  it("gives the profile's range: computed by src/core/models/claude-range.ts from the data file", () => {
    expect(claudeRatioRange(PAIRS.pairs, PAIRS.probeDelta)).toMatchObject({
      ...RATIO,
      mean: r3(exact.mean),
      pairs: 20,
    });
  });
});

describe("hosted model data", () => {
  it("is what the installed @pydantic/genai-prices says (run scripts/model-data.mjs after updating it)", async () => {
    // @ts-expect-error: a plain ES module script without types
    const { hostedModelData } = (await import("../../../scripts/model-data.mjs")) as {
      hostedModelData: (date: string) => unknown;
    };
    expect(HOSTED_MODEL_DATA.models).toEqual(hostedModelData(HOSTED_MODEL_DATA.date));
    const { readFileSync } = await import("node:fs");
    const installed = JSON.parse(
      readFileSync(path.resolve("node_modules/@pydantic/genai-prices/package.json"), "utf8"),
    ) as { version: string };
    expect(HOSTED_MODEL_DATA.version).toBe(installed.version);
  });
});
