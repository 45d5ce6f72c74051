/**
 * Output piped into a reader that stops early (`| head`): the CLI ends quietly with exit 0. The
 * report written is far larger than a pipe holds (64 KiB on Linux), so the write really meets a
 * closed pipe (EPIPE) instead of fitting in the pipe's buffer before the reader leaves.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

const PIPE_CAPACITY = 64 * 1024;
const TOOL_COUNT = 1500;
// Every name is in the report, so the names alone make it several times a pipe's capacity.
const name = (i: number) => `tool_${String(i).padStart(4, "0")}_${"x".repeat(200)}`;

let dir = "";
let toolsFile = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-pipe-"));
  toolsFile = path.join(dir, "tools.json");
  const tools = Array.from({ length: TOOL_COUNT }, (_, i) => ({
    name: name(i),
    description: "Does one thing.",
    inputSchema: { type: "object" },
  }));
  writeFileSync(toolsFile, JSON.stringify({ tools }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

interface PipedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** What the reader received before it closed the pipe. */
  received: string;
}

/** Runs the CLI with its stdout connected straight to `head -c <bytes>`, which exits after reading them. */
function runIntoHead(args: string[], bytes: number): Promise<PipedRun> {
  const head = spawn("head", ["-c", String(bytes)], { stdio: ["pipe", "pipe", "inherit"] });
  const cli = spawn(process.execPath, [CLI, ...args], { cwd: PROJECT_ROOT, stdio: ["ignore", head.stdin, "pipe"] });
  // The CLI holds the write end now; head must be its only reader.
  head.stdin.destroy();
  let received = "";
  head.stdout.setEncoding("utf8").on("data", (text: string) => {
    received += text;
  });
  let stderr = "";
  cli.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const headDone = new Promise<void>((resolve) => head.once("close", () => resolve()));
  return new Promise((resolve, reject) => {
    cli.once("error", reject);
    cli.once("close", (code, signal) => {
      headDone.then(() => resolve({ code, signal, stderr, received }));
    });
  });
}

describe("output piped into a reader that closes early", () => {
  it("stops quietly, exit 0, when the report is larger than the pipe holds", async () => {
    const run = await runIntoHead(
      ["measure", "--format", "json", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile],
      100,
    );
    // The reader got the start of the report, so the CLI was writing when the pipe closed...
    expect(run.received).toHaveLength(100);
    expect(run.received.trimStart().startsWith("{")).toBe(true);
    // ...and the report it was writing cannot have fitted into the pipe.
    expect(TOOL_COUNT * name(0).length).toBeGreaterThan(4 * PIPE_CAPACITY);
    expect(run.stderr).toBe("");
    expect(run).toMatchObject({ code: 0, signal: null });
  });
});
