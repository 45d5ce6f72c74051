/**
 * Stable listings (--check-stable): tools/list asked twice in one session and once more after a restart.
 * A server that reorders its tools per start and one that puts a timestamp in a description are caught
 * with the exact difference, the example server is stable, the warning shows in every view, and the
 * budget rule stableListing fails the check. Through the bundled CLI, real processes over stdio.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, FIXTURES, toolsFile } from "../../helpers/fixture.js";

const SHUFFLES = path.join(FIXTURES, "unstable", "shuffles-per-start.mjs");
const TIMESTAMP = path.join(FIXTURES, "unstable", "timestamp-description.mjs");
const EXAMPLE = path.join(PROJECT_ROOT, "examples", "example-server", "server.mjs");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-stable-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("--check-stable", () => {
  it("catches a server that reorders its tools on each start: the order, after a restart, not within a session", async () => {
    const counter = path.join(dir, "starts-json");
    const { code, json } = await runCliJson<Report>(
      ["measure", "--check-stable", "--", process.execPath, SHUFFLES, counter],
      dir,
    );
    expect(code).toBe(0);
    expect(json.listing?.stable).toBe(false);
    expect(json.listing?.differences).toEqual([
      { when: "second start", kind: "order", detail: "the tools come in another order (alpha, beta, gamma moved)" },
    ]);
    // Only the order differs: named as a listing that is the same byte for byte in no deterministic order.
    expect(json.listing?.order).toBe("changes");
    expect(json.warnings.join("\n")).toMatch(
      /tools\/list is not stable: the same tools byte for byte, but not in a deterministic order \(it changed: second start\)/,
    );
    const table = await runCli(
      ["measure", "--check-stable", "--", process.execPath, SHUFFLES, path.join(dir, "starts-table")],
      dir,
    );
    expect(table.stdout).toContain("tools/list is not stable");
    const md = await runCli(
      [
        "measure",
        "--format",
        "markdown",
        "--check-stable",
        "--",
        process.execPath,
        SHUFFLES,
        path.join(dir, "starts-md"),
      ],
      dir,
    );
    expect(md.stdout).toContain("tools/list is not stable");
  });

  it("--shuffle-order: a fixture server whose order changes within a session is named as stable bytes in no deterministic order", async () => {
    const tools = toolsFile("basic");
    const shuffled = await runCliJson<Report>(
      ["measure", "--check-stable", "--", process.execPath, FIXTURE_SERVER, "--tools", tools, "--shuffle-order"],
      dir,
    );
    expect(shuffled.code, shuffled.stderr).toBe(0);
    expect(shuffled.json.listing?.order).toBe("changes");
    expect(shuffled.json.listing?.differences.map((d) => `${d.when}: ${d.kind}`)).toEqual(["same session: order"]);
    expect(shuffled.json.warnings.join("\n")).toMatch(
      /not in a deterministic order \(it changed: same session\).*MCP revision 2026-07-28/,
    );
    // The same server without the flag: one order three times, deterministic as far as can be seen.
    const steady = await runCliJson<Report>(
      ["measure", "--check-stable", "--", process.execPath, FIXTURE_SERVER, "--tools", tools],
      dir,
    );
    expect(steady.json.listing).toEqual({ stable: true, differences: [], order: "same" });
    expect(steady.json.warnings.join("\n")).not.toMatch(/deterministic/);
  });

  it("catches a timestamp in a description: which tool, which field, in the same session and after a restart", async () => {
    const { json } = await runCliJson<Report>(["measure", "--check-stable", "--", process.execPath, TIMESTAMP], dir);
    expect(json.listing?.stable).toBe(false);
    expect(json.listing?.differences).toEqual([
      {
        when: "same session",
        kind: "field",
        tool: "now",
        field: "description",
        detail: "tool now: description differs",
      },
      {
        when: "second start",
        kind: "field",
        tool: "now",
        field: "description",
        detail: "tool now: description differs",
      },
    ]);
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8")),
    );
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it("finds the example server stable, and says nothing of stability without the flag", async () => {
    const { json } = await runCliJson<Report>(["measure", "--check-stable", "--", process.execPath, EXAMPLE], dir);
    expect(json.listing).toEqual({ stable: true, differences: [], order: "same" });
    expect(json.warnings.join("\n")).not.toMatch(/not stable|deterministic/);
    const plain = await runCliJson<Report>(["measure", "--", process.execPath, EXAMPLE], dir);
    expect(plain.json.listing).toBeUndefined();
    // Asked for, a stable listing is said in one line (it printed nothing before); not asked, nothing.
    const line = "tools/list is stable: the same tools, in the same order, byte for byte";
    const [table, md, none] = await Promise.all([
      runCli(["measure", "--check-stable", "--", process.execPath, EXAMPLE], dir),
      runCli(["measure", "--check-stable", "--format", "markdown", "--", process.execPath, EXAMPLE], dir),
      runCli(["measure", "--", process.execPath, EXAMPLE], dir),
    ]);
    expect(table.stdout).toContain(line);
    expect(md.stdout).toContain(line);
    expect(none.stdout).not.toContain("tools/list is stable");
  });

  it("fails a stableListing budget on the unstable server and passes it on the example server", async () => {
    const budget = path.join(dir, "budget.json");
    await writeFile(budget, JSON.stringify({ stableListing: true }));
    const bad = await runCli(["check", "--budget", budget, "--check-stable", "--", process.execPath, TIMESTAMP], dir);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/BROKEN\s+tools\/list stable \(order and bytes\)\s+0 \(true\)\s+2\s+−2/);
    const verdict = await runCliJson<{ verdict: { results: { rule: string; passed: boolean; message: string }[] } }>(
      ["check", "--budget", budget, "--check-stable", "--", process.execPath, TIMESTAMP],
      dir,
    );
    expect(verdict.json.verdict.results.find((r) => r.rule === "stableListing")).toMatchObject({
      passed: false,
      message:
        "stableListing: tools/list is not stable, 2 differences (first: same session: tool now: description differs)",
    });
    const good = await runCli(["check", "--budget", budget, "--check-stable", "--", process.execPath, EXAMPLE], dir);
    expect(good.code, good.stdout + good.stderr).toBe(0);
    // Without --check-stable the rule cannot be checked, and says so.
    const unchecked = await runCli(["check", "--budget", budget, "--", process.execPath, EXAMPLE], dir);
    expect(unchecked.stdout + unchecked.stderr).toMatch(/stableListing: not checked/);
  });
});

describe("the action's check-stable input", () => {
  it("posts the warning and a stableListing budget fails the check", async () => {
    const { runAction } = await import("../../helpers/action-runner.js");
    await writeFile(path.join(dir, "action-budget.json"), JSON.stringify({ stableListing: true }));
    const run = await runAction({
      inputs: {
        command: `node ${TIMESTAMP}`,
        "check-stable": "true",
        "budget-file": "action-budget.json",
        comment: "never",
      },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code, run.stdout).toBe(1);
    // The job summary (what the comment also renders) carries the warning; the log names the broken rule.
    expect(run.summary).toMatch(/tools\/list is not stable: same session: tool now: description differs/);
    expect(run.stdout).toContain("stableListing: tools/list is not stable, 2 differences");
  });
});

describe("check-stable on by default in the action", () => {
  it("checks the listing without the input; check-stable: false lists once and leaves the rule unchecked", async () => {
    const { runAction } = await import("../../helpers/action-runner.js");
    await writeFile(path.join(dir, "default-budget.json"), JSON.stringify({ stableListing: true }));
    const inputs = { command: `node ${TIMESTAMP}`, "budget-file": "default-budget.json", comment: "never" };
    const common = { eventName: "push", event: {}, cwd: dir, apiUrl: "http://127.0.0.1:9" };
    const byDefault = await runAction({ inputs, ...common });
    expect(byDefault.code, byDefault.stdout).toBe(1);
    expect(byDefault.summary).toMatch(/tools\/list is not stable: same session: tool now: description differs/);
    const off = await runAction({ inputs: { ...inputs, "check-stable": "false" }, ...common });
    expect(off.summary).not.toMatch(/tools\/list is not stable/);
    expect(off.code, off.stdout).toBe(0);
    expect(`${off.stdout}\n${off.summary}`).toMatch(/stableListing: not checked/);
  });

  it("keeps the report cache: a base measured with the check is restored, not started again", async () => {
    const { GitRepo } = await import("../../helpers/git-repo.js");
    const repo = await GitRepo.init("stable-cache-");
    await repo.commit("base", { "README.md": "one\n" });
    await repo.commit("head", { "README.md": "two\n" });
    const counter = path.join(dir, "cache-starts");
    const cacheDir = path.join(dir, "stable-cache");
    const starts = () => readdirSync(`${counter}.starts`).length;
    const args = ["compare", "--base", "HEAD~1", "--cache-dir", cacheDir, "--", process.execPath, SHUFFLES, counter];
    // Without the check: one start per side, saved under the settings without it.
    expect((await runCli(args, repo.dir)).code).toBe(0);
    expect(starts()).toBe(2);
    // With it, that entry does not stand in (it has no listing): both sides start twice, and the base is saved.
    const first = await runCli(["compare", "--check-stable", ...args.slice(1)], repo.dir);
    expect(first.code, first.stderr).toBe(0);
    expect(starts()).toBe(6);
    expect(first.stderr).toMatch(/no base report for [0-9a-f]{7}/);
    // The next run restores that base: only the head starts (twice).
    const second = await runCli(["compare", "--check-stable", ...args.slice(1)], repo.dir);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/base report for [0-9a-f]{7} restored from the /);
    expect(starts()).toBe(8);
  });
});

describe("real npm servers", () => {
  it("the four reference servers installed here and server-github are stable; the reference servers declare listChanged", async () => {
    const { realServers } = await import("../../helpers/chat-template-servers.js");
    const { createRequire } = await import("node:module");
    const github = path.join(
      path.dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/server-github/package.json")),
      "dist/index.js",
    );
    const servers = [...realServers(), { name: "server-github", args: [github], env: {} as Record<string, string> }];
    for (const server of servers) {
      const env = Object.entries(server.env).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
      const { code, json } = await runCliJson<Report>(
        ["measure", "--check-stable", ...env, "--", process.execPath, ...server.args],
        dir,
      );
      expect(code, server.name).toBe(0);
      expect(json.tools.length, server.name).toBeGreaterThan(0);
      expect(json.listing?.stable, server.name).toBe(true);
      expect(json.listing?.differences, server.name).toEqual([]);
      if (server.name !== "server-github") expect(json.listing?.listChanged, server.name).toBe(true);
    }
  });
});
