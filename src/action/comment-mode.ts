/**
 * Comment mode: the privileged half of the fork-safe recipe. It never runs the pull request's
 * code; it reads the comparison an unprivileged run produced and posts it.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ToolError, UsageError } from "../core/errors.js";
import { measuringRunUrl, type RunContext } from "../github/event.js";
import { readComparisonFile } from "../run/comparison-file.js";
import { readSetupComparisonFile } from "../run/setup-comparison-file.js";
import type { ActionEffects } from "./effects.js";
import { publishFailureState, readFailureFile } from "./failure.js";
import { setErrorOutputs } from "./outputs.js";
import { type PublishResult, publish } from "./publish.js";
import type { ActionSettings } from "./settings.js";
import { publishSetup, SETUP_COMPARISON_FILE } from "./setup-publish.js";

async function readJson(file: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`could not read the ${what} ${file}: ${(error as Error).message}`);
  }
}

/** What the measuring run wrote beside the comparison: the pull request it measured, and its head. */
interface ArtifactPullRequest {
  number: number;
  headSha: string;
}

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** The pull request the artifact names (pull-request.json), or null when it names none or not in the expected shape. */
async function pullRequestOf(comparisonFile: string): Promise<ArtifactPullRequest | null> {
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
function refusal(what: string): ToolError {
  return new ToolError("input", `not commenting: ${what}; nothing was posted`);
}

/** Outside workflow_run, comment mode posts only on a pull request the user names. */
function refuseUnvouchedEvent(settings: ActionSettings, context: RunContext): void {
  if (context.eventName === "workflow_run" || settings.pullRequest !== null) return;
  throw new UsageError(
    `mode: comment refuses a ${context.eventName || "non-workflow_run"} event: outside workflow_run nothing vouches for the pull request number in the artifact, which the measuring run wrote. ` +
      "Run comment mode on workflow_run (the README's two-workflow recipe), or name the pull request yourself with the pull-request input",
  );
}

/**
 * Which pull request to post on, and the head commit the comparison must belong to.
 * On workflow_run, the event is the authority: its pull requests (listed for same-repository pull
 * requests only; GitHub leaves the list empty for forks) and its head commit. Elsewhere nothing
 * vouches for the artifact, so the user must name the pull request (input pull-request).
 */
function chooseTarget(
  settings: ActionSettings,
  context: RunContext,
  artifact: ArtifactPullRequest | null,
  comparisonHeadSha: string | null,
): { number: number; headSha: string } | null {
  const onWorkflowRun = context.eventName === "workflow_run";
  const named = settings.pullRequest;
  if (artifact && named !== null && artifact.number !== named) {
    throw refusal(
      `the artifact was measured for pull request #${artifact.number}, but pull-request names #${named} (use the artifact of a run for #${named})`,
    );
  }
  const number = named ?? artifact?.number ?? null;
  if (number === null) return null;
  const listed = onWorkflowRun ? context.workflowRunPullRequests : [];
  if (listed.length > 0 && !listed.includes(number)) {
    const runFor = listed.map((n) => `#${n}`).join(", ");
    throw refusal(
      `this workflow_run is for pull request ${runFor}, but the artifact names #${number}: it was not made by this run, or it was altered`,
    );
  }
  const headSha = (onWorkflowRun ? context.workflowRunHeadSha : null) ?? artifact?.headSha ?? comparisonHeadSha;
  if (!headSha)
    throw refusal(
      `nothing says which commit of pull request #${number} the comparison measured (no pull-request.json beside it, no head commit in it)`,
    );
  return { number, headSha };
}

/** The pull request to post on, when its head is still the commit the artifact was made for; else null (warned). */
async function verifiedTarget(
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

export async function commentMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  const file = settings.comparisonFile as string;
  refuseUnvouchedEvent(settings, context);
  // A measuring run that failed leaves failure.json instead: the comment goes into its error state, as text.
  const failure = existsSync(file) ? null : await readFailureFile(file);
  if (failure) {
    const artifact = await pullRequestOf(file);
    const wanted = chooseTarget(settings, context, artifact, null);
    const target = await verifiedTarget(context, effects, file, wanted, artifact);
    effects.warning(`the measuring run failed: ${failure.what}`);
    // The measuring run stopped before it measured: the same outputs as a run that failed here (the
    // error state's comment body is set by publishFailureState, after these).
    setErrorOutputs(effects);
    await publishFailureState(effects, {
      state: failure,
      pullRequest: target,
      policy: settings.comment,
      commentKey: settings.commentKey,
      headSha: wanted?.headSha ?? null,
      runUrl: measuringRunUrl(context),
    });
    return { status: "error", failure: null };
  }
  if (path.basename(file) === SETUP_COMPARISON_FILE) {
    // A client configuration's servers (config mode): the same checks on where to post, one comment for all.
    const setup = await readSetupComparisonFile(file);
    const artifact = await pullRequestOf(file);
    const setupHead = setup.head.sha && SHA.test(setup.head.sha) ? setup.head.sha : null;
    const wanted = chooseTarget(settings, context, artifact, setupHead);
    return publishSetup(effects, {
      setup,
      pullRequest: await verifiedTarget(context, effects, file, wanted, artifact),
      policy: settings.comment,
      commentKey: settings.commentKey,
      runUrl: measuringRunUrl(context),
      failOnBudget: settings.failOnBudget,
      file,
    });
  }
  const comparison = await readComparisonFile(file);
  const artifact = await pullRequestOf(file);
  const comparisonHead = comparison.head.sha && SHA.test(comparison.head.sha) ? comparison.head.sha : null;
  const wanted = chooseTarget(settings, context, artifact, comparisonHead);
  const target = await verifiedTarget(context, effects, file, wanted, artifact);
  return publish(effects, {
    comparison,
    pullRequest: target,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: measuringRunUrl(context),
    failOnBudget: settings.failOnBudget,
    paths: { comparison: file },
    headSha: wanted?.headSha ?? null,
  });
}
