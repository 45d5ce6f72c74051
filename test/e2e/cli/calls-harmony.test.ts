/**
 * A call's result per model profile on gpt-oss (and the gpt-5 / gpt-4.1 proxies, which render it the same
 * way): the result as harmony's tool message, counted as the prompt with it minus without it, must equal
 * what the OFFICIAL renderer (openai/harmony's Rust code as WASM, npm `openai-harmony`) gives for the same
 * conversation, on real results of server-memory and server-everything read over an independent exchange.
 * Claude has no figure, and the report says so.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCallsFile } from "../../../src/core/calls/parse.js";
import type { CallReport } from "../../../src/core/calls/types.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { measure } from "../../../src/run/measure.js";
import { rawCalls } from "../../helpers/calls-oracle.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const MODELS = ["gpt-oss", "gpt-5", "gpt-4.1", "claude"];

let oracle: HarmonyOracle;
beforeAll(async () => {
  oracle = await loadHarmonyOracle();
}, 120_000);
afterAll(() => oracle?.close());

/**
 * The message text by docs/calls.md's rule, written again here: text blocks and embedded text resources by
 * their text, other blocks by their compact JSON, images, audio and blobs not at all, structuredContent
 * only when nothing else was; the parts joined by line breaks.
 */
function messageText(result: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const block of (result.content as Array<Record<string, unknown>> | undefined) ?? []) {
    if (block.type === "image" || block.type === "audio") continue;
    if (block.type === "text") parts.push(String(block.text));
    else if (block.type === "resource") {
      const resource = block.resource as Record<string, unknown>;
      if (typeof resource.text === "string") parts.push(resource.text);
    } else parts.push(JSON.stringify(block));
  }
  if (parts.length === 0 && result.structuredContent !== undefined)
    parts.push(JSON.stringify(result.structuredContent));
  return parts.join("\n");
}

async function checkAgainstOfficial(args: string[], yaml: string, env: () => Record<string, string> = () => ({})) {
  const file = parseCallsFile(yaml, "mcp-token-budget.calls.yml");
  const [report, raw] = await Promise.all([
    measure(
      { kind: "stdio", command: process.execPath, args, env: { set: env() } },
      { encodings: ["o200k_base"], models: resolveProfiles("--model", MODELS), calls: file },
    ),
    rawCalls(
      process.execPath,
      args,
      file.calls.map((c) => ({ tool: c.tool, arguments: c.arguments })),
      { ...process.env, ...env() },
    ),
  ]);
  const calls = report.calls as CallReport[];
  expect(calls).toHaveLength(file.calls.length);
  for (const [i, call] of calls.entries()) {
    expect(call.status, call.message).toBe("ok");
    const spec = file.calls[i] as (typeof file.calls)[number];
    const output = messageText(raw[i] ?? {});
    expect(output.length).toBeGreaterThan(0);
    const official = oracle.toolResult(spec.tool, spec.arguments, output);
    // The official rendering really holds the result as harmony's tool message, last before the completion.
    expect(
      official.text.endsWith(
        `<|start|>functions.${spec.tool} to=assistant<|channel|>commentary<|message|>${output}<|end|><|start|>assistant`,
      ),
    ).toBe(true);
    expect(call.models["gpt-oss"], `${call.name} on gpt-oss`).toBe(official.tokens);
    // The frame is counted: more than the bare text in o200k_base.
    expect(official.tokens).toBeGreaterThan(call.tokens.o200k_base ?? 0);
    // The hosted OpenAI proxies give the same harmony figure (their rendering is not published).
    expect(call.models["gpt-5"]).toBe(official.tokens);
    expect(call.models["gpt-4.1"]).toBe(official.tokens);
    // Claude: no figure for a result, left out, and said in the report.
    expect(call.models).not.toHaveProperty("claude");
  }
  const note = report.warnings.filter((w) => w.startsWith("calls: no per-model figure"));
  expect(note).toHaveLength(1);
  expect(note[0]).toContain("on claude");
  expect(note[0]).toContain("no defensible figure");
  // Short enough to be shown whole (the terminal cuts a report warning at 300 characters).
  expect(note[0]?.length).toBeLessThan(300);
  return calls;
}

describe("tool results on gpt-oss, against the official harmony renderer", () => {
  it("server-memory: create entities, read the graph, search it", async () => {
    const memoryFile = () => ({
      MEMORY_FILE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "mtb-calls-harmony-")), "memory.jsonl"),
    });
    const calls = await checkAgainstOfficial(
      [bin("@modelcontextprotocol/server-memory")],
      `calls:
  - name: create
    tool: create_entities
    arguments:
      entities:
        - { name: "C-1042", entityType: "case", observations: ["printer jams on tray 2", "opened 2026-11-30"] }
        - { name: "C-1043", entityType: "case", observations: ["toner low"] }
  - name: graph
    tool: read_graph
  - name: find-printer
    tool: search_nodes
    arguments: { query: "printer" }
`,
      memoryFile,
    );
    expect(calls[1]?.models["gpt-oss"]).toBeGreaterThan(50);
  }, 120_000);

  it("server-everything: echo, sum, structured content, resource links, an embedded resource, an image", async () => {
    await checkAgainstOfficial(
      [bin("@modelcontextprotocol/server-everything"), "stdio"],
      `calls:
  - { name: echo, tool: echo, arguments: { message: "hello <|end|> from a calls file" } }
  - { name: sum, tool: get-sum, arguments: { a: 2, b: 40 } }
  - { name: structured, tool: get-structured-content, arguments: { location: "New York" } }
  - { name: links, tool: get-resource-links, arguments: { count: 3 } }
  - { name: embedded, tool: get-resource-reference, arguments: { resourceType: Text, resourceId: 1 } }
  - { name: image, tool: get-tiny-image }
`,
    );
  }, 120_000);
});

describe("docs/calls.md", () => {
  const page = readFileSync("docs/calls.md", "utf8");
  it("shows the gpt-oss column of its example and the Claude note as measure gives them", async () => {
    const yaml = /```yaml\n(calls:[\s\S]*?)\n```/.exec(page)?.[1] ?? "";
    const shown = /a `gpt-oss`\s+column of (\d+), (\d+) and (\d+)/.exec(page)?.slice(1).map(Number);
    expect(shown).toHaveLength(3);
    const memoryFile = () => ({
      MEMORY_FILE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "mtb-calls-harmony-docs-")), "memory.jsonl"),
    });
    const calls = await checkAgainstOfficial([bin("@modelcontextprotocol/server-memory")], yaml, memoryFile);
    expect(calls.map((c) => c.models["gpt-oss"])).toEqual(shown);
    const note = / *```text\n *(warning: calls: no per-model figure[^\n]*)\n *```/.exec(page)?.[1];
    const file = parseCallsFile(yaml, "c.yml");
    const report = await measure(
      {
        kind: "stdio",
        command: process.execPath,
        args: [bin("@modelcontextprotocol/server-memory")],
        env: { set: memoryFile() },
      },
      { encodings: ["o200k_base"], models: resolveProfiles("--model", ["claude"]), calls: file },
    );
    expect(note).toBe(`warning: ${report.warnings.find((w) => w.startsWith("calls:"))}`);
  }, 120_000);
});

describe("calls.<name>.models.gpt-oss.maxTokens through check --calls", () => {
  it("breaks one token under the official renderer's count, passes at it; a Claude limit is a note", async () => {
    const server = path.resolve("test/fixtures/calls-server.mjs");
    const args = { query: "printer", limit: 3 };
    const [raw] = await rawCalls(process.execPath, [server], [{ tool: "search_cases", arguments: args }]);
    const official = oracle.toolResult("search_cases", args, messageText(raw ?? {})).tokens;
    expect(official).toBeGreaterThan(50);
    const run = async (n: number) => {
      const d = mkdtempSync(path.join(tmpdir(), "mtb-calls-harmony-budget-"));
      writeFileSync(
        path.join(d, "calls.yml"),
        `calls:\n  - { name: broad-search, tool: search_cases, arguments: ${JSON.stringify(args)} }\n`,
      );
      writeFileSync(
        path.join(d, "budget.yml"),
        `calls:\n  broad-search:\n    models:\n      gpt-oss: { maxTokens: ${n} }\n      claude: { maxTokens: 1 }\n`,
      );
      return runCliJson<Comparison>(
        [
          "check",
          "--budget",
          "budget.yml",
          "--calls",
          "calls.yml",
          "-m",
          "gpt-oss",
          "-m",
          "claude",
          "--",
          process.execPath,
          server,
        ],
        d,
      );
    };
    const broken = await run(official - 1);
    expect(broken.code, broken.stderr).toBe(1);
    expect(broken.json.verdict?.results.map((r) => [r.call, r.model, r.actual, r.passed])).toEqual([
      ["broad-search", "gpt-oss", official, false],
    ]);
    expect(broken.json.verdict?.skipped).toEqual([
      expect.stringMatching(
        /^calls\.broad-search\.models\.claude\.maxTokens: not checked, claude was measured but gives no figure for a tool result/,
      ),
    ]);
    const passed = await run(official);
    expect(passed.code, passed.stderr).toBe(0);
    expect(passed.json.verdict?.results.map((r) => [r.model, r.actual, r.passed])).toEqual([
      ["gpt-oss", official, true],
    ]);
  }, 180_000);
});
