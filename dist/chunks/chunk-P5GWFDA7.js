import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  repoRelativePath
} from "./chunk-P6YVIPJU.js";
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown
} from "./chunk-IKSAUEAC.js";
import {
  protocolOrCacheChanged
} from "./chunk-3MBOCGKC.js";
import {
  comparisonRunVerdict
} from "./chunk-N57FJ4MQ.js";
import {
  clientTokensOutput,
  commentFooter,
  commentMarker,
  isPermissionError,
  primaryFigures,
  setRunOutputs,
  setServerOutputs,
  upsertStickyComment
} from "./chunk-FH2LSVNB.js";
import {
  plural
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/budget-failure.ts
function budgetBrokenHeadline(counts) {
  const of = counts.servers !== void 0 && counts.servers > 1 ? ` of ${counts.servers} servers` : "";
  const what = counts.limits === counts.rules ? plural(counts.rules, "rule") : `${plural(counts.limits, "limit")} broken by ${plural(counts.rules, "rule")}`;
  return `the token budget is broken (${what}${of})`;
}
__name(budgetBrokenHeadline, "budgetBrokenHeadline");

// src/action/publish.ts
function verdictOf(comparison) {
  const verdict = comparisonRunVerdict(comparison);
  if (!verdict.passed) return "fail";
  return verdict.budget ? "pass" : "none";
}
__name(verdictOf, "verdictOf");
function statusOf(comparison) {
  if (!comparisonRunVerdict(comparison).passed) return "fail";
  if (comparison.status === "no-baseline") return "no-baseline";
  if (comparison.status === "unchanged") return "unchanged";
  return "pass";
}
__name(statusOf, "statusOf");
function noticeBlock(notice) {
  return notice ? `> [!WARNING]
> ${notice}

` : "";
}
__name(noticeBlock, "noticeBlock");
function callsFailure(failed) {
  if (failed.length === 0) return null;
  const lines = failed.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`);
  return `${failed.length} of the tool calls failed at head:
${lines.join("\n")}`;
}
__name(callsFailure, "callsFailure");
function deltas(comparison) {
  if (comparison.status === "no-baseline") return null;
  const out = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) if (total.delta) out[encoding] = total.delta;
  return out;
}
__name(deltas, "deltas");
function budgetFromRoot(budget, root) {
  return budget?.path ? repoRelativePath(budget.path, root) : null;
}
__name(budgetFromRoot, "budgetFromRoot");
function withBudgetFromRoot(comparison, fromRoot) {
  return fromRoot && comparison.verdict ? { ...comparison, verdict: { ...comparison.verdict, fromRoot } } : comparison;
}
__name(withBudgetFromRoot, "withBudgetFromRoot");
function commentLinks(comparison, options) {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return void 0;
  const budgetFile = comparison.verdict?.file ? options.budgetFile ?? comparison.verdict.fromRoot ?? null : null;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha ?? null,
    budgetFile
  };
}
__name(commentLinks, "commentLinks");
async function publish(effects, options) {
  const comparison = effects.redact(options.comparison);
  const status = statusOf(comparison);
  const marker = commentMarker(options.commentKey);
  const footer = commentFooter(options.runUrl);
  const shared = { footer, commentKey: options.commentKey, links: commentLinks(comparison, options) };
  const notice = noticeBlock(options.notice);
  const commentBody = `${marker}
${notice}${renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1 - notice.length,
    moreAt: options.runUrl ? `see the job summary of the workflow run` : "see the job summary"
  })}`;
  const summary = `${notice}${renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024 - Buffer.byteLength(notice),
    lengthUnit: "utf8-bytes",
    moreAt: "see comparison.json"
  })}`;
  const heads = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) heads[encoding] = total.head;
  setRunOutputs(effects, {
    status,
    verdict: verdictOf(comparison),
    figures: primaryFigures(comparison),
    // No badge unless one was written (comment mode writes none).
    files: { badgeSvg: "", badgeJson: "", ...options.paths }
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  effects.setOutput("client-tokens", clientTokensOutput(comparison));
  setServerOutputs(effects, comparison.head.report);
  const delta = deltas(comparison);
  effects.setOutput("delta-tokens", delta ? JSON.stringify(delta) : "");
  effects.setOutput("comment-body", commentBody);
  await effects.writeSummary(summary).catch((error) => effects.warning(`could not write the job summary: ${error.message}`));
  const verdict = comparisonRunVerdict(comparison);
  const broken = comparison.verdict?.results.filter((r) => !r.passed) ?? [];
  const rules = verdict.budget?.broken.length ?? 0;
  const budget = options.failOnBudget && broken.length > 0 ? `${budgetBrokenHeadline({ rules, limits: broken.length })}:
${broken.map((r) => `- ${r.message}`).join("\n")}` : null;
  const calls = callsFailure(verdict.failedCalls);
  const failure = budget && calls ? `${budget}
${calls}` : budget ?? calls;
  if (options.pullRequest && options.policy !== "never") {
    await comment(effects, options.pullRequest, {
      marker,
      body: commentBody,
      policy: options.policy,
      // A red step always has a comment that says why, even when the tools did not change; a server that moved
      // to another protocol era or cache lifetime is news too, though no token changed.
      worthCreating: status !== "unchanged" || failure !== null || protocolOrCacheChanged(comparison)
    });
  }
  for (const rule of broken) effects.info(`budget: ${rule.message}`);
  return { status, failure };
}
__name(publish, "publish");
async function postPreparedComment(effects, ref, options) {
  if (options.policy === "never") return;
  await comment(effects, ref, options);
}
__name(postPreparedComment, "postPreparedComment");
async function comment(effects, ref, options) {
  const api = effects.comments(ref);
  if (!api) {
    effects.warning("no github-token: the comment was not posted; the job summary and the comment-body output have it");
    return;
  }
  try {
    const result = await upsertStickyComment(api, options);
    if (result.foreign > 0) {
      effects.info(
        `left alone ${result.foreign} ${result.foreign === 1 ? "comment that carries" : "comments that carry"} the marker but ${result.foreign === 1 ? "was" : "were"} written by someone else`
      );
    }
    if (result.action === "skipped") effects.info(`comment not posted: ${result.reason}`);
    else effects.info(`comment ${result.action}: ${result.comment?.html_url ?? `#${result.comment?.id}`}`);
  } catch (error) {
    if (isPermissionError(error)) {
      effects.warning(
        `could not post the pull-request comment: the token cannot write to this pull request (${error.message}). This is expected on pull requests from forks, where the token is read-only. The job summary and the comment-body output hold the comment; to post it, use the two-workflow recipe in the README.`
      );
      effects.info(`the comment that could not be posted:
${options.body}`);
      return;
    }
    effects.warning(`could not post the pull-request comment: ${error.message}`);
  }
}
__name(comment, "comment");

export {
  budgetBrokenHeadline,
  noticeBlock,
  budgetFromRoot,
  withBudgetFromRoot,
  publish,
  postPreparedComment
};
//# sourceMappingURL=chunk-P5GWFDA7.js.map
