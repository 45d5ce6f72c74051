/**
 * Gemini provider counting through the bundled CLI, against a stand-in of the Gemini API's countTokens on
 * 127.0.0.1 that checks the request's shape (path with the model, x-goog-api-key, a generateContentRequest
 * carrying the tools as functionDeclarations and the instructions as systemInstruction, and no keyword the
 * `parameters` field refuses): the tools figure is the request with them minus without, computed here from
 * the fixture's tools; the key reaches the stand-in and nothing else.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, readToolsFile } from "../../helpers/fixture.js";
import { instructionTokens, ProviderStandIn, toolTokens } from "../../helpers/provider-stand-in.js";

const INSTRUCTIONS = "Call search_issues first. Never guess an invoice number.";
const GEMINI_KEY = `AIzaSy-test-${randomBytes(18).toString("base64url")}`;

type Tool = { name: string; description?: string; inputSchema?: Record<string, unknown> };
const TOOLS = readToolsFile("basic").tools as Tool[];

/** The fixture's tools as Gemini function declarations, written from the API's docs: the basic fixture has one `additionalProperties: false`, at a schema's top. */
const declarations = () =>
  TOOLS.map((t) => {
    const { additionalProperties: _dropped, ...parameters } = t.inputSchema ?? {};
    return {
      name: t.name,
      ...(t.description !== undefined ? { description: t.description } : {}),
      ...(t.inputSchema !== undefined ? { parameters } : {}),
    };
  });

/** The CLI with an environment of the test's choosing (none of the runner's provider variables). */
function runCli(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  const base = { ...process.env };
  for (const name of ["GEMINI_API_KEY", "GOOGLE_GEMINI_BASE_URL", "GOOGLE_API_KEY"]) delete base[name];
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
const standIn = async (model: string, fail?: { status: number; body: string }) => {
  const s = await new ProviderStandIn({ kind: "google", apiKey: GEMINI_KEY, model, ...(fail ? { fail } : {}) }).start();
  standIns.push(s);
  return s;
};
const server = (envFile: string) => [
  "--",
  process.execPath,
  FIXTURE_SERVER,
  "--tools",
  toolsPath,
  "--record-env",
  envFile,
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-provider-gemini-"));
  toolsPath = path.join(dir, "tools.json");
  await writeFile(toolsPath, JSON.stringify({ ...readToolsFile("basic"), instructions: INSTRUCTIONS }));
});
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("Gemini provider counting through the CLI", () => {
  it("counts with countTokens: with minus without, model in the path, key only in x-goog-api-key", async () => {
    const gemini = await standIn("gemini-2.5-pro");
    const envFile = path.join(dir, "env-gemini.json");
    const run = await runCli(
      ["measure", "--format", "json", "--provider-count", "-m", "gemini-2.5-pro", ...server(envFile)],
      dir,
      { GEMINI_API_KEY: GEMINI_KEY, GOOGLE_GEMINI_BASE_URL: gemini.baseUrl },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(gemini.problems).toEqual([]);
    // Bare, the instructions alone, both.
    expect(gemini.requests).toHaveLength(3);
    const bodies = gemini.requests.map((r) => r.body.generateContentRequest as Record<string, unknown>);
    expect(bodies.map((b) => b.tools === undefined)).toEqual([true, true, false]);
    expect(bodies.map((b) => b.systemInstruction === undefined)).toEqual([true, false, false]);
    const entry = (JSON.parse(run.stdout) as Report).models?.["gemini-2.5-pro"];
    expect(entry).toMatchObject({
      fidelity: "provider-count",
      tools: toolTokens(declarations()),
      instructions: instructionTokens(INSTRUCTIONS),
      provider: "google",
      providerModel: "gemini-2.5-pro",
      warnings: [],
    });
    expect(entry?.profile).toContain("countTokens");
    expect(await readFile(envFile, "utf8")).not.toContain(GEMINI_KEY);
    expect(run.stdout + run.stderr).not.toContain(GEMINI_KEY);
  }, 180_000);

  it("without --provider-count the key is not used; with it and no key, a usage error names GEMINI_API_KEY", async () => {
    const gemini = await standIn("gemini-2.5-flash");
    const estimate = await runCli(
      ["measure", "--format", "json", "-m", "gemini", ...server(path.join(dir, "env-none.json"))],
      dir,
      { GEMINI_API_KEY: GEMINI_KEY, GOOGLE_GEMINI_BASE_URL: gemini.baseUrl },
    );
    expect(estimate.code, estimate.stderr).toBe(0);
    expect((JSON.parse(estimate.stdout) as Report).models?.gemini?.fidelity).toBe("estimate");
    expect(gemini.requests).toHaveLength(0);
    const noKey = await runCli(["measure", "--provider-count", "-m", "gemini", "--", "mtb-no-such-command"], dir, {});
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(
      /--provider-count: gemini is counted with the provider's API, which needs GEMINI_API_KEY/,
    );
  }, 180_000);

  it("a refused key (401, or Google's 400 API_KEY_INVALID) says what to check and never prints the key", async () => {
    for (const [status, body] of [
      [401, JSON.stringify({ error: { code: 401, message: `Request had invalid credentials: ${GEMINI_KEY}` } })],
      [
        400,
        JSON.stringify({
          error: {
            code: 400,
            message: `API key not valid. Please pass a valid API key. (${GEMINI_KEY})`,
            status: "INVALID_ARGUMENT",
            details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
          },
        }),
      ],
    ] as const) {
      const gemini = await standIn("gemini-2.5-flash", { status, body });
      const run = await runCli(
        ["measure", "--provider-count", "-m", "gemini-2.5-flash", ...server(path.join(dir, `env-${status}.json`))],
        dir,
        { GEMINI_API_KEY: GEMINI_KEY, GOOGLE_GEMINI_BASE_URL: gemini.baseUrl },
      );
      expect(run.code).toBe(9);
      expect(run.stderr).toMatch(
        new RegExp(
          `Gemini API countTokens \\(http://127\\.0\\.0\\.1:\\d+/v1beta/models/gemini-2\\.5-flash:countTokens, model gemini-2\\.5-flash\\): the key was refused \\(HTTP ${status}\\); check the API key you gave for provider counting`,
        ),
      );
      expect(run.stdout + run.stderr).not.toContain(GEMINI_KEY);
    }
  }, 180_000);
});
