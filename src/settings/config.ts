/** The settings of measuring a client configuration: which file, which servers, how many at once, inputs. */
import os from "node:os";
import { UsageError } from "../core/errors.js";
import type { SettingKey } from "./labels.js";
import type { RawSettings } from "./raw.js";
import { invalid, parseEnv, valueLines, words } from "./values.js";

export interface SetupSettings {
  /** `auto`, or a file with an optional client prefix (`cursor:mcp.json`). */
  config: string;
  /** Server names to measure; empty: every one. */
  servers: string[];
  jobs: number;
  /** VS Code ${input:id} values. */
  inputs: Record<string, string>;
  /** Set for every server after its own env (--env). */
  env: Record<string, string>;
  /** Withheld from every server besides the built-in secrets (--strip-env). */
  strip: string[];
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** The machine's cores: starting more servers than that at once only makes each slower. */
export function defaultJobs(): number {
  return Math.max(1, typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length);
}

export function setupSettings(raw: RawSettings, label: (key: SettingKey) => string): SetupSettings | null {
  if (!given(raw.config)) {
    for (const [key, value] of [
      ["servers", words(raw.servers).length > 0],
      ["jobs", given(raw.jobs)],
      ["inputs", valueLines(raw.inputs).length > 0],
    ] as const) {
      if (value) throw new UsageError(`${label(key)} picks from a client configuration; give ${label("config")} too`);
    }
    return null;
  }
  let jobs = defaultJobs();
  if (given(raw.jobs)) {
    jobs = Number(raw.jobs.trim());
    if (!Number.isInteger(jobs) || jobs < 1) throw invalid(label("jobs"), "a positive whole number", raw.jobs);
  }
  return {
    config: raw.config.trim(),
    servers: words(raw.servers),
    jobs,
    inputs: parseInputs(label("inputs"), raw.inputs),
    env: parseEnv(label("env"), raw.env),
    strip: words(raw.stripEnv),
  };
}

/** id=value pairs; ids as VS Code's inputs name them (letters, digits, `-`, `_`, `.`). Values are not shown. */
function parseInputs(label: string, values: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of valueLines(values)) {
    const eq = line.indexOf("=");
    const id = eq > 0 ? line.slice(0, eq).trim() : "";
    if (!/^[A-Za-z0-9_.-]+$/.test(id)) {
      throw new UsageError(`${label}: expected id=value, e.g. ${label} api-key=...; got one without an id before "="`);
    }
    out[id] = line.slice(eq + 1);
  }
  return out;
}

export function noServerWithConfig(raw: RawSettings, label: (key: SettingKey) => string): null {
  if ((raw.command?.length ?? 0) > 0 || given(raw.shellCommand) || given(raw.url)) {
    throw new UsageError(
      `give either ${label("config")} (every server of a client configuration) or one server (${label("command")} or ${label("url")}), not both`,
    );
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(
      `${label("headers")} is sent to ${label("url")}; a configuration's servers take theirs from the file`,
    );
  }
  return null;
}
