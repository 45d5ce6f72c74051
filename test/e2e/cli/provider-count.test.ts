/**
 * Provider counting through the bundled CLI, against stand-ins of Anthropic's count_tokens and OpenAI's
 * input token counting endpoints on 127.0.0.1 that check the request shape: the tools figure is the
 * request with the tools minus the one without, computed here from the fixture's tools in the provider's
 * own field names; the key reaches the provider and nothing else (the server's environment, stdout, stderr).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseReport } from "../../../src/core/documents.js";
import type { Report } from "../../../src/core/report.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { instructionTokens, ProviderStandIn, toolTokens } from "../../helpers/provider-stand-in.js";

const INSTRUCTIONS = "Call search_issues first. Never guess an invoice number.";
const ANTHROPIC_KEY = `sk-ant-test-${randomBytes(18).toString("base64url")}`;
const OPENAI_KEY = `sk-proj-test-${randomBytes(18).toString("base64url")}`;

type Tool = { name: string; description?: string; inputSchema?: unknown };
const TOOLS = readToolsFile("basic").tools as Tool[];

/** The fixture's tools as each provider's API takes them, written here from the providers' docs. */
const anthropicTools = () =>
  TOOLS.map((t) => ({
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    input_schema: t.inputSchema,
  }));
const openaiTools = () =>
  TOOLS.map((t) => ({
    type: "function",
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    parameters: t.inputSchema,
    strict: false,
  }));

/** The CLI with an environment of the test's choosing (and none of the test runner's provider variables). */
function runCli(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  const base = { ...process.env };
  for (const name of ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "ANTHROPIC_BASE_URL", "OPENAI_BASE_URL"])
    delete base[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let dir: string;
let toolsPath: string;
const standIns: ProviderStandIn[] = [];
const standIn = async (kind: "anthropic" | "openai", model: string, fail?: { status: number; body: string }) => {
  const s = await new ProviderStandIn({
    kind,
    apiKey: kind === "anthropic" ? ANTHROPIC_KEY : OPENAI_KEY,
    model,
    ...(fail ? { fail } : {}),
  }).start();
  standIns.push(s);
  return s;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-provider-"));
  toolsPath = path.join(dir, "tools.json");
  await writeFile(toolsPath, JSON.stringify({ ...readToolsFile("basic"), instructions: INSTRUCTIONS }));
});
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await removeTempDirs();
});

const server = (envFile: string) => [
  "--",
  process.execPath,
  FIXTURE_SERVER,
  "--tools",
  toolsPath,
  "--record-env",
  envFile,
];

describe("provider counting through the CLI", () => {
  it("counts Claude with Anthropic's count_tokens: with minus without, model pinned, key only in the header", async () => {
    const anthropic = await standIn("anthropic", "claude-sonnet-4-6");
    const envFile = path.join(dir, "env-anthropic.json");
    const run = await runCli(
      ["measure", "--format", "json", "--provider-count", "-m", "claude-sonnet-4.6", ...server(envFile)],
      dir,
      { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: anthropic.baseUrl },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(anthropic.problems).toEqual([]);
    // Bare, with the tools, with the tools and the instructions as the system prompt.
    expect(anthropic.requests).toHaveLength(3);
    const report = parseReport(JSON.parse(run.stdout), "stdout") as Report;
    const entry = report.models?.["claude-sonnet-4.6"];
    expect(entry).toMatchObject({
      fidelity: "provider-count",
      tools: toolTokens(anthropicTools()),
      instructions: instructionTokens(INSTRUCTIONS),
    });
    expect(entry?.range).toBeUndefined();
    // The structured model id is the one the provider received (the stand-in checks each request's model).
    expect(entry).toMatchObject({ provider: "anthropic", providerModel: "claude-sonnet-4-6" });
    expect(anthropic.requests.map((r) => r.body.model)).toEqual(Array(3).fill(entry?.providerModel));
    expect(entry?.profile).toContain("claude-sonnet-4-6");
    expect(entry?.data?.source).toContain("claude-sonnet-4-6");
    // The key went to the provider, and nowhere else.
    const serverEnv = await readFile(envFile, "utf8");
    expect(serverEnv).not.toContain(ANTHROPIC_KEY);
    expect(JSON.parse(serverEnv).ANTHROPIC_BASE_URL).toBe(anthropic.baseUrl);
    expect(run.stdout + run.stderr).not.toContain(ANTHROPIC_KEY);
  });

  it("counts GPT with the Responses API's input token count: Bearer key, function tools with parameters", async () => {
    const openai = await standIn("openai", "gpt-4.1");
    const envFile = path.join(dir, "env-openai.json");
    const run = await runCli(
      ["measure", "--format", "json", "--provider-count", "-m", "gpt-4.1", ...server(envFile)],
      dir,
      { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: openai.baseUrl },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(openai.problems).toEqual([]);
    expect(openai.requests).toHaveLength(3);
    const entry = (JSON.parse(run.stdout) as Report).models?.["gpt-4.1"];
    expect(entry).toMatchObject({
      fidelity: "provider-count",
      tools: toolTokens(openaiTools()),
      instructions: instructionTokens(INSTRUCTIONS),
      warnings: [],
    });
    expect(entry).toMatchObject({ provider: "openai", providerModel: "gpt-4.1" });
    expect(openai.requests.map((r) => r.body.model)).toEqual(Array(3).fill(entry?.providerModel));
    expect(entry?.profile).toContain("gpt-4.1");
    expect(await readFile(envFile, "utf8")).not.toContain(OPENAI_KEY);
    expect(run.stdout + run.stderr).not.toContain(OPENAI_KEY);
  });

  it("without --provider-count a key in the environment is not used: the estimate and the proxy, no request", async () => {
    const anthropic = await standIn("anthropic", "claude-sonnet-4-6");
    const openai = await standIn("openai", "gpt-5");
    const run = await runCli(
      ["measure", "--format", "json", "-m", "claude,gpt-5", ...server(path.join(dir, "env-none.json"))],
      dir,
      {
        ANTHROPIC_API_KEY: ANTHROPIC_KEY,
        ANTHROPIC_BASE_URL: anthropic.baseUrl,
        OPENAI_API_KEY: OPENAI_KEY,
        OPENAI_BASE_URL: openai.baseUrl,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    const models = (JSON.parse(run.stdout) as Report).models ?? {};
    expect(models.claude?.fidelity).toBe("estimate");
    expect(models["gpt-5"]?.fidelity).toBe("estimate");
    expect(anthropic.requests).toHaveLength(0);
    expect(openai.requests).toHaveLength(0);
  });

  it("--provider-count without the key, or without a hosted model, is a usage error naming what is missing", async () => {
    const noKey = await runCli(
      ["measure", "--provider-count", "-m", "claude,gpt-oss", "--", "mtb-no-such-command"],
      dir,
      {},
    );
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(
      /--provider-count: claude is counted with the provider's API, which needs ANTHROPIC_API_KEY/,
    );
    const noModel = await runCli(["measure", "--provider-count", "-m", "gpt-oss", "--", "mtb-no-such-command"], dir, {
      ANTHROPIC_API_KEY: ANTHROPIC_KEY,
    });
    expect(noModel.code).toBe(2);
    expect(noModel.stderr).toMatch(/--provider-count counts Claude, hosted GPT and Gemini models/);
    expect(noModel.stderr).not.toContain(ANTHROPIC_KEY);
  });

  it("a refused key says so, without quoting the provider's answer that echoes it", async () => {
    const body = JSON.stringify({ error: { message: `Incorrect API key provided: ${ANTHROPIC_KEY}` } });
    const anthropic = await standIn("anthropic", "claude-opus-4-8", { status: 401, body });
    const run = await runCli(
      ["measure", "--provider-count", "-m", "claude-opus-4.8", ...server(path.join(dir, "env-401.json"))],
      dir,
      { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: anthropic.baseUrl },
    );
    expect(run.code).toBe(9);
    expect(run.stderr).toMatch(/the key was refused \(HTTP 401\)/);
    expect(run.stdout + run.stderr).not.toContain(ANTHROPIC_KEY);
  });

  it("a provider error quotes the provider's message with the key taken out; rate limits and no answer are clear", async () => {
    const body = JSON.stringify({ error: { message: `model not found for key ${OPENAI_KEY}` } });
    const openai = await standIn("openai", "gpt-5", { status: 404, body });
    const run = await runCli(
      ["measure", "--provider-count", "-m", "gpt-5", ...server(path.join(dir, "env-404.json"))],
      dir,
      { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: openai.baseUrl },
    );
    expect(run.code).toBe(9);
    expect(run.stderr).toMatch(/answered HTTP 404: model not found for key \[key\]/);
    expect(run.stderr).not.toContain(OPENAI_KEY);

    const limited = await standIn("anthropic", "claude-sonnet-4-6", { status: 429, body: "{}" });
    const rate = await runCli(
      ["measure", "--provider-count", "-m", "claude", ...server(path.join(dir, "env-429.json"))],
      dir,
      { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: limited.baseUrl },
    );
    expect(rate.stderr).toMatch(/rate limited \(HTTP 429\)/);
    expect(rate.code).toBe(9);

    // A port nothing listens on: the request fails at once.
    const closed = await standIn("anthropic", "claude-sonnet-4-6");
    await closed.stop();
    standIns.splice(standIns.indexOf(closed), 1);
    const unreachable = await runCli(
      ["measure", "--provider-count", "-m", "claude", ...server(path.join(dir, "env-down.json"))],
      dir,
      { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: closed.baseUrl },
    );
    expect(unreachable.code).toBe(9);
    expect(unreachable.stderr).toMatch(/could not reach Anthropic's count_tokens endpoint .*ECONNREFUSED/);
    expect(unreachable.stderr).not.toContain(ANTHROPIC_KEY);
  });
});

describe("provider counting and the report cache", () => {
  it("a base measured with the estimate never stands in for a provider count, and a provider-counted base is reused", async () => {
    const repo = await GitRepo.init("provider-cache-");
    await repo.commit("base", { "README.md": "weather\n" });
    await repo.branch("feature");
    await repo.commit("head", { "NOTES.md": "more\n" });
    const cacheDir = await makeTempDir("provider-cache-dir-");
    const anthropic = await standIn("anthropic", "claude-sonnet-4-6");
    // The build records its environment: the key must not be in it either.
    const buildEnv = path.join(dir, `build-env-${path.basename(cacheDir)}.txt`);
    const compare = (extra: string[]) =>
      runCli(
        [
          "compare",
          "--format",
          "json",
          "--base",
          "main",
          "--cache-dir",
          cacheDir,
          "--build",
          `env > ${buildEnv}`,
          "-m",
          "claude",
          ...extra,
          "--",
          process.execPath,
          FIXTURE_SERVER,
          "--tools",
          toolsPath,
        ],
        repo.dir,
        { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: anthropic.baseUrl },
      );
    const estimate = await compare([]);
    expect(estimate.code, estimate.stderr).toBe(0);
    expect(anthropic.requests).toHaveLength(0);

    const counted = await compare(["--provider-count"]);
    expect(counted.code, counted.stderr).toBe(0);
    expect(counted.stderr).not.toMatch(/restored from/);
    // Head and base, each bare, with tools, with tools and instructions.
    expect(anthropic.requests).toHaveLength(6);

    const again = await compare(["--provider-count"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/restored from/);
    expect(anthropic.requests).toHaveLength(9);
    expect(anthropic.problems).toEqual([]);
    const recorded = await readFile(buildEnv, "utf8");
    expect(recorded).toMatch(/^ANTHROPIC_BASE_URL=/m);
    expect(recorded).not.toContain(ANTHROPIC_KEY);
  });
});
