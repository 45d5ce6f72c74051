// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/**
 * Every file the CLI reads for a client configuration (the configuration itself, ${file:...}, envFile), a
 * budget or calls file, is read bounded, through the bundled CLI: a named pipe with no writer, /dev/zero
 * and a 3 GB (sparse) file are refused or cut off with a message naming them, and the run ends; a pipe
 * whose writer never writes leaves the run stoppable with Ctrl-C. A UTF-8 byte order mark, which Windows
 * editors write, is not an error in any of them.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const DIR = mkdtempSync(path.join(tmpdir(), "mtb-bounded-"));
const FIFO = path.join(DIR, "fifo");
const HUGE = path.join(DIR, "huge.txt");
const BOM = "\ufeff";
const SERVER = [process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
// Named pipes and /dev/zero are POSIX's; the byte order mark tests run everywhere.
const POSIX = process.platform !== "win32";
if (POSIX) {
  execFileSync("mkfifo", [FIFO]);
  // 3 GB that take no disk space: the size a reader that trusts a file would try to load.
  writeFileSync(HUGE, "");
  truncateSync(HUGE, 3 * 1024 ** 3);
}
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Far longer than any of these runs takes on a loaded machine; past it the CLI is killed and the test fails. */
const GUARD_MS = 45_000;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The guard had to kill it: it hung. */
  hung: boolean;
}

function start(args: string[], options: { input?: string; signalAfterMs?: number } = {}) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: DIR, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  if (options.input !== undefined) child.stdin.end(options.input);
  let hung = false;
  const guard = setTimeout(() => {
    hung = true;
    child.kill("SIGKILL");
  }, GUARD_MS);
  if (options.signalAfterMs !== undefined) setTimeout(() => child.kill("SIGINT"), options.signalAfterMs);
  return new Promise<Run>((resolve) => {
    child.on("close", (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, stdout, stderr, hung });
    });
  });
}

const windsurfConfig = (name: string, value: string, extra: Record<string, unknown> = {}) => {
  const file = path.join(DIR, `${name}.json`);
  const server = { command: process.execPath, args: [...SERVER.slice(1), "--name", value], ...extra };
  writeFileSync(file, JSON.stringify({ mcpServers: { [name]: server } }));
  return `windsurf:${file}`;
};

interface SetupJson {
  servers: Array<{ name: string; status: string; error?: string }>;
}

describe.skipIf(!POSIX)("${file:...} and envFile in the CLI read only small regular files", () => {
  it.each([
    ["a named pipe no one writes to", FIFO, "is a pipe, not a regular file"],
    ["/dev/zero", "/dev/zero", "is a character device, not a regular file"],
    ["a 3 GB file", HUGE, "is larger than 1 MiB"],
  ])("%s: the server's row fails with the reason, and the run ends", async (_what, file, reason) => {
    const run = await start(["measure", "--format", "json", "--config", windsurfConfig("file", `\${file:${file}}`)]);
    expect(run.hung).toBe(false);
    const json = JSON.parse(run.stdout) as SetupJson;
    expect(json.servers).toEqual([
      {
        name: "file",
        client: "windsurf",
        status: "failed",
        error: `\${file:${file}}: could not read the file (${file} ${reason})`,
      },
    ]);
  });

  it("an envFile that is a named pipe is refused the same way", async () => {
    const run = await start(["measure", "--format", "json", "--config", windsurfConfig("env", "x", { envFile: FIFO })]);
    expect(run.hung).toBe(false);
    const json = JSON.parse(run.stdout) as SetupJson;
    expect(json.servers[0]?.status).toBe("failed");
    expect(json.servers[0]?.error).toBe(`envFile ${FIFO}: could not read it (${FIFO} is a pipe, not a regular file)`);
  });

  it("a regular file just under the bound is still read (its value reaches the server, shown as ***)", async () => {
    const small = path.join(DIR, "name.txt");
    writeFileSync(small, "name-from-a-file\n");
    const run = await start(["measure", "--format", "json", "--config", windsurfConfig("ok", `\${file:${small}}`)]);
    const json = JSON.parse(run.stdout) as SetupJson & { servers: Array<{ report?: { server: { name: string } } }> };
    expect(json.servers[0]?.status).toBe("measured");
    expect(json.servers[0]?.report?.server.name).toBe("***");
  });
});

describe.skipIf(!POSIX)("the files the CLI is pointed at", () => {
  it("a configuration that is a named pipe with no writer is read at once (as empty), not waited for", async () => {
    const run = await start(["measure", "--config", `windsurf:${FIFO}`]);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`configuration file ${FIFO}`);
  });

  it("a configuration on a pipe whose writer never writes: Ctrl-C stops the run (exit 130)", async () => {
    // The holder keeps the pipe open for writing (read-write, so its open does not wait) and writes nothing.
    const holder = spawn("sh", ["-c", `exec 3<>"${FIFO}"; exec sleep 120`], { stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const run = await start(["measure", "--config", `windsurf:${FIFO}`], { signalAfterMs: 1500 });
      expect(run.hung).toBe(false);
      expect(run.code).toBe(130);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("a configuration piped in on /dev/stdin is read (a pipe is still a supported file)", async () => {
    const config = { mcpServers: { piped: { command: process.execPath, args: SERVER.slice(1) } } };
    // A shell pipe, as a user types it (node's own stdio "pipe" is a socket, which /dev/stdin cannot reopen).
    const out = execFileSync(
      "sh",
      ["-c", 'printf "%s" "$CONFIG" | "$NODE" "$CLI" measure --format json --config windsurf:/dev/stdin'],
      {
        cwd: DIR,
        encoding: "utf8",
        timeout: GUARD_MS,
        env: { ...process.env, CONFIG: JSON.stringify(config), NODE: process.execPath, CLI },
      },
    );
    expect((JSON.parse(out) as SetupJson).servers.map((s) => [s.name, s.status])).toEqual([["piped", "measured"]]);
  });

  it.each([
    [
      "--config",
      "windsurf:/dev/zero",
      "configuration file /dev/zero: is a character device, not a regular file or a pipe",
    ],
    ["--budget", "/dev/zero", "budget file /dev/zero: a character device, not a regular file or a pipe"],
    ["--calls", "/dev/zero", "calls file /dev/zero: a character device, not a regular file or a pipe"],
  ])("%s %s is refused with exit 2 before a byte is read", async (flag, value, message) => {
    const command = flag === "--budget" ? "check" : "measure";
    const run = await start([command, flag, value, ...(flag === "--config" ? [] : ["--", ...SERVER])]);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

// Before the fix only the JSON configuration was refused ("line 1: InvalidSymbol"); the TOML, YAML and JSON
// budget parsers already skipped the mark. The other three hold that for the files the issue asked about.
describe("a UTF-8 byte order mark", () => {
  const measured = (run: Run) => (JSON.parse(run.stdout) as SetupJson).servers.map((s) => [s.name, s.status]);

  it("in Claude Code's .mcp.json (JSON) is no error", async () => {
    const claude = path.join(DIR, ".mcp.json");
    const config = { mcpServers: { bom: { command: process.execPath, args: SERVER.slice(1) } } };
    writeFileSync(claude, `${BOM}${JSON.stringify(config)}`);
    const run = await start(["measure", "--format", "json", "--config", claude]);
    expect(run.stderr).not.toContain("error");
    expect(measured(run)).toEqual([["bom", "measured"]]);
  });

  it("in Codex's config.toml is no error", async () => {
    const codex = path.join(DIR, "config.toml");
    const args = JSON.stringify(SERVER.slice(1));
    writeFileSync(codex, `${BOM}[mcp_servers.bom]\ncommand = ${JSON.stringify(process.execPath)}\nargs = ${args}\n`);
    const run = await start(["measure", "--format", "json", "--config", `codex:${codex}`]);
    expect(run.stderr).not.toContain("error");
    expect(measured(run)).toEqual([["bom", "measured"]]);
  });

  it("in a JSON budget file is no error: the budget is read and applied", async () => {
    const budget = path.join(DIR, "budget.json");
    writeFileSync(budget, `${BOM}${JSON.stringify({ total: 1 })}`);
    const run = await start(["check", "--budget", budget, "--", ...SERVER]);
    // The fixture's tools are far over a total of 1: exit 1, a broken rule, not 2 (an unreadable file).
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toMatch(/total/);
  });

  it("in a calls file is no error: the call is made", async () => {
    const calls = path.join(DIR, "calls.yml");
    writeFileSync(calls, `${BOM}calls:\n  - name: first\n    tool: ping_service\n    arguments: {}\n`);
    const run = await start(["measure", "--format", "json", "--calls", calls, "--", ...SERVER]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"first"');
  });
});
