/** `capture -- <client command...>`: the door of src/run/capture.ts (options in, table or JSON out). */
import { DEFAULT_ENCODINGS } from "../core/encodings.js";
import { UsageError } from "../core/errors.js";
import type { ModelCounter } from "../core/models/types.js";
import { parseEnvAssignments } from "../process/env.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import { words } from "../settings/values.js";
import { cliSettings, type Output } from "./commands.js";

export interface CaptureOptionValues {
  encoding?: string[];
  timeout?: string;
  env?: string[];
  keepHome?: boolean;
  mcpServer?: string[];
  cwd?: string;
  format?: string;
  out?: string;
  save?: string;
  model?: string[];
  useTool?: string;
}

const DEFAULT_CAPTURE_TIMEOUT_S = 120;

export async function captureCommand(command: string[], opts: CaptureOptionValues, io: Output): Promise<number> {
  if (command.length === 0)
    throw new UsageError('give the client\'s command after --, e.g. capture -- claude -p "say ok"');
  const format = opts.format ?? "table";
  if (format !== "table" && format !== "json")
    throw new UsageError(`--format: expected table or json, got "${format}"`);
  const seconds = opts.timeout === undefined ? DEFAULT_CAPTURE_TIMEOUT_S : Number(opts.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--timeout: expected a positive number of seconds, got "${opts.timeout}"`);
  }
  let env: Record<string, string>;
  try {
    env = parseEnvAssignments(opts.env ?? []);
  } catch (error) {
    throw new UsageError(`--env: ${(error as Error).message}`);
  }
  await checkWritable(opts.out ?? null);
  await checkWritable(opts.save ?? null);
  const encodings = opts.encoding ? words(opts.encoding) : DEFAULT_ENCODINGS;
  const [{ capture }, { renderCaptureText }] = await Promise.all([
    import("../run/capture.js"),
    import("../core/capture/render.js"),
  ]);
  const { resolveEncodingNames } = await import("../core/encodings.js");
  try {
    resolveEncodingNames(encodings);
  } catch (error) {
    throw new UsageError(`--encoding: ${(error as Error).message}`);
  }
  const models = await captureModels(opts.model, io);
  const { report, saved } = await capture({
    command,
    encodings,
    timeoutMs: seconds * 1000,
    env,
    keepHome: opts.keepHome === true,
    servers: words(opts.mcpServer),
    cwd: opts.cwd,
    models,
    ...(opts.useTool ? { useTool: opts.useTool } : {}),
  });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  io.stdout(format === "json" ? json : renderCaptureText(report));
  if (opts.out) await writeOutputFile(opts.out, json);
  if (opts.save) await writeOutputFile(opts.save, `${JSON.stringify(saved, null, 2)}\n`);
  return 0;
}

/** The -m profiles with their counters loaded (the model data they need must be installed), as measure -m. */
async function captureModels(
  ids: string[] | undefined,
  io: Output,
): Promise<Array<{ id: string; title: string; counter: ModelCounter }>> {
  if (!ids || ids.length === 0) return [];
  const settings = cliSettings(["capture"], { model: ids }, io);
  const { loadCounters } = await import("../run/measure.js");
  const counters = await loadCounters(settings.models);
  return settings.models.map((profile, i) => ({
    id: profile.id,
    title: profile.title,
    counter: counters[i] as ModelCounter,
  }));
}
