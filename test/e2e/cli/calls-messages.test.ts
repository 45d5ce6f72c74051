/**
 * Every message a person can act on (issue 25), through the bundled CLI on the calls fixture server: a
 * mistyped tool or argument is named with what was probably meant and the line where it is written.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { misspeltArgument } from "../../../src/core/calls/messages.js";
import type { CallReport } from "../../../src/core/calls/types.js";
import type { Setup } from "../../../src/core/config/summary.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

function inDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-messages-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const measure = (dir: string, ...server: string[]) =>
  runCli(["measure", "--calls", "calls.yml", "--", process.execPath, SERVER, ...server], dir);

describe("an unknown tool in the calls file", () => {
  it("names the listed tool it is closest to, on the call's line", async () => {
    const dir = inDir({
      "calls.yml": `calls:
  - name: first
    tool: get_case
    arguments: { id: C-1000 }
  - name: second
    tool: serach_cases
    arguments: { query: printer }
`,
    });
    const run = await measure(dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /^calls file calls\.yml, line 5: call "second": no tool "serach_cases" on this server; did you mean "search_cases"\?$/m,
    );
  }, 180_000);

  it("lists a few of the server's tools when no name is close", async () => {
    const dir = inDir({ "calls.yml": "calls:\n  - name: lookup\n    tool: weather_forecast\n" });
    const run = await measure(dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /line 2: call "lookup": no tool "weather_forecast" on this server; it lists search_cases, get_case, fails, rpc_error, slow, big, crash$/m,
    );
  }, 180_000);
});

describe("a misspelt argument", () => {
  const yaml = `calls:
  - name: first
    tool: get_case
    arguments: { id: C-1000 }
  - name: find
    tool: search_cases
    arguments:
      limit: 2
      qeury: printer
`;
  const wanted =
    /^calls file calls\.yml, line 9: call "find": argument "qeury" is not a parameter of "search_cases"; did you mean "query"\?$/m;

  it("is named, with the parameter it is closest to, on the line of its key", async () => {
    const run = await measure(inDir({ "calls.yml": yaml }));
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(wanted);
    expect(run.stderr).not.toContain("must have required property");
  }, 180_000);

  it("is named the same by the dry run", async () => {
    const dir = inDir({ "calls.yml": yaml });
    const run = await runCli(["measure", "--calls", "calls.yml", "--dry-run", "--", process.execPath, SERVER], dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(wanted);
  }, 180_000);

  it("comes first, and the errors it does not explain follow it", async () => {
    const dir = inDir({
      "calls.yml": "calls:\n  - name: find\n    tool: search_cases\n    arguments: { qeury: printer, limit: 0 }\n",
    });
    const run = await measure(dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /line 4: call "find": argument "qeury" is not a parameter of "search_cases"; did you mean "query"\?; and arguments\.limit must be >= 1$/m,
    );
  }, 180_000);

  it("that additionalProperties: false rejects is named with the parameter it is closest to", () => {
    const schema = {
      type: "object",
      properties: { query: { type: "string" }, limit: {} },
      additionalProperties: false,
    };
    const errors = [
      {
        keyword: "additionalProperties",
        instancePath: "",
        params: { additionalProperty: "limt" },
        message: "must NOT have additional properties",
      },
    ];
    expect(misspeltArgument("search", schema, { query: "a", limt: 2 }, errors)).toEqual({
      key: "limt",
      text: 'argument "limt" is not a parameter of "search"; did you mean "limit"?',
      errors: [],
    });
    expect(
      misspeltArgument("search", schema, { query: "a", colour: 2 }, [
        { ...errors[0], params: { additionalProperty: "colour" } } as (typeof errors)[0],
      ])?.text,
    ).toBe('argument "colour" is not a parameter of "search"; its parameters are query, limit');
  });
});

describe("the largest part of a result", () => {
  it("is a counted part: never a structuredContent that text content stands for", async () => {
    const dir = inDir({
      "calls.yml": "calls:\n  - name: summary\n    tool: case_summary\n    arguments: { id: C-1000 }\n",
      "settings.json": JSON.stringify({ summary: true }),
    });
    const run = await measure(dir, "--settings", path.join(dir, "settings.json"));
    expect(run.code, run.stderr).toBe(0);
    const json = await runCli(
      [
        "measure",
        "--format",
        "json",
        "--calls",
        "calls.yml",
        "--",
        process.execPath,
        SERVER,
        "--settings",
        "settings.json",
      ],
      dir,
    );
    const [call] = (JSON.parse(json.stdout) as { calls: CallReport[] }).calls;
    const text = call?.parts.find((p) => p.type === "text");
    const structured = call?.parts.find((p) => p.type === "structuredContent");
    // The case: the uncounted structuredContent is the larger part, so the old choice named it.
    expect(structured?.counted).toBe(false);
    expect(structured?.tokens.o200k_base ?? 0).toBeGreaterThan(text?.tokens.o200k_base ?? 0);
    expect(call?.tokens.o200k_base).toBe(text?.tokens.o200k_base);
    expect(run.stdout).toMatch(
      new RegExp(`^summary +case_summary +ok +${call?.tokens.o200k_base} +\\d+ +text ${text?.tokens.o200k_base} `, "m"),
    );
    expect(run.stdout).not.toMatch(/^summary .*structuredContent/m);
  }, 180_000);
});

describe("a server that prints non-JSON on stdout and exits", () => {
  // What a server that cannot start often does: says why on stdout (where a client never shows it) and exits 1.
  const dying = (lines: string) => `${lines}\nprocess.exit(1);\n`;

  it("is reported with the lines it printed, quoted and escaped", async () => {
    const dir = inDir({
      "dies.mjs": dying(
        'console.log("Error: missing API key");\nconsole.log("Usage: server --key KEY \\u001b[31m(red)");\nconsole.log("third");\nprocess.stdout.write("fourth, with no newline");',
      ),
    });
    const run = await runCli(["measure", "--", process.execPath, "dies.mjs"], dir);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain(
      'the server exited with code 1 before listing finished, after printing 4 lines that are not JSON-RPC on stdout: "Error: missing API key", "Usage: server --key KEY \\u001b[31m(red)", "third", and 1 more (MCP servers must log to stderr)',
    );
    expect(run.stderr).not.toContain("\u001b");
  }, 180_000);

  it("during its tool calls: the crashed call's message quotes them", async () => {
    const dir = inDir({
      "noisy.mjs": `console.log("calls-server starting");\nawait import(${JSON.stringify(SERVER)});\n`,
      "calls.yml": "calls:\n  - name: boom\n    tool: crash\n",
    });
    const run = await runCli(["measure", "--calls", "calls.yml", "--", process.execPath, "noisy.mjs"], dir);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toContain(
      'line 2: call "boom": the server ended during the call: the server exited with code 3 before its tool calls finished, after printing 1 line that is not JSON-RPC on stdout: "calls-server starting" (MCP servers must log to stderr)',
    );
  }, 180_000);

  it("has a secret it printed redacted, never a piece of it (measure --config)", async () => {
    const key = `sk_live_${randomBytes(24).toString("hex")}`;
    const dir = inDir({
      // 110 characters, then the key: a 120-character cut made first would keep 10 of its characters.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the server's own code, written as text
      "dies.mjs": dying('console.log(`${"n".repeat(110)}${process.env.API_KEY} was rejected`);'),
      ".mcp.json": JSON.stringify({
        mcpServers: {
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the configuration's variable, as a client file has it
          dying: { command: process.execPath, args: ["dies.mjs"], env: { API_KEY: "${MY_KEY}" } },
        },
      }),
    });
    const run = await runCliJson<Setup>(["measure", "--config", "claude-code:.mcp.json"], dir, {
      env: { MY_KEY: key },
    });
    expect(run.stdout + run.stderr).not.toContain(key.slice(0, 10));
    const [server] = run.json.servers;
    expect(server?.status).toBe("failed");
    expect(server?.status === "failed" ? server.error : "").toMatch(
      /after printing 1 line that is not JSON-RPC on stdout: "n{110}\*\*\*…" \(MCP servers must log to stderr\)$/,
    );
  }, 180_000);
});
