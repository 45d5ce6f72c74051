/**
 * `measure --config auto -m gpt-oss` over servers of two clients (Claude Code's .mcp.json and Cursor's
 * .cursor/mcp.json): each client sends its own request, so the model figures are per client, each equal to
 * that client's configuration measured alone, and no figure is one request across both.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function project(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "mtb-per-client-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), JSON.stringify(content, null, 2));
  }
  return dir;
}

function run(dir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const home = path.join(dir, "home");
  const env: Record<string, string | undefined> = { ...process.env, HOME: home, USERPROFILE: home, COLUMNS: "100" };
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) delete env[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8", env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const server = (tools: string) => ({ command: process.execPath, args: [FIXTURE_SERVER, "--tools", toolsFile(tools)] });
const CLAUDE = { mcpServers: { notes: server("basic"), weather: server("many") } };
const CURSOR = { mcpServers: { search: server("basic") } };

describe("--config auto with -m over two clients' servers", () => {
  it("gives each client's own request on the model, equal to that client's file measured alone, and no total across them", async () => {
    const both = await project({ ".mcp.json": CLAUDE, ".cursor/mcp.json": CURSOR });
    const json = await run(both, ["measure", "--config", "auto", "-m", "gpt-oss", "--format", "json"]);
    expect(json.code, json.stderr).toBe(0);
    const setup = JSON.parse(json.stdout) as Setup;
    expect(setup.servers.map((s) => s.client).sort()).toEqual(["claude-code", "claude-code", "cursor"].sort());
    expect(setup.models).toEqual({});
    const perClient = setup.modelsPerClient ?? {};
    expect(Object.keys(perClient).sort()).toEqual(["claude-code", "cursor"]);

    // Each client's figure is its own file's, measured alone.
    for (const [file, content, client] of [
      [".mcp.json", CLAUDE, "claude-code"],
      [".cursor/mcp.json", CURSOR, "cursor"],
    ] as const) {
      const alone = await project({ [file]: content });
      const one = await run(alone, ["measure", "--config", "auto", "-m", "gpt-oss", "--format", "json"]);
      expect(one.code, one.stderr).toBe(0);
      const single = JSON.parse(one.stdout) as Setup;
      expect(perClient[client]?.["gpt-oss"]?.tools).toBe(single.models?.["gpt-oss"]?.tools);
      expect(perClient[client]?.["gpt-oss"]?.tools).toBeGreaterThan(0);
    }

    // The text says it per client: one share line per client, no cross-client total.
    const text = await run(both, ["measure", "--config", "auto", "-m", "gpt-oss"]);
    expect(text.code, text.stderr).toBe(0);
    const shares = text.stdout.split("\n").filter((l) => l.startsWith("Share of gpt-oss's "));
    expect(shares).toHaveLength(2);
    expect(shares[0]).toMatch(/, Claude Code's request \(its 2 servers\): /);
    expect(shares[1]).toMatch(/, Cursor's request \(its 1 server\): /);
    expect(text.stdout).toMatch(/never one request across clients/);
  }, 120_000);
});
