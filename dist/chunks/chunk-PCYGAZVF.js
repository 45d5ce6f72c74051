import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientCache,
  countClientOnModel
} from "./chunk-U2FMMFXV.js";
import {
  listServer
} from "./chunk-CCXKP7AJ.js";
import {
  countListingSteps,
  modelFacing
} from "./chunk-Z7VNYKO4.js";
import {
  fitIn
} from "./chunk-ZAF455JZ.js";
import {
  nearestVersionNote
} from "./chunk-3PX76TVM.js";
import {
  cacheEntry
} from "./chunk-7QJCO2EM.js";
import {
  VERSION,
  mark
} from "./chunk-B3NNXW3X.js";
import {
  DEFAULT_TIMEOUT_MS
} from "./chunk-AY22MO67.js";
import {
  shapeRequest
} from "./chunk-MNHU2QBX.js";
import {
  loadEncoders
} from "./chunk-W63QXYQJ.js";
import {
  haltIfStopping
} from "./chunk-WGNAU6CN.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/first-use.ts
var ROUNDS_OF_SAVING = 10;
function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
__name(median, "median");
function countFirstUse(requests, adds, encoder, figures) {
  const perTool = {};
  for (const request of requests) {
    for (const tool of request.loaded) {
      if (tool.clientOwn) continue;
      const { texts, objects } = adds(tool);
      perTool[tool.name] = texts.reduce((n, t) => n + encoder.count(t), 0) + objects.reduce((n, o) => n + encoder.count(JSON.stringify(o)), 0);
    }
  }
  if (Object.keys(perTool).length === 0) return void 0;
  const mid = median(Object.values(perTool));
  const round2 = figures.clientBase === null ? null : figures.clientBase + figures.upFront + mid;
  const saving = figures.allLoaded - figures.upFront;
  const costsMore = saving <= mid || round2 !== null && round2 > ROUNDS_OF_SAVING * saving;
  return { perTool, median: mid, round: round2, costsMore };
}
__name(countFirstUse, "countFirstUse");

// src/core/clients/count.ts
function countClient(profile, listing, options, encoders) {
  return countClientServers(profile, [listing], options, encoders);
}
__name(countClient, "countClient");
function joinedInstructions(profile, listings, requests) {
  const join = profile.instructionsJoin;
  if (!join) return null;
  const sections = requests.map((r, i) => ({ server: listings[i].server, text: r.instructionsText })).filter((s) => s.text?.startsWith(join.header) === true).map((s) => ({ server: s.server, section: s.text.slice(join.header.length) }));
  if (sections.length < 2) return null;
  if (join.sortByServer) sections.sort((a, b) => a.server < b.server ? -1 : a.server > b.server ? 1 : 0);
  return `${join.header}${sections.map((s) => s.section).join(join.separator)}`;
}
__name(joinedInstructions, "joinedInstructions");
function joinedDeferred(profile, requests) {
  const join = profile.deferredJoin;
  if (!join) return null;
  const sections = requests.map((r) => r.deferredText).filter((t) => t?.startsWith(join.header) === true && t.endsWith(join.footer)).map((t) => t.slice(join.header.length, t.length - join.footer.length));
  if (sections.length < 2) return null;
  if (join.sortSections) sections.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return `${join.header}${sections.join(join.separator)}${join.footer}`;
}
__name(joinedDeferred, "joinedDeferred");
function countClientServers(profile, listings, options, encoders) {
  const firstWithResources = listings.findIndex((l) => l.offersResources === true);
  const requests = listings.map(
    (listing, i) => profile.request(
      i > firstWithResources && listing.offersResources ? { ...listing, offersResources: false } : listing,
      options
    )
  );
  const all = requests.flatMap((request, index) => request.loaded.map((tool) => ({ tool, index })));
  const kept = profile.maxTools === null ? all : all.slice(0, profile.maxTools);
  const keptNames = new Set(kept.map((k) => k.tool.name));
  const cappedOut = [
    ...requests.flatMap((r) => r.cappedOut),
    ...all.filter((a) => !keptNames.has(a.tool.name)).map((a) => a.tool.listedName)
  ];
  const deferred = requests.some((r) => r.deferredText !== null) || requests.length === 0 && profile.defers(options);
  const base = profile.clientBase?.tokens[deferred ? "deferred" : "loaded"];
  const tokens = {};
  for (const encoder of encoders) {
    const perTool = {};
    let loaded = 0;
    for (const { tool } of kept) {
      const n = encoder.count(JSON.stringify(tool.sent));
      perTool[tool.name] = n;
      loaded += n;
    }
    const joined = joinedInstructions(profile, listings, requests);
    let instructions = joined === null ? 0 : encoder.count(joined);
    let names = null;
    let stays = 0;
    const block = joinedDeferred(profile, requests);
    if (block !== null) {
      names = encoder.count(block);
      if (requests.some((r) => r.deferredTextStays)) stays = names;
    }
    for (const request of requests) {
      if (joined === null && request.instructionsText !== null) instructions += encoder.count(request.instructionsText);
      if (block === null && request.deferredText !== null) {
        const n = encoder.count(request.deferredText);
        names = (names ?? 0) + n;
        if (request.deferredTextStays) stays += n;
      }
    }
    const figures = {
      upFront: (names ?? loaded) + instructions,
      allLoaded: loaded + instructions + stays,
      perTool,
      instructions,
      clientBase: base?.[encoder.name] ?? null
    };
    const bill = deferred && profile.firstUse ? countFirstUse(requests, profile.firstUse.adds, encoder, figures) : void 0;
    tokens[encoder.name] = bill ? { ...figures, firstUse: bill } : figures;
  }
  const entry = {
    title: profile.title,
    version: profile.version,
    source: profile.source,
    sourceText: profile.sourceText,
    date: profile.date,
    deferred,
    tokens,
    cappedOut,
    truncated: requests.flatMap((r) => r.truncated),
    notSeen: requests.flatMap((r) => r.notSeen)
  };
  const notSent = requests.flatMap(
    (r, i) => r.dropped ? [{ server: listings[i].server, ...r.dropped }] : []
  );
  if (notSent.length > 0) entry.notSent = notSent;
  const refused = requests.flatMap(
    (r, i) => r.refused ? [{ server: listings[i].server, ...r.refused }] : []
  );
  if (refused.length > 0) entry.refused = refused;
  const own = kept.filter((k) => k.tool.clientOwn).map((k) => k.tool.name);
  if (own.length > 0) entry.clientOwnTools = own;
  const setting = profile.deferralSetting;
  if (setting && options[setting.option] !== void 0)
    entry.setting = { [setting.name]: String(options[setting.option]) };
  return entry;
}
__name(countClientServers, "countClientServers");

// src/core/clients/report.ts
var clientServerName = /* @__PURE__ */ __name((listing, key = null) => key ?? (listing.server.name || "server"), "clientServerName");
function serverListing(listing, key) {
  return {
    server: clientServerName(listing, key),
    tools: listing.tools,
    instructions: listing.instructions ?? null,
    offersResources: (listing.resources?.length ?? 0) > 0
  };
}
__name(serverListing, "serverListing");
function clientEntries(clients, listing, encoders, key = null) {
  const server = serverListing(listing, key);
  const out = {};
  for (const choice of clients) {
    const entry = withAskedVersion(choice, countClient(choice.profile, server, choice.options, encoders));
    out[choice.asked] = { ...entry, server: server.server };
  }
  return out;
}
__name(clientEntries, "clientEntries");
function withAskedVersion(choice, entry) {
  if (choice.askedVersion === void 0 || entry.version === null) return entry;
  return {
    ...entry,
    askedVersion: choice.askedVersion,
    note: nearestVersionNote(entry.title, choice.askedVersion, entry.version)
  };
}
__name(withAskedVersion, "withAskedVersion");
async function withClientModels(entries, clients, listing, models, key = null) {
  if (models.length === 0) return entries;
  const server = serverListing(listing, key);
  const out = {};
  for (const choice of clients) {
    const entry = entries[choice.asked];
    if (!entry) continue;
    const request = choice.profile.request(server, choice.options);
    const figures = {};
    const o200k = entry.tokens.o200k_base;
    for (const { id, counter, cacheMinTokens } of models) {
      try {
        const onModel = await countClientOnModel(request, counter);
        const cache = o200k ? clientCache(onModel, o200k.upFront, o200k.clientBase, cacheMinTokens ?? null) : void 0;
        figures[id] = cache ? { ...onModel, cache } : onModel;
      } catch (error) {
        if (!(error instanceof TooLargeToCount)) throw error;
      }
    }
    out[choice.asked] = { ...entry, models: figures };
  }
  return out;
}
__name(withClientModels, "withClientModels");

// src/core/clients/as-sent.ts
var TOOLS_AS_SENT = {
  maxTools: null,
  truncateBytes: null,
  name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
  // The schema as listed, even when it is missing or not an object (the model's counter says what it renders).
  toolObject: /* @__PURE__ */ __name((name, description, tool) => {
    const facing = { name, inputSchema: tool.listedSchema };
    if (description !== void 0) facing.description = description;
    return facing;
  }, "toolObject"),
  instructionsText: /* @__PURE__ */ __name((_server, instructions) => instructions, "instructionsText"),
  deferredText: null,
  sortsByName: false,
  keepsEmptyNames: true
};
var shapeAsSent = /* @__PURE__ */ __name((listing) => shapeRequest(listing, TOOLS_AS_SENT), "shapeAsSent");

// src/core/models/entry.ts
function round(value) {
  return Number(value.toPrecision(6));
}
__name(round, "round");
function dataWindow(data) {
  return data?.contextWindow ? { tokens: data.contextWindow, source: `the model's data: ${data.source} (${data.date})` } : { tokens: null, source: "no context window is known for this model" };
}
__name(dataWindow, "dataWindow");
function modelEntry(profile, runtime, count, data, contextWindow = dataWindow(data), hosted, cacheAssumption) {
  const perRequest = count.tools + (count.instructions ?? 0);
  const window = contextWindow.tokens;
  const fit = fitIn((count.range?.high ?? count.tools) + (count.instructions ?? 0) + (count.frame ?? 0), window);
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
    shareOfContext: window ? round(perRequest / window) : null,
    fits: fit.fits,
    minContextToFit: fit.minContextToFit,
    inputPricePerMTok: price,
    costPer1kRequests: price === null ? null : round(perRequest * price * 1e3 / 1e6),
    data: data ? { source: data.source, date: data.date } : null,
    cache: cacheEntry(perRequest, price, data?.cache, cacheAssumption),
    warnings: count.warnings
  };
  if (count.range) entry.range = count.range;
  if (count.perTool) entry.perTool = count.perTool;
  if (count.hiddenParameters && count.hiddenParameters.length > 0) entry.hiddenParameters = count.hiddenParameters;
  if (count.notSeen) entry.notSeen = count.notSeen;
  if (count.frame !== void 0) entry.frame = count.frame;
  if (contextWindow.slots !== void 0 && contextWindow.slots > 1) entry.slots = contextWindow.slots;
  return entry;
}
__name(modelEntry, "modelEntry");

// src/core/models/request.ts
function modelFacingTools(listed) {
  return toModelTools(shapeAsSent({ server: "", tools: listed, instructions: null }));
}
__name(modelFacingTools, "modelFacingTools");
function toModelTools(request) {
  return request.loaded.map((t) => t.sent);
}
__name(toModelTools, "toModelTools");
var INSTRUCTIONS_SEPARATOR = "\n\n";
function setupRequest(servers) {
  const shaped = servers.map((s) => shapeAsSent({ server: "", tools: s.tools, instructions: s.instructions }));
  const instructions = shaped.map((r) => r.instructionsText).filter((text) => !!text);
  return {
    tools: shaped.flatMap(toModelTools),
    instructions: instructions.length > 0 ? instructions.join(INSTRUCTIONS_SEPARATOR) : null
  };
}
__name(setupRequest, "setupRequest");
async function countRequest(counter, profile, request, pace) {
  const count = await counter.count(request.tools, request.instructions, pace);
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
  if (checked) out.order = differences.some((d) => d.kind === "order") ? "changes" : "same";
  return out;
}
__name(listingStability, "listingStability");
function stabilityWarning(listing) {
  if (listing.stable !== false) return null;
  if (onlyOrderChanges(listing)) {
    const when = [...new Set(listing.differences.map((d) => d.when))].join(" and ");
    return `tools/list is not stable: the same tools byte for byte, but not in a deterministic order (it changed: ${when}); MCP revision 2026-07-28 asks that list results SHOULD come in a deterministic order, and a client's prompt cache never hits across two orders: send the tools in one fixed order (registration order, or sorted by name)`;
  }
  const shown = listing.differences.slice(0, 5).map((d) => `${d.when}: ${d.detail}`);
  const more = listing.differences.length > 5 ? `; and ${listing.differences.length - 5} more` : "";
  return `tools/list is not stable: ${shown.join("; ")}${more}. The tool block comes first in the prompt, so a client's prompt cache never hits across these listings: keep the order and every byte the same on every start`;
}
__name(stabilityWarning, "stabilityWarning");
function onlyOrderChanges(listing) {
  return listing.differences.length > 0 && listing.differences.every((d) => d.kind === "order");
}
__name(onlyOrderChanges, "onlyOrderChanges");

// src/run/count-sliced.ts
var CountingTooSlow = class extends ToolError {
  static {
    __name(this, "CountingTooSlow");
  }
  constructor(message) {
    super("server", message);
    this.name = "CountingTooSlow";
  }
};
var SLICE_MS = 20;
var turn = /* @__PURE__ */ __name(() => new Promise((resolve) => setImmediate(resolve)), "turn");
function pacer(options) {
  const started = performance.now();
  let sliceEnd = started + SLICE_MS;
  return async () => {
    if (performance.now() < sliceEnd) return;
    await turn();
    await haltIfStopping();
    if (performance.now() - started > options.limitMs) {
      throw new CountingTooSlow(
        `counting ${options.what ?? "the tools"} took more than ${options.limitMs / 1e3} s (the limit of --timeout / timeout-seconds, which also bounds counting) and was stopped: the listing is too large to count in that time; raise the timeout, or shorten the tools (a description of megabytes is sent to the model on every request)`
      );
    }
    sliceEnd = performance.now() + SLICE_MS;
  };
}
__name(pacer, "pacer");
async function countSliced(steps, options, pace = pacer(options)) {
  let sliceEnd = performance.now() + SLICE_MS;
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() < sliceEnd) continue;
    try {
      await pace();
    } catch (error) {
      steps.return(void 0);
      throw error;
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
async function countProfiles(models, counters, request, newPace) {
  const out = { models: {}, notCounted: {} };
  const tooLarge = models.length > 0 ? modelCountTooLarge(request.tools) : null;
  for (const [i, profile] of models.entries()) {
    const notCounted = /* @__PURE__ */ __name((detail, reason = "too large") => ({
      profile: profile.title,
      runtime: profile.runtime,
      reason,
      detail
    }), "notCounted");
    if (tooLarge) {
      out.notCounted[profile.id] = notCounted(tooLarge);
      continue;
    }
    const counter = counters[i];
    if (!counter) continue;
    const pace = newPace?.();
    try {
      await pace?.();
      out.models[profile.id] = await countRequest(counter, profile, request, pace);
    } catch (error) {
      if (error instanceof CountingTooSlow) out.notCounted[profile.id] = notCounted(error.message, "too slow");
      else if (error instanceof TooLargeToCount) out.notCounted[profile.id] = notCounted(error.message);
      else if (error instanceof RangeError) {
        out.notCounted[profile.id] = notCounted(
          `the request is too large to render on this profile (${error.message})`
        );
      } else throw error;
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
  const callsCode = callsFile ? import("./calls-WJCBLSKO.js") : void 0;
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
  const limitMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counted = await countSliced(countListingSteps(listing, encoders, VERSION), { limitMs });
  const notes = calls ? (await callsCode).toolResultNotes(
    models.map((profile, i) => ({ id: profile.id, counter: counters[i] })),
    calls
  ) : [];
  let report = calls ? { ...counted, calls, warnings: [...counted.warnings, ...notes] } : counted;
  if (options.checkStable) report = withStability(report, listing, await restarted(spec, options));
  if (options.clients && options.clients.length > 0) {
    report = { ...report, clients: clientEntries(options.clients, listing, encoders, options.clientServerKey ?? null) };
  }
  mark("counted");
  const instructions = listing.instructions ?? null;
  if (models.length === 0) return { report, tools: listing.tools, instructions, listing };
  const request = { tools: modelFacingTools(listing.tools), instructions };
  const newPace = /* @__PURE__ */ __name(() => pacer({ limitMs, what: "the tools on this model profile" }), "newPace");
  const profiles = await countProfiles(models, counters, request, newPace);
  const notCounted = Object.keys(profiles.notCounted).length > 0 ? { modelsNotCounted: profiles.notCounted } : {};
  if (report.clients && options.clients) {
    const counted2 = models.flatMap(
      (profile, i) => profiles.models[profile.id] ? [
        {
          id: profile.id,
          counter: counters[i],
          cacheMinTokens: profiles.models[profile.id]?.cache?.minTokens ?? null
        }
      ] : []
    );
    report = {
      ...report,
      clients: await withClientModels(
        report.clients,
        options.clients,
        listing,
        counted2,
        options.clientServerKey ?? null
      )
    };
  }
  return {
    report: { ...report, models: profiles.models, ...notCounted },
    tools: listing.tools,
    instructions,
    listing
  };
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
  countClientServers,
  clientEntries,
  withAskedVersion,
  modelFacingTools,
  setupRequest,
  countRequest,
  MODEL_COUNT_MAX_BYTES,
  modelCountTooLarge,
  countProfiles,
  loadCounters,
  measure,
  measureWithTools,
  serializeReport
};
//# sourceMappingURL=chunk-PCYGAZVF.js.map
