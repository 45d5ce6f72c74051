// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/**
 * `measure --config`: each client's configuration format, written from the client's documentation with its
 * interpolations, read and started by the bundled CLI: real npm servers, the fixture server over stdio and
 * over HTTP, and servers that fail. The JSON is checked against schemas/setup.schema.json; each server's
 * report against a plain `measure` of the same server; totals against the sum of the reports.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import type { Report } from "../../../src/core/report.js";
import { CLI, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURES, readToolsFile, startHttpFixture, toolsFile } from "../../helpers/fixture.js";

const CONFIGS = path.join(FIXTURES, "configs");
const OUT = mkdtempSync(path.join(tmpdir(), "mtb-setup-"));
const memory = path.join(PROJECT_ROOT, "node_modules/@modelcontextprotocol/server-memory/dist/index.js");
const thinking = path.join(PROJECT_ROOT, "node_modules/@modelcontextprotocol/server-sequential-thinking/dist/index.js");
const TOKEN = "token-123";
const BASIC_NAMES = (readToolsFile("basic").tools as Array<{ name: string }>).map((t) => t.name).sort();

let http: Awaited<ReturnType<typeof startHttpFixture>>;
beforeAll(async () => {
  // Every client file's remote entry sends "Authorization: Bearer ${MTB_TOKEN}" in its own syntax: a row
  // measured means the header was read, interpolated and sent.
  http = await startHttpFixture(["--tools", toolsFile("basic"), "--require-header", `Authorization: Bearer ${TOKEN}`]);
});
afterAll(async () => {
  await http?.stop();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: Record<string, string | undefined> = {}, cwd = PROJECT_ROOT): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          MTB_ROOT: PROJECT_ROOT,
          MTB_OUT: OUT,
          MTB_HTTP_URL: `${http.url}/mcp`,
          MTB_TOKEN: TOKEN,
          MTB_FOR_SERVER: "passed-on-purpose",
          MTB_NOT_SET_ANYWHERE: undefined,
          GITHUB_TOKEN: "ghs_never_for_servers",
          ...env,
        },
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") return reject(error);
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

async function runJson(args: string[], env: Record<string, string | undefined> = {}, cwd = PROJECT_ROOT) {
  const result = await run(["measure", "--format", "json", ...args], env, cwd);
  let json: Setup;
  try {
    json = JSON.parse(result.stdout) as Setup;
  } catch {
    throw new Error(`no JSON (exit ${result.code}):\n${result.stderr}`);
  }
  return { ...result, json };
}

const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
const load = (name: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", name), "utf8"));
ajv.addSchema(load("report.schema.json"));
const validateSetup = ajv.compile(load("setup.schema.json"));

function expectValid(json: unknown) {
  const ok = validateSetup(json);
  expect(validateSetup.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

const byName = (setup: Setup, name: string) => {
  const server = setup.servers.find((s) => s.name === name);
  if (!server) throw new Error(`no server ${name} in ${setup.servers.map((s) => s.name).join(", ")}`);
  return server;
};
const reportOf = (setup: Setup, name: string): Report => {
  const server = byName(setup, name);
  if (server.status !== "measured") throw new Error(`${name} failed: ${server.error}`);
  return server.report;
};

/** Totals must be the sum of the measured servers' reports, per encoding and view. */
function expectTotalsAreSums(setup: Setup) {
  for (const encoding of ["o200k_base", "cl100k_base"]) {
    const reports = setup.servers.flatMap((s) => (s.status === "measured" ? [s.report] : []));
    expect(setup.totals[encoding]).toEqual({
      model: reports.reduce((sum, r) => sum + (r.totals[encoding]?.model ?? 0), 0),
      raw: reports.reduce((sum, r) => sum + (r.totals[encoding]?.raw ?? 0), 0),
    });
    expect(reports.length).toBe(setup.measured);
  }
}

const recorded = (file: string) => JSON.parse(readFileSync(path.join(OUT, file), "utf8")) as Record<string, string>;

describe("Claude Code .mcp.json", () => {
  let result: Run & { json: Setup };
  beforeAll(async () => {
    result = await runJson(["--config", path.join(CONFIGS, "claude-code/.mcp.json")], { MTB_NAME: "from-env" });
  });

  it("measures stdio and HTTP servers, fails the one whose variable is unset, and exits 3 after printing", () => {
    expectValid(result.json);
    expect(result.code).toBe(3);
    expect(result.json.kind).toBe("mcp-token-budget/setup");
    expect(result.json.servers.map((s) => [s.name, s.status])).toEqual([
      ["memory", "measured"],
      ["fixture", "measured"],
      ["remote", "measured"],
      ["needs-unset", "failed"],
    ]);
    expect(result.json.measured).toBe(3);
    expect(result.json.failed).toBe(1);
    const failed = byName(result.json, "needs-unset");
    expect(failed.status === "failed" && failed.error).toBe(
      "${MTB_NOT_SET_ANYWHERE}: the environment variable MTB_NOT_SET_ANYWHERE is not set and has no default",
    );
    expect(result.stderr).toContain(
      `read ${path.join(CONFIGS, "claude-code/.mcp.json")} (Claude Code, project scope): 4 servers`,
    );
  });

  it("interpolates ${VAR} and ${VAR:-default} in args and env, and filters the environment as for one server", async () => {
    // The server got MTB_NAME's value as its name; what is printed never holds a value from the environment.
    expect(reportOf(result.json, "fixture").server.name).toBe("***");
    expect(result.stdout + result.stderr).not.toContain("from-env");
    const env = recorded("claude-code-env.json");
    expect(env.FROM_CONFIG).toBe("passed-on-purpose");
    expect(env.GITHUB_TOKEN).toBeUndefined();
    const defaulted = await runJson(["--config", path.join(CONFIGS, "claude-code/.mcp.json"), "--server", "fixture"]);
    expect(reportOf(defaulted.json, "fixture").server.name).toBe("name-from-default");
    expect(defaulted.code).toBe(0);
  });

  it("has totals equal to the sum of the reports, and names the tools two servers share", () => {
    expectTotalsAreSums(result.json);
    expect(result.json.duplicateToolNames).toEqual(
      BASIC_NAMES.map((name) => ({ name, servers: ["fixture", "remote"] })),
    );
  });

  it("gives each server the same report as a plain measure of it", async () => {
    const [plainMemory, plainFixture, plainRemote] = await Promise.all([
      run(["measure", "--format", "json", "--env", `MEMORY_FILE_PATH=${OUT}/m.jsonl`, "--", "node", memory]),
      run([
        "measure",
        "--format",
        "json",
        "--",
        "node",
        "test/fixtures/fixture-server.mjs",
        "--tools",
        toolsFile("basic"),
        "--name",
        "from-env",
      ]),
      run(["measure", "--format", "json", "--url", `${http.url}/mcp`, "--header", `Authorization: Bearer ${TOKEN}`]),
    ]);
    expect(reportOf(result.json, "memory")).toEqual(JSON.parse(plainMemory.stdout));
    // The same report, but the name the server took from MTB_NAME is redacted.
    const expected = JSON.parse(plainFixture.stdout) as Report;
    expect(expected.server.name).toBe("from-env");
    expect(reportOf(result.json, "fixture")).toEqual({ ...expected, server: { ...expected.server, name: "***" } });
    expect(reportOf(result.json, "remote")).toEqual(JSON.parse(plainRemote.stdout));
  });

  it("says in the table that the total is incomplete, and names the failed server with its error", async () => {
    const text = await run(["measure", "--config", path.join(CONFIGS, "claude-code/.mcp.json")]);
    expect(text.code).toBe(3);
    expect(text.stdout).toContain("MCP setup: 3 of 4 servers measured, 1 failed: the totals are incomplete");
    // At the default 100 columns the table splits: figures first, then each server's status beside its name.
    expect(text.stdout).toMatch(/Total \(3 of 4 measured\)\s+19\s/);
    expect(text.stdout).toMatch(/Total \(3 of 4 measured\)\s+incomplete/);
    expect(text.stdout).toMatch(/needs-unset\s+Claude Code\n/);
    expect(text.stdout).toMatch(/needs-unset\s+failed: \$\{MTB_NOT_SET_ANYWHERE\}/);
    for (const line of text.stdout.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(text.stdout).toContain("Tool names offered by more than one server");
    const md = await run(["measure", "--format", "markdown", "--config", path.join(CONFIGS, "claude-code/.mcp.json")]);
    expect(md.stdout).toContain("### MCP setup: 3 of 4 servers measured, 1 failed: the totals are incomplete");
  });
});

describe("a configuration's badge and the options that list one server", () => {
  it("--badge writes the configuration's badge: every measured server's tools and tokens, 'incomplete' with a failed one", async () => {
    const svg = path.join(OUT, "setup-badge.svg");
    const measured = await runJson(["--config", path.join(CONFIGS, "claude-code/.mcp.json"), "--badge", svg]);
    expect(measured.code).toBe(3);
    const tools = measured.json.servers.reduce((n, s) => n + (s.status === "measured" ? s.report.tools.length : 0), 0);
    const tokens = measured.json.totals.o200k_base?.model ?? 0;
    expect(tools).toBeGreaterThan(0);
    const endpoint = JSON.parse(readFileSync(path.join(OUT, "setup-badge.json"), "utf8"));
    expect(endpoint).toEqual({
      schemaVersion: 1,
      label: "MCP tools",
      message: `${tools} tools · ${tokens.toLocaleString("en-US")} tokens (incomplete)`,
      color: "blue",
    });
    expect(readFileSync(svg, "utf8")).toContain(
      `${tools} tools · ${tokens.toLocaleString("en-US")} tokens (incomplete)`,
    );
  });

  it("--check-stable is refused with --config (exit 2), before any server starts, not ignored", async () => {
    const refused = await run(["measure", "--config", path.join(CONFIGS, "claude-code/.mcp.json"), "--check-stable"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "error: --check-stable lists one server three times; it cannot be combined with --config: check a server alone (measure --check-stable -- <its command>)\n",
    );
  });
});

describe("Cursor .cursor/mcp.json", () => {
  it("resolves ${workspaceFolder}, ${workspaceFolderBasename}, ${/}, ${pathSeparator}, ${userHome} and ${env:NAME}", async () => {
    const result = await runJson(["--config", path.join(CONFIGS, "cursor/.cursor/mcp.json")], { HOME: OUT });
    expectValid(result.json);
    expect(result.json.servers.map((s) => [s.name, s.status])).toEqual([
      ["thinking", "measured"],
      ["fixture", "measured"],
      ["remote", "measured"],
      ["broken", "failed"],
    ]);
    expect(result.code).toBe(3);
    expect(reportOf(result.json, "fixture").server.name).toBe(path.basename(PROJECT_ROOT));
    const env = recorded("cursor-env.json");
    expect(env.HOME_SEEN).toBe(OUT);
    expect(env.UNSET_IS_EMPTY).toBe("[]");
    const broken = byName(result.json, "broken");
    // The row's reason is one line; what the server wrote to stderr is kept apart, for below the table.
    expect(broken.status === "failed" && broken.error).toBe("the server exited with code 1 before listing finished");
    expect(broken.status === "failed" && broken.stderrTail?.join("\n")).toMatch(/could not open database \/nope\.db/);
    expectTotalsAreSums(result.json);
    const plain = await run(["measure", "--format", "json", "--", "node", thinking]);
    expect(reportOf(result.json, "thinking")).toEqual(JSON.parse(plain.stdout));
  });

  it("--jobs 1 and --server pick and bound the servers without changing a report", async () => {
    const one = await runJson([
      "--config",
      path.join(CONFIGS, "cursor/.cursor/mcp.json"),
      "--server",
      "thinking",
      "--server",
      "remote",
      "--jobs",
      "1",
    ]);
    expect(one.code).toBe(0);
    expect(one.json.servers.map((s) => s.name)).toEqual(["thinking", "remote"]);
    expect(one.stderr).toContain("measuring 2 servers, at most 1 at a time");
    const unknown = await run([
      "measure",
      "--config",
      path.join(CONFIGS, "cursor/.cursor/mcp.json"),
      "--server",
      "nope",
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      '--server "nope": not in the configuration; its servers are "thinking", "fixture", "remote", "broken"',
    );
  });
});

describe("VS Code .vscode/mcp.json (JSON with comments, inputs, cwd, envFile)", () => {
  const file = path.join(CONFIGS, "vscode/.vscode/mcp.json");

  it("fails a server whose ${input:id} has no value, saying how to give it", async () => {
    const result = await runJson(["--config", file]);
    expectValid(result.json);
    expect(result.code).toBe(3);
    const memoryRow = byName(result.json, "memory");
    expect(memoryRow.status === "failed" && memoryRow.error).toBe(
      "${input:memory-file} needs a value that VS Code would prompt for; give it with --input memory-file=VALUE",
    );
  });

  it("takes inputs from --input, runs in cwd with envFile's variables under env's", async () => {
    const result = await runJson(["--config", file, "--input", `memory-file=${OUT}/vscode-memory.jsonl`]);
    expectValid(result.json);
    expect(result.code).toBe(0);
    expect(result.json.failed).toBe(0);
    expect(result.json.servers.map((s) => s.status)).toEqual(["measured", "measured", "measured"]);
    const env = recorded("vscode-env.json");
    expect(env.FROM_ENV_FILE).toBe("yes");
    expect(env.BOTH).toBe("from-env");
    expectTotalsAreSums(result.json);
  });
});

describe("Windsurf mcp_config.json", () => {
  it("resolves ${env:NAME} and ${file:path}, connects to serverUrl, and skips disabled servers", async () => {
    const result = await runJson(["--config", path.join(CONFIGS, "windsurf/mcp_config.json")]);
    expectValid(result.json);
    expect(result.code).toBe(0);
    expect(result.json.servers.map((s) => s.name)).toEqual(["thinking", "fixture", "remote"]);
    // The server's name came from ${file:...}: the server got it, the output shows ***.
    expect(reportOf(result.json, "fixture").server.name).toBe("***");
    expect(result.stdout).not.toContain("name-from-a-file");
    expect(result.stderr).toContain("skipped as disabled: turned-off");
  });
});

describe("Gemini CLI .gemini/settings.json", () => {
  it("resolves $VAR and ${VAR} (unset: empty), runs in cwd, and connects to httpUrl", async () => {
    const result = await runJson(["--config", path.join(CONFIGS, "gemini/.gemini/settings.json")]);
    expectValid(result.json);
    expect(result.code).toBe(0);
    expect(result.json.servers.map((s) => [s.name, s.status])).toEqual([
      ["memory", "measured"],
      ["fixture", "measured"],
      ["remote", "measured"],
    ]);
    const env = recorded("gemini-env.json");
    expect(env.API_KEY).toBe("passed-on-purpose");
    expect(env.UNSET_IS_EMPTY).toBe("[]");
  });
});

describe("Claude Desktop claude_desktop_config.json", () => {
  it("starts servers as written (no variables), relative to the project, and finds the names two servers share", async () => {
    const result = await runJson(["--config", path.join(CONFIGS, "claude-desktop/claude_desktop_config.json")]);
    expectValid(result.json);
    expect(result.code).toBe(0);
    const memoryTools = reportOf(result.json, "memory").tools.map((t) => t.name);
    expect(memoryTools.length).toBeGreaterThan(0);
    expect(result.json.duplicateToolNames.map((d) => d.name)).toEqual([...memoryTools].sort());
    expect(result.json.duplicateToolNames[0]?.servers).toEqual(["memory", "memory-again"]);
    expectTotalsAreSums(result.json);
  });
});

describe("a configuration file that is not there", () => {
  it.each([
    [
      "/nonexistent/mcp.json",
      "configuration file /nonexistent/mcp.json: does not exist; check the path (or use --config auto)",
    ],
    [tmpdir(), `configuration file ${tmpdir()}: is a directory; name the client's configuration file`],
  ])("%s is an input error (exit 2) that names the file", async (file, message) => {
    const { runCli } = await import("../../helpers/cli-process.js");
    const run = await runCli(["measure", "--config", file], tmpdir());
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`error: ${message}\n`);
  });
});
