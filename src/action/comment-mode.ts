/**
 * Comment mode: the privileged half of the fork-safe recipe. It never runs the pull request's
 * code; it reads the comparison an unprivileged run produced and posts it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { measuringRunUrl, type RunContext } from "../github/event.js";
import { readComparisonFile } from "../run/comparison-file.js";
import { readSetupComparisonFile } from "../run/config-comparison-file.js";
import { chooseTarget, pullRequestOf, refuseUnvouchedEvent, SHA, verifiedTarget } from "./comment-target.js";
import { publishSetup, SETUP_COMPARISON_FILE } from "./config-publish.js";
import type { ActionEffects } from "./effects.js";
import { publishFailureState, readFailureFile } from "./failure.js";
import { matrixComment } from "./matrix-comment.js";
import { setErrorOutputs } from "./outputs.js";
import { type PublishResult, publish } from "./publish.js";
import type { ActionSettings } from "./settings.js";

export async function commentMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  // A matrix: every job's artifact, one comment (on a push, the job summary alone).
  if (settings.comparisonFiles) return matrixComment(settings, context, effects);
  refuseUnvouchedEvent(settings, context);
  const file = settings.comparisonFile as string;
  // A measuring run that failed leaves failure.json instead: the comment goes into its error state, as text.
  const failure = existsSync(file) ? null : await readFailureFile(file, (value) => effects.redact(value));
  if (failure) {
    const artifact = await pullRequestOf(file);
    const wanted = chooseTarget(settings, context, artifact, null);
    const target = await verifiedTarget(context, effects, file, wanted, artifact);
    effects.warning(`the measuring run failed: ${failure.what}`);
    // The measuring run stopped before it measured: the same outputs as a run that failed here (the
    // error state's comment body is set by publishFailureState, after these).
    setErrorOutputs(effects);
    await publishFailureState(effects, {
      state: { what: failure.what, advice: failure.advice, detail: failure.detail },
      pullRequest: target,
      policy: settings.comment,
      commentKey: settings.commentKey,
      server: failure.server,
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
