/**
 * The clients people run local models with: Jan (mcp_config.json in its data folder, `"active": false`
 * switches a server off), LM Studio (~/.lmstudio/mcp.json, Cursor's notation), Cline (the VS Code
 * extension's cline_mcp_settings.json, `"disabled": true`) and Codex CLI (TOML,
 * `[mcp_servers.<name>]`, `enabled = false`, variables forwarded by name), read by the bundled CLI from a
 * temporary HOME with `--config auto` and by name with `jan:` / `lmstudio:` / `codex:`. The runtime Jan and
 * LM Studio run models on (llama.cpp) is said next to the model lines.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

function run(
  args: string[],
  home: string,
  cwd: string,
  extra: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  // COLUMNS=1000: the CLI wraps its notes at 100 columns by default; these tests read them as whole lines.
  const env: Record<string, string | undefined> = {
    ...process.env,
    COLUMNS: "1000",
    HOME: home,
    USERPROFILE: home,
    ...extra,
  };
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) {
    if (!(name in extra)) delete env[name];
  }
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { cwd, env, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error);
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

const server = (name: string) => ({
  command: process.execPath,
  args: [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", name],
});
const toml = (value: string) => JSON.stringify(value);

function put(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const names = (setup: Setup) =>
  Object.fromEntries(
    setup.servers.map((s) => [s.name, s.status === "measured" ? s.report.server.name : `failed: ${s.error}`]),
  );

describe.skipIf(process.platform !== "linux")("local clients' MCP files", () => {
  it("--config auto reads Jan's, LM Studio's and Codex CLI's files where they keep them, and skips what each switches off", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "mtb-home-"));
    const project = mkdtempSync(path.join(tmpdir(), "mtb-project-"));
    const jan = path.join(home, ".local/share/Jan/data/mcp_config.json");
    const lmstudio = path.join(home, ".lmstudio/mcp.json");
    const codexUser = path.join(home, ".codex/config.toml");
    const codexProject = path.join(project, ".codex/config.toml");
    put(
      jan,
      JSON.stringify({
        mcpServers: {
          "jan-on": { ...server("jan-on"), env: {}, active: true },
          "jan-off": { ...server("jan-off"), active: false },
          // Jan reads "active", not "disabled": this one runs.
          "jan-default": { ...server("jan-default"), disabled: true },
        },
        mcpSettings: { toolCallTimeoutSeconds: 30 },
      }),
    );
    put(lmstudio, JSON.stringify({ mcpServers: { lms: server("lms") } }));
    const cline = path.join(
      home,
      ".config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json",
    );
    put(
      cline,
      JSON.stringify({
        mcpServers: {
          "cline-on": { ...server("cline-on"), disabled: false, autoApprove: [] },
          "cline-off": { ...server("cline-off"), disabled: true },
          "cline-remote": { type: "streamableHttp", url: "http://127.0.0.1:9/mcp", disabled: true },
        },
      }),
    );
    put(
      codexUser,
      [
        'model = "o4-mini"',
        "[mcp_servers.codex-user]",
        `command = ${toml(process.execPath)}`,
        `args = [${[FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "codex-user"].map(toml).join(", ")}]`,
        "",
        "[mcp_servers.codex-off]",
        `command = ${toml(process.execPath)}`,
        "enabled = false",
        "",
      ].join("\n"),
    );
    put(
      codexProject,
      [
        "[mcp_servers.codex-project]",
        `command = ${toml(process.execPath)}`,
        `args = [${[FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "codex-project"].map(toml).join(", ")}]`,
      ].join("\n"),
    );
    const result = await run(["measure", "--config", "auto", "--format", "json"], home, project);
    expect(result.code, result.stderr).toBe(0);
    const setup = JSON.parse(result.stdout) as Setup;
    expect(names(setup)).toEqual({
      "jan-on": "jan-on",
      "jan-default": "jan-default",
      lms: "lms",
      "cline-on": "cline-on",
      "codex-user": "codex-user",
      "codex-project": "codex-project",
    });
    // Jan, LM Studio and Cline keep one file each, so no scope is named; Codex CLI has a user and a project file.
    expect(result.stderr).toContain(`read ${jan} (Jan): 2 servers; skipped as disabled: jan-off`);
    expect(result.stderr).toContain(`read ${lmstudio} (LM Studio): 1 server`);
    expect(result.stderr).toContain(
      `read ${codexUser} (Codex CLI, user scope): 1 server; skipped as disabled: codex-off`,
    );
    expect(result.stderr).toContain(`read ${codexProject} (Codex CLI, project scope): 1 server`);
    expect(result.stderr).toContain(`read ${cline} (Cline): 1 server; skipped as disabled: cline-off, cline-remote`);
    expect(setup.servers.map((s) => s.client)).toEqual(["jan", "jan", "lmstudio", "cline", "codex", "codex"]);
  });

  it("follows $XDG_DATA_HOME for Jan's data folder and $CODEX_HOME for Codex", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "mtb-home-"));
    const data = mkdtempSync(path.join(tmpdir(), "mtb-xdg-"));
    const codexHome = mkdtempSync(path.join(tmpdir(), "mtb-codex-"));
    put(path.join(data, "Jan/data/mcp_config.json"), JSON.stringify({ mcpServers: { j: server("j") } }));
    put(
      path.join(codexHome, "config.toml"),
      `[mcp_servers.c]\ncommand = ${toml(process.execPath)}\nargs = [${[FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "c"].map(toml).join(", ")}]\n`,
    );
    const result = await run(["measure", "--config", "auto", "--format", "json"], home, home, {
      XDG_DATA_HOME: data,
      CODEX_HOME: codexHome,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(names(JSON.parse(result.stdout) as Setup)).toEqual({ j: "j", c: "c" });
  });

  it("jan: and lmstudio: name the client; the model lines say both run llama.cpp by default", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-local-"));
    const file = path.join(dir, "servers.json");
    put(file, JSON.stringify({ mcpServers: { one: server("one"), off: { ...server("off"), active: false } } }));
    const jan = await run(["measure", "--config", `jan:${file}`, "-m", "gpt-oss"], dir, dir);
    expect(jan.code, jan.stderr).toBe(0);
    expect(jan.stderr).toContain("(Jan): 1 server; skipped as disabled: off");
    // The lines wrap at 100 columns (continuations indented): the Runtime line still follows the share line.
    expect(jan.stdout).toMatch(/Share of gpt-oss's .*(\n {2}.*)*\nRuntime: Jan runs local models on llama\.cpp/);
    expect(jan.stdout.replace(/\n {2}/g, " ")).toContain(
      "gpt-oss is counted with the model's reference template; a model id with @llama.cpp (e.g. qwen3@llama.cpp) counts what llama.cpp sends",
    );
    const lms = await run(["measure", "--config", `lmstudio:${file}`, "-m", "gpt-oss"], dir, dir);
    expect(lms.code, lms.stderr).toBe(0);
    // LM Studio has no "active" flag: both entries run.
    expect(lms.stderr).toContain("(LM Studio): 2 servers");
    expect(lms.stdout.replace(/\n {2}/g, " ")).toContain("Runtime: LM Studio runs GGUF models on llama.cpp by default");
    const plain = await run(["measure", "--config", `claude-desktop:${file}`, "-m", "gpt-oss"], dir, dir);
    expect(plain.stdout).not.toContain("Runtime:");
  });

  it("codex: forwards the variables env_vars names, sets env, and reads a bearer token from bearer_token_env_var", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-codex-"));
    const record = path.join(dir, "env.json");
    const file = path.join(dir, "config.toml");
    put(
      file,
      [
        "[mcp_servers.rec]",
        `command = ${toml(process.execPath)}`,
        `args = [${[FIXTURE_SERVER, "--tools", toolsFile("basic"), "--record-env", record].map(toml).join(", ")}]`,
        'env_vars = ["MTB_FORWARDED", "MTB_NOT_SET"]',
        "[mcp_servers.rec.env]",
        'MTB_SET = "from-file"',
        "",
        "[mcp_servers.remote]",
        'url = "http://127.0.0.1:9/mcp"',
        'bearer_token_env_var = "MTB_MISSING_TOKEN"',
      ].join("\n"),
    );
    const result = await run(["measure", "--config", `codex:${file}`, "--format", "json"], dir, dir, {
      MTB_FORWARDED: "forwarded",
    });
    const setup = JSON.parse(result.stdout) as Setup;
    expect(names(setup).rec).toBe("fixture-server");
    const seen = JSON.parse(readFileSync(record, "utf8")) as Record<string, string>;
    expect(seen.MTB_SET).toBe("from-file");
    expect(seen.MTB_FORWARDED).toBe("forwarded");
    expect(seen.MTB_NOT_SET).toBeUndefined();
    // A token variable that is not set: that server cannot be reached as Codex would, and says why.
    expect(names(setup).remote).toBe("failed: bearer_token_env_var MTB_MISSING_TOKEN is not set");
    expect(result.code).toBe(3);
  });

  it("a TOML file that does not parse is exit 2, naming the file and the line", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-codex-"));
    const file = path.join(dir, ".codex", "config.toml");
    put(file, '[mcp_servers.x]\ncommand = "node"\nargs = [\n');
    const result = await run(["measure", "--config", file], dir, dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`configuration file ${file.replace(/[.]/g, "\\.")}: line \\d+: `));
  });
});
