/** `survey LIST --out DIR` and `survey merge DIR... --out DIR`: argv in, dataset files out, a summary printed. */
import { mkdir } from "node:fs/promises";
import { availableParallelism, homedir, tmpdir } from "node:os";
import path from "node:path";
import { type ClientChoice, ClientIdError, parseClientIds } from "../core/clients/client-id.js";
import { CLIENT_PROFILE_IDS } from "../core/clients/profiles.js";
import { ToolError, UsageError } from "../core/errors.js";
import { fileProblem } from "../core/file-errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { datasetCsv } from "../core/survey/csv.js";
import { mergeShards, type SurveyDataset, serializeDataset } from "../core/survey/dataset.js";
import { parseDataset } from "../core/survey/dataset-check.js";
import { parseSurveyList } from "../core/survey/list.js";
import { npmRegistry } from "../models/npm-registry.js";
import type { Confinement } from "../process/confine.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import { FileTooLargeError, mebibytes, readTextFile } from "../run/read-limited.js";
import { VERSION } from "../version.js";
import { cliSettings, type Output } from "./commands.js";

type Env = Readonly<Record<string, string | undefined>>;

export interface SurveyOptionValues {
  out?: string;
  shard?: string;
  previous?: string;
  jobs?: string;
  timeout?: string;
  installTimeout?: string;
  npmCache?: string;
  maxResponseMb?: string;
  model?: string[];
  encoding?: string[];
  context?: string;
  checkStable?: boolean;
  date?: string;
  registry?: string;
  clients?: string[];
  maxMemoryMb?: string;
  unconfined?: boolean;
}

export const DATASET_FILE = "dataset.json";
export const CSV_FILE = "dataset.csv";
/** How long each entry took and what its server held: apart from the dataset, which must not depend on the run. */
export const TIMINGS_FILE = "timings.json";
const LIST_LIMIT = 16 * 1024 * 1024;
const DATASET_LIMIT = 1024 * 1024 * 1024;
const DEFAULT_INSTALL_TIMEOUT_S = 300;
/** Per server: 1 GiB of resident memory for its process group; the servers of the starter list hold 30-150 MiB. */
export const DEFAULT_MAX_MEMORY_MB = 1024;

/** --clients: every client profile by default, "none" for none, else ids as measure --client takes them. */
export function parseSurveyClients(values: readonly string[] | undefined): ClientChoice[] {
  const texts = (values ?? []).flatMap((v) => v.split(",")).map((v) => v.trim());
  if (values === undefined) return parseClientIds(CLIENT_PROFILE_IDS);
  if (texts.length === 1 && texts[0] === "none") return [];
  try {
    return parseClientIds(texts);
  } catch (error) {
    if (error instanceof ClientIdError) throw new UsageError(error.message.replace(/^--client\b/, "--clients"));
    throw error;
  }
}

export function positive(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < 1)
    throw new UsageError(`${flag}: expected a positive whole number, got "${value}"`);
  return n;
}

function parseShard(value: string | undefined): { index: number; count: number } | null {
  if (value === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard: expected i/n with 1 <= i <= n, e.g. --shard 2/4; got "${value}"`);
  }
  return { index, count };
}

export function parseDate(value: string | undefined): string {
  if (value === undefined) return new Date().toISOString().slice(0, 10);
  const date = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UsageError(`--date: expected YYYY-MM-DD, got "${value}"`);
  }
  return date;
}

export async function readText(file: string, what: string, limit: number): Promise<string | null> {
  try {
    return await readTextFile(file, limit);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ToolError("input", `${what} ${file} is over ${mebibytes(limit)}`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new ToolError("input", `could not read ${what} ${file}: ${fileProblem(error)}`);
  }
}

/** A dataset file of this schema version, or null when `dir` has none (and `required` is false). */
export async function readDataset(dir: string, required: boolean): Promise<SurveyDataset | null> {
  const data = await readDatasetFile(path.join(dir, DATASET_FILE));
  if (data === null && required) {
    throw new ToolError("input", `${dir} holds no ${DATASET_FILE} (is it the --out of a survey run?)`);
  }
  return data;
}

/** A dataset file of this schema version, or null when there is no such file. */
export async function readDatasetFile(file: string): Promise<SurveyDataset | null> {
  const text = await readText(file, "survey dataset", DATASET_LIMIT);
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ToolError("input", `survey dataset ${file}: ${fileProblem(error)}`);
  }
  return parseDataset(data, file);
}

/**
 * The sandbox each entry's server runs in (process/confine.ts), hiding the temporary folder (the run's work
 * folder is made in it), the home folder, this process's folder and `out`; or null with --unconfined, said
 * on stderr. Where no sandbox can run, a usage error saying why and what to do: never a silent unconfined run.
 */
export async function surveyConfinement(
  unconfined: boolean | undefined,
  out: string | null,
  io: Output,
  env: Env,
): Promise<Confinement | null> {
  if (unconfined) {
    io.stderr(
      "survey: --unconfined: each server runs as you, with this machine's files and processes in reach; survey only lists you trust, on a machine that holds nothing worth stealing\n",
    );
    return null;
  }
  const { confinement, ConfinementUnavailable } = await import("../process/confine.js");
  try {
    return await confinement({
      hide: [tmpdir(), homedir(), env.HOME ?? "", process.cwd(), ...(out ? [out] : [])].filter((d) => d !== ""),
      path: env.PATH,
    });
  } catch (error) {
    if (!(error instanceof ConfinementUnavailable)) throw error;
    throw new UsageError(
      `survey: each server runs confined to its own folder and processes, and cannot be here: ${error.message}. ` +
        "Or give --unconfined to run the servers as you, without confinement: only for lists you trust, on a machine that holds nothing worth stealing (docs/survey.md)",
    );
  }
}

/** The --out directory, made before any work: a path that cannot be written costs no survey. */
async function makeOutDir(out: string): Promise<void> {
  try {
    await mkdir(out, { recursive: true });
  } catch (error) {
    throw new ToolError("io", `cannot write to ${out}: ${fileProblem(error)}; choose another --out`);
  }
  await checkWritable(path.join(out, DATASET_FILE));
}

async function writeDataset(dir: string, data: SurveyDataset): Promise<void> {
  await writeOutputFile(path.join(dir, DATASET_FILE), serializeDataset(data));
  await writeOutputFile(path.join(dir, CSV_FILE), datasetCsv(data));
}

export async function surveyCommand(listFile: string, opts: SurveyOptionValues, io: Output, env: Env): Promise<number> {
  if (!opts.out) throw new UsageError("survey: give --out DIR, where dataset.json and dataset.csv are written");
  const started = performance.now();
  const out = path.resolve(opts.out);
  const shard = parseShard(opts.shard);
  const jobs = positive("--jobs", opts.jobs, Math.max(1, availableParallelism()));
  const installTimeoutMs = positive("--install-timeout", opts.installTimeout, DEFAULT_INSTALL_TIMEOUT_S) * 1000;
  const date = parseDate(opts.date);
  const clients = parseSurveyClients(opts.clients);
  const maxMemoryBytes = positive("--max-memory-mb", opts.maxMemoryMb, DEFAULT_MAX_MEMORY_MB) * 1024 * 1024;
  // The counting options mean what they mean for `measure`; the servers come from the list.
  const settings = cliSettings(
    ["survey"],
    {
      model: opts.model,
      encoding: opts.encoding,
      timeout: opts.timeout,
      maxResponseMb: opts.maxResponseMb,
      context: opts.context,
      checkStable: opts.checkStable,
    },
    io,
  );
  const text = await readText(listFile, "survey list", LIST_LIMIT);
  if (text === null) throw new ToolError("input", `survey list ${listFile} does not exist`);
  const entries = parseSurveyList(text, listFile);
  await makeOutDir(out);
  const previous = opts.previous ? await readDataset(path.resolve(opts.previous), true) : await readDataset(out, false);
  const registry = await npmRegistry(env, opts.registry);
  const confinement = await surveyConfinement(opts.unconfined, out, io, env);
  const { runSurvey } = await import("../run/survey.js");
  const result = await runSurvey({
    entries,
    shard,
    previous,
    encodings: settings.encodings,
    models: settings.models,
    checkStable: settings.checkStable,
    clients,
    maxMemoryBytes,
    jobs,
    timeoutMs: settings.timeoutMs,
    installTimeoutMs,
    npmCache: opts.npmCache ? path.resolve(opts.npmCache) : null,
    maxResponseBytes: settings.maxResponseBytes,
    date,
    engine: VERSION,
    registry,
    confinement,
    env,
    tempDir: tmpdir(),
    log: (line) => io.stderr(`${stripTerminalControls(line)}\n`),
  });
  await writeDataset(out, result.dataset);
  await writeOutputFile(
    path.join(out, TIMINGS_FILE),
    `${JSON.stringify(
      {
        engine: VERSION,
        shard,
        jobs,
        maxMemoryMb: maxMemoryBytes / 1024 / 1024,
        wallMs: Math.round(performance.now() - started),
        // This process's own peak (counting, the dataset); each server's is in its entry.
        surveyPeakMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        entries: result.timings,
      },
      null,
      2,
    )}\n`,
  );
  const part = shard ? ` (shard ${shard.index}/${shard.count})` : "";
  io.stdout(
    `survey${part}: ${result.measured} measured, ${result.failed} failed, ${result.reused} kept from the previous dataset; ${result.dataset.rows.length} rows in ${path.join(out, DATASET_FILE)}\n`,
  );
  return 0;
}

export async function surveyMergeCommand(dirs: string[], opts: { out?: string }, io: Output): Promise<number> {
  if (!opts.out) throw new UsageError("survey merge: give --out DIR, where the merged dataset is written");
  if (dirs.length === 0) throw new UsageError("survey merge: give the output directories of the shards");
  const parts = [];
  for (const dir of dirs) {
    const data = await readDataset(path.resolve(dir), true);
    parts.push({ file: path.join(dir, DATASET_FILE), data: data as SurveyDataset });
  }
  const merged = mergeShards(parts);
  const out = path.resolve(opts.out);
  await makeOutDir(out);
  await writeDataset(out, merged);
  io.stdout(`survey merge: ${parts.length} shards, ${merged.rows.length} rows in ${path.join(out, DATASET_FILE)}\n`);
  return 0;
}
