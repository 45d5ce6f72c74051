/** The measuring use case: list a server, count what its tools cost. Shared by the CLI and the action. */
import { countListing, type Listing, modelFacing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import { ToolError } from "../core/errors.js";
import { type ModelEntry, modelEntry } from "../core/models/entry.js";
import type { ModelFacingTool } from "../core/models/types.js";
import type { Report } from "../core/report.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import type { ModelProfile, ProfileContext } from "../models/registry.js";
import { VERSION } from "../version.js";

/**
 * Model counting's own budget: the most model-facing JSON (compact, all tools together) counted on model
 * profiles in one measurement. A profile renders and tokenizes the whole list (Jinja templates, the
 * harmony renderer, a tokenizer.json): about 20-70x the work of the encodings, and memory to match, so
 * the 64 MiB listing cap alone would let one run take tens of minutes and gigabytes. Past this, --model
 * is refused with the figure (exit 3); the encodings count any list the cap lets through.
 */
export const MODEL_COUNT_MAX_BYTES = 2 * 1024 * 1024;

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
  // Load the tokenizers (and model data) while the server starts; each takes a few hundred milliseconds.
  const [encoders, counters, listing] = await Promise.all([
    loadEncoders(options.encodings),
    Promise.all(models.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, options),
  ]);
  const report = countListing(listing, encoders, VERSION);
  if (models.length === 0) return { report, tools: listing.tools };
  const tools = modelFacingTools(listing);
  let bytes = 0;
  for (const tool of tools) bytes += Buffer.byteLength(JSON.stringify(tool));
  if (bytes > MODEL_COUNT_MAX_BYTES) {
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
    throw new ToolError(
      "server",
      `the ${tools.length.toLocaleString("en-US")} tools are ${mib(bytes)} of JSON, more than the ${mib(MODEL_COUNT_MAX_BYTES)} that model counting takes per run (models: ${models.map((m) => m.id).join(", ")}); count without the models (the encodings count any list), or split the server`,
    );
  }
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
