/**
 * From the settings object to what the pipeline runs with: the budget file opened, the cache
 * chosen, the repository root looked up once. Both doors build their run's request here (`runRequest`):
 * what to measure, how to count it, what to compare it with and where it goes (src/run/request.ts).
 */

import path from "node:path";
import { ActionsReportCache, DirectoryReportCache, type ReportCache } from "../cache/report-cache.js";
import type { CallsFile } from "../core/calls/types.js";
import { UsageError } from "../core/errors.js";
import { repoRoot } from "../git/repo.js";
import { settingLabel } from "../settings/labels.js";
import type { CacheChoice, Settings } from "../settings/settings.js";
import { findBudgetFile, type LoadedBudget, loadBudgetFile, loadDefaultBudget } from "./budget-file.js";
import { findCallsFile, loadCallsFile } from "./calls-file.js";
import { countingOf } from "./counting.js";
import type { Outcome, RunRequest } from "./request.js";

/** What only the door knows: where progress goes, names for people, what to keep. */
export interface RunHooks {
  log: (line: string) => void;
  warn: (line: string) => void;
  labels?: Outcome["labels"];
  tempDir?: string;
  /** Keep the head report under its own commit (the action on push; the CLI with --cache-dir). */
  saveHeadToCache?: boolean;
  parentEnv?: Readonly<Record<string, string | undefined>>;
}

export async function openBudget(settings: Settings, root: string | null): Promise<LoadedBudget | null> {
  if (settings.budget.kind === "file") return loadBudgetFile(settings.budget.file, settings.directory, root);
  const found = await loadDefaultBudget(settings.directory, root);
  if (!found && settings.budget.required) {
    throw new UsageError(
      `no budget file: create mcp-token-budget.yml at the repository root (see the README) or pass ${settingLabel(settings.door, "budget")} <file>`,
    );
  }
  return found;
}

/**
 * The calls file named, else mcp-token-budget.calls.yml next to the budget file (or in the directory
 * when there is none); null when there is no calls file: then nothing is ever called.
 */
export async function openCalls(settings: Settings, root: string | null): Promise<CallsFile | null> {
  if (settings.calls) return loadCallsFile(settings.calls, settings.directory);
  const budgetFile =
    settings.budget.kind === "file"
      ? settings.budget.file
      : await findBudgetFile(
          root && path.resolve(root) !== path.resolve(settings.directory)
            ? [settings.directory, root]
            : [settings.directory],
        );
  const found = await findCallsFile(budgetFile ? path.dirname(budgetFile) : settings.directory);
  return found ? loadCallsFile(found, root ?? settings.directory) : null;
}

export async function openCache(choice: CacheChoice, log: (line: string) => void): Promise<ReportCache | null> {
  if (choice.kind === "off") return null;
  if (choice.kind === "directory") return new DirectoryReportCache(choice.dir);
  const available = await ActionsReportCache.available().catch(() => false);
  if (!available) {
    log("the GitHub Actions cache is not available here; the base is measured every time");
    return null;
  }
  return new ActionsReportCache();
}

/** The run's request from its settings and what only the door knows; `log` reports a cache that is not there. */
export async function runRequest(settings: Settings, hooks: RunHooks): Promise<RunRequest> {
  const root = await repoRoot(settings.directory).catch(() => null);
  const [budget, cache, calls] = await Promise.all([
    openBudget(settings, root),
    openCache(settings.cache, hooks.log),
    openCalls(settings, root),
  ]);
  return {
    subject: {
      // With a saved head report no server is started; the spec is only a placeholder then.
      spec: settings.server ?? { kind: "stdio", command: "", args: [] },
      headReportFile: settings.headReportFile,
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: settings.maxResponseBytes,
      build: settings.build,
      buildTimeoutMs: settings.buildTimeoutMs,
      repoDir: settings.directory,
      repoRoot: root,
      ...(hooks.tempDir ? { tempDir: hooks.tempDir } : {}),
      ...(hooks.parentEnv ? { parentEnv: hooks.parentEnv } : {}),
    },
    counting: countingOf(settings, calls),
    baseline: {
      base: settings.base,
      // A cached report holds no calls (and the calls file is not in its key): with calls, measure both sides.
      // --check-stable is in the key: a report restored for it carries its `listing`, so the base is not restarted.
      cache: calls ? null : cache,
      saveHeadToCache: Boolean(hooks.saveHeadToCache) && cache !== null,
      parallel: settings.parallel,
    },
    outcome: {
      budget,
      door: settings.door,
      ...(hooks.labels ? { labels: hooks.labels } : {}),
    },
  };
}
