import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  listServer
} from "./chunk-OOFJHATA.js";
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import {
  DEFAULT_TIMEOUT_MS
} from "./chunk-AY22MO67.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  mark
} from "./chunk-GUMAJWRF.js";
import {
  haltIfStopping
} from "./chunk-CDRE7MMI.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

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
var countingCode = /* @__PURE__ */ __name(() => Promise.all([import("./count-USILJV5P.js"), import("./request-2MAQNWUM.js")]).then(([count, request]) => ({
  ...count,
  ...request
})), "countingCode");
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
      const { countRequest } = await import("./request-2MAQNWUM.js");
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
function listedOf(measured) {
  return {
    tools: measured.tools,
    instructions: measured.instructions,
    ...measured.listing.stdoutNoise ? { stdoutNoise: true } : {}
  };
}
__name(listedOf, "listedOf");
async function measure(spec, options) {
  return (await measureWithTools(spec, options)).report;
}
__name(measure, "measure");
async function measureWithTools(spec, options) {
  const closing = [];
  try {
    return await measureListed(spec, options, (ending) => closing.push(ending));
  } finally {
    await Promise.all(closing);
  }
}
__name(measureWithTools, "measureWithTools");
async function measureListed(spec, options, closeInBackground) {
  const models = options.models ?? [];
  let calls;
  const callsFile = options.calls;
  const callsCode = callsFile ? import("./calls-GFQUGEYZ.js") : void 0;
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
  let ended = Promise.resolve();
  const background = /* @__PURE__ */ __name((closing) => {
    ended = closing;
    closeInBackground(closing);
  }, "background");
  const listing$ = listServer(spec, {
    ...listOptions,
    ...options.checkStable ? { listTwice: true } : {},
    closeInBackground: background
  }).then((listed) => {
    mark("listing returned");
    return listed;
  });
  const loading = loadEncoders(options.encodings).then((loaded) => {
    mark("vocabularies loaded");
    return loaded;
  });
  const loadingCounters = options.counters ?? loadCounters(models, options.profileContext);
  const code = countingCode().then((loaded) => {
    mark("counting code loaded");
    return loaded;
  });
  const clientsCode = options.clients && options.clients.length > 0 ? import("./report-S7EHXYTV.js") : null;
  const [listing, encoders, counters, { countListingSteps, modelFacingTools }, clientsReport] = await Promise.all([
    listing$,
    loading,
    loadingCounters,
    code,
    clientsCode
  ]);
  const limitMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counted = await countSliced(countListingSteps(listing, encoders, VERSION), { limitMs });
  const notes = calls ? (await callsCode).toolResultNotes(
    models.map((profile, i) => ({ id: profile.id, counter: counters[i] })),
    calls
  ) : [];
  let report = calls ? { ...counted, calls, warnings: [...counted.warnings, ...notes] } : counted;
  if (options.checkStable) {
    await ended;
    report = await withStability(report, listing, await restarted(spec, options));
  }
  if (options.clients && options.clients.length > 0 && clientsReport) {
    report = {
      ...report,
      clients: clientsReport.clientEntries(options.clients, listing, encoders, options.clientServerKey ?? null)
    };
  }
  mark("counted");
  const instructions = listing.instructions ?? null;
  if (models.length === 0) return { report, tools: listing.tools, instructions, listing };
  const request = { tools: modelFacingTools(listing.tools), instructions };
  const newPace = /* @__PURE__ */ __name(() => pacer({ limitMs, what: "the tools on this model profile" }), "newPace");
  const profiles = await countProfiles(models, counters, request, newPace);
  const notCounted = Object.keys(profiles.notCounted).length > 0 ? { modelsNotCounted: profiles.notCounted } : {};
  if (report.clients && options.clients && clientsReport) {
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
      clients: await clientsReport.withClientModels(
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
__name(measureListed, "measureListed");
async function restarted(spec, options) {
  const { session: _session, sessionTimeoutMs: _timeout, beforeSession: _before, ...listOnly } = options;
  return (await listServer(spec, { ...listOnly, listTwice: false })).tools;
}
__name(restarted, "restarted");
async function withStability(report, listing, secondStart) {
  const { listingStability, stabilityWarning } = await import("./stability-ZUSR2GMP.js");
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
  MODEL_COUNT_MAX_BYTES,
  modelCountTooLarge,
  countProfiles,
  loadCounters,
  listedOf,
  measure,
  measureWithTools,
  serializeReport
};
//# sourceMappingURL=chunk-5VAMAJZA.js.map
