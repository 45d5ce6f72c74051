import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countListing,
  listServer,
  modelFacing
} from "./chunk-3UD6PL3E.js";
import {
  runCalls
} from "./chunk-4HFQLVGX.js";
import {
  VERSION,
  mark
} from "./chunk-IS2GEQLI.js";
import {
  loadEncoders
} from "./chunk-KTYIMMXE.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/cache.ts
var DEFAULT_CACHE_REQUESTS_PER_LIFETIME = 10;
function round(value) {
  return Number(value.toPrecision(6));
}
__name(round, "round");
function cacheEntry(tokens, inputPricePerMTok, data, assumption = { requestsPerLifetime: DEFAULT_CACHE_REQUESTS_PER_LIFETIME }) {
  if (!data) return { cacheable: null, minTokens: null, costPer1kRequestsCached: null, changeCost: null, tokens };
  const cacheable = tokens >= data.minTokens;
  const write = data.writePricePerMTok ?? inputPricePerMTok;
  const read = data.readPricePerMTok;
  const R = assumption.requestsPerLifetime;
  const per1k = /* @__PURE__ */ __name((pricePerMTok) => tokens * pricePerMTok * 1e3 / 1e6, "per1k");
  let cached = null;
  if (!cacheable) cached = inputPricePerMTok === null ? null : round(per1k(inputPricePerMTok));
  else if (write !== null && read !== null) cached = round(per1k((write + (R - 1) * read) / R));
  const entry = {
    cacheable,
    minTokens: data.minTokens,
    costPer1kRequestsCached: cached,
    changeCost: cacheable && write !== null ? round(per1k(write)) : null,
    tokens,
    mode: data.mode,
    lifetimeMinutes: data.lifetimeMinutes,
    requestsPerLifetime: R,
    source: data.minSource
  };
  if (write !== null) entry.writePricePerMTok = write;
  if (read !== null) entry.readPricePerMTok = read;
  return entry;
}
__name(cacheEntry, "cacheEntry");

// src/core/models/window.ts
function chooseWindow(id, inId, global, standard) {
  if (inId !== null) return { tokens: inId, source: `asked for in the model id ${JSON.stringify(id)}` };
  if (global) return { tokens: global.tokens, source: `asked for with ${global.how}` };
  return standard;
}
__name(chooseWindow, "chooseWindow");
function fitIn(tokens, window) {
  if (window === null) return { fits: null, minContextToFit: tokens, left: null };
  return { fits: tokens <= window, minContextToFit: tokens, left: window - tokens };
}
__name(fitIn, "fitIn");

// src/core/models/entry.ts
function round2(value) {
  return Number(value.toPrecision(6));
}
__name(round2, "round");
function dataWindow(data) {
  return data?.contextWindow ? { tokens: data.contextWindow, source: `the model's data: ${data.source} (${data.date})` } : { tokens: null, source: "no context window is known for this model" };
}
__name(dataWindow, "dataWindow");
function modelEntry(profile, runtime, count, data, contextWindow = dataWindow(data), hosted, cacheAssumption) {
  const perRequest = count.tools + (count.instructions ?? 0);
  const window = contextWindow.tokens;
  const fit = fitIn((count.range?.high ?? count.tools) + (count.instructions ?? 0), window);
  const price = data?.inputPricePerMTok ?? null;
  const entry = {
    profile,
    runtime,
    ...hosted ? { provider: hosted.provider, providerModel: hosted.model } : {},
    fidelity: count.fidelity,
    tools: count.tools,
    instructions: count.instructions,
    contextWindow: window,
    contextSource: contextWindow.source,
    shareOfContext: window ? round2(perRequest / window) : null,
    fits: fit.fits,
    minContextToFit: fit.minContextToFit,
    inputPricePerMTok: price,
    costPer1kRequests: price === null ? null : round2(perRequest * price * 1e3 / 1e6),
    data: data ? { source: data.source, date: data.date } : null,
    cache: cacheEntry(perRequest, price, data?.cache, cacheAssumption),
    warnings: count.warnings
  };
  if (count.range) entry.range = count.range;
  if (count.perTool) entry.perTool = count.perTool;
  if (count.hiddenParameters && count.hiddenParameters.length > 0) entry.hiddenParameters = count.hiddenParameters;
  if (count.notSeen) entry.notSeen = count.notSeen;
  return entry;
}
__name(modelEntry, "modelEntry");

// src/core/models/request.ts
function modelFacingTools(listed) {
  const out = [];
  for (const tool of listed) {
    if (typeof tool !== "object" || tool === null || Array.isArray(tool)) continue;
    const facing = modelFacing(tool);
    if (typeof facing.name !== "string") continue;
    const entry = { name: facing.name, inputSchema: facing.inputSchema };
    if (typeof facing.description === "string") entry.description = facing.description;
    out.push(entry);
  }
  return out;
}
__name(modelFacingTools, "modelFacingTools");
var INSTRUCTIONS_SEPARATOR = "\n\n";
function setupRequest(servers) {
  const instructions = servers.map((s) => s.instructions).filter((text) => !!text);
  return {
    tools: servers.flatMap((s) => modelFacingTools(s.tools)),
    instructions: instructions.length > 0 ? instructions.join(INSTRUCTIONS_SEPARATOR) : null
  };
}
__name(setupRequest, "setupRequest");
async function countRequest(counter, profile, request) {
  const count = await counter.count(request.tools, request.instructions);
  return modelEntry(
    profile.title,
    profile.runtime,
    count,
    profile.data,
    profile.window,
    profile.hosted,
    profile.cacheAssumption
  );
}
__name(countRequest, "countRequest");

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

// src/run/measure.ts
var MODEL_COUNT_MAX_BYTES = 2 * 1024 * 1024;
function assertModelCountBudget(tools, models) {
  let bytes = 0;
  for (const tool of tools) bytes += Buffer.byteLength(JSON.stringify(tool));
  if (bytes <= MODEL_COUNT_MAX_BYTES) return;
  const mib = /* @__PURE__ */ __name((n) => `${(n / 1024 / 1024).toFixed(1)} MiB`, "mib");
  throw new ToolError(
    "server",
    `the ${tools.length.toLocaleString("en-US")} tools are ${mib(bytes)} of JSON, more than the ${mib(MODEL_COUNT_MAX_BYTES)} that model counting takes per run (models: ${models.map((m) => m.id).join(", ")}); count without the models (the encodings count any list), or split the server`
  );
}
__name(assertModelCountBudget, "assertModelCountBudget");
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
  const listOptions = callsFile ? {
    ...options,
    // A little past the calls' own budget, which runCalls keeps: this one only bounds a server that hangs.
    sessionTimeoutMs: callsFile.totalTimeoutMs + 5e3,
    // Runs after listing, when the tokenizers and model data below have been asked for.
    session: /* @__PURE__ */ __name(async (session) => {
      const counters2 = await loadingCounters;
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
  const counted = countListing(listing, encoders, VERSION);
  let report = calls ? { ...counted, calls } : counted;
  if (options.checkStable) report = withStability(report, listing, await restarted(spec, options));
  mark("counted");
  const instructions = listing.instructions ?? null;
  if (models.length === 0) return { report, tools: listing.tools, instructions };
  const request = { tools: modelFacingTools(listing.tools), instructions };
  assertModelCountBudget(request.tools, models);
  const entries = {};
  for (const [i, profile] of models.entries()) {
    const counter = counters[i];
    if (counter) entries[profile.id] = await countRequest(counter, profile, request);
  }
  return { report: { ...report, models: entries }, tools: listing.tools, instructions };
}
__name(measureWithTools, "measureWithTools");
async function restarted(spec, options) {
  const { session: _session, sessionTimeoutMs: _timeout, ...listOnly } = options;
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
  DEFAULT_CACHE_REQUESTS_PER_LIFETIME,
  chooseWindow,
  setupRequest,
  countRequest,
  assertModelCountBudget,
  loadCounters,
  measure,
  measureWithTools,
  serializeReport
};
//# sourceMappingURL=chunk-IQZNI7RD.js.map
