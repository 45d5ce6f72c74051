/**
 * `measure --config auto` through the bundled CLI, against a temporary HOME and project directory holding
 * a file in each client's documented place: every file is read and named, a project server replaces the
 * user server of the same name within a client, and names two clients share are told apart.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

function run(args: string[], home: string, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, HOME: home, USERPROFILE: home };
  // Every variable that moves a client's files: the machine's own setup must not be found.
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) delete env[name];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { cwd, env, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error);
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** A fixture server entry whose report's server name says which file it came from. */
const server = (name: string) => ({
  command: process.execPath,
  args: [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", name],
});

function put(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

describe.skipIf(process.platform !== "linux")("measure --config auto", () => {
  it("reads every client's documented files for this user and this project, and says which", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "mtb-home-"));
    const project = mkdtempSync(path.join(tmpdir(), "mtb-project-"));
    const files = {
      desktop: path.join(home, ".config/Claude/claude_desktop_config.json"),
      claudeUser: path.join(home, ".claude.json"),
      claudeProject: path.join(project, ".mcp.json"),
      cursorUser: path.join(home, ".cursor/mcp.json"),
      cursorProject: path.join(project, ".cursor/mcp.json"),
      vscode: path.join(project, ".vscode/mcp.json"),
      windsurf: path.join(home, ".codeium/windsurf/mcp_config.json"),
      geminiUser: path.join(home, ".gemini/settings.json"),
      geminiProject: path.join(project, ".gemini/settings.json"),
    };
    put(files.desktop, { mcpServers: { desktop: server("desktop") } });
    put(files.claudeUser, {
      numStartups: 3,
      mcpServers: { "claude-user": server("claude-user") },
      projects: {
        [project]: { mcpServers: { "claude-local": server("claude-local") } },
        "/somewhere/else": { mcpServers: { "not-this-project": server("elsewhere") } },
      },
    });
    put(files.claudeProject, { mcpServers: { "claude-project": server("claude-project") } });
    put(files.cursorUser, { mcpServers: { shared: server("cursor-user") } });
    put(files.cursorProject, { mcpServers: { shared: server("cursor-project") } });
    put(files.vscode, { servers: { vscode: { type: "stdio", ...server("vscode") } } });
    put(files.windsurf, { mcpServers: { windsurf: server("windsurf") } });
    put(files.geminiUser, { mcpServers: { shared: server("gemini-user") } });
    put(files.geminiProject, { mcpServers: { "gemini-project": server("gemini-project") } });

    const result = await run(["measure", "--config", "auto", "--format", "json"], home, project);
    expect(result.code, result.stderr).toBe(0);
    const setup = JSON.parse(result.stdout) as Setup;
    const names = Object.fromEntries(
      setup.servers.map((s) => [s.name, s.status === "measured" ? s.report.server.name : `failed: ${s.error}`]),
    );
    expect(names).toEqual({
      desktop: "desktop",
      "claude-user": "claude-user",
      "claude-project": "claude-project",
      "claude-local": "claude-local",
      // The project's Cursor file replaces the user's server of the same name; Gemini's is another client's.
      "shared (cursor)": "cursor-project",
      vscode: "vscode",
      windsurf: "windsurf",
      "shared (gemini)": "gemini-user",
      "gemini-project": "gemini-project",
    });
    for (const [file, client, scope] of [
      // Claude Desktop and Windsurf have one file each and no scopes: none is named.
      [files.desktop, "Claude Desktop", null],
      [files.claudeUser, "Claude Code", "user"],
      [files.claudeProject, "Claude Code", "project"],
      [files.claudeUser, "Claude Code", "local"],
      [files.cursorUser, "Cursor", "user"],
      [files.cursorProject, "Cursor", "project"],
      [files.vscode, "VS Code", "project"],
      [files.windsurf, "Windsurf", null],
      [files.geminiUser, "Gemini CLI", "user"],
      [files.geminiProject, "Gemini CLI", "project"],
    ]) {
      expect(result.stderr).toContain(`read ${file} (${client}${scope ? `, ${scope} scope` : ""})`);
    }
  });

  it("exits 2 and lists where it looked when no client has a configuration", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "mtb-home-"));
    const project = mkdtempSync(path.join(tmpdir(), "mtb-project-"));
    const result = await run(["measure", "--config", "auto"], home, project);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no client configuration found; looked for:");
    expect(result.stderr).toContain(path.join(home, ".codeium/windsurf/mcp_config.json"));
    expect(result.stderr).toContain(path.join(project, ".vscode/mcp.json"));
  });
});
