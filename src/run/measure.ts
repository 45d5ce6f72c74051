/** The measuring use case: list a server, count what its tools cost. Shared by the CLI and the action. */
import type { CallReport, CallsFile } from "../core/calls/types.js";
import { countListing, type Listing, modelFacing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import { type ModelEntry, modelEntry } from "../core/models/entry.js";
import type { ModelFacingTool } from "../core/models/types.js";
import type { Report } from "../core/report.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import type { ModelProfile, ProfileContext } from "../models/registry.js";
import { VERSION } from "../version.js";
import { runCalls } from "./calls.js";

export interface MeasureOptions extends ListOptions {
  encodings: string[];
  /** Model profiles to count the tools for, besides the encodings; none loads nothing. */
  models?: readonly ModelProfile[];
  profileContext?: ProfileContext;
  /** Scripted tool calls, run after listing on the same server; the report then carries `calls`. */
  calls?: CallsFile;
}

/** A report and the tools it was counted from, as the server sent them (for rules that rewrite them: hints). */
export interface Measurement {
  report: Report;
  /** `tools/list` as sent; not part of the report, which holds counts only. */
  tools: readonly unknown[];
}

export async function measure(spec: ServerSpec, options: MeasureOptions): Promise<Report> {
  return (await measureWithTools(spec, options)).report;
}

/** measure, also handing back the tools as listed. */
export async function measureWithTools(spec: ServerSpec, options: MeasureOptions): Promise<Measurement> {
  const models = options.models ?? [];
  // Load the tokenizers (and model data) while the server starts; each takes a few hundred milliseconds.
  const loading = loadEncoders(options.encodings);
  let calls: CallReport[] | undefined;
  const callsFile = options.calls;
  const listOptions = callsFile
    ? {
        ...options,
        // A little past the calls' own budget, which runCalls keeps: this one only bounds a server that hangs.
        sessionTimeoutMs: callsFile.totalTimeoutMs + 5000,
        session: async (session: Parameters<NonNullable<typeof options.session>>[0]) => {
          calls = await runCalls(session, callsFile, { encoders: await loading });
        },
      }
    : options;
  const [encoders, counters, listing] = await Promise.all([
    loading,
    Promise.all(models.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, listOptions),
  ]);
  const counted = countListing(listing, encoders, VERSION);
  const report = calls ? { ...counted, calls } : counted;
  if (models.length === 0) return { report, tools: listing.tools };
  const tools = modelFacingTools(listing);
  const entries: Record<string, ModelEntry> = {};
  for (const [i, profile] of models.entries()) {
    const count = await counters[i]?.count(tools, listing.instructions ?? null);
    if (count) entries[profile.id] = modelEntry(profile.title, count, profile.data);
  }
  return { report: { ...report, models: entries }, tools: listing.tools };
}

/** The tools as clients send them to a model; tools that are not objects with a name are left out. */
function modelFacingTools(listing: Listing): ModelFacingTool[] {
  const out: ModelFacingTool[] = [];
  for (const tool of listing.tools) {
    if (typeof tool !== "object" || tool === null || Array.isArray(tool)) continue;
    const facing = modelFacing(tool as Record<string, unknown>);
    if (typeof facing.name !== "string") continue;
    const entry: ModelFacingTool = { name: facing.name, inputSchema: facing.inputSchema };
    if (typeof facing.description === "string") entry.description = facing.description;
    out.push(entry);
  }
  return out;
}

/** Stable, pretty JSON for files: the same report always serialises to the same bytes. */
export function serializeReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
