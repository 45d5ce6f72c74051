/**
 * Release notes: measure two versions (tags, refs, the working tree or saved reports), compare
 * them and build the notes. A ref is measured at exactly its commit in a temporary worktree (the
 * same code as the base of a pull request, src/run/baseline.ts), through the report cache when
 * there is one; the working tree is measured like the head of `compare`.
 */

import { cacheKey } from "../cache/key.js";
import { checkBudget } from "../core/budget.js";
import { compare } from "../core/compare.js";
import type { CommitInfo, Comparison } from "../core/comparison.js";
import { ToolError } from "../core/errors.js";
import { type ReleaseNotes, releaseNotes, renderReleaseNotesMarkdown } from "../core/render/release-notes.js";
import type { Report } from "../core/report.js";
import type { Verdict } from "../core/verdict.js";
import { GitError } from "../git/errors.js";
import { git } from "../git/exec.js";
import { shortSha } from "../git/merge-base.js";
import { isShallow, repoRoot, resolveCommit } from "../git/repo.js";
import { measureBaseline } from "./baseline.js";
import { both, measurementSettings, measurerOf, readReportFile, runPipeline } from "./pipeline.js";
import type { PipelineHooks, RunRequest } from "./request.js";

export type VersionSource =
  | { kind: "ref"; ref: string }
  /** What is checked out, uncommitted changes included (built with the build command). */
  | { kind: "working-tree" }
  | { kind: "report"; file: string };

export interface ReleaseNotesRequest {
  /** The previous version; null when there is none (then `noPreviousReason` says why). */
  from: VersionSource | null;
  noPreviousReason?: string;
  to: VersionSource;
  /** How to build, start and count the server (from runRequest); its base setting is not used. */
  run: RunRequest;
  /** Where progress and warnings go. */
  hooks?: PipelineHooks;
  /** Names for people instead of the refs, e.g. the release's tag when `to` is the working tree. */
  labels?: { from?: string; to?: string };
}

export interface MeasuredVersion {
  report: Report;
  sha: string | null;
  ref: string | null;
  label: string;
  fromCache: boolean;
}

export interface ReleaseNotesResult {
  from: MeasuredVersion | null;
  to: MeasuredVersion;
  comparison: Comparison;
  /** The budget checked against `to` (and `from` for maxIncrease rules), when there is a budget file. */
  verdict: Verdict | null;
  notes: ReleaseNotes;
  markdown: string;
}

/** The commit a ref names, fetched from origin when this clone lacks it (a shallow CI checkout has no other tags). */
async function resolveRef(ref: string, root: string, log: (line: string) => void): Promise<string> {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(`invalid ref ${JSON.stringify(ref)}: expected a tag, branch or commit SHA, e.g. v1.2.0`);
  }
  const local = await resolveCommit(ref, root);
  if (local) return local;
  const remotes = (await git(["remote"], root)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes("origin")) {
    throw new GitError(
      `${JSON.stringify(ref)} does not name a commit in this repository (git tag and git branch -a list what exists)`,
    );
  }
  const args = ["fetch", "--no-tags", ...((await isShallow(root)) ? ["--depth=1"] : []), "origin", ref];
  log(`${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, root);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${JSON.stringify(ref)} is not in this clone, and fetching it from origin failed${error.stderr ? `:\n${error.stderr}\n` : ". "}Check the tag or ref name.`,
      error.stderr,
    );
  }
  const sha = await resolveCommit("FETCH_HEAD", root);
  if (!sha) throw new GitError(`fetched ${JSON.stringify(ref)} from origin, but it does not name a commit`);
  return sha;
}

type Measured = { kind: "measured"; version: MeasuredVersion } | { kind: "none"; reason: string };

async function measureRef(
  ref: string,
  label: string,
  { subject, counting, baseline: choice }: RunRequest,
  hooks: PipelineHooks,
  root: string,
): Promise<Measured> {
  const log = hooks.log ?? (() => undefined);
  const sha = await resolveRef(ref, root, log);
  const version = (report: Report, fromCache: boolean): Measured => ({
    kind: "measured",
    version: { report, sha, ref, label, fromCache },
  });
  const settings = choice.cache
    ? await measurementSettings({ ...subject, headReportFile: null }, counting, root)
    : null;
  const cache = choice.cache ?? null;
  const key = cache && settings ? cacheKey(sha, settings) : null;
  if (cache && key && settings) {
    const cached = await cache.restore(key, settings.encodings).catch((error: Error) => {
      hooks.warn?.(`the ${cache.description} could not be read (${error.message}); measuring ${ref} instead`);
      return null;
    });
    if (cached) {
      log(`report for ${ref} (${shortSha(sha)}) restored from the ${cache.description}: it is not built or started`);
      return version(cached, true);
    }
  }
  log(`measuring ${ref} (${shortSha(sha)}) in a temporary worktree`);
  const result = await measureBaseline({
    baseRef: ref,
    mergeBase: sha,
    root,
    repoDir: subject.repoDir,
    spec: subject.spec,
    build: subject.build ?? undefined,
    buildTimeoutMs: subject.buildTimeoutMs,
    measure: measurerOf(subject, counting),
    parentEnv: subject.parentEnv,
    tempDir: subject.tempDir,
    // baseline.ts speaks of a merge-base; here the commit is the ref's own, said above.
    log: (line) => {
      if (!/^measuring the base [0-9a-f]+ \(merge-base of HEAD and /.test(line)) log(line);
    },
  });
  if (result.kind === "none") return { kind: "none", reason: result.reason.replace(/\bat base\b/g, `at ${ref}`) };
  if (cache && key) {
    await cache.save(key, result.report).catch((error: Error) => {
      hooks.warn?.(`the report of ${ref} could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return version(result.report, false);
}

async function measureVersion(
  source: VersionSource,
  label: string | undefined,
  run: RunRequest,
  hooks: PipelineHooks,
  root: () => Promise<string>,
): Promise<Measured> {
  if (source.kind === "report") {
    const report = await readReportFile(source.file);
    return {
      kind: "measured",
      version: { report, sha: null, ref: null, label: label ?? source.file, fromCache: false },
    };
  }
  if (source.kind === "ref") return measureRef(source.ref, label ?? source.ref, run, hooks, await root());
  // The working tree is the head of a pipeline without a baseline: built, measured, kept in the cache.
  const head = await runPipeline(
    {
      ...run,
      baseline: {
        ...run.baseline,
        base: { kind: "none", reason: "release notes measure the previous version separately" },
      },
      outcome: { ...run.outcome, budget: null },
    },
    hooks,
  );
  return {
    kind: "measured",
    version: { report: head.head, sha: head.headSha, ref: null, label: label ?? "working tree", fromCache: false },
  };
}

const info = (v: MeasuredVersion): CommitInfo => ({
  ...(v.sha ? { sha: v.sha } : {}),
  ...(v.ref ? { ref: v.ref } : {}),
  label: v.label,
});

export async function runReleaseNotes(request: ReleaseNotesRequest): Promise<ReleaseNotesResult> {
  const { run } = request;
  const { subject, outcome } = run;
  const hooks = request.hooks ?? {};
  let rootLookup: Promise<string> | null = null;
  const root = () => {
    rootLookup ??= subject.repoRoot ? Promise.resolve(subject.repoRoot) : repoRoot(subject.repoDir);
    return rootLookup;
  };
  const from = request.from;
  const [toMeasured, fromMeasured] = await both(
    () => measureVersion(request.to, request.labels?.to, run, hooks, root),
    async (): Promise<Measured> =>
      from
        ? measureVersion(from, request.labels?.from, run, hooks, root)
        : { kind: "none", reason: request.noPreviousReason ?? "no previous version was given" },
    run.baseline.parallel ?? true,
  );
  if (toMeasured.kind === "none") {
    // The version the notes are about must be measured; there is nothing to fall back to.
    throw new ToolError("server", `could not measure ${request.labels?.to ?? "the new version"}: ${toMeasured.reason}`);
  }
  const to = toMeasured.version;
  const previous = fromMeasured.kind === "measured" ? fromMeasured.version : null;
  const verdict = outcome.budget
    ? checkBudget(outcome.budget.budget, to.report, previous?.report ?? null, outcome.budget.file, {
        door: outcome.door ?? "cli",
      })
    : null;
  const comparison = compare(previous?.report ?? null, to.report, {
    base: previous
      ? info(previous)
      : from?.kind === "ref"
        ? { ref: from.ref, label: request.labels?.from ?? from.ref }
        : {},
    head: info(to),
    ...(fromMeasured.kind === "none" ? { noBaselineReason: fromMeasured.reason } : {}),
    baselineRequested: true,
    verdict,
    // Who reads the notes: the action's model warnings name its report artifact, not --verbose.
    where: outcome.door ?? "cli",
  });
  const notes = releaseNotes(comparison, previous?.report ?? null, to.report);
  return { from: previous, to, comparison, verdict, notes, markdown: renderReleaseNotesMarkdown(notes) };
}
