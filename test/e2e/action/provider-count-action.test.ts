/**
 * Provider counting through the bundled action, run as the runner runs it on a pull request: the
 * anthropic-api-key and openai-api-key inputs switch Claude and GPT models to their providers' counting
 * endpoints (stand-ins on 127.0.0.1 that check the request shape), at head and at base. The keys reach
 * the providers and nothing else: not the server's environment, the log, the outputs, the summary, the
 * report files or the comment, even when the server steals them from its ancestors' environment.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { jobSecrets } from "../../../src/action/secrets.js";
import { readSettings } from "../../../src/action/settings.js";
import { parseReport } from "../../../src/core/documents.js";
import { type ActionRun, runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER, FIXTURES, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { unescapeMarkdown } from "../../helpers/markdown.js";
import { ProviderStandIn, toolTokens } from "../../helpers/provider-stand-in.js";

const ANTHROPIC_KEY = `sk-ant-action-${"k".repeat(4)}${Date.now().toString(36)}Q9z`;
const OPENAI_KEY = `sk-proj-action-${Date.now().toString(36)}W7x`;
const GEMINI_KEY = `AIzaSy-action-${Date.now().toString(36)}G3m`;
const LEAKY = path.join(FIXTURES, "hostile", "leaky-server.mjs");

const b64 = (text: string) => Buffer.from(text).toString("base64");
/** The key, and the parts of its base64 encodings (at byte offsets 0, 1, 2) that depend on it alone. */
const forms = (value: string) => [
  value,
  b64(value).slice(0, -4),
  b64(`x${value}`).slice(4, -4),
  b64(`xy${value}`).slice(4, -4),
];

function leaks(text: string): string[] {
  const read = unescapeMarkdown(text.replace(/\u2060/g, ""));
  return [ANTHROPIC_KEY, OPENAI_KEY, GEMINI_KEY].flatMap((key) =>
    forms(key).filter((form) => text.includes(form) || read.includes(form)),
  );
}

/** The log without the ::add-mask:: lines, which the runner consumes (and then masks those values). */
const logShown = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");

function published(run: ActionRun, github: FakeGitHub): Record<string, string[]> {
  const dir = path.dirname(run.outputs["comparison-path"] ?? "");
  const files = ["report.json", "base-report.json", "comparison.json"]
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("\n");
  return {
    comment: leaks(
      github
        .writes()
        .map((w) => String((w.body as { body?: string }).body))
        .join("\n"),
    ),
    summary: leaks(run.summary),
    outputs: leaks(JSON.stringify(run.outputs)),
    files: leaks(files),
    log: leaks(logShown(run.stdout)),
    stderr: leaks(run.stderr),
  };
}

const NOTHING = { comment: [], summary: [], outputs: [], files: [], log: [], stderr: [] };

async function pullRequest() {
  const repo = await GitRepo.init("provider-");
  const baseSha = await repo.commit("base", { "README.md": "weather\n" });
  await repo.branch("feature");
  const headSha = await repo.commit("head", { "NOTES.md": "more\n" });
  const repository = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
  const event = {
    action: "synchronize",
    number: 7,
    pull_request: {
      number: 7,
      state: "open",
      base: { ref: "main", sha: baseSha, repo: repository },
      head: { ref: "feature", sha: headSha, repo: repository },
    },
    repository,
  };
  return { repo, event };
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(removeTempDirs);

async function started<T extends { stop(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing;
  stops.push(() => value.stop());
  return value;
}

describe("provider counting in the action", () => {
  it("counts at head and base with the key inputs, and the keys go nowhere but the providers", async () => {
    const { repo, event } = await pullRequest();
    const github = await started(new FakeGitHub().start());
    const anthropic = await started(
      new ProviderStandIn({ kind: "anthropic", apiKey: ANTHROPIC_KEY, model: "claude-sonnet-4-6" }).start(),
    );
    const openai = await started(new ProviderStandIn({ kind: "openai", apiKey: OPENAI_KEY, model: "gpt-4.1" }).start());
    const envFile = path.join(await makeTempDir("provider-env-"), "server-env.json");
    const run = await runAction({
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools ${toolsFile("basic")} --record-env ${envFile}`,
        models: "claude, gpt-4.1",
        "anthropic-api-key": ANTHROPIC_KEY,
        "openai-api-key": OPENAI_KEY,
        "github-token": "ghs_provider_test_token",
        cache: "false",
        comment: "always",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
      // A workflow may also put a key in the step's environment.
      env: { ANTHROPIC_BASE_URL: anthropic.baseUrl, OPENAI_BASE_URL: openai.baseUrl, ANTHROPIC_API_KEY: ANTHROPIC_KEY },
    });
    expect(run.code, run.stdout).toBe(0);
    expect([...anthropic.problems, ...openai.problems]).toEqual([]);
    // Bare and with the tools, at head and at base (the fixture sends no instructions).
    expect(anthropic.requests).toHaveLength(4);
    expect(openai.requests).toHaveLength(4);

    const tools = readToolsFile("basic").tools as Array<{ name: string; description?: string; inputSchema: unknown }>;
    const withDescription = (t: { description?: string }) =>
      t.description !== undefined ? { description: t.description } : {};
    const report = parseReport(JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")), "report.json");
    expect(report.models?.claude).toMatchObject({
      fidelity: "provider-count",
      tools: toolTokens(tools.map((t) => ({ name: t.name, ...withDescription(t), input_schema: t.inputSchema }))),
    });
    expect(report.models?.["gpt-4.1"]).toMatchObject({
      fidelity: "provider-count",
      tools: toolTokens(
        tools.map((t) => ({
          type: "function",
          name: t.name,
          ...withDescription(t),
          parameters: t.inputSchema,
          strict: false,
        })),
      ),
    });

    expect(published(run, github)).toEqual(NOTHING);
    expect(github.writes()).toHaveLength(1);
    const serverEnv = readFileSync(envFile, "utf8");
    expect(leaks(serverEnv)).toEqual([]);
    // The runner is told to mask both keys in the log.
    expect(run.stdout).toContain(`::add-mask::${ANTHROPIC_KEY}\n`);
    expect(run.stdout).toContain(`::add-mask::${OPENAI_KEY}\n`);
  });

  it("counts Gemini with the gemini-api-key input and GOOGLE_GEMINI_BASE_URL, and the key goes nowhere else", async () => {
    const { repo, event } = await pullRequest();
    const github = await started(new FakeGitHub().start());
    const gemini = await started(
      new ProviderStandIn({ kind: "google", apiKey: GEMINI_KEY, model: "gemini-2.5-flash" }).start(),
    );
    const envFile = path.join(await makeTempDir("provider-env-"), "server-env.json");
    const run = await runAction({
      inputs: {
        command: `node ${FIXTURE_SERVER} --tools ${toolsFile("basic")} --record-env ${envFile}`,
        models: "gemini",
        "gemini-api-key": GEMINI_KEY,
        "github-token": "ghs_provider_test_token",
        cache: "false",
        comment: "always",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
      env: { GOOGLE_GEMINI_BASE_URL: gemini.baseUrl, GEMINI_API_KEY: GEMINI_KEY },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(gemini.problems).toEqual([]);
    // Bare and with the tools, at head and at base; no model data fetched for a provider count.
    expect(gemini.requests).toHaveLength(4);
    expect(run.stdout).not.toMatch(/tokenizer-gemma3/);
    const report = parseReport(JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")), "report.json");
    expect(report.models?.gemini).toMatchObject({ fidelity: "provider-count", providerModel: "gemini-2.5-flash" });
    expect(published(run, github)).toEqual(NOTHING);
    expect(leaks(readFileSync(envFile, "utf8"))).toEqual([]);
    expect(run.stdout).toContain(`::add-mask::${GEMINI_KEY}\n`);
  });

  it("redacts a key the server steals from its ancestors' environment and publishes in its tools", async () => {
    const { repo, event } = await pullRequest();
    const github = await started(new FakeGitHub().start());
    const anthropic = await started(
      new ProviderStandIn({ kind: "anthropic", apiKey: ANTHROPIC_KEY, model: "claude-opus-4-8" }).start(),
    );
    const run = await runAction({
      inputs: {
        command: `node ${LEAKY}`,
        models: "claude-opus-4.8",
        "anthropic-api-key": ANTHROPIC_KEY,
        "github-token": "ghs_provider_test_token",
        cache: "false",
        comment: "always",
      },
      eventName: "pull_request",
      event,
      cwd: repo.dir,
      apiUrl: github.url,
      env: { ANTHROPIC_BASE_URL: anthropic.baseUrl },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(anthropic.problems).toEqual([]);
    // The server did steal the key: the tools it listed (and sent to the provider) carry it.
    expect(anthropic.requests.some((r) => JSON.stringify(r.body).includes(ANTHROPIC_KEY))).toBe(true);
    expect(published(run, github)).toEqual(NOTHING);
    expect(github.writes()).toHaveLength(1);
  });

  it("refuses a key input with no model of its provider to count", async () => {
    const dir = await makeTempDir("provider-nomodel-");
    const run = await runAction({
      inputs: { command: "node server.js", models: "gpt-oss", "anthropic-api-key": ANTHROPIC_KEY, comment: "never" },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/::error::anthropic-api-key is used to count Claude models .*add one to models/);
    expect(leaks(logShown(run.stdout))).toEqual([]);
  });
});

describe("the job's secrets", () => {
  it("include the provider keys from the settings, whatever the environment holds", async () => {
    const dir = await makeTempDir("provider-secrets-");
    const inputs: Record<string, string> = {
      command: "node server.js",
      models: "claude,gpt-5",
      "anthropic-api-key": ANTHROPIC_KEY,
      "openai-api-key": OPENAI_KEY,
    };
    const settings = readSettings(
      (name) => inputs[name] ?? "",
      { GITHUB_WORKSPACE: dir },
      { eventName: "push", pullRequest: null },
    );
    expect(settings.run?.models.map((m) => m.fidelity)).toEqual(["provider-count", "provider-count"]);
    // An empty environment: the keys are known from the settings alone.
    const { redactor } = await jobSecrets(settings, {});
    expect(redactor.secrets).toEqual(expect.arrayContaining([ANTHROPIC_KEY, OPENAI_KEY]));
    expect(redactor.text(`key ${ANTHROPIC_KEY}`)).not.toContain(ANTHROPIC_KEY);
  });
});
