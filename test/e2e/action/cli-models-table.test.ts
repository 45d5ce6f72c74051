/**
 * Model figures through the bundled CLI, as users see them: the table of a real server from npm with a
 * column per model and the models' totals, the client-limit warnings of servers with 81 and 129 tools,
 * and `compare --base main --model gpt-oss` with the model's delta checked against the official
 * openai/harmony renderer.
 */

import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import { modelFacing } from "../../../src/core/count.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import type { Report } from "../../../src/core/report.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { BASE_TOOLS, HEAD_TOOLS, makeToolsRepo, SERVER_COMMAND, type Tool } from "../../helpers/tool-repo.js";

const require = createRequire(import.meta.url);
const EVERYTHING = [
  "--",
  process.execPath,
  path.join(path.dirname(require.resolve("@modelcontextprotocol/server-everything/package.json")), "dist/index.js"),
  "stdio",
];
const MODELS = ["gpt-oss", "qwen3", "llama-3.1"];

const fmt = (n: number) => n.toLocaleString("en-US");
const columns = (line: string) => line.trim().split(/ {2,}/);

let dir: string;
// One official renderer for the file: the WASM build loads its vocabulary once per process.
let oracle: HarmonyOracle;
beforeAll(async () => {
  [dir, oracle] = await Promise.all([makeTempDir("cli-models-"), loadHarmonyOracle()]);
});
afterAll(async () => {
  await oracle?.close();
  await removeTempDirs();
});

describe("measure --model on a real server from npm", () => {
  let text: string;
  let report: Report;
  beforeAll(async () => {
    const [run, json] = await Promise.all([
      runCli(["measure", "-m", MODELS.join(","), ...EVERYTHING], dir),
      runCliJson<Report>(["measure", "-m", MODELS.join(","), ...EVERYTHING], dir),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(json.code, json.stderr).toBe(0);
    text = run.stdout;
    report = json.json;
  });

  it("has a column per model, and the totals row's model cells are the report's models[id].tools", () => {
    const lines = text.split("\n");
    const headerAt = lines.findIndex((l) => l.startsWith("Tool "));
    const header = columns(lines[headerAt] ?? "");
    expect(header.slice(0, 6)).toEqual(["Tool", "o200k_base", "cl100k_base", ...MODELS]);
    const total = columns(lines.find((l) => l.startsWith("Total (")) ?? "");
    expect(total[0]).toBe(`Total (${report.tools.length} tools)`);
    for (const [i, id] of MODELS.entries()) {
      const entry = report.models?.[id];
      expect(entry?.fidelity).toBe("exact");
      expect(total[3 + i]).toBe(fmt(entry?.tools ?? -1));
    }
    // Every tool row has a cell per model, from the profile's per-tool figures.
    for (const line of lines.slice(
      headerAt + 2,
      lines.findIndex((l) => l.startsWith("Total (")),
    )) {
      const cells = columns(line);
      for (const [i, id] of MODELS.entries()) {
        expect(cells[3 + i]).toBe(fmt(report.models?.[id]?.perTool?.[cells[0] ?? ""] ?? -1));
      }
    }
  });

  it("prints a line per model and the server's instructions", () => {
    for (const id of MODELS) {
      const entry = report.models?.[id];
      if (!entry) throw new Error(`no ${id} entry`);
      const perRequest = entry.tools + (entry.instructions ?? 0);
      expect(text).toContain(`  ${id}: ${entry.profile}, exact: ${fmt(perRequest)} tokens per request`);
    }
    const tokens = report.instructions?.tokens ?? {};
    expect(text).toContain(
      `Server instructions: ${fmt(tokens.o200k_base ?? -1)} tokens (o200k_base), ${fmt(tokens.cl100k_base ?? -1)} tokens (cl100k_base)`,
    );
  });
});

describe("client limits crossed, through the CLI", () => {
  const tools = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool number ${i}.`,
      inputSchema: { type: "object", properties: { id: { type: "string" } } },
    }));
  const measureN = async (n: number, format: "table" | "markdown" = "table") => {
    const file = path.join(dir, `tools-${n}.json`);
    await writeFile(file, JSON.stringify({ tools: tools(n) }));
    const run = await runCli(
      // --wide: the warning is checked as one line (at 100 columns it wraps).
      ["measure", "--wide", "--format", format, "--", process.execPath, FIXTURE_SERVER, "--tools", file],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };

  it("warns past Cursor's 80 tools with 81, and nothing with 80", async () => {
    expect(await measureN(80)).not.toContain("warning:");
    const out = await measureN(81);
    const warnings = out.split("\n").filter((l) => l.startsWith("warning: "));
    expect(warnings).toEqual([
      "warning: Cursor warns above 80 tools (it sent only the first 40 before 2026-01): this server offers 81 tools (limit as of 2026-12-06)",
    ]);
  });

  it("warns about Cursor, Windsurf and VS Code with 129 tools, in the table and in markdown", async () => {
    const out = await measureN(129);
    expect(out).toContain("warning: Cursor warns above 80 tools");
    expect(out).toContain("warning: Windsurf gives Cascade at most 100 tools at a time: this server offers 129 tools");
    expect(out).toContain(
      "warning: VS Code / Copilot fails a request with more than 128 tools: this server offers 129 tools",
    );
    const markdown = await measureN(129, "markdown");
    expect(markdown).toContain(
      "- VS Code / Copilot fails a request with more than 128 tools: this server offers 129 tools",
    );
  });
});

describe("the action's job summary with models", () => {
  it("shows the model's line and the client limit an 81-tool server crosses", async () => {
    const tools = Array.from({ length: 81 }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool number ${i}.`,
      inputSchema: { type: "object", properties: { id: { type: "string" } } },
    }));
    const file = path.join(dir, "action-tools.json");
    await writeFile(file, JSON.stringify({ tools }));
    const expected = oracle.toolTokens(tools);
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools ${file}`, models: "gpt-oss", comment: "never" },
      eventName: "push",
      event: {},
      cwd: dir,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(run.code, run.stdout).toBe(0);
    // The Models table: the runtime named, no base, the oracle's figure as head.
    expect(run.summary).toContain(`| gpt-oss@hf | ${fmt(expected)} | — |`);
    expect(run.summary).toContain("**Client limits**");
    expect(run.summary).toContain(
      "- Cursor warns above 80 tools (it sent only the first 40 before 2026-01): this server offers 81 tools",
    );
  });
});

describe("compare --base main --model gpt-oss", () => {
  let comparison: Comparison;
  let text: string;
  beforeAll(async () => {
    const setup = await makeToolsRepo();
    const args = ["compare", "--base", "main", "-m", "gpt-oss", ...SERVER_COMMAND];
    const [json, run] = [await runCliJson<Comparison>(args, setup.repo.dir), await runCli(args, setup.repo.dir)];
    expect(json.code, json.stderr).toBe(0);
    expect(run.code, run.stderr).toBe(0);
    comparison = json.json;
    text = run.stdout;
  });
  const facing = (tools: readonly Tool[]) => tools.map((t) => modelFacing(t) as unknown as ModelFacingTool);

  it("gives the model's delta as head - base, as the official harmony renderer counts the two tool sets", () => {
    const base = oracle.toolTokens(facing(BASE_TOOLS));
    const head = oracle.toolTokens(facing(HEAD_TOOLS));
    expect(head).not.toBe(base);
    const m = comparison.models?.["gpt-oss"];
    expect(m?.base?.tools).toBe(base);
    expect(m?.head?.tools).toBe(head);
    expect(m?.delta).toEqual({ tools: head - base, instructions: 0 });
  });

  it("shows the model's line in the comparison text", () => {
    const m = comparison.models?.["gpt-oss"];
    const b = m?.base?.tools ?? 0;
    const h = m?.head?.tools ?? 0;
    const delta = h - b;
    const sign = delta > 0 ? "+" : "−";
    const percent = `${sign}${Math.abs((delta / b) * 100).toFixed(1)}%`;
    const row = text.split("\n").find((line) => line.startsWith("gpt-oss@hf "));
    expect(row, text).toBeDefined();
    expect(row?.split(/\s{2,}/).slice(0, 3)).toEqual([
      "gpt-oss@hf",
      `${fmt(b)} → ${fmt(h)}`,
      `${sign}${fmt(Math.abs(delta))} (${percent})`,
    ]);
  });
});
