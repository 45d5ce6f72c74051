/**
 * A report given as a file (`diff`, `compare --base-report`) is data, not truth: one that is corrupt,
 * of the wrong kind, inconsistent or too large stops the run with exit 2 and a message naming the
 * file and its first problem, before anything is compared.
 */
import { readFile, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Comparison, ComparisonError } from "../../../src/core/comparison.js";
import type { Report, ToolCount, ToolTokens, Totals } from "../../../src/core/report.js";
import { readComparisonFile } from "../../../src/run/comparison-file.js";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterAll(removeTempDirs);

const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];

let dir: string;
let good: string;
let text: string;

beforeAll(async () => {
  dir = await makeTempDir("report-files-");
  good = join(dir, "good.json");
  const run = await runCli(["measure", "--out", good, ...SERVER], dir);
  expect(run.code, run.stderr).toBe(0);
  text = await readFile(good, "utf8");
});

const edit = (change: (report: Report) => void) => () => {
  const report = JSON.parse(text) as Report;
  change(report);
  return JSON.stringify(report, null, 2);
};
const tokensOf = (r: Report, encoding: string) => (r.tools[0] as ToolCount).tokens[encoding] as ToolTokens;

const cases: Array<[string, () => string, string]> = [
  [
    "a tool raised by 100,000 tokens, totals left alone",
    edit((r) => {
      tokensOf(r, "o200k_base").model += 100_000;
    }),
    "is not a valid report: report.totals.o200k_base.model is",
  ],
  [
    "a total that is not the sum (cl100k_base, raw view)",
    edit((r) => {
      (r.totals.cl100k_base as Totals).raw -= 1;
    }),
    "is not a valid report: report.totals.cl100k_base.raw is",
  ],
  [
    "fields that do not add up",
    edit((r) => {
      tokensOf(r, "o200k_base").fields.structure += 1;
    }),
    "is not a valid report: report.tools[0].tokens.o200k_base.fields add up to",
  ],
  [
    "a missing encoding",
    edit((r) => {
      delete (r.tools[0] as ToolCount).tokens.cl100k_base;
    }),
    'is not a valid report: report.tools[0].tokens has no entry for encoding "cl100k_base"',
  ],
  ["truncated JSON", () => text.slice(0, 200), "could not read report"],
  ["null", () => "null", "is not an mcp-token-budget report: expected a JSON object"],
];

describe.each(cases)("%s", (what, content, message) => {
  const file = () => join(dir, `${what.replace(/\W+/g, "-")}.json`);

  it("stops diff with exit 2, naming the file and the problem", async () => {
    await writeFile(file(), content());
    for (const args of [
      ["diff", file(), good],
      ["diff", good, file()],
    ]) {
      const run = await runCli(args, dir);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(file());
      expect(run.stderr).toContain(message);
      expect(run.stdout).toBe("");
    }
  });

  it("stops compare --base-report with exit 2, naming the file and the problem", async () => {
    await writeFile(file(), content());
    const run = await runCli(["compare", "--base-report", file(), ...SERVER], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(file());
    expect(run.stderr).toContain(message);
  });
});

describe("a report file's size", () => {
  it("is limited to 64 MiB, checked before the file is read", async () => {
    // Sparse: 65 MiB long without taking the disk space; reading it would take seconds and memory.
    const huge = join(dir, "huge.json");
    await writeFile(huge, "");
    await truncate(huge, 65 * 1024 * 1024);
    const run = await runCli(["diff", huge, good], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`report ${huge} is 65 MiB; report files are limited to 64 MiB`);
  });
});

describe("a comparison file (comment mode's input)", () => {
  it("is refused when its deltas are not head minus base, naming the file", async () => {
    const out = join(dir, "comparison.json");
    const run = await runCli(["diff", good, good, "--out", out], dir);
    expect(run.code, run.stderr).toBe(0);
    const comparison = JSON.parse(await readFile(out, "utf8")) as Comparison;
    expect(await readComparisonFile(out)).toEqual(comparison);
    (comparison.totals.o200k_base?.delta as Totals).model = -98799;
    await writeFile(out, JSON.stringify(comparison));
    await expect(readComparisonFile(out)).rejects.toThrow(
      new ComparisonError(
        `${out} is not a valid comparison: comparison.totals.o200k_base.delta.model is -98799, but head - base is 0`,
      ),
    );
  });

  it("is limited to 64 MiB", async () => {
    const huge = join(dir, "huge-comparison.json");
    await writeFile(huge, "");
    await truncate(huge, 65 * 1024 * 1024);
    await expect(readComparisonFile(huge)).rejects.toThrow(
      `comparison ${huge} is 65 MiB; comparison files are limited to 64 MiB`,
    );
  });
});
