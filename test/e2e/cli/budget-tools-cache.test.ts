/**
 * The budget keys toolsCache and minToolsCacheTtlMs (issue 27): a server of revision 2026-07-28 says for how long
 * and for whom its tool list may be cached; a budget can require it. Through dist/cli.js `check`, against the
 * era fixture in both eras.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";

const dir = mkdtempSync(path.join(tmpdir(), "mtb-tools-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ERA_SERVER = path.join(FIXTURES, "era-server.mjs");

function budget(content: object): string {
  const file = path.join(dir, `budget-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
type Checked = { verdict: { results: { rule: string; passed: boolean; message: string; actualText?: string }[] } };
/** The toolsCache result of a `check --format json` run. */
async function checked(content: object, ...flags: string[]) {
  const run = await runCliJson<Checked>(["check", "--budget", budget(content), ...server(...flags)], dir);
  const result = run.json.verdict.results.find((r) => r.rule === "toolsCache");
  return { code: run.code, result };
}
const server = (...flags: string[]) => ["--", process.execPath, ERA_SERVER, "--tools", toolsFile("basic"), ...flags];

describe("toolsCache in the budget file", () => {
  it("passes for a modern server that gives ttlMs and cacheScope, and says what they are", async () => {
    const run = await runCli(["check", "--budget", budget({ toolsCache: true }), ...server()], dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /ok {2}tool list cacheable \(ttlMs, cacheScope\) +ttlMs and cacheScope +10 min, per user +—/,
    );
    const { result } = await checked({ toolsCache: true });
    expect(result).toMatchObject({
      passed: true,
      message: "toolsCache: clients may cache the tool list for 10 min, per user",
    });
  });

  it("fails a 2025-era server, saying its era cannot carry them", async () => {
    const run = await runCli(["check", "--budget", budget({ toolsCache: true }), ...server("--era", "legacy")], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/BROKEN +tool list cacheable .* none \(2025 era\)/);
    const { code, result } = await checked({ toolsCache: true }, "--era", "legacy");
    expect(code).toBe(1);
    expect(result?.message).toBe(
      "toolsCache: the server speaks the 2025 protocol era, whose tools/list carries no ttlMs or cacheScope (revision 2026-07-28 adds them)",
    );
  });

  it("fails a ttlMs under minToolsCacheTtlMs, and passes one at it exactly", async () => {
    const short = await checked({ minToolsCacheTtlMs: 600_000 }, "--ttl-ms", "300000", "--cache-scope", "public");
    expect(short.code).toBe(1);
    expect(short.result).toMatchObject({
      passed: false,
      actualText: "5 min, shared",
      message: "toolsCache: clients may cache the tool list for 5 min, shared, under the 10 min required",
    });
    const exact = await checked({ minToolsCacheTtlMs: 600_000 });
    expect(exact.code).toBe(0);
    expect(exact.result?.message).toBe(
      "toolsCache: clients may cache the tool list for 10 min, per user, at least 10 min",
    );
  });

  it("refuses a value that is not true or false, naming the key", async () => {
    const run = await runCli(["check", "--budget", budget({ toolsCache: "yes" }), ...server()], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("toolsCache must be true or false");
  });
});
