/**
 * Client profiles through the other doors: the action's `client` input (the bundled dist/index.js on a pull
 * request, against the local GitHub stand-in) puts each client's figures into both reports, compares them and
 * writes one line per client into the comment; the budget file's `clients.<id>` token limits pass and fail
 * through dist/cli.js check, and a client that was not shaped is "not checked" with what to pass. Every figure
 * is js-tiktoken's count of the text the test builds itself as Claude Code sends it: a "\n<name>" line per
 * tool (names mcp__<server>__<tool>, sorted) up front, and one {name, description, input_schema} per tool loaded.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseComparison } from "../../../src/core/documents.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

type Encoding = "o200k_base" | "cl100k_base";
const ENCODINGS: Encoding[] = ["o200k_base", "cl100k_base"];
// getEncoding parses the vocabulary on every call (about a second): one encoder per encoding for the file.
const encoders = new Map<Encoding, ReturnType<typeof getEncoding>>();
const count = (encoding: Encoding, text: string) => {
  const encoder = encoders.get(encoding) ?? getEncoding(encoding);
  encoders.set(encoding, encoder);
  return encoder.encode(text, [], []).length;
};
const fmt = (n: number) => n.toLocaleString("en-US");
const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : n < 0 ? `−${fmt(-n)}` : "±0");

interface Tool {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, unknown> };
}
const tool = (name: string, description: string, properties: Record<string, unknown> = { q: { type: "string" } }) =>
  ({ name, description, inputSchema: { type: "object", properties } }) satisfies Tool;

const BASE_TOOLS = [tool("search_forecasts", "Search forecasts."), tool("list_alerts", "List active alerts.")];
const HEAD_TOOLS = [
  tool("search_forecasts", "Search forecasts by city, region or coordinates, for up to ten days ahead."),
  tool("list_alerts", "List active alerts."),
  tool("subscribe", "Subscribe to alerts for a region.", { region: { type: "string" }, email: { type: "string" } }),
];
const SERVER = "fixture-server";

/** Claude Code's figures for these tools, built here from its wire form (see the file's comment). */
function claudeCode(tools: Tool[], encoding: Encoding) {
  const named = tools
    .map((t) => ({ ...t, name: `mcp__${SERVER}__${t.name}` }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const upFront = count(encoding, named.map((t) => `\n${t.name}`).join(""));
  const allLoaded = named
    .map((t) =>
      count(encoding, JSON.stringify({ name: t.name, description: t.description, input_schema: t.inputSchema })),
    )
    .reduce((a, b) => a + b, 0);
  return { upFront, allLoaded };
}

/**
 * What the first use of one of these tools adds in Claude Code 2.1.328 (its ToolSearch call, the result naming the
 * tool, "Tool loaded." and the tool's object with defer_loading; test/integration/clients/claude-code-first-use
 * holds this to the real client): the median over the tools.
 */
function claudeCodeFirstUse(tools: Tool[], encoding: Encoding): number {
  const id = "toolu_01Qm7XkR2vTb9NwLc3PzHs5J";
  const uses = tools
    .map((t) => ({ ...t, name: `mcp__${SERVER}__${t.name}` }))
    .map(
      (t) =>
        count(
          encoding,
          JSON.stringify({
            type: "tool_use",
            id,
            name: "ToolSearch",
            input: { query: `select:${t.name}`, max_results: 5 },
          }),
        ) +
        count(
          encoding,
          JSON.stringify({
            type: "tool_result",
            tool_use_id: id,
            content: [{ type: "tool_reference", tool_name: t.name }],
          }),
        ) +
        count(encoding, "Tool loaded.") +
        count(
          encoding,
          JSON.stringify({
            name: t.name,
            description: t.description,
            input_schema: t.inputSchema,
            defer_loading: true,
          }),
        ),
    )
    .sort((a, b) => a - b);
  const mid = Math.floor(uses.length / 2);
  return uses.length % 2 === 1
    ? (uses[mid] as number)
    : Math.round(((uses[mid - 1] as number) + (uses[mid] as number)) / 2);
}

const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.stop();
  github = undefined;
});
afterAll(removeTempDirs);

// Each action run measures base and head (each listed twice and restarted): minutes on a loaded runner.
describe("the action's client input", { timeout: 240_000 }, () => {
  let repo: GitRepo;
  let baseSha: string;
  let headSha: string;
  beforeAll(async () => {
    repo = await GitRepo.init("action-client-");
    // A generous limit: the budget is checked (and passes) when the client is shaped, and not checked otherwise.
    baseSha = await repo.commit("base", {
      "tools.json": toolsJson(BASE_TOOLS),
      "mcp-token-budget.yml": "clients:\n  claude-code:\n    upFront: 1000\n",
    });
    await repo.branch("feature");
    headSha = await repo.commit("head", { "tools.json": toolsJson(HEAD_TOOLS) });
  });

  const event = () => {
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    return {
      action: "synchronize",
      number: 7,
      pull_request: {
        number: 7,
        state: "open",
        base: { ref: "main", sha: baseSha, repo: r },
        head: { ref: "feature", sha: headSha, repo: r },
      },
      repository: r,
    };
  };
  const run = async (inputs: Record<string, string>) => {
    github = await new FakeGitHub().start();
    const result = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, "github-token": "t", ...inputs },
      eventName: "pull_request",
      event: event(),
      cwd: repo.dir,
      apiUrl: github.url,
    });
    const body = String(github.comments.get(7)?.at(-1)?.body ?? "");
    return { ...result, body };
  };

  it("client: claude-code puts the figures into both reports, compares them and writes one line in the comment", async () => {
    const result = await run({ client: "claude-code" });
    expect(result.code, result.stdout).toBe(0);
    const head = claudeCode(HEAD_TOOLS, "o200k_base");
    const base = claudeCode(BASE_TOOLS, "o200k_base");
    const line = `on Claude Code 2.1.328: ${fmt(head.upFront)} up front (names only), ${fmt(head.allLoaded)} when loaded (${signed(head.upFront - base.upFront)} / ${signed(head.allLoaded - base.allLoaded)} from base)`;
    expect(result.body).toContain(`- ${line}`);
    expect(result.summary).toContain(`- ${line}`);
    // The deferral bill, base -> head, right after the figures.
    const [useBase, useHead] = [
      claudeCodeFirstUse(BASE_TOOLS, "o200k_base"),
      claudeCodeFirstUse(HEAD_TOOLS, "o200k_base"),
    ];
    expect(useBase).not.toBe(useHead);
    expect(result.body).toMatch(
      new RegExp(
        `- ${line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}; first use of a tool: \\+${useBase} -> \\+${useHead} tokens, one extra round of [\\d,]+ -> [\\d,]+`,
      ),
    );

    const comparison = parseComparison(JSON.parse(readFileSync(result.outputs["comparison-path"] ?? "", "utf8")));
    const entry = comparison.clients?.["claude-code"];
    for (const encoding of ENCODINGS) {
      const h = claudeCode(HEAD_TOOLS, encoding);
      const b = claudeCode(BASE_TOOLS, encoding);
      expect(entry?.head?.tokens[encoding]).toEqual(h);
      expect(entry?.base?.tokens[encoding]).toEqual(b);
      expect(entry?.delta?.[encoding]).toEqual({
        upFront: h.upFront - b.upFront,
        allLoaded: h.allLoaded - b.allLoaded,
      });
    }
    expect(JSON.parse(result.outputs["client-tokens"] ?? "")).toEqual({
      "claude-code": Object.fromEntries(ENCODINGS.map((e) => [e, claudeCode(HEAD_TOOLS, e)])),
    });
    // The budget's client limit was checked against the same figures, in every encoding.
    const checked = comparison.verdict?.results.filter((r) => r.rule === "clientUpFront") ?? [];
    expect(checked.map((r) => [r.encoding, r.actual, r.passed])).toEqual(
      ENCODINGS.map((e) => [e, claudeCode(HEAD_TOOLS, e).upFront, true]),
    );
  });

  it("without the input, the budget's client limit is not checked, and the comment says to set client", async () => {
    const result = await run({});
    expect(result.code, result.stdout).toBe(0);
    expect(result.body).not.toContain("on Claude Code");
    expect(result.outputs["client-tokens"]).toBe("");
    const comparison = parseComparison(JSON.parse(readFileSync(result.outputs["comparison-path"] ?? "", "utf8")));
    const note = comparison.verdict?.skipped.find((s) => s.startsWith("clients.claude-code: not checked"));
    // The action's input, not the CLI's flag.
    expect(note).toMatch(/; add claude-code to the client input$/);
    expect(note).not.toContain("--client");
    expect(result.body).toContain(`- ${note}`);
  });
});

describe("the budget file's clients.<id> token limits, through dist/cli.js check", { timeout: 120_000 }, () => {
  let dir: string;
  let tools: string;
  beforeAll(async () => {
    dir = await makeTempDir("cli-client-budget-");
    tools = path.join(dir, "tools.json");
    writeFileSync(tools, toolsJson(HEAD_TOOLS));
  });
  const budget = (text: string) => {
    const file = path.join(dir, `budget-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, text);
    return file;
  };
  const server = () => ["--", process.execPath, FIXTURE_SERVER, "--tools", tools];
  type Verdict = {
    verdict: {
      passed: boolean;
      results: { rule: string; encoding: string | null; actual: number; passed: boolean; message: string }[];
    };
  };

  it("passes at the limit and fails one token under it, per encoding, on the figures js-tiktoken gives", async () => {
    const o200k = claudeCode(HEAD_TOOLS, "o200k_base");
    const exact = budget(
      `encoding: o200k_base\nclients:\n  claude-code:\n    upFront: ${o200k.upFront}\n    allLoaded: ${o200k.allLoaded}\n`,
    );
    const pass = await runCliJson<Verdict>(["check", "--budget", exact, "--client", "claude-code", ...server()], dir);
    expect(pass.code, pass.stderr).toBe(0);
    expect(pass.json.verdict.results.map((r) => [r.rule, r.actual])).toEqual([
      ["clientUpFront", o200k.upFront],
      ["clientAllLoaded", o200k.allLoaded],
    ]);

    const cl100k = claudeCode(HEAD_TOOLS, "cl100k_base");
    const under = budget(`clients:\n  claude-code:\n    allLoaded: ${cl100k.allLoaded - 1}\n`);
    const fail = await runCliJson<Verdict>(["check", "--budget", under, "--client", "claude-code", ...server()], dir);
    expect(fail.code, fail.stderr).toBe(1);
    expect(fail.json.verdict.passed).toBe(false);
    const broken = fail.json.verdict.results.find((r) => r.encoding === "cl100k_base");
    expect(broken).toMatchObject({ rule: "clientAllLoaded", actual: cl100k.allLoaded, passed: false });
    expect(broken?.message).toBe(
      `clients.claude-code.allLoaded: on Claude Code 2.1.328 with every tool loaded, ${fmt(cl100k.allLoaded)} tokens (cl100k_base) exceed the limit of ${fmt(cl100k.allLoaded - 1)} by 1`,
    );
  });

  it("a limit on an earlier version is checked on that version's figures, not on the current one's", async () => {
    // Claude Code 1.0.128 sends every tool loaded (listed order, nothing deferred): its up-front figure is the
    // loaded tools, where 2.1.328's is the name lines.
    const o200k = claudeCode(HEAD_TOOLS, "o200k_base");
    const file = budget(`encoding: o200k_base\nclients:\n  claude-code@1.0:\n    upFront: ${o200k.allLoaded - 1}\n`);
    const run = await runCliJson<Verdict>(
      ["check", "--budget", file, "--client", "claude-code,claude-code@1.0.128", ...server()],
      dir,
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.json.verdict.results).toEqual([
      expect.objectContaining({ rule: "clientUpFront", actual: o200k.allLoaded, passed: false }),
    ]);
    expect(run.json.verdict.results[0]?.message).toBe(
      `clients.claude-code@1.0.upFront: on Claude Code 1.0.128 up front, ${fmt(o200k.allLoaded)} tokens (o200k_base) exceed the limit of ${fmt(o200k.allLoaded - 1)} by 1`,
    );
  });

  it("a client the run did not shape is not checked, and the message names --client", async () => {
    const file = budget("clients:\n  claude-code:\n    upFront: 400\n");
    const run = await runCli(["check", "--budget", file, ...server()], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/clients\.claude-code: not checked, .*; measure with --client claude-code/);
  });

  it("an unknown client or limit in the mapping is a located error of the budget file", async () => {
    const file = budget("clients:\n  claude-cod:\n    upFront: 400\n  cursor:\n    upfront: 10\n");
    const run = await runCli(["check", "--budget", file, ...server()], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /\.yml:2: clients\.claude-cod: unknown client "claude-cod"; known clients: claude-code,/,
    );
    expect(run.stderr).toMatch(/\.yml:5: unknown key "upfront" in clients\.cursor; did you mean "upFront"\?/);
  });

  it("a capped client's line names the tools that never reach the model", async () => {
    const many = Array.from({ length: 130 }, (_, i) => tool(`t${String(i + 1).padStart(3, "0")}`, `tool ${i + 1}`, {}));
    const file = path.join(dir, "many.json");
    writeFileSync(file, toolsJson(many));
    const run = await runCli(
      [
        "check",
        "--budget",
        budget("maxTools: 200\n"),
        "--client",
        "vscode:model=gemini",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        file,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    // VS Code (read, not captured) on a Gemini model sends every tool loaded, the first 128 as listed:
    // { name, description, inputSchema }.
    const sent = many
      .slice(0, 128)
      .map((t) => count("o200k_base", JSON.stringify(t)))
      .reduce((a, b) => a + b, 0);
    // The terminal wraps long lines: compared with the spaces made single.
    expect(run.stdout.replace(/\s+/g, " ")).toContain(
      `on VS Code / Copilot (read, not captured) (model=gemini): ${fmt(sent)} with every request (tools loaded); VS Code / Copilot sends the first 128; these 2 never reach the model: t129, t130`,
    );
  });
});

describe("the cache key and client profiles", () => {
  it("differs with the clients asked for, and stays the same without any", async () => {
    const { settingsHash } = await import("../../../src/cache/key.js");
    const settings = {
      build: null,
      command: "node",
      args: ["server.js"],
      workingDirectory: ".",
      env: {},
      stripEnv: [],
      encodings: ["o200k_base"],
    };
    // A base report restored without `clients` would leave the comparison without the base's figures.
    expect(settingsHash({ ...settings, clients: ["claude-code"] })).not.toBe(settingsHash(settings));
    expect(settingsHash({ ...settings, clients: [] })).toBe(settingsHash(settings));
  });
});
