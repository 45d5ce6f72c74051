/**
 * `measure --config --jobs N` starts at most N servers at once. Each server of the configuration is a real
 * process that counts how many of its kind are alive (asked of the kernel by pid) while it holds its start, so
 * the bound is seen from the servers' side, not from our own bookkeeping. No sleeps decide anything: with the
 * bound, no server can see more than N alive; without one, the servers wait (up to 20 s) until they see more.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURES } from "../../helpers/fixture.js";

const root = mkdtempSync(path.join(tmpdir(), "mtb-jobs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SERVER = path.join(FIXTURES, "concurrency-server.mjs");

/** Four servers in one Cursor configuration; returns the most each of them saw alive at once. */
async function run(label: string, jobs: number, holdMs: number, want: number) {
  const dir = path.join(root, label);
  mkdirSync(dir);
  const servers = Object.fromEntries(
    ["a", "b", "c", "d"].map((name) => [
      name,
      { command: process.execPath, args: [SERVER, dir, String(holdMs), String(want)] },
    ]),
  );
  const config = path.join(root, `${label}.json`);
  writeFileSync(config, JSON.stringify({ mcpServers: servers }));
  const result = await runCli(
    ["measure", "--config", `cursor:${config}`, "--jobs", String(jobs), "--format", "json"],
    root,
  );
  const most = readdirSync(dir)
    .filter((f) => f.endsWith(".max"))
    .map((f) => Number(readFileSync(path.join(dir, f), "utf8")));
  return { result, most };
}

describe("measure --config --jobs", () => {
  it("never has more than N servers alive at once; with N = 4 the four do run together", async () => {
    // Bounded: each server looks for 3 alive for 1.5 s and cannot find them.
    const two = await run("two", 2, 1500, 3);
    expect(two.result.code, two.result.stderr).toBe(0);
    expect(two.result.stderr).toContain("measuring 4 servers, at most 2 at a time");
    expect(two.most).toHaveLength(4);
    expect(Math.max(...two.most)).toBeLessThanOrEqual(2);
    // The control: the same servers with room for all four find 3 alive (they wait up to 20 s for it), so the
    // fixture can see what an unbounded pool would do.
    const four = await run("four", 4, 20_000, 3);
    expect(four.result.code, four.result.stderr).toBe(0);
    expect(four.most).toHaveLength(4);
    expect(Math.max(...four.most)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
