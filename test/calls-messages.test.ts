/**
 * Every message a person can act on (issue 25), through the bundled CLI on the calls fixture server: a
 * mistyped tool or argument is named with what was probably meant and the line where it is written.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
