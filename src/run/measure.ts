/** The measuring use case: list a server, count what its tools cost. Shared by the CLI and the action. */
import { countListing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import type { Report } from "../core/report.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import { VERSION } from "../version.js";

export interface MeasureOptions extends ListOptions {
  encodings: string[];
}

export async function measure(spec: ServerSpec, options: MeasureOptions): Promise<Report> {
  // Load the tokenizer while the server starts; both take a few hundred milliseconds.
  const [encoders, listing] = await Promise.all([loadEncoders(options.encodings), listServer(spec, options)]);
  return countListing(listing, encoders, VERSION);
}

/** Stable, pretty JSON for files: the same report always serialises to the same bytes. */
export function serializeReport(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
