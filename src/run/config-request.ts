/**
 * A run over a client configuration's servers (`measure --config`, `hints --config`, the action's config mode)
 * as the same few parts as a single server's run (src/run/request.ts), plus one of its own: how the
 * configuration's servers are started (`Launch`). Built here, in one place, from the settings; each helper on
 * the way takes the parts it reads (docs/development.md, "a run as the few things it is made of").
 */
import type { ModelCounter } from "../core/models/types.js";
import type { EnvOptions } from "../process/env.js";
import type { SetupSettings } from "../settings/config.js";
import type { Settings } from "../settings/settings.js";
import { type Counting, countingOf } from "./counting.js";
import type { MeasureOptions } from "./measure.js";
import type { Subject } from "./request.js";

/**
 * How the servers of a configuration are started, besides what the file gives each one: how many at once,
 * where, and which variables every one is given or withheld.
 */
export interface Launch {
  /** How many servers start at once. */
  jobs: number;
  /** Where a server without a cwd runs, and what a relative cwd is relative to. */
  project: string;
  /** Variables withheld from every server on top of the built-in secrets (--strip-env / strip-env). */
  strip: readonly string[];
  /** Variables set for every server after its own env (--env / env): what the user says last wins. */
  env: Readonly<Record<string, string>>;
}

/** The limits each server is listed within: a single server's, from its `Subject`. */
export type Limits = Pick<Subject, "timeoutMs" | "maxResponseBytes" | "parentEnv">;

/**
 * `measure --config` and `hints --config`: what to measure (the configuration's servers, started as `launch`
 * says, within `limits`) and how to count it. Nothing is compared and the door prints the result, so there is
 * no baseline or outcome; the action's config mode is a `RunRequest` with a `Launch` beside it.
 */
export interface ConfigRequest {
  launch: Launch;
  limits: Limits;
  counting: Counting;
}

/** How a configuration's servers are started, from the settings (both doors). */
export function launchOf(settings: Settings, setup: SetupSettings): Launch {
  return { jobs: setup.jobs, project: settings.directory, strip: setup.strip, env: setup.env };
}

/** The variables every server of the configuration is given or withheld, as the process layer takes them. */
export function launchEnv(launch: Pick<Launch, "strip" | "env">): EnvOptions {
  return { strip: launch.strip, set: launch.env };
}

/** The CLI's configuration run from its settings. */
export function configRequest(settings: Settings, setup: SetupSettings): ConfigRequest {
  return {
    launch: launchOf(settings, setup),
    limits: { timeoutMs: settings.timeoutMs, maxResponseBytes: settings.maxResponseBytes },
    // --calls is refused with --config (src/cli/commands.ts): no calls file is opened.
    counting: countingOf(settings, null),
  };
}

/**
 * How each server of a configuration is measured on its own: the counting's encodings and models, within the
 * limits. The clients asked for are counted over the whole configuration instead (`measureSetup`); --calls and
 * --name are refused with --config, and the stability check is not run per server. `counters`: the models'
 * counters when the caller loaded them once for every server.
 */
export function serverMeasureOptions(
  limits: Limits,
  counting: Counting,
  counters?: Promise<readonly ModelCounter[]>,
): Pick<MeasureOptions, "encodings" | "models" | "counters" | "timeoutMs" | "maxResponseBytes" | "parentEnv"> {
  return {
    encodings: counting.encodings,
    models: counting.models ?? [],
    ...(counters ? { counters } : {}),
    timeoutMs: limits.timeoutMs,
    ...(limits.maxResponseBytes === undefined ? {} : { maxResponseBytes: limits.maxResponseBytes }),
    ...(limits.parentEnv ? { parentEnv: limits.parentEnv } : {}),
  };
}
