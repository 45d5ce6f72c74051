/**
 * The whole job, shared by the CLI (compare, check) and the action: measure the head, get a
 * baseline (measured at the merge-base, or a stored report), compare, and check the budget.
 */

import { realpath } from "node:fs/promises";
import path from "node:path";
import { cacheKey, type MeasurementSettings } from "../cache/key.js";
import type { ReportCache } from "../cache/report-cache.js";
import { checkBudget } from "../core/budget.js";
import type { CallsFile } from "../core/calls/types.js";
import type { ClientChoice } from "../core/clients/client-id.js";
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
import type { ModelProfile } from "../models/registry.js";
import type { BaseSource, Door } from "../settings/settings.js";
import { measureBaseline } from "./baseline.js";
import type { LoadedBudget } from "./budget-file.js";
import { HeadBuildError } from "./head-build-error.js";
import { type MeasureOptions, measure, measureWithTools } from "./measure.js";
import { readJsonDocument } from "./read-limited.js";

export type { BaseSource };
export { HeadBuildError };

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export interface PipelineOptions {
  spec: ServerSpec;
  encodings: string[];
  timeoutMs: number;
  /** Most bytes a server may send while it is listed (default: DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
  /** Model profiles counted for head and base alike. */
  models?: readonly ModelProfile[];
  /** Client profiles (--client / client) shaped for head and base alike. */
  clients?: readonly ClientChoice[];
  /** The server's key in the clients' configuration (--name / name), for head and base alike; absent: serverInfo name. */
  clientServerKey?: string | null;
  /** Build command run before measuring, in the head checkout and in the base worktree. */
  build?: string | null;
  buildTimeoutMs?: number;
  /** The head checkout (or any directory in it): where the head build runs. */
  repoDir: string;
  /** The repository's top directory, looked up once per run; null outside a repository. Looked up when absent. */
  repoRoot?: string | null;
  base: BaseSource;
  budget: LoadedBudget | null;
  /** A saved head report to use instead of starting the server. */
  headReportFile?: string | null;
  parentEnv?: Readonly<Record<string, string | undefined>>;
  tempDir?: string;
  log?: (line: string) => void;
  /** Where measured reports are kept between runs; null or absent: no caching. */
  cache?: ReportCache | null;
  /** Also keep the head report under its own commit (the action does this on push). */
  saveHeadToCache?: boolean;
  /** Measure the head while the base is built and measured (default true). */
  parallel?: boolean;
  /** Problems that do not stop the run (a cache that fails). */
  warn?: (line: string) => void;
  /**
   * Names for people in the rendering (e.g. "main", "PR #12"), and the commit to show as the head when it
   * is not the one checked out: a pull request's head, where the runner checked out GitHub's merge commit.
   */
  labels?: { base?: string; head?: string; headSha?: string };
  /** Which door runs the pipeline: the comparison's texts name its settings (action inputs, not CLI flags). */
  door?: Door;
  /** Scripted tool calls run on head and base alike (the head's file); null or absent: none. */
  calls?: CallsFile | null;
  /** List each side twice in one session and once more after a restart (--check-stable). */
  checkStable?: boolean;
}

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
  /**
   * The base's tools and instructions as the server sent them, when the base was measured in this run (null:
   * no base, or it came from a saved report or the cache, which hold counts only).
   */
  baseListed: { tools: readonly unknown[]; instructions: string | null } | null;
  comparison: Comparison;
  verdict: Verdict | null;
  /** The base report came from the cache: nothing was checked out, built or started for it. */
  baseFromCache: boolean;
}

/** How every server of a run is measured: the run's encodings, limits, models and environment. */
export function measureOptionsOf(options: PipelineOptions): MeasureOptions {
  return {
    encodings: options.encodings,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    models: options.models ?? [],
    ...(options.clients && options.clients.length > 0 ? { clients: options.clients } : {}),
    ...(options.clientServerKey ? { clientServerKey: options.clientServerKey } : {}),
    parentEnv: options.parentEnv,
    ...(options.calls ? { calls: options.calls } : {}),
    ...(options.checkStable ? { checkStable: true } : {}),
  };
}

/** Measures one server (a base, a ref, a server of a configuration) as the run measures its head. */
export function measurerOf(options: PipelineOptions): (spec: ServerSpec) => Promise<Report> {
  const measureOptions = measureOptionsOf(options);
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
  options: PipelineOptions,
): Promise<{ report: Report; tools: readonly unknown[] | null; instructions?: string | null }> {
  if (options.headReportFile) return { report: await readReportFile(options.headReportFile), tools: null };
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
        throw HeadBuildError.of(error);
      }
      throw error;
    }
  }
  try {
    return await measureWithTools(options.spec, measureOptionsOf(options));
  } catch (error) {
    // The base may be measured at the same time: say which side failed, and what was started.
    if (error instanceof ServerError) {
      throw new ServerError(`at head (${describeSpec(options.spec)}): ${error.message}`, error.stderrTail);
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
  options: PipelineOptions,
  root: string | null,
): Promise<MeasurementSettings | null> {
  const spec = options.spec;
  if (spec.kind !== "stdio" || options.headReportFile || !root) return null;
  const [realRoot, realCwd] = await Promise.all([realOrSelf(root), realOrSelf(spec.cwd ?? options.repoDir)]);
  return {
    build: options.build ?? null,
    command: spec.command,
    args: spec.args,
    workingDirectory: path.relative(realRoot, realCwd) || ".",
    env: spec.env?.set ?? {},
    stripEnv: spec.env?.strip ?? [],
    encodings: options.encodings,
    // A provider's count and an estimate of the same model are different measurements.
    models: (options.models ?? []).map((profile) =>
      profile.fidelity === "provider-count" ? `${profile.id} (provider-count)` : profile.id,
    ),
    ...(options.checkStable ? { checkStable: true } : {}),
    // A report without the clients' figures must not stand in for one with them.
    ...(options.clients && options.clients.length > 0 ? { clients: options.clients.map((c) => c.asked) } : {}),
    // The clients' figures are counted under this key: a report under another must not stand in for it.
    ...(options.clients && options.clients.length > 0 && options.clientServerKey
      ? { clientServerKey: options.clientServerKey }
      : {}),
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
  listed?: { tools: readonly unknown[]; instructions: string | null };
  sha: string | null;
  reason?: string;
  /** The base has no server: the pull request adds it. */
  newServer?: true;
  fromCache: boolean;
}

async function baseline(
  options: PipelineOptions,
  settings: MeasurementSettings | null,
  root: string | null,
  onCheckedOut?: () => void,
): Promise<BaselineOutcome> {
  const source = options.base;
  if (source.kind === "report") return { base: await readReportFile(source.file), sha: null, fromCache: false };
  if (source.kind === "none") return { base: null, sha: null, reason: source.reason, fromCache: false };
  const cache = options.cache ?? null;
  const log = options.log ?? (() => undefined);
  let key: string | null = null;
  let mergeBase: string | undefined;
  if (cache && settings && root) {
    // The key needs the merge-base; it is resolved once here and handed to measureBaseline.
    const sha = await resolveMergeBase(source.ref, root, { log });
    mergeBase = sha;
    key = cacheKey(sha, settings);
    const cached = await cache.restore(key, settings.encodings).catch((error: Error) => {
      options.warn?.(`the ${cache.description} could not be read (${error.message}); measuring the base instead`);
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
  const measureOptions = measureOptionsOf(options);
  const result = await measureBaseline({
    baseRef: source.ref,
    ...(mergeBase ? { mergeBase } : {}),
    ...(root ? { root } : {}),
    repoDir: options.repoDir,
    spec: options.spec,
    build: options.build ?? undefined,
    buildTimeoutMs: options.buildTimeoutMs,
    measure: async (spec) => {
      const measured = await measureWithTools(spec, measureOptions);
      listed = { tools: measured.tools, instructions: measured.instructions };
      return measured.report;
    },
    parentEnv: options.parentEnv,
    tempDir: options.tempDir,
    log,
    ...(onCheckedOut ? { onCheckedOut } : {}),
  });
  if (result.kind === "none") {
    // The log keeps the whole reason: a new server's comment leaves out the base's build error.
    log(
      result.newServer
        ? `the base has no server (the pull request adds it), so there is nothing to compare with: ${result.reason}`
        : `no baseline: ${result.reason}${result.notStarted && !options.build?.trim() ? buildHint(options.door) : ""}`,
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
      options.warn?.(`the base report could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return { base: result.report, sha: result.sha, fromCache: false, ...(listed ? { listed } : {}) };
}

/** Saves the head under its own commit, so a later pull request based on it needs no base build. */
async function saveHead(
  options: PipelineOptions,
  settings: MeasurementSettings | null,
  head: Report,
  sha: string | null,
) {
  const cache = options.cache;
  if (!cache || !settings || !sha) return;
  if (await hasTrackedChanges(options.repoDir)) {
    options.log?.("the working tree has uncommitted changes: the head report is not cached under its commit");
    return;
  }
  await cache.save(cacheKey(sha, settings), head).catch((error: Error) => {
    options.warn?.(`the head report could not be saved to the ${cache.description}: ${error.message}`);
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
  labels: PipelineOptions["labels"];
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

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const root = options.repoRoot !== undefined ? options.repoRoot : await repoRoot(options.repoDir).catch(() => null);
  const settings = options.cache ? await measurementSettings(options, root) : null;
  const headCommit = await currentSha(options.repoDir);
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
      if (options.parallel ?? true) await checkedOut;
      return measureHead(options);
    },
    () => baseline(options, settings, root, baseCheckedOut).finally(baseCheckedOut),
    options.parallel ?? true,
  );
  const head = measured.report;
  if (options.saveHeadToCache) await saveHead(options, settings, head, headCommit);

  const base = outcome.base;
  const baseSha = outcome.sha;
  const { comparison, verdict } = compareSides({
    base: options.base,
    budget: options.budget,
    labels: options.labels,
    door: options.door,
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
    baseListed: outcome.listed ?? null,
    comparison,
    verdict,
    baseFromCache: outcome.fromCache,
  };
}
