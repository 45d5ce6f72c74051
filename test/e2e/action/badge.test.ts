/**
 * The badge: an SVG (badge-maker) and a shields.io endpoint JSON, written by the CLI's --badge and by
 * every measuring action run; message "N tools · T tokens" (o200k, model view, checked against
 * js-tiktoken), colour by the budget's headroom.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { badgeColor } from "../../../src/core/render/badge.js";
import type { RuleResult, Verdict } from "../../../src/core/verdict.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCli } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const fmt = (n: number) => n.toLocaleString("en-US");
const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
const BASIC = readToolsFile("basic").tools;
const expectedMessage = () => `${BASIC.length} tools · ${fmt(oracleTotals(BASIC, "o200k_base").model)} tokens`;

/** Both files as written: the endpoint JSON's fields, the SVG parsed as XML and its text. */
function readBadge(svgFile: string, jsonFile: string) {
  const json = JSON.parse(readFileSync(jsonFile, "utf8"));
  const svg = readFileSync(svgFile, "utf8");
  expect(XMLValidator.validate(svg)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(svg);
  return { json, svg, root: parsed.svg as Record<string, unknown> };
}

afterAll(removeTempDirs);

describe("measure --badge", () => {
  it("writes an SVG that parses as XML and names the tools and tokens, and a shields endpoint file beside it", async () => {
    const dir = await makeTempDir("badge-");
    const run = await runCli(["measure", "--badge", "badge.svg", ...SERVER], dir);
    expect(run.code).toBe(0);
    const { json, svg, root } = readBadge(path.join(dir, "badge.svg"), path.join(dir, "badge.json"));
    expect(json).toEqual({ schemaVersion: 1, label: "MCP tools", message: expectedMessage(), color: "blue" });
    expect(root["@_xmlns"]).toBe("http://www.w3.org/2000/svg");
    expect(svg).toContain(`<title>MCP tools: ${expectedMessage()}</title>`);
    expect(svg).toContain(`>${expectedMessage()}</text>`);
  });

  it("refuses a badge path in a directory that does not exist before starting anything (exit 6)", async () => {
    const dir = await makeTempDir("badge-");
    const run = await runCli(["measure", "--badge", "missing/badge.svg", ...SERVER], dir);
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/missing/);
  });
});

describe("check --badge colours by the budget's headroom", () => {
  const total = oracleTotals(BASIC, "o200k_base").model;
  const cases: [string, number, string][] = [
    ["broken", total - 1, "red"],
    ["under 10% left", Math.ceil(total * 1.05), "yellow"],
    ["10% or more left", total * 2, "brightgreen"],
  ];
  for (const [what, limit, color] of cases) {
    it(`${what}: ${color}`, async () => {
      const dir = await makeTempDir("badge-");
      await writeFile(path.join(dir, "budget.yml"), `encoding: o200k_base\nview: model\ntotal: ${limit}\n`);
      const run = await runCli(["check", "--budget", "budget.yml", "--badge", "out.svg", ...SERVER], dir);
      expect(run.code).toBe(color === "red" ? 1 : 0);
      const { json, svg } = readBadge(path.join(dir, "out.svg"), path.join(dir, "out.json"));
      expect(json.color).toBe(color);
      expect(json.message).toBe(expectedMessage());
      expect(svg).toContain(`>${expectedMessage()}</text>`);
    });
  }
});

describe("badgeColor", () => {
  const rule = (limit: number, actual: number): RuleResult => ({
    rule: "total",
    encoding: "o200k_base",
    view: "model",
    limit,
    limitText: String(limit),
    actual,
    headroom: limit - actual,
    passed: actual <= limit,
    message: "",
  });
  const verdict = (...results: RuleResult[]): Verdict => ({
    file: "b.yml",
    passed: results.every((r) => r.passed),
    results,
    skipped: [],
  });
  it.each([
    ["no budget", null, "blue"],
    ["a budget whose rules were all skipped", verdict(), "blue"],
    ["every rule with 10% left", verdict(rule(1000, 900), rule(10, 1)), "brightgreen"],
    ["one rule with 9.9% left", verdict(rule(1000, 100), rule(1000, 901)), "yellow"],
    ["a rule at exactly its limit", verdict(rule(1000, 1000)), "yellow"],
    ["a zero limit met exactly", verdict(rule(0, 0)), "yellow"],
    ["one rule broken", verdict(rule(1000, 100), rule(1000, 1001)), "red"],
  ] as const)("%s: %s", (_what, v, color) => {
    expect(badgeColor(v)).toBe(color);
  });
});

describe("the action", () => {
  let github: FakeGitHub;
  afterEach(async () => {
    await github?.stop();
  });

  it("writes badge.svg and badge.json into the output directory on a measuring run", async () => {
    const repo = await GitRepo.init("badge-action-");
    await repo.commit("server", { "tools.json": `${JSON.stringify({ tools: BASIC }, null, 2)}\n` });
    const outputDir = await makeTempDir("badge-out-");
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, "output-dir": outputDir, "comment-key": "api" },
      eventName: "push",
      event: { ref: "refs/heads/main" },
      cwd: repo.dir,
      apiUrl: github.url,
      env: { GITHUB_REF: "refs/heads/main" },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const { json, svg } = readBadge(
      path.join(outputDir, "api", "badge.svg"),
      path.join(outputDir, "api", "badge.json"),
    );
    expect(json).toEqual({ schemaVersion: 1, label: "MCP tools", message: expectedMessage(), color: "blue" });
    expect(svg).toContain(`>${expectedMessage()}</text>`);
  });
});
