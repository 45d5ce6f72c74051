/**
 * Saved reports as baselines: `diff base.json head.json` and `compare --base-report` must give the
 * same deltas as measuring the base from git, and must refuse files that are not reports.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import { type CliRun, runCli, runCliJson } from "../../helpers/cli-process.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";
import { BASE_TOOLS, HEAD_TOOLS, makeToolsRepo, SERVER_COMMAND, type ToolsRepo } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

/** What must agree between two ways of comparing the same base and head. */
const deltas = (c: Comparison) => ({
  status: c.status,
  encodings: c.encodings,
  counts: c.counts,
  summary: c.summary,
  totals: c.totals,
  tools: c.tools,
});

describe("saved reports give the same comparison as git", () => {
  let setup: ToolsRepo;
  let reports: string;
  let fromGit: CliRun & { json: Comparison };

  beforeAll(async () => {
    setup = await makeToolsRepo();
    reports = await makeTempDir("reports-");
    // What a user does by hand: measure main's version, then the branch's, keeping both reports.
    await setup.repo.git("switch", "-q", "--detach", setup.branchPoint);
    const base = await runCli(["measure", "--out", join(reports, "base.json"), ...SERVER_COMMAND], setup.repo.dir);
    expect(base.code, base.stderr).toBe(0);
    await setup.repo.checkout("feature");
    const head = await runCli(["measure", "--out", join(reports, "head.json"), ...SERVER_COMMAND], setup.repo.dir);
    expect(head.code, head.stderr).toBe(0);
    fromGit = await runCliJson<Comparison>(["compare", "--base", "main", ...SERVER_COMMAND], setup.repo.dir);
    expect(fromGit.code, fromGit.stderr).toBe(0);
  });

  it("compare --base finds what js-tiktoken finds (the reference for the checks below)", () => {
    expect(fromGit.json.status).toBe("changed");
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      expect(fromGit.json.totals[encoding]?.base).toEqual(oracleTotals(BASE_TOOLS, encoding));
      expect(fromGit.json.totals[encoding]?.head).toEqual(oracleTotals(HEAD_TOOLS, encoding));
    }
  });

  it("diff base.json head.json gives the same deltas, and labels the sides with the file names", async () => {
    const run = await runCliJson<Comparison>(["diff", "base.json", "head.json"], reports);
    expect(run.code, run.stderr).toBe(0);
    expect(deltas(run.json)).toEqual(deltas(fromGit.json));
    expect(run.json.base.label).toBe("base.json");
    expect(run.json.head.label).toBe("head.json");
  });

  it("compare --base-report gives the same deltas, measuring only the head", async () => {
    const run = await runCliJson<Comparison>(
      ["compare", "--base-report", join(reports, "base.json"), ...SERVER_COMMAND],
      setup.repo.dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(deltas(run.json)).toEqual(deltas(fromGit.json));
    expect(run.json.head.sha).toBe(setup.head);
    expect(run.stderr).not.toMatch(/measuring the base/);
  });

  it("diff --out writes the comparison it prints", async () => {
    const out = join(reports, "comparison.json");
    const run = await runCliJson<Comparison>(["diff", "--out", out, "base.json", "head.json"], reports);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(await readFile(out, "utf8"))).toEqual(run.json);
  });

  it("diff --format markdown shows the change headline with both encodings", async () => {
    const run = await runCli(["diff", "--format", "markdown", "base.json", "head.json"], reports);
    expect(run.code, run.stderr).toBe(0);
    const o200k = fromGit.json.totals.o200k_base;
    const delta = (o200k?.head.model ?? 0) - (o200k?.base?.model ?? 0);
    const [title, , totals] = run.stdout.split("\n");
    // The title leads with the server and the change; the next line has each encoding's totals.
    expect(title).toMatch(new RegExp(`^### fixture-server · \\+${delta} tokens`));
    expect(totals).toContain(`o200k\\_base ${o200k?.base?.model} → ${o200k?.head.model}`);
    expect(totals).toMatch(/cl100k\\_base \d+ → \d+/);
  });
});

describe("diff refuses what is not a pair of reports", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await makeTempDir("diff-usage-");
    const repo = await makeToolsRepo();
    const head = await runCli(["measure", "--out", join(dir, "head.json"), ...SERVER_COMMAND], repo.repo.dir);
    expect(head.code, head.stderr).toBe(0);
    await writeFile(join(dir, "tools.json"), JSON.stringify({ tools: HEAD_TOOLS }));
    await writeFile(join(dir, "broken.json"), '{ "schemaVersion": 1, "tools": [');
  });

  it("exits 2 naming a report file that does not exist", async () => {
    const run = await runCli(["diff", "missing.json", "head.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: could not read report missing\.json: no such file$/m);
    expect(run.stderr).not.toContain("ENOENT");
    expect(run.stdout).toBe("");
  });

  it("exits 2 when a file is JSON but not a report, and says how to make one", async () => {
    const run = await runCli(["diff", "tools.json", "head.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: tools\.json is not an mcp-token-budget report .*measure --out/m);
  });

  it("exits 2 when a file is not JSON at all", async () => {
    const run = await runCli(["diff", "head.json", "broken.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: could not read report broken\.json: /m);
  });

  it("exits 2 when given a comparison (compare --out) instead of a report", async () => {
    const comparison = await runCli(
      ["diff", "--format", "json", "--out", join(dir, "comparison.json"), "head.json", "head.json"],
      dir,
    );
    expect(comparison.code, comparison.stderr).toBe(0);
    const run = await runCli(["diff", "comparison.json", "head.json"], dir);
    expect({ code: run.code, stderr: run.stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(
        /^error: comparison\.json is a comparison \(from compare, check or diff --out\), not a report/m,
      ),
    });
  });

  it("exits 2 without a second file", async () => {
    const run = await runCli(["diff", "head.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/missing required argument 'head.json'/);
  });
});
