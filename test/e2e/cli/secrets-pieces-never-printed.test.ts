// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/**
 * The pieces of a secret the CLI's `measure --config` could print before: text cut before it was redacted
 * (Node's own "Received '…'" for /proc/self/environ, the 16 KiB stderr tail that starts inside a token),
 * a secret the server printed without the newline it was pasted with, and a literal key in a client
 * configuration's `env` that the server prints. Run through the bundled CLI; the oracle is every
 * 8-character piece of each secret, none of which may appear in anything printed or written.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURES } from "../../helpers/fixture.js";

const PRINTS_ENV = path.join(FIXTURES, "hostile", "prints-env.mjs");
const random = () => randomBytes(27).toString("base64url");
// Longer than what Node quotes of the value it refuses (about 128 characters): the quote cuts it.
const GITHUB_TOKEN = `ghs_${randomBytes(60).toString("base64url")}`;
const ANTHROPIC_API_KEY = `sk-ant-api03-${random()}`;
const SERVICE_TOKEN = `svc_${random()}`;
const LITERAL_KEY = `sk-literal-${random()}`;
const HEADER_TOKEN = `ghp_${random()}`;

/** Every piece of 8 characters of each secret that is found in one of the texts, named. */
function piecesIn(texts: string[], secrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    for (let i = 0; i + 8 <= secret.length; i++) {
      const piece = secret.slice(i, i + 8);
      if (texts.some((t) => t.includes(piece))) {
        found.push(`${name}[${i}..${i + 8}]`);
        break;
      }
    }
  }
  return found;
}

let home: string;
const dirs: string[] = [];
beforeAll(async () => {
  home = await mkdtemp(path.join(tmpdir(), "mtb-pieces-home-"));
});
afterAll(async () => {
  for (const dir of [home, ...dirs]) await rm(dir, { recursive: true, force: true });
});

async function project(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "mtb-pieces-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), JSON.stringify(content, null, 2));
  }
  return dir;
}

function run(dir: string, args: string[], extra: Record<string, string> = {}): Promise<CliRun> {
  // The secrets first, so they begin /proc/self/environ, where Node's quote of it starts.
  const env: Record<string, string | undefined> = { ANTHROPIC_API_KEY, GITHUB_TOKEN };
  for (const [name, value] of Object.entries(process.env)) if (!(name in env)) env[name] = value;
  Object.assign(env, { HOME: home, USERPROFILE: home, ...extra });
  for (const name of ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "CODEX_HOME"]) delete env[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8", env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** The runs in every format, --out beside the JSON: all of what the CLI printed and wrote. */
async function everyFormat(dir: string, config: string, extra: Record<string, string> = {}) {
  const out = path.join(dir, "out.json");
  const json = await run(dir, ["measure", "--config", config, "--format", "json", "--out", out], extra);
  const table = await run(dir, ["measure", "--config", config], extra);
  const markdown = await run(dir, ["measure", "--config", config, "--format", "markdown"], extra);
  const texts = [json.stdout, json.stderr, await readFile(out, "utf8"), table.stdout, table.stderr];
  texts.push(markdown.stdout, markdown.stderr);
  return { json, table, markdown, setup: JSON.parse(json.stdout) as Setup, texts };
}

const failed = (setup: Setup, name: string) => {
  const server = setup.servers.find((s) => s.name === name);
  if (server?.status !== "failed") throw new Error(`${name} did not fail: ${JSON.stringify(server)}`);
  return server;
};

describe.runIf(existsSync("/proc/self/environ"))("a configuration that reads /proc/self/environ", () => {
  it("Windsurf's ${file:/proc/self/environ} in args: Node's error quotes it, cut, and none of it is printed", async () => {
    const dir = await project({
      "mcp_config.json": {
        mcpServers: { environ: { command: process.execPath, args: ["${file:/proc/self/environ}"] } },
      },
    });
    const { json, setup, texts } = await everyFormat(dir, "windsurf:mcp_config.json");
    expect(json.code).toBe(3);
    expect(piecesIn(texts, { GITHUB_TOKEN, ANTHROPIC_API_KEY })).toEqual([]);
    // Node refuses the NUL bytes and quotes the value, cut with "...": what it quoted is *** now.
    expect(failed(setup, "environ").error).toMatch(/must be a string without null bytes\. Received .*\*\*\*/);
  });

  it("VS Code's envFile, as a repository's .vscode/mcp.json under --config auto", async () => {
    const dir = await project({
      ".vscode/mcp.json": {
        servers: {
          envf: { type: "stdio", command: process.execPath, args: ["-e", "1"], envFile: "/proc/self/environ" },
        },
      },
    });
    const { json, setup, texts } = await everyFormat(dir, "auto");
    expect(json.code).toBe(3);
    expect(piecesIn(texts, { GITHUB_TOKEN, ANTHROPIC_API_KEY })).toEqual([]);
    expect(json.stderr).toContain(`read ${path.join(dir, ".vscode", "mcp.json")} (VS Code, project scope)`);
    expect(failed(setup, "envf").error).toMatch(/must be a string without null bytes\. Received .*\*\*\*/);
  });
});

describe.runIf(existsSync("/proc/self/environ"))("a server that reads the CLI's own environment", () => {
  it.each([
    ["in its tool names and descriptions", []],
    ["on its stderr, failing", ["--fail"]],
  ])("gets none of GITHUB_TOKEN and ANTHROPIC_API_KEY printed %s", async (_, args) => {
    // It reads /proc/<ppid>/environ of its ancestors: the CLI holds both, though it gives neither to servers.
    const dir = await project({
      ".mcp.json": {
        mcpServers: {
          leaky: { command: process.execPath, args: [path.join(FIXTURES, "hostile", "leaky-server.mjs"), ...args] },
        },
      },
    });
    const { json, setup, texts } = await everyFormat(dir, "auto");
    expect(piecesIn(texts, { GITHUB_TOKEN, ANTHROPIC_API_KEY })).toEqual([]);
    const leaky = setup.servers.find((s) => s.name === "leaky");
    if (args.length === 0) {
      expect(json.code, json.stderr).toBe(0);
      expect(leaky?.status === "measured" && leaky.report.tools.map((t) => t.name)).toContain("leak_1_***");
    } else {
      expect(json.code).toBe(3);
      expect(leaky?.status === "failed" && leaky.stderrTail?.join("\n")).toMatch(/GITHUB_TOKEN=\*\*\* base64=\*\*\*/);
    }
  });
});

describe("a secret a server prints on stderr before it fails", () => {
  const config = (args: string[], env: Record<string, string>) => ({
    mcpServers: { talker: { command: process.execPath, args: [PRINTS_ENV, ...args], env } },
  });

  it.each([
    ["a line of its own", "lines"],
    ["one line longer than the tail", "line"],
  ])("the 16 KiB stderr tail starting inside the token (%s) shows no piece of it", async (_, how) => {
    const dir = await project({
      ".mcp.json": config(["SERVICE", "--cut-tail", how], { SERVICE: "${SERVICE_TOKEN}" }),
    });
    const { json, setup, texts } = await everyFormat(dir, "auto", { SERVICE_TOKEN });
    expect(json.code).toBe(3);
    expect(piecesIn(texts, { SERVICE_TOKEN })).toEqual([]);
    // The tail is there, only without the token's second half.
    expect(failed(setup, "talker").stderrTail?.some((line) => line.includes("yyyyyyyy"))).toBe(true);
  });

  it("a secret pasted with a trailing newline, printed trimmed, shows as ***", async () => {
    const dir = await project({
      ".mcp.json": config(["SERVICE", "--trim"], { SERVICE: "${SERVICE_TOKEN}" }),
    });
    const { json, setup, texts } = await everyFormat(dir, "auto", { SERVICE_TOKEN: `${SERVICE_TOKEN}\n` });
    expect(json.code).toBe(3);
    expect(piecesIn(texts, { SERVICE_TOKEN })).toEqual([]);
    expect(failed(setup, "talker").stderrTail).toEqual(["SERVICE=***"]);
  });

  it("a literal key in the configuration's env (Claude Desktop's only way) shows as *** in every format", async () => {
    const dir = await project({
      "claude_desktop_config.json": config(["API_KEY"], { API_KEY: LITERAL_KEY }),
    });
    const { json, table, markdown, setup, texts } = await everyFormat(dir, "claude-desktop:claude_desktop_config.json");
    expect(json.code).toBe(3);
    expect(piecesIn(texts, { LITERAL_KEY })).toEqual([]);
    expect(failed(setup, "talker").stderrTail).toEqual(["API_KEY=***"]);
    expect(table.stdout).toContain("API_KEY=***");
    expect(markdown.stdout).toContain("API\\_KEY=\\*\\*\\*");
  });
});

describe("a secret in an HTTP server's headers", () => {
  it("an error body cut at 500 characters inside the token shows no piece of it", async () => {
    // A 401 whose body quotes the token across the 500-character cap of error bodies.
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(401, { "content-type": "text/plain" });
        res.end(`denied: ${"x".repeat(480)}${HEADER_TOKEN} is not a valid token`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const dir = await project({
        "mcp.json": {
          mcpServers: {
            remote: { url: `http://127.0.0.1:${port}/mcp`, headers: { Authorization: `Bearer ${HEADER_TOKEN}` } },
          },
        },
      });
      const { json, setup, texts } = await everyFormat(dir, "cursor:mcp.json");
      expect(json.code).toBe(3);
      expect(piecesIn(texts, { HEADER_TOKEN })).toEqual([]);
      // The body is quoted up to the cap, where the token was.
      expect(failed(setup, "remote").error).toMatch(/denied: x{480}\*\*\*… \(\d+ bytes\)/);
    } finally {
      server.close();
    }
  });
});
