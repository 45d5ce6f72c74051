/**
 * Config mode: every server of a client configuration in the repository (input `config`), each run
 * through the same pipeline as a single server (head, base, budget, comparison), at most `jobs` at a
 * time, then one sticky comment for all of them.
 *
 * The base configuration is the same file at the merge-base: a server it lacks is new (compared with
 * nothing), a server only it has is removed (measured at the base when it can be). A server that is in
 * both is started at the base with the head's command mapped into the base worktree, as a single
 * server is (run/baseline.ts). A server that fails is a row with its error; the step fails after
 * everything is published.
 *
 * With `build`, the servers share one build per side instead (run/config-build.ts): the head checkout is
 * built once, the base checked out and built once, and every server measured in those.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  confinedReader,
  interpolationContext,
  type LoadedSetup,
  loadSetup,
  type SetupPlace,
  splitClient,
} from "../config/config-files.js";
import { budgetForServer, unmatchedServerNotes } from "../core/budget/servers-rule.js";
import type { ClientId } from "../core/clients/profile.js";
import { serializeComparison } from "../core/compare.js";
import type { Comparison } from "../core/comparison.js";
import {
  clientProfileOf,
  type ListedServer,
  type SetupClientRequest,
  setupClientRequests,
} from "../core/config/client-requests.js";
import { CLIENT_FORMATS, type ConfiguredServer, oneLine, readConfig } from "../core/config/formats.js";
import { type SetupModelTotal, setupModelTotal } from "../core/config/summary.js";
import {
  buildSetupComparison,
  type RemovedBase,
  type SetupServerComparison,
  serializeSetupComparison,
} from "../core/config-comparison.js";
import { loadEncoders } from "../core/encodings.js";
import { classifyError, UsageError } from "../core/errors.js";
import type { NotCountedModel } from "../core/models/entry.js";
import { setupBadgeContent } from "../core/render/badge.js";
import { stripTerminalControls } from "../core/render/escape.js";
import type { Report } from "../core/report.js";
import { git } from "../git/exec.js";
import { resolveMergeBase, shortSha } from "../git/merge-base.js";
import { headSha, repoRoot } from "../git/repo.js";
import type { RunContext } from "../github/event.js";
import { ServerError } from "../mcp/errors.js";
import type { ModelProfile } from "../models/registry.js";
import { serverEnvironment } from "../process/env.js";
import { writeBadge } from "../run/badge-files.js";
import { type BaselineResult, measureBaseline } from "../run/baseline.js";
import { clientListing, countSetupProfiles, inPool, serverSpecOf } from "../run/config.js";
import { measureSetupWithBuild } from "../run/config-build.js";
import { launchEnv, launchOf, serverMeasureOptions } from "../run/config-request.js";
import { listedOf, loadCounters, measureWithTools, type ServerListed, serializeReport } from "../run/measure.js";
import { runPipeline } from "../run/pipeline.js";
import { runRequest } from "../run/prepare.js";
import { forServer } from "../run/request.js";
import type { SetupSettings } from "../settings/config.js";
import type { BaseSource, Settings } from "../settings/settings.js";
import { publishSetup, SETUP_COMPARISON_FILE } from "./config-publish.js";
import type { ActionEffects } from "./effects.js";
import type { PublishResult } from "./publish.js";
import type { ActionSettings } from "./settings.js";

/** A name that is safe as one path segment; `taken` keeps two servers from sharing a folder. */
function folderName(name: string, taken: Set<string>): string {
  let safe =
    name
      .replace(/[^A-Za-z0-9._-]/g, "-")
      .replace(/^\.+$/, "_")
      .slice(0, 100) || "_";
  for (let i = 2; taken.has(safe.toLowerCase()); i++) safe = `${safe.replace(/~\d+$/, "")}~${i}`;
  taken.add(safe.toLowerCase());
  return safe;
}

async function writeText(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** A server's error as one line without terminal controls, whatever the server wrote. */
function failure(error: unknown): string {
  return oneLine(stripTerminalControls(classifyError(error).message));
}

/** What a failed server printed on stderr (its excerpt), each one line, for the row's output. */
function serverOutput(error: unknown): string[] {
  if (!(error instanceof ServerError)) return [];
  return error.stderrTail.map((line) => oneLine(stripTerminalControls(line))).filter((line) => line !== "");
}

/** What the action refuses with config, and why; checked before anything starts. */
function refuseUnsupported(run: Settings, setup: SetupSettings): void {
  if (setup.config === "auto") {
    throw new UsageError(
      "config: name the configuration file in the repository (e.g. .mcp.json); auto reads the runner's own home directory, not the repository's",
    );
  }
  if (run.base.kind === "report") {
    throw new UsageError(
      "base-report: one report cannot be the base of every server of a configuration; with config the base is the pull request's base (or base-ref)",
    );
  }
}

/** The servers of the configuration at the base commit, or null when the file was not there. */
async function configAtBase(
  sha: string,
  root: string,
  file: string,
  loaded: LoadedSetup,
  place: SetupPlace,
  effects: ActionEffects,
): Promise<ConfiguredServer[] | null> {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const shown = await git(["cat-file", "-e", `${sha}:${relative}`], root, { allowExitCodes: [1, 128] });
  if (shown.exitCode !== 0) return null;
  const text = (await git(["show", `${sha}:${relative}`], root)).stdout;
  const read = loaded.read[0];
  if (!read) return null;
  try {
    return readConfig(
      text,
      CLIENT_FORMATS[read.client],
      `${relative} at ${shortSha(sha)}`,
      read.scope,
      interpolationContext(place),
    ).servers;
  } catch (error) {
    effects.warning(
      `the configuration at the base ${shortSha(sha)} could not be read (${failure(error)}); every server is compared as if the base had it`,
    );
    return loaded.servers;
  }
}

function pick<T extends { name: string }>(servers: readonly T[], names: readonly string[]): T[] {
  return names.length > 0 ? servers.filter((s) => names.includes(s.name)) : [...servers];
}

const SHA = /^[0-9a-f]{40,64}$/i;

/**
 * The budget file's path from the repository root, for its link: a named file is resolved from the
 * working directory, a found one is shown relative to the root (run/budget-file.ts). Null outside a
 * repository or for a file outside it.
 */
async function budgetPathFromRoot(run: Settings, shown: string): Promise<string | null> {
  const root = await repoRoot(run.directory).catch(() => null);
  if (!root) return null;
  const absolute = run.budget.kind === "file" ? run.budget.file : path.resolve(root, shown);
  const relative = path.relative(root, absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
    ? relative.split(path.sep).join("/")
    : null;
}

export async function configMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
  /** Said at the top of the comment and the summary (pull_request_target with the head checked out). */
  notice: string | null = null,
): Promise<PublishResult> {
  const run = settings.run;
  const setup = run?.setup;
  if (!run || !setup) throw new Error("config mode without a configuration");
  refuseUnsupported(run, setup);
  const launch = launchOf(run, setup);
  const log = (line: string) => effects.info(line);
  // Variables in the file are resolved from what a server may see: a pull request's file cannot pull a secret in.
  const env = serverEnvironment(process.env, launchEnv(launch));
  // ${file:...} and envFile of a pull request's file: files of the repository only (no symlinks out, no .git).
  const repository = await repoRoot(run.directory).catch(() => run.directory);
  const place: SetupPlace = {
    home: os.homedir(),
    project: run.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs,
    readText: confinedReader(repository, run.directory),
  };
  const loaded = await loadSetup(setup.config, place, log);
  const configFile = path.resolve(run.directory, splitClient(setup.config).file);
  const shownConfig = path.relative(run.directory, configFile) || configFile;
  for (const file of loaded.read) {
    log(`read ${file.file} (${CLIENT_FORMATS[file.client].client}): ${file.servers} servers`);
  }

  const pr = context.pullRequest;
  const request = await runRequest(run, {
    log,
    warn: (line) => effects.warning(line),
    ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
    saveHeadToCache: context.eventName === "push",
    // The pull request's head, as measure mode shows it; not the merge commit GitHub checks out.
    ...(pr ? { labels: { base: pr.baseRef, head: `#${pr.number}`, headSha: pr.headSha } } : {}),
  });
  const budget = request.outcome.budget;
  if (budget) log(`budget file: ${budget.file}`);

  // The base commit is found once; every server's pipeline is then given it as a SHA.
  let mergeBase: string | null = null;
  let atBase: ConfiguredServer[] | null = null;
  let root: string | null = null;
  if (run.base.kind === "ref") {
    root = request.subject.repoRoot ?? (await repoRoot(run.directory));
    mergeBase = await resolveMergeBase(run.base.ref, root, { log });
    atBase = (await configAtBase(mergeBase, root, configFile, loaded, place, effects)) ?? [];
  }
  const headNames = loaded.servers.map((s) => s.name);
  const baseOnly = (atBase ?? []).filter((s) => !headNames.includes(s.name));
  const known = [...headNames, ...baseOnly.map((s) => s.name)];
  const unknown = setup.servers.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `servers: ${unknown.map((n) => JSON.stringify(n)).join(", ")} not in ${shownConfig}; its servers are ${headNames.map((n) => JSON.stringify(n)).join(", ") || "none"}`,
    );
  }
  const picked = pick(loaded.servers, setup.servers);
  const removed = pick(baseOnly, setup.servers);
  if (picked.length + removed.length === 0) throw new UsageError(`${shownConfig} has no servers to measure`);
  log(`measuring ${picked.length} servers of ${shownConfig}, at most ${launch.jobs} at a time`);

  const dir = path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const folders = new Set<string>();
  const folderOf = new Map(
    [...picked, ...removed].map((s) => [s.name, folderName(s.name, folders)] as [string, string]),
  );
  const baseNames = atBase ? new Set(atBase.map((s) => s.name)) : null;

  const specOf = (server: ConfiguredServer) => (server.launch ? serverSpecOf(server.launch, launch) : null);
  const isNew = (server: ConfiguredServer) => baseNames !== null && mergeBase !== null && !baseNames.has(server.name);
  const baseSource = (server: ConfiguredServer): BaseSource =>
    mergeBase === null
      ? run.base
      : isNew(server)
        ? {
            kind: "none",
            reason: `${server.name} is not in ${shownConfig} at the base ${shortSha(mergeBase)}: a new server`,
          }
        : { kind: "ref", ref: mergeBase };
  const budgetOf = (server: ConfiguredServer) =>
    budget ? { file: budget.file, budget: budgetForServer(budget.budget, server.name) } : null;

  // What each server measured at head sends a model, for the configuration's one request per model.
  const listedAtHead = new Map<string, { tools: readonly unknown[]; instructions: string | null } | null>();
  // The same servers as their own client shapes them (one request per client), for the comment's client lines.
  const forClients: ListedServer[] = [];
  // What each server sent at base, when measured in this run (not from the cache), for each client's request at
  // base; a server at base with no listing here leaves its client's base unknown.
  const forClientsAtBase: ListedServer[] = [];
  const unlistedAtBase = new Set<ConfiguredServer["client"]>();
  // Both sides as `measure --config` shapes them (clientListing): a flag dropped here would count, say, a server
  // Cline never connects (its stdout noise) in Cline's figure.
  const listAtBase = (server: ConfiguredServer, listed: ServerListed | null | undefined, base: Report | null) => {
    if (!listed || !base) {
      unlistedAtBase.add(server.client);
      return;
    }
    forClientsAtBase.push(clientListing(server, listed, base));
  };
  /** A measured server's files and its row; the reports are uploaded as artifacts, so no secret goes in. */
  const measuredRow = async (
    server: ConfiguredServer,
    result: {
      head: Report;
      base: Report | null;
      comparison: Comparison;
      headTools: readonly unknown[] | null;
      headInstructions: string | null;
      headStdoutNoise: boolean;
      baseListed?: ServerListed | null;
    },
  ): Promise<SetupServerComparison> => {
    // A new server is not in the base's request; any other server is, if its base was listed here.
    if (!isNew(server)) listAtBase(server, result.baseListed, result.base);
    listedAtHead.set(
      server.name,
      result.headTools ? { tools: result.headTools, instructions: result.headInstructions } : null,
    );
    if (result.headTools) {
      const listed: ServerListed = {
        tools: result.headTools,
        instructions: result.headInstructions,
        ...(result.headStdoutNoise ? { stdoutNoise: true } : {}),
      };
      forClients.push(clientListing(server, listed, result.head));
    }
    const folder = path.join(dir, folderOf.get(server.name) ?? "_");
    await writeText(path.join(folder, "report.json"), serializeReport(effects.redact(result.head)));
    if (result.base) {
      await writeText(path.join(folder, "base-report.json"), serializeReport(effects.redact(result.base)));
    }
    const comparison = effects.redact(result.comparison);
    await writeText(path.join(folder, "comparison.json"), serializeComparison(comparison));
    return { name: server.name, status: isNew(server) ? "new" : "compared", comparison };
  };
  const failedRow = (server: ConfiguredServer, error: unknown): SetupServerComparison => {
    // Its client's request at base held it; at head it is missing: no base -> head for that client.
    if (!isNew(server)) unlistedAtBase.add(server.client);
    // Even a defect of ours is one row: the other servers' figures are still worth publishing.
    effects.warning(`${server.name}: ${failure(error)}`);
    const output = serverOutput(error);
    return { name: server.name, status: "failed", error: failure(error), ...(output.length > 0 ? { output } : {}) };
  };
  const removedRow = async (
    server: ConfiguredServer,
    result: BaselineResult,
    listed?: ServerListed,
  ): Promise<SetupServerComparison> => {
    listAtBase(server, listed, result.kind === "none" ? null : result.report);
    if (result.kind === "none")
      return { name: server.name, status: "removed", base: null, reason: oneLine(result.reason) };
    const report = effects.redact(result.report);
    await writeText(path.join(dir, folderOf.get(server.name) ?? "_", "base-report.json"), serializeReport(report));
    const base: RemovedBase = { tools: report.tools.length, totals: report.totals };
    return { name: server.name, status: "removed", base, reason: null };
  };
  const cannotStart = (server: ConfiguredServer): SetupServerComparison => {
    // As a failed row: its client's request at base held it, at head it is missing.
    if (!isNew(server)) unlistedAtBase.add(server.client);
    return { name: server.name, status: "failed", error: server.error ?? "cannot be started" };
  };

  let rows: SetupServerComparison[];
  let gone: SetupServerComparison[];
  if (run.build) {
    // One build per side for every server (run/config-build.ts), not one per server in the same checkout.
    const measured = await measureSetupWithBuild({
      run: request,
      build: run.build,
      hooks: { log, warn: (line) => effects.warning(line) },
      root,
      mergeBase,
      head: picked.flatMap((s) => {
        const spec = specOf(s);
        return spec ? [{ name: s.name, spec, base: baseSource(s), budget: budgetOf(s) }] : [];
      }),
      removed: removed.flatMap((s) => {
        const spec = specOf(s);
        return spec && mergeBase ? [{ name: s.name, spec }] : [];
      }),
      launch,
    });
    rows = [];
    for (const server of picked) {
      const outcome = measured.servers.get(server.name);
      try {
        if (!outcome) rows.push(cannotStart(server));
        else if (outcome.kind === "failed") rows.push(failedRow(server, outcome.error));
        else rows.push(await measuredRow(server, outcome));
      } catch (error) {
        rows.push(failedRow(server, error));
      }
    }
    gone = [];
    for (const server of removed) {
      const outcome = measured.removed.get(server.name);
      const none = (reason: string): BaselineResult => ({ kind: "none", reason, sha: mergeBase });
      try {
        if (outcome?.kind === "failed") throw outcome.error;
        gone.push(
          await removedRow(
            server,
            outcome ?? none(server.error ?? "cannot be started"),
            measured.listedAtBase.get(server.name),
          ),
        );
      } catch (error) {
        gone.push(await removedRow(server, none(failure(error))));
      }
    }
  } else {
    rows = await inPool(picked, launch.jobs, async (server): Promise<SetupServerComparison> => {
      const spec = specOf(server);
      if (!spec) return cannotStart(server);
      try {
        const result = await runPipeline(
          forServer(request, { spec, base: baseSource(server), budget: budgetOf(server) }),
          {
            log: (line) => log(`${server.name}: ${line}`),
            warn: (line) => effects.warning(`${server.name}: ${line}`),
          },
        );
        return await measuredRow(server, result);
      } catch (error) {
        return failedRow(server, error);
      }
    });

    gone = await inPool(removed, launch.jobs, async (server): Promise<SetupServerComparison> => {
      const none = (reason: string): BaselineResult => ({ kind: "none", reason, sha: mergeBase });
      const spec = specOf(server);
      if (!spec || !mergeBase || !root) return removedRow(server, none(server.error ?? "cannot be started"));
      let listed: ServerListed | undefined;
      try {
        const result = await measureBaseline({
          baseRef: mergeBase,
          mergeBase,
          root,
          repoDir: run.directory,
          spec,
          measure: async (s) => {
            // Encodings and models only, as `measure --config` measures a server (serverMeasureOptions).
            const measured = await measureWithTools(s, serverMeasureOptions(request.subject, request.counting));
            listed = listedOf(measured);
            return measured.report;
          },
          ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
          log: (line) => log(`${server.name} (removed): ${line}`),
        });
        return await removedRow(server, result, listed);
      } catch (error) {
        return removedRow(server, none(failure(error)));
      }
    });
  }

  const servers = [...rows, ...gone];
  const oneRequest = await headRequest(request.counting.models ?? [], rows, listedAtHead, log);
  // In the configuration's order (the servers were measured in parallel), as the client sends them.
  const order = new Map(picked.map((s, i) => [s.name, i]));
  forClients.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  const encoders = await loadEncoders(request.counting.encodings);
  const clients = setupClientRequests(forClients, encoders);
  // Each client's request at base, where every server of it at base was listed in this run.
  const baseOrder = new Map((atBase ?? []).map((s, i) => [s.name, i]));
  forClientsAtBase.sort((a, b) => (baseOrder.get(a.name) ?? 0) - (baseOrder.get(b.name) ?? 0));
  if (mergeBase !== null) {
    const unknownAtBase = new Set(
      [...unlistedAtBase].flatMap((format) => {
        const id = clientProfileOf(format);
        return id ? [id] : [];
      }),
    );
    const requestsAtBase = setupClientRequests(
      forClientsAtBase.filter((s) => !unlistedAtBase.has(s.client)),
      encoders,
    );
    for (const [id, request] of Object.entries(clients) as [ClientId, SetupClientRequest][]) {
      request.base = unknownAtBase.has(id)
        ? {
            request: null,
            reason:
              "a server of its request at base was not listed in this run (its base came from the cache, or it could not be measured at base or at head)",
          }
        : {
            request: requestsAtBase[id]?.request ?? null,
            reason: requestsAtBase[id] ? null : "none of its servers is in the base's configuration",
          };
    }
  }
  const notes = budget
    ? unmatchedServerNotes(
        budget.budget,
        known,
        servers.map((s) => s.name),
      )
    : [];
  for (const note of notes) effects.warning(`budget: ${note}`);
  const comparison = effects.redact(
    buildSetupComparison({
      config: shownConfig,
      base: { sha: mergeBase, label: pr?.baseRef ?? (run.base.kind === "ref" ? run.base.ref : null) },
      // The pull request's head from the event, not the merge commit checked out (as each server's comparison).
      head: {
        sha: pr && SHA.test(pr.headSha) ? pr.headSha : await headSha(run.directory).catch(() => null),
        label: pr ? `#${pr.number}` : null,
      },
      encodings: request.counting.encodings,
      servers,
      budget: budget ? { file: budget.file, notes, fromRoot: await budgetPathFromRoot(run, budget.file) } : null,
      ...(oneRequest ? oneRequest : {}),
      clients,
    }),
  );
  const file = await writeText(path.join(dir, SETUP_COMPARISON_FILE), serializeSetupComparison(comparison));
  // Comment mode in a privileged workflow reads this to know where to post (and checks it).
  if (pr) {
    await writeText(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`,
    );
  }
  // The configuration's badge: every server's tools and tokens at head, coloured by their verdicts.
  const badge = await writeBadge(path.join(dir, "badge.svg"), setupBadgeContent(comparison));
  log(`setup comparison, per-server reports and badge written to ${dir}`);
  const pullRequest = pr ? { owner: context.owner, repo: context.repo, number: pr.number } : null;
  return publishSetup(effects, {
    setup: comparison,
    badge: { badgeSvg: badge.svg, badgeJson: badge.json },
    pullRequest,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    file,
    notice,
  });
}

/**
 * The configuration at head as one request per model, over the servers measured at head in file order,
 * as `measure --config` counts it; null when no model was asked for, no server was measured, or a head
 * server's tools were not listed in this run (its report was a saved one).
 */
async function headRequest(
  models: readonly ModelProfile[],
  rows: readonly SetupServerComparison[],
  listed: ReadonlyMap<string, { tools: readonly unknown[]; instructions: string | null } | null>,
  log: (line: string) => void,
): Promise<{ models: Record<string, SetupModelTotal>; modelsNotCounted: Record<string, NotCountedModel> } | null> {
  if (models.length === 0) return null;
  const measured = rows.filter((r) => r.status === "compared" || r.status === "new");
  const listings = measured.map((r) => listed.get(r.name) ?? null);
  if (measured.length === 0) return null;
  if (listings.some((l) => l === null)) {
    log("models: no total for the configuration as one request: a head server's tools were not listed in this run");
    return null;
  }
  const counted = await countSetupProfiles(
    models,
    await loadCounters(models),
    listings as Array<{ tools: readonly unknown[]; instructions: string | null }>,
  );
  return {
    models: Object.fromEntries(Object.entries(counted.models).map(([id, entry]) => [id, setupModelTotal(entry)])),
    // Past a cap for the configuration as one request (each server alone may be under it): "not counted".
    modelsNotCounted: counted.notCounted,
  };
}
