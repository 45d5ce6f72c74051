import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countingOf,
  measureCounting
} from "./chunk-3QN2H6HJ.js";
import {
  measure,
  serializeReport
} from "./chunk-5VAMAJZA.js";
import {
  CallsFailedError,
  failedCalls
} from "./chunk-7KINYLOR.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  resolveSettings
} from "./chunk-KMIB5BUO.js";
import {
  parseChoice,
  words
} from "./chunk-FY2GGD5S.js";
import {
  checkModelData,
  profileIds
} from "./chunk-PLABDQE3.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  mark
} from "./chunk-GUMAJWRF.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/options.ts
function parseFormat(value) {
  return parseChoice("--format", value, ["table", "markdown", "json"], "table");
}
__name(parseFormat, "parseFormat");

// src/cli/commands.ts
var comparing = /* @__PURE__ */ __name(async () => {
  const [compare, render, pipeline, prepare, budget] = await Promise.all([
    import("./compare-CSGRHL64.js"),
    import("./comparison-J2F2D7SS.js"),
    import("./pipeline-RYNKQBXQ.js"),
    import("./prepare-V2RP47VN.js"),
    import("./budget-TCRGQHM2.js")
  ]);
  return { ...compare, ...render, ...pipeline, ...prepare, ...budget };
}, "comparing");
var badgeFiles = /* @__PURE__ */ __name(() => import("./badge-files-O6P2I3ZJ.js"), "badgeFiles");
var badgeTarget = /* @__PURE__ */ __name(async (file) => file === void 0 ? null : (await badgeFiles()).badgeTarget(file), "badgeTarget");
function cliSettings(command, opts, io, needs = {}, cwd = process.cwd()) {
  const raw = {
    command,
    url: opts.url,
    headers: opts.header,
    env: opts.env,
    stripEnv: opts.stripEnv,
    cwd: opts.cwd,
    encodings: opts.encoding,
    timeout: opts.timeout,
    maxResponseMb: opts.maxResponseMb,
    models: opts.model,
    clients: opts.client,
    clientServerKey: opts.name,
    context: opts.context,
    cacheRequests: opts.cacheRequestsPerLifetime,
    checkStable: opts.checkStable,
    providerCount: opts.providerCount,
    anthropicApiKey: opts.anthropicApiKey,
    openaiApiKey: opts.openaiApiKey,
    geminiApiKey: opts.geminiApiKey,
    anthropicBaseUrl: opts.anthropicBaseUrl,
    openaiBaseUrl: opts.openaiBaseUrl,
    geminiBaseUrl: opts.geminiBaseUrl,
    build: opts.build,
    buildTimeout: opts.buildTimeout,
    budget: opts.budget,
    base: opts.base,
    baseReport: opts.baseReport,
    report: opts.report,
    cacheDir: opts.cacheDir,
    parallel: opts.parallel,
    out: opts.out,
    config: opts.config,
    servers: opts.server,
    jobs: opts.jobs,
    inputs: opts.input,
    calls: opts.calls
  };
  refuseEmptyModelLists(opts.model);
  const settings = resolveSettings(raw, { door: "cli", directory: cwd, workspace: cwd, needs });
  if (settings.server || settings.setup) checkModelData(settings.models);
  for (const warning of settings.warnings) io.stderr(`warning: ${stripTerminalControls(warning)}
`);
  return settings;
}
__name(cliSettings, "cliSettings");
function refuseEmptyModelLists(values) {
  for (const value of values ?? []) {
    if (words([value]).length === 0) {
      throw new UsageError(
        `--model: the model list is empty (got ${JSON.stringify(value)}); name at least one, e.g. --model qwen3 (known models: ${profileIds().join(", ")}), or leave out --model`
      );
    }
  }
}
__name(refuseEmptyModelLists, "refuseEmptyModelLists");
function allowedEnv(names) {
  const out = (names ?? []).flatMap((n) => n.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  for (const name of out) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) {
      throw new UsageError(`--allow-env: expected a variable name, e.g. --allow-env GITHUB_TOKEN; got "${name}"`);
    }
  }
  return out;
}
__name(allowedEnv, "allowedEnv");
async function measureCommand(command, opts, io) {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io);
  const top = topOption(opts.top);
  if (settings.setup && opts.top !== void 0) {
    throw new UsageError("--top shortens one server's tool table; it cannot be combined with --config");
  }
  if (settings.setup && opts.calls !== void 0) {
    throw new UsageError("--calls runs tool calls on one server; it cannot be combined with --config");
  }
  if (settings.setup && opts.indexQuantiles !== void 0) {
    throw new UsageError("--index-quantiles places one server in the index; it cannot be combined with --config");
  }
  if (settings.setup) {
    const { setupCommand } = await import("./config-N5BTCIVL.js");
    const badge2 = await badgeTarget(opts.badge);
    return setupCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv), process.env, badge2);
  }
  if ((opts.allowEnv ?? []).length > 0) {
    throw new UsageError(
      "--allow-env lets a client configuration's variables read a withheld variable; give --config too (for one server, pass the value with --env NAME=value)"
    );
  }
  if (!settings.server) throw new Error("measure needs a server");
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const index = opts.indexQuantiles === void 0 ? void 0 : await (await import("./index-quantiles-CBULX7KT.js")).loadIndexQuantiles(opts.indexQuantiles);
  const calls = opts.calls === void 0 ? void 0 : await (await import("./calls-file-QOZ7IUKY.js")).loadCallsFile(opts.calls);
  if (opts.dryRun === true) {
    if (!calls)
      throw new UsageError("--dry-run checks the calls of a calls file without making them: give --calls FILE");
    if (settings.out || badge || index)
      throw new UsageError("--dry-run writes no report: leave out --out, --badge and --index-quantiles");
    const [{ dryRunCalls }, render] = await Promise.all([
      import("./calls-dry-run-Z66ZQP2M.js"),
      import("./calls-plan-KYPBOHZY.js")
    ]);
    const { run, warnings } = await dryRunCalls(settings.server, calls, {
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: settings.maxResponseBytes
    });
    for (const warning of warnings) io.stderr(`warning: ${stripTerminalControls(warning)}
`);
    io.stdout(
      format === "json" ? `${JSON.stringify(run, null, 2)}
` : format === "markdown" ? render.renderDryRunMarkdown(run) : render.renderDryRunText(run)
    );
    const failed2 = run.calls.filter(
      (c) => c.status !== "would-call"
    );
    if (failed2.length > 0) throw new CallsFailedError(failed2, "would fail");
    return 0;
  }
  const measuring = measure(settings.server, {
    ...measureCounting(countingOf(settings, calls)),
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes
  });
  const rendering = import("./measurement-JKPMQRNZ.js");
  const standing = index ? import("./quantiles-7A7KFGY2.js") : null;
  const [measured, { renderMeasurementMarkdown, renderMeasurementText }, quantiles] = await Promise.all([
    measuring,
    rendering,
    standing
  ]);
  const report = index && quantiles ? quantiles.withIndexStanding(measured, index) : measured;
  const json = serializeReport(report);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await (await badgeFiles()).writeBadgeFiles(badge, report, null);
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderMeasurementMarkdown(report, { verbose: opts.verbose === true }) : renderMeasurementText(report, { verbose: opts.verbose === true, ...top })
  );
  mark("printed");
  const failed = failedCalls(report.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  return 0;
}
__name(measureCommand, "measureCommand");
function topOption(value) {
  if (value === void 0) return {};
  if (!/^\d+$/.test(value.trim()))
    throw new UsageError(`--top: expected a whole number of tools (0 lists all), e.g. --top 20; got "${value}"`);
  return { top: Number(value) };
}
__name(topOption, "topOption");
async function emitComparison(comparison, out, format, io) {
  const { serializeComparison, renderComparisonMarkdown, renderComparisonText } = await comparing();
  const json = serializeComparison(comparison);
  if (out) await writeOutputFile(out, json);
  if (format === "json") io.stdout(json);
  else if (format === "markdown")
    io.stdout(renderComparisonMarkdown(comparison, { maxLength: Number.MAX_SAFE_INTEGER }));
  else io.stdout(renderComparisonText(comparison));
}
__name(emitComparison, "emitComparison");
function progressHooks(io) {
  return {
    // Progress lines can quote what the server or the build printed: no control sequence reaches the terminal.
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log"),
    warn: /* @__PURE__ */ __name((line) => io.stderr(`warning: ${stripTerminalControls(line)}
`), "warn")
  };
}
__name(progressHooks, "progressHooks");
async function runFromSettings(settings, io) {
  const { runPipeline, runRequest } = await comparing();
  await checkWritable(settings.out);
  const hooks = progressHooks(io);
  return runPipeline(await runRequest(settings, { ...hooks, saveHeadToCache: true }), hooks);
}
__name(runFromSettings, "runFromSettings");
async function compareCommand(command, opts, io) {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io, { base: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await (await badgeFiles()).writeBadgeFiles(badge, result.head, result.verdict);
  await emitComparison(result.comparison, settings.out, format, io);
  const failed = failedCalls(result.head.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  return 0;
}
__name(compareCommand, "compareCommand");
async function checkCommand(command, opts, io) {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io, { budget: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await (await badgeFiles()).writeBadgeFiles(badge, result.head, result.verdict);
  await emitComparison(result.comparison, settings.out, format, io);
  const failed = failedCalls(result.head.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  if (result.verdict && result.verdict.results.length === 0) {
    io.stderr(
      `warning: no budget rule could be checked: ${result.verdict.skipped.join("; ") || "the budget has no rules for what was measured"}
`
    );
  }
  return result.verdict?.passed === false ? 1 : 0;
}
__name(checkCommand, "checkCommand");
async function hintsCommand(command, opts, io) {
  const format = parseFormat(opts.format);
  if (opts.report !== void 0) {
    throw new UsageError(
      `--report ${opts.report}: a report holds token counts, not the tool definitions that hints rewrite; give the server's command after -- (or --url) instead`
    );
  }
  if (opts.badge !== void 0) {
    throw new UsageError(
      `--badge ${opts.badge}: hints write no badge (a badge shows what the tools cost: use measure --badge)`
    );
  }
  const settings = cliSettings(command, opts, io);
  if (settings.setup && opts.calls !== void 0) {
    throw new UsageError("--calls runs tool calls on one server; it cannot be combined with --config");
  }
  if (settings.setup) {
    const { setupHintsCommand } = await import("./config-N5BTCIVL.js");
    return setupHintsCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv));
  }
  if (!settings.server) throw new UsageError("hints needs a server: its command after -- or --url, or --config");
  const [{ hintsForServer, serializeHints }, { renderHintsMarkdown, renderHintsText }] = await Promise.all([
    import("./hints-IGRSQ4XA.js"),
    import("./render-BV7N4ARF.js")
  ]);
  await checkWritable(settings.out);
  const callsFile = settings.calls ? await (await import("./calls-file-QOZ7IUKY.js")).loadCallsFile(settings.calls) : void 0;
  const callsCode = callsFile ? await Promise.all([
    import("./calls-GFQUGEYZ.js"),
    import("./preview-hint-EEGDLBFC.js"),
    import("./encodings-7LJQVNX2.js")
  ]) : null;
  const responses = [];
  let calls = [];
  const callEncoders = callsCode ? callsCode[2].loadEncoders(settings.encodings) : null;
  const { server, result, warnings } = await hintsForServer(settings.server, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models,
    ...callsFile && callsCode ? {
      sessionTimeoutMs: callsFile.totalTimeoutMs + 5e3,
      beforeSession: /* @__PURE__ */ __name(async () => callEncoders, "beforeSession"),
      session: /* @__PURE__ */ __name(async (session) => {
        const [{ runCalls }, { previewHint }] = callsCode;
        const encoders = await callEncoders;
        calls = await runCalls(session, callsFile, {
          encoders,
          onResult: /* @__PURE__ */ __name((spec, raw) => {
            const hint = previewHint(spec, raw, encoders);
            if (hint) responses.push(hint);
          }, "onResult")
        });
      }, "session")
    } : {}
  });
  for (const warning of warnings) io.stderr(`warning: ${stripTerminalControls(warning)}
`);
  for (const call of failedCalls(calls))
    io.stderr(`warning: no response hint for ${stripTerminalControls(call.message ?? call.name)}
`);
  const json = callsFile ? serializeHints({ ...result, responses }) : serializeHints(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  const label = server.name ? [server.name, server.version].filter(Boolean).join(" ") : "MCP server";
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderHintsMarkdown(result, label) + (callsCode ? callsCode[1].renderResponseHints(responses, "markdown") : "") : renderHintsText(result, label) + (callsCode ? callsCode[1].renderResponseHints(responses, "text") : "")
  );
  return 0;
}
__name(hintsCommand, "hintsCommand");
async function diffCommand(baseFile, headFile, opts, io) {
  const format = parseFormat(opts.format);
  const { readReportFile, openBudget, checkBudget, compare } = await comparing();
  const settings = cliSettings(
    [],
    { budget: opts.budget, out: opts.out, report: headFile, encoding: opts.encoding },
    io
  );
  await checkWritable(settings.out);
  const [base, head] = await Promise.all([readReportFile(baseFile), readReportFile(headFile)]);
  const budget = opts.budget ? await openBudget(settings, null) : null;
  const verdict = budget ? checkBudget(budget.budget, head, base, budget.file) : null;
  const comparison = compare(base, head, { base: { label: baseFile }, head: { label: headFile }, verdict });
  await emitComparison(comparison, settings.out, format, io);
  return verdict?.passed === false ? 1 : 0;
}
__name(diffCommand, "diffCommand");

export {
  cliSettings,
  measureCommand,
  progressHooks,
  compareCommand,
  checkCommand,
  hintsCommand,
  diffCommand
};
//# sourceMappingURL=chunk-3KFGATAY.js.map
