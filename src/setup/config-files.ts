/**
 * Reading client configuration files: the one the user named (`--config [client:]file`) or, with
 * `--config auto`, every documented location that exists for this user and this project. HOME, the
 * project directory, the platform and the environment are passed in, so tests point them anywhere.
 */
import { readFileSync } from "node:fs";
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
  readConfig,
  type Scope,
} from "../core/setup/formats.js";
import type { InterpolationContext } from "../core/setup/interpolate.js";
import { clientScopes, configLocations } from "../core/setup/locations.js";
import { FileTooLargeError, readTextFile } from "../run/read-limited.js";

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
}

export function interpolationContext(place: SetupPlace): InterpolationContext {
  return {
    env: place.env,
    home: place.home,
    workspace: place.project,
    pathSeparator: place.platform === "win32" ? "\\" : "/",
    platform: place.platform,
    inputs: place.inputs,
    // Small files named inside a configuration (envFile, ${file:...}); relative to the project.
    readText: (file) => readFileSync(path.resolve(place.project, file), "utf8"),
  };
}

async function readConfigText(file: string): Promise<string> {
  try {
    return await readTextFile(file, CONFIG_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ConfigFileError(file, "larger than 64 MiB");
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
  const context = interpolationContext(place);
  const lists: ConfiguredServer[][] = [];
  const read: ReadFile[] = [];
  for (const scope of scopes) {
    const { servers, skipped } = readConfig(text, CLIENT_FORMATS[client], file, scope, context);
    lists.push(servers);
    read.push({ file, client, scope, skipped, servers: servers.length });
  }
  return { servers: mergeServers(lists), read };
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
  const context = interpolationContext(place);
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
  return { servers: mergeServers(lists), read };
}

export async function loadSetup(
  spec: string,
  place: SetupPlace,
  notes: (line: string) => void = () => undefined,
): Promise<LoadedSetup> {
  return spec.trim() === "auto" ? loadAuto(place) : loadNamed(spec.trim(), place, notes);
}
