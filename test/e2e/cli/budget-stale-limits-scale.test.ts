/**
 * Budget evaluation stays linear in tools + rules: the attacker's move is a budget file with 4,000 limits
 * for tools the server does not have, against a 5,000-tool server (before: every unknown name was compared
 * with every tool, per encoding; 2,000 took 46 s and 4,000 were killed at 60 s). Through the bundled CLI
 * (`check --report`), the run ends with every stale limit named and a typo still pointed at its tool;
 * the indexed search gives the same answer as comparing every name whenever that answer is a prefix or
 * within two edits (property test, against the full comparison written out here).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closest } from "../../../src/core/budget/names.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-stale-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cli = (args: string[]): Promise<CliRun> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: dir, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe("4,000 limits for tools the server lacks, against 5,000 tools", () => {
  it("check names every stale limit and still suggests the tool a typo meant", async () => {
    const tools = Array.from({ length: 5000 }, (_, i) => ({
      name: `tool_${i}_op`,
      description: "d",
      inputSchema: { type: "object" },
    }));
    await writeFile(path.join(dir, "tools.json"), JSON.stringify({ tools }));
    const lines = ["encoding: o200k_base", "encodings:", "  cl100k_base:", "    perTool: 1000", "tools:"];
    for (let i = 0; i < 4000; i++) lines.push(`  missing_${i}_thing: 100`);
    lines.push("  tool_12_opp: 50");
    await writeFile(path.join(dir, "budget.yml"), `${lines.join("\n")}\n`);
    const measured = await cli([
      "measure",
      "--out",
      "r.json",
      "--",
      process.execPath,
      FIXTURE_SERVER,
      "--tools",
      "tools.json",
    ]);
    expect(measured.code, measured.stderr).toBe(0);
    const run = await cli(["check", "--report", "r.json", "--budget", "budget.yml", "--format", "json"]);
    expect(run.code, run.stderr.slice(0, 500)).toBe(0);
    const skipped = (JSON.parse(run.stdout) as { verdict: { skipped: string[] } }).verdict.skipped;
    expect(skipped.filter((s) => /^tools\.missing_\d+_thing: the report has no tool named/.test(s))).toHaveLength(4000);
    expect(skipped).toContain(
      'tools.tool_12_opp: the report has no tool named "tool_12_opp", so its limit was not checked; did you mean "tool_12_op"?',
    );
    await readFile(path.join(dir, "r.json"), "utf8");
  }, 180_000);
});

/** The full comparison: every name, edit distance with the prefix rule, first in the list on a tie. */
function everyName(name: string, known: readonly string[]): string | null {
  const normalize = (s: string) => s.toLowerCase().replace(/[-_\s]/g, "");
  const lev = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const row = d[i] as number[];
        const up = d[i - 1] as number[];
        row[j] = Math.min(
          (up[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
    return (d[a.length] as number[])[b.length] as number;
  };
  const wanted = normalize(name);
  if (wanted === "") return null;
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const norm = normalize(candidate);
    const edits = lev(wanted, norm);
    const d = norm === wanted ? 0 : norm.startsWith(wanted) || wanted.startsWith(norm) ? Math.min(1.5, edits) : edits;
    if (d < bestD) {
      best = candidate;
      bestD = d;
    }
  }
  return bestD <= Math.max(2, Math.floor(wanted.length / 4)) && bestD <= 2 ? best : null;
}

describe("the indexed closest-name search", () => {
  const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "_", "-", "1", "S"), minLength: 1, maxLength: 9 });
  it("agrees with comparing every name whenever the answer is a prefix or within two edits", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 201, maxLength: 400 }), word, (known, name) => {
        const expected = everyName(name, known);
        if (expected !== null) expect(closest(name, known)).toBe(expected);
        else {
          // Beyond two edits a long list may give no suggestion; any suggestion it gives is a near one.
          const got = closest(name, known);
          if (got !== null) expect(known).toContain(got);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
