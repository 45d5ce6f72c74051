/**
 * What each client of a configuration sends for its own servers: one request per client (never the servers of
 * several clients added into one), shaped by that client's profile (src/core/clients/), its cap applied over all
 * its servers. A configuration format with no profile (Jan, LM Studio) has none.
 */
import type { ClientChoice } from "../clients/client-id.js";
import { type ClientEntry, countClientServers } from "../clients/count.js";
import type { ClientId } from "../clients/profile.js";
import { CLIENT_PROFILES } from "../clients/profiles.js";
import { withAskedVersion } from "../clients/report.js";
import type { Encoder } from "../encodings.js";
import type { ClientFormatId } from "./formats.js";

/** The client profile that models what a configuration format's client sends; null where none does yet. */
const PROFILE_OF: Readonly<Record<ClientFormatId, ClientId | null>> = {
  "claude-desktop": "claude-desktop",
  "claude-code": "claude-code",
  cursor: "cursor",
  vscode: "vscode",
  windsurf: "windsurf",
  gemini: "gemini-cli",
  codex: "codex",
  jan: null,
  lmstudio: null,
  cline: "cline",
};

export function clientProfileOf(format: ClientFormatId): ClientId | null {
  return PROFILE_OF[format];
}

/** One measured server of the configuration, as its client lists it. */
export interface ListedServer {
  /** Its name in the configuration (a name two clients share is qualified "name (client)" by the merge). */
  name: string;
  client: ClientFormatId;
  tools: readonly unknown[];
  instructions: string | null;
  /** Whether it listed any resources (Claude Code then adds its own resource tools, once per request). */
  offersResources: boolean;
  /** Whether it declared the resources capability, listing any or not (opencode then adds its resource tools). */
  declaresResources?: boolean;
  /** Whether it wrote text that is not JSON to stdout (Cline CLI then never connects it). */
  stdoutNoise?: boolean;
  /** The era of the protocol it spoke with the lister (Claude Code orders a modern server's schemas its own way). */
  era?: "legacy" | "modern";
}

/** One client's request over its measured servers. */
export interface SetupClientRequest {
  /** The servers in it, by their names in the configuration, in its order. */
  servers: string[];
  /** The client's figures for that request (upFront, allLoaded, perTool, clientBase per encoding; caps, cuts). */
  request: ClientEntry;
  /**
   * The same client's request at base, with its servers as the base's configuration lists them (a pull
   * request's comment shows base -> head); `request` null when not known, and `reason` says why. Absent when
   * no base was compared (and in `measure --config`).
   */
  base?: { request: ClientEntry | null; reason: string | null };
}

/** Per client profile (keyed by its id), the request it sends with its own servers, in configuration order. */
export function setupClientRequests(
  servers: readonly ListedServer[],
  encoders: readonly Encoder[],
): Partial<Record<ClientId, SetupClientRequest>> {
  const byClient = new Map<ClientId, ListedServer[]>();
  for (const server of servers) {
    const id = PROFILE_OF[server.client];
    if (id !== null) byClient.set(id, [...(byClient.get(id) ?? []), server]);
  }
  const out: Partial<Record<ClientId, SetupClientRequest>> = {};
  for (const [id, own] of byClient) {
    out[id] = {
      servers: own.map((s) => s.name),
      request: countClientServers(CLIENT_PROFILES[id], own.map(keyedListing), {}, encoders),
    };
  }
  return out;
}

/** A server as a client lists it: under its key in the configuration, without the merge's qualifier. */
function keyedListing(s: ListedServer) {
  return {
    server: s.name.endsWith(` (${s.client})`) ? s.name.slice(0, -` (${s.client})`.length) : s.name,
    tools: s.tools,
    instructions: s.instructions,
    offersResources: s.offersResources,
    ...(s.declaresResources === undefined ? {} : { declaresResources: s.declaresResources }),
    ...(s.stdoutNoise ? { stdoutNoise: true } : {}),
    ...(s.era ? { era: s.era } : {}),
  };
}

/**
 * The clients asked for (measure --config --client), keyed as asked: each client's one request with every
 * measured server of the configuration, each under its own key, whatever client's file it came from.
 */
export function askedClientRequests(
  servers: readonly ListedServer[],
  clients: readonly ClientChoice[],
  encoders: readonly Encoder[],
): Record<string, SetupClientRequest> {
  const out: Record<string, SetupClientRequest> = {};
  for (const choice of clients) {
    const request = countClientServers(choice.profile, servers.map(keyedListing), choice.options, encoders);
    out[choice.asked] = { servers: servers.map((s) => s.name), request: withAskedVersion(choice, request) };
  }
  return out;
}
