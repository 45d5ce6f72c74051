/** `survey site DIR --out SITE`: a dataset in, the static site's files written, one line printed. */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { ToolError, UsageError } from "../core/errors.js";
import { fileProblem } from "../core/file-errors.js";
import { buildSite } from "../core/survey/site/site.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import type { Output } from "./commands.js";
import { DATASET_FILE, readDatasetFile } from "./survey-command.js";

/** The dataset file `input` names: a survey's --out directory (its dataset.json) or the file itself. */
async function datasetFileOf(input: string): Promise<string> {
  const info = await stat(input).catch(() => null);
  if (!info)
    throw new ToolError("input", `${input} does not exist; give a survey's --out directory or its ${DATASET_FILE}`);
  return info.isDirectory() ? path.join(input, DATASET_FILE) : input;
}

export async function surveySiteCommand(input: string, opts: { out?: string }, io: Output): Promise<number> {
  if (!opts.out) throw new UsageError("survey site: give --out SITE, the directory the site is written to");
  const file = await datasetFileOf(path.resolve(input));
  const data = await readDatasetFile(file);
  if (!data) throw new ToolError("input", `${input} holds no ${DATASET_FILE} (is it the --out of a survey run?)`);
  const out = path.resolve(opts.out);
  const files = buildSite(data);
  try {
    for (const dir of new Set(files.map((f) => path.dirname(path.join(out, f.path))))) {
      await mkdir(dir, { recursive: true });
    }
  } catch (error) {
    throw new ToolError("io", `cannot write to ${out}: ${fileProblem(error)}; choose another --out`);
  }
  await checkWritable(path.join(out, "index.html"));
  for (const f of files) await writeOutputFile(path.join(out, f.path), f.text);
  const pages = files.filter((f) => f.path.startsWith("servers/")).length;
  io.stdout(`survey site: ${data.rows.length} rows, ${pages} server pages; open ${path.join(out, "index.html")}\n`);
  return 0;
}
