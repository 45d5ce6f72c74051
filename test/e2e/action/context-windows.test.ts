/**
 * Real windows, through the bundled CLI and the bundled action, on real servers from npm: the window a
 * user names (`--context`, the action's `context`, `:N` in a model id) is the one every share, verdict and
 * budget rule uses, and says so; without one, the runtime's default (Ollama's 4,096) or the client's
 * standard window (Claude Code's 200,000; the 1M window only with [1m] or :N). A global window is the local
 * models' (their runtime's num_ctx / -c): a hosted model keeps its provider's and a window no model takes
 * is a warning. The tokens are
 * checked against the official harmony renderer (openai-harmony), not against our own figures.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReport } from "../../../src/core/documents.js";
import type { ModelEntry } from "../../../src/core/models/entry.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import type { Report } from "../../../src/core/report.js";
import { runAction } from "../../helpers/action-runner.js";
import { listRealServer, modelFacingTool, type RealServer, realServers } from "../../helpers/chat-template-servers.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { removeTempDirs } from "../../helpers/git-repo.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { tableAfter } from "../../helpers/markdown.js";

const fmt = (n: number) => n.toLocaleString("en-US");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-windows-"));
const servers = new Map(realServers().map((s) => [s.name, s]));
const server = (name: string) => servers.get(name) as RealServer;
/** The server's start command after `--`, as a user types it. */
const command = (s: RealServer) => [process.execPath, ...s.args];

let harmony: HarmonyOracle;
/** gpt-oss's tokens per request by the official renderer: tools (with - without) + instructions. */
const official = new Map<string, { tools: number; instructions: number; frame: number }>();

beforeAll(async () => {
  harmony = await loadHarmonyOracle();
  for (const name of ["server-everything", "server-filesystem"]) {
    const listing = await listRealServer(server(name));
    const tools: ModelFacingTool[] = listing.tools.map(modelFacingTool);
    const bare = harmony.render([], null).tokens;
    const withInstructions = harmony.render([], listing.instructions).tokens;
    official.set(name, {
      tools: harmony.render(tools, listing.instructions).tokens - withInstructions,
      instructions: listing.instructions ? withInstructions - bare : 0,
      // The request with neither tools nor instructions: the smallest window that fits must hold it too.
      frame: bare,
    });
  }
}, 120_000);

afterAll(async () => {
  await harmony?.close();
  await removeTempDirs();
  rmSync(dir, { recursive: true, force: true });
});

const need = (name: string) => {
  const o = official.get(name) as { tools: number; instructions: number };
  return o.tools + o.instructions;
};
/** The whole request by the official renderer: what the smallest window that fits must hold. */
const whole = (name: string) => need(name) + (official.get(name)?.frame as number);
const frameOf = (name: string) => official.get(name)?.frame as number;

async function measureJson(args: string[], name: string) {
  const env = server(name).env;
  const envArgs = Object.entries(env).flatMap(([k, v]) => ["--env", `${k}=${v}`]);
  return runCliJson<Report>(["measure", ...args, ...envArgs, "--", ...command(server(name))], dir);
}

const entry = (report: Report, id: string) => report.models?.[id] as ModelEntry;

describe("a window the user names", () => {
  it("--context 24576: the article's kind of figure, share = tokens / 24,576, and it fits with what is left", async () => {
    const run = await measureJson(["--model", "gpt-oss", "--context", "24576"], "server-everything");
    expect(run.code, run.stderr).toBe(0);
    const gptOss = entry(run.json, "gpt-oss");
    const tokens = need("server-everything");
    const request = whole("server-everything");
    expect(frameOf("server-everything")).toBeGreaterThan(0);
    expect(gptOss.tools + (gptOss.instructions ?? 0)).toBe(tokens);
    expect(gptOss).toMatchObject({
      contextWindow: 24_576,
      contextSource: "asked for with --context 24576",
      shareOfContext: Number((tokens / 24_576).toPrecision(6)),
      fits: true,
      minContextToFit: request,
      frame: frameOf("server-everything"),
    });
    const text = await runCli(
      ["measure", "--model", "gpt-oss", "--context", "24576", "--", ...command(server("server-everything"))],
      dir,
    );
    // docs/runtimes.md shows this run's line as it is.
    const doc = readFileSync(new URL("../../../docs/runtimes.md", import.meta.url), "utf8");
    const shown = doc
      .slice(doc.indexOf("## Context windows"))
      .split("\n")
      .find((l) => l.startsWith("  gpt-oss: "));
    expect(shown).toBeDefined();
    expect(text.stdout.split("\n")).toContain(shown);
    const percent = `${((tokens / 24_576) * 100).toFixed(1)}%`;
    const toolsPercent = `${((gptOss.tools / 24_576) * 100).toFixed(1)}%`;
    expect(text.stdout).toContain(
      `${percent} of its 24,576-token context window (the tools alone ${toolsPercent}) · data 2026-11-30 · fits: ${fmt(24_576 - request)} of 24,576 tokens left for the conversation, after the request's ${fmt(frameOf("server-everything"))}-token frame (window: asked for with --context 24576)`,
    );

    // mustFit weighs the whole request: tools, instructions (server-everything sends some) and the frame;
    // the official renderer's whole request fits a window of exactly that size, and not one token less.
    expect(official.get("server-everything")?.instructions).toBeGreaterThan(1);
    const budget = path.join(dir, "fit-instructions.yml");
    const [exact, short] = [`gpt-oss:${request}`, `gpt-oss:${request - 1}`];
    writeFileSync(budget, `models:\n  "${exact}":\n    mustFit: true\n  "${short}":\n    mustFit: true\n`);
    const check = await runCliJson<{
      models: Record<string, { head: ModelEntry }>;
      verdict: { results: { passed: boolean; actual: number; limit: number }[] };
    }>(
      [
        "check",
        "--format",
        "json",
        "--budget",
        budget,
        "--model",
        `${exact},${short}`,
        "--",
        ...command(server("server-everything")),
      ],
      dir,
    );
    expect(check.code, check.stderr).toBe(1);
    expect(check.json.verdict.results.map((r) => [r.passed, r.actual, r.limit])).toEqual([
      [true, request, request],
      [false, request, request - 1],
    ]);
    expect(check.json.models[exact]?.head).toMatchObject({ fits: true, minContextToFit: request });
    expect(check.json.models[short]?.head).toMatchObject({ fits: false, minContextToFit: request });
  }, 180_000);

  it("a server over the window: does not fit by N, the smallest window that holds it, and mustFit fails the check", async () => {
    const tokens = whole("server-filesystem");
    const frame = fmt(frameOf("server-filesystem"));
    const window = Math.floor(tokens / 2);
    const run = await measureJson(["--model", `gpt-oss:${window}`], "server-filesystem");
    expect(run.code, run.stderr).toBe(0);
    expect(entry(run.json, `gpt-oss:${window}`)).toMatchObject({
      contextWindow: window,
      contextSource: `asked for in the model id "gpt-oss:${window}"`,
      fits: false,
      minContextToFit: tokens,
    });
    const text = await runCli(
      ["measure", "--model", `gpt-oss:${window}`, "--", ...command(server("server-filesystem"))],
      dir,
    );
    expect(text.stdout).toContain(
      `does not fit by ${fmt(tokens - window)} tokens, with the request's ${frame}-token frame: needs a window of ${fmt(tokens)} or more, with nothing left for the conversation`,
    );

    // The same as a budget rule: the check fails (exit 1) naming the shortfall and the smallest window.
    const budget = path.join(dir, "fit.yml");
    writeFileSync(
      budget,
      `models:\n  "gpt-oss:${window}":\n    mustFit: true\n  "gpt-oss:${tokens}":\n    mustFit: true\n`,
    );
    const check = await runCli(
      [
        "check",
        "--budget",
        budget,
        "--model",
        `gpt-oss:${window},gpt-oss:${tokens}`,
        "--",
        ...command(server("server-filesystem")),
      ],
      dir,
    );
    expect(check.code, check.stdout + check.stderr).toBe(1);
    expect(check.stdout).toMatch(
      new RegExp(
        `BROKEN +tools fit in gpt-oss:${window}'s context window +${fmt(window)} \\(mustFit\\) +${fmt(tokens)} +−${fmt(tokens - window)}`,
      ),
    );
    // At exactly the smallest window they fit, with nothing left.
    expect(check.stdout).toMatch(
      new RegExp(
        `ok +tools fit in gpt-oss:${tokens}'s context window +${fmt(tokens)} \\(mustFit\\) +${fmt(tokens)} +0`,
      ),
    );
    // server-filesystem sends no instructions: the rule weighs the tools in the request's frame.
    expect(official.get("server-filesystem")?.instructions).toBe(0);
    const json = await runCliJson<{ verdict: { results: { message: string; passed: boolean }[] } }>(
      [
        "check",
        "--budget",
        budget,
        "--model",
        `gpt-oss:${window},gpt-oss:${tokens}`,
        "--",
        ...command(server("server-filesystem")),
      ],
      dir,
    );
    expect(json.json.verdict.results.map((r) => [r.passed, r.message])).toEqual([
      [
        false,
        `models["gpt-oss:${window}"].mustFit: gpt-oss:${window}'s tools in the request's ${frame}-token frame (${fmt(tokens)} tokens, gpt-oss:${window}, exact) do not fit in its ${fmt(window)}-token window (asked for in the model id "gpt-oss:${window}"): over by ${fmt(tokens - window)}; the smallest window that holds them is ${fmt(tokens)} tokens`,
      ],
      [
        true,
        `models["gpt-oss:${tokens}"].mustFit: gpt-oss:${tokens}'s tools in the request's ${frame}-token frame (${fmt(tokens)} tokens, gpt-oss:${tokens}, exact) fit in its ${fmt(tokens)}-token window, 0 left for the conversation`,
      ],
    ]);
  }, 120_000);
});

describe("windows nobody named", () => {
  it("Ollama's default num_ctx of 4,096, said so; a larger num_ctx with :N; llama.cpp's trained context", async () => {
    const run = await measureJson(["--model", "qwen3@ollama,qwen3@ollama:32768,qwen3@llama.cpp"], "server-filesystem");
    expect(run.code, run.stderr).toBe(0);
    const byDefault = entry(run.json, "qwen3@ollama");
    expect(byDefault.contextWindow).toBe(4_096);
    expect(byDefault.contextSource).toMatch(/^Ollama's default num_ctx with less than 24 GiB of VRAM or none \(4,096;/);
    // Ollama's rendering of the request with no tools (Qwen3's frame) is part of what must fit.
    expect(byDefault.frame).toBeGreaterThan(0);
    const request = byDefault.tools + (byDefault.instructions ?? 0) + (byDefault.frame ?? 0);
    expect(byDefault.minContextToFit).toBe(request);
    expect(byDefault.fits).toBe(request <= 4_096);
    expect(entry(run.json, "qwen3@ollama:32768")).toMatchObject({ contextWindow: 32_768, fits: true });
    // llama.cpp's -c 0 loads the model's trained context: Qwen3's 32,768 (docs/runtimes.md), not Ollama's 4,096.
    const llamaCpp = entry(run.json, "qwen3@llama.cpp");
    expect(llamaCpp.contextWindow).toBe(32_768);
    expect(llamaCpp.contextSource).toMatch(/^llama\.cpp's default -c 0: the model's trained context \(32,768, /);
  }, 120_000);

  it("Claude: 200,000 (Claude Code's standard window) unless the 1M window is asked for with [1m] or :N", async () => {
    const run = await measureJson(
      ["--model", "claude-sonnet-4.6,claude-sonnet-4.6[1m],claude-haiku-4.5"],
      "server-everything",
    );
    expect(run.code, run.stderr).toBe(0);
    const standard = entry(run.json, "claude-sonnet-4.6");
    expect(standard.contextWindow).toBe(200_000);
    expect(standard.contextSource).toMatch(
      /^Claude Code's standard window \(200,000\); the model's 1,000,000-token window is an opt-in there/,
    );
    expect(entry(run.json, "claude-sonnet-4.6[1m]").contextWindow).toBe(1_000_000);
    expect(entry(run.json, "claude-haiku-4.5").contextWindow).toBe(200_000);
    const haiku = await measureJson(["--model", "claude-haiku-4.5[1m]"], "server-everything");
    expect(entry(haiku.json, "claude-haiku-4.5[1m]")).toMatchObject({ contextWindow: 200_000 });
    expect(entry(haiku.json, "claude-haiku-4.5[1m]").contextSource).toMatch(
      /^the \[1m\] suffix asks for a 1M window, and this model has none: its 200,000-token window/,
    );
    const asked = await measureJson(["--model", "claude-sonnet-4.6:1000000"], "server-everything");
    expect(entry(asked.json, "claude-sonnet-4.6:1000000")).toMatchObject({
      contextWindow: 1_000_000,
      contextSource: 'asked for in the model id "claude-sonnet-4.6:1000000"',
    });
    // `[1m]` is a window written in the id, like `:N`, and a global --context (meant for a local model) is
    // no hosted model's window: both Claude models keep theirs, and the run says --context went unused.
    const both = await measureJson(
      ["--model", "claude-sonnet-4.6[1m],claude-sonnet-4.6", "--context", "16384"],
      "server-everything",
    );
    expect(both.code, both.stderr).toBe(0);
    expect(entry(both.json, "claude-sonnet-4.6[1m]").contextWindow).toBe(1_000_000);
    expect(entry(both.json, "claude-sonnet-4.6[1m]").contextSource).toMatch(/asked for with \[1m\]/);
    expect(entry(both.json, "claude-sonnet-4.6").contextWindow).toBe(200_000);
    expect(both.stderr).toContain(
      "warning: --context 16384 applies to local models only; claude-sonnet-4.6[1m] keeps the window written in its id (1,000,000); claude-sonnet-4.6 keeps its 200,000-token window (write claude-sonnet-4.6:16384 to change it)",
    );
  }, 120_000);

  it("Claude Code's 10% is flagged on the Claude model only, not on gpt-oss in the same small window", async () => {
    const text = await runCli(
      ["measure", "--model", "gpt-oss,claude:8000", "--context", "8000", "--", ...command(server("server-everything"))],
      dir,
    );
    expect(text.code, text.stderr).toBe(0);
    const warnings = text.stdout.split("\n").filter((l) => l.startsWith("warning: Claude Code"));
    // gpt-oss's tools take more than 10% of 8,000 too, but Claude Code does not run gpt-oss.
    expect(need("server-everything")).toBeGreaterThan(800);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("on claude:8000 this server's tools alone take");
  }, 120_000);

  it("refuses a bad window and [1m] on a model without one, with a one-line usage error (exit 2)", async () => {
    const bad = await runCli(["measure", "--model", "gpt-oss", "--context", "lots", "--", "node", "x.js"], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--context: expected a whole number of tokens from 1 to 100,000,000 (e.g. 24576), got "lots"',
    );
    const noModel = await runCli(["measure", "--context", "4096", "--", "node", "x.js"], dir);
    expect(noModel.code).toBe(2);
    expect(noModel.stderr).toContain("--context is the context window of the models asked for with --model");
    const wrong = await runCli(["measure", "--model", "qwen3@ollama[1m]", "--", "node", "x.js"], dir);
    expect(wrong.code).toBe(2);
  });
});

describe("a global window is the local models' (issue 25)", () => {
  // 25 tools: about 4,300 tokens on claude, twice a 2,048 window and 2% of Claude Code's 200,000.
  const fixture = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("many")];
  const unused = "applies to local models only";

  it("-m claude,qwen3 --context 2048: qwen3 runs in 2,048, claude in its 200,000, with no false verdict", async () => {
    const json = await runCliJson<Report>(["measure", "-m", "claude,qwen3", "--context", "2048", ...fixture], dir);
    expect(json.code, json.stderr).toBe(0);
    expect(entry(json.json, "qwen3")).toMatchObject({
      contextWindow: 2_048,
      contextSource: "asked for with --context 2048",
      fits: false,
    });
    const claude = entry(json.json, "claude");
    expect(claude.minContextToFit).toBeGreaterThan(2_048);
    expect(claude).toMatchObject({ contextWindow: 200_000, fits: true });
    expect(claude.contextSource).toMatch(/^Claude Code's standard window \(200,000\)/);
    // qwen3 takes the window, so nothing went unused.
    expect(json.stderr).not.toContain(unused);

    const text = await runCli(["measure", "-m", "claude,qwen3", "--context", "2048", ...fixture], dir);
    expect(text.code, text.stderr).toBe(0);
    const claudeLine = text.stdout.split("\n").find((l) => l.startsWith("  claude: ")) ?? "";
    expect(claudeLine).toContain("of its 200,000-token context window");
    expect(claudeLine).toContain("fits: ");
    expect(claudeLine).not.toContain("does not fit");
    // No Claude Code warning about a 2,048-token window (the old false "at 204.4% of a 2,048-token window").
    expect(text.stdout).not.toMatch(/^warning: Claude Code/m);
    expect(text.stdout).not.toContain("of the 2,048-token window");
  }, 120_000);

  it("-m claude --context 2048: no model takes the window, and stderr says so", async () => {
    const run = await runCliJson<Report>(["measure", "-m", "claude", "--context", "2048", ...fixture], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(entry(run.json, "claude")).toMatchObject({ contextWindow: 200_000, fits: true });
    expect(run.stderr).toContain(
      "warning: --context 2048 applies to local models only; claude keeps its 200,000-token window (write claude:2048 to change it)\n",
    );
  }, 120_000);

  it("-m claude:8192: the window in a hosted model's id is still its window", async () => {
    const run = await runCliJson<Report>(["measure", "-m", "claude:8192", "--context", "2048", ...fixture], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(entry(run.json, "claude:8192")).toMatchObject({
      contextWindow: 8_192,
      contextSource: 'asked for in the model id "claude:8192"',
    });
    expect(run.stderr).toContain(
      "warning: --context 2048 applies to local models only; claude:8192 keeps the window written in its id (8,192)",
    );
  }, 120_000);

  it("the action: a context input no model takes is a warning naming the input", async () => {
    const run = await runAction({
      inputs: {
        command: [process.execPath, FIXTURE_SERVER, "--tools", toolsFile("many")]
          .map((a) => JSON.stringify(a))
          .join(" "),
        models: "claude",
        context: "2048",
        comment: "never",
        cache: "false",
      },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      "::warning::context 2048 applies to local models only; claude keeps its 200,000-token window (write claude:2048 to change it)",
    );
    const report = parseReport(JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")), "report.json");
    expect(entry(report, "claude")).toMatchObject({ contextWindow: 200_000, fits: true });
  }, 180_000);
});

describe("through the bundled action", () => {
  it("the context input sets the window; the summary and the report say which and whether the tools fit", async () => {
    const s = server("server-everything");
    const run = await runAction({
      inputs: {
        command: [process.execPath, ...s.args].map((a) => JSON.stringify(a)).join(" "),
        models: "gpt-oss, gpt-oss:512",
        context: "24576",
        comment: "never",
        cache: "false",
      },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code, run.stdout).toBe(0);
    const report = parseReport(JSON.parse(readFileSync(run.outputs["report-path"] ?? "", "utf8")), "report.json");
    const tokens = whole("server-everything");
    expect(entry(report, "gpt-oss")).toMatchObject({
      contextWindow: 24_576,
      contextSource: "asked for with context 24576",
      fits: true,
      minContextToFit: tokens,
    });
    // The id's own :N wins over the input.
    expect(entry(report, "gpt-oss:512")).toMatchObject({ contextWindow: 512, fits: false, minContextToFit: tokens });
    // The summary's model table: the share of the asked-for window, and what the :512 one would need.
    const rows = tableAfter(run.summary, "**Models** · ");
    const fits = (model: string) => rows.find((r) => r[0] === model)?.[3];
    expect(fits("gpt-oss@hf")).toMatch(/^✅ [\d.]+% of 24,576$/);
    expect(fits("gpt-oss:512@hf")).toBe(`❌ needs a window of ${fmt(tokens)}+ (has 512)`);
    expect(run.summary).toContain("gpt-oss: window asked for with context 24576");
    expect(run.summary).toContain("❌ gpt-oss:512@hf does not fit its window");
  }, 180_000);
});
