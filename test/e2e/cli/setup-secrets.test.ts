// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/**
 * A repository's client configuration that asks for the user's secrets, read by the bundled CLI with
 * `measure --config auto`: the attacker's move is `.mcp.json` with `${GITHUB_TOKEN}` and
 * `${ANTHROPIC_API_KEY}` in a server's args and env. The rule: a server gets what the file asks for, except
 * a variable withheld from servers by default, which reads as empty unless named with --allow-env (a
 * notice says which); and nothing printed or written (JSON, table, markdown, --out, notes, errors)
 * holds a value that came from the environment or a file.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const GITHUB_TOKEN = "ghs_cfgsecret_0123456789";
const ANTHROPIC_API_KEY = "sk-ant-cfgsecret-abcdef";
const SERVICE_TOKEN = "svc-token-from-env-42";
const FILE_SECRET = "file-held-secret-777";
const SECRETS = [GITHUB_TOKEN, ANTHROPIC_API_KEY, SERVICE_TOKEN, FILE_SECRET];

let dir: string;
let home: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-cfg-secrets-"));
  home = await mkdtemp(path.join(tmpdir(), "mtb-cfg-home-"));
  await writeFile(path.join(dir, "key.txt"), `${FILE_SECRET}\n`);
  const config = {
    mcpServers: {
      leaky: {
        command: process.execPath,
        args: [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "${GITHUB_TOKEN:-no-token}"],
        env: { ANTHROPIC: "${ANTHROPIC_API_KEY}", SERVICE: "${SERVICE_TOKEN}" },
      },
      recorder: {
        command: process.execPath,
        args: [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--record-env", path.join(dir, "env.json")],
        env: { ANTHROPIC: "${ANTHROPIC_API_KEY}", SERVICE: "${SERVICE_TOKEN}", TOKEN: "${GITHUB_TOKEN}" },
      },
      // A command that is not found: the error quotes it.
      echoed: { command: "${SERVICE_TOKEN}", args: [] },
    },
  };
  await writeFile(path.join(dir, ".mcp.json"), JSON.stringify(config, null, 2));
  // Windsurf's ${file:...}, for the same rule about values from files.
  await writeFile(
    path.join(dir, "mcp_config.json"),
    JSON.stringify({
      mcpServers: {
        named: {
          command: process.execPath,
          args: [FIXTURE_SERVER, "--tools", toolsFile("basic"), "--name", "${file:key.txt}"],
        },
      },
    }),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

function run(args: string[]): Promise<CliRun> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    // The CLI wraps its notes at 100 columns by default; these tests read them as whole lines.
    COLUMNS: "1000",
    HOME: home,
    USERPROFILE: home,
    GITHUB_TOKEN,
    ANTHROPIC_API_KEY,
    SERVICE_TOKEN,
    // An ordinary variable: servers inherit it unless --strip-env names it.
    MTB_PLAIN: "plain",
  };
  // Every variable that moves a client's files: the machine's own setup must not be found.
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) delete env[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: dir,
        encoding: "utf8",
        env,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const expectNoSecret = (...texts: string[]) => {
  for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe("measure --config with a configuration that asks for secrets", () => {
  it("withholds GITHUB_TOKEN and provider keys unless allowed, passes the rest, and prints no value", async () => {
    const out = path.join(dir, "setup.json");
    const result = await run(["measure", "--config", "auto", "--format", "json", "--out", out]);
    expect(result.code).toBe(3); // `echoed` cannot start
    const setup = JSON.parse(result.stdout) as Setup;
    // The server gets what the file asks for: SERVICE_TOKEN; the withheld ones read as empty.
    const env = JSON.parse(await readFile(path.join(dir, "env.json"), "utf8")) as Record<string, string>;
    expect(env.SERVICE).toBe(SERVICE_TOKEN);
    expect(env.ANTHROPIC).toBe("");
    expect(env.TOKEN).toBe("");
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env.MTB_PLAIN).toBe("plain");
    const leaky = setup.servers.find((s) => s.name === "leaky");
    expect(leaky?.status === "measured" && leaky.report.server.name).toBe("no-token");
    // One notice naming the withheld variables and how to pass them.
    expect(result.stderr).toMatch(
      /^not passed to the servers: (GITHUB_TOKEN, ANTHROPIC_API_KEY|ANTHROPIC_API_KEY, GITHUB_TOKEN) \(withheld from servers by default; the file's variable reads as empty\); pass one with --allow-env NAME$/m,
    );
    const echoed = setup.servers.find((s) => s.name === "echoed");
    expect(echoed?.status === "failed" && echoed.error).toMatch(/^command not found: "\*\*\*"/);
    expectNoSecret(result.stdout, result.stderr, await readFile(out, "utf8"));
  });

  it("--allow-env GITHUB_TOKEN passes it, says so, and still prints *** where the server echoes it", async () => {
    const json = await run(["measure", "--config", "auto", "--format", "json", "--allow-env", "GITHUB_TOKEN"]);
    const env = JSON.parse(await readFile(path.join(dir, "env.json"), "utf8")) as Record<string, string>;
    expect(env.TOKEN).toBe(GITHUB_TOKEN);
    expect(env.ANTHROPIC).toBe("");
    expect(json.stderr).toMatch(/^passing GITHUB_TOKEN to the servers that ask for it \(--allow-env\)$/m);
    expect(json.stderr).toMatch(/^not passed to the servers: ANTHROPIC_API_KEY /m);
    const setup = JSON.parse(json.stdout) as Setup;
    const leaky = setup.servers.find((s) => s.name === "leaky");
    expect(leaky?.status === "measured" && leaky.report.server.name).toBe("***");
    for (const format of ["table", "markdown"]) {
      const shown = await run(["measure", "--config", "auto", "--format", format, "--allow-env", "GITHUB_TOKEN"]);
      // The failed row's error quotes the command as *** (markdown escapes it as \*\*\*).
      expect(shown.stdout).toMatch(/command not found: "(\*\*\*|\\\*\\\*\\\*)"/);
      expectNoSecret(shown.stdout, shown.stderr);
    }
    expectNoSecret(json.stdout, json.stderr);
  });

  it("a value read from a file (${file:...}) reaches the server but is never printed", async () => {
    const result = await run(["measure", "--config", "windsurf:mcp_config.json", "--format", "json"]);
    expect(result.code, result.stderr).toBe(0);
    const setup = JSON.parse(result.stdout) as Setup;
    expect(setup.servers[0]?.status === "measured" && setup.servers[0].report.server.name).toBe("***");
    expectNoSecret(result.stdout, result.stderr);
  });

  it("--env wins over the file's env, and --strip-env withholds an inherited variable from every server", async () => {
    const result = await run([
      "measure",
      "--config",
      "auto",
      "--format",
      "json",
      "--env",
      "SERVICE=from-the-command-line",
      "--strip-env",
      "MTB_PLAIN",
    ]);
    expect(result.code).toBe(3); // `echoed` still cannot start
    const env = JSON.parse(await readFile(path.join(dir, "env.json"), "utf8")) as Record<string, string>;
    expect(env.SERVICE).toBe("from-the-command-line");
    expect(env.MTB_PLAIN).toBeUndefined();
    expectNoSecret(result.stdout, result.stderr);
  });

  it("--allow-env without --config is a usage error", async () => {
    const result = await run(["measure", "--allow-env", "GITHUB_TOKEN", "--", process.execPath, FIXTURE_SERVER]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--allow-env lets a client configuration's variables read a withheld variable/);
  });
});
