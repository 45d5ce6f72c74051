/**
 * The "defer these N tools" hint: on a Claude model whose tool block passes Claude Code's 10% of the window,
 * `hints` says what a request carries with tool search instead, through the bundled CLI on a fixture server
 * over stdio; under the threshold it says nothing. The block is the same figure `measure` gives that model.
 */

import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { toolsJson } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

const words =
  "Returns the matching records of the inventory with their owners, locations, states, prices and the dates they were last changed, sorted by relevance and paged.";
const manyTools = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `inventory_${i}`,
    description: `Tool ${i}. ${words} ${words} ${words}`,
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: `What to look for in part ${i} of the inventory.` },
        page: { type: "integer", description: "The page of results, from 1." },
      },
      required: ["query"],
    },
  }));

describe("hints: defer these N tools (Claude with tool search)", () => {
  it("over Claude Code's 10% threshold: the block, the ~500 tokens up front and the saving; nothing under it", async () => {
    const dir = await makeTempDir("tool-search-hints-");
    await writeFile(path.join(dir, "big.json"), toolsJson(manyTools(120)));
    await writeFile(path.join(dir, "small.json"), toolsJson(manyTools(3)));
    const server = (file: string) => ["--", process.execPath, FIXTURE_SERVER, "--tools", file];
    const { json: report } = await runCliJson<Report>(
      ["measure", "-m", "claude-sonnet-4.6", "--format", "json", ...server("big.json")],
      dir,
    );
    const entry = report.models?.["claude-sonnet-4.6"];
    if (!entry?.contextWindow) throw new Error("no claude-sonnet-4.6 figures");
    expect(entry.range?.high ?? entry.tools).toBeGreaterThan(entry.contextWindow * 0.1);

    const { json, code, stderr } = await runCliJson<{ deferral?: Record<string, unknown>[] }>(
      ["hints", "-m", "claude-sonnet-4.6", "--format", "json", ...server("big.json")],
      dir,
    );
    expect(code, stderr).toBe(0);
    expect(json.deferral).toEqual([
      {
        model: "claude-sonnet-4.6",
        tools: 120,
        blockTokens: entry.tools,
        blockTokensHigh: entry.range?.high,
        contextWindow: entry.contextWindow,
        threshold: 0.1,
        upFront: 500,
        saves: entry.tools - 500,
        source: expect.stringContaining("anthropic.com/engineering/advanced-tool-use, 2025-11-24"),
      },
    ]);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", "hints.schema.json"), "utf8"));
    expect(ajv.validate(schema, json), JSON.stringify(ajv.errors)).toBe(true);

    const text = await runCli(["hints", "-m", "claude-sonnet-4.6", ...server("big.json")], dir);
    expect(text.stdout).toContain(
      `Defer these 120 tools on claude-sonnet-4.6 (defer_loading: true, with Anthropic's tool search): the block is ${entry.tools.toLocaleString("en-US")} tokens, over Claude Code's 10% of the ${entry.contextWindow.toLocaleString("en-US")}-token window; with tool search a request carries ~500 tokens up front instead, saving about ${(entry.tools - 500).toLocaleString("en-US")} per request`,
    );

    const small = await runCliJson<{ deferral?: unknown }>(
      ["hints", "-m", "claude-sonnet-4.6", "--format", "json", ...server("small.json")],
      dir,
    );
    expect(small.code).toBe(0);
    expect(small.json.deferral).toBeUndefined();
    // Not a Claude model: no such hint, however large the block.
    const gpt = await runCliJson<{ deferral?: unknown }>(
      ["hints", "-m", "gpt-5", "--format", "json", ...server("big.json")],
      dir,
    );
    expect(gpt.json.deferral).toBeUndefined();
  });

  it("the threshold is 10% of the window, on the estimate's high end: just under says nothing, just over defers", async () => {
    const dir = await makeTempDir("tool-search-edge-");
    const server = (file: string) => ["--", process.execPath, FIXTURE_SERVER, "--tools", file];
    const measureClaude = async (n: number) => {
      await writeFile(path.join(dir, `${n}.json`), toolsJson(manyTools(n)));
      const { json } = await runCliJson<Report>(["measure", "-m", "claude-sonnet-4.6", ...server(`${n}.json`)], dir);
      const entry = json.models?.["claude-sonnet-4.6"];
      if (!entry?.contextWindow || !entry.range) throw new Error("no claude-sonnet-4.6 estimate with a range");
      return { tools: entry.tools, high: entry.range.high, limit: entry.contextWindow * 0.1 };
    };
    const deferral = async (n: number) =>
      (
        await runCliJson<{ deferral?: { tools: number }[] }>(
          ["hints", "-m", "claude-sonnet-4.6", ...server(`${n}.json`)],
          dir,
        )
      ).json.deferral;
    const deferralText = async (n: number) =>
      (await runCli(["hints", "-m", "claude-sonnet-4.6", ...server(`${n}.json`)], dir)).stdout;
    // Where the edge lies, from measure's own figures for this model (the same count the hint uses).
    const sample = await measureClaude(100);
    const edge = sample.limit / (sample.high / 100);
    const under = Math.floor(edge) - 2;
    const over = Math.ceil(edge) + 2;
    const below = await measureClaude(under);
    const above = await measureClaude(over);
    // The cases are what they claim: under has its high end below the limit; over has its high end above
    // it while its central figure is still below (so the high end, not the central figure, decides).
    expect(below.high).toBeLessThanOrEqual(below.limit);
    expect(above.high).toBeGreaterThan(above.limit);
    expect(above.tools).toBeLessThanOrEqual(above.limit);
    expect(await deferral(under)).toBeUndefined();
    expect(await deferral(over)).toEqual([
      expect.objectContaining({ tools: over, blockTokens: above.tools, blockTokensHigh: above.high }),
    ]);
    // The line does not call the central figure "over" the threshold: the high end is what may pass it.
    const text = (await deferralText(over)).replace(/\s+/g, " ");
    expect(text).toContain(
      `the block is ${above.tools.toLocaleString("en-US")} tokens (up to ${above.high.toLocaleString("en-US")} on the estimate's high end), which may pass Claude Code's 10%`,
    );
    // Six runs of the bundled CLI, each starting a server: room for a loaded machine.
  }, 120_000);
});
