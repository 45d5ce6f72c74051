/**
 * dist/index.js run where GITHUB_OUTPUT names a file that does not exist (outside the runner, which makes it for
 * each step): one clear warning and the run goes on, on a good run and on a failed one; never a stack trace.
 */
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

async function run(inputs: Record<string, string>) {
  github = await new FakeGitHub().start();
  const cwd = await makeTempDir("no-output-file-");
  return runAction({
    inputs,
    eventName: "workflow_dispatch",
    event: {},
    cwd,
    apiUrl: github.url,
    env: { GITHUB_OUTPUT: path.join(cwd, "missing", "output") },
  });
}

const WARNING =
  /::warning::the step's outputs are not set: GITHUB_OUTPUT names a file that cannot be written \(.*missing\/output.*\)/;

describe("GITHUB_OUTPUT naming a missing file", () => {
  it("a good run warns once and measures", async () => {
    const result = await run({ command: `node ${FIXTURE_SERVER} --tools ${toolsFile("many")}`, "base-ref": "" });
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout.match(new RegExp(WARNING.source, "g"))).toHaveLength(1);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("mcp-token-budget: no-baseline");
  });

  it("a failed run warns once and fails the step with its own error, not a stack trace", async () => {
    const result = await run({});
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toMatch(WARNING);
    expect(result.stdout).toContain("::error::no server to measure: set command");
    expect(result.code).toBe(1);
  });
});
