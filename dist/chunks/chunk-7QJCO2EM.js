import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
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

export {
  DEFAULT_CACHE_REQUESTS_PER_LIFETIME,
  cacheEntry
};
//# sourceMappingURL=chunk-7QJCO2EM.js.map
