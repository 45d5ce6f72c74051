/**
 * The survey: every entry of a list (or of its shard) installed into a directory of its own, started with a
 * scratch HOME and only the variables the entry names, and measured by the same engine as `measure`; at most
 * `jobs` at a time. A failure is a row with its kind (install, start, listing, timeout, memory), never the end
 * of the run. Rows of an earlier dataset that stand for an entry measured the same way are kept, not measured again.
 * Each server's process group runs under a memory limit (process/memory-watch.ts); going over it is a failure
 * of kind memory. How long each entry took, and what its server held at most, is handed back apart from the
 * dataset (timings differ between runs; the dataset must not).
 */
import { rmSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { ClientChoice } from "../core/clients/client-id.js";
import { oneLine } from "../core/config/formats.js";
import { stripTerminalControls } from "../core/render/escape.js";
import {
  dataset,
  type FailedRow,
  type FailureKind,
  failedRow,
  listFingerprint,
  measuredRow,
  reusable,
  rowKey,
  type SurveyDataset,
  type SurveyRow,
  type SurveySettings,
  shardOf,
} from "../core/survey/dataset.js";
import type { SurveyEntry } from "../core/survey/list.js";
import { ServerError } from "../mcp/errors.js";
import { pinnedPackage } from "../models/model-packages.js";
import type { ModelProfile } from "../models/registry.js";
import { onCleanup } from "../process/cleanup.js";
import type { Confinement } from "../process/confine.js";
import { type MemoryWatch, memoryWatchSupported, watchGroupMemory } from "../process/memory-watch.js";
import { inPool } from "./config.js";
import { loadCounters, measureWithTools } from "./measure.js";
import { rowFigures } from "./survey-figures.js";
import { installEntry, SurveyStepError } from "./survey-install.js";
import { placesOf, surveyScrubberFor } from "./survey-secrets.js";

type Env = Readonly<Record<string, string | undefined>>;

export interface SurveyOptions {
  entries: readonly SurveyEntry[];
  /** Only this part of the list (1-based index of count); null: all of it. */
  shard: { index: number; count: number } | null;
  /** The dataset of an earlier run: its rows are reused where they stand for an entry, and kept as history. */
  previous: SurveyDataset | null;
  encodings: string[];
  models: readonly ModelProfile[];
  checkStable: boolean;
  /** Client profiles (--clients): each row gives what each puts into a request. */
  clients: readonly ClientChoice[];
  /** Per entry: the most resident memory its server's process group may hold; null: not bounded. */
  maxMemoryBytes: number | null;
  jobs: number;
  /** Per entry: the limit of start plus listing (and again of counting), as measure's --timeout. */
  timeoutMs: number;
  /** Per entry: the limit of its npm install. */
  installTimeoutMs: number;
  /** npm's cache for every entry's install (--npm-cache), with --prefer-offline; null or absent: npm's default. */
  npmCache?: string | null;
  maxResponseBytes?: number;
  /** YYYY-MM-DD written on the rows measured now. */
  date: string;
  engine: string;
  registry: string;
  /**
   * Each entry's server runs in a sandbox of its own (process/confine.ts): null runs it unconfined (--unconfined).
   * The sandbox hides the work folder; the caller names the other folders to hide when it makes it.
   */
  confinement: Confinement | null;
  /** This process's environment: npm's config is read from it (filtered), and PATH. */
  env: Env;
  /**
   * Where the run makes its work folder (mkdtemp: a new name each run, never a folder that exists), in which
   * each entry gets its own; removed when the run ends.
   */
  tempDir: string;
  log: (line: string) => void;
}

/** How one entry of this run went: for DIR/timings.json and the bench, never for the dataset. */
export interface EntryTiming {
  entry: string;
  outcome: "measured" | "failed" | "kept";
  /** npm install, then start, listing and counting (hints and clients included), in ms; 0 for a kept row. */
  installMs: number;
  measureMs: number;
  /** The most resident memory the server's process group held at one reading; null when not read. */
  serverPeakMiB: number | null;
}

export interface SurveyResult {
  dataset: SurveyDataset;
  measured: number;
  failed: number;
  reused: number;
  timings: EntryTiming[];
}

const MIB = 1024 * 1024;

/** The failure of a server its memory watch killed: its group held more than the limit. */
export class MemoryLimitError extends Error {
  constructor(limitBytes: number, heldBytes: number) {
    super(
      `the server's processes held ${Math.round(heldBytes / MIB)} MiB of memory, over the limit of ${Math.round(limitBytes / MIB)} MiB (--max-memory-mb), and were stopped`,
    );
    this.name = "MemoryLimitError";
  }
}

const START_STAGES = /^(starting the server|waiting for the answer to)/;

/** A failure's kind and its text, one line each, without terminal controls. */
export function classifyFailure(error: unknown): FailedRow["failure"] {
  const clean = (lines: readonly string[]) =>
    lines.map((l) => oneLine(stripTerminalControls(l))).filter((l) => l !== "");
  let kind: FailureKind = "listing";
  let tail: string[] = [];
  if (error instanceof MemoryLimitError) {
    kind = "memory";
  } else if (error instanceof SurveyStepError) {
    kind = error.kind;
    tail = clean(error.tail);
  } else if (error instanceof ServerError) {
    kind = /^timed out after/.test(error.message)
      ? "timeout"
      : START_STAGES.test(error.stage ?? "starting the server")
        ? "start"
        : "listing";
    tail = clean(error.stderrTail);
  }
  const message = oneLine(stripTerminalControls(error instanceof Error ? error.message : String(error)));
  return { kind, message, ...(tail.length > 0 ? { stderrTail: tail } : {}) };
}

export async function runSurvey(options: SurveyOptions): Promise<SurveyResult> {
  const settings: SurveySettings = {
    encodings: options.encodings,
    models: options.models.map((m) => m.id),
    checkStable: options.checkStable,
    clients: options.clients.map((c) => c.asked),
  };
  const mine = options.shard
    ? shardOf(options.entries, options.shard.index, options.shard.count)
    : [...options.entries];
  const previous = new Map<string, SurveyRow>((options.previous?.rows ?? []).map((r) => [rowKey(r), r]));
  // The profiles' data loads once for every entry.
  const counters = options.models.length > 0 ? loadCounters(options.models) : undefined;
  counters?.catch(() => undefined);
  const packages = Object.fromEntries(
    options.models.map((m) => [m.id, (m.packages ?? []).map((name) => `${name}@${pinnedPackage(name).version}`)]),
  );
  const context = { date: options.date, engine: options.engine, packages };
  const windows = Object.fromEntries(options.models.map((m) => [m.id, m.window?.tokens ?? null]));
  await mkdir(options.tempDir, { recursive: true });
  // A new folder of this run's own: one planted in advance under a guessable name is never used.
  const workDir = await mkdtemp(path.join(options.tempDir, "mcp-token-budget-survey-"));
  // Ctrl-C or a cancelled job: the installs in progress are removed before the process exits.
  const release = onCleanup({
    kind: "files",
    run: () => rm(workDir, { recursive: true, force: true }),
    atExit: () => rmSync(workDir, { recursive: true, force: true }),
  });
  // Nothing a server or its install wrote reaches the dataset or the terminal with a secret or a local path in it.
  const scrub = surveyScrubberFor(options.env, options.entries, workDir);
  const log = (line: string) => options.log(scrub.text(line));
  let measured = 0;
  let failed = 0;
  let reused = 0;
  const timings: EntryTiming[] = [];
  if (options.maxMemoryBytes !== null && !memoryWatchSupported()) {
    options.log("memory is not bounded on this system (no /proc): --max-memory-mb has no effect");
  }
  const watchMemory = options.maxMemoryBytes !== null && memoryWatchSupported() ? options.maxMemoryBytes : null;
  let rows: SurveyRow[];
  try {
    rows = await inPool(mine, options.jobs, async (entry): Promise<SurveyRow> => {
      const before = previous.get(rowKey(entry));
      if (before && reusable(before, entry, options.engine, settings, windows)) {
        reused++;
        log(`${rowKey(entry)}: already measured by ${options.engine} on ${before.date}, kept`);
        timings.push({ entry: rowKey(entry), outcome: "kept", installMs: 0, measureMs: 0, serverPeakMiB: null });
        return before;
      }
      const started = performance.now();
      let installed: number | null = null;
      // One watch per start of the server (--check-stable starts it twice).
      const watches: MemoryWatch[] = [];
      const overLimit = () => watches.find((w) => w.exceededBytes !== null)?.exceededBytes ?? null;
      const timing = (outcome: EntryTiming["outcome"]) =>
        timings.push({
          entry: rowKey(entry),
          outcome,
          installMs: Math.round((installed ?? performance.now()) - started),
          measureMs: installed === null ? 0 : Math.round(performance.now() - installed),
          serverPeakMiB:
            watches.length > 0 ? Math.round((Math.max(...watches.map((w) => w.peakBytes)) / MIB) * 10) / 10 : null,
        });
      const dir = await mkdtemp(path.join(workDir, `${entry.package.replace(/[@/]/g, "_")}-`));
      const scrubEntry = scrub.withPlaces(placesOf(dir, "<entry>"));
      try {
        const bin = await installEntry(entry, dir, {
          registry: options.registry,
          env: options.env,
          timeoutMs: options.installTimeoutMs,
          npmCache: options.npmCache ?? null,
        });
        installed = performance.now();
        const home = path.join(dir, "home");
        await mkdir(path.join(home, "tmp"), { recursive: true });
        const start = options.confinement
          ? options.confinement.wrap(bin, entry.args, dir, home)
          : { command: bin, args: entry.args };
        const measurement = await measureWithTools(
          { kind: "stdio", command: start.command, args: start.args, cwd: home, env: { set: entry.env } },
          {
            ...(watchMemory !== null
              ? {
                  // A server killed for its memory looks to the listing like one that ended by itself, which
                  // gets a second start; that start is killed at once (a limit of 0), the verdict stands.
                  onSpawn: (pid: number) => watches.push(watchGroupMemory(pid, overLimit() === null ? watchMemory : 0)),
                }
              : {}),
            encodings: options.encodings,
            timeoutMs: options.timeoutMs,
            maxResponseBytes: options.maxResponseBytes,
            models: options.models,
            ...(counters ? { counters } : {}),
            checkStable: options.checkStable,
            // Only PATH (to find node) and a scratch HOME: nothing else of this machine reaches the server.
            parentEnv: {
              PATH: options.env.PATH ?? "",
              HOME: home,
              USERPROFILE: home,
              TMPDIR: path.join(home, "tmp"),
            },
          },
        );
        const held = overLimit();
        if (held !== null && watchMemory !== null) throw new MemoryLimitError(watchMemory, held);
        const figures = await rowFigures(measurement, options.encodings, options.clients);
        const { report } = measurement;
        measured++;
        log(`${rowKey(entry)}: ${report.tools.length} tool${report.tools.length === 1 ? "" : "s"}`);
        timing("measured");
        return scrubEntry.data(measuredRow(entry, report, context, figures));
      } catch (error) {
        failed++;
        // A server the memory watch killed fails as whatever its exit looked like (start, listing): say why.
        const held = overLimit();
        const failure = classifyFailure(
          held !== null && watchMemory !== null ? new MemoryLimitError(watchMemory, held) : error,
        );
        timing("failed");
        const row = scrubEntry.data(failedRow(entry, failure, context));
        log(`${rowKey(entry)}: failed (${failure.kind}): ${row.failure.message}`);
        return row;
      } finally {
        for (const watch of watches) watch.stop();
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      }
    });
  } finally {
    release();
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
  }
  // History: rows of the earlier dataset that no entry of this list stands for (other versions, dropped
  // servers) stay; a sharded run keeps them in its first shard only, so the shards merge to one copy.
  const listed = new Set(options.entries.map(rowKey));
  const history =
    !options.shard || options.shard.index === 1 ? [...previous.values()].filter((r) => !listed.has(rowKey(r))) : [];
  const shard = options.shard
    ? { index: options.shard.index, count: options.shard.count, list: listFingerprint(options.entries) }
    : undefined;
  return {
    // Kept rows too: one an older engine wrote unscrubbed is published scrubbed.
    dataset: dataset(options.engine, settings, scrub.data([...rows, ...history]), shard),
    measured,
    failed,
    reused,
    timings: timings.sort((a, b) => (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0)),
  };
}
