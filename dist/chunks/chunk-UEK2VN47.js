import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientLines
} from "./chunk-6I3TIJPI.js";
import {
  RESULT_RULE
} from "./chunk-GPZXZ7N4.js";
import {
  badgeTarget,
  resolveSettings,
  writeBadgeFiles
} from "./chunk-MJUVEFJU.js";
import {
  parseChoice,
  words
} from "./chunk-E55SLOXJ.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  CallsFailedError,
  failedCalls
} from "./chunk-7KINYLOR.js";
import {
  measure,
  serializeReport
} from "./chunk-JZA7RKAO.js";
import {
  dominantField
} from "./chunk-GBGZVWI7.js";
import {
  clientLimitWarnings,
  fidelityLegend,
  fidelityMark,
  modelLine
} from "./chunk-VTJTK7IJ.js";
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-GJMXPVLK.js";
import {
  modelWarnings
} from "./chunk-LZVJK3TK.js";
import {
  checkModelData,
  profileIds
} from "./chunk-AUHIXRAJ.js";
import {
  mark
} from "./chunk-WBR3O2QV.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatPercent,
  plural,
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/calls.ts
var CLIENT_RESULT_LIMITS = {
  source: "Claude Code docs, MCP output limits (read 2026-12-01)",
  warn: 1e4,
  truncate: 25e3
};
function largestPart(parts, encoding, esc) {
  let best;
  for (const part of parts)
    if (part.counted && (part.tokens[encoding] ?? -1) > (best?.tokens[encoding] ?? -1)) best = part;
  if (best && best.tokens[encoding] !== void 0)
    return `${esc(best.type, 40)} ${formatInt(best.tokens[encoding] ?? 0)}`;
  const binary = parts.find((p) => p.bytes !== void 0);
  return binary ? `${esc(binary.type, 40)} ${formatInt(binary.bytes ?? 0)} bytes` : "";
}
__name(largestPart, "largestPart");
function checksCell(call, esc) {
  if (call.checks.length === 0) return "";
  const failed = call.checks.filter((c) => !c.passed);
  if (failed.length === 0) return `${call.checks.length}/${call.checks.length} passed`;
  return `failed: ${failed.map((c) => `${esc(c.name, 40)} (${esc(c.detail, 80)})`).join("; ")}`;
}
__name(checksCell, "checksCell");
function callRows(calls, encodings, esc) {
  const enc = encodings[0] ?? "o200k_base";
  const models2 = [...new Set(calls.flatMap((c) => Object.keys(c.models)))];
  const header = [
    "Call",
    "tool",
    "status",
    ...encodings,
    ...models2.map((m) => esc(m, 40)),
    "largest part",
    "checks",
    "ms"
  ];
  const body = calls.map((call) => [
    esc(call.name, 40),
    esc(call.tool, 40),
    call.status === "error" && call.isError ? "error (isError)" : call.status,
    ...encodings.map((e) => call.tokens[e] === void 0 ? "-" : formatInt(call.tokens[e] ?? 0)),
    ...models2.map((m) => Object.hasOwn(call.models, m) ? formatInt(call.models[m] ?? 0) : "-"),
    largestPart(call.parts, enc, esc),
    checksCell(call, esc),
    formatInt(call.ms)
  ]);
  return { header, body, numeric: encodings.length + models2.length };
}
__name(callRows, "callRows");
function callNotes(calls, encodings, esc) {
  const enc = encodings[0] ?? "o200k_base";
  const notes = [];
  for (const call of calls) {
    const n = call.tokens[enc];
    if (n !== void 0 && n > CLIENT_RESULT_LIMITS.warn) {
      const what = n > CLIENT_RESULT_LIMITS.truncate ? `above ${formatInt(CLIENT_RESULT_LIMITS.truncate)}, where Claude Code truncates a tool result (unless MAX_MCP_OUTPUT_TOKENS is raised)` : `above ${formatInt(CLIENT_RESULT_LIMITS.warn)}, where Claude Code warns about a tool result`;
      notes.push(
        `call ${esc(call.name, 40)}: ${formatInt(n)} tokens (${enc}) is ${what}; ${CLIENT_RESULT_LIMITS.source}`
      );
    }
  }
  for (const call of calls) if (call.message) notes.push(esc(call.message, 400));
  return notes;
}
__name(callNotes, "callNotes");
var CALLS_METHOD = `Tool calls are counted as the model receives the result: ${RESULT_RULE}.`;

// src/core/render/measurement.ts
function primary(report) {
  return report.method.encodings[0] ?? "o200k_base";
}
__name(primary, "primary");
function byCost(report) {
  const enc = primary(report);
  return [...report.tools].sort(
    (a, b) => (b.tokens[enc]?.model ?? 0) - (a.tokens[enc]?.model ?? 0) || a.index - b.index
  );
}
__name(byCost, "byCost");
function serverLabel(report) {
  const { name, version } = report.server;
  if (!name) return "MCP server";
  return version ? `${name} ${version}` : name;
}
__name(serverLabel, "serverLabel");
function models(report) {
  return Object.entries(report.models ?? {});
}
__name(models, "models");
function perToolCell(entry, tool, names) {
  const perTool = entry.perTool;
  if (!perTool || !Object.hasOwn(perTool, tool.name) || (names.get(tool.name) ?? 0) > 1) return "";
  return formatInt(perTool[tool.name] ?? 0);
}
__name(perToolCell, "perToolCell");
function rows(report, esc) {
  const encodings = report.method.encodings;
  const enc = primary(report);
  const total = report.totals[enc]?.model ?? 0;
  const entries = models(report);
  const names = /* @__PURE__ */ new Map();
  for (const tool of report.tools) names.set(tool.name, (names.get(tool.name) ?? 0) + 1);
  const header = [
    "Tool",
    ...encodings,
    ...entries.map(([id, entry]) => `${esc(id, 40)}${fidelityMark(entry.fidelity)}`),
    `raw (${enc})`,
    "share",
    "largest field"
  ];
  const body = byCost(report).map((tool) => [
    esc(tool.name),
    ...encodings.map((e) => formatInt(tool.tokens[e]?.model ?? 0)),
    ...entries.map(([, entry]) => perToolCell(entry, tool, names)),
    formatInt(tool.tokens[enc]?.raw ?? 0),
    formatPercent(total === 0 ? 0 : (tool.tokens[enc]?.model ?? 0) / total),
    dominantField(tool, enc) ?? ""
  ]);
  const totalRow = [
    `Total (${plural(report.tools.length, "tool")})`,
    ...encodings.map((e) => formatInt(report.totals[e]?.model ?? 0)),
    // What the tools add to a request on the model (with minus without), which per-tool figures need not sum to.
    ...entries.map(([, entry]) => formatInt(entry.tools)),
    formatInt(report.totals[enc]?.raw ?? 0),
    report.tools.length > 0 ? "100%" : "",
    ""
  ];
  return { header, body, total: totalRow };
}
__name(rows, "rows");
function instructionsLine(report, esc) {
  const instructions = report.instructions;
  if (!instructions) return [];
  const tokens = report.method.encodings.filter((e) => Object.hasOwn(instructions.tokens, e)).map((e) => `${formatInt(instructions.tokens[e] ?? 0)} tokens (${esc(e, 40)})`);
  return [
    `Server instructions: ${[...tokens, plural(instructions.chars, "character")].join(", ")}, sent with every request by clients that support them (not in the tool totals).`
  ];
}
__name(instructionsLine, "instructionsLine");
var MODELS_HEADING = "What the tools add to every request on each model (the prompt with them minus without; the per-tool figures leave out what the tools share):";
function modelLines(report, esc) {
  const entries = models(report);
  const legend = fidelityLegend(entries.map(([, e]) => e.fidelity));
  const notCounted = Object.entries(report.modelsNotCounted ?? {}).map(
    ([id, m]) => `${esc(id, 40)} (${esc(m.profile, 80)}): not counted: ${m.reason} (${esc(m.detail, 300)})`
  );
  return {
    lines: [...entries.map(([id, entry]) => modelLine(id, entry, esc)), ...notCounted],
    legend: legend ? [`${legend}.`] : []
  };
}
__name(modelLines, "modelLines");
function modelSection({ lines, legend }, item, gap = "") {
  if (lines.length === 0) return [];
  return [`${MODELS_HEADING}${gap}`, ...lines.map(item), ...legend.length > 0 ? [gap, ...legend] : []];
}
__name(modelSection, "modelSection");
function warnings(report, esc, verbose) {
  const entries = models(report);
  return [
    ...report.warnings.map((w) => esc(w, 300)),
    ...entries.flatMap(
      ([id, entry]) => modelWarnings(entry, verbose).map((w) => `${esc(id, 40)}: ${esc(w, verbose ? 1e5 : 300)}`)
    ),
    ...clientLimitWarnings(report.tools.length, entries, esc)
  ];
}
__name(warnings, "warnings");
function inventory(report, esc) {
  const lines = [];
  const list = /* @__PURE__ */ __name((names) => {
    const shown = names.slice(0, 10).map(esc).join(", ");
    return names.length > 10 ? `${shown}, \u2026 (${names.length - 10} more)` : shown;
  }, "list");
  if (report.prompts)
    lines.push(`Prompts: ${report.prompts.count}${report.prompts.count ? ` (${list(report.prompts.names)})` : ""}`);
  if (report.resources) {
    const names = report.resources.items.map((r) => r.name);
    lines.push(`Resources: ${report.resources.count}${names.length ? ` (${list(names)})` : ""}`);
  }
  if (lines.length > 0) lines.push("Prompts and resources cost nothing until they are read into a conversation.");
  return lines;
}
__name(inventory, "inventory");
function renderMeasurementText(report, options = {}) {
  const { header, body, total } = rows(report, (s) => escapeTerminal(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "left" : "right");
  const out = [
    `${escapeTerminal(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (${e})`).join(", ")} sent with every request`,
    "",
    textTable(header, [...body, total], align),
    "",
    ...modelSection(modelLines(report, escapeTerminal), (l) => `  ${l}`),
    "",
    ...instructionsLine(report, escapeTerminal),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeTerminal(l, 1e3)),
      (l) => `  ${l}`
    ),
    ...inventory(report, (s) => escapeTerminal(s))
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeTerminal(s, n));
    const a = h.map((_, i) => i >= 3 && i < 3 + numeric || i === h.length - 1 ? "right" : "left");
    out.push(
      "",
      `Tool calls (${plural(report.calls.length, "call")}):`,
      "",
      textTable(h, b, a)
    );
    const notes = callNotes(report.calls, report.method.encodings, (s, n) => escapeTerminal(s, n));
    if (notes.length > 0) out.push("", ...notes);
  }
  const stable = stableLine(report);
  if (stable) out.push("", stable);
  const cache = cacheLine(report);
  if (cache) out.push("", cache);
  const warned = warnings(report, escapeTerminal, options.verbose ?? false);
  if (warned.length > 0) out.push("", ...warned.map((w) => `warning: ${w}`));
  out.push("", `Method: model view = ${report.method.views.model}; totals = ${report.method.total}.`);
  if (report.calls) out.push(CALLS_METHOD);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementText, "renderMeasurementText");
function stableLine(report) {
  if (report.listing?.stable !== true) return null;
  return "tools/list is stable: the same tools, in the same order, byte for byte, listed twice in one session and again after a restart.";
}
__name(stableLine, "stableLine");
function durationWords(ms) {
  if (ms < 1e3 || ms % 1e3 !== 0) return ms < 1e3 ? `${formatInt(ms)} ms` : `${(ms / 1e3).toFixed(1)} seconds`;
  const units = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
    [1, "second"]
  ];
  let rest = ms / 1e3;
  const words2 = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    if (n > 0 && words2.length < 2) words2.push(plural(n, name));
    rest -= n * size;
  }
  return words2.join(" ");
}
__name(durationWords, "durationWords");
function cacheLine(report) {
  const cache = report.toolsCache;
  if (!cache) return null;
  const whom = cache.scope === "private" ? "per user" : "shared by all its users";
  if (cache.ttlMs === 0)
    return "The server asks clients not to cache its tool list (ttlMs 0): they list its tools again each time.";
  return `The server lets clients cache its tool list for ${durationWords(cache.ttlMs)}, ${whom} (ttlMs ${cache.ttlMs}, cacheScope ${cache.scope}).`;
}
__name(cacheLine, "cacheLine");
var METHOD_MARKDOWN = "Counted per tool as compact <code>JSON.stringify({ name, description, inputSchema })</code> as sent (the model view); raw = the whole tool object as sent. Totals are sums over tools.";
function renderMeasurementMarkdown(report, options = {}) {
  const { header, body, total } = rows(report, (s) => escapeMarkdown(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "l" : "r");
  const totalBold = total.map((c) => c ? `**${c}**` : c);
  const parts = [
    `### ${escapeMarkdown(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (\`${e}\`)`).join(", ")}`,
    "",
    markdownTable([header, ...body, totalBold], { align }),
    "",
    ...modelSection(modelLines(report, escapeMarkdown), (l) => `- ${l}`, "\n"),
    "",
    ...instructionsLine(report, escapeMarkdown),
    "",
    ...clientSection(
      clientLines(report, (l) => escapeMarkdown(l, 1e3)),
      (l) => `- ${l}`
    ),
    ...inventory(report, (s) => escapeMarkdown(s, 60)).map((l) => `${l}  `)
  ];
  if (report.calls && report.calls.length > 0) {
    const {
      header: h,
      body: b,
      numeric
    } = callRows(report.calls, report.method.encodings, (s, n) => escapeMarkdown(s, n));
    const a = h.map((_, i) => i >= 3 && i < 3 + numeric || i === h.length - 1 ? "r" : "l");
    parts.push("", "#### Tool calls", "", markdownTable([h, ...b], { align: a }));
    const notes = callNotes(report.calls, report.method.encodings, (s, n) => escapeMarkdown(s, n));
    if (notes.length > 0) parts.push("", ...notes.map((n) => `- ${n}`));
  }
  const stable = stableLine(report);
  if (stable) parts.push("", stable);
  const cache = cacheLine(report);
  if (cache) parts.push("", cache);
  const warned = warnings(report, escapeMarkdown, options.verbose ?? false);
  if (warned.length > 0) parts.push("", "**Warnings**", "", ...warned.map((w) => `- ${w}`));
  parts.push("", `<sub>${METHOD_MARKDOWN}${report.calls ? ` ${CALLS_METHOD}` : ""}</sub>`);
  return `${parts.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementMarkdown, "renderMeasurementMarkdown");
function clientSection(lines, bullet) {
  if (lines.length === 0) return [];
  return ["On these clients (what each puts into the request for this server):", ...lines.map(bullet), ""];
}
__name(clientSection, "clientSection");

// src/cli/options.ts
function parseFormat(value) {
  return parseChoice("--format", value, ["table", "markdown", "json"], "table");
}
__name(parseFormat, "parseFormat");

// src/cli/commands.ts
var comparing = /* @__PURE__ */ __name(async () => {
  const [compare, render, pipeline, prepare, budget] = await Promise.all([
    import("./compare-B45JFILS.js"),
    import("./comparison-6BRLBHMN.js"),
    import("./pipeline-FC6CSZTE.js"),
    import("./prepare-NJUOF5G6.js"),
    import("./budget-7G3XUFQS.js")
  ]);
  return { ...compare, ...render, ...pipeline, ...prepare, ...budget };
}, "comparing");
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
  if (settings.setup && opts.calls !== void 0) {
    throw new UsageError("--calls runs tool calls on one server; it cannot be combined with --config");
  }
  if (settings.setup) {
    const { setupCommand } = await import("./setup-WZE7HUUM.js");
    return setupCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv));
  }
  if ((opts.allowEnv ?? []).length > 0) {
    throw new UsageError(
      "--allow-env lets a client configuration's variables read a withheld variable; give --config too (for one server, pass the value with --env NAME=value)"
    );
  }
  if (!settings.server) throw new Error("measure needs a server");
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const calls = opts.calls === void 0 ? void 0 : await (await import("./calls-file-7FT5FBZF.js")).loadCallsFile(opts.calls);
  if (opts.dryRun === true) {
    if (!calls)
      throw new UsageError("--dry-run checks the calls of a calls file without making them: give --calls FILE");
    if (settings.out || badge) throw new UsageError("--dry-run writes no report: leave out --out and --badge");
    const [{ dryRunCalls }, render] = await Promise.all([
      import("./calls-dry-run-CAC4VTZV.js"),
      import("./calls-plan-QDSUDN6H.js")
    ]);
    const { run, warnings: warnings2 } = await dryRunCalls(settings.server, calls, {
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: settings.maxResponseBytes
    });
    for (const warning of warnings2) io.stderr(`warning: ${stripTerminalControls(warning)}
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
  const report = await measure(settings.server, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models,
    calls,
    checkStable: settings.checkStable,
    clients: settings.clients
  });
  const json = serializeReport(report);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await writeBadgeFiles(badge, report, null);
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderMeasurementMarkdown(report, { verbose: opts.verbose === true }) : renderMeasurementText(report, { verbose: opts.verbose === true })
  );
  mark("printed");
  const failed = failedCalls(report.calls);
  if (failed.length > 0) throw new CallsFailedError(failed);
  return 0;
}
__name(measureCommand, "measureCommand");
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
async function runFromSettings(settings, io) {
  const { runPipeline, pipelineOptions } = await comparing();
  await checkWritable(settings.out);
  return runPipeline(
    await pipelineOptions(settings, {
      // Progress lines can quote what the server or the build printed: no control sequence reaches the terminal.
      log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log"),
      warn: /* @__PURE__ */ __name((line) => io.stderr(`warning: ${stripTerminalControls(line)}
`), "warn"),
      saveHeadToCache: true
    })
  );
}
__name(runFromSettings, "runFromSettings");
async function compareCommand(command, opts, io) {
  const format = parseFormat(opts.format);
  const settings = cliSettings(command, opts, io, { base: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await writeBadgeFiles(badge, result.head, result.verdict);
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
  if (badge) await writeBadgeFiles(badge, result.head, result.verdict);
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
    const { setupHintsCommand } = await import("./setup-WZE7HUUM.js");
    return setupHintsCommand(settings, settings.setup, format, io, allowedEnv(opts.allowEnv));
  }
  if (!settings.server) throw new UsageError("hints needs a server: its command after -- or --url, or --config");
  const [{ hintsForServer, serializeHints }, { renderHintsMarkdown, renderHintsText }] = await Promise.all([
    import("./hints-CI5SS7HN.js"),
    import("./render-MFRZBIAU.js")
  ]);
  await checkWritable(settings.out);
  const callsFile = settings.calls ? await (await import("./calls-file-7FT5FBZF.js")).loadCallsFile(settings.calls) : void 0;
  const callsCode = callsFile ? await Promise.all([
    import("./calls-BS4RXEEG.js"),
    import("./preview-hint-EEGDLBFC.js"),
    import("./encodings-5U43WCFZ.js")
  ]) : null;
  const responses = [];
  let calls = [];
  const callEncoders = callsCode ? callsCode[2].loadEncoders(settings.encodings) : null;
  const { server, result, warnings: warnings2 } = await hintsForServer(settings.server, {
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
  for (const warning of warnings2) io.stderr(`warning: ${stripTerminalControls(warning)}
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
  compareCommand,
  checkCommand,
  hintsCommand,
  diffCommand
};
//# sourceMappingURL=chunk-UEK2VN47.js.map
