import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";
import { serverFiles, type Tool, toolsJson } from "../../helpers/tool-repo.js";

const search: Tool = {
  name: "search",
  description: "Search the items.",
  inputSchema: { type: "object", properties: { q: { type: "string" } } },
};
const get: Tool = {
  name: "get",
  description: "Get one item.",
  inputSchema: { type: "object", properties: { id: { type: "string" } } },
};
// Four tools with a parameter gpt-oss's harmony rendering cannot show (anyOf): its warning is summed up in one line.
const either = { anyOf: [{ type: "string" }, { type: "number" }] };
const updates: Tool[] = ["size", "weight", "price", "colour"].map((field) => ({
  name: `set_${field}`,
  description: `Set an item's ${field}.`,
  inputSchema: { type: "object", properties: { [field]: either } },
}));
const V1 = [search, get, ...updates];
const V2 = [get, search, ...updates];
const BUDGET = "total: 100000\nmodels:\n  llama-3.1:\n    total: 100000\n";

afterAll(removeTempDirs);

describe("a release that only reorders the tools, with a budget and gpt-oss", () => {
  let github: FakeGitHub;
  let v2: string;
  let run: ActionRun;

  beforeAll(async () => {
    const repo = await GitRepo.init("release-reorder-");
    await repo.commit("v1.0.0", { ...(await serverFiles()), "tools.json": toolsJson(V1) });
    await repo.git("tag", "-a", "v1.0.0", "-m", "v1.0.0");
    v2 = await repo.commit("v2.0.0", { "tools.json": toolsJson(V2), "budgets/release.yml": BUDGET });
    await repo.git("tag", "-a", "v2.0.0", "-m", "v2.0.0");
    await repo.git("checkout", "-q", "--detach", "v2.0.0");
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    const current = github.addRelease({ tag_name: "v2.0.0", created_at: "2026-02-01T00:00:00Z" });
    run = await runAction({
      inputs: {
        command: "node server/fixture-server.mjs --tools tools.json",
        "budget-file": "budgets/release.yml",
        models: "gpt-oss",
        "github-token": "t",
        "output-dir": await makeTempDir("release-reorder-out-"),
      },
      eventName: "release",
      event: { action: "published", release: current, repository: { full_name: "octo/weather" } },
      cwd: repo.dir,
      apiUrl: github.url,
      env: { GITHUB_REF: "refs/tags/v2.0.0" },
    });
  }, 180_000);
  afterAll(async () => {
    await github?.stop();
  });

  it("measures both versions and passes", () => {
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs["release-notes"]).toContain("### MCP tool overhead: v1.0.0 → v2.0.0");
  });

  it("names the reorder in the release notes, with the tokens every cached conversation re-writes", () => {
    const block = oracleTotals(V2, "o200k_base").model.toLocaleString("en-US");
    expect(run.outputs["release-notes"]).toContain(
      `- Tool order changed: every cached conversation re-writes ${block} tokens (o200k\\_base)`,
    );
  });

  it("links the budget file in the job summary at the tag's commit, from the repository root", () => {
    expect(run.summary).toContain(`(https://github.example/octo/weather/blob/${v2}/budgets/release.yml)`);
  });

  it("names the action's inputs and report artifact, never a CLI flag, where the reader must act", () => {
    // The budget's limit on a model that was not measured.
    expect(run.summary).toContain(
      ": not checked, llama-3.1 was not measured in this report; add llama-3.1 to the models input to check it",
    );
    // gpt-oss's summed-up warning points at the JSON report the action wrote.
    expect(run.summary).toMatch(/4 parameters of 4 tools are not fully rendered .*the report-path output/);
    expect(run.summary).not.toMatch(/--(model|verbose|context|client)\b/);
  });

  it("links no npm page in the footer when the runner does not name the action's repository", () => {
    expect(run.summary).not.toContain("npmjs.com");
    expect(run.summary).toContain("<sub>mcp-token-budget · [workflow run]");
  });
});
