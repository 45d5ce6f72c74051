/**
 * `mcp-token-budget compare` as users run it: dist/cli.js in a child process, in a real git
 * repository whose server changed on a branch. Every count is checked against js-tiktoken.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison, FieldDelta, ToolDiff } from "../../../src/core/comparison.js";
import { type CliRun, runCli, runCliJson } from "../../helpers/cli-process.js";
import { cloneRepo, GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { detailsBlock, tableAfter } from "../../helpers/markdown.js";
import { oracleTotals } from "../../helpers/oracle.js";
import { oracleToolDiff } from "../../helpers/oracle-diff.js";
import {
  BASE_TOOLS,
  HEAD_TOOLS,
  makeToolsRepo,
  SERVER_COMMAND,
  serverFiles,
  type ToolsRepo,
  toolsJson,
} from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

const ENCODINGS = ["o200k_base", "cl100k_base"] as const;
const VIEWS = ["model", "raw"] as const;

/** What the pull request did to each tool, in the comparison's order: head's order, then removed tools. */
const EXPECTED_STATUSES = [
  ["search_issues", "changed"],
  ["create_issue", "changed"],
  ["get_issue", "unchanged"],
  ["add_label", "added"],
  ["delete_issue", "removed"],
];

const definition = (tools: typeof BASE_TOOLS, name: string) => tools.find((t) => t.name === name);
const expectedDiff = (name: string, encoding: string) =>
  oracleToolDiff(definition(BASE_TOOLS, name), definition(HEAD_TOOLS, name), encoding);
const asRecord = (fields: FieldDelta[]) => Object.fromEntries(fields.map((f) => [f.field, f.delta]));
const toolNamed = (c: Comparison, name: string): ToolDiff => {
  const tool = c.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name} in the comparison`);
  return tool;
};

describe("compare --base main, on a branch that reworked the tools", () => {
  let setup: ToolsRepo;
  let json: CliRun & { json: Comparison };
  let markdown: CliRun;

  beforeAll(async () => {
    setup = await makeToolsRepo();
    json = await runCliJson<Comparison>(["compare", "--base", "main", ...SERVER_COMMAND], setup.repo.dir);
    markdown = await runCli(["compare", "--base", "main", "--format", "markdown", ...SERVER_COMMAND], setup.repo.dir);
  });

  it("the test data changes what it claims to change", () => {
    for (const encoding of ENCODINGS) {
      expect(expectedDiff("search_issues", encoding).delta.model).toBeGreaterThan(0);
      expect(expectedDiff("create_issue", encoding).delta.model).toBeGreaterThan(0);
      // annotations are raw-only, so a wrong view would show up as a wrong number.
      const search = expectedDiff("search_issues", encoding).base;
      expect(search?.raw).toBeGreaterThan(search?.model ?? Number.POSITIVE_INFINITY);
    }
  });

  it("exits 0 and names every tool added, removed, changed or unchanged", () => {
    expect(json.code, json.stderr).toBe(0);
    expect(json.json.status).toBe("changed");
    expect(json.json.tools.map((t) => [t.name, t.status])).toEqual(EXPECTED_STATUSES);
    expect(json.json.summary).toEqual({ added: 1, removed: 1, changed: 2, unchanged: 1 });
    expect(json.json.counts.tools).toEqual({ base: 4, head: 4 });
    expect(json.json.encodings).toEqual([...ENCODINGS]);
  });

  it("gives each tool's base, head and delta per encoding and view, equal to js-tiktoken's counts", () => {
    for (const [name] of EXPECTED_STATUSES) {
      const tool = toolNamed(json.json, name as string);
      for (const encoding of ENCODINGS) {
        const expected = expectedDiff(tool.name, encoding);
        const actual = tool.tokens[encoding];
        expect({ tool: tool.name, encoding, base: actual?.base, head: actual?.head, delta: actual?.delta }).toEqual({
          tool: tool.name,
          encoding,
          base: expected.base,
          head: expected.head,
          delta: expected.delta,
        });
      }
    }
  });

  it("attributes the description growth to description and the new property to inputSchema", () => {
    for (const encoding of ENCODINGS) {
      const search = toolNamed(json.json, "search_issues").tokens[encoding];
      const create = toolNamed(json.json, "create_issue").tokens[encoding];
      const unchanged = toolNamed(json.json, "get_issue").tokens[encoding];
      expect(search?.fields.model[0]?.field).toBe("description");
      expect(create?.fields.model[0]?.field).toBe("inputSchema");
      for (const view of VIEWS) {
        expect(asRecord(search?.fields[view] ?? [])).toEqual(expectedDiff("search_issues", encoding).fields[view]);
        expect(asRecord(create?.fields[view] ?? [])).toEqual(expectedDiff("create_issue", encoding).fields[view]);
        expect(unchanged?.fields[view]).toEqual([]);
        // Largest share first, and the shares add up to the tool's delta.
        for (const fields of [search?.fields[view] ?? [], create?.fields[view] ?? []]) {
          const sizes = fields.map((f) => Math.abs(f.delta));
          expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
        }
        expect((search?.fields[view] ?? []).reduce((sum, f) => sum + f.delta, 0)).toBe(search?.delta[view]);
      }
    }
  });

  it("totals go from the sum of the base tools to the sum of the head tools", () => {
    for (const encoding of ENCODINGS) {
      const base = oracleTotals(BASE_TOOLS, encoding);
      const head = oracleTotals(HEAD_TOOLS, encoding);
      const total = json.json.totals[encoding];
      expect(total?.base).toEqual(base);
      expect(total?.head).toEqual(head);
      for (const view of VIEWS) {
        expect(total?.delta?.[view]).toBe(head[view] - base[view]);
        expect(total?.relative[view]).toBeCloseTo((head[view] - base[view]) / base[view], 12);
      }
    }
  });

  it("measures the branch point, not main's newer commit that added close_issue", () => {
    expect(setup.mainTip).not.toBe(setup.branchPoint);
    expect(json.json.base.sha).toBe(setup.branchPoint);
    expect(json.json.base.ref).toBe("main");
    expect(json.json.head.sha).toBe(setup.head);
    expect(json.json.tools.map((t) => t.name)).not.toContain("close_issue");
    expect(json.stderr).toContain(`measuring the base ${setup.branchPoint.slice(0, 7)} (merge-base of HEAD and main)`);
  });

  it("leaves the repository as it found it: no worktree left behind, nothing changed or added", async () => {
    expect(await setup.repo.worktrees()).toEqual([setup.repo.dir]);
    expect(await setup.repo.git("status", "--porcelain", "--ignored")).toBe("");
    expect(await setup.repo.git("rev-parse", "--abbrev-ref", "HEAD")).toBe("feature");
  });

  it("prints markdown with one table of what changed, largest change first, and unchanged tools folded into <details>", () => {
    expect(markdown.code, markdown.stderr).toBe(0);
    const o200k = (name: string) => expectedDiff(name, "o200k_base");
    // Server order is search_issues, create_issue; create_issue's change is the larger one.
    expect(o200k("create_issue").delta.model).toBeGreaterThan(o200k("search_issues").delta.model);

    const changed = tableAfter(markdown.stdout, "What changed");
    const size = (name: string) => Math.abs(o200k(name).delta.model);
    const expected = ["create_issue", "search_issues", "add_label", "delete_issue"].sort((a, b) => size(b) - size(a));
    expect(changed.map((row) => row[0])).toEqual(expected);
    for (const row of changed) {
      const name = row[0] as string;
      const diff = o200k(name);
      // Tool, base, head, Δ, %, where from
      expect(row.slice(1, 4)).toEqual([
        diff.base ? String(diff.base.model) : "—",
        diff.head ? String(diff.head.model) : "—",
        `${diff.delta.model > 0 ? "+" : "−"}${Math.abs(diff.delta.model)}`,
      ]);
    }
    const where = (name: string) => changed.find((row) => row[0] === name)?.[5];
    expect(where("create_issue")).toMatch(/^inputSchema \+\d+/);
    expect(where("search_issues")).toMatch(/^description \+\d+/);
    expect(where("add_label")).toBe("new tool");
    expect(where("delete_issue")).toBe("removed");

    const folded = detailsBlock(markdown.stdout, "1 unchanged tool");
    expect(folded).toContain("get\\_issue");
    // Outside that block, the unchanged tool is not listed.
    expect(markdown.stdout.replace(folded ?? "", "")).not.toContain("get\\_issue");
  });
});

describe("compare --base origin/main in a shallow clone", () => {
  let setup: ToolsRepo;

  beforeAll(async () => {
    setup = await makeToolsRepo();
  });

  it("fetches the base branch and enough history to find the branch point", async () => {
    const origin = await setup.repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    expect(await clone.git("rev-parse", "--is-shallow-repository")).toBe("true");

    const run = await runCliJson<Comparison>(["compare", "--base", "origin/main", ...SERVER_COMMAND], clone.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.base.sha).toBe(setup.branchPoint);
    expect(run.json.tools.map((t) => [t.name, t.status])).toEqual(EXPECTED_STATUSES);
    expect(run.json.totals.o200k_base?.delta?.model).toBe(
      oracleTotals(HEAD_TOOLS, "o200k_base").model - oracleTotals(BASE_TOOLS, "o200k_base").model,
    );
    expect(run.stderr).toMatch(/git fetch/);
  });

  it("exits 4 and points to fetch-depth: 0 when the history cannot be fetched", async () => {
    const origin = await setup.repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    await rm(origin.dir, { recursive: true, force: true });

    const run = await runCli(["compare", "--base", "origin/main", ...SERVER_COMMAND], clone.dir);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain("fetch-depth: 0");
    expect(run.stderr).toMatch(/^error: .*origin\/main/m);
    expect(run.stdout).toBe("");
  });
});

describe("compare when the base has no measurable server", () => {
  it("says no baseline, names the base commit, and shows every tool as added when the server did not exist", async () => {
    const repo = await GitRepo.init("cli-");
    const base = await repo.commit("readme only", { "README.md": "# project\n" });
    await repo.branch("feature");
    await repo.commit("add the server", { ...(await serverFiles()), "tools.json": toolsJson(HEAD_TOOLS) });

    const run = await runCliJson<Comparison>(["compare", "--base", "main", ...SERVER_COMMAND], repo.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.status).toBe("no-baseline");
    expect(run.json.noBaselineReason).toContain(base.slice(0, 7));
    expect(run.json.noBaselineReason).toContain("server/fixture-server.mjs");
    expect(run.json.base.sha).toBe(base);
    expect(run.json.base.report).toBeNull();
    expect(run.json.tools.map((t) => [t.name, t.status])).toEqual(HEAD_TOOLS.map((t) => [t.name, "added"]));
    expect(run.json.summary).toEqual({ added: 4, removed: 0, changed: 0, unchanged: 0 });
    expect(run.json.counts.tools).toEqual({ base: null, head: 4 });
    for (const encoding of ENCODINGS) {
      expect(run.json.totals[encoding]).toMatchObject({
        base: null,
        delta: null,
        head: oracleTotals(HEAD_TOOLS, encoding),
      });
    }
  });

  describe("because its build fails there, while its tools are the same as at head", () => {
    let repo: GitRepo;
    let base: string;
    const build = ["--build", "sh build.sh"];

    beforeAll(async () => {
      repo = await GitRepo.init("cli-");
      // The tools never change: were the failed build ignored, this would read as "unchanged".
      base = await repo.commit("server whose build is broken", {
        ...(await serverFiles()),
        "tools.json": toolsJson(HEAD_TOOLS),
        "build.sh": "echo compiling\necho \"src/index.ts(3,1): error TS2304: Cannot find name 'foo'.\" >&2\nexit 3\n",
      });
      await repo.branch("feature");
      await repo.commit("fix the build", { "build.sh": "echo compiling\n" });
    });

    it("reports no baseline naming the build failure, never unchanged", async () => {
      const run = await runCliJson<Comparison>(["compare", "--base", "main", ...build, ...SERVER_COMMAND], repo.dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.json.status).toBe("no-baseline");
      expect(run.json.noBaselineReason).toBe(
        // The first line that looks like an error leads, then the output (issue 37: a failure keeps its cause).
        `build failed at base ${base.slice(0, 7)} (exit code 3): src/index.ts(3,1): error TS2304: Cannot find name 'foo'.\ncompiling\nsrc/index.ts(3,1): error TS2304: Cannot find name 'foo'.`,
      );
      expect(run.json.tools.map((t) => t.status)).toEqual(["added", "added", "added", "added"]);
    });

    it("tells a person at the terminal that there is no baseline and why", async () => {
      const run = await runCli(
        ["compare", "--base", "main", "--format", "table", ...build, ...SERVER_COMMAND],
        repo.dir,
      );
      expect(run.code, run.stderr).toBe(0);
      const firstLine = run.stdout.split("\n")[0];
      expect(firstLine).toMatch(new RegExp(`^No baseline: build failed at base ${base.slice(0, 7)} \\(exit code 3\\)`));
      expect(run.stdout).not.toMatch(/No change/);
    });
  });
});

describe("compare failures", () => {
  let setup: ToolsRepo;

  beforeAll(async () => {
    setup = await makeToolsRepo();
  });

  it("exits 3 when the head server fails to start, and shows what it said", async () => {
    const run = await runCli(
      ["compare", "--base", "main", "--", process.execPath, "server/fixture-server.mjs", "--tools", "missing.json"],
      setup.repo.dir,
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(
      /^error: at head \(.*fixture-server\.mjs --tools missing\.json\): the server exited with code 1/m,
    );
    expect(run.stderr).toContain("missing.json");
    expect(run.stdout).toBe("");
    // The base may be measured alongside the head; its worktree must not outlive the failure.
    expect(await setup.repo.worktrees()).toEqual([setup.repo.dir]);
  });

  it("exits 5 when the build fails at head (the server was never started)", async () => {
    const run = await runCli(
      ["compare", "--base", "main", "--build", "echo 'no compiler here' >&2; exit 5", ...SERVER_COMMAND],
      setup.repo.dir,
    );
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^error: the build failed at head \(exit code 5\)/m);
    expect(run.stderr).toContain("no compiler here");
  });

  it("exits 4 when the base ref does not exist", async () => {
    const run = await runCli(["compare", "--base", "mian", ...SERVER_COMMAND], setup.repo.dir);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(
      /^error: the base ref "mian" does not name a commit in this repository, and there is no remote "origin"/m,
    );
  });

  it.each([
    [
      "no baseline option",
      ["compare", ...SERVER_COMMAND],
      /^error: a baseline is needed: --base <ref> \(e.g. origin\/main\) or --base-report <file>$/m,
    ],
    [
      "--base and --base-report together",
      ["compare", "--base", "main", "--base-report", "main.json", ...SERVER_COMMAND],
      /^error: give either --base or --base-report, not both/m,
    ],
    ["no server command", ["compare", "--base", "main"], /^error: no server to measure/m],
  ])("exits 2 on a usage error: %s", async (_label, args, message) => {
    const run = await runCli(args, setup.repo.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe("");
  });
});
