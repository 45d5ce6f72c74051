/** A client's MCP part of a request counted per encoding: up front, all loaded, per tool, and its own base. */
import type { Encoder } from "../encodings.js";
import type { ClientOnModel } from "./count-on-models.js";
import { countFirstUse, type FirstUseTokens, firstUses } from "./first-use.js";
import type { ClientOptions, ClientProfile, ClientRequest, ServerListing } from "./profile.js";

export interface ClientTokens {
  /** What the server adds to every request before any tool is loaded (names and instructions when deferred). */
  upFront: number;
  /** What it adds with every tool loaded (their objects as sent, and the instructions). */
  allLoaded: number;
  /** Each sent tool's object, by the name the model sees. */
  perTool: Record<string, number>;
  /** The instructions' text as the client adds it; 0 when none is sent. */
  instructions: number;
  /** The client's own request without any server (dated capture); null when not captured. */
  clientBase: number | null;
  /**
   * For a client that defers, what using one of the server's tools costs in that conversation (first-use.ts):
   * absent when it defers nothing or its bill is not measured.
   */
  firstUse?: FirstUseTokens;
}

/** A server a client does not send: its key, its listed tools, why, and what the user can do. */
export interface ClientServerNotSent {
  server: string;
  tools: string[];
  reason: string;
  fix: string;
}

/** One client's entry of the report. */
export interface ClientEntry {
  title: string;
  /** The client version the profile was taken from; null when its docs name none. */
  version: string | null;
  source: "captured" | "docs";
  sourceText: string;
  date: string;
  /** Whether the tools are deferred (names only up front). */
  deferred: boolean;
  /**
   * The version asked for when it is not modelled but shares a modelled line (`claude-code@2.1.332`): the figures
   * are `version`'s, the nearest modelled version of that line; `note` says so. Absent otherwise.
   */
  askedVersion?: string;
  /** In words, why the figures are another version's (with askedVersion). */
  note?: string;
  /**
   * The key the client knows the server by (its tools' prefix): --name, else the server's serverInfo name.
   * Absent in a configuration's request (its servers are listed beside it) and in reports made before it.
   */
  server?: string;
  /** The client setting the figures are for, e.g. { ENABLE_TOOL_SEARCH: "false" }; absent for none. */
  setting?: Record<string, string>;
  tokens: Record<string, ClientTokens>;
  cappedOut: string[];
  truncated: ClientRequest["truncated"];
  notSeen: ClientRequest["notSeen"];
  /** Servers whose tools the client runs but never sends (counted as 0), with the reason and fix; absent: none. */
  notSent?: ClientServerNotSent[];
  /** Servers the client refuses to run (nothing of them in the figures), with the reason and fix; absent: none. */
  refused?: ClientServerNotSent[];
  /** The client's own tools the server brings (Claude Code's resource tools), counted in the figures; absent: none. */
  clientOwnTools?: string[];
  /**
   * Why the server brings such a tool, by its name, completing "it ..." (Copilot CLI's search tool: "defers the
   * server's tools"); a tool not named here comes because the server lists resources. Absent: all of them do.
   */
  clientOwnBecause?: Record<string, string>;
  /**
   * Per model asked for (-m): what the server adds to this client's request on that model, up front and loaded,
   * rendered by the model's own counter (count-on-models.ts); absent without -m.
   */
  models?: Record<string, ClientOnModel>;
}

/** Counts the client's part of the request; every figure is a count of the exact text or JSON it sends. */
export function countClient(
  profile: ClientProfile,
  listing: ServerListing,
  options: ClientOptions,
  encoders: readonly Encoder[],
): ClientEntry {
  return countClientServers(profile, [listing], options, encoders);
}

/**
 * The one text a client that joins its servers' instructions under one header sends for them all; null when
 * the profile joins nothing (each server's text then counts as it is) or fewer than two servers send any.
 */
export function joinedInstructions(
  profile: ClientProfile,
  listings: readonly ServerListing[],
  requests: readonly ClientRequest[],
): string | null {
  const join = profile.instructionsJoin;
  if (!join) return null;
  const footer = join.footer ?? "";
  const sections = requests
    .map((r, i) => ({ server: (listings[i] as ServerListing).server, text: r.instructionsText }))
    .filter(
      (s): s is { server: string; text: string } => s.text?.startsWith(join.header) === true && s.text.endsWith(footer),
    )
    .map((s) => ({ server: s.server, section: s.text.slice(join.header.length, s.text.length - footer.length) }));
  if (sections.length < 2) return null;
  if (join.sortByServer === "locale") sections.sort((a, b) => a.server.localeCompare(b.server, "en"));
  else if (join.sortByServer) sections.sort((a, b) => (a.server < b.server ? -1 : a.server > b.server ? 1 : 0));
  return `${join.header}${sections.map((s) => s.section).join(join.separator)}${footer}`;
}

/**
 * The one up-front block a client that joins its servers' deferred texts sends for them all (Codex's "<tools>"
 * block); null when the profile joins nothing or fewer than two servers send one.
 */
export function joinedDeferred(profile: ClientProfile, requests: readonly ClientRequest[]): string | null {
  const join = profile.deferredJoin;
  if (!join) return null;
  const sections = requests
    .map((r) => r.deferredText)
    .filter((t): t is string => t?.startsWith(join.header) === true && t.endsWith(join.footer))
    .map((t) => t.slice(join.header.length, t.length - join.footer.length));
  if (sections.length < 2) return null;
  if (join.sortSections === "locale") sections.sort((a, b) => a.localeCompare(b, "en"));
  else if (join.sortSections) sections.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${join.header}${sections.join(join.separator)}${join.footer}`;
}

/**
 * The servers of one request with the client's own resource tools brought once: only the first server that lists
 * resources keeps `offersResources`, only the first that declares the capability (or lists any) keeps
 * `declaresResources`.
 */
export function resourceToolsOnce(listings: readonly ServerListing[]): ServerListing[] {
  const offers = listings.findIndex((l) => l.offersResources === true);
  const declares = listings.findIndex((l) => (l.declaresResources ?? l.offersResources) === true);
  return listings.map((listing, i) => {
    const later = { offers: i > offers && listing.offersResources === true, declares: i > declares };
    if (!later.offers && !(later.declares && (listing.declaresResources ?? listing.offersResources))) return listing;
    return {
      ...listing,
      ...(later.offers ? { offersResources: false } : {}),
      ...(later.declares ? { declaresResources: false } : {}),
    };
  });
}

/**
 * The client's part of one request that carries several servers (a client configuration): each server shaped
 * as the client shapes it, the client's tool cap applied over all of them in the configuration's order (VS Code
 * sends at most 128 tools in the whole request), each figure the sum of the servers' parts, except the instructions
 * of a client that joins them under one header (Claude Code's "# MCP Server Instructions", once per request),
 * counted as the one text it sends.
 */
export function countClientServers(
  profile: ClientProfile,
  listings: readonly ServerListing[],
  options: ClientOptions,
  encoders: readonly Encoder[],
): ClientEntry {
  // The client's own tools that servers with resources bring (Claude Code's) go once per request: with the first.
  const withServers = { ...options, requestServers: listings };
  const requests: ClientRequest[] = resourceToolsOnce(listings).map((listing) => profile.request(listing, withServers));
  // A tool of the client's own goes once per request, whichever servers bring it (Copilot CLI's search tool).
  const own = new Set<string>();
  const all = requests.flatMap((request, index) =>
    request.loaded.flatMap((tool) => {
      if (!tool.clientOwn) return [{ tool, index }];
      if (own.has(tool.name)) return [];
      own.add(tool.name);
      return [{ tool, index }];
    }),
  );
  const kept = profile.maxTools === null ? all : all.slice(0, profile.maxTools);
  const keptNames = new Set(kept.map((k) => k.tool.name));
  const cappedOut = [
    ...requests.flatMap((r) => r.cappedOut),
    ...all.filter((a) => !keptNames.has(a.tool.name)).map((a) => a.tool.listedName),
  ];
  const deferred = requests.some((r) => r.deferredText !== null) || (requests.length === 0 && profile.defers(options));
  const base = profile.clientBase?.tokens[profile.baseMode?.(options, deferred) ?? (deferred ? "deferred" : "loaded")];
  const tokens: Record<string, ClientTokens> = {};
  const uses = deferred ? firstUses(profile, listings, requests) : [];
  for (const encoder of encoders) {
    const perTool: Record<string, number> = {};
    let loaded = 0;
    for (const { tool } of kept) {
      const n = encoder.count(JSON.stringify(tool.sent));
      perTool[tool.name] = n;
      loaded += n;
    }
    const joined = joinedInstructions(profile, listings, requests);
    let instructions = joined === null ? 0 : encoder.count(joined);
    let names: number | null = null;
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
    // Tools a deferring client still sends as objects up front (Claude Code's alwaysLoad tools).
    const alwaysLoaded = [
      ...new Set(requests.flatMap((r) => (r.deferredText !== null ? (r.upFrontTools ?? []) : []))),
    ].reduce((n, name) => n + (perTool[name] ?? 0), 0);
    const figures: ClientTokens = {
      upFront: (names === null ? loaded : names + alwaysLoaded) + instructions,
      allLoaded: loaded + instructions + stays,
      perTool,
      instructions,
      clientBase: base?.[encoder.name] ?? null,
    };
    const bill =
      uses.length > 0
        ? countFirstUse(
            uses,
            encoder,
            figures,
            profile.deferralSetting !== null && profile.deferralSetting.loadsAll !== false,
          )
        : undefined;
    tokens[encoder.name] = bill ? { ...figures, firstUse: bill } : figures;
  }
  const entry: ClientEntry = {
    title: profile.title,
    version: profile.version,
    source: profile.source,
    sourceText: profile.sourceText,
    date: profile.date,
    deferred,
    tokens,
    cappedOut,
    truncated: requests.flatMap((r) => r.truncated),
    notSeen: requests.flatMap((r) => r.notSeen),
  };
  const notSent = requests.flatMap((r, i) =>
    r.dropped ? [{ server: (listings[i] as ServerListing).server, ...r.dropped }] : [],
  );
  if (notSent.length > 0) entry.notSent = notSent;
  const refused = requests.flatMap((r, i) =>
    r.refused ? [{ server: (listings[i] as ServerListing).server, ...r.refused }] : [],
  );
  if (refused.length > 0) entry.refused = refused;
  const owned = kept.filter((k) => k.tool.clientOwn).map((k) => k.tool.name);
  if (owned.length > 0) entry.clientOwnTools = owned;
  const because = kept.flatMap((k) => (k.tool.clientOwn && k.tool.because ? [[k.tool.name, k.tool.because]] : []));
  if (because.length > 0) entry.clientOwnBecause = Object.fromEntries(because);
  const setting = profile.deferralSetting;
  if (setting && options[setting.option] !== undefined)
    entry.setting = { [setting.name]: String(options[setting.option]) };
  return entry;
}
