/**
 * The whole job, shared by the CLI (compare, check) and the action: measure the head, get a
 * baseline (measured at the merge-base, or a stored report), compare, and check the budget.
 */
import { readFile } from "node:fs/promises";
import { measureBaseline } from "./baseline.js";
import type { LoadedBudget } from "./budget-file.js";
import { checkBudget } from "./core/budget.js";
import { type CommitInfo, type Comparison, compare } from "./core/compare.js";
import type { Report } from "./core/report.js";
import type { Verdict } from "./core/verdict.js";
import { runBuild } from "./git/build.js";
import { BuildError } from "./git/errors.js";
import { headSha } from "./git/repo.js";
import type { ServerSpec } from "./mcp/list.js";
import { measure } from "./measure.js";

export type BaseSource =
  | { kind: "ref"; ref: string }
  | { kind: "report"; file: string }
  | { kind: "none"; reason: string };

export interface PipelineOptions {
  spec: ServerSpec;
  encodings: string[];
  timeoutMs: number;
  /** Build command run before measuring, in the head checkout and in the base worktree. */
  build?: string | null;
  buildTimeoutMs?: number;
  /** The head checkout (or any directory in it): where the head build runs. */
  repoDir: string;
  base: BaseSource;
  budget: LoadedBudget | null;
  /** A saved head report to use instead of starting the server. */
  headReportFile?: string | null;
  parentEnv?: Readonly<Record<string, string | undefined>>;
  tempDir?: string;
  log?: (line: string) => void;
  /** Names for people in the rendering (e.g. "main", "PR #12"). */
  labels?: { base?: string; head?: string };
}

export interface PipelineResult {
  head: Report;
  base: Report | null;
  baseSha: string | null;
  headSha: string | null;
  comparison: Comparison;
  verdict: Verdict | null;
}

/** A build that fails at head is the user's error to fix; unlike at base, there is nothing to fall back to. */
export class HeadBuildError extends Error {}

export class ReportFileError extends Error {}

export async function readReportFile(file: string): Promise<Report> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new ReportFileError(`could not read report ${file}: ${(error as Error).message}`);
  }
  const report = parsed as Partial<Report>;
  if (
    typeof report !== "object" ||
    report === null ||
    typeof report.schemaVersion !== "number" ||
    !Array.isArray(report.tools)
  ) {
    throw new ReportFileError(
      `${file} is not an mcp-token-budget report (no schemaVersion or tools); make one with measure --out`,
    );
  }
  return report as Report;
}

async function measureHead(options: PipelineOptions): Promise<Report> {
  if (options.headReportFile) return readReportFile(options.headReportFile);
  if (options.build) {
    options.log?.(`building the head: ${options.build}`);
    try {
      await runBuild(
        options.build,
        options.repoDir,
        options.parentEnv ?? process.env,
        options.buildTimeoutMs,
        stripOf(options.spec),
      );
    } catch (error) {
      if (error instanceof BuildError) {
        throw new HeadBuildError(
          `the build failed at head (${error.how}): ${error.command}\n${error.outputTail.join("\n")}`,
        );
      }
      throw error;
    }
  }
  return measure(options.spec, {
    encodings: options.encodings,
    timeoutMs: options.timeoutMs,
    parentEnv: options.parentEnv,
  });
}

function stripOf(spec: ServerSpec) {
  return spec.kind === "stdio" ? { strip: spec.env?.strip ?? [] } : undefined;
}

async function currentSha(dir: string): Promise<string | null> {
  return headSha(dir).catch(() => null);
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const head = await measureHead(options);
  const headCommit = await currentSha(options.repoDir);

  let base: Report | null = null;
  let baseSha: string | null = null;
  let noBaselineReason: string | undefined;
  let baseRef: string | undefined;
  if (options.base.kind === "ref") {
    baseRef = options.base.ref;
    const result = await measureBaseline({
      baseRef: options.base.ref,
      repoDir: options.repoDir,
      spec: options.spec,
      build: options.build ?? undefined,
      buildTimeoutMs: options.buildTimeoutMs,
      measure: (spec) =>
        measure(spec, { encodings: options.encodings, timeoutMs: options.timeoutMs, parentEnv: options.parentEnv }),
      parentEnv: options.parentEnv,
      tempDir: options.tempDir,
      log: options.log,
    });
    baseSha = result.sha;
    if (result.kind === "measured") base = result.report;
    else noBaselineReason = result.reason;
  } else if (options.base.kind === "report") {
    base = await readReportFile(options.base.file);
  } else {
    noBaselineReason = options.base.reason;
  }

  const verdict = options.budget ? checkBudget(options.budget.budget, head, base, options.budget.file) : null;
  const baseInfo: CommitInfo = {};
  if (baseSha) baseInfo.sha = baseSha;
  if (baseRef) baseInfo.ref = baseRef;
  if (options.labels?.base) baseInfo.label = options.labels.base;
  else if (options.base.kind === "report") baseInfo.label = options.base.file;
  else if (baseRef) baseInfo.label = baseRef;
  const headInfo: CommitInfo = {};
  if (headCommit) headInfo.sha = headCommit;
  if (options.labels?.head) headInfo.label = options.labels.head;
  const comparison = compare(base, head, {
    base: baseInfo,
    head: headInfo,
    noBaselineReason,
    verdict,
  });
  return { head, base, baseSha, headSha: headCommit, comparison, verdict };
}
