import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  both,
  cacheKey,
  measureBaseline,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline,
  shortSha
} from "./chunk-T4N2MUVC.js";
import {
  compare
} from "./chunk-K5HSJDJ7.js";
import {
  serverProtocolLines
} from "./chunk-3MBOCGKC.js";
import {
  toolOrderWords
} from "./chunk-N57FJ4MQ.js";
import {
  formatUsd
} from "./chunk-WZF3LZXX.js";
import {
  checkBudget
} from "./chunk-3LNUBDVX.js";
import {
  GitError,
  git,
  isShallow,
  repoRoot,
  resolveCommit
} from "./chunk-JYWWFT3Y.js";
import {
  escapeMarkdown,
  formatInt,
  formatSigned
} from "./chunk-AY2GYRMS.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/release-notes.ts
var RELEASE_NOTES_KIND = "mcp-token-budget/release-notes";
var RELEASE_NOTES_SCHEMA_VERSION = 1;
var LISTED_NAMES = 10;
var LARGEST_CHANGES = 5;
var SAFE_PIECE = /* @__PURE__ */ __name((value) => value.replace(/[^A-Za-z0-9._:+-]/g, "").slice(0, 40) || "unnamed", "SAFE_PIECE");
var PLAIN = { text: SAFE_PIECE, strong: /* @__PURE__ */ __name((value) => value, "strong"), code: /* @__PURE__ */ __name((value) => value, "code"), icons: false };
var own = /* @__PURE__ */ __name((record, key) => record && Object.hasOwn(record, key) ? record[key] : void 0, "own");
function version(report, side, fallback) {
  const tokens = {};
  for (const encoding of report.method.encodings) {
    const total = own(report.totals, encoding);
    if (total) tokens[encoding] = total.model;
  }
  return {
    label: side.label ?? side.ref ?? (side.sha ? side.sha.slice(0, 7) : fallback),
    ref: side.ref,
    sha: side.sha,
    server: { name: report.server.name, version: report.server.version },
    tools: report.tools.length,
    tokens
  };
}
__name(version, "version");
var byChange = /* @__PURE__ */ __name((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0), "byChange");
function toolChange(tool, encoding) {
  if (tool.status === "unchanged") return null;
  const diff = own(tool.tokens, encoding);
  const from = diff?.base?.model ?? null;
  const to = diff?.head?.model ?? null;
  const delta = diff?.delta.model ?? 0;
  return {
    name: tool.name,
    status: tool.status,
    from,
    to,
    delta,
    relative: from ? delta / from : null,
    fields: diff?.fields.model ?? []
  };
}
__name(toolChange, "toolChange");
function modelCache(entry, toolBlockChanged) {
  const c = entry?.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return null;
  return {
    cacheable: c.cacheable,
    minTokens: c.minTokens,
    costPer1kRequestsCached: c.costPer1kRequestsCached,
    changeCost: c.cacheable ? c.changeCost : null,
    requestsPerLifetime: c.requestsPerLifetime ?? null,
    lifetimeMinutes: c.lifetimeMinutes ?? null,
    toolBlockChanged
  };
}
__name(modelCache, "modelCache");
function modelLines(from, to, toolBlockChanged) {
  const ids = [...Object.keys(to.models ?? {}), ...Object.keys(from?.models ?? {})];
  const lines = [];
  for (const id of new Set(ids)) {
    const a = own(from?.models, id) ?? null;
    const b = own(to.models, id) ?? null;
    const entry = b ?? a;
    if (!entry) continue;
    const delta = a && b ? b.tools - a.tools : null;
    lines.push({
      id,
      profile: entry.profile,
      fidelity: entry.fidelity,
      from: a?.tools ?? null,
      to: b?.tools ?? null,
      delta,
      relative: delta !== null && a && a.tools > 0 ? delta / a.tools : null,
      costPer1kRequests: b?.costPer1kRequests ?? null,
      cache: modelCache(b, toolBlockChanged)
    });
  }
  return lines;
}
__name(modelLines, "modelLines");
function callLines(comparison, encoding, baseline) {
  if (!comparison.calls) return void 0;
  return comparison.calls.filter((c) => baseline || c.status !== "removed").map((c) => {
    const from = baseline ? own(c.base?.tokens, encoding) ?? null : null;
    const to = own(c.head?.tokens, encoding) ?? null;
    const delta = baseline ? own(c.delta ?? void 0, encoding) ?? null : null;
    return {
      name: c.name,
      tool: c.head?.tool ?? c.base?.tool ?? "",
      status: baseline ? c.status : "no-baseline",
      fromStatus: baseline ? c.base?.status ?? null : null,
      toStatus: c.head?.status ?? null,
      from,
      to,
      delta,
      relative: delta !== null && from ? delta / from : null
    };
  });
}
__name(callLines, "callLines");
var namesWith = /* @__PURE__ */ __name((c, status) => c.tools.filter((t) => t.status === status).map((t) => t.name), "namesWith");
function releaseNotes(comparison, from, to) {
  const baseline = comparison.status !== "no-baseline" && from !== null;
  const encoding = comparison.encodings[0] ?? to.method.encodings[0] ?? "";
  const totals = {};
  for (const e of comparison.encodings) {
    const t = own(comparison.totals, e);
    if (!t) continue;
    totals[e] = {
      from: baseline ? t.base?.model ?? null : null,
      to: t.head.model,
      delta: baseline ? t.delta?.model ?? null : null,
      relative: baseline ? t.relative.model : null
    };
  }
  const changes = baseline ? comparison.tools.map((t) => toolChange(t, encoding)).filter((c) => c !== null) : [];
  changes.sort(byChange);
  const server = serverProtocolLines(comparison, PLAIN);
  return {
    kind: RELEASE_NOTES_KIND,
    schemaVersion: RELEASE_NOTES_SCHEMA_VERSION,
    from: baseline ? version(from, comparison.base, "previous") : null,
    to: version(to, comparison.head, "this version"),
    noBaselineReason: baseline ? null : comparison.noBaselineReason ?? "no previous version",
    view: "model",
    encoding,
    totals,
    tools: {
      from: baseline ? from.tools.length : null,
      to: to.tools.length,
      added: baseline ? namesWith(comparison, "added") : [],
      removed: baseline ? namesWith(comparison, "removed") : [],
      changed: baseline ? namesWith(comparison, "changed").length : 0,
      reordered: baseline && comparison.toolOrder?.changed === true
    },
    changes: baseline ? changes : [],
    models: modelLines(baseline ? from : null, to, baseline ? comparison.toolBlock?.changed ?? null : null),
    ...comparison.calls ? { calls: callLines(comparison, encoding, baseline) } : {},
    ...server.length > 0 ? { protocolAndCache: server } : {}
  };
}
__name(releaseNotes, "releaseNotes");
function signedPercent(fraction) {
  if (fraction === null || !Number.isFinite(fraction)) return "";
  const text = `${Math.abs(fraction * 100).toFixed(1)}%`;
  return fraction > 0 ? `+${text}` : fraction < 0 ? `\u2212${text}` : text;
}
__name(signedPercent, "signedPercent");
var name = /* @__PURE__ */ __name((text) => escapeMarkdown(text, 80), "name");
function figures(from, to, unit = "", note = "") {
  const suffix = unit ? ` ${unit}` : "";
  if (from === null) return `${formatInt(to)}${suffix}${note ? ` (${note})` : ""}`;
  const delta = to - from;
  const pct = from > 0 ? signedPercent(delta / from) : "";
  const parts = [delta === 0 ? "unchanged" : formatSigned(delta), pct && delta !== 0 ? pct : "", note].filter(Boolean);
  return `${formatInt(from)} \u2192 ${formatInt(to)}${suffix} (${parts.join(", ")})`;
}
__name(figures, "figures");
function nameList(names, sizes) {
  const shown = names.slice(0, LISTED_NAMES).map((n) => {
    const size = sizes.get(n);
    return size === void 0 ? name(n) : `${name(n)} (${formatSigned(size)})`;
  });
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${formatInt(more)} more` : shown.join(", ");
}
__name(nameList, "nameList");
function fieldsText(fields) {
  return fields.slice(0, 2).map((f) => `${name(f.field)} ${formatSigned(f.delta)}`).join(", ");
}
__name(fieldsText, "fieldsText");
var callFigure = /* @__PURE__ */ __name((tokens, status) => tokens !== null ? `${formatInt(tokens)}${status && status !== "ok" ? ` (${name(status)})` : ""}` : name(status ?? "\u2014"), "callFigure");
function callsSection(calls, encoding) {
  const lines = calls.map((c) => {
    const label = `${name(c.name)} (${name(c.tool)})`;
    if (c.status === "removed") return `- ${label}: ${callFigure(c.from, c.fromStatus)} \u2192 removed`;
    const to = callFigure(c.to, c.toStatus);
    if (c.status === "no-baseline") return `- ${label}: ${to}`;
    if (c.status === "added") return `- ${label}: ${to} (new)`;
    if (c.status === "not-at-base" || c.delta === null)
      return `- ${label}: ${callFigure(c.from, c.fromStatus)} \u2192 ${to} (not in the previous version)`;
    const pct = c.delta !== 0 ? signedPercent(c.relative) : "";
    const change = [c.delta === 0 ? "unchanged" : formatSigned(c.delta), pct].filter(Boolean).join(", ");
    return `- ${label}: ${callFigure(c.from, c.fromStatus)} \u2192 ${to} (${change})`;
  });
  return [`**Tool calls** (tokens of each result, ${name(encoding)}):`, "", ...lines];
}
__name(callsSection, "callsSection");
function priceParts(m) {
  const parts = [];
  if (m.costPer1kRequests !== null) parts.push(`${formatUsd(m.costPer1kRequests)} per 1,000 requests uncached`);
  const c = m.cache;
  if (!c) return parts;
  if (!c.cacheable) {
    parts.push(`not cacheable (under the ${formatInt(c.minTokens)}-token minimum)`);
    return parts;
  }
  if (c.costPer1kRequestsCached !== null) {
    const rate = c.requestsPerLifetime !== null ? ` (${formatInt(c.requestsPerLifetime)} requests per ${c.lifetimeMinutes ?? 5}-minute lifetime)` : "";
    parts.push(`${formatUsd(c.costPer1kRequestsCached)} cached${rate}`);
  }
  if (c.toolBlockChanged === false) parts.push("tool block unchanged: caches keep");
  else if (c.changeCost !== null) {
    const what = c.toolBlockChanged ? "this release changes the tool block" : "a change to the tool block";
    parts.push(`${what}: ${formatUsd(c.changeCost)} per 1,000 cached conversations, once`);
  }
  return parts;
}
__name(priceParts, "priceParts");
function renderReleaseNotesMarkdown(notes) {
  const to = name(notes.to.label);
  const heading = notes.from ? `### MCP tool overhead: ${name(notes.from.label)} \u2192 ${to}` : `### MCP tool overhead: ${to}`;
  const headline = notes.totals[notes.encoding];
  const tokens = headline ? figures(headline.from, headline.to, "tokens", name(notes.encoding)) : "no tokens counted";
  const toolsText = notes.tools.from === null ? `${formatInt(notes.tools.to)} ${notes.tools.to === 1 ? "tool" : "tools"}` : `${formatInt(notes.tools.from)} \u2192 ${formatInt(notes.tools.to)} tools`;
  const lines = [heading, "", `**Tool definitions: ${tokens}**; ${toolsText}`];
  const items = [];
  const others = Object.entries(notes.totals).filter(([e]) => e !== notes.encoding);
  if (others.length > 0) {
    items.push(others.map(([e, t]) => `${name(e)}: ${figures(t.from, t.to, "tokens")}`).join(" \xB7 "));
  }
  for (const line of notes.protocolAndCache ?? []) items.push(`${line.charAt(0).toUpperCase()}${line.slice(1)}`);
  if (notes.from === null) {
    items.push(`Nothing to compare with: ${escapeMarkdown(notes.noBaselineReason ?? "no previous version", 300)}`);
  }
  const sizes = new Map(notes.changes.map((c) => [c.name, c.delta]));
  if (notes.tools.added.length > 0) items.push(`Added: ${nameList(notes.tools.added, sizes)}`);
  if (notes.tools.removed.length > 0) items.push(`Removed: ${nameList(notes.tools.removed, sizes)}`);
  if (notes.tools.reordered && headline) {
    const words = toolOrderWords(headline.to);
    items.push(`${words.charAt(0).toUpperCase()}${words.slice(1)} (${name(notes.encoding)})`);
  }
  const changed = notes.changes.filter((c) => c.status === "changed" && c.delta !== 0).slice(0, LARGEST_CHANGES);
  if (changed.length > 0) {
    const parts = changed.map((c) => {
      const pct = signedPercent(c.relative);
      const where = fieldsText(c.fields);
      const detail = [pct, where].filter(Boolean).join("; ");
      return `${name(c.name)} ${formatSigned(c.delta)}${detail ? ` (${detail})` : ""}`;
    });
    items.push(`Largest changes: ${parts.join(", ")}`);
  }
  const counted = notes.models.filter((m) => m.to !== null);
  if (counted.some((m) => m.costPer1kRequests !== null || m.cache !== null)) {
    for (const m of counted)
      items.push(`On ${name(m.id)}: ${[figures(m.from, m.to ?? 0, "tokens"), ...priceParts(m)].join("; ")}`);
  } else if (counted.length > 0) {
    items.push(`On models: ${counted.map((m) => `${name(m.id)} ${figures(m.from, m.to ?? 0, "tokens")}`).join(" \xB7 ")}`);
  }
  if (items.length > 0) lines.push("", ...items.map((item) => `- ${item}`));
  if (notes.calls && notes.calls.length > 0) lines.push("", ...callsSection(notes.calls, notes.encoding));
  const sha = /* @__PURE__ */ __name((v) => v.sha ? ` (${v.sha.slice(0, 7)})` : "", "sha");
  const compared = notes.from ? `${name(notes.from.label)}${sha(notes.from)} \u2192 ` : "";
  lines.push(
    "",
    `<sub>Tokens every model request carries for the tool definitions: name, description and inputSchema of each tool as compact JSON, summed \xB7 ${compared}${to}${sha(notes.to)} \xB7 measured by mcp-token-budget</sub>`
  );
  return `${lines.join("\n")}
`;
}
__name(renderReleaseNotesMarkdown, "renderReleaseNotesMarkdown");

// src/run/release-notes.ts
async function resolveRef(ref, root, log) {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(`invalid ref ${JSON.stringify(ref)}: expected a tag, branch or commit SHA, e.g. v1.2.0`);
  }
  const local = await resolveCommit(ref, root);
  if (local) return local;
  const remotes = (await git(["remote"], root)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes("origin")) {
    throw new GitError(
      `${JSON.stringify(ref)} does not name a commit in this repository (git tag and git branch -a list what exists)`
    );
  }
  const args = ["fetch", "--no-tags", ...await isShallow(root) ? ["--depth=1"] : [], "origin", ref];
  log(`${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, root);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${JSON.stringify(ref)} is not in this clone, and fetching it from origin failed${error.stderr ? `:
${error.stderr}
` : ". "}Check the tag or ref name.`,
      error.stderr
    );
  }
  const sha = await resolveCommit("FETCH_HEAD", root);
  if (!sha) throw new GitError(`fetched ${JSON.stringify(ref)} from origin, but it does not name a commit`);
  return sha;
}
__name(resolveRef, "resolveRef");
async function measureRef(ref, label, { subject, counting, baseline: choice }, hooks, root) {
  const log = hooks.log ?? (() => void 0);
  const sha = await resolveRef(ref, root, log);
  const version2 = /* @__PURE__ */ __name((report, fromCache) => ({
    kind: "measured",
    version: { report, sha, ref, label, fromCache }
  }), "version");
  const settings = choice.cache ? await measurementSettings({ ...subject, headReportFile: null }, counting, root) : null;
  const cache = choice.cache ?? null;
  const key = cache && settings ? cacheKey(sha, settings) : null;
  if (cache && key && settings) {
    const cached = await cache.restore(key, settings.encodings).catch((error) => {
      hooks.warn?.(`the ${cache.description} could not be read (${error.message}); measuring ${ref} instead`);
      return null;
    });
    if (cached) {
      log(`report for ${ref} (${shortSha(sha)}) restored from the ${cache.description}: it is not built or started`);
      return version2(cached, true);
    }
  }
  log(`measuring ${ref} (${shortSha(sha)}) in a temporary worktree`);
  const result = await measureBaseline({
    baseRef: ref,
    mergeBase: sha,
    root,
    repoDir: subject.repoDir,
    spec: subject.spec,
    build: subject.build ?? void 0,
    buildTimeoutMs: subject.buildTimeoutMs,
    measure: measurerOf(subject, counting),
    parentEnv: subject.parentEnv,
    tempDir: subject.tempDir,
    // baseline.ts speaks of a merge-base; here the commit is the ref's own, said above.
    log: /* @__PURE__ */ __name((line) => {
      if (!/^measuring the base [0-9a-f]+ \(merge-base of HEAD and /.test(line)) log(line);
    }, "log")
  });
  if (result.kind === "none") return { kind: "none", reason: result.reason.replace(/\bat base\b/g, `at ${ref}`) };
  if (cache && key) {
    await cache.save(key, result.report).catch((error) => {
      hooks.warn?.(`the report of ${ref} could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return version2(result.report, false);
}
__name(measureRef, "measureRef");
async function measureVersion(source, label, run, hooks, root) {
  if (source.kind === "report") {
    const report = await readReportFile(source.file);
    return {
      kind: "measured",
      version: { report, sha: null, ref: null, label: label ?? source.file, fromCache: false }
    };
  }
  if (source.kind === "ref") return measureRef(source.ref, label ?? source.ref, run, hooks, await root());
  const head = await runPipeline(
    {
      ...run,
      baseline: {
        ...run.baseline,
        base: { kind: "none", reason: "release notes measure the previous version separately" }
      },
      outcome: { ...run.outcome, budget: null }
    },
    hooks
  );
  return {
    kind: "measured",
    version: { report: head.head, sha: head.headSha, ref: null, label: label ?? "working tree", fromCache: false }
  };
}
__name(measureVersion, "measureVersion");
var info = /* @__PURE__ */ __name((v) => ({
  ...v.sha ? { sha: v.sha } : {},
  ...v.ref ? { ref: v.ref } : {},
  label: v.label
}), "info");
async function runReleaseNotes(request) {
  const { run } = request;
  const { subject, outcome } = run;
  const hooks = request.hooks ?? {};
  let rootLookup = null;
  const root = /* @__PURE__ */ __name(() => {
    rootLookup ??= subject.repoRoot ? Promise.resolve(subject.repoRoot) : repoRoot(subject.repoDir);
    return rootLookup;
  }, "root");
  const from = request.from;
  const [toMeasured, fromMeasured] = await both(
    () => measureVersion(request.to, request.labels?.to, run, hooks, root),
    async () => from ? measureVersion(from, request.labels?.from, run, hooks, root) : { kind: "none", reason: request.noPreviousReason ?? "no previous version was given" },
    run.baseline.parallel ?? true
  );
  if (toMeasured.kind === "none") {
    throw new ToolError("server", `could not measure ${request.labels?.to ?? "the new version"}: ${toMeasured.reason}`);
  }
  const to = toMeasured.version;
  const previous = fromMeasured.kind === "measured" ? fromMeasured.version : null;
  const verdict = outcome.budget ? checkBudget(outcome.budget.budget, to.report, previous?.report ?? null, outcome.budget.file, {
    door: outcome.door ?? "cli"
  }) : null;
  const comparison = compare(previous?.report ?? null, to.report, {
    base: previous ? info(previous) : from?.kind === "ref" ? { ref: from.ref, label: request.labels?.from ?? from.ref } : {},
    head: info(to),
    ...fromMeasured.kind === "none" ? { noBaselineReason: fromMeasured.reason } : {},
    baselineRequested: true,
    verdict,
    // Who reads the notes: the action's model warnings name its report artifact, not --verbose.
    where: outcome.door ?? "cli"
  });
  const notes = releaseNotes(comparison, previous?.report ?? null, to.report);
  return { from: previous, to, comparison, verdict, notes, markdown: renderReleaseNotesMarkdown(notes) };
}
__name(runReleaseNotes, "runReleaseNotes");

export {
  runReleaseNotes
};
//# sourceMappingURL=chunk-7OOH37RL.js.map
