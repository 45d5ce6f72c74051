/**
 * The servers of one client configuration when the repository needs a build: the head is built ONCE in
 * the checkout and every head server measured there; the base is checked out ONCE (one worktree at the
 * merge-base), built ONCE, and every base server measured in it with its command mapped into the
 * worktree (run/baseline.ts). Building per server would run the same build many times at once in the
 * same directories.
 *
 * As in the single-server pipeline: a head build that fails fails the run (HeadBuildError); a base build
 * that fails is "no baseline" for every server, with the reason; base reports come from and go to the
 * cache; the head waits until the base is checked out (see runPipeline).
 */

import { cacheKey, type MeasurementSettings } from "../cache/key.js";
import type { ReportCache } from "../cache/report-cache.js";
import type { Comparison } from "../core/comparison.js";
import type { Report } from "../core/report.js";
import { runBuild } from "../git/build.js";
import { BuildError } from "../git/errors.js";
import { shortSha } from "../git/merge-base.js";
import { hasTrackedChanges, headSha } from "../git/repo.js";
import { withWorktree } from "../git/worktree.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";
import type { BaseSource } from "../settings/settings.js";
import { type BaseCheckout, type BaselineResult, buildAtBase, measureAtBase, measureBaseline } from "./baseline.js";
import type { LoadedBudget } from "./budget-file.js";
import { inPool } from "./config.js";
import { type Launch, launchEnv } from "./config-request.js";
import { listedOf, measureWithTools, type ServerListed } from "./measure.js";
import { both, compareSides, HeadBuildError, measurementSettings, measureOptionsOf, measurerOf } from "./pipeline.js";
import type { Outcome, PipelineHooks, RunRequest } from "./request.js";

export interface NamedSpec {
  name: string;
  spec: ServerSpec;
}

/** A server of the head's configuration: what it is compared with, and its limits. */
export interface HeadServer extends NamedSpec {
  /** `ref` (the merge-base) or `none` with the reason (a new server, an event without a base). */
  base: BaseSource;
  budget: LoadedBudget | null;
}

export interface SetupBuildRequest {
  /** The run's request; its subject's `spec`, its `base` and its `budget` are ignored (each server has its own). */
  run: RunRequest;
  /** The build command, run once per side. */
  build: string;
  hooks?: PipelineHooks;
  root: string | null;
  /** The base commit; null: no base is measured. */
  mergeBase: string | null;
  /** Measured at head, and at the base when their `base` is a ref. */
  head: readonly HeadServer[];
  /** Servers only the base's configuration has: measured at the base alone. */
  removed: readonly NamedSpec[];
  /** How many servers start at once, and the explicit variables of every server (env, strip-env), which the builds get too. */
  launch: Pick<Launch, "jobs" | "strip" | "env">;
}

type HeadOutcome =
  | { kind: "measured"; report: Report; tools: readonly unknown[]; instructions: string | null; stdoutNoise: boolean }
  | { kind: "failed"; error: unknown };
export type BaseOutcome = BaselineResult | { kind: "failed"; error: unknown };
export type ServerOutcome =
  | {
      kind: "compared";
      head: Report;
      base: Report | null;
      comparison: Comparison;
      /** The head's tools and instructions as sent, for the configuration's one request per model. */
      headTools: readonly unknown[];
      headInstructions: string | null;
      /** The head server wrote text that is not JSON to stdout (ServerListed.stdoutNoise). */
      headStdoutNoise: boolean;
      /** The base's tools, instructions and stdoutNoise as sent, when measured in this run (not from the cache). */
      baseListed: ServerListed | null;
    }
  | { kind: "failed"; error: unknown };

export interface SetupBuildResult {
  /** Every head server, by name. */
  servers: Map<string, ServerOutcome>;
  /** Every removed server, by name. */
  removed: Map<string, BaseOutcome>;
  /** What each server sent at base, by name, when it was measured in this run (for the clients' requests at base). */
  listedAtBase: Map<string, ServerListed>;
}

export async function measureSetupWithBuild(req: SetupBuildRequest): Promise<SetupBuildResult> {
  const { root, mergeBase, build } = req;
  const { subject, counting, baseline: choice, outcome: where } = req.run;
  const hooks = req.hooks ?? {};
  const env = launchEnv(req.launch);
  const log = hooks.log ?? (() => undefined);
  const parentEnv = subject.parentEnv ?? process.env;
  const cache = choice.cache ?? null;
  const measureOne = measurerOf(subject, counting);
  const listedAtBase = new Map<string, ServerListed>();
  // A base measured here keeps its listing beside its report: a client's request at base is shaped from it.
  const measureListed = (name: string) => async (spec: ServerSpec) => {
    const measured = await measureWithTools(spec, measureOptionsOf(subject, counting));
    listedAtBase.set(name, listedOf(measured));
    return measured.report;
  };
  const settingsOf = async (spec: ServerSpec): Promise<MeasurementSettings | null> =>
    cache ? measurementSettings({ ...subject, build, spec, headReportFile: null }, counting, root) : null;
  const headCommit = await headSha(subject.repoDir).catch(() => null);

  const measureHeads = async (): Promise<Map<string, HeadOutcome>> => {
    // Only removed servers: nothing runs at head, so nothing is built there.
    if (req.head.length === 0) return new Map();
    log(`building the head once for ${req.head.length} servers: ${build}`);
    try {
      await runBuild(build, subject.repoDir, parentEnv, subject.buildTimeoutMs, env);
    } catch (error) {
      if (error instanceof BuildError) {
        throw HeadBuildError.of(error);
      }
      throw error;
    }
    const outcomes = await inPool(req.head, req.launch.jobs, async ({ spec }): Promise<HeadOutcome> => {
      try {
        const measured = await measureWithTools(spec, measureOptionsOf(subject, counting));
        const { report, tools, instructions } = measured;
        return { kind: "measured", report, tools, instructions, stdoutNoise: measured.listing.stdoutNoise === true };
      } catch (error) {
        // The base is measured at the same time: say which side failed.
        if (error instanceof ServerError) {
          return { kind: "failed", error: new ServerError(`at head: ${error.message}`, error.stderrTail) };
        }
        return { kind: "failed", error };
      }
    });
    return new Map(req.head.map((s, i) => [s.name, outcomes[i] as HeadOutcome]));
  };

  let baseCheckedOut: () => void = () => undefined;
  const checkedOut = new Promise<void>((resolve) => {
    baseCheckedOut = resolve;
  });

  const measureBases = async (): Promise<Map<string, BaseOutcome>> => {
    const outcomes = new Map<string, BaseOutcome>();
    if (mergeBase === null || root === null) return outcomes;
    const sha = mergeBase;
    const keys = new Map<string, { key: string; cache: ReportCache }>();
    const pending: { name: string; spec: Extract<ServerSpec, { kind: "stdio" }> }[] = [];
    const atBase = [...req.head.filter((s) => s.base.kind === "ref"), ...req.removed];
    for (const { name, spec } of atBase) {
      if (spec.kind === "http") {
        // Says why an HTTP server has no base; nothing is checked out for it.
        outcomes.set(
          name,
          await measureBaseline({
            baseRef: sha,
            mergeBase: sha,
            repoDir: subject.repoDir,
            root,
            spec,
            measure: measureOne,
          }),
        );
        continue;
      }
      const settings = await settingsOf(spec);
      if (cache && settings) {
        const key = cacheKey(sha, settings);
        keys.set(name, { key, cache });
        const cached = await cache.restore(key, settings.encodings).catch((error: Error) => {
          hooks.warn?.(
            `${name}: the ${cache.description} could not be read (${error.message}); measuring the base instead`,
          );
          return null;
        });
        if (cached) {
          log(`${name}: base report for ${shortSha(sha)} restored from the ${cache.description}`);
          outcomes.set(name, { kind: "measured", report: cached, sha });
          continue;
        }
      }
      pending.push({ name, spec });
    }
    if (pending.length === 0) return outcomes;

    log(`measuring the base ${shortSha(sha)}: one checkout and one build for ${pending.length} servers`);
    try {
      await withWorktree(
        sha,
        root,
        async (worktree) => {
          const at: BaseCheckout = { root, repoDir: subject.repoDir, worktree, sha };
          const failed = await buildAtBase(at, {
            command: build,
            ...(subject.buildTimeoutMs === undefined ? {} : { timeoutMs: subject.buildTimeoutMs }),
            parentEnv,
            env,
            log,
          });
          if (failed !== null) {
            for (const { name } of pending) outcomes.set(name, { kind: "none", reason: failed, sha });
            return;
          }
          await inPool(pending, req.launch.jobs, async ({ name, spec }) => {
            try {
              const result = await measureAtBase(at, spec, measureListed(name));
              outcomes.set(name, result);
              const entry = keys.get(name);
              if (result.kind === "measured" && entry) {
                await entry.cache.save(entry.key, result.report).catch((error: Error) => {
                  hooks.warn?.(
                    `${name}: the base report could not be saved to the ${entry.cache.description}: ${error.message}`,
                  );
                });
              }
            } catch (error) {
              outcomes.set(name, { kind: "failed", error });
            }
          });
        },
        {
          log,
          onCheckedOut: baseCheckedOut,
          ...(subject.tempDir === undefined ? {} : { parentDir: subject.tempDir }),
        },
      );
    } catch (error) {
      // git could not give the base: every server still waiting for it has that error.
      for (const { name } of pending) if (!outcomes.has(name)) outcomes.set(name, { kind: "failed", error });
    }
    return outcomes;
  };

  const parallel = choice.parallel ?? true;
  const [head, base] = await both(
    async () => {
      // The head build is pull-request code: it waits until git has checked out the base (see runPipeline).
      if (parallel) await checkedOut;
      return measureHeads();
    },
    () => measureBases().finally(baseCheckedOut),
    parallel,
  );

  if (choice.saveHeadToCache && cache && headCommit) {
    if (await hasTrackedChanges(subject.repoDir)) {
      log("the working tree has uncommitted changes: the head reports are not cached under their commit");
    } else {
      for (const { name, spec } of req.head) {
        const outcome = head.get(name);
        const settings = await settingsOf(spec);
        if (outcome?.kind !== "measured" || !settings) continue;
        await cache.save(cacheKey(headCommit, settings), outcome.report).catch((error: Error) => {
          hooks.warn?.(`${name}: the head report could not be saved to the ${cache.description}: ${error.message}`);
        });
      }
    }
  }
  const servers = new Map<string, ServerOutcome>();
  for (const server of req.head) {
    const measured = head.get(server.name);
    const outcome = base.get(server.name);
    if (!measured || measured.kind === "failed") {
      servers.set(server.name, { kind: "failed", error: measured?.error ?? new Error("not measured") });
      continue;
    }
    if (outcome?.kind === "failed") {
      servers.set(server.name, { kind: "failed", error: outcome.error });
      continue;
    }
    const side =
      outcome?.kind === "measured"
        ? { report: outcome.report, sha: outcome.sha }
        : outcome?.kind === "none"
          ? { report: null, sha: outcome.sha, reason: outcome.reason }
          : { report: null, sha: null, ...(server.base.kind === "none" ? { reason: server.base.reason } : {}) };
    try {
      const comparison = compareMeasured(server, where.labels, where.door, measured.report, side, headCommit);
      servers.set(server.name, {
        kind: "compared",
        head: measured.report,
        base: side.report,
        comparison,
        headTools: measured.tools,
        headInstructions: measured.instructions,
        headStdoutNoise: measured.stdoutNoise,
        baseListed: (side.report && listedAtBase.get(server.name)) ?? null,
      });
    } catch (error) {
      servers.set(server.name, { kind: "failed", error });
    }
  }
  const removed = new Map<string, BaseOutcome>();
  for (const { name } of req.removed)
    removed.set(name, base.get(name) ?? { kind: "failed", error: new Error("not measured") });
  return { servers, removed, listedAtBase };
}

/** One server's comparison from its two measurements, exactly as runPipeline makes it. */
function compareMeasured(
  server: HeadServer,
  labels: Outcome["labels"],
  door: Outcome["door"],
  head: Report,
  base: { report: Report | null; sha: string | null; reason?: string },
  headCommit: string | null,
): Comparison {
  return compareSides({
    base: server.base,
    budget: server.budget,
    labels,
    door,
    head,
    baseReport: base.report,
    baseSha: base.sha,
    noBaselineReason: base.reason,
    headCommit,
  }).comparison;
}
