/**
 * Every message a person can act on (issue 25), through the bundled CLI on the calls fixture server: a
 * mistyped tool or argument is named with what was probably meant and the line where it is written.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { misspeltArgument } from "../src/core/calls/messages.js";
import type { CallReport } from "../src/core/calls/types.js";
import { runCli } from "./helpers/cli-process.js";

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
  }, 60_000);

  it("lists a few of the server's tools when no name is close", async () => {
    const dir = inDir({ "calls.yml": "calls:\n  - name: lookup\n    tool: weather_forecast\n" });
    const run = await measure(dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /line 2: call "lookup": no tool "weather_forecast" on this server; it lists search_cases, get_case, fails, rpc_error, slow, big, crash$/m,
    );
  }, 60_000);
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
  }, 60_000);

  it("is named the same by the dry run", async () => {
    const dir = inDir({ "calls.yml": yaml });
    const run = await runCli(["measure", "--calls", "calls.yml", "--dry-run", "--", process.execPath, SERVER], dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(wanted);
  }, 60_000);

  it("comes first, and the errors it does not explain follow it", async () => {
    const dir = inDir({
      "calls.yml": "calls:\n  - name: find\n    tool: search_cases\n    arguments: { qeury: printer, limit: 0 }\n",
    });
    const run = await measure(dir);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /line 4: call "find": argument "qeury" is not a parameter of "search_cases"; did you mean "query"\?; and arguments\.limit must be >= 1$/m,
    );
  }, 60_000);

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
  }, 60_000);
});
