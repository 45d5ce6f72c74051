/**
 * The bundled CLI's `hints` command, run as users run it (node dist/cli.js) against a real MCP SDK server:
 * the JSON matches schemas/hints.schema.json and re-derives independently; the table shows the same
 * figures; --report is refused with a clear error.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HintsResult } from "../../../src/core/hints/types.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { expectRederived } from "../../helpers/hints-oracle.js";
import { rawToolsList } from "../../helpers/oracle.js";

const server = ["--", process.execPath, path.join(FIXTURES, "hints", "zod-server.mjs")];
const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", "hints.schema.json"), "utf8"));

let harmony: HarmonyOracle;
beforeAll(async () => {
  harmony = await loadHarmonyOracle();
}, 180_000);
afterAll(async () => {
  await harmony?.close();
});

describe("mcp-token-budget hints", () => {
  it("--format json: valid against the schema, every figure re-derived", async () => {
    const [run, raw] = await Promise.all([
      runCliJson<HintsResult>(["hints", "-m", "gpt-oss", ...server], PROJECT_ROOT),
      rawToolsList(process.execPath, [path.join(FIXTURES, "hints", "zod-server.mjs")]),
    ]);
    expect(run.code).toBe(0);
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
    expect(validate(run.json), JSON.stringify(validate.errors)).toBe(true);
    expect(run.json.method).toEqual({ view: "model", encodings: ["o200k_base", "cl100k_base"], models: ["gpt-oss"] });
    expect(run.json.hints.length).toBeGreaterThan(5);
    expectRederived(run.json, raw.tools, harmony);
  });

  it("the table shows each hint with the JSON's figures, largest first, and the total", async () => {
    const [table, json] = await Promise.all([
      runCli(["hints", ...server], PROJECT_ROOT),
      runCliJson<HintsResult>(["hints", ...server], PROJECT_ROOT),
    ]);
    expect(table.code).toBe(0);
    const total = json.json.totalSaves;
    expect(table.stdout).toContain(
      `All of them together save ${total.o200k_base} o200k_base, ${total.cl100k_base} cl100k_base tokens per request`,
    );
    const rows = table.stdout.split("\n").filter((line) => /^\s*\d+\s{2}\S/.test(line));
    // One row per rule, place and message: the same rewrite in several tools is one row with their sum.
    const groups = new Map<string, HintsResult["hints"]>();
    for (const hint of json.json.hints) {
      const key = JSON.stringify([hint.rule, hint.path, hint.message, hint.changesValidation]);
      groups.set(key, [...(groups.get(key) ?? []), hint]);
    }
    expect(rows).toHaveLength(groups.size);
    const sum = (list: HintsResult["hints"], e: string) => list.reduce((n, h) => n + (h.saves[e] ?? 0), 0);
    const sorted = [...groups.values()].sort((a, b) => sum(b, "o200k_base") - sum(a, "o200k_base"));
    sorted.forEach((list, i) => {
      const hint = list[0] as HintsResult["hints"][number];
      const cells = (rows[i] as string).trim().split(/\s{2,}/);
      expect(cells.slice(0, 5)).toEqual([
        String(i + 1),
        list.length === 1 ? hint.tool : `${list.length} tools`,
        hint.rule,
        String(sum(list, "o200k_base")),
        String(sum(list, "cl100k_base")),
      ]);
      expect(cells.at(-1)).toBe(hint.changesValidation ? "changes" : "same");
    });
    for (const s of json.json.skipped) expect(table.stdout).toContain(`${s.tool} ${s.rule} ${s.path}`);
  });

  it("--format markdown: a table and one item per hint", async () => {
    const run = await runCli(["hints", "--format", "markdown", ...server], PROJECT_ROOT);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\| # +\| Tool/m);
    expect(run.stdout).toMatch(/^1\. \*\*create\\_contact\*\* `\/inputSchema`: identical sub-schemas/m);
  });

  it("--badge is refused, not ignored: hints write no badge (exit 2, nothing written)", async () => {
    const badge = path.join(PROJECT_ROOT, ".tmp", "hints-badge-never.svg");
    const run = await runCli(["hints", "--badge", badge, ...server], PROJECT_ROOT);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("hints write no badge (a badge shows what the tools cost: use measure --badge)");
    expect(existsSync(badge)).toBe(false);
  });

  it("--report is refused: a report holds counts, not the definitions hints rewrite", async () => {
    const run = await runCli(["hints", "--report", "report.json"], PROJECT_ROOT);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("a report holds token counts, not the tool definitions that hints rewrite");
  });
});
