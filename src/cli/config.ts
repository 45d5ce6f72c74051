/**
 * `measure --config <file|auto>`: every server of a client configuration, measured in parallel, one row
 * each. Which files were read goes to stderr; the setup to stdout (and --out); exit 3 when a server failed,
 * after everything else is printed. `hints --config` reads the configuration the same way.
 *
 * The servers get what the file asks for, as their client would give it, with one exception: a variable
 * withheld from servers by default (GITHUB_TOKEN, provider keys, ACTIONS_*, INPUT_*, --strip-env) reads as
 * empty unless named with --allow-env, and either way a notice says so. Values the file takes from the
 * environment, a file or --input, every value of a server's env or headers (literal ones too) and the values
 * of the withheld variables in our own environment never appear in what is printed or written: they are
 * redacted (***) from the results, their renderings and every note, because a server can echo its argv or
 * its environment into an error, or read ours.
 */
import os from "node:os";
import { isPlace, loadSetup, type SetupPlace } from "../config/config-files.js";
import { CLIENT_FORMATS, type ConfiguredServer } from "../core/config/formats.js";
import { clientScopes, configLocations } from "../core/config/locations.js";
import { renderSetupMarkdown, renderSetupText } from "../core/config/render.js";
import { serializeSetup } from "../core/config/summary.js";
import { EXIT_CODES, UsageError } from "../core/errors.js";
import { renderSetupHintsMarkdown, renderSetupHintsText, serializeSetupHints } from "../core/hints/config.js";
import { createRedactor, type Redactor } from "../core/redact.js";
import { escapeTerminal } from "../core/render/escape.js";
import { withheldByDefault } from "../process/env.js";
import { measureSetup } from "../run/config.js";
import { hintsForSetup } from "../run/config-hints.js";
import { configRequest } from "../run/config-request.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import type { SetupSettings } from "../settings/config.js";
import type { Settings } from "../settings/settings.js";
import type { Format } from "./options.js";
import type { Output } from "./output.js";

const esc = (text: string) => escapeTerminal(text, 200);

/**
 * The configuration's servers the user picked, with which files were read said on stderr, and the redactor
 * of the values their variables resolved to (for everything printed or written after).
 */
export async function pickedServers(
  settings: Settings,
  setup: SetupSettings,
  io: Output,
  env: Readonly<Record<string, string | undefined>>,
  verb = "measure",
  allowEnv: readonly string[] = [],
): Promise<{ picked: ConfiguredServer[]; redactor: Redactor }> {
  const place: SetupPlace = {
    home: os.homedir(),
    project: settings.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs,
    allowEnv,
    strip: setup.strip,
  };
  const notes: string[] = [];
  const loaded = await loadSetup(setup.config, place, (line) => notes.push(line));
  const redactor = createRedactor([
    ...loaded.resolved.values,
    ...Object.values(setup.env),
    ...handedValues(loaded.servers),
    ...withheldValues(env, setup.strip),
  ]);
  const note = (line: string) => io.stderr(`${esc(redactor.text(line))}\n`);
  for (const line of notes) note(line);
  const { withheld, allowed } = loaded.resolved;
  if (withheld.size > 0) {
    note(
      `not passed to the servers: ${[...withheld].join(", ")} (withheld from servers by default; the file's variable reads as empty); pass one with --allow-env NAME`,
    );
  }
  if (allowed.size > 0) note(`passing ${[...allowed].join(", ")} to the servers that ask for it (--allow-env)`);
  if (loaded.read.length === 0) {
    const looked = configLocations({ home: place.home, project: place.project, platform: place.platform })
      .map((l) => l.file)
      .filter((f, i, all) => all.indexOf(f) === i);
    throw new UsageError(`no client configuration found; looked for: ${looked.join(", ")}`);
  }
  for (const file of loaded.read) {
    const skipped = file.skipped.length > 0 ? `; skipped as disabled: ${file.skipped.join(", ")}` : "";
    // Scopes only where the client has them: Claude Desktop has one file, not a "user scope".
    const scope = clientScopes(file.client).length > 1 ? `, ${file.scope} scope` : "";
    note(
      `read ${file.file} (${CLIENT_FORMATS[file.client].client}${scope}): ${file.servers} server${file.servers === 1 ? "" : "s"}${skipped}`,
    );
  }
  const names = loaded.servers.map((s) => s.name);
  const unknown = setup.servers.filter((n) => !names.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `--server ${unknown.map((n) => JSON.stringify(n)).join(", ")}: not in the configuration; its servers are ${names.map((n) => JSON.stringify(n)).join(", ") || "none"}`,
    );
  }
  const picked =
    setup.servers.length > 0 ? loaded.servers.filter((s) => setup.servers.includes(s.name)) : loaded.servers;
  if (picked.length === 0) throw new UsageError(`the configuration has no servers to ${verb}`);
  const doing = verb === "measure" ? "measuring" : "listing";
  note(`${doing} ${picked.length} server${picked.length === 1 ? "" : "s"}, at most ${setup.jobs} at a time`);
  return { picked, redactor };
}

/**
 * Every value the configuration hands a server, literal ones too (Claude Desktop takes a key only as a
 * literal in `env`): a server's stderr can print it. Its env values, and its HTTP headers with the
 * credential alone ("Bearer x"); not its command line, which errors name to say what failed, nor a path.
 */
function handedValues(servers: readonly ConfiguredServer[]): string[] {
  const out: string[] = [];
  for (const { launch } of servers) {
    if (launch?.kind === "stdio") out.push(...Object.values(launch.env).filter((v) => !isPlace(v.trim())));
    if (launch?.kind === "http") {
      for (const value of Object.values(launch.headers)) out.push(value, value.trim().split(/\s+/)[1] ?? "");
    }
  }
  return out;
}

/**
 * The values of the variables withheld from servers (GITHUB_TOKEN, the provider keys, ACTIONS_*, INPUT_*,
 * --strip-env names) in our own environment: a server cannot be given them, but it can read them from our
 * process (/proc/<ppid>/environ on Linux) and put them into a tool name or its stderr.
 */
function withheldValues(env: Readonly<Record<string, string | undefined>>, strip: readonly string[]): string[] {
  const stripped = new Set(strip.map((n) => n.toUpperCase()));
  return Object.entries(env)
    .filter(([name, value]) => value && (withheldByDefault(name) || stripped.has(name.toUpperCase())))
    .map(([, value]) => value as string)
    .filter((value) => !isPlace(value.trim()));
}

export async function setupCommand(
  settings: Settings,
  setup: SetupSettings,
  format: Format,
  io: Output,
  allowEnv: readonly string[] = [],
  env: Readonly<Record<string, string | undefined>> = process.env,
  /** --badge: the configuration's badge (checked writable by the caller); null without it. */
  badge: string | null = null,
): Promise<number> {
  await checkWritable(settings.out);
  const { picked, redactor } = await pickedServers(settings, setup, io, env, "measure", allowEnv);
  const measured = await measureSetup(picked, configRequest(settings, setup));
  // Tool names and errors come from servers that were given those values: nothing printed or written keeps them.
  const result = redactor.data(measured);
  const json = serializeSetup(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) {
    const [{ writeBadge }, { measuredSetupBadgeContent }] = await Promise.all([
      import("../run/badge-files.js"),
      import("../core/render/badge.js"),
    ]);
    await writeBadge(badge, measuredSetupBadgeContent(result, settings.encodings[0] ?? ""));
  }
  io.stdout(format === "json" ? json : format === "markdown" ? renderSetupMarkdown(result) : renderSetupText(result));
  return result.failed > 0 ? EXIT_CODES.server : EXIT_CODES.ok;
}

/** `hints --config`: the whole configuration's cuts, ranked on the model asked for; exit 3 when a server failed. */
export async function setupHintsCommand(
  settings: Settings,
  setup: SetupSettings,
  format: Format,
  io: Output,
  allowEnv: readonly string[] = [],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  await checkWritable(settings.out);
  const { picked, redactor } = await pickedServers(settings, setup, io, env, "list", allowEnv);
  const hinted = await hintsForSetup(picked, configRequest(settings, setup));
  const result = redactor.data(hinted);
  for (const warning of result.warnings) io.stderr(`warning: ${esc(warning)}\n`);
  const json = serializeSetupHints(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderSetupHintsMarkdown(result) : renderSetupHintsText(result),
  );
  return result.servers.some((s) => s.status === "failed") ? EXIT_CODES.server : EXIT_CODES.ok;
}
