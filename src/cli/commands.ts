/** What each CLI command does, once argv is parsed: settings, then the same pipeline as the action. */
import type { PreviewHint } from "../core/calls/preview-hint.js";
import type { CallPlan, CallReport } from "../core/calls/types.js";
import type { Comparison } from "../core/comparison.js";
import { UsageError } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import type { ServerSession } from "../mcp/list.js";
import { checkModelData, profileIds } from "../models/registry.js";
import { mark } from "../process/timing.js";
import { CallsFailedError, failedCalls } from "../run/calls-failed.js";
import { countingOf, measureCounting } from "../run/counting.js";
import { measure, serializeReport } from "../run/measure.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import { type RawSettings, type ResolveContext, resolveSettings, type Settings } from "../settings/settings.js";
import { words } from "../settings/values.js";
import { type Format, parseFormat } from "./options.js";
import type { Output } from "./output.js";

// `measure` of one server is the cold start users feel: it loads only what it needs to start the server, and
// the rest (counting, the renderers) while the server starts. Comparisons, budgets (YAML), hints (JSON Patch)
// and client configurations (JSONC) load with the commands that need them.
// test/e2e/cli/measure-spawns-first.test.ts holds what loads before the spawn.
const comparing = async () => {
  const [compare, render, pipeline, prepare, budget] = await Promise.all([
    import("../core/compare.js"),
    import("../core/render/comparison.js"),
    import("../run/pipeline.js"),
    import("../run/prepare.js"),
    import("../core/budget.js"),
  ]);
  return { ...compare, ...render, ...pipeline, ...prepare, ...budget };
};

/** The --badge files (the badge's renderer and badge-maker come with them): only when --badge is given. */
const badgeFiles = () => import("../run/badge-files.js");

/** A --badge path, checked before any work starts; null without --badge. */
const badgeTarget = async (file: string | undefined) =>
  file === undefined ? null : (await badgeFiles()).badgeTarget(file);

export type { Output } from "./output.js";

/** Option values as commander hands them over. */
export interface OptionValues {
  url?: string;
  header?: string[];
  env?: string[];
  stripEnv?: string[];
  cwd?: string;
  timeout?: string;
  maxResponseMb?: string;
  model?: string[];
  client?: string[];
  /** --name: the server's key in the clients' configuration. */
  name?: string;
  context?: string;
  cacheRequestsPerLifetime?: string;
  checkStable?: boolean;
  providerCount?: boolean;
  /** From the environment, and only with --provider-count (see main.ts). */
  anthropicApiKey?: string;
  openaiApiKey?: string;
  geminiApiKey?: string;
  anthropicBaseUrl?: string;
  openaiBaseUrl?: string;
  geminiBaseUrl?: string;
  encoding?: string[];
  format?: string;
  out?: string;
  base?: string;
  baseReport?: string;
  report?: string;
  build?: string;
  buildTimeout?: string;
  budget?: string;
  cacheDir?: string;
  parallel?: boolean;
  /** --badge <file>: the SVG badge, with its shields.io endpoint JSON beside it. */
  badge?: string;
  config?: string;
  server?: string[];
  jobs?: string;
  /** --verbose: every hidden parameter and dropped keyword, not one summary line per model. */
  verbose?: boolean;
  /** measure --top <n>: the terminal table's rows (0: all). */
  top?: string;
  input?: string[];
  /** With --config: withheld variables the configuration may still resolve. */
  allowEnv?: string[];
  /** measure --calls <file>: scripted tool calls after listing. */
  calls?: string;
  /** measure --calls <file> --dry-run: check the calls against the listing, make none. */
  dryRun?: boolean;
  /** measure --index-quantiles <default|file|https URL>: where the server stands in a survey index. */
  indexQuantiles?: string;
}

/** The CLI's raw values in the shared settings model's terms; relative paths are relative to the cwd. */
export function cliSettings(
  command: string[],
  opts: OptionValues,
  io: Pick<Output, "stderr">,
  needs: ResolveContext["needs"] = {},
  cwd: string = process.cwd(),
): Settings {
  const raw: RawSettings = {
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
    calls: opts.calls,
  };
  refuseEmptyModelLists(opts.model);
  const settings = resolveSettings(raw, { door: "cli", directory: cwd, workspace: cwd, needs });
  // Before any server starts (or a build runs): data a profile lacks would stop the run after it.
  if (settings.server || settings.setup) checkModelData(settings.models);
  // Said before the run, as its other warnings are: a window the user meant that no model takes.
  for (const warning of settings.warnings) io.stderr(`warning: ${stripTerminalControls(warning)}\n`);
  return settings;
}

/**
 * `-m ""` (an unset variable in `-m "$MODELS"`) names no model: refused, not read as "no --model", which
 * would measure without the models the user meant. The action's empty `models:` input means none.
 */
function refuseEmptyModelLists(values: readonly string[] | undefined): void {
  for (const value of values ?? []) {
    if (words([value]).length === 0) {
      throw new UsageError(
        `--model: the model list is empty (got ${JSON.stringify(value)}); name at least one, e.g. --model qwen3 (known models: ${profileIds().join(", ")}), or leave out --model`,
      );
    }
  }
}

function allowedEnv(names: readonly string[] | undefined): string[] {
  const out = (names ?? [])
    .flatMap((n) => n.split(","))
    .map((n) => n.trim())
    .filter((n) => n !== "");
  for (const name of out) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) {
      throw new UsageError(`--allow-env: expected a variable name, e.g. --allow-env GITHUB_TOKEN; got "${name}"`);
    }
  }
  return out;
}

export async function measureCommand(command: string[], opts: OptionValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io);
  // Checked before the server starts: a typo costs no server run.
  const top = topOption(opts.top);
  if (settings.setup && opts.top !== undefined) {
    throw new UsageError("--top shortens one server's tool table; it cannot be combined with --config");
  }
  if (settings.setup && opts.calls !== undefined) {
    throw new UsageError("--calls runs tool calls on one server; it cannot be combined with --config");
  }
  if (settings.setup && opts.indexQuantiles !== undefined) {
    throw new UsageError("--index-quantiles places one server in the index; it cannot be combined with --config");
  }
  if (settings.setup) {
    const { setupCommand } = await import("./config.js");
    const badge = await badgeTarget(opts.badge);
    return setupCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv), process.env, badge);
  }
  if ((opts.allowEnv ?? []).length > 0) {
    throw new UsageError(
      "--allow-env lets a client configuration's variables read a withheld variable; give --config too (for one server, pass the value with --env NAME=value)",
    );
  }
  if (!settings.server) throw new Error("measure needs a server");
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  // Read (and checked) before the server starts, as the calls file is.
  const index =
    opts.indexQuantiles === undefined
      ? undefined
      : await (await import("../run/index-quantiles.js")).loadIndexQuantiles(opts.indexQuantiles);
  // Read (and checked) before the server starts: a mistake in the file costs no server run.
  const calls =
    opts.calls === undefined ? undefined : await (await import("../run/calls-file.js")).loadCallsFile(opts.calls);
  if (opts.dryRun === true) {
    if (!calls)
      throw new UsageError("--dry-run checks the calls of a calls file without making them: give --calls FILE");
    if (settings.out || badge || index)
      throw new UsageError("--dry-run writes no report: leave out --out, --badge and --index-quantiles");
    const [{ dryRunCalls }, render] = await Promise.all([
      import("../run/calls-dry-run.js"),
      import("../core/render/calls-plan.js"),
    ]);
    const { run, warnings } = await dryRunCalls(settings.server, calls, {
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: settings.maxResponseBytes,
    });
    for (const warning of warnings) io.stderr(`warning: ${stripTerminalControls(warning)}\n`);
    io.stdout(
      format === "json"
        ? `${JSON.stringify(run, null, 2)}\n`
        : format === "markdown"
          ? render.renderDryRunMarkdown(run)
          : render.renderDryRunText(run),
    );
    const failed = run.calls.filter(
      (c): c is CallPlan & { status: Exclude<CallPlan["status"], "would-call"> } => c.status !== "would-call",
    );
    if (failed.length > 0) throw new CallsFailedError(failed, "would fail");
    return 0;
  }
  const measuring = measure(settings.server, {
    ...measureCounting(countingOf(settings, calls)),
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
  });
  // Loaded while the server starts (measure spawned it before its first await).
  const rendering = import("../core/render/measurement.js");
  const standing = index ? import("../core/survey/quantiles.js") : null;
  const [measured, { renderMeasurementMarkdown, renderMeasurementText }, quantiles] = await Promise.all([
    measuring,
    rendering,
    standing,
  ]);
  const report = index && quantiles ? quantiles.withIndexStanding(measured, index) : measured;
  const json = serializeReport(report);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await (await badgeFiles()).writeBadgeFiles(badge, report, null);
  io.stdout(
    format === "json"
      ? json
      : format === "markdown"
        ? renderMeasurementMarkdown(report, { verbose: opts.verbose === true })
        : renderMeasurementText(report, { verbose: opts.verbose === true, ...top }),
  );
  mark("printed");
  // The report is printed (and written) first, so every call's figures are there; then the run fails.
  const failed = failedCalls(report.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  return 0;
}

/** --top <n>: a whole number of tools, 0 for all. */
function topOption(value: string | undefined): { top?: number } {
  if (value === undefined) return {};
  if (!/^\d+$/.test(value.trim()))
    throw new UsageError(`--top: expected a whole number of tools (0 lists all), e.g. --top 20; got "${value}"`);
  return { top: Number(value) };
}

/** Writes the comparison to --out when asked, and prints it in the chosen format. */
async function emitComparison(comparison: Comparison, out: string | null, format: Format, io: Output): Promise<void> {
  const { serializeComparison, renderComparisonMarkdown, renderComparisonText } = await comparing();
  const json = serializeComparison(comparison);
  if (out) await writeOutputFile(out, json);
  if (format === "json") io.stdout(json);
  else if (format === "markdown")
    io.stdout(renderComparisonMarkdown(comparison, { maxLength: Number.MAX_SAFE_INTEGER }));
  else io.stdout(renderComparisonText(comparison));
}

/** Where a run's progress goes on the terminal. */
export function progressHooks(io: Output): { log: (line: string) => void; warn: (line: string) => void } {
  return {
    // Progress lines can quote what the server or the build printed: no control sequence reaches the terminal.
    log: (line) => io.stderr(`${stripTerminalControls(line)}\n`),
    warn: (line) => io.stderr(`warning: ${stripTerminalControls(line)}\n`),
  };
}

async function runFromSettings(settings: Settings, io: Output) {
  const { runPipeline, runRequest } = await comparing();
  await checkWritable(settings.out);
  const hooks = progressHooks(io);
  return runPipeline(await runRequest(settings, { ...hooks, saveHeadToCache: true }), hooks);
}

export async function compareCommand(command: string[], opts: OptionValues, io: Output): Promise<number> {
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

export async function checkCommand(command: string[], opts: OptionValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io, { budget: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await (await badgeFiles()).writeBadgeFiles(badge, result.head, result.verdict);
  await emitComparison(result.comparison, settings.out, format, io);
  const failed = failedCalls(result.head.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  if (result.verdict && result.verdict.results.length === 0) {
    // A gate that checked nothing must not look like a gate that passed.
    io.stderr(
      `warning: no budget rule could be checked: ${result.verdict.skipped.join("; ") || "the budget has no rules for what was measured"}\n`,
    );
  }
  return result.verdict?.passed === false ? 1 : 0;
}

/** Hints need the tool definitions; a saved report holds only their counts. */
export async function hintsCommand(command: string[], opts: OptionValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format);
  if (opts.report !== undefined) {
    throw new UsageError(
      `--report ${opts.report}: a report holds token counts, not the tool definitions that hints rewrite; ` +
        "give the server's command after -- (or --url) instead",
    );
  }
  // An option that would do nothing here is refused, not ignored: hints write no badge.
  if (opts.badge !== undefined) {
    throw new UsageError(
      `--badge ${opts.badge}: hints write no badge (a badge shows what the tools cost: use measure --badge)`,
    );
  }
  const settings = cliSettings(command, opts, io);
  if (settings.setup && opts.calls !== undefined) {
    throw new UsageError("--calls runs tool calls on one server; it cannot be combined with --config");
  }
  if (settings.setup) {
    const { setupHintsCommand } = await import("./config.js");
    return setupHintsCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv));
  }
  if (!settings.server) throw new UsageError("hints needs a server: its command after -- or --url, or --config");
  const [{ hintsForServer, serializeHints }, { renderHintsMarkdown, renderHintsText }] = await Promise.all([
    import("../run/hints.js"),
    import("../core/hints/render.js"),
  ]);
  await checkWritable(settings.out);
  const callsFile = settings.calls
    ? await (await import("../run/calls-file.js")).loadCallsFile(settings.calls)
    : undefined;
  // Loaded only with --calls: the calls runner (ajv) and the response hints.
  const callsCode = callsFile
    ? await Promise.all([
        import("../run/calls.js"),
        import("../core/calls/preview-hint.js"),
        import("../core/encodings.js"),
      ])
    : null;
  const responses: PreviewHint[] = [];
  let calls: CallReport[] = [];
  // The tokenizers the calls count with load before the session's deadline starts.
  const callEncoders = callsCode ? callsCode[2].loadEncoders(settings.encodings) : null;
  const { server, result, warnings } = await hintsForServer(settings.server, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models,
    ...(callsFile && callsCode
      ? {
          sessionTimeoutMs: callsFile.totalTimeoutMs + 5000,
          beforeSession: async () => callEncoders,
          session: async (session: ServerSession) => {
            const [{ runCalls }, { previewHint }] = callsCode;
            const encoders = await (callEncoders as NonNullable<typeof callEncoders>);
            calls = await runCalls(session, callsFile, {
              encoders,
              onResult: (spec, raw) => {
                const hint = previewHint(spec, raw, encoders);
                if (hint) responses.push(hint);
              },
            });
          },
        }
      : {}),
  });
  for (const warning of warnings) io.stderr(`warning: ${stripTerminalControls(warning)}\n`);
  // A call that did not answer gives no response hint: said, not left out silently.
  for (const call of failedCalls(calls))
    io.stderr(`warning: no response hint for ${stripTerminalControls(call.message ?? call.name)}\n`);
  const json = callsFile ? serializeHints({ ...result, responses }) : serializeHints(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  const label = server.name ? [server.name, server.version].filter(Boolean).join(" ") : "MCP server";
  io.stdout(
    format === "json"
      ? json
      : format === "markdown"
        ? renderHintsMarkdown(result, label) +
          (callsCode ? callsCode[1].renderResponseHints(responses, "markdown") : "")
        : renderHintsText(result, label) + (callsCode ? callsCode[1].renderResponseHints(responses, "text") : ""),
  );
  return 0;
}

export async function diffCommand(baseFile: string, headFile: string, opts: OptionValues, io: Output): Promise<number> {
  const format = parseFormat(opts.format);
  const { readReportFile, openBudget, checkBudget, compare } = await comparing();
  const settings = cliSettings(
    [],
    { budget: opts.budget, out: opts.out, report: headFile, encoding: opts.encoding },
    io,
  );
  await checkWritable(settings.out);
  const [base, head] = await Promise.all([readReportFile(baseFile), readReportFile(headFile)]);
  const budget = opts.budget ? await openBudget(settings, null) : null;
  const verdict = budget ? checkBudget(budget.budget, head, base, budget.file) : null;
  const comparison = compare(base, head, { base: { label: baseFile }, head: { label: headFile }, verdict });
  await emitComparison(comparison, settings.out, format, io);
  return verdict?.passed === false ? 1 : 0;
}
