/**
 * The MCP configuration files of the common clients, one entry per client: where its servers are in the
 * file, whether it allows comments, which variables it interpolates, and how a remote entry names its
 * URL. Each entry follows the client's own documentation (see the README's table). Parsing is pure: the
 * file's text in, the servers to start (or why one cannot be) out; reading files is the adapter's job.
 */
// The ESM build: the package's "main" is a UMD file whose relative requires a bundle cannot follow.

import { createScanner, type ParseError, parse, printParseErrorCode } from "jsonc-parser/lib/esm/main.js";
import { parse as parseToml, TomlError } from "smol-toml";
import { ToolError } from "../errors.js";
import { fileProblem, parseProblem } from "../file-errors.js";
import { clineFlatEntry } from "./cline.js";
import { codexLaunch } from "./codex.js";
import { stringField, stringMap } from "./entry-fields.js";
import {
  editorVariables,
  geminiVariables,
  type Interpolate,
  type InterpolationContext,
  InterpolationError,
  literal,
  shellBraces,
  windsurfVariables,
} from "./interpolate.js";
import type { LaunchSpec } from "./launch.js";

export type ClientFormatId =
  | "claude-desktop"
  | "claude-code"
  | "cursor"
  | "vscode"
  | "windsurf"
  | "gemini"
  | "jan"
  | "lmstudio"
  | "codex"
  | "cline";

/** Which part of a file a location means: Claude Code's ~/.claude.json holds user and local (per-project) servers. */
export type Scope = "user" | "project" | "local";

export interface ClientFormat {
  id: ClientFormatId;
  client: string;
  /** The key of the object that maps server names to entries. */
  key: "mcpServers" | "servers" | "mcp_servers";
  /** JSON with comments (and trailing commas), as the client parses it. */
  comments: boolean;
  /** The file's syntax: JSON (all but Codex) or TOML (Codex CLI's config.toml). */
  syntax?: "json" | "toml";
  /** Whether the entry is switched off in the file, as the client reads it (default: `"disabled": true`). */
  off?: (entry: Record<string, unknown>) => boolean;
  /**
   * The runtime the client runs local models on by default (Jan and LM Studio: llama.cpp), shown next to the
   * model figures; absent for clients that send to hosted models.
   */
  runtime?: { id: "llama.cpp"; note: string };
  interpolate: Interpolate;
  /** Keys that hold a remote server's URL, with the transport each means ("auto": Streamable HTTP, then SSE). */
  urlKeys: Readonly<Record<string, "auto" | "http" | "sse">>;
  /** Where relative paths and `${workspaceFolder}` point; documented per client in the README. */
  docs: string;
}

const editorUrl = { url: "auto" } as const;

export const CLIENT_FORMATS: Readonly<Record<ClientFormatId, ClientFormat>> = {
  "claude-desktop": {
    id: "claude-desktop",
    client: "Claude Desktop",
    key: "mcpServers",
    comments: false,
    interpolate: literal,
    urlKeys: editorUrl,
    docs: "modelcontextprotocol.io quickstart (claude_desktop_config.json)",
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    key: "mcpServers",
    comments: false,
    interpolate: shellBraces,
    urlKeys: editorUrl,
    docs: "code.claude.com/docs/en/mcp (environment variable expansion in .mcp.json)",
  },
  cursor: {
    id: "cursor",
    client: "Cursor",
    key: "mcpServers",
    comments: false,
    interpolate: editorVariables({ inputs: false, client: "Cursor" }),
    urlKeys: editorUrl,
    docs: "cursor.com/docs/context/mcp (config interpolation)",
  },
  vscode: {
    id: "vscode",
    client: "VS Code",
    key: "servers",
    comments: true,
    interpolate: editorVariables({ inputs: true, client: "VS Code", unknown: "keep" }),
    urlKeys: editorUrl,
    docs: "code.visualstudio.com/docs/copilot/reference/mcp-configuration",
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    key: "mcpServers",
    comments: false,
    interpolate: windsurfVariables,
    urlKeys: { serverUrl: "auto", url: "auto" },
    docs: "docs.windsurf.com/windsurf/cascade/mcp (config interpolation)",
  },
  gemini: {
    id: "gemini",
    client: "Gemini CLI",
    key: "mcpServers",
    comments: true,
    interpolate: geminiVariables,
    // Gemini CLI 0.61.0 (createUrlTransport): `url` with no type is Streamable HTTP, then SSE when that fails;
    // `type: "sse"` or `"http"` beside it is that transport only; `httpUrl` (deprecated) Streamable HTTP only.
    urlKeys: { httpUrl: "http", url: "auto" },
    docs: "geminicli.com/docs/tools/mcp-server, and Gemini CLI 0.61.0's createUrlTransport",
  },
  jan: {
    id: "jan",
    client: "Jan",
    key: "mcpServers",
    comments: false,
    // Jan passes command, args, env and headers to the server as written (src-tauri/src/core/mcp).
    interpolate: literal,
    urlKeys: { url: "http" },
    // Jan starts every entry whose "active" is not false; "disabled" means nothing to it.
    off: (entry) => entry.active === false,
    runtime: { id: "llama.cpp", note: "Jan runs local models on llama.cpp (its llamacpp engine) by default" },
    docs: "jan.ai/docs (MCP); janhq/jan src-tauri/src/core/mcp: <data folder>/mcp_config.json, active, type http/sse",
  },
  lmstudio: {
    id: "lmstudio",
    client: "LM Studio",
    key: "mcpServers",
    comments: false,
    // "LM Studio currently follows Cursor's mcp.json notation"; it documents no variables.
    interpolate: literal,
    urlKeys: editorUrl,
    runtime: {
      id: "llama.cpp",
      note: "LM Studio runs GGUF models on llama.cpp by default (MLX models on Apple silicon)",
    },
    docs: "lmstudio.ai/docs/app/mcp (~/.lmstudio/mcp.json, Cursor's notation)",
  },
  cline: {
    id: "cline",
    client: "Cline",
    key: "mcpServers",
    comments: false,
    // Cline passes values as written; "disabled": true turns a server off (the default off rule). A URL with no
    // type is SSE to Cline (its settings schema); the CLI's nested "transport" form is read by cline.ts.
    interpolate: literal,
    urlKeys: { url: "sse" },
    docs: "docs.cline.bot/mcp and Cline CLI 3.0.65's settings schema (cline_mcp_settings.json: disabled, type stdio / sse / streamableHttp, or a nested transport)",
  },
  codex: {
    id: "codex",
    client: "Codex CLI",
    key: "mcp_servers",
    comments: false,
    syntax: "toml",
    // Codex reads values as written; variables reach a server only by name (env_vars, bearer_token_env_var).
    interpolate: literal,
    urlKeys: { url: "http" },
    off: (entry) => entry.enabled === false,
    docs: "developers.openai.com/codex/mcp (~/.codex/config.toml, [mcp_servers.<name>])",
  },
};

export const CLIENT_FORMAT_IDS = Object.keys(CLIENT_FORMATS) as ClientFormatId[];

export type { LaunchSpec } from "./launch.js";

/** One server of a configuration file: what to start, or why it cannot be started. */
export interface ConfiguredServer {
  /** The name in the file (qualified with the client when two clients use it; see merge). */
  name: string;
  client: ClientFormatId;
  file: string;
  launch: LaunchSpec | null;
  /** Set when launch is null: a one-line reason, e.g. an input that cannot be prompted for. */
  error: string | null;
}

/** A configuration file that cannot be read as its client would: exit 2, naming the file. */
export class ConfigFileError extends ToolError {
  constructor(file: string, problem: string) {
    super("input", `configuration file ${file}: ${problem}`);
    this.name = "ConfigFileError";
  }
}

/** Deeper than any client configuration; jsonc-parser recurses per level, so deeper text would overflow it. */
export const CONFIG_DEPTH_MAX = 1000;

/** The line where the text first nests deeper than `max` levels, or null; read token by token, not recursively. */
function tooDeepAt(text: string, max: number): number | null {
  // jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot read: its values, as declared.
  const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, EOF] = [1, 2, 3, 4, 17];
  const scanner = createScanner(text, false);
  let depth = 0;
  for (let token: number = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      if (++depth > max) return scanner.getTokenStartLine() + 1;
    } else if (token === CLOSE_BRACE || token === CLOSE_BRACKET) depth--;
  }
  return null;
}

/** The file's JSON value, parsed as strictly or leniently as its client parses it. */
export function parseConfigText(text: string, format: ClientFormat, file: string): Record<string, unknown> {
  if (format.syntax === "toml") {
    try {
      return parseToml(text) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof RangeError) {
        throw new ConfigFileError(file, "nested too deeply to read, which no client configuration is; check the file");
      }
      if (!(error instanceof TomlError)) throw error;
      throw new ConfigFileError(file, `line ${error.line}: ${oneLine(error.message.split("\n")[0] ?? "not TOML")}`);
    }
  }
  const deep = tooDeepAt(text, CONFIG_DEPTH_MAX);
  if (deep !== null) {
    throw new ConfigFileError(
      file,
      `line ${deep}: nested more than ${CONFIG_DEPTH_MAX} levels deep, which no client configuration is; check the file`,
    );
  }
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, {
    disallowComments: !format.comments,
    allowTrailingComma: format.comments,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first) {
    const what = printParseErrorCode(first.error);
    const hint =
      what === "InvalidCommentToken"
        ? ` (${format.client} reads this file as strict JSON: comments are not allowed)`
        : "";
    throw new ConfigFileError(file, `${parseProblem(text, first.offset, what)}${hint}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigFileError(file, "expected a JSON object at the top");
  }
  return value as Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The entries of one scope of the file: `key` at the top, or for Claude Code's local scope, the entry of
 * ~/.claude.json's `projects` for this project directory. A file without the key has no servers.
 */
function entriesOf(root: Record<string, unknown>, format: ClientFormat, scope: Scope, workspace: string, file: string) {
  let holder: Record<string, unknown> | undefined = root;
  if (scope === "local") {
    const projects = root.projects;
    holder =
      isObject(projects) && isObject(projects[workspace]) ? (projects[workspace] as Record<string, unknown>) : {};
  }
  const servers = holder[format.key];
  if (servers === undefined) return {};
  if (!isObject(servers)) throw new ConfigFileError(file, `"${format.key}" must be an object of servers by name`);
  return servers;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return "a string";
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

/** KEY=VALUE lines of an env file: blank lines and # comments skipped, optional quotes removed. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? "").trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    out[match[1] as string] = quoted ? (quoted[2] ?? "") : value;
  }
  return out;
}

function launchOf(listed: Record<string, unknown>, format: ClientFormat, context: InterpolationContext): LaunchSpec {
  if (format.id === "codex") return codexLaunch(listed, context);
  const entry = format.id === "cline" ? clineFlatEntry(listed) : listed;
  const i = (value: string) => format.interpolate(value, context);
  const map = (key: string) =>
    Object.fromEntries(Object.entries(stringMap(entry, key)).map(([k, v]) => [k, i(v)] as const));
  const type = stringField(entry, "type");
  const command = stringField(entry, "command");
  const urlKey = Object.keys(format.urlKeys).find((k) => typeof entry[k] === "string");
  // "streamableHttp" is Cline's spelling.
  const streamable = type === "http" || type === "streamable-http" || type === "streamableHttp";
  const remote = streamable || type === "sse" || (command === null && urlKey);
  if (remote) {
    const url = urlKey ? stringField(entry, urlKey) : null;
    if (url === null) {
      throw new InterpolationError(`a ${type ?? "remote"} server needs ${Object.keys(format.urlKeys).join(" or ")}`);
    }
    const transport = type === "sse" ? "sse" : streamable ? "http" : format.urlKeys[urlKey as string];
    return { kind: "http", url: i(url), headers: map("headers"), transport: transport ?? "auto" };
  }
  if (type !== null && type !== "stdio") throw new InterpolationError(`unknown server type "${type}"`);
  if (command === null) {
    throw new InterpolationError(`neither "command" nor ${Object.keys(format.urlKeys).join(" / ")} is given`);
  }
  const args = entry.args ?? [];
  if (!Array.isArray(args)) throw new InterpolationError(`"args" must be an array of strings, got ${typeName(args)}`);
  // The clients validate args as strings and refuse the server otherwise (a number is not turned into text).
  const bad = args.findIndex((a) => typeof a !== "string");
  if (bad !== -1) {
    throw new InterpolationError(
      `"args[${bad}]" must be a string, got ${typeName(args[bad])}${typeof args[bad] === "number" ? ` (write "${args[bad]}")` : ""}; ${format.client} refuses it`,
    );
  }
  const envFile = stringField(entry, "envFile");
  let fromFile: Record<string, string> = {};
  if (envFile !== null) {
    const name = i(envFile);
    try {
      fromFile = parseEnvFile(context.readText(name));
    } catch (error) {
      throw new InterpolationError(`envFile ${name}: could not read it (${fileProblem(error)})`);
    }
  }
  const cwd = stringField(entry, "cwd");
  return {
    kind: "stdio",
    command: i(command),
    args: args.map((a) => i(a as string)),
    env: { ...fromFile, ...map("env") },
    cwd: cwd === null ? null : i(cwd),
  };
}

/** One line, whatever the reason says: rows and JSON fields hold a single line; line breaks become " / ". */
export const oneLine = (text: string) => text.trim().replace(/\s*[\r\n]+\s*/g, " / ");

/**
 * The servers one scope of a configuration file describes, in file order. Entries the client switches off
 * (`"disabled": true`; Jan's `"active": false`, Codex's `enabled = false`) are left out, as the client
 * leaves them out; each is named in `skipped`.
 */
export function readConfig(
  text: string,
  format: ClientFormat,
  file: string,
  scope: Scope,
  context: InterpolationContext,
): { servers: ConfiguredServer[]; skipped: string[] } {
  const root = parseConfigText(text, format, file);
  const servers: ConfiguredServer[] = [];
  const skipped: string[] = [];
  for (const [name, entry] of Object.entries(entriesOf(root, format, scope, context.workspace, file))) {
    const base = { name, client: format.id, file };
    if (!isObject(entry)) {
      servers.push({ ...base, launch: null, error: "the entry is not an object" });
      continue;
    }
    if (format.off ? format.off(entry) : entry.disabled === true) {
      skipped.push(name);
      continue;
    }
    try {
      servers.push({ ...base, launch: launchOf(entry, format, context), error: null });
    } catch (error) {
      if (!(error instanceof InterpolationError)) throw error;
      servers.push({ ...base, launch: null, error: oneLine(error.message) });
    }
  }
  return { servers, skipped };
}

/** Parent folder and name of a path, whatever its separators. */
function tail(file: string): { dir: string; base: string } {
  const parts = file.split(/[\\/]+/).filter((p) => p !== "");
  return { dir: parts.at(-2) ?? "", base: parts.at(-1) ?? "" };
}

/**
 * Which client a file belongs to, from its documented name and folder; null when the name says nothing
 * (the caller then looks at the content, or the user names the client: `--config cursor:file.json`).
 */
export function formatForPath(file: string): ClientFormatId | null {
  const { dir, base } = tail(file);
  if (base === "claude_desktop_config.json") return "claude-desktop";
  if (base === ".mcp.json" || base === ".claude.json") return "claude-code";
  // Jan keeps mcp_config.json in its data folder (…/Jan/data); Windsurf in ~/.codeium/windsurf.
  if (base === "mcp_config.json") return dir === "data" ? "jan" : "windsurf";
  if (base === "mcp.json" && dir === ".lmstudio") return "lmstudio";
  if (base === "cline_mcp_settings.json") return "cline";
  // Codex CLI is the one client whose configuration is TOML (~/.codex/config.toml, .codex/config.toml).
  if (base.endsWith(".toml")) return "codex";
  if (base === "settings.json" && dir === ".gemini") return "gemini";
  if (base === "mcp.json" && dir === ".cursor") return "cursor";
  if (base === "mcp.json" && (dir === ".vscode" || dir === "User")) return "vscode";
  return null;
}

/** A file whose name says nothing: `servers` means VS Code's format, else the plain `mcpServers` (no interpolation). */
export function formatForContent(text: string): ClientFormatId {
  // Too deep to parse: parseConfigText says so, naming the file.
  if (tooDeepAt(text, CONFIG_DEPTH_MAX) !== null) return "claude-desktop";
  const root = parse(text, [], { allowTrailingComma: true }) as unknown;
  if (isObject(root) && root.servers !== undefined && root.mcpServers === undefined) return "vscode";
  return "claude-desktop";
}

/**
 * Servers from several files in one list. Within a client, a later scope (project, then local) replaces an
 * earlier one's server of the same name, as the clients document; across clients, names used by more than
 * one are qualified as `name (client-id)`.
 */
export function mergeServers(lists: readonly ConfiguredServer[][]): ConfiguredServer[] {
  const byClient = new Map<string, ConfiguredServer>();
  for (const list of lists) for (const server of list) byClient.set(`${server.client}\u0000${server.name}`, server);
  const merged = [...byClient.values()];
  const clients = new Map<string, Set<string>>();
  for (const s of merged) clients.set(s.name, (clients.get(s.name) ?? new Set()).add(s.client));
  return merged.map((s) => ((clients.get(s.name)?.size ?? 0) > 1 ? { ...s, name: `${s.name} (${s.client})` } : s));
}
