/**
 * The variable syntaxes clients document for their MCP configuration files. Each syntax is a function
 * from a string to a string that throws an InterpolationError naming the variable it could not resolve;
 * the format table (formats.ts) says which client uses which.
 */
import { fileProblem } from "../file-errors.js";

/** What a variable can refer to, as the client would see it. Files are read by the caller's adapter. */
export interface InterpolationContext {
  /** The environment the client would have been started in (unfiltered: a config passes secrets on purpose). */
  env: Readonly<Record<string, string | undefined>>;
  home: string;
  /** The project directory: VS Code's and Cursor's ${workspaceFolder}. */
  workspace: string;
  pathSeparator: string;
  platform: string;
  /** Values for VS Code's ${input:id}, which the editor would prompt for (CLI --input id=value). */
  inputs: Readonly<Record<string, string>>;
  /** Reads a file for Windsurf's ${file:path} and for envFile; relative paths are the adapter's business. */
  readText: (file: string) => string;
}

export class InterpolationError extends Error {}

export type Interpolate = (value: string, context: InterpolationContext) => string;

/** No interpolation: the value as written (Claude Desktop documents none). */
export const literal: Interpolate = (value) => value;

function basename(dir: string): string {
  const parts = dir.split(/[\\/]+/).filter((p) => p !== "");
  return parts.at(-1) ?? "";
}

/**
 * Variables VS Code resolves only with an open editor or its extension host (variableResolver.ts in
 * microsoft/vscode, src/vs/workbench/services/configurationResolver/common): outside it they cannot be resolved.
 */
const EDITOR_ONLY = new Set([
  "config",
  "command",
  "extensionInstallFolder",
  "file",
  "fileWorkspaceFolder",
  "fileWorkspaceFolderBasename",
  "relativeFile",
  "relativeFileDirname",
  "fileDirname",
  "fileExtname",
  "fileBasename",
  "fileBasenameNoExtension",
  "fileDirnameBasename",
  "lineNumber",
  "columnNumber",
  "selectedText",
  "execPath",
  "execInstallFolder",
]);

/**
 * VS Code's predefined variables as VS Code and Cursor document them for mcp.json: ${env:NAME} (empty when
 * unset), ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename}, ${pathSeparator} / ${/}, and, with
 * `inputs`, ${input:id}. Variables that need the editor (${config:...}, ${command:...}, ${file}) are an error.
 * Any other ${NAME}: VS Code passes it on unchanged (its resolver returns the match for a variable it does not
 * know, and for one that nests "${"), so with `unknown: "keep"` it is kept as written; Cursor's is an error.
 */
export function editorVariables(options: { inputs: boolean; client: string; unknown?: "keep" | "error" }): Interpolate {
  const keep = options.unknown === "keep";
  return (value, context) =>
    value.replace(keep ? /\$\{(.*?)\}/g : /\$\{([^}]*)\}/g, (whole, variable: string) => {
      if (keep && variable.includes("${")) return whole;
      // As VS Code splits it: `${name:argument}`, the argument being the second part only.
      const [kind = "", argument] = keep ? variable.split(":") : [variable];
      const name = keep && argument !== undefined ? `${kind}:${argument}` : variable;
      if (name.startsWith("env:")) return context.env[name.slice(4)] ?? "";
      if (name === "userHome") return context.home;
      if (name === "workspaceFolder" || (keep && name === "workspaceRoot")) return context.workspace;
      if (name === "workspaceFolderBasename" || (keep && name === "workspaceRootFolderName")) {
        return basename(context.workspace);
      }
      if (name === "pathSeparator" || name === "/") return context.pathSeparator;
      // A server's ${cwd} is its workspace folder's, the folder VS Code resolves it against.
      if (keep && name === "cwd") return context.workspace;
      if (options.inputs && name.startsWith("input:")) {
        const id = name.slice(6);
        const input = context.inputs[id];
        if (input === undefined) {
          throw new InterpolationError(
            `${whole} needs a value that ${options.client} would prompt for; give it with --input ${id}=VALUE`,
          );
        }
        return input;
      }
      if (keep && !EDITOR_ONLY.has(kind) && kind !== "input" && kind !== "env") return whole;
      throw new InterpolationError(`${whole} is not a variable that can be resolved outside ${options.client}`);
    });
}

/**
 * Claude Code's .mcp.json expansion: ${VAR} and ${VAR:-default}. A variable that is unset and has no default
 * makes Claude Code refuse the configuration, so it is an error here too.
 */
export const shellBraces: Interpolate = (value, context) =>
  value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}/g, (whole, name: string, hasDefault, fallback) => {
    const set = context.env[name];
    if (set !== undefined && set !== "") return set;
    if (hasDefault !== undefined) return fallback ?? "";
    if (set !== undefined) return set;
    throw new InterpolationError(`${whole}: the environment variable ${name} is not set and has no default`);
  });

/** Windsurf: ${env:NAME} and ${file:/path} (the file's content, trailing newline removed). */
export const windsurfVariables: Interpolate = (value, context) =>
  value.replace(/\$\{(env|file):([^}]*)\}/g, (whole, kind: string, ref: string) => {
    if (kind === "env") return context.env[ref] ?? "";
    try {
      return context.readText(ref).replace(/\r?\n$/, "");
    } catch (error) {
      throw new InterpolationError(`${whole}: could not read the file (${fileProblem(error)})`);
    }
  });

/**
 * Gemini CLI: $VAR and ${VAR} on every platform, %VAR% on Windows only; an unset variable becomes "".
 */
export const geminiVariables: Interpolate = (value, context) => {
  const posix = value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_whole, braced: string | undefined, bare: string | undefined) => context.env[braced ?? bare ?? ""] ?? "",
  );
  if (context.platform !== "win32") return posix;
  return posix.replace(/%([A-Za-z_][A-Za-z0-9_]*)%/g, (_whole, name: string) => context.env[name] ?? "");
};
