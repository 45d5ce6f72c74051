/** `survey verify DIR PACKAGE@VERSION`: one row of a dataset measured again, figure by figure. */
import { tmpdir } from "node:os";
import path from "node:path";
import { EXIT_CODES, ToolError } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { rowKey } from "../core/survey/dataset.js";
import { parseSurveyList, type SurveyEntry } from "../core/survey/list.js";
import { compareRows } from "../core/survey/verify.js";
import { npmRegistry } from "../models/npm-registry.js";
import { VERSION } from "../version.js";
import { cliSettings, type Output } from "./commands.js";
import {
  DATASET_FILE,
  DEFAULT_MAX_MEMORY_MB,
  parseDate,
  parseSurveyClients,
  positive,
  readDataset,
  readText,
  surveyConfinement,
} from "./survey-command.js";

type Env = Readonly<Record<string, string | undefined>>;

export interface VerifyOptionValues {
  list?: string;
  timeout?: string;
  installTimeout?: string;
  context?: string;
  registry?: string;
  maxMemoryMb?: string;
  unconfined?: boolean;
}

export async function surveyVerifyCommand(
  dir: string,
  id: string,
  opts: VerifyOptionValues,
  io: Output,
  env: Env,
): Promise<number> {
  const data = await readDataset(path.resolve(dir), true);
  if (!data) throw new ToolError("input", `${dir} holds no ${DATASET_FILE}`);
  const row = data.rows.find((r) => rowKey(r) === id);
  if (!row) {
    const some = data.rows.slice(0, 3).map(rowKey).join(", ");
    throw new ToolError(
      "input",
      `${path.join(dir, DATASET_FILE)} has no row ${id} (its rows are package@version: ${some}${data.rows.length > 3 ? ", ..." : ""})`,
    );
  }
  // The values of the row's variables: the list's (dummies), else "dummy" for each name.
  let values: Record<string, string> = Object.fromEntries(row.env.map((name) => [name, "dummy"]));
  if (opts.list) {
    const text = await readText(opts.list, "survey list", 16 * 1024 * 1024);
    if (text === null) throw new ToolError("input", `survey list ${opts.list} does not exist`);
    const listed = parseSurveyList(text, opts.list).find((e) => rowKey(e) === id);
    if (!listed) throw new ToolError("input", `survey list ${opts.list} has no entry ${id}`);
    values = listed.env;
  }
  const entry: SurveyEntry = {
    package: row.package,
    version: row.version,
    bin: row.bin,
    args: row.args,
    env: values,
    line: 0,
  };
  // Measured as the row was: its encodings and models (a failed row: the dataset's).
  const encodings = row.status === "measured" ? Object.keys(row.tokens) : data.settings.encodings;
  const models =
    row.status === "measured"
      ? [...Object.keys(row.models), ...Object.keys(row.modelsNotCounted)]
      : data.settings.models;
  // The row's clients (a row written before clients were measured: none, so none are compared).
  const clients = parseSurveyClients([
    (row.status === "measured" ? Object.keys(row.clients ?? {}) : (data.settings.clients ?? [])).join(",") || "none",
  ]);
  const settings = cliSettings(
    ["survey"],
    {
      encoding: [encodings.join(",")],
      ...(models.length > 0 ? { model: [models.join(",")] } : {}),
      timeout: opts.timeout,
      context: opts.context,
    },
    io,
  );
  const { runSurvey } = await import("../run/survey.js");
  const result = await runSurvey({
    entries: [entry],
    shard: null,
    previous: null,
    encodings: settings.encodings,
    models: settings.models,
    checkStable: row.status === "measured" ? row.stable !== undefined : data.settings.checkStable,
    clients,
    maxMemoryBytes: positive("--max-memory-mb", opts.maxMemoryMb, DEFAULT_MAX_MEMORY_MB) * 1024 * 1024,
    jobs: 1,
    timeoutMs: settings.timeoutMs,
    installTimeoutMs: positive("--install-timeout", opts.installTimeout, 300) * 1000,
    maxResponseBytes: settings.maxResponseBytes,
    date: parseDate(undefined),
    engine: VERSION,
    registry: await npmRegistry(env, opts.registry),
    confinement: await surveyConfinement(opts.unconfined, null, io, env),
    env,
    tempDir: tmpdir(),
    log: (line) => io.stderr(`${stripTerminalControls(line)}\n`),
  });
  const now = result.dataset.rows[0];
  if (!now) throw new ToolError("internal", `the survey of ${id} gave no row`);
  const differences = compareRows(row, now);
  const lines = [`${id}: measured by mcp-token-budget ${row.engine} on ${row.date}, measured again by ${VERSION}`];
  if (differences.length === 0) {
    lines.push("every figure is the same");
  } else {
    lines.push(`${differences.length} figure${differences.length === 1 ? " differs" : "s differ"} (recorded -> now):`);
    for (const d of differences) lines.push(`  ${d.figure}: ${d.recorded} -> ${d.now}`);
    if (row.engine !== VERSION)
      lines.push(`(the row was measured by another version, ${row.engine}: its counting may differ)`);
    if (now.status === "failed") lines.push(`(measuring it again failed: ${now.failure.message})`);
  }
  io.stdout(`${lines.map(stripTerminalControls).join("\n")}\n`);
  // 1, as `check` when a limit is broken: the row did not hold.
  return differences.length === 0 ? EXIT_CODES.ok : EXIT_CODES.budget;
}
