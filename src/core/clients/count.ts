/** A client's MCP part of a request counted per encoding: up front, all loaded, per tool, and its own base. */
import type { Encoder } from "../encodings.js";
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
  /** The client setting the figures are for, e.g. { ENABLE_TOOL_SEARCH: "false" }; absent for none. */
  setting?: Record<string, string>;
  tokens: Record<string, ClientTokens>;
  cappedOut: string[];
  truncated: ClientRequest["truncated"];
  notSeen: ClientRequest["notSeen"];
}

/** Counts the client's part of the request; every figure is a count of the exact text or JSON it sends. */
export function countClient(
  profile: ClientProfile,
  listing: ServerListing,
  options: ClientOptions,
  encoders: readonly Encoder[],
): ClientEntry {
  const request = profile.request(listing, options);
  const deferred = request.deferredText !== null;
  const base = profile.clientBase?.tokens[deferred ? "deferred" : "loaded"];
  const tokens: Record<string, ClientTokens> = {};
  for (const encoder of encoders) {
    const perTool: Record<string, number> = {};
    let loaded = 0;
    for (const tool of request.loaded) {
      const n = encoder.count(JSON.stringify(tool.sent));
      perTool[tool.name] = n;
      loaded += n;
    }
    const instructions = request.instructionsText === null ? 0 : encoder.count(request.instructionsText);
    const names = request.deferredText === null ? null : encoder.count(request.deferredText);
    tokens[encoder.name] = {
      upFront: (names ?? loaded) + instructions,
      allLoaded: loaded + instructions + (request.deferredTextStays ? (names ?? 0) : 0),
      perTool,
      instructions,
      clientBase: base?.[encoder.name] ?? null,
    };
  }
  const entry: ClientEntry = {
    title: profile.title,
    version: profile.version,
    source: profile.source,
    sourceText: profile.sourceText,
    date: profile.date,
    deferred,
    tokens,
    cappedOut: request.cappedOut,
    truncated: request.truncated,
    notSeen: request.notSeen,
  };
  const setting = profile.deferralSetting;
  if (setting && options[setting.option] !== undefined)
    entry.setting = { [setting.name]: String(options[setting.option]) };
  return entry;
}
