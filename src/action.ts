/**
 * The action's door: read inputs, run the job through the same pipeline as the CLI, set outputs,
 * and turn a broken budget or an error into a failed step. Anything else (a comment that cannot
 * be posted) is a warning.
 *
 * What runs on every pull request before the first input check (settings, secrets, the failure path) is loaded
 * with the door; each mode, and the model data, is loaded only when the inputs ask for it (a dynamic import, its
 * own chunks), so a run that stops at an input error starts about as fast as node itself (bench section 15).
 */
import * as core from "@actions/core";
import { type ActionEffects, defaultEffects, guardEffects, logSafe } from "./action/effects.js";
import { publishFailure, stepFailureMessage } from "./action/failure.js";
import { setErrorOutputs } from "./action/outputs.js";
import { pullRequestTargetNotice } from "./action/pull-request-target.js";
import { isReleaseRun } from "./action/release-run.js";
import { environmentSecrets, jobSecrets, persistedCredentialsWarning } from "./action/secrets.js";
import { type ActionSettings, readSettings } from "./action/settings.js";
import { classifyError } from "./core/errors.js";
import { createRedactor } from "./core/redact.js";
import { type RunContext, readRunContext } from "./github/event.js";

export async function run(
  makeEffects: (token: string, apiUrl: string) => ActionEffects = defaultEffects,
): Promise<void> {
  // The code under test can read every secret of this job: none of them may leave it (see action/secrets.ts).
  let redactor = createRedactor(environmentSecrets(process.env));
  // Kept for the failure path: whatever was known when the run stopped.
  let context: RunContext | null = null;
  let settings: ActionSettings | null = null;
  let effects: ActionEffects | null = null;
  try {
    context = readRunContext(process.env);
    settings = readSettings((name) => core.getInput(name), process.env, context);
    const secrets = await jobSecrets(settings, process.env);
    redactor = secrets.redactor;
    // Masked in the log as well, should anything print them past the redactor.
    for (const secret of redactor.secrets) core.setSecret(secret);
    effects = guardEffects(makeEffects(settings.token, context.apiUrl), redactor);
    if (secrets.persisted.length > 0 && settings.mode === "measure" && context.pullRequest) {
      effects.warning(persistedCredentialsWarning(secrets.persisted));
    }
    // A window the user meant that no model takes (a context input with hosted models only), said up front.
    for (const warning of settings.run?.warnings ?? []) effects.warning(warning);
    // pull_request_target: the base checked out is refused before anything runs; the head checked out on purpose is said.
    const notice = settings.run ? await pullRequestTargetNotice(context, settings.run.directory) : null;
    if (notice) effects.warning(notice);
    // Before any build: the data is fetched outside the workspace, where the build's `npm ci` cannot remove it.
    if (settings.run?.models.some((m) => (m.packages ?? []).length > 0)) {
      await (await import("./action/model-data.js")).fetchModelData(settings, effects);
    }
    const result =
      settings.mode === "comment"
        ? await (await import("./action/comment-mode.js")).commentMode(settings, context, effects)
        : settings.run?.setup
          ? await (await import("./action/config-mode.js")).configMode(settings, context, effects, notice)
          : isReleaseRun(settings, context)
            ? await (await import("./action/release-mode.js")).releaseMode(settings, context, effects)
            : await (await import("./action/measure-mode.js")).measureMode(settings, context, effects, notice);
    if (result.failure) core.setFailed(logSafe(redactor, result.failure));
    else core.info(`mcp-token-budget: ${result.status}`);
  } catch (error) {
    // The same classification as the CLI's exit codes; the step fails with one message, the stack only in debug logs.
    const report = classifyError(error);
    if (report.stack && process.env.RUNNER_DEBUG === "1") core.debug(logSafe(redactor, report.stack));
    // Before settings were read there is no token: the summary is all that can be written.
    const published = effects ?? guardEffects(makeEffects("", context?.apiUrl ?? "https://api.github.com"), redactor);
    // Outputs first: a later step (`if: always()`) reads status=error, never a stale or missing value.
    setErrorOutputs(published);
    await publishFailure(error, published, settings, context);
    core.setFailed(logSafe(redactor, stepFailureMessage(error)));
  }
}
