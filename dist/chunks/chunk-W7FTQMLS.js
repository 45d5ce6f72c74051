import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientCache,
  countClientOnModel
} from "./chunk-2GXS2UWE.js";
import {
  nearestVersionNote
} from "./chunk-TTW4EAJU.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
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
function firstUses(profile, listings, requests) {
  const bill = profile.firstUse;
  if (!bill) return [];
  return requests.flatMap((request, i) => {
    if (bill.uses) return bill.uses(listings[i], request);
    const adds = bill.adds;
    if (!adds) return [];
    return request.loaded.filter((tool) => !tool.clientOwn && !request.upFrontTools?.includes(tool.name)).map((tool) => ({ name: tool.name, ...adds(tool) }));
  });
}
__name(firstUses, "firstUses");
function countFirstUse(uses, encoder, figures, canLoadAll = true) {
  const perTool = {};
  for (const { name, texts, objects } of uses)
    perTool[name] = texts.reduce((n, t) => n + encoder.count(t), 0) + objects.reduce((n, o) => n + encoder.count(JSON.stringify(o)), 0);
  if (Object.keys(perTool).length === 0) return void 0;
  const mid = median(Object.values(perTool));
  const round = figures.clientBase === null ? null : figures.clientBase + figures.upFront + mid;
  const saving = figures.allLoaded - figures.upFront;
  const costsMore = canLoadAll && (saving <= mid || round !== null && round > ROUNDS_OF_SAVING * saving);
  return { perTool, median: mid, round, costsMore };
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
  const footer = join.footer ?? "";
  const sections = requests.map((r, i) => ({ server: listings[i].server, text: r.instructionsText })).filter(
    (s) => s.text?.startsWith(join.header) === true && s.text.endsWith(footer)
  ).map((s) => ({ server: s.server, section: s.text.slice(join.header.length, s.text.length - footer.length) }));
  if (sections.length < 2) return null;
  if (join.sortByServer === "locale") sections.sort((a, b) => a.server.localeCompare(b.server, "en"));
  else if (join.sortByServer) sections.sort((a, b) => a.server < b.server ? -1 : a.server > b.server ? 1 : 0);
  return `${join.header}${sections.map((s) => s.section).join(join.separator)}${footer}`;
}
__name(joinedInstructions, "joinedInstructions");
function joinedDeferred(profile, requests) {
  const join = profile.deferredJoin;
  if (!join) return null;
  const sections = requests.map((r) => r.deferredText).filter((t) => t?.startsWith(join.header) === true && t.endsWith(join.footer)).map((t) => t.slice(join.header.length, t.length - join.footer.length));
  if (sections.length < 2) return null;
  if (join.sortSections === "locale") sections.sort((a, b) => a.localeCompare(b, "en"));
  else if (join.sortSections) sections.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return `${join.header}${sections.join(join.separator)}${join.footer}`;
}
__name(joinedDeferred, "joinedDeferred");
function resourceToolsOnce(listings) {
  const offers = listings.findIndex((l) => l.offersResources === true);
  const declares = listings.findIndex((l) => (l.declaresResources ?? l.offersResources) === true);
  return listings.map((listing, i) => {
    const later = { offers: i > offers && listing.offersResources === true, declares: i > declares };
    if (!later.offers && !(later.declares && (listing.declaresResources ?? listing.offersResources))) return listing;
    return {
      ...listing,
      ...later.offers ? { offersResources: false } : {},
      ...later.declares ? { declaresResources: false } : {}
    };
  });
}
__name(resourceToolsOnce, "resourceToolsOnce");
function countClientServers(profile, listings, options, encoders) {
  const withServers = { ...options, requestServers: listings };
  const requests = resourceToolsOnce(listings).map((listing) => profile.request(listing, withServers));
  const own = /* @__PURE__ */ new Set();
  const all = requests.flatMap(
    (request, index) => request.loaded.flatMap((tool) => {
      if (!tool.clientOwn) return [{ tool, index }];
      if (own.has(tool.name)) return [];
      own.add(tool.name);
      return [{ tool, index }];
    })
  );
  const kept = profile.maxTools === null ? all : all.slice(0, profile.maxTools);
  const keptNames = new Set(kept.map((k) => k.tool.name));
  const cappedOut = [
    ...requests.flatMap((r) => r.cappedOut),
    ...all.filter((a) => !keptNames.has(a.tool.name)).map((a) => a.tool.listedName)
  ];
  const deferred = requests.some((r) => r.deferredText !== null) || requests.length === 0 && profile.defers(options);
  const base = profile.clientBase?.tokens[profile.baseMode?.(options, deferred) ?? (deferred ? "deferred" : "loaded")];
  const tokens = {};
  const uses = deferred ? firstUses(profile, listings, requests) : [];
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
    const alwaysLoaded = [
      ...new Set(requests.flatMap((r) => r.deferredText !== null ? r.upFrontTools ?? [] : []))
    ].reduce((n, name) => n + (perTool[name] ?? 0), 0);
    const figures = {
      upFront: (names === null ? loaded : names + alwaysLoaded) + instructions,
      allLoaded: loaded + instructions + stays,
      perTool,
      instructions,
      clientBase: base?.[encoder.name] ?? null
    };
    const bill = uses.length > 0 ? countFirstUse(
      uses,
      encoder,
      figures,
      profile.deferralSetting !== null && profile.deferralSetting.loadsAll !== false
    ) : void 0;
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
  const owned = kept.filter((k) => k.tool.clientOwn).map((k) => k.tool.name);
  if (owned.length > 0) entry.clientOwnTools = owned;
  const because = kept.flatMap((k) => k.tool.clientOwn && k.tool.because ? [[k.tool.name, k.tool.because]] : []);
  if (because.length > 0) entry.clientOwnBecause = Object.fromEntries(because);
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
    offersResources: (listing.resources?.length ?? 0) > 0,
    declaresResources: listing.resources !== null,
    ...listing.stdoutNoise ? { stdoutNoise: true } : {},
    ...listing.server.era ? { era: listing.server.era } : {}
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

export {
  countClientServers,
  clientServerName,
  clientEntries,
  withAskedVersion,
  withClientModels
};
//# sourceMappingURL=chunk-W7FTQMLS.js.map
