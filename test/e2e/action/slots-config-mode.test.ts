/**
 * Issue 38's slots in the action's config mode (dist/index.js on a pull request, the GitHub stand-in): the
 * configuration at head as one request is weighed against the window one llama.cpp slot gets
 * (`qwen3@llama.cpp:<context>/<slots>`), in setup-comparison.json and in the comment, which names the `-c`
 * that fits with the same `-np` when it does not. The same id without slots is the control.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { HEAD_TOOLS, toolsJson } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

const fmt = (n: number) => n.toLocaleString("en-US");
/** An id as the comment writes it: a word joiner after "@", so GitHub never reads it as a mention. */
const md = (id: string) => id.replace("@", "@\u2060");
const ROOMY = "qwen3@llama.cpp:49152/2";
const TIGHT = "qwen3@llama.cpp:512/2";
const WHOLE = "qwen3@llama.cpp:512";

describe("the action's config mode with llama.cpp slots", () => {
  it("weighs the configuration's one request against a slot's window, and the comment says which -c fits", async () => {
    const repo = await GitRepo.init("action-config-slots-");
    const mcpServers = { notes: { command: process.execPath, args: [FIXTURE_SERVER, "--tools", "tools.json"] } };
    const baseSha = await repo.commit("base", { "README.md": "nothing yet\n" });
    await repo.branch("feature");
    const headSha = await repo.commit("head", {
      "tools.json": toolsJson(HEAD_TOOLS),
      ".mcp.json": JSON.stringify({ mcpServers }),
    });
    const github = await new FakeGitHub().start();
    try {
      const ghRepo = { full_name: "octo/notes", name: "notes", owner: { login: "octo" } };
      const run = await runAction({
        inputs: { config: ".mcp.json", "github-token": "t", models: [ROOMY, TIGHT, WHOLE].join(",") },
        eventName: "pull_request",
        event: {
          action: "synchronize",
          number: 9,
          pull_request: {
            number: 9,
            state: "open",
            base: { ref: "main", sha: baseSha, repo: ghRepo },
            head: { ref: "feature", sha: headSha, repo: ghRepo },
          },
          repository: ghRepo,
        },
        cwd: repo.dir,
        apiUrl: github.url,
        // The qwen3 data is the project's own install (beside the action): nothing fetched, nothing cached.
        env: { RUNNER_TOOL_CACHE: await makeTempDir("tool-cache-") },
      });
      expect(run.code, run.stdout).toBe(0);
      const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
      const models = setup.head?.models ?? setup.models;
      expect(models[ROOMY]).toMatchObject({ contextWindow: 24_576, runtime: "llama.cpp", slots: 2, fits: true });
      expect(models[TIGHT]).toMatchObject({ contextWindow: 256, runtime: "llama.cpp", slots: 2, fits: false });
      expect(models[WHOLE]).toMatchObject({ contextWindow: 512, runtime: "llama.cpp", fits: true });
      const need = models[TIGHT].minContextToFit as number;
      expect(need).toBeGreaterThan(256);
      expect(need).toBeLessThanOrEqual(512);

      const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
      const share = (id: string) => `${(models[id].shareOfContext * 100).toFixed(1)}%`;
      expect(body).toContain(`${md(ROOMY)} ${fmt(models[ROOMY].tools)} (${share(ROOMY)} of 24,576)`);
      expect(body).toContain(
        `${md(TIGHT)} ${fmt(models[TIGHT].tools)} (${share(TIGHT)} of 256, ❌ needs -c ${fmt(need * 2)}+ with -np 2)`,
      );
      expect(body).toContain(`${md(WHOLE)} ${fmt(models[WHOLE].tools)} (${share(WHOLE)} of 512)`);
    } finally {
      await github.stop();
    }
  }, 300_000);
});
