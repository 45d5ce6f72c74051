/**
 * Measuring a whole client setup: every configured server started (or connected to) as its client would,
 * at most `jobs` at a time, each with the same `measure` as a single server. A server that fails is a row
 * with its error; the others are still measured.
 */
import path from "node:path";
import type { ClientId } from "../core/clients.js";
import { CLIENT_LIMITS } from "../core/clients.js";
import {
  askedClientRequests,
  type ListedServer,
  type SetupClientRequest,
  setupClientRequests,
} from "../core/config/client-requests.js";
import { type ConfiguredServer, type LaunchSpec, oneLine } from "../core/config/formats.js";
import {
  limitsClientOf,
  type Setup,
  type SetupRequests,
  type SetupServer,
  summarizeSetup,
} from "../core/config/summary.js";
import { loadEncoders } from "../core/encodings.js";
import { classifyError } from "../core/errors.js";
import type { ModelEntry } from "../core/models/entry.js";
import { setupRequest } from "../core/models/request.js";
import type { ModelCounter } from "../core/models/types.js";
import { stripTerminalControls } from "../core/render/escape.js";
import type { Report } from "../core/report.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";
import type { ModelProfile } from "../models/registry.js";
import { type ConfigRequest, type Launch, serverMeasureOptions } from "./config-request.js";
import {
  countProfiles,
  listedOf,
  loadCounters,
  measureWithTools,
  type ProfileCounts,
  type ServerListed,
} from "./measure.js";

/** The ServerSpec that `measure` starts for a configured server. */
export function serverSpecOf(spec: LaunchSpec, launch: Pick<Launch, "project" | "strip" | "env">): ServerSpec {
  if (spec.kind === "http") return { kind: "http", url: spec.url, headers: spec.headers, transport: spec.transport };
  return {
    kind: "stdio",
    command: spec.command,
    args: spec.args,
    cwd: path.resolve(launch.project, spec.cwd ?? "."),
    env: { set: { ...spec.env, ...launch.env }, strip: [...launch.strip] },
  };
}

/** Runs `work` over `items` with at most `jobs` in flight; results in the items' order. */
export async function inPool<T, R>(items: readonly T[], jobs: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}

/**
 * A server's error as one line of text without terminal controls, whatever the server wrote, and apart from
 * it the last lines of the server's stderr (shown below the table, not in the row).
 */
function failure(error: unknown): { error: string; stderrTail?: string[] } {
  if (!(error instanceof ServerError)) return { error: oneLine(stripTerminalControls(classifyError(error).message)) };
  const tail = error.stderrTail.map((line) => oneLine(stripTerminalControls(line))).filter((line) => line !== "");
  return { error: oneLine(stripTerminalControls(error.message)), ...(tail.length > 0 ? { stderrTail: tail } : {}) };
}

/** What a measured server sends a model: its tools as listed and its instructions. */
type Listed = Pick<ServerListed, "tools" | "instructions">;

/**
 * A server measured in this run as its client's request is shaped from it: under its name in the configuration,
 * with what the profiles read of its listing (resources listed or declared, text not JSON on stdout). `measure
 * --config` and the action's config mode (head and base) both build it here, so neither drops a flag.
 */
export function clientListing(server: ConfiguredServer, listed: ServerListed, report: Report): ListedServer {
  return {
    name: server.name,
    client: server.client,
    tools: listed.tools,
    instructions: listed.instructions,
    offersResources: (report.resources?.count ?? 0) > 0,
    declaresResources: report.resources !== null,
    ...(listed.stdoutNoise ? { stdoutNoise: true } : {}),
    ...(report.server.era ? { era: report.server.era } : {}),
  };
}

/**
 * One request per model over the servers given, in their order (counted through countRequest). A profile
 * past a cap of model counting (the servers' tools together may be, each alone was not) has no entry.
 */
export async function countSetupRequest(
  models: readonly ModelProfile[],
  counters: readonly ModelCounter[],
  servers: readonly Listed[],
): Promise<Record<string, ModelEntry>> {
  return (await countSetupProfiles(models, counters, servers)).models;
}

/** countSetupRequest, also handing back the profiles past a cap of model counting ("not counted: too large"). */
export function countSetupProfiles(
  models: readonly ModelProfile[],
  counters: readonly ModelCounter[],
  servers: readonly Listed[],
): Promise<ProfileCounts> {
  return countProfiles(models, counters, setupRequest(servers));
}

export async function measureSetup(servers: readonly ConfiguredServer[], request: ConfigRequest): Promise<Setup> {
  const { launch, limits, counting } = request;
  const models = counting.models ?? [];
  // Loaded once for the whole setup: every server's row and the setup's one request use the same counters.
  const counters = models.length > 0 ? loadCounters(models) : undefined;
  counters?.catch(() => {}); // a profile that cannot load fails each server's row, which says why
  const listed = new Map<number, ListedServer>();
  const outcomes = await inPool(
    servers.map((server, index) => ({ server, index })),
    launch.jobs,
    async ({ server, index }): Promise<SetupServer> => {
      const base = { name: server.name, client: server.client };
      if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
      try {
        const measured = await measureWithTools(
          serverSpecOf(server.launch, launch),
          serverMeasureOptions(limits, counting, counters),
        );
        listed.set(index, clientListing(server, listedOf(measured), measured.report));
        return { ...base, status: "measured", report: measured.report };
      } catch (error) {
        // Even a defect of ours is one row: the other servers' figures are still worth printing.
        return { ...base, status: "failed", ...failure(error) };
      }
    },
  );
  const requests: SetupRequests = { total: {}, byClient: {} };
  const loaded = counters ? await counters.catch(() => null) : null;
  if (loaded && listed.size > 0) {
    const inOrder = [...listed.entries()].sort(([a], [b]) => a - b).map(([, l]) => l);
    const formats = [...new Set(inOrder.map((l) => l.client))];
    if (formats.length > 1) {
      // Servers of several clients (--config auto): each client's own request, never one across clients.
      requests.perClient = {};
      for (const format of formats) {
        const own = inOrder.filter((l) => l.client === format);
        requests.perClient[format] = await countSetupRequest(models, loaded, own);
      }
    } else {
      const counted = await countSetupProfiles(models, loaded, inOrder);
      requests.total = counted.models;
      requests.notCounted = counted.notCounted;
    }
    const clients = new Set(inOrder.map((l) => limitsClientOf(l.client)));
    for (const id of clients) {
      if (id === null || CLIENT_LIMITS[id].maxShareOfContext === null) continue;
      const own = inOrder.filter((l) => limitsClientOf(l.client) === id);
      requests.byClient[id as ClientId] =
        own.length === inOrder.length ? requests.total : await countSetupRequest(models, loaded, own);
    }
  }
  // Each client's own request over its own servers, as its profile shapes them (configuration order).
  const forClients: ListedServer[] = [...listed.entries()].sort(([a], [b]) => a - b).map(([, l]) => l);
  // The clients asked for (--client): each one's request over every server instead of each file's own client's.
  const asked = counting.clients ?? [];
  const clients =
    forClients.length === 0
      ? {}
      : asked.length > 0
        ? // Keyed as asked ("claude-code@2.0"), which the setup's clients map holds like a profile id.
          (askedClientRequests(forClients, asked, await loadEncoders(counting.encodings)) as Partial<
            Record<ClientId, SetupClientRequest>
          >)
        : setupClientRequests(forClients, await loadEncoders(counting.encodings));
  return summarizeSetup(
    outcomes,
    counting.encodings,
    models.map((m) => m.id),
    requests,
    clients,
  );
}
