/** The measuring use case: list a server, count what its tools cost. Shared by the CLI and the action. */
import { countListing, type Listing, modelFacing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import { type ModelEntry, modelEntry } from "../core/models/entry.js";
import type { ModelFacingTool } from "../core/models/types.js";
import type { Report } from "../core/report.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import type { ModelProfile, ProfileContext } from "../models/registry.js";
import { mark } from "../process/timing.js";
import { VERSION } from "../version.js";

export interface MeasureOptions extends ListOptions {
  encodings: string[];
  /** Model profiles to count the tools for, besides the encodings; none loads nothing. */
  models?: readonly ModelProfile[];
  profileContext?: ProfileContext;
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
  // The server is started first (listServer spawns it before it loads anything), then the tokenizers (and
  // model data) load while it boots: the vocabularies are most of a cold start's own time.
  const [listing, encoders, counters] = await Promise.all([
    listServer(spec, options),
    loadEncoders(options.encodings).then((loaded) => {
      mark("vocabularies loaded");
      return loaded;
    }),
    Promise.all(models.map((profile) => profile.load(options.profileContext ?? {}))),
  ]);
  const report = countListing(listing, encoders, VERSION);
  mark("counted");
  if (models.length === 0) return { report, tools: listing.tools };
  const tools = modelFacingTools(listing);
  const entries: Record<string, ModelEntry> = {};
  for (const [i, profile] of models.entries()) {
    const count = await counters[i]?.count(tools, listing.instructions ?? null);
    if (count) entries[profile.id] = modelEntry(profile.title, count, profile.data, profile.hosted);
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
