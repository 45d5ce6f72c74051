import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countingOf
} from "./chunk-3QN2H6HJ.js";
import {
  countProfiles,
  listedOf,
  loadCounters,
  measureWithTools
} from "./chunk-5VAMAJZA.js";
import {
  ServerError
} from "./chunk-RUROCYBG.js";
import {
  countClientServers,
  withAskedVersion
} from "./chunk-W7FTQMLS.js";
import {
  setupRequest
} from "./chunk-6LENRTD2.js";
import {
  oneLine
} from "./chunk-KWFPFD2C.js";
import {
  CLIENT_LIMITS,
  clientRunsModel
} from "./chunk-OJKBJGOR.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  CLIENT_PROFILES
} from "./chunk-B2CE7BYW.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  classifyError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/config/client-requests.ts
var PROFILE_OF = {
  "claude-desktop": "claude-desktop",
  "claude-code": "claude-code",
  cursor: "cursor",
  vscode: "vscode",
  windsurf: "windsurf",
  gemini: "gemini-cli",
  codex: "codex",
  jan: null,
  lmstudio: null,
  cline: "cline"
};
function clientProfileOf(format) {
  return PROFILE_OF[format];
}
__name(clientProfileOf, "clientProfileOf");
function setupClientRequests(servers, encoders) {
  const byClient = /* @__PURE__ */ new Map();
  for (const server of servers) {
    const id = PROFILE_OF[server.client];
    if (id !== null) byClient.set(id, [...byClient.get(id) ?? [], server]);
  }
  const out = {};
  for (const [id, own] of byClient) {
    out[id] = {
      servers: own.map((s) => s.name),
      request: countClientServers(CLIENT_PROFILES[id], own.map(keyedListing), {}, encoders)
    };
  }
  return out;
}
__name(setupClientRequests, "setupClientRequests");
function keyedListing(s) {
  return {
    server: s.name.endsWith(` (${s.client})`) ? s.name.slice(0, -` (${s.client})`.length) : s.name,
    tools: s.tools,
    instructions: s.instructions,
    offersResources: s.offersResources,
    ...s.declaresResources === void 0 ? {} : { declaresResources: s.declaresResources },
    ...s.stdoutNoise ? { stdoutNoise: true } : {},
    ...s.era ? { era: s.era } : {}
  };
}
__name(keyedListing, "keyedListing");
function askedClientRequests(servers, clients, encoders) {
  const out = {};
  for (const choice of clients) {
    const request = countClientServers(choice.profile, servers.map(keyedListing), choice.options, encoders);
    out[choice.asked] = { servers: servers.map((s) => s.name), request: withAskedVersion(choice, request) };
  }
  return out;
}
__name(askedClientRequests, "askedClientRequests");

// src/core/config/summary.ts
var SETUP_KIND = "mcp-token-budget/setup";
var round = /* @__PURE__ */ __name((value) => Number(value.toPrecision(6)), "round");
function duplicates(servers) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers) {
    if (server.status !== "measured") continue;
    for (const name of new Set(server.report.tools.map((t) => t.name))) {
      const key = `${server.client}\0${name}`;
      const entry = owners.get(key) ?? { name, servers: [] };
      entry.servers.push(server.name);
      owners.set(key, entry);
    }
  }
  return [...owners.values()].filter((entry) => entry.servers.length > 1).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
__name(duplicates, "duplicates");
function setupModelTotal(entry) {
  const instructions = entry.instructions ?? 0;
  const window = entry.contextWindow;
  const fit = entry;
  return {
    profile: entry.profile,
    fidelity: entry.fidelity,
    tools: entry.tools,
    ...entry.range ? { range: entry.range } : {},
    instructions,
    contextWindow: window,
    ...entry.runtime !== void 0 ? { runtime: entry.runtime } : {},
    ...entry.slots !== void 0 ? { slots: entry.slots } : {},
    ...fit.contextSource !== void 0 ? { contextSource: fit.contextSource } : {},
    shareOfContext: window ? round((entry.tools + instructions) / window) : null,
    ...fit.fits !== void 0 ? { fits: fit.fits } : {},
    ...fit.minContextToFit !== void 0 ? { minContextToFit: fit.minContextToFit } : {}
  };
}
__name(setupModelTotal, "setupModelTotal");
function limitsClientOf(format) {
  const profile = clientProfileOf(format);
  return profile !== null && Object.hasOwn(CLIENT_LIMITS, profile) ? profile : null;
}
__name(limitsClientOf, "limitsClientOf");
function clientLimits(servers, models, byClient) {
  const crossed = [];
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
      if (!total.contextWindow || !clientRunsModel(limit, model)) continue;
      const own = byClient[id]?.[model]?.tools ?? 0;
      const share = own / total.contextWindow;
      if (share > limit.maxShareOfContext) {
        crossed.push({ ...about, kind: "share", limit: limit.maxShareOfContext, actual: round(share), model });
      }
    }
  }
  return crossed;
}
__name(clientLimits, "clientLimits");
function byCost(servers, encoding) {
  const cost = /* @__PURE__ */ __name((s) => s.status === "measured" ? s.report.totals[encoding ?? ""]?.model ?? 0 : -1, "cost");
  return servers.map((server, index) => ({ server, index, cost: cost(server) })).sort((a, b) => b.cost - a.cost || a.index - b.index).map((entry) => entry.server);
}
__name(byCost, "byCost");
function summarizeSetup(given, encodings, modelIds = [], requests = { total: {}, byClient: {} }, clients = {}) {
  const servers = byCost(given, encodings[0]);
  const reports = servers.flatMap((s) => s.status === "measured" ? [s.report] : []);
  const totals = {};
  for (const encoding of encodings) {
    totals[encoding] = {
      model: reports.reduce((sum, r) => sum + (r.totals[encoding]?.model ?? 0), 0),
      raw: reports.reduce((sum, r) => sum + (r.totals[encoding]?.raw ?? 0), 0)
    };
  }
  const models = {};
  const notCounted = {};
  const perClient = {};
  for (const [client, entries] of Object.entries(requests.perClient ?? {})) {
    perClient[client] = Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, setupModelTotal(e)]));
  }
  const split = Object.keys(perClient).length > 1;
  const windows = {};
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
    ...modelIds.length > 0 ? { models } : {},
    ...Object.keys(notCounted).length > 0 ? { modelsNotCounted: notCounted } : {},
    clientLimits: clientLimits(servers, split ? windows : models, requests.byClient),
    ...Object.keys(clients).length > 0 ? { clients } : {},
    ...split ? { modelsPerClient: perClient } : {}
  };
}
__name(summarizeSetup, "summarizeSetup");
function serializeSetup(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetup, "serializeSetup");

// src/run/config-request.ts
function launchOf(settings, setup) {
  return { jobs: setup.jobs, project: settings.directory, strip: setup.strip, env: setup.env };
}
__name(launchOf, "launchOf");
function launchEnv(launch) {
  return { strip: launch.strip, set: launch.env };
}
__name(launchEnv, "launchEnv");
function configRequest(settings, setup) {
  return {
    launch: launchOf(settings, setup),
    limits: { timeoutMs: settings.timeoutMs, maxResponseBytes: settings.maxResponseBytes },
    // --calls is refused with --config (src/cli/commands.ts): no calls file is opened.
    counting: countingOf(settings, null)
  };
}
__name(configRequest, "configRequest");
function serverMeasureOptions(limits, counting, counters) {
  return {
    encodings: counting.encodings,
    models: counting.models ?? [],
    ...counters ? { counters } : {},
    timeoutMs: limits.timeoutMs,
    ...limits.maxResponseBytes === void 0 ? {} : { maxResponseBytes: limits.maxResponseBytes },
    ...limits.parentEnv ? { parentEnv: limits.parentEnv } : {}
  };
}
__name(serverMeasureOptions, "serverMeasureOptions");

// src/run/config.ts
import path from "node:path";
function serverSpecOf(spec, launch) {
  if (spec.kind === "http") return { kind: "http", url: spec.url, headers: spec.headers, transport: spec.transport };
  return {
    kind: "stdio",
    command: spec.command,
    args: spec.args,
    cwd: path.resolve(launch.project, spec.cwd ?? "."),
    env: { set: { ...spec.env, ...launch.env }, strip: [...launch.strip] }
  };
}
__name(serverSpecOf, "serverSpecOf");
async function inPool(items, jobs, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = /* @__PURE__ */ __name(async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  }, "worker");
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}
__name(inPool, "inPool");
function failure(error) {
  if (!(error instanceof ServerError)) return { error: oneLine(stripTerminalControls(classifyError(error).message)) };
  const tail = error.stderrTail.map((line) => oneLine(stripTerminalControls(line))).filter((line) => line !== "");
  return { error: oneLine(stripTerminalControls(error.message)), ...tail.length > 0 ? { stderrTail: tail } : {} };
}
__name(failure, "failure");
function clientListing(server, listed, report) {
  return {
    name: server.name,
    client: server.client,
    tools: listed.tools,
    instructions: listed.instructions,
    offersResources: (report.resources?.count ?? 0) > 0,
    declaresResources: report.resources !== null,
    ...listed.stdoutNoise ? { stdoutNoise: true } : {},
    ...report.server.era ? { era: report.server.era } : {}
  };
}
__name(clientListing, "clientListing");
async function countSetupRequest(models, counters, servers) {
  return (await countSetupProfiles(models, counters, servers)).models;
}
__name(countSetupRequest, "countSetupRequest");
function countSetupProfiles(models, counters, servers) {
  return countProfiles(models, counters, setupRequest(servers));
}
__name(countSetupProfiles, "countSetupProfiles");
async function measureSetup(servers, request) {
  const { launch, limits, counting } = request;
  const models = counting.models ?? [];
  const counters = models.length > 0 ? loadCounters(models) : void 0;
  counters?.catch(() => {
  });
  const listed = /* @__PURE__ */ new Map();
  const outcomes = await inPool(
    servers.map((server, index) => ({ server, index })),
    launch.jobs,
    async ({ server, index }) => {
      const base = { name: server.name, client: server.client };
      if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
      try {
        const measured = await measureWithTools(
          serverSpecOf(server.launch, launch),
          serverMeasureOptions(limits, counting, counters)
        );
        listed.set(index, clientListing(server, listedOf(measured), measured.report));
        return { ...base, status: "measured", report: measured.report };
      } catch (error) {
        return { ...base, status: "failed", ...failure(error) };
      }
    }
  );
  const requests = { total: {}, byClient: {} };
  const loaded = counters ? await counters.catch(() => null) : null;
  if (loaded && listed.size > 0) {
    const inOrder = [...listed.entries()].sort(([a], [b]) => a - b).map(([, l]) => l);
    const formats = [...new Set(inOrder.map((l) => l.client))];
    if (formats.length > 1) {
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
    const clients2 = new Set(inOrder.map((l) => limitsClientOf(l.client)));
    for (const id of clients2) {
      if (id === null || CLIENT_LIMITS[id].maxShareOfContext === null) continue;
      const own = inOrder.filter((l) => limitsClientOf(l.client) === id);
      requests.byClient[id] = own.length === inOrder.length ? requests.total : await countSetupRequest(models, loaded, own);
    }
  }
  const forClients = [...listed.entries()].sort(([a], [b]) => a - b).map(([, l]) => l);
  const asked = counting.clients ?? [];
  const clients = forClients.length === 0 ? {} : asked.length > 0 ? (
    // Keyed as asked ("claude-code@2.0"), which the setup's clients map holds like a profile id.
    askedClientRequests(forClients, asked, await loadEncoders(counting.encodings))
  ) : setupClientRequests(forClients, await loadEncoders(counting.encodings));
  return summarizeSetup(
    outcomes,
    counting.encodings,
    models.map((m) => m.id),
    requests,
    clients
  );
}
__name(measureSetup, "measureSetup");

export {
  clientProfileOf,
  setupClientRequests,
  setupModelTotal,
  serializeSetup,
  launchOf,
  launchEnv,
  configRequest,
  serverMeasureOptions,
  serverSpecOf,
  inPool,
  clientListing,
  countSetupRequest,
  countSetupProfiles,
  measureSetup
};
//# sourceMappingURL=chunk-QDBXR7C7.js.map
