/** Measure mode: build and measure the head, get the baseline, check the budget, publish. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ActionsReportCache, DirectoryReportCache, type ReportCache } from "../cache/report-cache.js";
import { serializeComparison } from "../core/compare.js";
import type { Report } from "../core/report.js";
import type { RunContext } from "../github/event.js";
import type { ServerSpec } from "../mcp/list.js";
import { loadBudgetFile, loadDefaultBudget } from "../run/budget-file.js";
import { serializeReport } from "../run/measure.js";
import { type BaseSource, runPipeline } from "../run/pipeline.js";
import type { ActionEffects } from "./effects.js";
import { type PublishResult, publish } from "./publish.js";
import type { Settings } from "./settings.js";

export function serverSpecOf(settings: Settings): ServerSpec {
  if (settings.url) return { kind: "http", url: settings.url, headers: settings.headers };
  // The command is one line of shell, as users write it in YAML; its process group is ended as a whole.
  const shell =
    process.platform === "win32" ? { command: "cmd", args: ["/d", "/s", "/c"] } : { command: "sh", args: ["-c"] };
  return {
    kind: "stdio",
    command: shell.command,
    args: [...shell.args, settings.command ?? ""],
    cwd: settings.workingDirectory,
    env: { set: settings.env, strip: settings.stripEnv },
  };
}

function baseSourceOf(settings: Settings, context: RunContext): BaseSource {
  if (settings.baseReport) return { kind: "report", file: settings.baseReport };
  if (settings.baseRef) return { kind: "ref", ref: settings.baseRef };
  // The full base SHA can be fetched even from a depth-1 clone; the merge-base is found from it.
  if (context.pullRequest?.baseSha) return { kind: "ref", ref: context.pullRequest.baseSha };
  return {
    kind: "none",
    reason: `a ${context.eventName || "non-pull-request"} event has no base to compare with (set base-ref or base-report to compare)`,
  };
}

async function budgetOf(settings: Settings) {
  if (settings.budgetFile) return loadBudgetFile(settings.budgetFile, settings.workingDirectory);
  return loadDefaultBudget(settings.workingDirectory);
}

async function cacheOf(settings: Settings, effects: ActionEffects): Promise<ReportCache | null> {
  if (!settings.cache) return null;
  if (settings.cacheDir) return new DirectoryReportCache(settings.cacheDir);
  const available = await ActionsReportCache.available().catch(() => false);
  if (!available) {
    effects.info("the GitHub Actions cache is not available here; the base is measured every time");
    return null;
  }
  return new ActionsReportCache();
}

async function writeJson(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

export async function measureMode(
  settings: Settings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  const budget = await budgetOf(settings);
  if (budget) effects.info(`budget file: ${budget.file}`);
  const pr = context.pullRequest;
  const result = await runPipeline({
    spec: serverSpecOf(settings),
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    build: settings.build,
    buildTimeoutMs: settings.buildTimeoutMs,
    repoDir: settings.workingDirectory,
    base: baseSourceOf(settings, context),
    budget,
    tempDir: process.env.RUNNER_TEMP,
    cache: await cacheOf(settings, effects),
    // On a push, this commit may be the merge-base of tomorrow's pull requests: keep its report.
    saveHeadToCache: context.eventName === "push",
    parallel: settings.parallel,
    log: (line) => effects.info(line),
    warn: (line) => effects.warning(line),
    labels: pr ? { base: pr.baseRef, head: `#${pr.number}` } : undefined,
  });

  const dir = path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const reportPath = await writeJson(path.join(dir, "report.json"), serializeReport(result.head));
  if (result.base) await writeJson(path.join(dir, "base-report.json"), serializeReport(result.base as Report));
  const comparisonPath = await writeJson(path.join(dir, "comparison.json"), serializeComparison(result.comparison));
  // Comment mode in a privileged workflow reads this to know where to post (and checks it).
  if (pr)
    await writeJson(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`,
    );
  effects.info(`reports written to ${dir}`);

  effects.setOutput("base-from-cache", String(result.baseFromCache));
  return publish(effects, {
    comparison: result.comparison,
    pullRequest: pr ? { owner: context.owner, repo: context.repo, number: pr.number } : null,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath },
  });
}
