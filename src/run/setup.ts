/**
 * Measuring a whole client setup: every configured server started (or connected to) as its client would,
 * at most `jobs` at a time, each with the same `measure` as a single server. A server that fails is a row
 * with its error; the others are still measured.
 */
import path from "node:path";
import { classifyError } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { type ConfiguredServer, type LaunchSpec, oneLine } from "../core/setup/formats.js";
import { type Setup, type SetupServer, summarizeSetup } from "../core/setup/summary.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";
import { type MeasureOptions, measure } from "./measure.js";

export interface SetupOptions extends MeasureOptions {
  /** How many servers start at once. */
  jobs: number;
  /** Where a server without a cwd runs, and what a relative cwd is relative to. */
  project: string;
  /** Variables withheld from every server on top of the built-in secrets (--strip-env). */
  strip?: readonly string[];
  /** Variables set for every server after its own env (--env): what the user says last wins. */
  env?: Readonly<Record<string, string>>;
}

/** The ServerSpec that `measure` starts for a configured server. */
export function serverSpecOf(launch: LaunchSpec, options: Pick<SetupOptions, "project" | "strip" | "env">): ServerSpec {
  if (launch.kind === "http") return { kind: "http", url: launch.url, headers: launch.headers };
  return {
    kind: "stdio",
    command: launch.command,
    args: launch.args,
    cwd: path.resolve(options.project, launch.cwd ?? "."),
    env: { set: { ...launch.env, ...(options.env ?? {}) }, strip: [...(options.strip ?? [])] },
  };
}

/** Runs `work` over `items` with at most `jobs` in flight; results in the items' order. */
export async function inPool<T, R>(items: readonly T[], jobs: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}

/**
 * A server's error as one line of text without terminal controls, whatever the server wrote, and apart from
 * it the last lines of the server's stderr (shown below the table, not in the row).
 */
function failure(error: unknown): { error: string; stderrTail?: string[] } {
  if (!(error instanceof ServerError)) return { error: oneLine(stripTerminalControls(classifyError(error).message)) };
  const tail = error.stderrTail.map((line) => oneLine(stripTerminalControls(line))).filter((line) => line !== "");
  return { error: oneLine(stripTerminalControls(error.message)), ...(tail.length > 0 ? { stderrTail: tail } : {}) };
}

export async function measureSetup(servers: readonly ConfiguredServer[], options: SetupOptions): Promise<Setup> {
  const { jobs, project, strip, env, ...measureOptions } = options;
  const outcomes = await inPool(servers, jobs, async (server): Promise<SetupServer> => {
    const base = { name: server.name, client: server.client };
    if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
    try {
      const report = await measure(serverSpecOf(server.launch, { project, strip, env }), measureOptions);
      return { ...base, status: "measured", report };
    } catch (error) {
      // Even a defect of ours is one row: the other servers' figures are still worth printing.
      return { ...base, status: "failed", ...failure(error) };
    }
  });
  return summarizeSetup(
    outcomes,
    options.encodings,
    (options.models ?? []).map((m) => m.id),
  );
}
