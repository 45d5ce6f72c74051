/**
 * A first `npx -y` run may still be downloading when the deadline passes: the error says the server is
 * started through npx and how to give it more time. A stand-in named `npx` that never answers plays the
 * download (the real npx would need the network); the same program under another name gets no such hint.
 */
import { chmod, copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-npx-"));
  // Silent for longer than the deadline, like npx fetching a large package before it starts the server.
  const silent = `#!${process.execPath}\nsetTimeout(() => {}, 60_000);\n`;
  await writeFile(path.join(dir, "npx"), silent);
  await chmod(path.join(dir, "npx"), 0o755);
  await copyFile(path.join(dir, "npx"), path.join(dir, "slow-server"));
  await chmod(path.join(dir, "slow-server"), 0o755);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a server started through npx that does not answer before the deadline", () => {
  it("names npx, the download, and --timeout", async () => {
    const run = await runCli(["measure", "--timeout", "2", "--", path.join(dir, "npx"), "-y", "@acme/notes-mcp"], dir);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/timed out after 2 s while (starting the server|waiting for the answer to [\w/ ]+); /);
    expect(run.stderr).toMatch(/started through npx, which may still have been downloading the package/);
    expect(run.stderr).toMatch(/--timeout <seconds> \(the action's timeout-seconds input\)/);
  });

  it("says nothing of a download for a server started directly", async () => {
    const run = await runCli(["measure", "--timeout", "2", "--", path.join(dir, "slow-server")], dir);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/timed out after 2 s/);
    expect(run.stderr).not.toMatch(/npx|download/);
  });
});
