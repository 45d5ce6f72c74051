/** `survey quantiles DIR --out FILE`: a survey dataset cut to the small dated file `measure --index-quantiles` reads. */
import path from "node:path";
import { UsageError } from "../core/errors.js";
import { indexQuantiles, serializeQuantiles } from "../core/survey/quantiles.js";
import { writeOutputFile } from "../run/output-file.js";
import type { Output } from "./commands.js";
import { DATASET_FILE, readDataset } from "./survey-command.js";

export const QUANTILES_FILE = "quantiles.json";

export async function surveyQuantilesCommand(
  dir: string,
  opts: { out?: string; source?: string },
  io: Output,
): Promise<number> {
  const data = await readDataset(path.resolve(dir), true);
  if (!data) return 2;
  const measured = data.rows.filter((r) => r.status === "measured").length;
  if (measured === 0) throw new UsageError(`survey quantiles: ${path.join(dir, DATASET_FILE)} has no measured row`);
  const failed = data.rows.length - measured;
  const source =
    opts.source?.trim() ||
    `a survey dataset of ${data.rows.length} rows (${measured} measured, ${failed} failed), by mcp-token-budget ${data.engine.version}`;
  const index = indexQuantiles(data, source);
  const out = path.resolve(opts.out ?? path.join(dir, QUANTILES_FILE));
  await writeOutputFile(out, serializeQuantiles(index));
  const median = Object.entries(index.encodings)
    .map(([name, e]) => `${name} median ${e.quantiles[50]}, p90 ${e.quantiles[90]}`)
    .join("; ");
  io.stdout(`survey quantiles: ${index.servers} servers, index of ${index.date} (${median}) in ${out}\n`);
  return 0;
}
