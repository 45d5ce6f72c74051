import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CLIENT_FORMATS,
  CLIENT_FORMAT_IDS,
  ConfigFileError,
  formatForContent,
  formatForPath,
  mergeServers,
  parseEnvFile,
  readConfig
} from "./chunk-KWFPFD2C.js";
import {
  FileTooLargeError,
  NotAFileError,
  mebibytes,
  readSmallRegularFileSync,
  readTextFile
} from "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  withheldByDefault
} from "./chunk-JBB6Y6K4.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/config/locations.ts
function join(sep, ...parts) {
  return parts.map((p, i) => i === 0 ? p.replace(/[\\/]+$/, "") : p.replace(/^[\\/]+|[\\/]+$/g, "")).join(sep);
}
__name(join, "join");
function clientScopes(client) {
  const all = configLocations({ home: "~", project: ".", platform: "linux" });
  return [...new Set(all.filter((l) => l.client === client).map((l) => l.scope))];
}
__name(clientScopes, "clientScopes");
function configLocations(context) {
  const win = context.platform === "win32";
  const sep = win ? "\\" : "/";
  const home = /* @__PURE__ */ __name((...p) => join(sep, context.home, ...p), "home");
  const project = /* @__PURE__ */ __name((...p) => join(sep, context.project, ...p), "project");
  const appData = context.appData ?? home("AppData", "Roaming");
  const xdg = context.xdgConfigHome ?? home(".config");
  const appDir = /* @__PURE__ */ __name((name) => context.platform === "darwin" ? home("Library", "Application Support", name) : win ? join(sep, appData, name) : join(sep, xdg, name), "appDir");
  const dataDir = context.platform === "darwin" ? home("Library", "Application Support") : win ? appData : context.xdgDataHome ?? home(".local", "share");
  return [
    { client: "claude-desktop", scope: "user", file: join(sep, appDir("Claude"), "claude_desktop_config.json") },
    { client: "claude-code", scope: "user", file: home(".claude.json") },
    { client: "claude-code", scope: "project", file: project(".mcp.json") },
    { client: "claude-code", scope: "local", file: home(".claude.json") },
    { client: "cursor", scope: "user", file: home(".cursor", "mcp.json") },
    { client: "cursor", scope: "project", file: project(".cursor", "mcp.json") },
    { client: "vscode", scope: "user", file: join(sep, appDir("Code"), "User", "mcp.json") },
    { client: "vscode", scope: "project", file: project(".vscode", "mcp.json") },
    { client: "windsurf", scope: "user", file: home(".codeium", "windsurf", "mcp_config.json") },
    { client: "gemini", scope: "user", file: home(".gemini", "settings.json") },
    { client: "gemini", scope: "project", file: project(".gemini", "settings.json") },
    { client: "jan", scope: "user", file: join(sep, dataDir, "Jan", "data", "mcp_config.json") },
    { client: "lmstudio", scope: "user", file: home(".lmstudio", "mcp.json") },
    // Cline: the VS Code extension's storage, and Cline CLI's own folder.
    {
      client: "cline",
      scope: "user",
      file: join(
        sep,
        appDir("Code"),
        "User",
        "globalStorage",
        "saoudrizwan.claude-dev",
        "settings",
        "cline_mcp_settings.json"
      )
    },
    { client: "cline", scope: "user", file: home(".cline", "data", "settings", "cline_mcp_settings.json") },
    { client: "codex", scope: "user", file: join(sep, context.codexHome ?? home(".codex"), "config.toml") },
    { client: "codex", scope: "project", file: project(".codex", "config.toml") }
  ];
}
__name(configLocations, "configLocations");

// src/config/config-files.ts
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
var CONFIG_LIMIT = 64 * 1024 * 1024;
var emptyResolved = /* @__PURE__ */ __name(() => ({ values: /* @__PURE__ */ new Set(), withheld: /* @__PURE__ */ new Set(), allowed: /* @__PURE__ */ new Set() }), "emptyResolved");
var isPlace = /* @__PURE__ */ __name((value) => path.isAbsolute(value) && existsSync(value), "isPlace");
function interpolationContext(place, resolved = emptyResolved()) {
  const allowed = new Set((place.allowEnv ?? []).map((n) => n.toUpperCase()));
  const strip = new Set((place.strip ?? []).map((n) => n.toUpperCase()));
  const env = new Proxy({}, {
    get(_target, name) {
      if (typeof name !== "string") return void 0;
      const value = place.env[name];
      if (value === void 0) return void 0;
      if (withheldByDefault(name) || strip.has(name.toUpperCase())) {
        if (!allowed.has(name.toUpperCase())) {
          resolved.withheld.add(name);
          return "";
        }
        resolved.allowed.add(name);
      }
      if (value !== "" && !isPlace(value)) resolved.values.add(value);
      return value;
    }
  });
  const inputs = new Proxy({}, {
    get(_target, id) {
      const value = typeof id === "string" ? place.inputs[id] : void 0;
      if (value) resolved.values.add(value);
      return value;
    }
  });
  const read = place.readText ?? ((file) => readNamedFile(file, path.resolve(place.project, file), FILE_LIMIT));
  return {
    env,
    home: place.home,
    workspace: place.project,
    pathSeparator: place.platform === "win32" ? "\\" : "/",
    platform: place.platform,
    inputs,
    // Small files named inside a configuration (envFile, ${file:...}); relative to the project.
    readText: /* @__PURE__ */ __name((file) => {
      const text = read(file);
      for (const value of [text, text.replace(/\r?\n$/, ""), ...Object.values(parseEnvFile(text))])
        if (value !== "") resolved.values.add(value);
      for (const entry of text.split(/[\0\r\n]+/)) {
        const eq = entry.indexOf("=");
        if (entry.trimStart().startsWith("#")) continue;
        for (const value of [entry, eq > 0 ? entry.slice(eq + 1) : ""]) {
          if (value.trim() !== "" && !isPlace(value.trim())) resolved.values.add(value);
        }
      }
      return text;
    }, "readText")
  };
}
__name(interpolationContext, "interpolationContext");
var FILE_LIMIT = 1024 * 1024;
var CONFINED_FILE_LIMIT = 64 * 1024;
function readNamedFile(shown, file, limit) {
  try {
    return readSmallRegularFileSync(file, limit);
  } catch (error) {
    if (error instanceof NotAFileError) throw new Error(`${shown} is ${error.what}, not a regular file`);
    if (error instanceof FileTooLargeError) throw new Error(`${shown} is larger than ${kibibytes(limit)}`);
    if (error.code === "ENOENT") throw new Error(`${shown} does not exist`);
    if (error.code === "EISDIR") throw new Error(`${shown} is a directory`);
    throw error;
  }
}
__name(readNamedFile, "readNamedFile");
var kibibytes = /* @__PURE__ */ __name((bytes) => bytes >= 1024 * 1024 ? mebibytes(bytes) : `${bytes / 1024} KiB`, "kibibytes");
function confinedReader(root, project) {
  const top = realpathSync(root);
  return (file) => {
    const wanted = path.resolve(project, file);
    let real;
    try {
      real = realpathSync(wanted);
    } catch {
      throw new Error(`${file} does not exist`);
    }
    const inside = path.relative(top, real);
    if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
      throw new Error(
        `${file} is outside the repository${real !== wanted ? ` (it leads to ${real})` : ""}; the action reads only files inside it`
      );
    }
    if (inside.split(path.sep)[0] === ".git") {
      throw new Error(
        `${file} is in the repository's .git directory, which the action never reads for a configuration`
      );
    }
    return readNamedFile(file, real, CONFINED_FILE_LIMIT);
  };
}
__name(confinedReader, "confinedReader");
async function readConfigText(file) {
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
__name(readConfigText, "readConfigText");
function splitClient(spec) {
  const colon = spec.indexOf(":");
  if (colon > 1) {
    const prefix = spec.slice(0, colon);
    if (CLIENT_FORMAT_IDS.includes(prefix)) {
      return { client: prefix, file: spec.slice(colon + 1) };
    }
  }
  return { client: null, file: spec };
}
__name(splitClient, "splitClient");
async function loadNamed(spec, place, notes) {
  const split = splitClient(spec);
  const file = path.resolve(place.project, split.file);
  const text = await readConfigText(file).catch((error) => {
    if (error.code === "ENOENT")
      throw new ConfigFileError(file, "does not exist; check the path (or use --config auto)");
    if (error.code === "EISDIR")
      throw new ConfigFileError(file, "is a directory; name the client's configuration file");
    if (typeof error.code === "string") throw new ConfigFileError(file, `cannot be read: ${fileProblem(error)}`);
    throw error;
  });
  let client = split.client ?? formatForPath(file);
  if (client === null) {
    client = formatForContent(text);
    notes(
      `${file}: read as ${CLIENT_FORMATS[client].client}'s format (${client === "vscode" ? '"servers"' : '"mcpServers", no variables'}); name the client to read it as another does, e.g. --config cursor:${split.file}`
    );
  }
  const scopes = path.basename(file) === ".claude.json" ? ["user", "local"] : [namedScope(client, file, place)];
  const resolved = emptyResolved();
  const context = interpolationContext(place, resolved);
  const lists = [];
  const read = [];
  for (const scope of scopes) {
    const { servers, skipped } = readConfig(text, CLIENT_FORMATS[client], file, scope, context);
    lists.push(servers);
    read.push({ file, client, scope, skipped, servers: servers.length });
  }
  return { servers: mergeServers(lists), read, resolved };
}
__name(loadNamed, "loadNamed");
function namedScope(client, file, place) {
  const scopes = clientScopes(client);
  if (scopes.length === 1) return scopes[0];
  const user = configLocations({ home: place.home, project: place.project, platform: place.platform }).find(
    (l) => l.client === client && l.scope === "user"
  );
  return user && path.resolve(user.file) === file ? "user" : "project";
}
__name(namedScope, "namedScope");
async function exists(file) {
  try {
    return await readConfigText(file);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") {
      return null;
    }
    throw error;
  }
}
__name(exists, "exists");
async function loadAuto(place) {
  const locations = configLocations({
    home: place.home,
    project: place.project,
    platform: place.platform,
    ...place.env.APPDATA ? { appData: place.env.APPDATA } : {},
    ...place.env.XDG_CONFIG_HOME ? { xdgConfigHome: place.env.XDG_CONFIG_HOME } : {},
    ...place.env.XDG_DATA_HOME ? { xdgDataHome: place.env.XDG_DATA_HOME } : {},
    ...place.env.CODEX_HOME ? { codexHome: place.env.CODEX_HOME } : {}
  });
  const resolved = emptyResolved();
  const context = interpolationContext(place, resolved);
  const seen = /* @__PURE__ */ new Set();
  const lists = [];
  const read = [];
  for (const location of locations) {
    const key = `${location.client} ${location.scope === "local" ? "local" : ""} ${location.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = await exists(location.file);
    if (text === null) continue;
    const format = CLIENT_FORMATS[location.client];
    const { servers, skipped } = readConfig(text, format, location.file, location.scope, context);
    if (location.scope === "local" && servers.length === 0 && skipped.length === 0) continue;
    lists.push(servers);
    read.push({
      file: location.file,
      client: location.client,
      scope: location.scope,
      skipped,
      servers: servers.length
    });
  }
  return { servers: mergeServers(lists), read, resolved };
}
__name(loadAuto, "loadAuto");
async function loadSetup(spec, place, notes = () => void 0) {
  return spec.trim() === "auto" ? loadAuto(place) : loadNamed(spec.trim(), place, notes);
}
__name(loadSetup, "loadSetup");

export {
  clientScopes,
  configLocations,
  isPlace,
  interpolationContext,
  confinedReader,
  splitClient,
  loadSetup
};
//# sourceMappingURL=chunk-6XFYDAYQ.js.map
