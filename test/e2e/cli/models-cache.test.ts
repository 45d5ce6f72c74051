/**
 * Prompt caching per model: the cached price per 1,000 requests (one write per cache lifetime, reads
 * after), the one-off cost of a change to the tool block, and cacheability against the provider's minimum.
 * The arithmetic is checked by hand on the write-ups' 20-tool block, and against @pydantic/genai-prices'
 * own calcPrice (an independent price calculation) on three real models through the bundled CLI.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { calcPrice } from "@pydantic/genai-prices";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheEntry } from "../../../src/core/models/cache.js";
import type { Report } from "../../../src/core/report.js";
import { HOSTED_MODEL_DATA } from "../../../src/models/hosted-model-data.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

function tools(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does the ${i}th thing in the system, carefully, with every option a caller could want to pass along to it.`,
    inputSchema: {
      type: "object",
      properties: {
        id: { type: "string", description: "The id of the record to act on." },
        mode: { type: "string", enum: ["fast", "careful", "dry-run"], description: "How to run." },
        limit: { type: "integer", minimum: 1, maximum: 500, description: "At most this many results." },
      },
      required: ["id"],
    },
  }));
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-cache-"));
  await writeFile(path.join(dir, "twenty.json"), JSON.stringify({ tools: tools(20) }));
  await writeFile(path.join(dir, "two.json"), JSON.stringify({ tools: tools(2) }));
  await writeFile(path.join(dir, "eight.json"), JSON.stringify({ tools: tools(8) }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the cached price", () => {
  it("reproduces the write-ups' arithmetic on a 20-tool block of 3,682 tokens: one write at 1.25x, reads at 0.1x", () => {
    // Sonnet-like prices: $3 input, so a write is 1.25 x 3 = $3.75 and a read 0.1 x 3 = $0.30 per million.
    const data = {
      mode: "explicit" as const,
      writePricePerMTok: 3.75,
      readPricePerMTok: 0.3,
      minTokens: 1024,
      minSource: "test",
      lifetimeMinutes: 5,
    };
    const entry = cacheEntry(3682, 3, data, { requestsPerLifetime: 10 });
    // Per 10 requests: one write (3,682 x $3.75 / 1e6 = $0.0138075) and nine reads (9 x 3,682 x $0.30 / 1e6 =
    // $0.0099414): $0.0237489, so 1,000 requests = 100 such lifetimes = $2.37489, against $11.046 uncached.
    expect(entry.cacheable).toBe(true);
    expect(entry.minTokens).toBe(1024);
    expect(entry.costPer1kRequestsCached).toBeCloseTo(2.37489, 6);
    // A change re-writes the block once per conversation: 1,000 x 3,682 x $3.75 / 1e6.
    expect(entry.changeCost).toBeCloseTo(13.8075, 6);
    // About 78% less than uncached at 10 requests per lifetime; at 100 per lifetime close to the 90% of reads.
    const many = cacheEntry(3682, 3, data, { requestsPerLifetime: 100 });
    expect(many.costPer1kRequestsCached).toBeCloseTo((3682 * (3.75 + 99 * 0.3)) / 100 / 1000, 4);
    expect(1 - (many.costPer1kRequestsCached ?? 0) / 11.046).toBeGreaterThan(0.88);
    // Below the minimum: nothing is cached, every request pays the input price, and there is no change cost.
    const small = cacheEntry(655, 3, data);
    expect(small).toMatchObject({ cacheable: false, minTokens: 1024, changeCost: null });
    expect(small.costPer1kRequestsCached).toBeCloseTo((655 * 3) / 1000, 9);
  });

  it("caches a block of exactly the minimum, and not one token shorter (the provider's 'at least')", () => {
    const data = {
      mode: "explicit" as const,
      writePricePerMTok: 3.75,
      readPricePerMTok: 0.3,
      minTokens: 1024,
      minSource: "test",
      lifetimeMinutes: 5,
    };
    expect(cacheEntry(1024, 3, data)).toMatchObject({ cacheable: true, changeCost: (1000 * 1024 * 3.75) / 1e6 });
    expect(cacheEntry(1023, 3, data)).toMatchObject({ cacheable: false, changeCost: null });
  });

  it("follows @pydantic/genai-prices' own calculation on three real models, at the rate asked for", async () => {
    const { code, json } = await runCliJson<Report>(
      [
        "measure",
        "-m",
        "claude-sonnet-4.6,claude-opus-4.8,gpt-5",
        "--cache-requests-per-lifetime",
        "8",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        path.join(dir, "twenty.json"),
      ],
      dir,
    );
    expect(code).toBe(0);
    const ids = {
      "claude-sonnet-4.6": ["anthropic", "claude-sonnet-4-6"],
      "claude-opus-4.8": ["anthropic", "claude-opus-4-8"],
      "gpt-5": ["openai", "gpt-5"],
    } as const;
    for (const [id, [providerId, model]] of Object.entries(ids)) {
      const entry = json.models?.[id];
      const tokens = (entry?.tools ?? 0) + (entry?.instructions ?? 0);
      expect(entry?.cache?.cacheable, id).toBe(tokens >= (entry?.cache?.minTokens ?? Infinity));
      // 1,000 requests at 8 per lifetime: 125 lifetimes, each one write and seven reads. genai-prices counts
      // input_tokens including the cached ones; OpenAI has no write price, so its writes are plain input.
      const writes = providerId === "anthropic" ? 125 * tokens : 0;
      const usage = { input_tokens: 1000 * tokens, cache_write_tokens: writes, cache_read_tokens: 875 * tokens };
      const at = { providerId, timestamp: new Date(`${HOSTED_MODEL_DATA.date}T12:00:00Z`) };
      const oracle = calcPrice(usage, model, at);
      if (entry?.cache?.cacheable)
        expect(entry.cache.costPer1kRequestsCached, id).toBeCloseTo(oracle?.input_price ?? -1, 4);
      const writeOnce = calcPrice(
        { input_tokens: 1000 * tokens, cache_write_tokens: providerId === "anthropic" ? 1000 * tokens : 0 },
        model,
        at,
      );
      if (entry?.cache?.cacheable) expect(entry.cache.changeCost, id).toBeCloseTo(writeOnce?.input_price ?? -1, 4);
      expect(entry?.cache?.requestsPerLifetime, id).toBe(8);
    }
    // The minimums: Sonnet 4.6 1,024 (Anthropic's docs), GPT-5 1,024 (OpenAI's), Opus 4.8 1,024 (Anthropic's docs
    // after its launch; it was taken as Opus 4.6's 4,096 before, and these 20 tools, under 4,096, were "not cacheable").
    expect(json.models?.["claude-sonnet-4.6"]?.cache).toMatchObject({ cacheable: true, minTokens: 1024 });
    expect(json.models?.["gpt-5"]?.cache).toMatchObject({ cacheable: true, minTokens: 1024 });
    expect(json.models?.["claude-opus-4.8"]?.cache?.minTokens).toBe(1024);
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8")),
    );
    validate(json);
    expect(validate.errors ?? []).toEqual([]);
  });

  it("Opus 4.8 caches a block between its 1,024-token minimum and Opus 4.6's 4,096; Haiku 4.5 does not", async () => {
    const args = ["--", process.execPath, FIXTURE_SERVER, "--tools", path.join(dir, "eight.json")];
    const { json } = await runCliJson<Report>(["measure", "-m", "claude-opus-4.8,claude-haiku-4.5", ...args], dir);
    const opus = json.models?.["claude-opus-4.8"];
    const tokens = (opus?.tools ?? 0) + (opus?.instructions ?? 0);
    expect(tokens).toBeGreaterThanOrEqual(1024);
    expect(tokens).toBeLessThan(4096);
    expect(opus?.cache).toMatchObject({ cacheable: true, minTokens: 1024 });
    expect(opus?.cache?.source).toMatch(/minimum 1024 tokens \(Claude Opus 4\.8\)/);
    expect(opus?.cache?.costPer1kRequestsCached).toBeLessThan(opus?.costPer1kRequests ?? 0);
    expect(json.models?.["claude-haiku-4.5"]?.cache).toMatchObject({ cacheable: false, minTokens: 4096 });
  });

  it("a 2-tool server on Claude is not cacheable, with the minimum, in the report and the table", async () => {
    const args = ["--", process.execPath, FIXTURE_SERVER, "--tools", path.join(dir, "two.json")];
    const { json } = await runCliJson<Report>(["measure", "-m", "claude-sonnet-4.6", ...args], dir);
    const entry = json.models?.["claude-sonnet-4.6"];
    const tokens = (entry?.tools ?? 0) + (entry?.instructions ?? 0);
    expect(tokens).toBeLessThan(1024);
    expect(entry?.cache).toMatchObject({ cacheable: false, minTokens: 1024, changeCost: null });
    expect(entry?.cache?.costPer1kRequestsCached).toBe(entry?.costPer1kRequests);
    const table = await runCli(["measure", "-m", "claude-sonnet-4.6", ...args], dir);
    // The line's figures are of the estimate's high end (the line says so), as the cache check weighs it.
    const high = (entry as { range?: { high: number } } | undefined)?.range?.high ?? tokens;
    expect(high).toBeLessThan(1024);
    expect(table.stdout).toContain(
      `not cacheable: ${high.toLocaleString("en-US")} tokens, under the 1,024-token minimum`,
    );
    const md = await runCli(
      ["measure", "--format", "markdown", "-m", "claude-sonnet-4.6", "--", ...args.slice(1)],
      dir,
    );
    expect(md.stdout).toContain("under the 1,024-token minimum");
  });

  it("says what the cached figure assumes in the table, and rejects a bad rate with a one-line error", async () => {
    const args = ["--", process.execPath, FIXTURE_SERVER, "--tools", path.join(dir, "twenty.json")];
    const table = await runCli(["measure", "-m", "claude-sonnet-4.6", ...args], dir);
    expect(table.stdout).toMatch(
      /cached: \$[0-9.]+ per 1,000 requests \(one write, then reads; 10 requests per 5-minute lifetime\)/,
    );
    expect(table.stdout).toMatch(/a change to the tool block: \$[0-9.]+ per 1,000 conversations, once/);
    const bad = await runCli(["measure", "-m", "claude", "--cache-requests-per-lifetime", "0", ...args], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--cache-requests-per-lifetime/);
  });
});
