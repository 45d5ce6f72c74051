/** Measure mode: build and measure the head, get the baseline, check the budget, publish. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CallPlan, CallsFile } from "../core/calls/types.js";
import { serializeComparison } from "../core/compare.js";
import type { Comparison, ComparisonHints } from "../core/comparison.js";
import type { Report } from "../core/report.js";
import { withIndexStanding } from "../core/survey/quantiles.js";
import { repoRoot } from "../git/repo.js";
import type { RunContext } from "../github/event.js";
import { writeBadgeFiles } from "../run/badge-files.js";
import { failedCalls } from "../run/calls-file.js";
import { hintsForGrowth } from "../run/comparison-hints.js";
import { loadIndexQuantiles, SHIPPED_INDEX } from "../run/index-quantiles.js";
import { serializeReport } from "../run/measure.js";
import { runPipeline } from "../run/pipeline.js";
import { runRequest } from "../run/prepare.js";
import type { Subject } from "../run/request.js";
import type { ActionEffects } from "./effects.js";
import { artifactDir } from "./failure.js";
import { budgetFromRoot, type PublishResult, publish, withBudgetFromRoot } from "./publish.js";
import type { ActionSettings } from "./settings.js";

async function writeJson(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** Hints are an extra: a defect in a rule must not cost the pull request its comparison. */
async function growthHints(
  comparison: Comparison,
  tools: readonly unknown[],
  effects: ActionEffects,
): Promise<ComparisonHints | null> {
  try {
    return await hintsForGrowth(comparison, tools);
  } catch (error) {
    effects.warning(`no hints for the tools that grew: ${(error as Error).message}`);
    return null;
  }
}

/**
 * calls-dry-run: the head's server, once built and measured, is listed again and every call checked as a real
 * run checks it; nothing is called. The plan goes to the log; the calls that would fail are returned.
 */
async function dryRunCalls(subject: Subject, file: CallsFile, effects: ActionEffects): Promise<CallPlan[]> {
  if (subject.headReportFile) {
    effects.warning("calls-dry-run: the head is a saved report, so no server is started to check the calls against");
    return [];
  }
  const [{ dryRunCalls: dryRun }, { renderDryRunText }] = await Promise.all([
    import("../run/calls-dry-run.js"),
    import("../core/render/calls-plan.js"),
  ]);
  const { run, warnings } = await dryRun(subject.spec, file, {
    timeoutMs: subject.timeoutMs,
    ...(subject.maxResponseBytes ? { maxResponseBytes: subject.maxResponseBytes } : {}),
    ...(subject.parentEnv ? { parentEnv: subject.parentEnv } : {}),
  });
  for (const warning of warnings) effects.warning(warning);
  for (const line of renderDryRunText(run).trimEnd().split("\n")) effects.info(line);
  return run.calls.filter((c) => c.status !== "would-call");
}

/** The calls file relative to the repository root, as GitHub wants it for an annotation. */
async function callsAnnotationPath(calls: CallsFile, directory: string): Promise<string> {
  if (!calls.absolute) return calls.file;
  const root = await repoRoot(directory).catch(() => null);
  const relative = path.relative(root ?? process.env.GITHUB_WORKSPACE ?? directory, calls.absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
    ? relative.split(path.sep).join("/")
    : calls.file;
}

export async function measureMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
  /** Said at the top of the comment and the summary (pull_request_target with the head checked out). */
  notice: string | null = null,
): Promise<PublishResult> {
  if (!settings.run) throw new Error("measure mode without measuring settings");
  const pr = context.pullRequest;
  const hooks = { log: (line: string) => effects.info(line), warn: (line: string) => effects.warning(line) };
  const run = await runRequest(settings.run, {
    ...hooks,
    ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
    // On a push, this commit may be the merge-base of tomorrow's pull requests: keep its report.
    saveHeadToCache: context.eventName === "push",
    // The runner checks out GitHub's merge commit; reviewers know the pull request's head commit.
    ...(pr
      ? { labels: { base: pr.baseRef, head: `#${pr.number}`, ...(pr.headSha ? { headSha: pr.headSha } : {}) } }
      : {}),
  });
  if (run.outcome.budget) effects.info(`budget file: ${run.outcome.budget.file}`);
  // calls-dry-run: neither side calls anything; the head's listing checks the calls after the pipeline.
  const dryRunFile = settings.callsDryRun ? (run.counting.calls ?? null) : null;
  // The shipped index only: a pull request's files never choose what the action reads (docs/survey.md).
  const index = settings.indexPercentile ? await loadIndexQuantiles(SHIPPED_INDEX) : null;
  const piped = await runPipeline(dryRunFile ? { ...run, counting: { ...run.counting, calls: null } } : run, hooks);
  const result = index ? { ...piped, head: withIndexStanding(piped.head, index) } : piped;
  const wouldFail = dryRunFile ? await dryRunCalls(run.subject, dryRunFile, effects) : [];
  const hints = pr && result.headTools ? await growthHints(result.comparison, result.headTools, effects) : null;

  const dir = artifactDir(settings);
  // Relative to the repository root, whatever the working directory: the link is /blob/<sha>/<this>. In
  // comparison.json too, so that comment mode and a matrix's comment link the file as this comment does.
  const budgetFile = budgetFromRoot(
    run.outcome.budget,
    run.subject.repoRoot ?? process.env.GITHUB_WORKSPACE ?? settings.run.directory,
  );
  const placed = result.head.index ? { ...result.comparison, index: result.head.index } : result.comparison;
  const measured = withBudgetFromRoot(placed, budgetFile);
  // The files are uploaded as artifacts and read by the privileged job: no secret the server found goes in.
  const comparison = effects.redact(hints ? { ...measured, hints } : measured);
  const reportPath = await writeJson(path.join(dir, "report.json"), serializeReport(effects.redact(result.head)));
  if (result.base)
    await writeJson(path.join(dir, "base-report.json"), serializeReport(effects.redact(result.base as Report)));
  const comparisonPath = await writeJson(path.join(dir, "comparison.json"), serializeComparison(comparison));
  // Comment mode in a privileged workflow reads this to know where to post (and checks it).
  if (pr)
    await writeJson(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`,
    );
  const badge = await writeBadgeFiles(path.join(dir, "badge.svg"), effects.redact(result.head), result.verdict);
  effects.info(`reports and badge written to ${dir}`);

  effects.setOutput("base-from-cache", String(result.baseFromCache));
  // A call that failed at head is a located error (file, line, call) and fails the step once the comment is
  // published (publish counts it in the verdict; the comment shows why). A call the base cannot answer is
  // "not at base", never a failure.
  const failed = failedCalls(result.head.calls);
  const callsFile = run.counting.calls ?? dryRunFile;
  if ((failed.length > 0 || wouldFail.length > 0) && callsFile) {
    const file = await callsAnnotationPath(callsFile, settings.run.directory);
    for (const call of [...failed, ...wouldFail])
      effects.annotate(call.message ?? `call ${call.name}: ${call.status}`, { file, line: call.line });
  }
  const published = await publish(effects, {
    comparison,
    pullRequest: pr ? { owner: context.owner, repo: context.repo, number: pr.number } : null,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    headSha: pr?.headSha ?? null,
    budgetFile,
    notice,
  });
  // The calls that failed at head are in the comparison: publish judged them with the budget. A dry run's
  // would-fail calls are not (nothing was called), so they fail the step here.
  if (failed.length > 0 || wouldFail.length === 0) return published;
  const list = wouldFail.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`).join("\n");
  const calls = `${wouldFail.length} of the tool calls would fail at head (calls-dry-run; nothing was called):\n${list}`;
  return { ...published, failure: published.failure ? `${published.failure}\n${calls}` : calls };
}
