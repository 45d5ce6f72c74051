/**
 * A run as the few things it is made of: what to measure (`Subject`), how to count it (`Counting`,
 * src/run/counting.ts), what to compare it with (`BaselineChoice`) and where it goes (`Outcome`). `prepare.ts`
 * builds one from the settings (`runRequest`), and `runPipeline(request, hooks)` reads it; the door's hooks
 * (where progress goes) stay apart. A new feature adds a field to one part, not a parameter to every function on
 * the way (docs/development.md, "a run as the few things it is made of").
 */
import type { ReportCache } from "../cache/report-cache.js";
import type { ServerSpec } from "../mcp/list.js";
import type { BaseSource, Door } from "../settings/settings.js";
import type { LoadedBudget } from "./budget-file.js";
import type { Counting } from "./counting.js";

/**
 * What a run measures: a server to start (or a saved report instead), built first when asked, in a checkout,
 * within limits. The base is the same subject at another commit (src/run/baseline.ts).
 */
export interface Subject {
  spec: ServerSpec;
  /** A saved head report to use instead of starting the server. */
  headReportFile?: string | null;
  /** Build command run before measuring, in the head checkout and in the base worktree. */
  build?: string | null;
  buildTimeoutMs?: number;
  /** The head checkout (or any directory in it): where the head build runs. */
  repoDir: string;
  /** The repository's top directory, looked up once per run; null outside a repository. Looked up when absent. */
  repoRoot?: string | null;
  timeoutMs: number;
  /** Most bytes a server may send while it is listed (default: DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
  parentEnv?: Readonly<Record<string, string | undefined>>;
  tempDir?: string;
}

/** What a run compares its head with, and how it gets it. */
export interface BaselineChoice {
  base: BaseSource;
  /** Where measured reports are kept between runs; null or absent: no caching. */
  cache?: ReportCache | null;
  /** Also keep the head report under its own commit (the action does this on push). */
  saveHeadToCache?: boolean;
  /** Measure the head while the base is built and measured (default true). */
  parallel?: boolean;
}

/** Where a run's result goes and how it is judged. */
export interface Outcome {
  budget: LoadedBudget | null;
  /**
   * Names for people in the rendering (e.g. "main", "PR #12"), and the commit to show as the head when it
   * is not the one checked out: a pull request's head, where the runner checked out GitHub's merge commit.
   */
  labels?: { base?: string; head?: string; headSha?: string };
  /** Which door runs the pipeline: the comparison's texts name its settings (action inputs, not CLI flags). */
  door?: Door;
}

/** What only the door gives: where progress and problems that do not stop the run (a cache that fails) go. */
export interface PipelineHooks {
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

/** One run: what to measure, how to count it, what to compare it with and where it goes. */
export interface RunRequest {
  subject: Subject;
  counting: Counting;
  baseline: BaselineChoice;
  outcome: Outcome;
}

/** The request for one server of a configuration: the run's counting, with that server, its base and its budget. */
export function forServer(
  request: RunRequest,
  server: { spec: ServerSpec; base?: BaseSource; budget?: LoadedBudget | null },
): RunRequest {
  return {
    subject: { ...request.subject, spec: server.spec },
    counting: request.counting,
    baseline: server.base === undefined ? request.baseline : { ...request.baseline, base: server.base },
    outcome: server.budget === undefined ? request.outcome : { ...request.outcome, budget: server.budget },
  };
}
