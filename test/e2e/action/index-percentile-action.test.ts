/**
 * The action's index-percentile input, through dist/index.js run as the runner runs it against a stand-in for
 * the GitHub API: off by default (no line, no field); on, the comment says where the head stands in the index
 * shipped with the release, the badge carries the percentage, report.json and comparison.json the place.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseComparison } from "../../../src/core/documents.js";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const shipped = JSON.parse(readFileSync(path.join(ROOT, "survey/index-quantiles.json"), "utf8"));

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
});
const BASE = [tool("search", "Search.")];
const HEAD = [tool("search", "Search the catalogue."), tool("get_item", "Get one item by its id.")];
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

let repo: GitRepo;
let baseSha: string;
let headSha: string;
let github: FakeGitHub;
beforeAll(async () => {
  repo = await GitRepo.init("index-percentile-");
  baseSha = await repo.commit("base", { "tools.json": toolsJson(BASE) });
  await repo.branch("feature");
  headSha = await repo.commit("head", { "tools.json": toolsJson(HEAD) });
});
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

function prEvent() {
  const r = { full_name: "octo/shop", name: "shop", owner: { login: "octo" } };
  return {
    action: "synchronize",
    number: 3,
    pull_request: {
      number: 3,
      state: "open",
      base: { ref: "main", sha: baseSha, repo: r },
      head: { ref: "feature", sha: headSha, repo: r },
    },
    repository: r,
  };
}

async function run(inputs: Record<string, string>) {
  github = await new FakeGitHub().start();
  const outputDir = await makeTempDir("index-percentile-out-");
  const result = await runAction({
    inputs: {
      command: `node ${FIXTURE_SERVER} --tools tools.json`,
      "output-dir": outputDir,
      "github-token": "ghs_fake_token",
      ...inputs,
    },
    eventName: "pull_request",
    event: prEvent(),
    cwd: repo.dir,
    apiUrl: github.url,
  });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body);
  const file = (name: string) => readFileSync(path.join(outputDir, "default", name), "utf8");
  return {
    body,
    badge: JSON.parse(file("badge.json")),
    report: JSON.parse(file("report.json")),
    comparison: JSON.parse(file("comparison.json")),
  };
}

describe("index-percentile", () => {
  it("is off by default: no line in the comment, no place in the badge or the files", async () => {
    const { body, badge, report, comparison } = await run({});
    expect(body).toContain("<!-- mcp-token-budget:default -->");
    expect(body).not.toContain("lighter than");
    expect(badge.message).not.toContain("lighter than");
    expect(report.index).toBeUndefined();
    expect(comparison.index).toBeUndefined();
  });

  it("on: the comment, the badge, report.json and comparison.json say where the head stands in the shipped index", async () => {
    const total = oracleTotals(HEAD, "o200k_base").model;
    const expected = (shipped.encodings.o200k_base.quantiles as number[]).slice(0, 100).filter((v) => v > total).length;
    const { body, badge, report, comparison } = await run({ "index-percentile": "true" });
    expect(body).toContain(
      `At head: lighter than ${expected}% of ${shipped.servers} servers in the index of ${shipped.date} \\(o200k\\_base\\).`,
    );
    expect(badge.message).toBe(`2 tools · ${total} tokens · lighter than ${expected}%`);
    expect(report.index.lighterThan.o200k_base).toEqual({ percent: expected, servers: shipped.servers });
    expect(comparison.index).toEqual(report.index);
    // Comment mode (the privileged half of the fork-safe recipe) reads this file: the schema lets the field through.
    expect(parseComparison(comparison, "comparison.json").index).toEqual(report.index);
  });
});
