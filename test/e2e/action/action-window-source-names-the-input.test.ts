/**
 * Where a local model's window comes from says how to set it in the reader's terms: in the action's job
 * summary, Ollama's default window says "the context input", never the CLI's `--context`. The bundled
 * dist/index.js on a push, measuring the fixture server on qwen3@ollama (its model data installed with the
 * project, so nothing is fetched). The footnote reads "an 11-token frame", not "a 11-token frame".
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("a local model's window in the action", () => {
  it("names the context input where the default window says how to set it", async () => {
    const repo = await GitRepo.init("window-source-");
    const tools = [{ name: "search", description: "Search the notes.", inputSchema: { type: "object" } }];
    await repo.commit("main", { "tools.json": `${JSON.stringify({ tools })}\n` });
    github = await new FakeGitHub().start();
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, models: "qwen3@ollama" },
      eventName: "push",
      event: {},
      cwd: repo.dir,
      apiUrl: github.url,
      env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-") },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain("OLLAMA\\_CONTEXT\\_LENGTH set it: say yours with :N or the context input");
    expect(run.summary).not.toContain("--context");
    // Its frame, in the models footnote, with the article it is read with.
    expect(run.summary).toContain(": an 11-token frame (in what fits)");
  }, 120_000);
});
