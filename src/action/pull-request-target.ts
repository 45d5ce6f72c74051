/**
 * `pull_request_target` runs the base branch's workflow with a token that can write and with the repository's
 * secrets, and actions/checkout checks out the base branch by default. Measuring that checkout would present
 * the base as the pull request's head ("no change" on a pull request that adds tools); checking out the
 * pull request's head runs the fork's code with that token. Neither may happen silently.
 */
import { UsageError } from "../core/errors.js";
import { git } from "../git/exec.js";
import { headSha } from "../git/repo.js";
import type { RunContext } from "../github/event.js";

export const TWO_WORKFLOW_RECIPE =
  "https://github.com/mcp-token-budget/mcp-token-budget/blob/main/docs/action.md#pull-requests-from-forks-the-safe-two-workflow-recipe";

const RECIPE_IN_WORDS =
  "the safe two-workflow recipe: a `pull_request` workflow measures with a read-only token and no secrets " +
  "(`comment: never`, its output-dir uploaded as an artifact), and a `workflow_run` workflow posts the comment " +
  `with \`mode: comment\`: ${TWO_WORKFLOW_RECIPE}`;

/** Said in the log and at the top of the comment when the pull request's head was checked out on purpose. */
export function headCheckedOutNotice(number: number): string {
  return (
    `pull_request_target with the head of pull request #${number} checked out: this run built and ran the pull ` +
    "request's code with a token that can write to this repository and with its secrets, which that code can " +
    `read. Anyone who can open a pull request can take them. Use ${RECIPE_IN_WORDS}`
  );
}

/** The commit checked out, and its parents (GitHub's refs/pull/N/merge has the pull request's head as one). */
async function checkedOutCommits(directory: string): Promise<{ head: string; parents: string[] }> {
  const head = await headSha(directory);
  const parents = await git(["rev-parse", "HEAD^@"], directory, { allowExitCodes: [128] });
  return { head, parents: parents.exitCode === 0 ? parents.stdout.split("\n").filter(Boolean) : [] };
}

/**
 * On `pull_request_target`, what the measured checkout is: the pull request's head (or GitHub's merge of it)
 * checked out on purpose gives the notice to show; anything else (the default checkout, the base) is refused.
 * Null on every other event.
 */
export async function pullRequestTargetNotice(context: RunContext, directory: string): Promise<string | null> {
  if (context.eventName !== "pull_request_target") return null;
  const pr = context.pullRequest;
  if (!pr) return null;
  const checkedOut = await checkedOutCommits(directory).catch(() => null);
  if (checkedOut && (checkedOut.head === pr.headSha || checkedOut.parents.includes(pr.headSha))) {
    return headCheckedOutNotice(pr.number);
  }
  const what = checkedOut
    ? `the checked-out commit ${checkedOut.head.slice(0, 7)} is not the head ${pr.headSha.slice(0, 7)} of pull request #${pr.number}`
    : `the checked-out commit in ${directory} could not be read, so it cannot be shown to be the head ${pr.headSha.slice(0, 7)} of pull request #${pr.number}`;
  throw new UsageError(
    `pull_request_target: ${what}. On this event actions/checkout checks out the base branch: measuring it ` +
      "would present the base as the pull request, so the action refuses.\n" +
      `Use ${RECIPE_IN_WORDS}\n` +
      "Checking out the pull request's head here instead would run its code with a token that can write to " +
      "this repository and with its secrets.",
  );
}
