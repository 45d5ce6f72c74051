/**
 * The caching line of `measure` (issue 27): the server's ttlMs and cacheScope say how long a client keeps its
 * tool list; with --check-stable the line also says what the client's next listing, once that runs out, does to
 * the model's prompt cache. Through dist/cli.js on era-server.mjs (revision 2026-07-28 only), and from a report
 * whose listing is not stable.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheLine } from "../../../src/core/render/measurement.js";
import type { Report } from "../../../src/core/report.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterAll(removeTempDirs);

const server = (...flags: string[]) => [
  "--",
  process.execPath,
  path.join(FIXTURES, "era-server.mjs"),
  "--tools",
  toolsFile("many"),
  ...flags,
];
const TOLD = "The server lets clients cache its tool list for 10 minutes, per user (ttlMs 600000, cacheScope private).";
const STABLE =
  " After 10 minutes a client lists the tools again. The listing is stable, so each new listing sends the same tool block and the model's prompt cache keeps.";

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir("tools-cache-line-");
});

describe("measure's caching line", () => {
  it("with --check-stable on a stable listing: when the list's cache runs out, the same tool block", async () => {
    const table = await runCli(["measure", "--check-stable", ...server()], dir);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout.split("\n")).toContain(`${TOLD}${STABLE}`);
    const markdown = await runCli(["measure", "--check-stable", "--format", "markdown", ...server()], dir);
    expect(markdown.stdout.split("\n")).toContain(`${TOLD}${STABLE}`);
  });

  it("without --check-stable: the lifetime and scope alone, nothing said of a listing not checked", async () => {
    const table = await runCli(["measure", ...server()], dir);
    expect(table.stdout.split("\n")).toContain(TOLD);
    expect(table.stdout).not.toContain("lists the tools again");
  });

  it("ttlMs 0 with a stable listing; a listing that is not stable can re-write every cached conversation", async () => {
    const { json } = await runCliJson<Report>(["measure", "--check-stable", ...server("--ttl-ms", "0")], dir);
    expect(cacheLine(json)).toBe(
      "The server asks clients not to cache its tool list (ttlMs 0): they list its tools again each time. The listing is stable, so each new listing sends the same tool block and the model's prompt cache keeps.",
    );
    const unstable: Report = {
      ...json,
      toolsCache: { ttlMs: 300_000, scope: "public" },
      listing: { stable: false, differences: [], order: "changes" },
    };
    expect(cacheLine(unstable)).toBe(
      "The server lets clients cache its tool list for 5 minutes, shared by all its users (ttlMs 300000, cacheScope public). After 5 minutes a client lists the tools again. The listing is not stable (see the warning), so each new listing can re-write every cached conversation.",
    );
  });
});
