/** What each CLI command does, once argv is parsed: the same pipeline as the action. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DirectoryReportCache } from "../cache/report-cache.js";
import { checkBudget } from "../core/budget.js";
import { type Comparison, compare, serializeComparison } from "../core/compare.js";
import { renderComparisonMarkdown, renderComparisonText } from "../core/render/comparison.js";
import { renderMeasurementMarkdown, renderMeasurementText } from "../core/render/measurement.js";
import { DEFAULT_TIMEOUT_MS, type ServerSpec } from "../mcp/list.js";
import { type LoadedBudget, loadBudgetFile, loadDefaultBudget } from "../run/budget-file.js";
import { measure, serializeReport } from "../run/measure.js";
import { type BaseSource, readReportFile, runPipeline } from "../run/pipeline.js";
import {
  type Format,
  parseEncodings,
  parseFormat,
  parseTimeoutMs,
  type ServerOptionValues,
  serverSpec,
  UsageError,
} from "./options.js";

export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
}

export interface CommonValues extends ServerOptionValues {
  timeout?: string;
  encoding?: string[];
  format?: string;
  out?: string;
}

export interface CompareValues extends CommonValues {
  base?: string;
  baseReport?: string;
  report?: string;
  build?: string;
  buildTimeout?: string;
  budget?: string;
  cacheDir?: string;
  parallel?: boolean;
}

export async function measureCommand(command: string[], opts: CommonValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format, io.isTTY);
  const report = await measure(serverSpec(command, opts), {
    encodings: parseEncodings(opts.encoding),
    timeoutMs: parseTimeoutMs(opts.timeout, DEFAULT_TIMEOUT_MS),
  });
  const json = serializeReport(report);
  if (opts.out) await writeFile(opts.out, json);
  io.stdout(
    format === "json"
      ? json
      : format === "markdown"
        ? renderMeasurementMarkdown(report)
        : renderMeasurementText(report),
  );
  return 0;
}

/** Writes the comparison to --out when asked, and prints it in the chosen format. */
async function emitComparison(comparison: Comparison, opts: CommonValues, format: Format, io: Output): Promise<void> {
  const json = serializeComparison(comparison);
  if (opts.out) await writeFile(opts.out, json);
  if (format === "json") io.stdout(json);
  else if (format === "markdown")
    io.stdout(renderComparisonMarkdown(comparison, { maxLength: Number.MAX_SAFE_INTEGER }));
  else io.stdout(renderComparisonText(comparison));
}

/** The budget named with --budget, or the default file at the repository root (then the working directory). */
async function budgetFor(opts: CompareValues, required: boolean): Promise<LoadedBudget | null> {
  if (opts.budget) return loadBudgetFile(path.resolve(opts.budget));
  const found = await loadDefaultBudget(process.cwd());
  if (!found && required) {
    throw new UsageError(
      "no budget file: create mcp-token-budget.yml at the repository root (see the README) or pass --budget <file>",
    );
  }
  return found;
}

function baseSource(opts: CompareValues, required: boolean): BaseSource {
  if (opts.base && opts.baseReport) throw new UsageError("give either --base or --base-report, not both");
  if (opts.base) return { kind: "ref", ref: opts.base };
  if (opts.baseReport) return { kind: "report", file: path.resolve(opts.baseReport) };
  if (required)
    throw new UsageError("compare needs a baseline: --base <ref> (e.g. --base origin/main) or --base-report <file>");
  return { kind: "none", reason: "no baseline was asked for (use --base <ref> or --base-report <file>)" };
}

async function pipeline(
  command: string[],
  opts: CompareValues,
  requireBase: boolean,
  budget: LoadedBudget | null,
  io: Output,
) {
  // With --report the head is read from a file and no server is started.
  const spec: ServerSpec = opts.report ? { kind: "stdio", command: "", args: [] } : serverSpec(command, opts);
  if (opts.report && command.length > 0) throw new UsageError("give either --report or a server command, not both");
  if (opts.report && opts.base)
    throw new UsageError("--report takes a saved head report; compare it with --base-report, not --base");
  return runPipeline({
    spec,
    encodings: parseEncodings(opts.encoding),
    timeoutMs: parseTimeoutMs(opts.timeout, DEFAULT_TIMEOUT_MS),
    build: opts.build ?? null,
    buildTimeoutMs: opts.buildTimeout ? parseTimeoutMs(opts.buildTimeout, 600_000) : undefined,
    repoDir: process.cwd(),
    base: baseSource(opts, requireBase),
    budget,
    headReportFile: opts.report ? path.resolve(opts.report) : null,
    cache: opts.cacheDir ? new DirectoryReportCache(path.resolve(opts.cacheDir)) : null,
    saveHeadToCache: Boolean(opts.cacheDir),
    parallel: opts.parallel !== false,
    log: (line) => io.stderr(`${line}\n`),
    warn: (line) => io.stderr(`warning: ${line}\n`),
  });
}

export async function compareCommand(command: string[], opts: CompareValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format, io.isTTY);
  const budget = await budgetFor(opts, false);
  const result = await pipeline(command, opts, true, budget, io);
  await emitComparison(result.comparison, opts, format, io);
  return 0;
}

export async function checkCommand(command: string[], opts: CompareValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format, io.isTTY);
  const budget = await budgetFor(opts, true);
  const result = await pipeline(command, opts, false, budget, io);
  await emitComparison(result.comparison, opts, format, io);
  if (result.verdict && result.verdict.results.length === 0) {
    // A gate that checked nothing must not look like a gate that passed.
    io.stderr(
      `warning: no budget rule could be checked: ${result.verdict.skipped.join("; ") || "the budget has no rules for what was measured"}\n`,
    );
  }
  return result.verdict?.passed === false ? 1 : 0;
}

export async function diffCommand(
  baseFile: string,
  headFile: string,
  opts: CompareValues,
  io: Output,
): Promise<number> {
  const format = parseFormat(opts.format, io.isTTY);
  const [base, head] = await Promise.all([readReportFile(baseFile), readReportFile(headFile)]);
  const budget = opts.budget ? await loadBudgetFile(path.resolve(opts.budget)) : null;
  const verdict = budget ? checkBudget(budget.budget, head, base, budget.file) : null;
  const comparison = compare(base, head, { base: { label: baseFile }, head: { label: headFile }, verdict });
  await emitComparison(comparison, opts, format, io);
  return verdict?.passed === false ? 1 : 0;
}
