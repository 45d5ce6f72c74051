/**
 * `mcp-token-budget check` as users run it: dist/cli.js in a child process, a real repository with a
 * budget file, the exit code as the gate. Limits are set from js-tiktoken's counts, one token either
 * side, so a pass and a failure together pin our count to the oracle's exactly.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import type { RuleResult } from "../../../src/core/verdict.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";
import { oracleTool } from "../../helpers/oracle-diff.js";
import { BASE_TOOLS, HEAD_TOOLS, makeToolsRepo, SERVER_COMMAND, type ToolsRepo } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

const headTotal = oracleTotals(HEAD_TOOLS, "o200k_base").model;
const baseTotal = oracleTotals(BASE_TOOLS, "o200k_base").model;
const createIssue = oracleTool(HEAD_TOOLS.find((t) => t.name === "create_issue") ?? {}, "o200k_base").model;
const fmt = (n: number) => n.toLocaleString("en-US");
/** The Limit, Actual and Headroom cells of a row of the terminal's budget table. */
const lastThreeCells = (line: string | undefined) =>
  line
    ?.trim()
    .split(/\s{2,}/)
    .slice(-3);

/** A repository with the budget file at its root, uncommitted, as when someone is writing one. */
async function repoWithBudget(budget: string): Promise<ToolsRepo> {
  const setup = await makeToolsRepo();
  await writeFile(setup.repo.path("mcp-token-budget.yml"), budget);
  return setup;
}

const rule = (c: Comparison, kind: RuleResult["rule"], tool?: string) =>
  c.verdict?.results.find((r) => r.rule === kind && r.tool === tool);

describe("check with mcp-token-budget.yml at the repository root", () => {
  it("passes (exit 0) when every count is at its limit, found from a subdirectory", async () => {
    const { repo } = await repoWithBudget(
      `encoding: o200k_base\ntotal: ${headTotal}\ntools:\n  create_issue: ${createIssue}\n`,
    );
    // Run from server/: the budget is looked up at the repository root, not only in the working directory.
    const run = await runCliJson<Comparison>(
      ["check", "--", process.execPath, "fixture-server.mjs", "--tools", "../tools.json"],
      repo.path("server"),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.verdict?.passed).toBe(true);
    expect(run.json.verdict?.file).toMatch(/mcp-token-budget\.yml$/);
    expect(rule(run.json, "total")).toMatchObject({ limit: headTotal, actual: headTotal, headroom: 0, passed: true });
    expect(rule(run.json, "tool", "create_issue")).toMatchObject({ actual: createIssue, passed: true });
  });

  it("prefers a budget file in the directory it runs from over the repository root's (monorepo packages)", async () => {
    const { repo } = await repoWithBudget(`encoding: o200k_base\ntotal: ${headTotal}\n`);
    await writeFile(repo.path("server", "mcp-token-budget.yml"), `encoding: o200k_base\ntotal: ${headTotal - 1}\n`);
    const run = await runCliJson<Comparison>(
      ["check", "--", process.execPath, "fixture-server.mjs", "--tools", "../tools.json"],
      repo.path("server"),
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.json.verdict?.file).toBe(join("server", "mcp-token-budget.yml"));
    expect(rule(run.json, "total")).toMatchObject({ limit: headTotal - 1, passed: false });
  });

  it("fails (exit 1) one token over, and shows the broken rule with its limit and the actual count", async () => {
    const { repo } = await repoWithBudget(
      `encoding: o200k_base\ntotal: ${headTotal - 1}\nperTool: 1000\ntools:\n  create_issue: ${createIssue - 1}\n`,
    );
    const out = join(await makeTempDir("check-out-"), "comparison.json");
    const run = await runCli(["check", "--format", "table", "--out", out, ...SERVER_COMMAND], repo.dir);
    expect(run.code, run.stderr).toBe(1);

    expect(run.stdout).toMatch(/^Budget: 2 of 5 rules broken \(mcp-token-budget\.yml\):$/m);
    const rows = run.stdout.split("\n");
    const total = rows.find((line) => /^BROKEN\s+total · o200k_base, model\s/.test(line));
    expect(lastThreeCells(total)).toEqual([fmt(headTotal - 1), fmt(headTotal), "−1"]);
    const tool = rows.find((line) => /^BROKEN\s+tool create_issue · o200k_base, model\s/.test(line));
    expect(lastThreeCells(tool)).toEqual([fmt(createIssue - 1), fmt(createIssue), "−1"]);
    // The rules that hold are listed as ok, after the broken ones.
    expect(rows.filter((line) => line.startsWith("ok "))).toHaveLength(3);

    const saved = JSON.parse(await readFile(out, "utf8")) as Comparison;
    expect(saved.verdict?.passed).toBe(false);
    expect(rule(saved, "total")?.message).toBe(
      `total: ${fmt(headTotal)} tokens (o200k_base, model view) exceeds the limit of ${fmt(headTotal - 1)} by 1`,
    );
  });

  it("exits 2 and asks for a budget file when there is none", async () => {
    const { repo } = await makeToolsRepo();
    const run = await runCli(["check", ...SERVER_COMMAND], repo.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: no budget file: create mcp-token-budget\.yml at the repository root/m);
    expect(run.stderr).toContain("--budget <file>");
    expect(run.stdout).toBe("");
  });
});

describe("check --budget with an invalid file", () => {
  let setup: ToolsRepo;

  beforeAll(async () => {
    setup = await makeToolsRepo();
    await mkdir(setup.repo.path("budgets"));
    await writeFile(
      setup.repo.path("budgets", "bad.yml"),
      "# our limits\nencoding: o200k_base\ntotal: lots\ntools:\n  create_issue: -3\n",
    );
  });

  it("exits 2 with a file:line: message for every mistake", async () => {
    const run = await runCli(["check", "--budget", "budgets/bad.yml", ...SERVER_COMMAND], setup.repo.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: budgets\/bad\.yml:3: total must be a positive integer, got "lots"$/m);
    expect(run.stderr).toMatch(/^budgets\/bad\.yml:5: tools\.create_issue .*-3/m);
    expect(run.stdout).toBe("");
  });

  it("exits 2 when the --budget file does not exist", async () => {
    const run = await runCli(["check", "--budget", "budgets/none.yml", ...SERVER_COMMAND], setup.repo.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: budget file .*budgets\/none\.yml does not exist/m);
  });
});

describe("check with maxIncrease", () => {
  let setup: ToolsRepo;
  const growth = headTotal - baseTotal;

  beforeAll(async () => {
    setup = await repoWithBudget(`encoding: o200k_base\nmaxIncrease: ${growth - 1}\n`);
  });

  it("fails (exit 1) with --base when the total grew one token more than allowed", async () => {
    expect(growth).toBeGreaterThan(1);
    const out = join(await makeTempDir("check-out-"), "comparison.json");
    const run = await runCli(
      ["check", "--base", "main", "--format", "table", "--out", out, ...SERVER_COMMAND],
      setup.repo.dir,
    );
    expect(run.code, run.stderr).toBe(1);
    const row = run.stdout.split("\n").find((line) => /^BROKEN\s+increase over base · o200k_base, model\s/.test(line));
    expect(lastThreeCells(row)).toEqual([fmt(growth - 1), fmt(growth), "−1"]);

    const saved = JSON.parse(await readFile(out, "utf8")) as Comparison;
    expect(saved.base.sha).toBe(setup.branchPoint);
    expect(rule(saved, "maxIncrease")?.message).toBe(
      `maxIncrease: total grew by ${fmt(growth)} tokens (+${((growth / baseTotal) * 100).toFixed(1)}%) from ${fmt(baseTotal)} to ${fmt(headTotal)} (o200k_base, model view), exceeding the limit of ${fmt(growth - 1)} tokens by 1`,
    );
  });

  it("without a baseline, lists maxIncrease as not checked rather than passed", async () => {
    const run = await runCliJson<Comparison>(["check", ...SERVER_COMMAND], setup.repo.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.verdict?.results).toEqual([]);
    expect(run.json.verdict?.skipped).toEqual([
      "maxIncrease (o200k_base): not checked, there is no baseline report to compare with",
    ]);
    // A gate that checked nothing says so, rather than passing silently.
    expect(run.stderr).toMatch(/^warning: no budget rule could be checked: maxIncrease \(o200k_base\): not checked/m);
  });
});

describe("check --report", () => {
  let dir: string;

  beforeAll(async () => {
    const { repo } = await makeToolsRepo();
    dir = await makeTempDir("check-report-");
    const measured = await runCli(["measure", "--out", join(dir, "saved.json"), ...SERVER_COMMAND], repo.dir);
    expect(measured.code, measured.stderr).toBe(0);
  });

  it("checks a saved report in a folder with no server and no git repository", async () => {
    await writeFile(join(dir, "mcp-token-budget.yml"), `encoding: o200k_base\ntotal: ${headTotal}\nmaxTools: 4\n`);
    const run = await runCliJson<Comparison>(["check", "--report", "saved.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(rule(run.json, "total")).toMatchObject({ actual: headTotal, passed: true });
    expect(rule(run.json, "maxTools")).toMatchObject({ actual: 4, passed: true });
    expect(run.json.head.sha).toBeNull();
  });

  it("exits 2 when given both a saved report and a server command", async () => {
    const run = await runCli(["check", "--report", "saved.json", ...SERVER_COMMAND], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: give either --report or a server \(a command after --\), not both/m);
  });
});
