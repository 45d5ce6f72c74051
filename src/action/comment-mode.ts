/**
 * Comment mode: the privileged half of the fork-safe recipe. It never runs the pull request's
 * code; it reads the comparison an unprivileged run produced and posts it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseComparison } from "../core/documents.js";
import type { RunContext } from "../github/event.js";
import type { ActionEffects } from "./effects.js";
import { type PublishResult, publish } from "./publish.js";
import type { ActionSettings } from "./settings.js";

async function readJson(file: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`could not read the ${what} ${file}: ${(error as Error).message}`);
  }
}

/** The pull request to post on, from the file the measuring run wrote beside the comparison. */
async function pullRequestOf(comparisonFile: string): Promise<{ number: number; headSha: string } | null> {
  const file = path.join(path.dirname(comparisonFile), "pull-request.json");
  const data = (await readJson(file, "pull request file").catch(() => null)) as {
    number?: unknown;
    headSha?: unknown;
  } | null;
  if (!data || !Number.isInteger(data.number) || typeof data.headSha !== "string") return null;
  return { number: data.number as number, headSha: data.headSha };
}

export async function commentMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  const file = settings.comparisonFile as string;
  const comparison = parseComparison(await readJson(file, "comparison"));
  const pr = await pullRequestOf(file);
  let target: { owner: string; repo: string; number: number } | null = null;
  if (!pr) {
    effects.warning(
      `no pull-request.json beside ${file}: nothing to comment on (the measuring run was not for a pull request)`,
    );
  } else {
    const ref = { owner: context.owner, repo: context.repo, number: pr.number };
    // The artifact comes from an untrusted run: post only on the pull request whose head it measured.
    const expected = context.workflowRunHeadSha ?? pr.headSha;
    const actual = await effects.pullHeadSha(ref).catch((error: Error) => {
      effects.warning(`could not look up pull request #${pr.number}: ${error.message}`);
      return null;
    });
    if (actual === null) {
      // already warned
    } else if (actual !== expected || pr.headSha !== expected) {
      effects.warning(
        `not commenting: pull request #${pr.number} has head ${actual.slice(0, 7)}, but the comparison was made for ${pr.headSha.slice(0, 7)}` +
          (context.workflowRunHeadSha ? ` in a run of ${context.workflowRunHeadSha.slice(0, 7)}` : "") +
          " (a newer push will post its own comparison)",
      );
    } else {
      target = ref;
    }
  }
  return publish(effects, {
    comparison,
    pullRequest: target,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { comparison: file },
  });
}
