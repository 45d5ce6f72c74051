/**
 * Reading client configuration files: the one the user named (`--config [client:]file`) or, with
 * `--config auto`, every documented location that exists for this user and this project. HOME, the
 * project directory, the platform and the environment are passed in, so tests point them anywhere.
 */

import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import {
  CLIENT_FORMAT_IDS,
  CLIENT_FORMATS,
  type ClientFormatId,
  ConfigFileError,
  type ConfiguredServer,
  formatForContent,
  formatForPath,
  mergeServers,
  parseEnvFile,
  readConfig,
  type Scope,
} from "../core/config/formats.js";
import type { InterpolationContext } from "../core/config/interpolate.js";
import { clientScopes, configLocations } from "../core/config/locations.js";
import { fileProblem } from "../core/file-errors.js";
import { withheldByDefault } from "../process/env.js";
import {
  FileTooLargeError,
  mebibytes,
  NotAFileError,
  readSmallRegularFileSync,
  readTextFile,
} from "../run/read-limited.js";

/** Larger than any configuration; ~/.claude.json also holds Claude Code's history, so it is generous. */
const CONFIG_LIMIT = 64 * 1024 * 1024;

export interface SetupPlace {
  home: string;
  /** The project directory: where relative paths and ${workspaceFolder} point. */
  project: string;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** VS Code ${input:id} values (--input id=value). */
  inputs: Readonly<Record<string, string>>;
  /**
   * Variables withheld from servers (built in, and --strip-env) that a configuration may still resolve,
   * because the user said so (--allow-env). Any other withheld variable reads as empty.
   */
  allowEnv?: readonly string[];
  /** Names withheld on top of the built-in ones (--strip-env). */
  strip?: readonly string[];
  /** How ${file:...} and envFile are read; default: any file, relative to the project. */
  readText?: (file: string) => string;
}

/**
 * What resolving the configuration's variables used: the values that came from the environment, a file
 * or --input (never to be printed: the CLI redacts them from everything it prints or writes), and the
 * withheld variables the file asked for, passed (allowed) or read as empty (withheld).
 */
export interface Resolved {
  values: Set<string>;
  withheld: Set<string>;
  allowed: Set<string>;
}

export interface ReadFile {
  file: string;
  client: ClientFormatId;
  scope: Scope;
  /** Servers the file turns off with "disabled": true. */
  skipped: string[];
  servers: number;
}

export interface LoadedSetup {
  servers: ConfiguredServer[];
  read: ReadFile[];
  resolved: Resolved;
}

export const emptyResolved = (): Resolved => ({ values: new Set(), withheld: new Set(), allowed: new Set() });

/** A value that names an existing file or directory is a place, not a secret: output names files anyway. */
export const isPlace = (value: string) => path.isAbsolute(value) && existsSync(value);

export function interpolationContext(place: SetupPlace, resolved: Resolved = emptyResolved()): InterpolationContext {
  const allowed = new Set((place.allowEnv ?? []).map((n) => n.toUpperCase()));
  const strip = new Set((place.strip ?? []).map((n) => n.toUpperCase()));
  // The interpolators only read env[name]: a proxy sees every variable the file asks for.
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name !== "string") return undefined;
      const value = place.env[name];
      if (value === undefined) return undefined;
      if (withheldByDefault(name) || strip.has(name.toUpperCase())) {
        if (!allowed.has(name.toUpperCase())) {
          resolved.withheld.add(name);
          return "";
        }
        resolved.allowed.add(name);
      }
      if (value !== "" && !isPlace(value)) resolved.values.add(value);
      return value;
    },
  });
  const inputs = new Proxy({} as Record<string, string>, {
    get(_target, id) {
      const value = typeof id === "string" ? place.inputs[id] : undefined;
      if (value) resolved.values.add(value);
      return value;
    },
  });
  const read = place.readText ?? ((file: string) => readNamedFile(file, path.resolve(place.project, file), FILE_LIMIT));
  return {
    env,
    home: place.home,
    workspace: place.project,
    pathSeparator: place.platform === "win32" ? "\\" : "/",
    platform: place.platform,
    inputs,
    // Small files named inside a configuration (envFile, ${file:...}); relative to the project.
    readText: (file) => {
      const text = read(file);
      for (const value of [text, text.replace(/\r?\n$/, ""), ...Object.values(parseEnvFile(text))])
        if (value !== "") resolved.values.add(value);
      // Each entry of a file of NUL- or line-separated NAME=value entries (/proc/self/environ holds the
      // user's tokens) and each value alone: a server's error can quote one of them, not the whole file.
      for (const entry of text.split(/[\0\r\n]+/)) {
        const eq = entry.indexOf("=");
        if (entry.trimStart().startsWith("#")) continue;
        for (const value of [entry, eq > 0 ? entry.slice(eq + 1) : ""]) {
          if (value.trim() !== "" && !isPlace(value.trim())) resolved.values.add(value);
        }
      }
      return text;
    },
  };
}

/**
 * What ${file:...} and envFile may read from the CLI: regular files of at most 1 MiB. Nothing larger could
 * reach a server anyway (Linux takes at most 128 KiB per argument or variable, about 2 MiB for all of them).
 */
const FILE_LIMIT = 1024 * 1024;
/** What ${file:...} and envFile may read in the action: small regular files. */
const CONFINED_FILE_LIMIT = 64 * 1024;

/**
 * Reads a file a configuration names, bounded: a pipe (which could wait forever for a writer), a device
 * (/dev/zero never ends) or a file over `limit` is refused with a message naming it, before it is read.
 */
function readNamedFile(shown: string, file: string, limit: number): string {
  try {
    return readSmallRegularFileSync(file, limit);
  } catch (error) {
    if (error instanceof NotAFileError) throw new Error(`${shown} is ${error.what}, not a regular file`);
    if (error instanceof FileTooLargeError) throw new Error(`${shown} is larger than ${kibibytes(limit)}`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error(`${shown} does not exist`);
    if ((error as NodeJS.ErrnoException).code === "EISDIR") throw new Error(`${shown} is a directory`);
    throw error;
  }
}

const kibibytes = (bytes: number) => (bytes >= 1024 * 1024 ? mebibytes(bytes) : `${bytes / 1024} KiB`);

/**
 * A reader for a configuration the action did not write (a pull request's): only regular files inside
 * `root`, after following every symlink, outside its .git directory (which holds the checkout's
 * credentials), and at most 64 KiB. `/proc/self/environ`, `~/.ssh/...`, `.git/config` and a symlink that
 * points out of the repository are refused, naming the file.
 */
export function confinedReader(root: string, project: string): (file: string) => string {
  const top = realpathSync(root);
  return (file) => {
    const wanted = path.resolve(project, file);
    let real: string;
    try {
      real = realpathSync(wanted);
    } catch {
      throw new Error(`${file} does not exist`);
    }
    const inside = path.relative(top, real);
    if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
      throw new Error(
        `${file} is outside the repository${real !== wanted ? ` (it leads to ${real})` : ""}; the action reads only files inside it`,
      );
    }
    if (inside.split(path.sep)[0] === ".git") {
      throw new Error(
        `${file} is in the repository's .git directory, which the action never reads for a configuration`,
      );
    }
    return readNamedFile(file, real, CONFINED_FILE_LIMIT);
  };
}

async function readConfigText(file: string): Promise<string> {
  try {
    return await readTextFile(file, CONFIG_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ConfigFileError(file, "larger than 64 MiB");
    if (error instanceof NotAFileError) {
      throw new ConfigFileError(file, `is ${error.what}, not a regular file or a pipe; name the configuration file`);
    }
    throw error;
  }
}

/** `cursor:path/to/mcp.json` names the client; a Windows drive letter (`C:\...`) is not a client. */
export function splitClient(spec: string): { client: ClientFormatId | null; file: string } {
  const colon = spec.indexOf(":");
  if (colon > 1) {
    const prefix = spec.slice(0, colon);
    if ((CLIENT_FORMAT_IDS as string[]).includes(prefix)) {
      return { client: prefix as ClientFormatId, file: spec.slice(colon + 1) };
    }
  }
  return { client: null, file: spec };
}

/** One named file, its client from the prefix, the file's name, or its content (said on `notes`). */
async function loadNamed(spec: string, place: SetupPlace, notes: (line: string) => void): Promise<LoadedSetup> {
  const split = splitClient(spec);
  const file = path.resolve(place.project, split.file);
  const text = await readConfigText(file).catch((error: NodeJS.ErrnoException) => {
    // A file the user named: its absence is their input to fix, not an I/O failure of ours.
    if (error.code === "ENOENT")
      throw new ConfigFileError(file, "does not exist; check the path (or use --config auto)");
    if (error.code === "EISDIR")
      throw new ConfigFileError(file, "is a directory; name the client's configuration file");
    // Any other reason it cannot be read (permissions, a loop of links) is the input too: exit 2, in words.
    if (typeof error.code === "string") throw new ConfigFileError(file, `cannot be read: ${fileProblem(error)}`);
    throw error;
  });
  let client = split.client ?? formatForPath(file);
  if (client === null) {
    client = formatForContent(text);
    notes(
      `${file}: read as ${CLIENT_FORMATS[client].client}'s format (${client === "vscode" ? '"servers"' : '"mcpServers", no variables'}); ` +
        `name the client to read it as another does, e.g. --config cursor:${split.file}`,
    );
  }
  const scopes: Scope[] =
    path.basename(file) === ".claude.json" ? ["user", "local"] : [namedScope(client, file, place)];
  const resolved = emptyResolved();
  const context = interpolationContext(place, resolved);
  const lists: ConfiguredServer[][] = [];
  const read: ReadFile[] = [];
  for (const scope of scopes) {
    const { servers, skipped } = readConfig(text, CLIENT_FORMATS[client], file, scope, context);
    lists.push(servers);
    read.push({ file, client, scope, skipped, servers: servers.length });
  }
  return { servers: mergeServers(lists), read, resolved };
}

/**
 * The scope of a file the user named: a client with one scope (Claude Desktop) has only that one, wherever
 * the file is; for the others, a file at the client's user location is user scope, any other is a project's.
 */
function namedScope(client: ClientFormatId, file: string, place: SetupPlace): Scope {
  const scopes = clientScopes(client);
  if (scopes.length === 1) return scopes[0] as Scope;
  const user = configLocations({ home: place.home, project: place.project, platform: place.platform }).find(
    (l) => l.client === client && l.scope === "user",
  );
  return user && path.resolve(user.file) === file ? "user" : "project";
}

async function exists(file: string): Promise<string | null> {
  try {
    return await readConfigText(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") {
      return null;
    }
    throw error;
  }
}

/** Every documented location that exists, user files before project files. */
async function loadAuto(place: SetupPlace): Promise<LoadedSetup> {
  const locations = configLocations({
    home: place.home,
    project: place.project,
    platform: place.platform,
    ...(place.env.APPDATA ? { appData: place.env.APPDATA } : {}),
    ...(place.env.XDG_CONFIG_HOME ? { xdgConfigHome: place.env.XDG_CONFIG_HOME } : {}),
    ...(place.env.XDG_DATA_HOME ? { xdgDataHome: place.env.XDG_DATA_HOME } : {}),
    ...(place.env.CODEX_HOME ? { codexHome: place.env.CODEX_HOME } : {}),
  });
  const resolved = emptyResolved();
  const context = interpolationContext(place, resolved);
  const seen = new Set<string>();
  const lists: ConfiguredServer[][] = [];
  const read: ReadFile[] = [];
  for (const location of locations) {
    // Run from HOME, a project file is the user file: read it once.
    const key = `${location.client} ${location.scope === "local" ? "local" : ""} ${location.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = await exists(location.file);
    if (text === null) continue;
    const format = CLIENT_FORMATS[location.client];
    const { servers, skipped } = readConfig(text, format, location.file, location.scope, context);
    // ~/.claude.json without servers for this project is not worth naming as read.
    if (location.scope === "local" && servers.length === 0 && skipped.length === 0) continue;
    lists.push(servers);
    read.push({
      file: location.file,
      client: location.client,
      scope: location.scope,
      skipped,
      servers: servers.length,
    });
  }
  return { servers: mergeServers(lists), read, resolved };
}

export async function loadSetup(
  spec: string,
  place: SetupPlace,
  notes: (line: string) => void = () => undefined,
): Promise<LoadedSetup> {
  return spec.trim() === "auto" ? loadAuto(place) : loadNamed(spec.trim(), place, notes);
}
