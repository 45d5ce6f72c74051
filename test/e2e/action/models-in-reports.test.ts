/**
 * Model profiles and server instructions in the report, through the doors: `measure --model` and the
 * action's `models` input add a `models` entry per profile (validated by the report schema), server
 * instructions are counted as plain text (checked against js-tiktoken), and tool totals stay as they were.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReport } from "../../../src/core/documents.js";
import type { Report } from "../../../src/core/report.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { oracleTotals } from "../../helpers/oracle.js";

const INSTRUCTIONS =
  "Use search_locations before get_forecast. Dates are ISO 8601; <|endoftext|> is ordinary text here.\nBe brief.";

describe("server instructions and model profiles in the report", () => {
  let dir: string;
  let toolsWithInstructions: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mtb-models-"));
    toolsWithInstructions = path.join(dir, "tools.json");
    await writeFile(toolsWithInstructions, JSON.stringify({ ...readToolsFile("basic"), instructions: INSTRUCTIONS }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("counts the instructions as plain text, per encoding, apart from the tool totals", async () => {
    const { code, json } = await runCliJson<Report>(
      ["measure", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsWithInstructions],
      dir,
    );
    expect(code).toBe(0);
    const tokens: Record<string, number> = {};
    for (const name of ["o200k_base", "cl100k_base"] as const) {
      // js-tiktoken, told that special-token text is ordinary text, as DOMAIN.md requires.
      tokens[name] = getEncoding(name).encode(INSTRUCTIONS, [], []).length;
    }
    expect(json.instructions).toEqual({ chars: [...INSTRUCTIONS].length, tokens });
    expect(json.totals.o200k_base).toEqual(oracleTotals(readToolsFile("basic").tools, "o200k_base"));
    expect(json.models).toBeUndefined();
  });

  it("reports null instructions for a server that sends none", async () => {
    const { json } = await runCliJson<Report>(
      ["measure", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")],
      dir,
    );
    expect(json.instructions).toBeNull();
  });

  it("measure --model gpt-oss adds an exact entry with context share, and the report validates", async () => {
    const { code, json, stdout } = await runCliJson<Report>(
      ["measure", "--model", "gpt-oss", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsWithInstructions],
      dir,
    );
    expect(code).toBe(0);
    expect(() => parseReport(JSON.parse(stdout), "stdout")).not.toThrow();
    const entry = json.models?.["gpt-oss"];
    expect(entry).toMatchObject({ fidelity: "exact", contextWindow: 131_072, inputPricePerMTok: null });
    if (!entry) throw new Error("no gpt-oss entry");
    expect(entry.tools).toBeGreaterThan(0);
    expect(entry.instructions).toBeGreaterThan(0);
    expect(entry.shareOfContext).toBeCloseTo((entry.tools + (entry.instructions ?? 0)) / 131_072, 6);
    expect(entry.costPer1kRequests).toBeNull();
    expect(entry.data?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Tool totals keep their meaning whatever models are asked for.
    expect(json.totals.o200k_base).toEqual(oracleTotals(readToolsFile("basic").tools, "o200k_base"));
  });

  it("refuses an unknown model with the list of known ones, before starting anything", async () => {
    const run = await runCli(["measure", "--model", "gpt-oss,gpt-99", "--", "mtb-no-such-command"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: --model: unknown model "gpt-99"; known models: gpt-oss, qwen3, llama-3\.1/m);
  });

  it("the action's models input puts the same entry into report.json", async () => {
    const run = await runAction({
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools ${toolsWithInstructions}`,
        models: "gpt-oss",
        comment: "never",
      },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code, run.stdout).toBe(0);
    const reportPath = run.outputs["report-path"] ?? "";
    const report = parseReport(
      JSON.parse(await import("node:fs").then((fs) => fs.readFileSync(reportPath, "utf8"))),
      reportPath,
    );
    expect(report.models?.["gpt-oss"]?.fidelity).toBe("exact");
    expect(report.instructions?.chars).toBe([...INSTRUCTIONS].length);
  });
});

describe("the cache key and model profiles", () => {
  const settings = {
    build: null,
    command: "node",
    args: ["server.js"],
    workingDirectory: ".",
    env: {},
    stripEnv: [],
    encodings: ["o200k_base"],
  };
  it("differs when models are asked for, so a report without them never stands in for one with them", async () => {
    const { settingsHash } = await import("../../../src/cache/key.js");
    expect(settingsHash({ ...settings, models: ["gpt-oss"] })).not.toBe(settingsHash(settings));
    expect(settingsHash({ ...settings, models: ["gpt-oss", "qwen3"] })).not.toBe(
      settingsHash({ ...settings, models: ["gpt-oss"] }),
    );
    // No models: the key is what it was before models existed, so existing cache entries stay valid.
    expect(settingsHash({ ...settings, models: [] })).toBe(settingsHash(settings));
  });
});
