/**
 * Untrusted text cannot form a workflow command. The runner reads every line of the action's
 * stdout (lines end at \n, \r\n or \r): a line that starts with "::" after leading spaces is a
 * command, and so is one that holds "##[" anywhere (the older syntax). A tool name or a rule
 * message with a line break followed by `::warning title=Forged::`, `::set-output`, `::add-mask::`
 * must reach the log as text, in measure mode and in comment mode (the privileged job).
 */
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { neutraliseCommands } from "../../../src/action/effects.js";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { comparisonWithNames } from "../../helpers/forged-comparison.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

interface Command {
  line: string;
  command: string;
  properties: string;
  syntax: "::" | "##[";
}

/** Every workflow command in `stdout`, found the way the runner finds them (ActionCommand.TryParseV2, then TryParse). */
function workflowCommands(stdout: string): Command[] {
  const found: Command[] = [];
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    // .NET's TrimStart: Unicode white space (JavaScript's \s is a superset of it).
    const trimmed = line.replace(/^\s+/, "");
    const v2 = /^::([^ :]+)( [^:]*)?::/.exec(trimmed);
    if (v2?.[1]) {
      found.push({ line, command: v2[1], properties: (v2[2] ?? "").trim(), syntax: "::" });
      continue;
    }
    const v1 = /##\[([^\] ]+)( [^\]]*)?\]/.exec(line);
    if (v1?.[1]) found.push({ line, command: v1[1], properties: (v1[2] ?? "").trim(), syntax: "##[" });
  }
  return found;
}

const TOKEN = "ghs_workflowCommandsTestToken";

/** What the action itself issues: masks for its secrets, and warnings and errors without properties. */
function forged(stdout: string): Command[] {
  return workflowCommands(stdout).filter((c) => {
    const ours =
      c.syntax === "::" &&
      c.properties === "" &&
      c.line.startsWith(`::${c.command}::`) &&
      (c.command === "warning" || c.command === "error" || c.line === `::add-mask::${TOKEN}`);
    return !ours;
  });
}

const FORGED_TEXT = [
  "a\n::warning title=Forged::forged warning",
  "b\r::set-output name=status::forged",
  "c\r\n::add-mask::weather",
  "d\n   ::error::Forged error after spaces",
  "e\n\u3000::notice::after an ideographic space",
  "f ##[warning]Forged by the old syntax",
  "g\u001b[2K\r::notice::Forged after an erase-line",
  "h\n::stop-commands::forgedtoken",
  "i\n\u00a0::group::after a no-break space",
];

describe("neutraliseCommands", () => {
  it.each(FORGED_TEXT)("leaves no command in %j", (text) => {
    expect(workflowCommands(text).length).toBeGreaterThan(0);
    const out = neutraliseCommands(text);
    expect(workflowCommands(out)).toEqual([]);
    // Still readable: only invisible characters were added and control characters removed.
    expect(out.replace(/\u200b/g, "")).toBe(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the expectation removes them too
      text.replace(/\r\n?/g, "\n").replace(/\u001b\[2K/g, ""),
    );
  });

  it.each([
    "measuring the base 1234567 (merge-base of HEAD and main)",
    "budget: tool search: 812 tokens exceeds the per-tool limit of 600 by 212",
    "a: b :: c",
    "multi\nline\ttext",
  ])("leaves ordinary text as it is: %j", (text) => {
    expect(neutraliseCommands(text)).toBe(text);
  });
});

const LEAKY = path.join(FIXTURES, "hostile", "leaky-server.mjs");

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("the bundled action", () => {
  it("measure mode: tool names that carry workflow commands reach the log as text", async () => {
    const repo = await GitRepo.init("forge-");
    const baseSha = await repo.commit("base", { "README.md": "weather\n" });
    await repo.branch("feature");
    // perTool: 1 puts every tool's name in a rule message, which is logged.
    const headSha = await repo.commit("head", { "mcp-token-budget.yml": "perTool: 1\n" });
    const repository = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    github = await new FakeGitHub({ forbidWrites: true }).start();
    const run = await runAction({
      inputs: { command: `node ${LEAKY} --forge`, "github-token": TOKEN, cache: "false", comment: "always" },
      eventName: "pull_request",
      event: {
        number: 7,
        pull_request: {
          number: 7,
          base: { ref: "main", sha: baseSha, repo: repository },
          head: { ref: "feature", sha: headSha, repo: repository },
        },
        repository,
      },
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(forged(run.stdout)).toEqual([]);
    expect(forged(run.stderr)).toEqual([]);
    // The forged names were measured and logged (in rule messages and in the comment that could not be posted).
    expect(run.stdout).toMatch(/budget: tool a$/m);
    expect(run.stdout).toMatch(/^:\u200b:warning title=Forged::forged warning/m);
    expect(run.stdout).toMatch(/the comment that could not be posted/);
  });

  it("comment mode: a forged comparison.json cannot issue commands in the privileged job", async () => {
    const dir = await makeTempDir("forged-comparison-");
    const headSha = "b".repeat(40);
    const file = path.join(dir, "comparison.json");
    await comparisonWithNames(file, FORGED_TEXT, { number: 7, headSha }, { ruleMessage: (tool) => `broken ${tool}` });
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: headSha } } } }).start();
    const run = await runAction({
      inputs: { mode: "comment", comparison: file, "github-token": TOKEN, comment: "always" },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(forged(run.stdout)).toEqual([]);
    expect(forged(run.stderr)).toEqual([]);
    expect(run.stdout).toMatch(/^budget: broken a$/m);
    expect(run.stdout).toMatch(/^:\u200b:set-output name=status::forged/m);
    expect(github.writes()).toHaveLength(1);
  });
});
