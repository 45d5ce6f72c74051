/**
 * A client configuration whose servers' tools together are past model counting's 8 MiB cap, though each
 * server alone is under it (issue 23, item 12: "past any cap, that profile alone marked "not counted: too
 * large" while the rest of the report stands"). Before, `measure --config` gave the profile no total and no
 * line saying so: its column vanished from the table. Through the bundled CLI; the encodings' totals against
 * js-tiktoken (the oracle helper), the JSON against schemas/setup.schema.json; and the action's config mode
 * (dist/index.js), whose comment says it too.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { modelFacingTools } from "../../../src/core/models/request.js";
import { runAction } from "../../helpers/action-runner.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";

const require = createRequire(import.meta.url);
const MiB = 1024 * 1024;
const tool = (server: string, i: number) => ({
  name: `${server}_tool_${i}`,
  description:
    "Search the items of the catalogue by title, author, tag or a date range, newest first. Results are paged.",
  inputSchema: {
    type: "object",
    properties: {
      q: { type: "string", description: "What to look for" },
      page: { type: "integer", minimum: 1, default: 1 },
      sort: { type: "string", enum: ["newest", "oldest", "relevance"] },
      tags: { type: "array", items: { type: "string" } },
    },
    required: ["q"],
  },
});
/** Two servers of about 5.4 MiB of tools each: each under the 8 MiB cap, together past it. */
const listings = {
  alpha: Array.from({ length: 13_000 }, (_, i) => tool("alpha", i)),
  beta: Array.from({ length: 13_000 }, (_, i) => tool("beta", i)),
};
const jsonBytes = (tools: unknown[]) => Buffer.byteLength(JSON.stringify(modelFacingTools(tools)));
/**
 * A time limit far past what listing and counting 13,000 tools per server need: these tests are about a cap of
 * size, not time, and the default (30 s) is within reach of such a count on a loaded machine (exit 3).
 */
const LIMIT_SECONDS = "900";

let dir: string;
let config: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-setup-not-counted-"));
  const mcpServers: Record<string, unknown> = {};
  for (const [name, tools] of Object.entries(listings)) {
    const file = path.join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify({ tools }));
    mcpServers[name] = { command: process.execPath, args: [FIXTURE_SERVER, "--tools", file] };
  }
  config = path.join(dir, "claude_desktop_config.json");
  await writeFile(config, JSON.stringify({ mcpServers }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await removeTempDirs();
});

describe("measure --config: a model past the cap for the setup as one request is 'not counted: too large' (dist/cli.js)", () => {
  it("json: the model in modelsNotCounted with why, each server's own figure and the encodings' totals kept", async () => {
    expect(jsonBytes(listings.alpha)).toBeLessThan(8 * MiB);
    expect(jsonBytes([...listings.alpha, ...listings.beta])).toBeGreaterThan(8 * MiB);
    const run = await runCliJson<Setup>(
      ["measure", "--config", `claude-desktop:${config}`, "-m", "claude", "-t", LIMIT_SECONDS],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const setup = run.json;
    expect(setup.measured).toBe(2);
    expect(setup.models).toEqual({});
    expect(setup.modelsNotCounted?.claude?.reason).toBe("too large");
    expect(setup.modelsNotCounted?.claude?.detail).toMatch(
      /^the 26,000 tools are 10\.\d MiB of JSON, more than the 8\.0 MiB that model counting takes per request$/,
    );
    for (const server of setup.servers) {
      expect(server.status).toBe("measured");
      if (server.status !== "measured") continue;
      // Each server alone is under the cap: counted on the profile, and not in its own modelsNotCounted.
      expect(server.report.models?.claude?.tools).toBeGreaterThan(0);
      expect(server.report.modelsNotCounted).toBeUndefined();
    }
    const alpha = oracleTotals(listings.alpha, "o200k_base");
    const beta = oracleTotals(listings.beta, "o200k_base");
    expect(setup.totals.o200k_base).toEqual({ model: alpha.model + beta.model, raw: alpha.raw + beta.raw });

    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const load = (name: string) => require(path.join(PROJECT_ROOT, "schemas", name));
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("setup.schema.json"));
    expect(validate(setup), JSON.stringify(validate.errors)).toBe(true);
  }, 900_000);

  it("table and markdown: the model's column stays, its total 'not counted', and a line says why", async () => {
    for (const format of ["table", "markdown"]) {
      const run = await runCli(
        ["measure", "--config", `claude-desktop:${config}`, "-m", "claude", "-t", LIMIT_SECONDS, "--format", format],
        dir,
      );
      expect(run.code, run.stderr).toBe(0);
      const totalRow = run.stdout.split("\n").find((line) => /Total/.test(line)) ?? "";
      expect(totalRow).toMatch(/not counted/);
      // The table output wraps long lines at 100 columns (continuations indented 2): read them joined.
      const text = run.stdout.replace(/\n {2}/g, " ");
      expect(text).toMatch(
        /claude \(.*\): not counted for the setup as one request: too large \(the 26,000 tools are 10\.\d MiB of JSON/,
      );
      expect(text).toMatch(/Share of a context window: none computed \(the models asked for were not counted\)/);
    }
  }, 900_000);
});

describe("hints --config: the setup's one request past the cap says so (dist/cli.js)", () => {
  it("a warning names the model not counted and why; the servers are still listed and ranked, exit 0", async () => {
    const run = await runCli(
      ["hints", "--config", `claude-desktop:${config}`, "-m", "claude", "-t", LIMIT_SECONDS],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/MCP setup hints: 2 of 2 servers listed/);
    expect(run.stderr).toMatch(
      /warning: claude: the setup as one request not counted: too large \(the 26,000 tools are 10\.\d MiB of JSON, more than the 8\.0 MiB/,
    );
  }, 900_000);
});

describe("the action's config mode: the same model 'not counted' for the configuration at head (dist/index.js)", () => {
  it("setup-comparison.json holds it in modelsNotCounted and the comment says why", async () => {
    const repo = await GitRepo.init("action-config-not-counted-");
    const files: Record<string, string> = {};
    const mcpServers: Record<string, unknown> = {};
    for (const [name, tools] of Object.entries(listings)) {
      files[`${name}.json`] = JSON.stringify({ tools });
      mcpServers[name] = { command: process.execPath, args: [FIXTURE_SERVER, "--tools", `${name}.json`] };
    }
    const baseSha = await repo.commit("base", { "README.md": "nothing yet\n" });
    await repo.branch("feature");
    const headSha = await repo.commit("head", { ...files, ".mcp.json": JSON.stringify({ mcpServers }) });
    const github = await new FakeGitHub().start();
    try {
      const ghRepo = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
      const run = await runAction({
        inputs: {
          config: ".mcp.json",
          "github-token": "t",
          jobs: "2",
          models: "claude",
          "timeout-seconds": LIMIT_SECONDS,
        },
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
      });
      const setup = JSON.parse(readFileSync(run.outputs["comparison-path"] ?? "", "utf8"));
      expect(setup.measured, JSON.stringify(run.outputs)).toBe(2);
      expect(setup.models).toEqual({});
      expect(setup.modelsNotCounted.claude.reason).toBe("too large");
      const body = String((github.writes()[0]?.body as { body?: string } | undefined)?.body ?? "");
      expect(body).toMatch(
        /claude \(.*\): not counted for the configuration at head as one request: too large \(the 26,000 tools are 10\.\d MiB of JSON/,
      );
    } finally {
      await github.stop();
    }
  }, 900_000);
});
