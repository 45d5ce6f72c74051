/** The measuring use case: list a server, count what its tools cost. Shared by the CLI and the action. */
import type { CallReport, CallsFile } from "../core/calls/types.js";
import type { ClientChoice } from "../core/clients/client-id.js";
import type { Listing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import type { ModelEntry, NotCountedModel } from "../core/models/entry.js";
import type { ModelRequest } from "../core/models/request.js";
import { type ModelCounter, type ModelFacingTool, TooLargeToCount } from "../core/models/types.js";
import type { Report } from "../core/report.js";
import { DEFAULT_TIMEOUT_MS } from "../mcp/limits.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import type { ModelProfile, ProfileContext } from "../models/registry.js";
import { mark } from "../process/timing.js";
import { VERSION } from "../version.js";
import { CountingTooSlow, countSliced, pacer } from "./count-sliced.js";

/**
 * Model counting's own cap: the most model-facing JSON (compact, all tools together) counted on model
 * profiles in one request. A profile renders and tokenizes the whole list (Jinja templates, the harmony
 * renderer, a tokenizer.json), in time linear in it (figures: `npm run bench`, section 9), so the 64 MiB
 * listing cap alone would let one run take many minutes and gigabytes. 8 MiB holds what a 1M-token window
 * holds (about 4 bytes a token). Past it, each profile is "not counted: too large" (report.modelsNotCounted);
 * the encodings count any list the listing cap lets through, and the run goes on.
 */
export const MODEL_COUNT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The counting code, loaded once the server is spawned (and while it boots), not before: a cold `measure`
 * starts the server first (bench section 1; test/e2e/cli/measure-spawns-first.test.ts).
 */
const countingCode = () =>
  Promise.all([import("../core/count.js"), import("../core/models/request.js")]).then(([count, request]) => ({
    ...count,
    ...request,
  }));

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

/** Why model counting does not take `tools` (their JSON is past MODEL_COUNT_MAX_BYTES), or null when it does. */
export function modelCountTooLarge(tools: readonly ModelFacingTool[]): string | null {
  let bytes = 0;
  for (const tool of tools) bytes += Buffer.byteLength(JSON.stringify(tool));
  if (bytes <= MODEL_COUNT_MAX_BYTES) return null;
  return `the ${tools.length.toLocaleString("en-US")} tools are ${mib(bytes)} of JSON, more than the ${mib(MODEL_COUNT_MAX_BYTES)} that model counting takes per request`;
}

/** Figures per profile, and the profiles past a cap of model counting (each alone; the others are counted). */
export interface ProfileCounts {
  models: Record<string, ModelEntry>;
  notCounted: Record<string, NotCountedModel>;
}

/**
 * Counts one request on each profile (counters in the profiles' order) through countRequest. `newPace`
 * makes each profile's pace (count-sliced.ts): a profile whose count runs past its deadline is "not
 * counted: too slow", alone, and the next profile gets a deadline of its own; a signal still ends the run.
 */
export async function countProfiles(
  models: readonly ModelProfile[],
  counters: readonly (ModelCounter | undefined)[],
  request: ModelRequest,
  newPace?: () => () => Promise<void>,
): Promise<ProfileCounts> {
  const out: ProfileCounts = { models: {}, notCounted: {} };
  const tooLarge = models.length > 0 ? modelCountTooLarge(request.tools) : null;
  for (const [i, profile] of models.entries()) {
    const notCounted = (detail: string, reason: NotCountedModel["reason"] = "too large"): NotCountedModel => ({
      profile: profile.title,
      runtime: profile.runtime,
      reason,
      detail,
    });
    if (tooLarge) {
      out.notCounted[profile.id] = notCounted(tooLarge);
      continue;
    }
    const counter = counters[i];
    if (!counter) continue;
    const pace = newPace?.();
    try {
      await pace?.();
      const { countRequest } = await import("../core/models/request.js");
      out.models[profile.id] = await countRequest(counter, profile, request, pace);
    } catch (error) {
      if (error instanceof CountingTooSlow) out.notCounted[profile.id] = notCounted(error.message, "too slow");
      else if (error instanceof TooLargeToCount) out.notCounted[profile.id] = notCounted(error.message);
      // Past what the engine holds (a string or array too long to build): too large for this profile alone,
      // at any size; the encodings and the other profiles stand.
      else if (error instanceof RangeError) {
        out.notCounted[profile.id] = notCounted(
          `the request is too large to render on this profile (${error.message})`,
        );
      } else throw error;
    }
  }
  return out;
}

export interface MeasureOptions extends ListOptions {
  encodings: string[];
  /** Model profiles to count the tools for, besides the encodings; none loads nothing. */
  models?: readonly ModelProfile[];
  profileContext?: ProfileContext;
  /** The counters of `models`, in their order, when the caller has loaded them already (a setup loads them once). */
  counters?: Promise<readonly ModelCounter[]>;
  /** Scripted tool calls, run after listing on the same server; the report then carries `calls`. */
  calls?: CallsFile;
  /** List twice in one session and once more after a restart; the report then carries `listing`. */
  checkStable?: boolean;
  /** Client profiles (--client): the report then carries `clients`, what each puts into the request. */
  clients?: readonly ClientChoice[];
  /** The server's key in the clients' configuration (--name); absent: its serverInfo name. */
  clientServerKey?: string | null;
}

/** Loads the counters of the profiles, in their order; nothing when none is asked for. */
export function loadCounters(
  models: readonly ModelProfile[],
  context: ProfileContext = {},
): Promise<readonly ModelCounter[]> {
  return Promise.all(models.map((profile) => profile.load(context)));
}

/** A report and the tools it was counted from, as the server sent them (for rules that rewrite them: hints). */
export interface Measurement {
  report: Report;
  /** `tools/list` as sent; not part of the report, which holds counts only. */
  tools: readonly unknown[];
  /** The server's instructions as sent; null when it sends none. */
  instructions: string | null;
  /** The whole listing (server info, resources): what a client profile shapes its request from. */
  listing: Listing;
}

/**
 * What a measured server sends a model (its tools and instructions as sent), with what a client profile reads of
 * the listing beside them: `stdoutNoise`, the server wrote text that is not JSON to stdout (Cline CLI then never
 * connects it). Kept for a side measured in this run; a report (saved, cached) holds counts only.
 */
export interface ServerListed {
  tools: readonly unknown[];
  instructions: string | null;
  stdoutNoise?: true;
}

export function listedOf(measured: Measurement): ServerListed {
  return {
    tools: measured.tools,
    instructions: measured.instructions,
    ...(measured.listing.stdoutNoise ? { stdoutNoise: true as const } : {}),
  };
}

export async function measure(spec: ServerSpec, options: MeasureOptions): Promise<Report> {
  return (await measureWithTools(spec, options)).report;
}

/** measure, also handing back the tools as listed. */
export async function measureWithTools(spec: ServerSpec, options: MeasureOptions): Promise<Measurement> {
  // The server is ended while its tools are counted, and always awaited before this returns or throws.
  const closing: Promise<void>[] = [];
  try {
    return await measureListed(spec, options, (ending) => closing.push(ending));
  } finally {
    await Promise.all(closing);
  }
}

async function measureListed(
  spec: ServerSpec,
  options: MeasureOptions,
  closeInBackground: (closing: Promise<void>) => void,
): Promise<Measurement> {
  const models = options.models ?? [];
  let calls: CallReport[] | undefined;
  const callsFile = options.calls;
  // The calls' code (and the JSON Schema validator it checks results with) loads only for a run with calls.
  const callsCode = callsFile ? import("./calls.js") : undefined;
  callsCode?.catch(() => undefined);
  const listOptions = callsFile
    ? {
        ...options,
        // A little past the calls' own budget, which runCalls keeps: this one only bounds a server that hangs.
        sessionTimeoutMs: callsFile.totalTimeoutMs + 5000,
        // The tokenizers, model data and calls code load before the session's deadline starts.
        beforeSession: () => Promise.all([loading, loadingCounters, callsCode]),
        // Runs after listing, when the tokenizers and model data below have been asked for.
        session: async (session: Parameters<NonNullable<typeof options.session>>[0]) => {
          const counters = await loadingCounters;
          const { runCalls } = await (callsCode as NonNullable<typeof callsCode>);
          calls = await runCalls(session, callsFile, {
            encoders: await loading,
            models: models.map((profile, i) => ({ id: profile.id, counter: counters[i] })),
          });
        },
      }
    : options;
  // The server is started first (listServer spawns it before it loads anything), then the tokenizers (and
  // model data) load while it boots: the vocabularies are most of a cold start's own time.
  // The first server is ended before --check-stable starts a second one (servers that bind a port or file).
  let ended: Promise<void> = Promise.resolve();
  const background = (closing: Promise<void>) => {
    ended = closing;
    closeInBackground(closing);
  };
  const listing$ = listServer(spec, {
    ...listOptions,
    ...(options.checkStable ? { listTwice: true } : {}),
    closeInBackground: background,
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
  const clientsCode = options.clients && options.clients.length > 0 ? import("../core/clients/report.js") : null;
  const [listing, encoders, counters, { countListingSteps, modelFacingTools }, clientsReport] = await Promise.all([
    listing$,
    loading,
    loadingCounters,
    code,
    clientsCode,
  ]);
  // In slices: signals act during a long count, and the timeout bounds counting as it bounds listing.
  const limitMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const counted = await countSliced(countListingSteps(listing, encoders, VERSION), { limitMs });
  const notes = calls
    ? (await (callsCode as NonNullable<typeof callsCode>)).toolResultNotes(
        models.map((profile, i) => ({ id: profile.id, counter: counters[i] })),
        calls,
      )
    : [];
  let report: Report = calls ? { ...counted, calls, warnings: [...counted.warnings, ...notes] } : counted;
  if (options.checkStable) {
    await ended;
    report = await withStability(report, listing, await restarted(spec, options));
  }
  if (options.clients && options.clients.length > 0 && clientsReport) {
    report = {
      ...report,
      clients: clientsReport.clientEntries(options.clients, listing, encoders, options.clientServerKey ?? null),
    };
  }
  mark("counted");
  const instructions = listing.instructions ?? null;
  if (models.length === 0) return { report, tools: listing.tools, instructions, listing };
  const request = { tools: modelFacingTools(listing.tools), instructions };
  // The profiles' renders in slices too, each profile within the timeout of its own start (a --check-stable
  // restart between the two counts is not counting); one past it is "not counted: too slow", the rest stands.
  const newPace = () => pacer({ limitMs, what: "the tools on this model profile" });
  const profiles = await countProfiles(models, counters, request, newPace);
  const notCounted = Object.keys(profiles.notCounted).length > 0 ? { modelsNotCounted: profiles.notCounted } : {};
  if (report.clients && options.clients && clientsReport) {
    const counted = models.flatMap((profile, i) =>
      profiles.models[profile.id]
        ? [
            {
              id: profile.id,
              counter: counters[i] as ModelCounter,
              cacheMinTokens: profiles.models[profile.id]?.cache?.minTokens ?? null,
            },
          ]
        : [],
    );
    report = {
      ...report,
      clients: await clientsReport.withClientModels(
        report.clients,
        options.clients,
        listing,
        counted,
        options.clientServerKey ?? null,
      ),
    };
  }
  return {
    report: { ...report, models: profiles.models, ...notCounted },
    tools: listing.tools,
    instructions,
    listing,
  };
}

/** The tools of a second start of the server, for --check-stable: no calls, one listing. */
async function restarted(spec: ServerSpec, options: MeasureOptions): Promise<unknown[]> {
  const { session: _session, sessionTimeoutMs: _timeout, beforeSession: _before, ...listOnly } = options;
  return (await listServer(spec, { ...listOnly, listTwice: false })).tools;
}

/** The report with `listing` (what differed between the three listings) and its warning when unstable. */
async function withStability(report: Report, listing: Listing, secondStart: unknown[]): Promise<Report> {
  const { listingStability, stabilityWarning } = await import("../core/stability.js");
  const stability = listingStability(
    listing.tools,
    listing.toolsAgain ?? null,
    secondStart,
    listing.listChanged ?? false,
  );
  const warning = stabilityWarning(stability);
  const notes = stability.listChanged
    ? [
        "the server declares tools.listChanged: it may change its tools during a session, and each change re-writes a client's prompt cache",
      ]
    : [];
  return { ...report, listing: stability, warnings: [...report.warnings, ...(warning ? [warning] : []), ...notes] };
}

/** Stable, pretty JSON for files: the same report always serialises to the same bytes. */
export function serializeReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
