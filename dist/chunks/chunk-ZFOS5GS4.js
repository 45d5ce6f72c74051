import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  modelFacing
} from "./chunk-IBBZUMAM.js";
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

export {
  DEFAULT_CACHE_REQUESTS_PER_LIFETIME,
  chooseWindow,
  modelFacingTools,
  setupRequest,
  countRequest
};
//# sourceMappingURL=chunk-ZFOS5GS4.js.map
