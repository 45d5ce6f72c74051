/**
 * The server's command needs no `--`: from its first word on, every argument is the server's, flags included,
 * whichever command takes it (measure, compare, check, hints, release-notes). Run through the bundled CLI, with
 * a fixture server that reports its own arguments (its one tool's description is their JSON), packed with
 * `npm pack` and started with `npx -y <tarball>` offline, as a user starts a package from npm.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import type { Report } from "../../../src/core/report.js";
import { CLI, type CliRun, PROJECT_ROOT } from "../../helpers/cli-process.js";

const SERVER_DIR = path.join(PROJECT_ROOT, "test/fixtures/argv-server");
const SERVER = path.join(SERVER_DIR, "server.mjs");
const NODE = process.execPath;

let work: string;
let tarball: string;
/** npx with its own empty cache, offline: the tarball is all it may use. */
let npxEnv: Record<string, string>;

function run(args: string[], cwd = work, env: Record<string, string> = npxEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      NODE,
      [CLI, ...args],
      { cwd, encoding: "utf8", env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") reject(error);
        else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** The arguments the argv server was started with, read from the report's one tool. */
function serverArgv(report: Report): string[] {
  const description = report.tools.find((t) => t.name === "argv")?.definition?.description;
  if (typeof description !== "string") throw new Error("no argv tool in the report");
  return JSON.parse(description) as string[];
}

async function measureJson(args: string[], cwd?: string): Promise<{ run: CliRun; report: Report }> {
  const result = await run(["measure", "--format", "json", ...args], cwd);
  if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stderr}`);
  return { run: result, report: JSON.parse(result.stdout) as Report };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "mtb-server-command-"));
  const packed = execFileSync("npm", ["pack", SERVER_DIR, "--pack-destination", work, "--json"], {
    cwd: work,
    encoding: "utf8",
  });
  tarball = path.join(work, (JSON.parse(packed) as { filename: string }[])[0]?.filename ?? "");
  npxEnv = {
    npm_config_cache: path.join(work, "npm-cache"),
    npm_config_offline: "true",
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
  };
  writeFileSync(path.join(work, "budget.yml"), "total: 5000\n");
});

describe("the server's command without --", () => {
  it("measure npx -y <packed package> -x 1 ...: npx, -y and every later flag reach the server, none is ours", async () => {
    const flags = ["-x", "1", "-e", "p99k", "-f", "markdown", "--timeout", "soon", "-m", "nope", "--debug"];
    const { report } = await measureJson(["npx", "-y", `file:${tarball}`, ...flags]);
    expect(report.server.name).toBe("argv-server");
    expect(serverArgv(report)).toEqual(flags);
    // Our defaults held: both encodings, no model profile (-m nope would have been a usage error).
    expect(report.method.encodings).toEqual(["o200k_base", "cl100k_base"]);
    expect(report.models).toBeUndefined();
  }, 180_000);

  it("measure -- npx -y <packed package> keeps working, with the same result", async () => {
    const { report } = await measureJson(["--", "npx", "-y", `file:${tarball}`, "-x", "1"]);
    expect(serverArgv(report)).toEqual(["-x", "1"]);
  }, 180_000);

  it("measure npx -y @modelcontextprotocol/server-memory, the README's example, resolved from node_modules", async () => {
    const { report } = await measureJson(["npx", "-y", "@modelcontextprotocol/server-memory"], PROJECT_ROOT);
    expect(report.server.name).toBe("memory-server");
    expect(report.tools.map((t) => t.name)).toContain("create_entities");
  }, 180_000);

  it("measure node -e \"...\": node's -e is the server's, not our --encoding", async () => {
    const script = "import(require('node:url').pathToFileURL(process.argv[1]).href)";
    const { report } = await measureJson(["node", "-e", script, SERVER, "-x", "1"]);
    // node -e puts its first argument at argv[1]: the server sees what follows.
    expect(serverArgv(report)).toEqual(["-x", "1"]);
  });

  it("a server's own -x flag reaches it: -x fail makes it exit, and the error is the server's", async () => {
    const result = await run(["measure", NODE, SERVER, "-x", "fail"]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^error: the server exited with code 3 before listing finished$/m);
    expect(result.stderr).toMatch(/argv-server: told to fail with -x fail/);
  });

  it("our options before the command are still ours, and an unknown one before it is a usage error", async () => {
    const { report } = await measureJson(["-e", "cl100k_base", NODE, SERVER, "-e", "o200k_base"]);
    expect(report.method.encodings).toEqual(["cl100k_base"]);
    expect(serverArgv(report)).toEqual(["-e", "o200k_base"]);
    const unknown = await run(["measure", "--bogus", NODE, SERVER]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^error: unknown option '--bogus'$/m);
  });

  it("compare, check, hints and release-notes take the command the same way", async () => {
    const saved = path.join(work, "saved.json");
    const measured = await run(["measure", "--out", saved, NODE, SERVER]);
    expect(measured.code).toBe(0);

    const compared = await run(["compare", "--format", "json", "--base-report", saved, NODE, SERVER, "-e", "x"]);
    expect(compared.code).toBe(0);
    const comparison = JSON.parse(compared.stdout) as Comparison;
    // The description is the server's argv: [] in the saved report, ["-e","x"] now.
    expect(comparison.status).toBe("changed");
    expect(comparison.tools[0]?.descriptionDiff).toEqual([
      { op: "delete", text: "[]" },
      { op: "insert", text: '["-e","x"]' },
    ]);

    const checked = await run([
      "check",
      "--format",
      "json",
      "--budget",
      "budget.yml",
      NODE,
      SERVER,
      "--budget",
      "none.yml",
    ]);
    // Were the second --budget ours, none.yml (absent) would be a usage error, exit 2.
    expect(checked.code).toBe(0);
    expect((JSON.parse(checked.stdout) as Comparison).verdict?.passed).toBe(true);

    const hinted = await run(["hints", "--format", "json", NODE, SERVER, "-f", "markdown"]);
    expect(hinted.code).toBe(0);
    expect(JSON.parse(hinted.stdout)).toHaveProperty("hints");

    const notes = await run(["release-notes", "--from-report", saved, "--format", "json", NODE, SERVER, "-x", "2"]);
    expect(notes.code).toBe(0);
    const json = JSON.parse(notes.stdout) as { markdown: string };
    // The new version's description holds ["-x","2"]: longer than the saved one's [], so the notes show growth.
    expect(json.markdown).toMatch(/Tool definitions: \d+ → \d+ tokens \(\+\d+/);
  }, 60_000);

  it("the help says both forms", async () => {
    for (const command of ["measure", "compare", "check", "hints", "release-notes"]) {
      const help = await run([command, "--help"]);
      expect(help.code).toBe(0);
      const text = help.stdout.replace(/\s+/g, " ");
      expect(text).toMatch(/everything from the first word that is not one of our options, flags included/);
      expect(text).toMatch(/`measure npx -y pkg` and `measure -- npx -y pkg` are the same/);
    }
  });
});
