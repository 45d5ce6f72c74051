/**
 * A paginated tools/list of revision 2026-07-28: each page carries its own ttlMs and cacheScope, and a client
 * that keeps the whole list must keep it no longer than its shortest-lived page allows, and for no wider a
 * scope than its narrowest page. Through dist/cli.js on era-server.mjs, a page per tool.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterAll(removeTempDirs);

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir("list-cache-pages-");
});

const measure = (ttl: string, scope: string) =>
  runCliJson<Report>(
    [
      "measure",
      "--",
      process.execPath,
      path.join(FIXTURES, "era-server.mjs"),
      "--tools",
      toolsFile("many"),
      "--page-size",
      "10",
      "--ttl-ms",
      ttl,
      "--cache-scope",
      scope,
    ],
    dir,
  );

describe("a list's cache over its pages", () => {
  it("is the shortest page's lifetime and the narrowest page's scope, wherever that page is", async () => {
    // 25 tools in pages of 10: three pages, the shortest-lived and the private one in the middle.
    const { json, code, stderr } = await measure("600000,60000,300000", "public,private,public");
    expect(code, stderr).toBe(0);
    expect(json.tools).toHaveLength(25);
    expect(json.toolsCache).toEqual({ ttlMs: 60_000, scope: "private" });
  });
});
