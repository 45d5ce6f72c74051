import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countRequest,
  modelFacingTools
} from "./chunk-ZFOS5GS4.js";
import {
  countListingSteps,
  listServer,
  modelFacing
} from "./chunk-IBBZUMAM.js";
import {
  TooLargeToCount
} from "./chunk-E75OYBLE.js";
import {
  VERSION,
  mark
} from "./chunk-2AUYG5XP.js";
import {
  haltIfStopping
} from "./chunk-PZVRZ5UT.js";
import {
  DEFAULT_TIMEOUT_MS
} from "./chunk-BNTDNRIB.js";
import {
  loadEncoders
} from "./chunk-MOFOUMST.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/stability.ts
var isObject = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
var nameOf = /* @__PURE__ */ __name((t, i) => isObject(t) && typeof t.name === "string" ? t.name : `#${i + 1}`, "nameOf");
function listingDifferences(first, second, when) {
  const out = [];
  const a = first.map(nameOf);
  const b = second.map(nameOf);
  const inB = new Map(second.map((t, i) => [b[i], t]));
  const inA = new Set(a);
  for (const name of a)
    if (!inB.has(name)) out.push({ when, kind: "removed", tool: name, detail: `tool ${name} is missing` });
  for (const name of b)
    if (!inA.has(name)) out.push({ when, kind: "added", tool: name, detail: `tool ${name} appears` });
  const common = a.filter((n) => inB.has(n));
  const commonB = b.filter((n) => inA.has(n));
  if (common.join("\0") !== commonB.join("\0")) {
    const moved = common.filter((n, i) => commonB[i] !== n);
    out.push({
      when,
      kind: "order",
      detail: `the tools come in another order (${moved.slice(0, 5).join(", ")}${moved.length > 5 ? ", \u2026" : ""} moved)`
    });
  }
  first.forEach((tool, i) => {
    const name = a[i];
    const other = inB.get(name);
    if (other === void 0 || !isObject(tool) || !isObject(other)) return;
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(tool), ...Object.keys(other)])];
    for (const key of keys) {
      if (JSON.stringify(tool[key]) === JSON.stringify(other[key])) continue;
      const facing = Object.hasOwn(modelFacing({ [key]: true }), key);
      out.push({
        when,
        kind: "field",
        tool: name,
        field: key,
        detail: `tool ${name}: ${key} differs${facing ? "" : " (not sent to the model)"}`
      });
    }
  });
  return out;
}
__name(listingDifferences, "listingDifferences");
function listingStability(first, sameSession, secondStart, listChanged) {
  const differences = [
    ...sameSession ? listingDifferences(first, sameSession, "same session") : [],
    ...secondStart ? listingDifferences(first, secondStart, "second start") : []
  ];
  const checked = sameSession !== null || secondStart !== null;
  const out = { stable: checked ? differences.length === 0 : null, differences };
  if (listChanged) out.listChanged = true;
  return out;
}
__name(listingStability, "listingStability");
function stabilityWarning(listing) {
  if (listing.stable !== false) return null;
  const shown = listing.differences.slice(0, 5).map((d) => `${d.when}: ${d.detail}`);
  const more = listing.differences.length > 5 ? `; and ${listing.differences.length - 5} more` : "";
  return `tools/list is not stable: ${shown.join("; ")}${more}. The tool block comes first in the prompt, so a client's prompt cache never hits across these listings: keep the order and every byte the same on every start`;
}
__name(stabilityWarning, "stabilityWarning");

// src/run/count-sliced.ts
var SLICE_MS = 20;
var turn = /* @__PURE__ */ __name(() => new Promise((resolve) => setImmediate(resolve)), "turn");
async function countSliced(steps, options) {
  const started = performance.now();
  let sliceEnd = started + SLICE_MS;
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
    const now = performance.now();
    if (now < sliceEnd) continue;
    await turn();
    await haltIfStopping();
    if (performance.now() - started > options.limitMs) {
      steps.return(void 0);
      throw new ToolError(
        "server",
        `counting ${options.what ?? "the tools"} took more than ${options.limitMs / 1e3} s (the limit of --timeout / timeout-seconds, which also bounds counting) and was stopped: the listing is too large to count in that time; raise the timeout, or shorten the tools (a description of megabytes is sent to the model on every request)`
      );
    }
    sliceEnd = performance.now() + SLICE_MS;
  }
}
__name(countSliced, "countSliced");

// src/run/measure.ts
var MODEL_COUNT_MAX_BYTES = 8 * 1024 * 1024;
var mib = /* @__PURE__ */ __name((n) => `${(n / 1024 / 1024).toFixed(1)} MiB`, "mib");
function modelCountTooLarge(tools) {
  let bytes = 0;
  for (const tool of tools) bytes += Buffer.byteLength(JSON.stringify(tool));
  if (bytes <= MODEL_COUNT_MAX_BYTES) return null;
  return `the ${tools.length.toLocaleString("en-US")} tools are ${mib(bytes)} of JSON, more than the ${mib(MODEL_COUNT_MAX_BYTES)} that model counting takes per request`;
}
__name(modelCountTooLarge, "modelCountTooLarge");
async function countProfiles(models, counters, request) {
  const out = { models: {}, notCounted: {} };
  const tooLarge = models.length > 0 ? modelCountTooLarge(request.tools) : null;
  for (const [i, profile] of models.entries()) {
    const notCounted = /* @__PURE__ */ __name((detail) => ({
      profile: profile.title,
      runtime: profile.runtime,
      reason: "too large",
      detail
    }), "notCounted");
    if (tooLarge) {
      out.notCounted[profile.id] = notCounted(tooLarge);
      continue;
    }
    const counter = counters[i];
    if (!counter) continue;
    try {
      out.models[profile.id] = await countRequest(counter, profile, request);
    } catch (error) {
      if (!(error instanceof TooLargeToCount)) throw error;
      out.notCounted[profile.id] = notCounted(error.message);
    }
  }
  return out;
}
__name(countProfiles, "countProfiles");
function loadCounters(models, context = {}) {
  return Promise.all(models.map((profile) => profile.load(context)));
}
__name(loadCounters, "loadCounters");
async function measure(spec, options) {
  return (await measureWithTools(spec, options)).report;
}
__name(measure, "measure");
async function measureWithTools(spec, options) {
  const models = options.models ?? [];
  let calls;
  const callsFile = options.calls;
  const callsCode = callsFile ? import("./calls-SFCBPBZU.js") : void 0;
  callsCode?.catch(() => void 0);
  const listOptions = callsFile ? {
    ...options,
    // A little past the calls' own budget, which runCalls keeps: this one only bounds a server that hangs.
    sessionTimeoutMs: callsFile.totalTimeoutMs + 5e3,
    // The tokenizers, model data and calls code load before the session's deadline starts.
    beforeSession: /* @__PURE__ */ __name(() => Promise.all([loading, loadingCounters, callsCode]), "beforeSession"),
    // Runs after listing, when the tokenizers and model data below have been asked for.
    session: /* @__PURE__ */ __name(async (session) => {
      const counters2 = await loadingCounters;
      const { runCalls } = await callsCode;
      calls = await runCalls(session, callsFile, {
        encoders: await loading,
        models: models.map((profile, i) => ({ id: profile.id, counter: counters2[i] }))
      });
    }, "session")
  } : options;
  const listing$ = listServer(spec, options.checkStable ? { ...listOptions, listTwice: true } : listOptions);
  const loading = loadEncoders(options.encodings).then((loaded) => {
    mark("vocabularies loaded");
    return loaded;
  });
  const loadingCounters = options.counters ?? loadCounters(models, options.profileContext);
  const [listing, encoders, counters] = await Promise.all([listing$, loading, loadingCounters]);
  const counted = await countSliced(countListingSteps(listing, encoders, VERSION), {
    limitMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  });
  const notes = calls ? (await callsCode).toolResultNotes(
    models.map((profile, i) => ({ id: profile.id, counter: counters[i] })),
    calls
  ) : [];
  let report = calls ? { ...counted, calls, warnings: [...counted.warnings, ...notes] } : counted;
  if (options.checkStable) report = withStability(report, listing, await restarted(spec, options));
  mark("counted");
  const instructions = listing.instructions ?? null;
  if (models.length === 0) return { report, tools: listing.tools, instructions };
  const request = { tools: modelFacingTools(listing.tools), instructions };
  const profiles = await countProfiles(models, counters, request);
  const notCounted = Object.keys(profiles.notCounted).length > 0 ? { modelsNotCounted: profiles.notCounted } : {};
  return { report: { ...report, models: profiles.models, ...notCounted }, tools: listing.tools, instructions };
}
__name(measureWithTools, "measureWithTools");
async function restarted(spec, options) {
  const { session: _session, sessionTimeoutMs: _timeout, beforeSession: _before, ...listOnly } = options;
  return (await listServer(spec, { ...listOnly, listTwice: false })).tools;
}
__name(restarted, "restarted");
function withStability(report, listing, secondStart) {
  const stability = listingStability(
    listing.tools,
    listing.toolsAgain ?? null,
    secondStart,
    listing.listChanged ?? false
  );
  const warning = stabilityWarning(stability);
  const notes = stability.listChanged ? [
    "the server declares tools.listChanged: it may change its tools during a session, and each change re-writes a client's prompt cache"
  ] : [];
  return { ...report, listing: stability, warnings: [...report.warnings, ...warning ? [warning] : [], ...notes] };
}
__name(withStability, "withStability");
function serializeReport(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}
__name(serializeReport, "serializeReport");

export {
  countProfiles,
  loadCounters,
  measure,
  measureWithTools,
  serializeReport
};
//# sourceMappingURL=chunk-EIC3QQT7.js.map
