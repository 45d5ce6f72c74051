/**
 * `check` with per-model limits, as users run it: the bundled CLI, a budget file with
 * `models: { gpt-oss: { total: N } }`, the fixture server. N one token either side of the official
 * harmony renderer's count gives exit 1 and exit 0; without `--model` the limit is skipped with a
 * warning (exit 0), and an unknown model id is refused with its file and line (exit 2).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import { parseComparison } from "../../../src/core/documents.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { loadHarmonyOracle } from "../../helpers/harmony-oracle.js";

const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
let dir: string;
let oracleTokens: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-check-models-"));
  const oracle = await loadHarmonyOracle();
  try {
    oracleTokens = oracle.toolTokens(readToolsFile("basic").tools as ModelFacingTool[]);
  } finally {
    await oracle.close();
  }
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function budgetFile(text: string): Promise<string> {
  const file = path.join(dir, "budget.yml");
  await writeFile(file, text);
  return file;
}

describe("check --budget with models: { gpt-oss: { total: N } }", () => {
  it("exits 1 one token under the measured figure, with the broken rule in the table", async () => {
    const file = await budgetFile(`models:\n  gpt-oss:\n    total: ${oracleTokens - 1}\n`);
    const run = await runCli(["check", "--budget", file, "-m", "gpt-oss", "--format", "table", ...SERVER], dir);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^Budget: 1 of 1 rule broken \(budget\.yml\):$/m);
    const row = run.stdout.split("\n").find((line) => /^BROKEN\s+total on gpt-oss\s/.test(line));
    expect(
      row
        ?.trim()
        .split(/\s{2,}/)
        .slice(-3),
    ).toEqual([(oracleTokens - 1).toLocaleString("en-US"), oracleTokens.toLocaleString("en-US"), "−1"]);
  });

  it("exits 0 at the measured figure, and the comparison it writes reads back", async () => {
    const file = await budgetFile(`models:\n  gpt-oss:\n    total: ${oracleTokens}\n`);
    const out = path.join(dir, "comparison.json");
    const run = await runCliJson<Comparison>(
      ["check", "--budget", file, "-m", "gpt-oss", "--out", out, ...SERVER],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.verdict?.results).toEqual([
      expect.objectContaining({
        rule: "modelTotal",
        model: "gpt-oss",
        actual: oracleTokens,
        headroom: 0,
        passed: true,
      }),
    ]);
    // The comparison schema knows the new rule kinds, so comment mode and diff can read the file back.
    const back = parseComparison(JSON.parse(await readFile(out, "utf8")), out);
    expect(back.verdict?.results[0]?.rule).toBe("modelTotal");
  });

  it("without --model, skips the limit with a warning that says how to check it, and exits 0", async () => {
    const file = await budgetFile(`models:\n  gpt-oss:\n    total: ${oracleTokens - 1}\n`);
    const run = await runCliJson<Comparison>(["check", "--budget", file, ...SERVER], dir);
    expect(run.code, run.stderr).toBe(0);
    const note =
      "models.gpt-oss: not checked, gpt-oss was not measured in this report; run with --model gpt-oss to check it";
    expect(run.json.verdict?.results).toEqual([]);
    expect(run.json.verdict?.skipped).toEqual([note]);
    expect(run.stderr).toContain(`warning: no budget rule could be checked: ${note}`);
  });

  it("refuses a model id the registry does not know, with file:line and a did-you-mean (exit 2)", async () => {
    const file = await budgetFile(`total: 100000\nmodels:\n  gpt-os:\n    total: 10\n`);
    const run = await runCli(["check", "--budget", file, "-m", "gpt-oss", ...SERVER], dir);
    expect(run.code).toBe(2);
    // The file is named as the user gave it, relative to the directory the CLI runs in.
    expect(run.stderr).toBe('error: budget.yml:3: unknown model "gpt-os" in models; did you mean "gpt-oss"?\n');
  });

  it("checks client presets by the number of tools the server offers", async () => {
    const file = await budgetFile("clients: [cursor, vscode]\n");
    const run = await runCli(["check", "--budget", file, "--format", "table", ...SERVER], dir);
    expect(run.code, run.stderr).toBe(0);
    const tools = readToolsFile("basic").tools.length;
    expect(run.stdout).toMatch(
      new RegExp(`^ok\\s+number of tools \\(Cursor\\)\\s+80\\s+${tools}\\s+${80 - tools}$`, "m"),
    );
    expect(run.stdout).toMatch(/^ok\s+number of tools \(VS Code \/ Copilot\)\s+128\s/m);
  });
});
