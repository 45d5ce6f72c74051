/**
 * The action's door: read inputs, run the job through the same pipeline as the CLI, set outputs,
 * and turn a broken budget or an error into a failed step. Anything else (a comment that cannot
 * be posted) is a warning.
 */
import * as core from "@actions/core";
import { commentMode } from "./action/comment-mode.js";
import { type ActionEffects, defaultEffects } from "./action/effects.js";
import { measureMode } from "./action/measure-mode.js";
import { readSettings } from "./action/settings.js";
import { classifyError } from "./core/errors.js";
import { readRunContext } from "./github/event.js";

export async function run(
  makeEffects: (token: string, apiUrl: string) => ActionEffects = defaultEffects,
): Promise<void> {
  try {
    const context = readRunContext(process.env);
    const settings = readSettings((name) => core.getInput(name), process.env, context);
    // Keep the token out of logs even if something echoes it.
    if (settings.token) core.setSecret(settings.token);
    const effects = makeEffects(settings.token, context.apiUrl);
    const result =
      settings.mode === "comment"
        ? await commentMode(settings, context, effects)
        : await measureMode(settings, context, effects);
    if (result.failure) core.setFailed(result.failure);
    else core.info(`mcp-token-budget: ${result.status}`);
  } catch (error) {
    // The same classification as the CLI's exit codes; the step fails with one message, the stack only in debug logs.
    const report = classifyError(error);
    if (report.stack && process.env.RUNNER_DEBUG === "1") core.debug(report.stack);
    core.setFailed(report.message);
  }
}
