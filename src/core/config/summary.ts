/**
 * A whole client setup: one row per server (its report, or why it failed), the totals over the servers
 * that were measured, tool names that more than one server offers, and the client limits the setup
 * crosses. A setup with a failed server is incomplete, and says so in `failed` and in every rendering.
 */

import type { ClientId as ClientProfileId } from "../clients/profile.js";
import { CLIENT_LIMITS, type ClientId, clientRunsModel } from "../clients.js";
import type { ModelEntry, NotCountedModel } from "../models/entry.js";
import type { Runtime } from "../models/model-id.js";
import type { Fidelity } from "../models/types.js";
import type { Report, Totals } from "../report.js";
import { clientProfileOf, type SetupClientRequest } from "./client-requests.js";
import type { ClientFormatId } from "./formats.js";

export const SETUP_KIND = "mcp-token-budget/setup";

export type SetupServer =
  | { name: string; client: ClientFormatId; status: "measured"; report: Report }
  | {
      name: string;
      client: ClientFormatId;
      status: "failed";
      /** Why, in one line. */
      error: string;
      /** The last lines the server wrote to stderr, each one line; absent when it wrote none. */
      stderrTail?: string[];
    };

export interface DuplicateToolName {
  name: string;
  /** The servers that offer a tool of that name, in setup order. */
  servers: string[];
}

/**
 * One model's figures for the whole setup as one request: every measured server's tools in one list and
 * their instructions in one system prompt, rendered once (src/core/models/request.ts). Frames a request
 * carries once are counted once, so the per-server rows (what each server adds on its own) add up to
 * more than `tools` on most profiles.
 */
export interface SetupModelTotal {
  profile: string;
  fidelity: Fidelity;
  /** Tokens all the measured servers' tools add to one request: the prompt with them minus without. */
  tools: number;
  /** For estimates: the range `tools` is the midpoint of. */
  range?: { low: number; high: number };
  /** Tokens the servers' instructions add to that request; 0 when none sends any. */
  instructions: number;
  contextWindow: number | null;
  /** What built the one request (hf, ollama, llama.cpp, provider): names the knob a verdict asks to raise. */
  runtime?: Runtime;
  /**
   * The llama.cpp slots (`-np`) sharing the context that `contextWindow` is one slot of
   * (`qwen3@llama.cpp:49152/2`: 24,576 a request), so a verdict names the `-c` that fits; absent with one slot.
   */
  slots?: number;
  /** Where the window came from, in words, when the one-request entry says it. */
  contextSource?: string;
  /** (tools + instructions) / contextWindow; null without a known window. */
  shareOfContext: number | null;
  /** Whether the one request's tools + instructions fit in the window (when the entry says it). */
  fits?: boolean | null;
  /** The smallest window that holds the one request's tools + instructions (when the entry says it). */
  minContextToFit?: number;
}

export interface SetupClientLimit {
  client: string;
  /** "tools" when the tool count is over the client's maximum; "share" when a model's window share is. */
  kind: "tools" | "share";
  limit: number;
  actual: number;
  model?: string;
  effect: string;
  source: string;
  date: string;
}

export interface Setup {
  kind: typeof SETUP_KIND;
  servers: SetupServer[];
  /** Per encoding, summed over the measured servers only. */
  totals: Record<string, Totals>;
  measured: number;
  failed: number;
  duplicateToolNames: DuplicateToolName[];
  /** Per model asked for (--model); absent when none was. */
  models?: Record<string, SetupModelTotal>;
  /**
   * The models asked for that have no figure for the setup as one request: its tools together are past a cap
   * of model counting (each server alone may not be). Keyed like models (an id is in one or the other);
   * absent when every model was counted.
   */
  modelsNotCounted?: Record<string, NotCountedModel>;
  /** The limits of the clients whose files were read that this setup crosses (at least: see `failed`). */
  clientLimits: SetupClientLimit[];
  /**
   * Per client whose files were read and that has a profile (docs/clients.md): the request that client sends
   * with its own measured servers, up front and loaded, and its own base. Absent when no such client's server
   * was measured.
   */
  clients?: Partial<Record<ClientProfileId, SetupClientRequest>>;
  /**
   * With servers of more than one client: per client (its configuration format's id), per model, that
   * client's own request over its own measured servers. `models` then holds no figure: no client sends one
   * request across clients.
   */
  modelsPerClient?: Partial<Record<ClientFormatId, Record<string, SetupModelTotal>>>;
}

const round = (value: number) => Number(value.toPrecision(6));

/**
 * Tool names that more than one server of the same client offers: each client sends its own request, so the
 * same server configured in two clients (`--config auto`) is no clash.
 */
function duplicates(servers: readonly SetupServer[]): DuplicateToolName[] {
  const owners = new Map<string, { name: string; servers: string[] }>();
  for (const server of servers) {
    if (server.status !== "measured") continue;
    for (const name of new Set(server.report.tools.map((t) => t.name))) {
      const key = `${server.client}\u0000${name}`;
      const entry = owners.get(key) ?? { name, servers: [] };
      entry.servers.push(server.name);
      owners.set(key, entry);
    }
  }
  return [...owners.values()]
    .filter((entry) => entry.servers.length > 1)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A setup's model figure from the entry its one request was counted into. */
export function setupModelTotal(entry: ModelEntry): SetupModelTotal {
  const instructions = entry.instructions ?? 0;
  const window = entry.contextWindow;
  // The window's source and verdict, where the entry carries them, are the one request's: kept as they are.
  const fit = entry as ModelEntry & Pick<SetupModelTotal, "contextSource" | "fits" | "minContextToFit">;
  return {
    profile: entry.profile,
    fidelity: entry.fidelity,
    tools: entry.tools,
    ...(entry.range ? { range: entry.range } : {}),
    instructions,
    contextWindow: window,
    ...(entry.runtime !== undefined ? { runtime: entry.runtime } : {}),
    ...(entry.slots !== undefined ? { slots: entry.slots } : {}),
    ...(fit.contextSource !== undefined ? { contextSource: fit.contextSource } : {}),
    shareOfContext: window ? round((entry.tools + instructions) / window) : null,
    ...(fit.fits !== undefined ? { fits: fit.fits } : {}),
    ...(fit.minContextToFit !== undefined ? { minContextToFit: fit.minContextToFit } : {}),
  };
}

/**
 * The setup's requests as counted per model: `total` over every measured server, and `byClient` over
 * each client's own servers (a client's share limit is about what that client sends), for the clients
 * that have such a limit. Counted by the caller through countRequest; absent models were not counted.
 */
export interface SetupRequests {
  /**
   * With servers of more than one client (`--config auto`): each client's own request over its own servers,
   * per model. No client sends one request across clients, so then no `total` is made.
   */
  perClient?: Partial<Record<ClientFormatId, Record<string, ModelEntry>>>;
  total: Readonly<Record<string, ModelEntry>>;
  /** The models whose one request over every measured server was past a cap of model counting. */
  notCounted?: Readonly<Record<string, NotCountedModel>>;
  byClient: Partial<Record<ClientId, Readonly<Record<string, ModelEntry>>>>;
}

/** The client whose limits apply to a configuration format's servers, if any. */
export function limitsClientOf(format: ClientFormatId): ClientId | null {
  const profile = clientProfileOf(format);
  return profile !== null && Object.hasOwn(CLIENT_LIMITS, profile) ? (profile as ClientId) : null;
}

function clientLimits(
  servers: readonly SetupServer[],
  models: Record<string, SetupModelTotal>,
  byClient: SetupRequests["byClient"],
): SetupClientLimit[] {
  const crossed: SetupClientLimit[] = [];
  const clients = [...new Set(servers.map((s) => limitsClientOf(s.client)).filter((c) => c !== null))];
  for (const id of clients) {
    const limit = CLIENT_LIMITS[id];
    const mine = servers.filter((s) => limitsClientOf(s.client) === id && s.status === "measured");
    const tools = mine.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
    const about = { client: limit.client, effect: limit.effect, source: limit.source, date: limit.date };
    if (limit.maxTools !== null && tools > limit.maxTools) {
      crossed.push({ ...about, kind: "tools", limit: limit.maxTools, actual: tools });
    }
    if (limit.maxShareOfContext === null) continue;
    for (const [model, total] of Object.entries(models)) {
      // Only the models the client runs (Claude Code: Claude models) have its share limit.
      if (!total.contextWindow || !clientRunsModel(limit, model)) continue;
      // The client's own servers only, as one request: the share limit is about what that client sends.
      const own = byClient[id]?.[model]?.tools ?? 0;
      const share = own / total.contextWindow;
      if (share > limit.maxShareOfContext) {
        crossed.push({ ...about, kind: "share", limit: limit.maxShareOfContext, actual: round(share), model });
      }
    }
  }
  return crossed;
}

/**
 * Most expensive first: measured servers by their tools' tokens in the first encoding (ties in the order
 * given), then the failed ones in the order given.
 */
function byCost(servers: readonly SetupServer[], encoding: string | undefined): SetupServer[] {
  const cost = (s: SetupServer) => (s.status === "measured" ? (s.report.totals[encoding ?? ""]?.model ?? 0) : -1);
  return servers
    .map((server, index) => ({ server, index, cost: cost(server) }))
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .map((entry) => entry.server);
}

/**
 * The setup from each server's outcome, most expensive first; `encodings` and `modelIds` as asked for,
 * the models' figures from the setup's requests (absent: no model was counted).
 */
export function summarizeSetup(
  given: readonly SetupServer[],
  encodings: readonly string[],
  modelIds: readonly string[] = [],
  requests: SetupRequests = { total: {}, byClient: {} },
  clients: Partial<Record<ClientProfileId, SetupClientRequest>> = {},
): Setup {
  const servers = byCost(given, encodings[0]);
  const reports = servers.flatMap((s) => (s.status === "measured" ? [s.report] : []));
  const totals: Record<string, Totals> = {};
  for (const encoding of encodings) {
    totals[encoding] = {
      model: reports.reduce((sum, r) => sum + (r.totals[encoding]?.model ?? 0), 0),
      raw: reports.reduce((sum, r) => sum + (r.totals[encoding]?.raw ?? 0), 0),
    };
  }
  const models: Record<string, SetupModelTotal> = {};
  const notCounted: Record<string, NotCountedModel> = {};
  const perClient: Partial<Record<ClientFormatId, Record<string, SetupModelTotal>>> = {};
  for (const [client, entries] of Object.entries(requests.perClient ?? {}) as [
    ClientFormatId,
    Record<string, ModelEntry>,
  ][]) {
    perClient[client] = Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, setupModelTotal(e)]));
  }
  const split = Object.keys(perClient).length > 1;
  // The windows the client limits weigh shares against: a model's window is the same in every client's request.
  const windows: Record<string, SetupModelTotal> = {};
  for (const entries of Object.values(perClient))
    for (const [id, m] of Object.entries(entries ?? {})) windows[id] ??= m;
  for (const id of modelIds) {
    if (split) continue;
    const entry = requests.total[id];
    const why = requests.notCounted?.[id];
    if (entry && reports.length > 0) models[id] = setupModelTotal(entry);
    else if (why && reports.length > 0) notCounted[id] = why;
  }
  return {
    kind: SETUP_KIND,
    servers,
    totals,
    measured: reports.length,
    failed: servers.length - reports.length,
    duplicateToolNames: duplicates(servers),
    ...(modelIds.length > 0 ? { models } : {}),
    ...(Object.keys(notCounted).length > 0 ? { modelsNotCounted: notCounted } : {}),
    clientLimits: clientLimits(servers, split ? windows : models, requests.byClient),
    ...(Object.keys(clients).length > 0 ? { clients } : {}),
    ...(split ? { modelsPerClient: perClient } : {}),
  };
}

export function serializeSetup(setup: Setup): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
