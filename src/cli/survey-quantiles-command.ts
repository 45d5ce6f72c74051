/**
 * `survey quantiles DIR... --out FILE`: survey datasets cut to the small dated file `measure --index-quantiles`
 * reads. Several directories are taken together (runs over parts of one list that were not shards of one run).
 */
import path from "node:path";
import { UsageError } from "../core/errors.js";
import type { SurveyDataset } from "../core/survey/dataset.js";
import { indexQuantiles, serializeQuantiles } from "../core/survey/quantiles.js";
import { writeOutputFile } from "../run/output-file.js";
import type { Output } from "./commands.js";
import { readDataset } from "./survey-command.js";

export const QUANTILES_FILE = "quantiles.json";

export async function surveyQuantilesCommand(
  dirs: string[],
  opts: { out?: string; source?: string },
  io: Output,
): Promise<number> {
  const first = dirs[0];
  if (first === undefined) throw new UsageError("survey quantiles: give the directory of a survey dataset");
  const datasets: SurveyDataset[] = [];
  for (const dir of dirs) datasets.push((await readDataset(path.resolve(dir), true)) as SurveyDataset);
  const rows = datasets.flatMap((d) => d.rows);
  const measured = rows.filter((r) => r.status === "measured").length;
  if (measured === 0) throw new UsageError(`survey quantiles: ${dirs.join(", ")} hold no measured row`);
  const engines = [...new Set(datasets.map((d) => d.engine.version))].join(", ");
  const source =
    opts.source?.trim() ||
    `${dirs.length === 1 ? "a survey dataset" : `${dirs.length} survey datasets`} of ${rows.length} rows (${measured} measured, ${rows.length - measured} failed), by mcp-token-budget ${engines}`;
  const index = indexQuantiles(datasets, source);
  const out = path.resolve(opts.out ?? path.join(first, QUANTILES_FILE));
  await writeOutputFile(out, serializeQuantiles(index));
  const figures = Object.entries(index.encodings)
    .map(([name, e]) => `${name} median ${e.quantiles[50]}, p90 ${e.quantiles[90]}`)
    .join("; ");
  io.stdout(`survey quantiles: ${index.servers} servers, index of ${index.date} (${figures}) in ${out}\n`);
  return 0;
}
