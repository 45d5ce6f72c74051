/**
 * How dist/cli.js ends (src/cli.ts): it waits until V8's background threads rest (src/process/settle.ts, so that
 * node does not hang at exit, nodejs/node#54918), then exits at once with process.exit. Held here on the bundle as
 * users run it: the wait ends because the threads rested (not at its limit, and not the fixed wait: /proc is read
 * here), after the plain run and after the case that hung node before the wait (`-m claude,...`); and the early
 * exit loses no output: a report of megabytes arrives whole through a pipe, with the exit code of the run.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const TIMING = { MCP_TOKEN_BUDGET_TIMING: "1" };
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-exit-wait-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The timing marks the CLI writes at exit with MCP_TOKEN_BUDGET_TIMING=1. */
function marks(stderr: string): Record<string, number> {
  const line = stderr.split("\n").find((l) => l.startsWith("timing {"));
  if (!line) throw new Error(`no timing line in:\n${stderr}`);
  return JSON.parse(line.slice("timing ".length)) as Record<string, number>;
}

describe.runIf(process.platform === "linux")("the CLI's wait before exit", () => {
  it("ends because V8's threads rested, after the cleanup", async () => {
    const run = await runCli(
      ["measure", "--format", "json", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")],
      dir,
      { env: TIMING },
    );
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { tools: unknown[] }).tools).toHaveLength(5);
    const at = marks(run.stderr);
    expect(at["threads rested"]).toBeGreaterThanOrEqual(at["cleaned up"] as number);
  });

  it("ends because they rested after the models' counts that hung node without a wait", async () => {
    const run = await runCli(
      [
        "measure",
        "--format",
        "json",
        "-m",
        "claude,claude-opus-4.8,claude-sonnet-5",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        toolsFile("basic"),
      ],
      dir,
      { env: TIMING },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(Object.keys((JSON.parse(run.stdout) as { models: Record<string, unknown> }).models)).toHaveLength(3);
    expect(marks(run.stderr)).toHaveProperty("threads rested");
  });
});

describe("the CLI's exit", () => {
  it("hands over a report of megabytes whole through a pipe before it exits", async () => {
    const tools = Array.from({ length: 3000 }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool number ${i}. `.repeat(20),
      inputSchema: { type: "object", properties: { [`field_${i}`]: { type: "string", description: "x ".repeat(50) } } },
    }));
    const file = path.join(dir, "big.json");
    await writeFile(file, JSON.stringify({ tools }));
    const run = await runCli(
      ["measure", "--format", "json", "-t", "900", "--", process.execPath, FIXTURE_SERVER, "--tools", file],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(1_000_000);
    const report = JSON.parse(run.stdout) as { tools: { name: string }[] };
    expect(report.tools.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.name));
  });
});
