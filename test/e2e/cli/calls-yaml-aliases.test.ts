/**
 * YAML anchors and aliases in a calls file, through the bundled CLI: what reaches the server is the anchored
 * value (seen by the server itself, which records every tools/call it gets), a whole `arguments: *common`
 * and a `<<: *common` merge work, and an alias bomb is refused before any server starts.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";

const SERVER = path.resolve("test/fixtures/hostile/calls-server.mjs");

function run(yaml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-aliases-"));
  writeFileSync(path.join(dir, "calls.yml"), yaml);
  const record = path.join(dir, "record.jsonl");
  const sent = () =>
    existsSync(record)
      ? readFileSync(record, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as { method: string; params: Record<string, unknown> })
      : [];
  return {
    sent,
    result: runCli(["measure", "--calls", "calls.yml", "--", process.execPath, SERVER, "--record", record], dir),
  };
}

describe("YAML aliases in a calls file", () => {
  it("send the anchored values: in a value, in a list, a whole arguments mapping and a merge key", async () => {
    const { sent, result } = run(`x-common: &common { query: printer, limit: 2 }
calls:
  - name: first
    tool: echo
    arguments: { query: &q printer, again: *q, list: [*q, *q], nested: { inner: *q } }
  - name: whole
    tool: echo
    arguments: *common
  - name: merged
    tool: echo
    arguments: { <<: *common, limit: 3 }
`);
    const { code, stderr } = await result;
    expect(code, stderr).toBe(0);
    expect(
      sent()
        .filter((r) => r.method === "tools/call")
        .map((r) => r.params),
    ).toEqual([
      {
        name: "echo",
        arguments: { query: "printer", again: "printer", list: ["printer", "printer"], nested: { inner: "printer" } },
      },
      { name: "echo", arguments: { query: "printer", limit: 2 } },
      { name: "echo", arguments: { query: "printer", limit: 3 } },
    ]);
  });

  it("refuse an alias bomb with its line, before the server starts", async () => {
    const { sent, result } = run(`x-bomb:
  a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
calls:
  - name: laughs
    tool: echo
    arguments: { text: *d }
`);
    const { code, stderr } = await result;
    expect(code).toBe(2);
    expect(stderr).toContain(
      'calls file calls.yml, line 9: call "laughs": the arguments\' aliases expand more than 100 times (an alias bomb?)',
    );
    expect(sent()).toEqual([]);
  });

  it("refuse an alias with no anchor before it, with its line", async () => {
    const { sent, result } = run(`calls:
  - name: dangling
    tool: echo
    arguments: { query: *nowhere }
`);
    const { code, stderr } = await result;
    expect(code).toBe(2);
    expect(stderr).toMatch(/calls file calls\.yml, line \d: .*nowhere/);
    expect(sent()).toEqual([]);
  });
});
