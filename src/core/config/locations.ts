/**
 * Where each client keeps its MCP configuration, per platform, as its documentation says. `--config auto`
 * reads those that exist, user files first and project files after, so that a project's server replaces
 * a user server of the same name (mergeServers), as the clients document.
 */
import type { ClientFormatId, Scope } from "./formats.js";

export interface LocationContext {
  home: string;
  /** The project directory (the working directory). */
  project: string;
  platform: string;
  /** %APPDATA% on Windows (default: <home>\AppData\Roaming). */
  appData?: string;
  /** $XDG_CONFIG_HOME on Linux (default: <home>/.config). */
  xdgConfigHome?: string;
  /** $XDG_DATA_HOME on Linux (default: <home>/.local/share): where Jan keeps its data folder. */
  xdgDataHome?: string;
  /** $CODEX_HOME (default: <home>/.codex): where Codex CLI keeps config.toml. */
  codexHome?: string;
}

export interface ConfigLocation {
  client: ClientFormatId;
  scope: Scope;
  file: string;
}

function join(sep: string, ...parts: string[]): string {
  return parts.map((p, i) => (i === 0 ? p.replace(/[\\/]+$/, "") : p.replace(/^[\\/]+|[\\/]+$/g, ""))).join(sep);
}

/**
 * The scopes a client has, from its documented locations: Claude Desktop and Windsurf have one file per user
 * and no scopes to speak of; the others have user and project files (Claude Code also local).
 */
export function clientScopes(client: ClientFormatId): Scope[] {
  const all = configLocations({ home: "~", project: ".", platform: "linux" });
  return [...new Set(all.filter((l) => l.client === client).map((l) => l.scope))];
}

/** Every documented location, in reading order (user scope before project scope before local scope). */
export function configLocations(context: LocationContext): ConfigLocation[] {
  const win = context.platform === "win32";
  const sep = win ? "\\" : "/";
  const home = (...p: string[]) => join(sep, context.home, ...p);
  const project = (...p: string[]) => join(sep, context.project, ...p);
  const appData = context.appData ?? home("AppData", "Roaming");
  const xdg = context.xdgConfigHome ?? home(".config");
  // Application data: Claude Desktop's and VS Code's user folders.
  const appDir = (name: string) =>
    context.platform === "darwin"
      ? home("Library", "Application Support", name)
      : win
        ? join(sep, appData, name)
        : join(sep, xdg, name);
  // Jan's default data folder: the platform's data directory (Rust's dirs::data_dir) + Jan/data.
  const dataDir =
    context.platform === "darwin"
      ? home("Library", "Application Support")
      : win
        ? appData
        : (context.xdgDataHome ?? home(".local", "share"));
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
        "cline_mcp_settings.json",
      ),
    },
    { client: "cline", scope: "user", file: home(".cline", "data", "settings", "cline_mcp_settings.json") },
    { client: "codex", scope: "user", file: join(sep, context.codexHome ?? home(".codex"), "config.toml") },
    { client: "codex", scope: "project", file: project(".codex", "config.toml") },
  ];
}
