/**
 * Publishing a comparison: outputs, job summary, the sticky comment, and the step's verdict.
 * Shared by measure mode (right after measuring) and comment mode (from a downloaded file).
 */
import type { Comparison } from "../core/comparison.js";
import { budgetBrokenHeadline } from "../core/render/budget-failure.js";
import {
  type ComparisonLinks,
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
} from "../core/render/comparison.js";
import { comparisonRunVerdict } from "../core/render/comparison-budget.js";
import { protocolOrCacheChanged } from "../core/render/comparison-protocol.js";
import type { FailedCall } from "../core/verdict.js";
import { type CommentPolicy, commentMarker, upsertStickyComment } from "../github/comment.js";
import { type IssueRef, isPermissionError } from "../github/octokit.js";
import { type LoadedBudget, repoRelativePath } from "../run/budget-file.js";
import type { ActionEffects } from "./effects.js";
import { commentFooter } from "./footer.js";
import {
  type ActionStatus,
  clientTokensOutput,
  type OutputFiles,
  primaryFigures,
  setRunOutputs,
  setServerOutputs,
  type VerdictOutput,
} from "./outputs.js";

export type { ActionStatus };

/**
 * The `verdict` output: `fail` when a budget rule is broken or a scripted call failed at head (both fail
 * the step), `pass` when a budget was checked and nothing failed, `none` when there was nothing to judge.
 */
export function verdictOf(comparison: Comparison): VerdictOutput {
  const verdict = comparisonRunVerdict(comparison);
  if (!verdict.passed) return "fail";
  return verdict.budget ? "pass" : "none";
}

/**
 * The `status` output: `fail` for a run that measured and published but fails the step (a broken rule, a
 * call that failed at head), so a failed call never reads as `unchanged`; `error` stays for a run that
 * stopped before it could publish.
 */
export function statusOf(comparison: Comparison): ActionStatus {
  if (!comparisonRunVerdict(comparison).passed) return "fail";
  if (comparison.status === "no-baseline") return "no-baseline";
  if (comparison.status === "unchanged") return "unchanged";
  return "pass";
}

export interface PublishOptions {
  comparison: Comparison;
  /** Where to comment, or null (not a pull request). */
  pullRequest: IssueRef | null;
  policy: CommentPolicy;
  commentKey: string;
  runUrl: string | null;
  failOnBudget: boolean;
  /** Paths of the files written, for outputs. */
  paths: OutputFiles;
  /** The pull request's head commit (the event's, not the merge commit that was checked out), for the comment. */
  headSha?: string | null;
  /** The budget file relative to the repository root (repoRelativePath), to link it in the comment. */
  budgetFile?: string | null;
  /** A warning shown above the comparison, in the comment and the summary (pull-request-target.ts). */
  notice?: string | null;
}

/** A notice as the block that opens a comment or a summary; empty without one. */
export function noticeBlock(notice: string | null | undefined): string {
  return notice ? `> [!WARNING]\n> ${notice}\n\n` : "";
}

export interface PublishResult {
  status: ActionStatus;
  /** Set when the step must fail: one line per broken rule, then one per call that failed at head. */
  failure: string | null;
}

/** The step's failure for the calls that failed at head, each with its located message. */
export function callsFailure(failed: readonly FailedCall[]): string | null {
  if (failed.length === 0) return null;
  const lines = failed.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`);
  return `${failed.length} of the tool calls failed at head:\n${lines.join("\n")}`;
}

function deltas(comparison: Comparison): Record<string, { model: number; raw: number }> | null {
  if (comparison.status === "no-baseline") return null;
  const out: Record<string, { model: number; raw: number }> = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) if (total.delta) out[encoding] = total.delta;
  return out;
}

/** The budget file's path from the repository root (null outside it, or with no budget), for its link. */
export function budgetFromRoot(budget: LoadedBudget | null | undefined, root: string): string | null {
  return budget?.path ? repoRelativePath(budget.path, root) : null;
}

/** The comparison with its verdict's fromRoot set, so a comment made from the file elsewhere links the budget. */
export function withBudgetFromRoot(comparison: Comparison, fromRoot: string | null): Comparison {
  return fromRoot && comparison.verdict ? { ...comparison, verdict: { ...comparison.verdict, fromRoot } } : comparison;
}

/**
 * What the comment links to: the pull request, its head commit, the budget file at that commit. The
 * server's address comes from the runner (GITHUB_SERVER_URL: github.com or a GitHub Enterprise host).
 */
function commentLinks(comparison: Comparison, options: PublishOptions): ComparisonLinks | undefined {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest
    ? `${options.pullRequest.owner}/${options.pullRequest.repo}`
    : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return undefined;
  // From a comparison file (comment mode), the path the measuring job wrote; the renderer checks it.
  const budgetFile = comparison.verdict?.file ? (options.budgetFile ?? comparison.verdict.fromRoot ?? null) : null;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha ?? null,
    budgetFile,
  };
}

export async function publish(effects: ActionEffects, options: PublishOptions): Promise<PublishResult> {
  // A comparison file in comment mode comes from an untrusted run: it may carry a secret of this job too.
  const comparison = effects.redact(options.comparison);
  const status = statusOf(comparison);
  const marker = commentMarker(options.commentKey);
  // The hints (comparison.hints) are a section of the rendered comment itself: not repeated here.
  const footer = commentFooter(options.runUrl);
  const shared = { footer, commentKey: options.commentKey, links: commentLinks(comparison, options) };
  const notice = noticeBlock(options.notice);
  // Room for the marker line and the notice; the renderer keeps everything else under the limit.
  const commentBody = `${marker}\n${notice}${renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1 - notice.length,
    moreAt: options.runUrl ? `see the job summary of the workflow run` : "see the job summary",
  })}`;
  const summary = `${notice}${renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024 - Buffer.byteLength(notice),
    lengthUnit: "utf8-bytes",
    moreAt: "see comparison.json",
  })}`;

  const heads: Record<string, { model: number; raw: number }> = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) heads[encoding] = total.head;
  setRunOutputs(effects, {
    status,
    verdict: verdictOf(comparison),
    figures: primaryFigures(comparison),
    // No badge unless one was written (comment mode writes none).
    files: { badgeSvg: "", badgeJson: "", ...options.paths },
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  effects.setOutput("client-tokens", clientTokensOutput(comparison));
  setServerOutputs(effects, comparison.head.report);
  const delta = deltas(comparison);
  effects.setOutput("delta-tokens", delta ? JSON.stringify(delta) : "");
  effects.setOutput("comment-body", commentBody);
  await effects
    .writeSummary(summary)
    .catch((error: Error) => effects.warning(`could not write the job summary: ${error.message}`));

  const verdict = comparisonRunVerdict(comparison);
  const broken = comparison.verdict?.results.filter((r) => !r.passed) ?? [];
  // Rules counted as the comment counts them: a rule broken in two encodings is one rule, two lines.
  const rules = verdict.budget?.broken.length ?? 0;
  const budget =
    options.failOnBudget && broken.length > 0
      ? `${budgetBrokenHeadline({ rules, limits: broken.length })}:\n${broken.map((r) => `- ${r.message}`).join("\n")}`
      : null;
  // A failed call fails the step whatever fail-on-budget says: its figures are missing, not over a limit.
  const calls = callsFailure(verdict.failedCalls);
  const failure = budget && calls ? `${budget}\n${calls}` : (budget ?? calls);

  if (options.pullRequest && options.policy !== "never") {
    await comment(effects, options.pullRequest, {
      marker,
      body: commentBody,
      policy: options.policy,
      // A red step always has a comment that says why, even when the tools did not change; a server that moved
      // to another protocol era or cache lifetime is news too, though no token changed.
      worthCreating: status !== "unchanged" || failure !== null || protocolOrCacheChanged(comparison),
    });
  }

  for (const rule of broken) effects.info(`budget: ${rule.message}`);
  return { status, failure };
}

/** Posts (or updates) the sticky comment with a body already rendered, e.g. a whole setup's (config-publish.ts). */
export async function postPreparedComment(
  effects: ActionEffects,
  ref: IssueRef,
  options: { marker: string; body: string; policy: CommentPolicy; worthCreating: boolean },
): Promise<void> {
  if (options.policy === "never") return;
  await comment(effects, ref, options);
}

async function comment(
  effects: ActionEffects,
  ref: IssueRef,
  options: { marker: string; body: string; policy: CommentPolicy; worthCreating: boolean },
): Promise<void> {
  const api = effects.comments(ref);
  if (!api) {
    effects.warning("no github-token: the comment was not posted; the job summary and the comment-body output have it");
    return;
  }
  try {
    const result = await upsertStickyComment(api, options);
    if (result.foreign > 0) {
      effects.info(
        `left alone ${result.foreign} ${result.foreign === 1 ? "comment that carries" : "comments that carry"} the marker but ${result.foreign === 1 ? "was" : "were"} written by someone else`,
      );
    }
    if (result.action === "skipped") effects.info(`comment not posted: ${result.reason}`);
    else effects.info(`comment ${result.action}: ${result.comment?.html_url ?? `#${result.comment?.id}`}`);
  } catch (error) {
    if (isPermissionError(error)) {
      effects.warning(
        "could not post the pull-request comment: the token cannot write to this pull request " +
          `(${(error as Error).message}). This is expected on pull requests from forks, where the token is read-only. ` +
          "The job summary and the comment-body output hold the comment; to post it, use the two-workflow recipe in the README.",
      );
      effects.info(`the comment that could not be posted:\n${options.body}`);
      return;
    }
    effects.warning(`could not post the pull-request comment: ${(error as Error).message}`);
  }
}
