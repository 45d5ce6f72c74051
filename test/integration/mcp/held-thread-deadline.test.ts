/**
 * A server's start deadline runs on this process's timers; while this process holds the thread (a model's
 * data loading, as Gemini's 33 MB tokenizer.json did: 2.3 s of CPU a load, a false "timed out waiting for
 * initialize" under load), the timer cannot run and fires late, before the server's answer, already
 * waiting, is read. The time the thread was held is given back: a server that answered in time is listed,
 * and a server that never answers still times out.
 */
import { describe, expect, it } from "vitest";
import { ServerError } from "../../../src/mcp/errors.js";
import { listServer } from "../../../src/mcp/list.js";
import { badServer, FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

/** Holds the thread as a synchronous load does. */
function hold(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Busy: no timer, no I/O runs.
  }
}

describe("a deadline while this process holds the thread", () => {
  it("lists a server that answered while the thread was held past the deadline", async () => {
    const listing = await listServer(
      { kind: "stdio", command: process.execPath, args: [FIXTURE_SERVER, "--tools", toolsFile("basic")] },
      // Held for three deadlines: the server boots meanwhile (its own process) and answers at once.
      { timeoutMs: 3_000, onSpawn: () => setImmediate(() => hold(9_000)) },
    );
    expect(listing.tools.map((t) => (t as { name: string }).name)).toContain("create_invoice");
  }, 60_000);

  it("still times out a server that never answers", async () => {
    const error = await listServer(
      { kind: "stdio", command: process.execPath, args: [badServer("never-answers")] },
      { timeoutMs: 1_000, onSpawn: () => setImmediate(() => hold(2_000)) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toMatch(/timed out after 1 s while/);
  }, 60_000);
});
