import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  confinedReader,
  interpolationContext,
  loadSetup,
  splitClient
} from "./chunk-6XFYDAYQ.js";
import {
  clientListing,
  clientProfileOf,
  countSetupProfiles,
  inPool,
  launchEnv,
  launchOf,
  serverMeasureOptions,
  serverSpecOf,
  setupClientRequests,
  setupModelTotal
} from "./chunk-QDBXR7C7.js";
import {
  runRequest
} from "./chunk-MHTDUB7T.js";
import {
  both,
  buildAtBase,
  cacheKey,
  compareSides,
  measureAtBase,
  measureBaseline,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  resolveMergeBase,
  runBuild,
  runPipeline,
  shortSha,
  withWorktree
} from "./chunk-T4N2MUVC.js";
import "./chunk-3QN2H6HJ.js";
import {
  listedOf,
  loadCounters,
  measureWithTools,
  serializeReport
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import {
  ServerError
} from "./chunk-RUROCYBG.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import {
  serializeComparison
} from "./chunk-K5HSJDJ7.js";
import "./chunk-W7FTQMLS.js";
import "./chunk-2GXS2UWE.js";
import {
  writeBadge
} from "./chunk-HSO5VNAW.js";
import {
  setupBadgeContent
} from "./chunk-L7IXIXS7.js";
import "./chunk-6LENRTD2.js";
import {
  SETUP_COMPARISON_FILE,
  publishSetup
} from "./chunk-DHVTI3KY.js";
import {
  CLIENT_FORMATS,
  oneLine,
  readConfig
} from "./chunk-KWFPFD2C.js";
import "./chunk-P5GWFDA7.js";
import "./chunk-P6YVIPJU.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2N3S7GKB.js";
import {
  buildSetupComparison,
  serializeSetupComparison
} from "./chunk-7JIIC6KX.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-IKSAUEAC.js";
import "./chunk-3MBOCGKC.js";
import "./chunk-N57FJ4MQ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ALYTG7N5.js";
import "./chunk-WZF3LZXX.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-LZVJK3TK.js";
import "./chunk-UAH6B2LE.js";
import "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import {
  budgetForServer,
  unmatchedServerNotes
} from "./chunk-3LNUBDVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QDO335QN.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-FH2LSVNB.js";
import {
  HeadBuildError
} from "./chunk-6ZRMMUJB.js";
import {
  BuildError,
  git,
  hasTrackedChanges,
  headSha,
  repoRoot
} from "./chunk-JYWWFT3Y.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-KAFQOX4T.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-TTO34KM3.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import {
  serverEnvironment
} from "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import {
  UsageError,
  classifyError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/action/config-mode.ts
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// src/run/config-build.ts
async function measureSetupWithBuild(req) {
  const { root, mergeBase, build } = req;
  const { subject, counting, baseline: choice, outcome: where } = req.run;
  const hooks = req.hooks ?? {};
  const env = launchEnv(req.launch);
  const log = hooks.log ?? (() => void 0);
  const parentEnv = subject.parentEnv ?? process.env;
  const cache = choice.cache ?? null;
  const measureOne = measurerOf(subject, counting);
  const listedAtBase = /* @__PURE__ */ new Map();
  const measureListed = /* @__PURE__ */ __name((name) => async (spec) => {
    const measured = await measureWithTools(spec, measureOptionsOf(subject, counting));
    listedAtBase.set(name, listedOf(measured));
    return measured.report;
  }, "measureListed");
  const settingsOf = /* @__PURE__ */ __name(async (spec) => cache ? measurementSettings({ ...subject, build, spec, headReportFile: null }, counting, root) : null, "settingsOf");
  const headCommit = await headSha(subject.repoDir).catch(() => null);
  const measureHeads = /* @__PURE__ */ __name(async () => {
    if (req.head.length === 0) return /* @__PURE__ */ new Map();
    log(`building the head once for ${req.head.length} servers: ${build}`);
    try {
      await runBuild(build, subject.repoDir, parentEnv, subject.buildTimeoutMs, env);
    } catch (error) {
      if (error instanceof BuildError) {
        throw HeadBuildError.of(error);
      }
      throw error;
    }
    const outcomes = await inPool(req.head, req.launch.jobs, async ({ spec }) => {
      try {
        const measured = await measureWithTools(spec, measureOptionsOf(subject, counting));
        const { report, tools, instructions } = measured;
        return { kind: "measured", report, tools, instructions, stdoutNoise: measured.listing.stdoutNoise === true };
      } catch (error) {
        if (error instanceof ServerError) {
          return { kind: "failed", error: new ServerError(`at head: ${error.message}`, error.stderrTail) };
        }
        return { kind: "failed", error };
      }
    });
    return new Map(req.head.map((s, i) => [s.name, outcomes[i]]));
  }, "measureHeads");
  let baseCheckedOut = /* @__PURE__ */ __name(() => void 0, "baseCheckedOut");
  const checkedOut = new Promise((resolve) => {
    baseCheckedOut = resolve;
  });
  const measureBases = /* @__PURE__ */ __name(async () => {
    const outcomes = /* @__PURE__ */ new Map();
    if (mergeBase === null || root === null) return outcomes;
    const sha = mergeBase;
    const keys = /* @__PURE__ */ new Map();
    const pending = [];
    const atBase = [...req.head.filter((s) => s.base.kind === "ref"), ...req.removed];
    for (const { name, spec } of atBase) {
      if (spec.kind === "http") {
        outcomes.set(
          name,
          await measureBaseline({
            baseRef: sha,
            mergeBase: sha,
            repoDir: subject.repoDir,
            root,
            spec,
            measure: measureOne
          })
        );
        continue;
      }
      const settings = await settingsOf(spec);
      if (cache && settings) {
        const key = cacheKey(sha, settings);
        keys.set(name, { key, cache });
        const cached = await cache.restore(key, settings.encodings).catch((error) => {
          hooks.warn?.(
            `${name}: the ${cache.description} could not be read (${error.message}); measuring the base instead`
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
          const at = { root, repoDir: subject.repoDir, worktree, sha };
          const failed = await buildAtBase(at, {
            command: build,
            ...subject.buildTimeoutMs === void 0 ? {} : { timeoutMs: subject.buildTimeoutMs },
            parentEnv,
            env,
            log
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
                await entry.cache.save(entry.key, result.report).catch((error) => {
                  hooks.warn?.(
                    `${name}: the base report could not be saved to the ${entry.cache.description}: ${error.message}`
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
          ...subject.tempDir === void 0 ? {} : { parentDir: subject.tempDir }
        }
      );
    } catch (error) {
      for (const { name } of pending) if (!outcomes.has(name)) outcomes.set(name, { kind: "failed", error });
    }
    return outcomes;
  }, "measureBases");
  const parallel = choice.parallel ?? true;
  const [head, base] = await both(
    async () => {
      if (parallel) await checkedOut;
      return measureHeads();
    },
    () => measureBases().finally(baseCheckedOut),
    parallel
  );
  if (choice.saveHeadToCache && cache && headCommit) {
    if (await hasTrackedChanges(subject.repoDir)) {
      log("the working tree has uncommitted changes: the head reports are not cached under their commit");
    } else {
      for (const { name, spec } of req.head) {
        const outcome = head.get(name);
        const settings = await settingsOf(spec);
        if (outcome?.kind !== "measured" || !settings) continue;
        await cache.save(cacheKey(headCommit, settings), outcome.report).catch((error) => {
          hooks.warn?.(`${name}: the head report could not be saved to the ${cache.description}: ${error.message}`);
        });
      }
    }
  }
  const servers = /* @__PURE__ */ new Map();
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
    const side = outcome?.kind === "measured" ? { report: outcome.report, sha: outcome.sha } : outcome?.kind === "none" ? { report: null, sha: outcome.sha, reason: outcome.reason } : { report: null, sha: null, ...server.base.kind === "none" ? { reason: server.base.reason } : {} };
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
        baseListed: (side.report && listedAtBase.get(server.name)) ?? null
      });
    } catch (error) {
      servers.set(server.name, { kind: "failed", error });
    }
  }
  const removed = /* @__PURE__ */ new Map();
  for (const { name } of req.removed)
    removed.set(name, base.get(name) ?? { kind: "failed", error: new Error("not measured") });
  return { servers, removed, listedAtBase };
}
__name(measureSetupWithBuild, "measureSetupWithBuild");
function compareMeasured(server, labels, door, head, base, headCommit) {
  return compareSides({
    base: server.base,
    budget: server.budget,
    labels,
    door,
    head,
    baseReport: base.report,
    baseSha: base.sha,
    noBaselineReason: base.reason,
    headCommit
  }).comparison;
}
__name(compareMeasured, "compareMeasured");

// src/run/request.ts
function forServer(request, server) {
  return {
    subject: { ...request.subject, spec: server.spec },
    counting: request.counting,
    baseline: server.base === void 0 ? request.baseline : { ...request.baseline, base: server.base },
    outcome: server.budget === void 0 ? request.outcome : { ...request.outcome, budget: server.budget }
  };
}
__name(forServer, "forServer");

// src/action/config-mode.ts
function folderName(name, taken) {
  let safe = name.replace(/[^A-Za-z0-9._-]/g, "-").replace(/^\.+$/, "_").slice(0, 100) || "_";
  for (let i = 2; taken.has(safe.toLowerCase()); i++) safe = `${safe.replace(/~\d+$/, "")}~${i}`;
  taken.add(safe.toLowerCase());
  return safe;
}
__name(folderName, "folderName");
async function writeText(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}
__name(writeText, "writeText");
function failure(error) {
  return oneLine(stripTerminalControls(classifyError(error).message));
}
__name(failure, "failure");
function serverOutput(error) {
  if (!(error instanceof ServerError)) return [];
  return error.stderrTail.map((line) => oneLine(stripTerminalControls(line))).filter((line) => line !== "");
}
__name(serverOutput, "serverOutput");
function refuseUnsupported(run, setup) {
  if (setup.config === "auto") {
    throw new UsageError(
      "config: name the configuration file in the repository (e.g. .mcp.json); auto reads the runner's own home directory, not the repository's"
    );
  }
  if (run.base.kind === "report") {
    throw new UsageError(
      "base-report: one report cannot be the base of every server of a configuration; with config the base is the pull request's base (or base-ref)"
    );
  }
}
__name(refuseUnsupported, "refuseUnsupported");
async function configAtBase(sha, root, file, loaded, place, effects) {
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
      interpolationContext(place)
    ).servers;
  } catch (error) {
    effects.warning(
      `the configuration at the base ${shortSha(sha)} could not be read (${failure(error)}); every server is compared as if the base had it`
    );
    return loaded.servers;
  }
}
__name(configAtBase, "configAtBase");
function pick(servers, names) {
  return names.length > 0 ? servers.filter((s) => names.includes(s.name)) : [...servers];
}
__name(pick, "pick");
var SHA = /^[0-9a-f]{40,64}$/i;
async function budgetPathFromRoot(run, shown) {
  const root = await repoRoot(run.directory).catch(() => null);
  if (!root) return null;
  const absolute = run.budget.kind === "file" ? run.budget.file : path.resolve(root, shown);
  const relative = path.relative(root, absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : null;
}
__name(budgetPathFromRoot, "budgetPathFromRoot");
async function configMode(settings, context, effects, notice = null) {
  const run = settings.run;
  const setup = run?.setup;
  if (!run || !setup) throw new Error("config mode without a configuration");
  refuseUnsupported(run, setup);
  const launch = launchOf(run, setup);
  const log = /* @__PURE__ */ __name((line) => effects.info(line), "log");
  const env = serverEnvironment(process.env, launchEnv(launch));
  const repository = await repoRoot(run.directory).catch(() => run.directory);
  const place = {
    home: os.homedir(),
    project: run.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs,
    readText: confinedReader(repository, run.directory)
  };
  const loaded = await loadSetup(setup.config, place, log);
  const configFile = path.resolve(run.directory, splitClient(setup.config).file);
  const shownConfig = path.relative(run.directory, configFile) || configFile;
  for (const file2 of loaded.read) {
    log(`read ${file2.file} (${CLIENT_FORMATS[file2.client].client}): ${file2.servers} servers`);
  }
  const pr = context.pullRequest;
  const request = await runRequest(run, {
    log,
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    saveHeadToCache: context.eventName === "push",
    // The pull request's head, as measure mode shows it; not the merge commit GitHub checks out.
    ...pr ? { labels: { base: pr.baseRef, head: `#${pr.number}`, headSha: pr.headSha } } : {}
  });
  const budget = request.outcome.budget;
  if (budget) log(`budget file: ${budget.file}`);
  let mergeBase = null;
  let atBase = null;
  let root = null;
  if (run.base.kind === "ref") {
    root = request.subject.repoRoot ?? await repoRoot(run.directory);
    mergeBase = await resolveMergeBase(run.base.ref, root, { log });
    atBase = await configAtBase(mergeBase, root, configFile, loaded, place, effects) ?? [];
  }
  const headNames = loaded.servers.map((s) => s.name);
  const baseOnly = (atBase ?? []).filter((s) => !headNames.includes(s.name));
  const known = [...headNames, ...baseOnly.map((s) => s.name)];
  const unknown = setup.servers.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `servers: ${unknown.map((n) => JSON.stringify(n)).join(", ")} not in ${shownConfig}; its servers are ${headNames.map((n) => JSON.stringify(n)).join(", ") || "none"}`
    );
  }
  const picked = pick(loaded.servers, setup.servers);
  const removed = pick(baseOnly, setup.servers);
  if (picked.length + removed.length === 0) throw new UsageError(`${shownConfig} has no servers to measure`);
  log(`measuring ${picked.length} servers of ${shownConfig}, at most ${launch.jobs} at a time`);
  const dir = path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const folders = /* @__PURE__ */ new Set();
  const folderOf = new Map(
    [...picked, ...removed].map((s) => [s.name, folderName(s.name, folders)])
  );
  const baseNames = atBase ? new Set(atBase.map((s) => s.name)) : null;
  const specOf = /* @__PURE__ */ __name((server) => server.launch ? serverSpecOf(server.launch, launch) : null, "specOf");
  const isNew = /* @__PURE__ */ __name((server) => baseNames !== null && mergeBase !== null && !baseNames.has(server.name), "isNew");
  const baseSource = /* @__PURE__ */ __name((server) => mergeBase === null ? run.base : isNew(server) ? {
    kind: "none",
    reason: `${server.name} is not in ${shownConfig} at the base ${shortSha(mergeBase)}: a new server`
  } : { kind: "ref", ref: mergeBase }, "baseSource");
  const budgetOf = /* @__PURE__ */ __name((server) => budget ? { file: budget.file, budget: budgetForServer(budget.budget, server.name) } : null, "budgetOf");
  const listedAtHead = /* @__PURE__ */ new Map();
  const forClients = [];
  const forClientsAtBase = [];
  const unlistedAtBase = /* @__PURE__ */ new Set();
  const listAtBase = /* @__PURE__ */ __name((server, listed, base) => {
    if (!listed || !base) {
      unlistedAtBase.add(server.client);
      return;
    }
    forClientsAtBase.push(clientListing(server, listed, base));
  }, "listAtBase");
  const measuredRow = /* @__PURE__ */ __name(async (server, result) => {
    if (!isNew(server)) listAtBase(server, result.baseListed, result.base);
    listedAtHead.set(
      server.name,
      result.headTools ? { tools: result.headTools, instructions: result.headInstructions } : null
    );
    if (result.headTools) {
      const listed = {
        tools: result.headTools,
        instructions: result.headInstructions,
        ...result.headStdoutNoise ? { stdoutNoise: true } : {}
      };
      forClients.push(clientListing(server, listed, result.head));
    }
    const folder = path.join(dir, folderOf.get(server.name) ?? "_");
    await writeText(path.join(folder, "report.json"), serializeReport(effects.redact(result.head)));
    if (result.base) {
      await writeText(path.join(folder, "base-report.json"), serializeReport(effects.redact(result.base)));
    }
    const comparison2 = effects.redact(result.comparison);
    await writeText(path.join(folder, "comparison.json"), serializeComparison(comparison2));
    return { name: server.name, status: isNew(server) ? "new" : "compared", comparison: comparison2 };
  }, "measuredRow");
  const failedRow = /* @__PURE__ */ __name((server, error) => {
    if (!isNew(server)) unlistedAtBase.add(server.client);
    effects.warning(`${server.name}: ${failure(error)}`);
    const output = serverOutput(error);
    return { name: server.name, status: "failed", error: failure(error), ...output.length > 0 ? { output } : {} };
  }, "failedRow");
  const removedRow = /* @__PURE__ */ __name(async (server, result, listed) => {
    listAtBase(server, listed, result.kind === "none" ? null : result.report);
    if (result.kind === "none")
      return { name: server.name, status: "removed", base: null, reason: oneLine(result.reason) };
    const report = effects.redact(result.report);
    await writeText(path.join(dir, folderOf.get(server.name) ?? "_", "base-report.json"), serializeReport(report));
    const base = { tools: report.tools.length, totals: report.totals };
    return { name: server.name, status: "removed", base, reason: null };
  }, "removedRow");
  const cannotStart = /* @__PURE__ */ __name((server) => {
    if (!isNew(server)) unlistedAtBase.add(server.client);
    return { name: server.name, status: "failed", error: server.error ?? "cannot be started" };
  }, "cannotStart");
  let rows;
  let gone;
  if (run.build) {
    const measured = await measureSetupWithBuild({
      run: request,
      build: run.build,
      hooks: { log, warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn") },
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
      launch
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
      const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: mergeBase }), "none");
      try {
        if (outcome?.kind === "failed") throw outcome.error;
        gone.push(
          await removedRow(
            server,
            outcome ?? none(server.error ?? "cannot be started"),
            measured.listedAtBase.get(server.name)
          )
        );
      } catch (error) {
        gone.push(await removedRow(server, none(failure(error))));
      }
    }
  } else {
    rows = await inPool(picked, launch.jobs, async (server) => {
      const spec = specOf(server);
      if (!spec) return cannotStart(server);
      try {
        const result = await runPipeline(
          forServer(request, { spec, base: baseSource(server), budget: budgetOf(server) }),
          {
            log: /* @__PURE__ */ __name((line) => log(`${server.name}: ${line}`), "log"),
            warn: /* @__PURE__ */ __name((line) => effects.warning(`${server.name}: ${line}`), "warn")
          }
        );
        return await measuredRow(server, result);
      } catch (error) {
        return failedRow(server, error);
      }
    });
    gone = await inPool(removed, launch.jobs, async (server) => {
      const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: mergeBase }), "none");
      const spec = specOf(server);
      if (!spec || !mergeBase || !root) return removedRow(server, none(server.error ?? "cannot be started"));
      let listed;
      try {
        const result = await measureBaseline({
          baseRef: mergeBase,
          mergeBase,
          root,
          repoDir: run.directory,
          spec,
          measure: /* @__PURE__ */ __name(async (s) => {
            const measured = await measureWithTools(s, serverMeasureOptions(request.subject, request.counting));
            listed = listedOf(measured);
            return measured.report;
          }, "measure"),
          ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
          log: /* @__PURE__ */ __name((line) => log(`${server.name} (removed): ${line}`), "log")
        });
        return await removedRow(server, result, listed);
      } catch (error) {
        return removedRow(server, none(failure(error)));
      }
    });
  }
  const servers = [...rows, ...gone];
  const oneRequest = await headRequest(request.counting.models ?? [], rows, listedAtHead, log);
  const order = new Map(picked.map((s, i) => [s.name, i]));
  forClients.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  const encoders = await loadEncoders(request.counting.encodings);
  const clients = setupClientRequests(forClients, encoders);
  const baseOrder = new Map((atBase ?? []).map((s, i) => [s.name, i]));
  forClientsAtBase.sort((a, b) => (baseOrder.get(a.name) ?? 0) - (baseOrder.get(b.name) ?? 0));
  if (mergeBase !== null) {
    const unknownAtBase = new Set(
      [...unlistedAtBase].flatMap((format) => {
        const id = clientProfileOf(format);
        return id ? [id] : [];
      })
    );
    const requestsAtBase = setupClientRequests(
      forClientsAtBase.filter((s) => !unlistedAtBase.has(s.client)),
      encoders
    );
    for (const [id, request2] of Object.entries(clients)) {
      request2.base = unknownAtBase.has(id) ? {
        request: null,
        reason: "a server of its request at base was not listed in this run (its base came from the cache, or it could not be measured at base or at head)"
      } : {
        request: requestsAtBase[id]?.request ?? null,
        reason: requestsAtBase[id] ? null : "none of its servers is in the base's configuration"
      };
    }
  }
  const notes = budget ? unmatchedServerNotes(
    budget.budget,
    known,
    servers.map((s) => s.name)
  ) : [];
  for (const note of notes) effects.warning(`budget: ${note}`);
  const comparison = effects.redact(
    buildSetupComparison({
      config: shownConfig,
      base: { sha: mergeBase, label: pr?.baseRef ?? (run.base.kind === "ref" ? run.base.ref : null) },
      // The pull request's head from the event, not the merge commit checked out (as each server's comparison).
      head: {
        sha: pr && SHA.test(pr.headSha) ? pr.headSha : await headSha(run.directory).catch(() => null),
        label: pr ? `#${pr.number}` : null
      },
      encodings: request.counting.encodings,
      servers,
      budget: budget ? { file: budget.file, notes, fromRoot: await budgetPathFromRoot(run, budget.file) } : null,
      ...oneRequest ? oneRequest : {},
      clients
    })
  );
  const file = await writeText(path.join(dir, SETUP_COMPARISON_FILE), serializeSetupComparison(comparison));
  if (pr) {
    await writeText(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  }
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
    notice
  });
}
__name(configMode, "configMode");
async function headRequest(models, rows, listed, log) {
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
    listings
  );
  return {
    models: Object.fromEntries(Object.entries(counted.models).map(([id, entry]) => [id, setupModelTotal(entry)])),
    // Past a cap for the configuration as one request (each server alone may be under it): "not counted".
    modelsNotCounted: counted.notCounted
  };
}
__name(headRequest, "headRequest");
export {
  configMode
};
//# sourceMappingURL=config-mode-2QKCLIHB.js.map
