/**
 * `measure --top N` as a user runs it: the bundled CLI against the fixture server with 60 tools. The table
 * lists the 50 most expensive by default and counts the rest in one line; --top 3 lists three; --top 0 all;
 * a bad value is a usage error before any server starts; json lists every tool.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

let dir = "";
let server: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-top-"));
  const tools = Array.from({ length: 60 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing ${"very ".repeat(i)}well.`,
    inputSchema: { type: "object" },
  }));
  writeFileSync(path.join(dir, "tools.json"), JSON.stringify({ tools }));
  server = ["--", process.execPath, FIXTURE_SERVER, "--tools", path.join(dir, "tools.json")];
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const rows = (stdout: string) => stdout.split("\n").filter((l) => /^tool_\d+ /.test(l)).length;

describe("measure --top", () => {
  it("lists 50 of 60 tools by default, the other 10 in one line; --top 3 three; --top 0 all", async () => {
    const [byDefault, three, all] = await Promise.all([
      runCli(["measure", ...server], dir),
      runCli(["measure", "--top", "3", ...server], dir),
      runCli(["measure", "--top", "0", ...server], dir),
    ]);
    expect(byDefault.code).toBe(0);
    expect(rows(byDefault.stdout)).toBe(50);
    expect(byDefault.stdout).toMatch(/^… and 10 more tools, [\d,]+ tokens \(o200k_base\) \(--top 0 shows all\)$/m);
    expect(byDefault.stdout).toContain("Total (60 tools)");
    expect(rows(three.stdout)).toBe(3);
    expect(three.stdout).toContain("… and 57 more tools, ");
    expect(rows(all.stdout)).toBe(60);
    expect(all.stdout).not.toContain("more tools");
  });

  it("json lists every tool; a bad --top is a usage error naming the fix", async () => {
    const json = await runCli(["measure", "--format", "json", "--top", "3", ...server], dir);
    expect(JSON.parse(json.stdout).tools).toHaveLength(60);
    const bad = await runCli(["measure", "--top", "many", ...server], dir);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--top: expected a whole number of tools (0 lists all), e.g. --top 20; got "many"');
  });
});
