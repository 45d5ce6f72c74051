/**
 * Which pull request comment mode posts on, and whether the artifact may be posted there: the event (or
 * the user) names the pull request, the artifact must agree, and the pull request's head must still be
 * the commit that was measured. Shared by one job's comparison and a matrix's.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ToolError, UsageError } from "../core/errors.js";
import type { RunContext } from "../github/event.js";
import type { ActionEffects } from "./effects.js";
import type { ActionSettings } from "./settings.js";

async function readJson(file: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`could not read the ${what} ${file}: ${(error as Error).message}`);
  }
}

/** What the measuring run wrote beside the comparison: the pull request it measured, and its head. */
export interface ArtifactPullRequest {
  number: number;
  headSha: string;
}

export const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** The pull request the artifact names (pull-request.json), or null when it names none or not in the expected shape. */
export async function pullRequestOf(comparisonFile: string): Promise<ArtifactPullRequest | null> {
  const file = path.join(path.dirname(comparisonFile), "pull-request.json");
  const data = (await readJson(file, "pull request file").catch(() => null)) as {
    number?: unknown;
    headSha?: unknown;
  } | null;
  // Checked strictly: the file comes from an untrusted run, and its values end up in the log.
  if (!data || !Number.isInteger(data.number) || (data.number as number) < 1) return null;
  if (typeof data.headSha !== "string" || !SHA.test(data.headSha)) return null;
  return { number: data.number as number, headSha: data.headSha };
}

/** A refusal to post: the sources that say which pull request this is do not agree. */
export function refusal(what: string): ToolError {
  return new ToolError("input", `not commenting: ${what}; nothing was posted`);
}

/**
 * Comment mode posts on a pull request that something other than the artifact vouches for: the
 * workflow_run event, the pull request's own event (a matrix's final job in the same workflow), or the
 * user (the pull-request input).
 */
export function refuseUnvouchedEvent(settings: ActionSettings, context: RunContext): void {
  if (context.eventName === "workflow_run" || settings.pullRequest !== null || context.pullRequest !== null) return;
  throw new UsageError(
    `mode: comment refuses a ${context.eventName || "non-workflow_run"} event: outside workflow_run and pull request events nothing vouches for the pull request number in the artifact, which the measuring run wrote. ` +
      "Run comment mode on workflow_run (the README's two-workflow recipe), or name the pull request yourself with the pull-request input",
  );
}

/**
 * Which pull request to post on, and the head commit the comparison must belong to.
 * On workflow_run, the event is the authority: its pull requests (listed for same-repository pull
 * requests only; GitHub leaves the list empty for forks) and its head commit. Elsewhere nothing
 * vouches for the artifact, so the user must name the pull request (input pull-request).
 */
export function chooseTarget(
  settings: ActionSettings,
  context: RunContext,
  artifact: ArtifactPullRequest | null,
  comparisonHeadSha: string | null,
): { number: number; headSha: string } | null {
  const onWorkflowRun = context.eventName === "workflow_run";
  // On the pull request's own event (a matrix's final job in the same workflow), the event says which it is.
  const event = onWorkflowRun ? null : context.pullRequest;
  const named = settings.pullRequest;
  if (event && named !== null && event.number !== named) {
    throw refusal(`this run is for pull request #${event.number}, but pull-request names #${named}`);
  }
  const vouched = named ?? event?.number ?? null;
  if (artifact && vouched !== null && artifact.number !== vouched) {
    throw refusal(
      `the artifact was measured for pull request #${artifact.number}, but ${named !== null ? "pull-request names" : "this run is for"} #${vouched} (use the artifact of a run for #${vouched})`,
    );
  }
  const number = vouched ?? artifact?.number ?? null;
  if (number === null) return null;
  const listed = onWorkflowRun ? context.workflowRunPullRequests : [];
  if (listed.length > 0 && !listed.includes(number)) {
    const runFor = listed.map((n) => `#${n}`).join(", ");
    throw refusal(
      `this workflow_run is for pull request ${runFor}, but the artifact names #${number}: it was not made by this run, or it was altered`,
    );
  }
  const headSha =
    (onWorkflowRun ? context.workflowRunHeadSha : null) ?? event?.headSha ?? artifact?.headSha ?? comparisonHeadSha;
  if (!headSha)
    throw refusal(
      `nothing says which commit of pull request #${number} the comparison measured (no pull-request.json beside it, no head commit in it)`,
    );
  return { number, headSha };
}

/** The pull request to post on, when its head is still the commit the artifact was made for; else null (warned). */
export async function verifiedTarget(
  context: RunContext,
  effects: ActionEffects,
  file: string,
  wanted: { number: number; headSha: string } | null,
  artifact: ArtifactPullRequest | null,
): Promise<{ owner: string; repo: string; number: number } | null> {
  if (!wanted) {
    effects.warning(
      `no usable pull-request.json beside ${file}: nothing to comment on (the measuring run was not for a pull request)`,
    );
    return null;
  }
  const ref = { owner: context.owner, repo: context.repo, number: wanted.number };
  // Post only on a pull request whose head is the commit that was measured.
  const actual = await effects.pullHeadSha(ref).catch((error: Error) => {
    effects.warning(`could not look up pull request #${wanted.number}: ${error.message}`);
    return null;
  });
  const measured = artifact?.headSha ?? wanted.headSha;
  if (actual === null) return null; // already warned
  if (actual !== wanted.headSha || measured !== wanted.headSha) {
    effects.warning(
      `not commenting: pull request #${wanted.number} has head ${actual.slice(0, 7)}, but the comparison was made for ${measured.slice(0, 7)}` +
        (context.workflowRunHeadSha && context.eventName === "workflow_run"
          ? ` in a run of ${context.workflowRunHeadSha.slice(0, 7)}`
          : "") +
        " (a newer push will post its own comparison)",
    );
    return null;
  }
  return ref;
}
