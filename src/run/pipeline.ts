/**
 * The whole job, shared by the CLI (compare, check) and the action: measure the head, get a
 * baseline (measured at the merge-base, or a stored report), compare, and check the budget. A run is a
 * request of four parts (src/run/request.ts, built by prepare.ts); each function here takes the parts it reads.
 */

import { realpath } from "node:fs/promises";
import path from "node:path";
import { cacheKey, type MeasurementSettings } from "../cache/key.js";
import type { ReportCache } from "../cache/report-cache.js";
import { checkBudget } from "../core/budget.js";
import { compare } from "../core/compare.js";
import type { CommitInfo, Comparison } from "../core/comparison.js";
import type { Report } from "../core/report.js";
import { ReportFileError } from "../core/report-file-error.js";
import type { Verdict } from "../core/verdict.js";
import { runBuild } from "../git/build.js";
import { BuildError } from "../git/errors.js";
import { resolveMergeBase } from "../git/merge-base.js";
import { hasTrackedChanges, headSha, repoRoot } from "../git/repo.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";
import type { BaseSource, Door } from "../settings/settings.js";
import { measureBaseline } from "./baseline.js";
import type { LoadedBudget } from "./budget-file.js";
import { type Counting, countingKey, measureCounting } from "./counting.js";
import { HeadBuildError } from "./head-build-error.js";
import { listedOf, type MeasureOptions, measure, measureWithTools, type ServerListed } from "./measure.js";
import { readJsonDocument } from "./read-limited.js";
import type { Outcome, PipelineHooks, RunRequest, Subject } from "./request.js";

export type { BaseSource };
export { HeadBuildError };

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export interface PipelineResult {
  head: Report;
  base: Report | null;
  baseSha: string | null;
  /** The commit measured (checked out); the comparison's head.sha may name another (labels.headSha). */
  headSha: string | null;
  /** The head's tools as the server sent them; null when the head came from a saved report. */
  headTools: readonly unknown[] | null;
  /** The head's instructions as the server sent them (null: none, or the head came from a saved report). */
  headInstructions: string | null;
  /** The head server wrote text that is not JSON to stdout (ServerListed.stdoutNoise); false from a saved report. */
  headStdoutNoise: boolean;
  /**
   * The base's tools and instructions as the server sent them, and its stdoutNoise, when the base was measured in
   * this run (null: no base, or it came from a saved report or the cache, which hold counts only).
   */
  baseListed: ServerListed | null;
  comparison: Comparison;
  verdict: Verdict | null;
  /** The base report came from the cache: nothing was checked out, built or started for it. */
  baseFromCache: boolean;
}

/** How every server of a run is measured: the run's counting, with the subject's limits and environment. */
export function measureOptionsOf(subject: Subject, counting: Counting): MeasureOptions {
  return {
    ...measureCounting(counting),
    timeoutMs: subject.timeoutMs,
    maxResponseBytes: subject.maxResponseBytes,
    parentEnv: subject.parentEnv,
  };
}

/** Measures one server (a base, a ref, a server of a configuration) as the run measures its head. */
export function measurerOf(subject: Subject, counting: Counting): (spec: ServerSpec) => Promise<Report> {
  const measureOptions = measureOptionsOf(subject, counting);
  return (spec) => measure(spec, measureOptions);
}

export async function readReportFile(file: string): Promise<Report> {
  // Loaded on demand: the schema validator is only needed when a report comes from a file.
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("../core/documents.js");
  const parsed = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: (size, limit) =>
      new ReportFileError(
        `report ${file} is ${size}; report files are limited to ${limit} (10,000 tools take about 6 MiB): is this the right file?`,
      ),
    unreadable: (message) => new ReportFileError(`could not read report ${file}: ${message}`),
  });
  return parseReport(parsed, file);
}

async function measureHead(
  subject: Subject,
  counting: Counting,
  hooks: PipelineHooks,
): Promise<{
  report: Report;
  tools: readonly unknown[] | null;
  instructions?: string | null;
  listing?: { stdoutNoise?: true };
}> {
  if (subject.headReportFile) return { report: await readReportFile(subject.headReportFile), tools: null };
  if (subject.build) {
    hooks.log?.(`building the head: ${subject.build}`);
    try {
      await runBuild(
        subject.build,
        subject.repoDir,
        subject.parentEnv ?? process.env,
        subject.buildTimeoutMs,
        stripOf(subject.spec),
      );
    } catch (error) {
      if (error instanceof BuildError) {
        throw HeadBuildError.of(error);
      }
      throw error;
    }
  }
  try {
    return await measureWithTools(subject.spec, measureOptionsOf(subject, counting));
  } catch (error) {
    // The base may be measured at the same time: say which side failed, and what was started.
    if (error instanceof ServerError) {
      throw new ServerError(`at head (${describeSpec(subject.spec)}): ${error.message}`, error.stderrTail);
    }
    throw error;
  }
}

function describeSpec(spec: ServerSpec): string {
  if (spec.kind === "http") return spec.url;
  const words = [spec.command, ...spec.args].map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : JSON.stringify(w)));
  return words.join(" ").slice(0, 200);
}

function stripOf(spec: ServerSpec) {
  return spec.kind === "stdio" ? { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} } : undefined;
}

async function currentSha(dir: string): Promise<string | null> {
  return headSha(dir).catch(() => null);
}

/** The key settings of this run's measurement, or null when it cannot be cached (HTTP, a saved head report). */
export async function measurementSettings(
  subject: Subject,
  counting: Counting,
  root: string | null,
): Promise<MeasurementSettings | null> {
  const spec = subject.spec;
  if (spec.kind !== "stdio" || subject.headReportFile || !root) return null;
  const [realRoot, realCwd] = await Promise.all([realOrSelf(root), realOrSelf(spec.cwd ?? subject.repoDir)]);
  return {
    build: subject.build ?? null,
    command: spec.command,
    args: spec.args,
    workingDirectory: path.relative(realRoot, realCwd) || ".",
    env: spec.env?.set ?? {},
    stripEnv: spec.env?.strip ?? [],
    ...countingKey(counting),
  };
}

async function realOrSelf(p: string): Promise<string> {
  return realpath(p).catch(() => p);
}

/** A base that did not start when nothing built it: it may need a build first (a compiled server, dist/ not committed). */
function buildHint(door: Door | undefined): string {
  const example =
    door === "action" ? "the build input (build: npm ci && npm run build)" : '--build "npm ci && npm run build"';
  return `; if the server must be built first, give ${example}: it runs at the base before the server starts`;
}

interface BaselineOutcome {
  base: Report | null;
  /** The base's listing, when it was measured here (see PipelineResult.baseListed). */
  listed?: ServerListed;
  sha: string | null;
  reason?: string;
  /** The base has no server: the pull request adds it. */
  newServer?: true;
  fromCache: boolean;
}

async function baseline(
  { subject, counting, baseline: choice, outcome }: RunRequest,
  hooks: PipelineHooks,
  settings: MeasurementSettings | null,
  root: string | null,
  onCheckedOut?: () => void,
): Promise<BaselineOutcome> {
  const source = choice.base;
  if (source.kind === "report") return { base: await readReportFile(source.file), sha: null, fromCache: false };
  if (source.kind === "none") return { base: null, sha: null, reason: source.reason, fromCache: false };
  const cache = choice.cache ?? null;
  const log = hooks.log ?? (() => undefined);
  let key: string | null = null;
  let mergeBase: string | undefined;
  if (cache && settings && root) {
    // The key needs the merge-base; it is resolved once here and handed to measureBaseline.
    const sha = await resolveMergeBase(source.ref, root, { log });
    mergeBase = sha;
    key = cacheKey(sha, settings);
    const cached = await cache.restore(key, settings.encodings).catch((error: Error) => {
      hooks.warn?.(`the ${cache.description} could not be read (${error.message}); measuring the base instead`);
      return null;
    });
    if (cached) {
      log(
        `base report for ${sha.slice(0, 7)} restored from the ${cache.description}: the base is not built or started`,
      );
      return { base: cached, sha, fromCache: true };
    }
    log(`no base report for ${sha.slice(0, 7)} in the ${cache.description}; measuring the base`);
  }
  // The base's listing is kept beside its report: a client's request at base is shaped from it (config mode).
  let listed: BaselineOutcome["listed"];
  const measureOptions = measureOptionsOf(subject, counting);
  const result = await measureBaseline({
    baseRef: source.ref,
    ...(mergeBase ? { mergeBase } : {}),
    ...(root ? { root } : {}),
    repoDir: subject.repoDir,
    spec: subject.spec,
    build: subject.build ?? undefined,
    buildTimeoutMs: subject.buildTimeoutMs,
    measure: async (spec) => {
      const measured = await measureWithTools(spec, measureOptions);
      listed = listedOf(measured);
      return measured.report;
    },
    parentEnv: subject.parentEnv,
    tempDir: subject.tempDir,
    log,
    ...(onCheckedOut ? { onCheckedOut } : {}),
  });
  if (result.kind === "none") {
    // The log keeps the whole reason: a new server's comment leaves out the base's build error.
    log(
      result.newServer
        ? `the base has no server (the pull request adds it), so there is nothing to compare with: ${result.reason}`
        : `no baseline: ${result.reason}${result.notStarted && !subject.build?.trim() ? buildHint(outcome.door) : ""}`,
    );
    return {
      base: null,
      sha: result.sha,
      reason: result.reason,
      ...(result.newServer ? { newServer: true as const } : {}),
      fromCache: false,
    };
  }
  if (cache && key) {
    await cache.save(key, result.report).catch((error: Error) => {
      hooks.warn?.(`the base report could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return { base: result.report, sha: result.sha, fromCache: false, ...(listed ? { listed } : {}) };
}

/** Saves the head under its own commit, so a later pull request based on it needs no base build. */
async function saveHead(
  repoDir: string,
  cache: ReportCache | null | undefined,
  hooks: PipelineHooks,
  settings: MeasurementSettings | null,
  head: Report,
  sha: string | null,
) {
  if (!cache || !settings || !sha) return;
  if (await hasTrackedChanges(repoDir)) {
    hooks.log?.("the working tree has uncommitted changes: the head report is not cached under its commit");
    return;
  }
  await cache.save(cacheKey(sha, settings), head).catch((error: Error) => {
    hooks.warn?.(`the head report could not be saved to the ${cache.description}: ${error.message}`);
  });
}

/** Settles both, so that a failing side never leaves the other (a worktree, a server) running unattended. */
export async function both<A, B>(a: () => Promise<A>, b: () => Promise<B>, parallel: boolean): Promise<[A, B]> {
  if (!parallel) return [await a(), await b()];
  const [ra, rb] = await Promise.allSettled([a(), b()]);
  if (ra.status === "rejected") throw ra.reason;
  if (rb.status === "rejected") throw rb.reason;
  return [ra.value, rb.value];
}

/** Everything a comparison of two measurements of one server is made from. */
export interface Sides {
  base: BaseSource;
  budget: LoadedBudget | null;
  labels: Outcome["labels"];
  door?: Door | undefined;
  head: Report;
  baseReport: Report | null;
  baseSha: string | null;
  noBaselineReason: string | undefined;
  /** The base has no server: the pull request adds it. */
  newServer?: boolean | undefined;
  /** The commit measured at head (on a pull_request run, GitHub's merge commit). */
  headCommit: string | null;
}

/** The budget verdict and the comparison, with the commits and names people see. */
export function compareSides(sides: Sides): { comparison: Comparison; verdict: Verdict | null } {
  const { head, baseReport, baseSha, headCommit, labels } = sides;
  const baseRef = sides.base.kind === "ref" ? sides.base.ref : undefined;
  const verdict = sides.budget
    ? checkBudget(sides.budget.budget, head, baseReport, sides.budget.file, { door: sides.door ?? "cli" })
    : null;
  const baseInfo: CommitInfo = {};
  if (baseSha) baseInfo.sha = baseSha;
  if (baseRef) baseInfo.ref = baseRef;
  if (labels?.base) baseInfo.label = labels.base;
  else if (sides.base.kind === "report") baseInfo.label = sides.base.file;
  else if (baseRef) baseInfo.label = baseRef;
  const headInfo: CommitInfo = {};
  const shownHead = labels?.headSha && SHA.test(labels.headSha) ? labels.headSha : null;
  if (shownHead ?? headCommit) headInfo.sha = (shownHead ?? headCommit) as string;
  if (labels?.head) headInfo.label = labels.head;
  const comparison = compare(baseReport, head, {
    base: baseInfo,
    head: headInfo,
    ...(sides.noBaselineReason === undefined ? {} : { noBaselineReason: sides.noBaselineReason }),
    ...(sides.newServer ? { newServer: true } : {}),
    baselineRequested: sides.base.kind !== "none",
    verdict,
    where: sides.door ?? "cli",
  });
  // What was really measured stays on record when it is not the commit shown (GitHub's merge commit).
  if (headCommit && headInfo.sha !== headCommit) comparison.head.measuredSha = headCommit;
  // A base measured here ran the head's calls file (say so in the comment); a saved base report ran its own.
  if (comparison.calls && sides.base.kind === "ref" && baseReport) comparison.callsFromHead = true;
  return { comparison, verdict };
}

/** One run: the head measured, the baseline got, compared and judged (see RunRequest for what each part holds). */
export async function runPipeline(request: RunRequest, hooks: PipelineHooks = {}): Promise<PipelineResult> {
  const { subject, counting, baseline: choice, outcome: where } = request;
  const root = subject.repoRoot !== undefined ? subject.repoRoot : await repoRoot(subject.repoDir).catch(() => null);
  const settings = choice.cache ? await measurementSettings(subject, counting, root) : null;
  const headCommit = await currentSha(subject.repoDir);
  // The head and the base run in different directories; measuring them at once saves the wall time
  // of the slower one, unless the server binds a fixed port or file (then parallel: false).
  //
  // The head build is pull-request code that could rewrite .git/config (planting a filter driver, say)
  // while the action's git checks out the base; so the head waits until the base is checked out, and
  // only the builds and servers overlap. git reads its config afresh, with every program overridden,
  // on each later call (git/exec.ts).
  let baseCheckedOut: () => void = () => undefined;
  const checkedOut = new Promise<void>((resolve) => {
    baseCheckedOut = resolve;
  });
  const [measured, outcome] = await both(
    async () => {
      if (choice.parallel ?? true) await checkedOut;
      return measureHead(subject, counting, hooks);
    },
    () => baseline(request, hooks, settings, root, baseCheckedOut).finally(baseCheckedOut),
    choice.parallel ?? true,
  );
  const head = measured.report;
  if (choice.saveHeadToCache) await saveHead(subject.repoDir, choice.cache, hooks, settings, head, headCommit);

  const base = outcome.base;
  const baseSha = outcome.sha;
  const { comparison, verdict } = compareSides({
    base: choice.base,
    budget: where.budget,
    labels: where.labels,
    door: where.door,
    head,
    baseReport: base,
    baseSha,
    noBaselineReason: outcome.reason,
    newServer: outcome.newServer,
    headCommit,
  });
  return {
    head,
    base,
    baseSha,
    headSha: headCommit,
    headTools: measured.tools,
    headInstructions: measured.instructions ?? null,
    headStdoutNoise: measured.listing?.stdoutNoise === true,
    baseListed: outcome.listed ?? null,
    comparison,
    verdict,
    baseFromCache: outcome.fromCache,
  };
}
