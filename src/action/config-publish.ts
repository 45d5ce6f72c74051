/**
 * Publishing a setup comparison (a client configuration's servers against the base): outputs, the job
 * summary, the one sticky comment, and the step's verdict. Shared by config mode (right after measuring)
 * and comment mode (from setup-comparison.json). A server that could not be measured fails the step,
 * after everything else is published; so does a broken budget, with fail-on-budget.
 */

import { brokenRules, type SetupComparison } from "../core/config-comparison.js";
import { budgetBrokenHeadline } from "../core/render/budget-failure.js";
import { type ComparisonLinks, GITHUB_COMMENT_MAX_CHARS, JOB_SUMMARY_MAX_BYTES } from "../core/render/comparison.js";
import { comparisonRunVerdict } from "../core/render/comparison-budget.js";
import { renderSetupComparisonMarkdown, serversWithProtocolNews } from "../core/render/config-comment.js";
import type { FailedCall } from "../core/verdict.js";
import { type CommentPolicy, commentMarker } from "../github/comment.js";
import type { IssueRef } from "../github/octokit.js";
import type { ActionEffects } from "./effects.js";
import { commentFooter } from "./footer.js";
import {
  type PrimaryFigures,
  setRunOutputs,
  setServerOutputs,
  setupClientTokensOutput,
  type VerdictOutput,
} from "./outputs.js";
import { type ActionStatus, noticeBlock, type PublishResult, postPreparedComment } from "./publish.js";

export const SETUP_COMPARISON_FILE = "setup-comparison.json";

export interface SetupPublishOptions {
  setup: SetupComparison;
  pullRequest: IssueRef | null;
  policy: CommentPolicy;
  commentKey: string;
  runUrl: string | null;
  failOnBudget: boolean;
  /** Where setup-comparison.json was written (or read from), for the comparison-path output. */
  file: string;
  /** The title's subject instead of "MCP servers of <configuration>" (the matrix comment). */
  subject?: string;
  /** How the servers were measured, for the line at the end, instead of config mode's way. */
  measuredHow?: string;
  /** The badge files, when config mode wrote them (outputs badge-svg and badge-json). */
  badge?: { badgeSvg: string; badgeJson: string };
  /** A warning shown above the comparison, in the comment and the summary (pull-request-target.ts). */
  notice?: string | null;
}

/** The primary encoding's figures summed over the configuration's servers. */
function setupFigures(setup: SetupComparison, status: ActionStatus): PrimaryFigures {
  const encoding = setup.encodings[0];
  const total = encoding ? setup.totals[encoding] : undefined;
  const baseline = status !== "no-baseline";
  const tools = setup.servers.reduce(
    (sum, s) => sum + (s.status === "compared" || s.status === "new" ? (s.comparison.counts.tools.head ?? 0) : 0),
    0,
  );
  return {
    head: total?.head ?? null,
    base: baseline ? (total?.base ?? null) : null,
    delta: baseline ? (total?.delta ?? null) : null,
    relative: baseline && total && total.base.model > 0 ? total.delta.model / total.base.model : null,
    tools,
  };
}

/**
 * What the comment links to, as in a single server's comment: the repository's address from the runner
 * (GITHUB_SERVER_URL: github.com or a GitHub Enterprise host), the pull request, its head commit, and
 * the budget file by its path from the repository root.
 */
function setupLinks(options: {
  pullRequest: IssueRef | null;
  headSha: string | null;
  budgetFile: string | null;
}): ComparisonLinks | undefined {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest
    ? `${options.pullRequest.owner}/${options.pullRequest.repo}`
    : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return undefined;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha,
    budgetFile: options.budgetFile,
  };
}

/** The scripted calls that failed at head, per server (each server's own verdict, core/verdict.ts). */
function failedCallsOf(setup: SetupComparison): { server: string; calls: FailedCall[] }[] {
  return setup.servers.flatMap((s) => {
    if (s.status !== "compared" && s.status !== "new") return [];
    const calls = comparisonRunVerdict(s.comparison).failedCalls;
    return calls.length > 0 ? [{ server: s.name, calls }] : [];
  });
}

function statusOf(setup: SetupComparison): ActionStatus {
  // A call that failed at head fails the run as it does a single server's (publish.ts): never "unchanged".
  if (setup.failed > 0 || (setup.budget && !setup.budget.passed) || failedCallsOf(setup).length > 0) return "fail";
  const measured = setup.servers.flatMap((s) => (s.status === "compared" || s.status === "new" ? [s] : []));
  if (measured.length > 0 && measured.every((s) => s.comparison.status === "no-baseline")) return "no-baseline";
  const unchanged = setup.servers.every((s) => s.status === "compared" && s.comparison.status === "unchanged");
  return unchanged ? "unchanged" : "pass";
}

/**
 * The `verdict` output, agreeing with the step: `fail` when a server could not be measured (a matrix's failed
 * job too: the step fails), a call failed at head or a rule is broken; `pass` when a budget was checked and
 * nothing failed; `none` when there was nothing to judge.
 */
function verdictOf(setup: SetupComparison): VerdictOutput {
  if (setup.failed > 0 || failedCallsOf(setup).length > 0) return "fail";
  return setup.budget ? (setup.budget.passed ? "pass" : "fail") : "none";
}

/** The links of the comment: from the runner and the setup comparison (whose values the renderer checks). */
function linksOf(setup: SetupComparison, pullRequest: IssueRef | null): { links?: ComparisonLinks } {
  const links = setupLinks({ pullRequest, headSha: setup.head.sha, budgetFile: setup.budget?.fromRoot ?? null });
  return links ? { links } : {};
}

export async function publishSetup(effects: ActionEffects, options: SetupPublishOptions): Promise<PublishResult> {
  // From comment mode the file comes from an untrusted run: it may carry a secret of this job too.
  const setup = effects.redact(options.setup);
  const status = statusOf(setup);
  const marker = commentMarker(options.commentKey);
  const footer = commentFooter(options.runUrl);
  const shared = {
    footer,
    ...linksOf(setup, options.pullRequest),
    ...(options.subject ? { subject: options.subject } : {}),
    ...(options.measuredHow ? { measuredHow: options.measuredHow } : {}),
  };
  const notice = noticeBlock(options.notice);
  const body = `${marker}\n${notice}${renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1 - notice.length,
    moreAt: options.runUrl ? "see the job summary of the workflow run" : "see the job summary",
  })}`;
  const summary = `${notice}${renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024 - Buffer.byteLength(notice),
    lengthUnit: "utf8-bytes",
    moreAt: "see setup-comparison.json",
  })}`;

  const heads: Record<string, { model: number; raw: number }> = {};
  const deltas: Record<string, { model: number; raw: number }> = {};
  for (const [encoding, total] of Object.entries(setup.totals)) {
    heads[encoding] = total.head;
    deltas[encoding] = total.delta;
  }
  setRunOutputs(effects, {
    status,
    verdict: verdictOf(setup),
    figures: setupFigures(setup, status),
    files: { comparison: options.file, ...options.badge },
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  // Each client of the configuration with a profile: its one request with its own servers at head.
  effects.setOutput("client-tokens", setupClientTokensOutput(setup));
  // Many servers, one value each would not fit: their reports say it per server.
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", status === "no-baseline" ? "" : JSON.stringify(deltas));
  effects.setOutput("comment-body", body);
  await effects
    .writeSummary(summary)
    .catch((error: Error) => effects.warning(`could not write the job summary: ${error.message}`));

  if (options.pullRequest) {
    await postPreparedComment(effects, options.pullRequest, {
      marker,
      body,
      policy: options.policy,
      // A server that moved to another protocol revision or cache lifetime is news, as in a one-server comment.
      worthCreating: status !== "unchanged" || serversWithProtocolNews(setup).length > 0,
    });
  }

  const problems: string[] = [];
  const failed = setup.servers.flatMap((s) => (s.status === "failed" ? [s] : []));
  if (failed.length > 0) {
    problems.push(
      `${failed.length} of ${setup.servers.length} servers could not be measured:\n${failed.map((s) => `- ${s.name}: ${s.error}`).join("\n")}`,
    );
  }
  // A failed call fails the step whatever fail-on-budget says, as it does a single server's.
  const calls = failedCallsOf(setup);
  if (calls.length > 0) {
    const n = calls.reduce((sum, s) => sum + s.calls.length, 0);
    problems.push(
      `${n === 1 ? "1 tool call" : `${n} tool calls`} failed at head:\n${calls
        .flatMap((s) => s.calls.map((c) => `- ${s.server}: ${c.message ?? `call ${c.name}: ${c.status}`}`))
        .join("\n")}`,
    );
  }
  const broken = brokenRules(setup);
  for (const server of broken)
    for (const message of server.messages) effects.info(`budget (${server.server}): ${message}`);
  if (options.failOnBudget && broken.length > 0) {
    const rules = broken.reduce((sum, s) => sum + s.rules, 0);
    const limits = broken.reduce((sum, s) => sum + s.messages.length, 0);
    problems.push(
      `${budgetBrokenHeadline({ rules, limits, servers: broken.length })}:\n${broken
        .flatMap((s) => s.messages.map((m) => `- ${s.server}: ${m}`))
        .join("\n")}`,
    );
  }
  return { status, failure: problems.length > 0 ? problems.join("\n") : null };
}
