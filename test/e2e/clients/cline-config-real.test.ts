/**
 * Cline CLI 3.0.65 writes its servers in a form of its own (`{"transport": {"type": "stdio", ...}}`, what its
 * `cline mcp add` writes). The real client (pinned, from npm) writes the file in a scratch HOME; the bundled CLI
 * reads it with `--config auto`, measures the server, and gives Cline's request: the same figures the single
 * server gets with `measure --client cline`, its tools named as Cline names them (`<server>__<tool>`).
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import type { Report } from "../../../src/core/report.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

function run(args: string[], home: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, HOME: home, USERPROFILE: home };
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) delete env[name];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { cwd: home, env, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error);
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe.skipIf(process.platform !== "linux")("Cline CLI's own settings file", () => {
  it("is read as Cline writes it (nested transport), and its request is Cline's", async () => {
    const cline = ensureRealClient("cline");
    const home = mkdtempSync(path.join(tmpdir(), "mtb-cline-home-"));
    const serverArgs = [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "fx"];
    execFileSync(cline, ["mcp", "add", "fx", "--yes", "--", process.execPath, ...serverArgs], {
      env: { ...process.env, HOME: home },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 120_000,
    });
    const file = path.join(home, ".cline/data/settings/cline_mcp_settings.json");
    expect(existsSync(file)).toBe(true);
    // The form this test is about: Cline wrote the nested transport, not the extension's flat entry.
    const written = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(written.mcpServers.fx?.transport).toMatchObject({ type: "stdio", command: process.execPath });
    expect(written.mcpServers.fx?.command).toBeUndefined();

    const config = await run(["measure", "--config", "auto", "--format", "json"], home);
    expect(config.code, config.stderr).toBe(0);
    expect(config.stderr).toContain(`read ${file} (Cline): 1 server`);
    const setup = JSON.parse(config.stdout) as Setup;
    expect(setup.servers.map((s) => [s.name, s.client, s.status])).toEqual([["fx", "cline", "measured"]]);
    const request = setup.clients?.cline;
    expect(request?.servers).toEqual(["fx"]);

    const single = await run(
      ["measure", "--client", "cline", "--format", "json", "--", process.execPath, ...serverArgs],
      home,
    );
    expect(single.code, single.stderr).toBe(0);
    const alone = (JSON.parse(single.stdout) as Report & { clients: Record<string, unknown> }).clients.cline as {
      tokens: Record<string, { upFront: number; allLoaded: number; perTool: Record<string, number> }>;
    };
    const measured = setup.servers[0];
    if (measured?.status !== "measured") throw new Error("not measured");
    const listed = measured.report.tools.map((t) => t.name);
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      const tokens = request?.request.tokens[encoding];
      expect(Object.keys(tokens?.perTool ?? {})).toEqual(listed.map((n) => `fx__${n}`));
      expect(tokens?.upFront).toBe(alone.tokens[encoding]?.upFront);
      expect(tokens?.allLoaded).toBe(alone.tokens[encoding]?.allLoaded);
      expect(tokens?.perTool).toEqual(alone.tokens[encoding]?.perTool);
    }
  }, 300_000);
});
