/**
 * The Ollama runtime through the CLI door (dist/cli.js, as a user runs it) on a real, schema-heavy npm
 * server (Notion's, generated from its OpenAPI spec): the model id grammar, each entry's runtime, the
 * keywords Ollama drops (checked against the tools as sent, not against our own output), one summary
 * line per model in the table and the full list behind --verbose, and the report schema.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReport } from "../../../src/core/documents.js";
import type { Report } from "../../../src/core/report.js";
import { runAction } from "../../helpers/action-runner.js";
import { listRealServer } from "../../helpers/chat-template-servers.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const NOTION = path.join(path.dirname(require.resolve("@notionhq/notion-mcp-server/package.json")), "bin/cli.mjs");
const SERVER = ["--env", "NOTION_TOKEN=not-a-token", "--", process.execPath, NOTION];
const KEPT = new Set(["anyOf", "type", "items", "description", "enum", "properties", "required"]);
const KEPT_TOP = new Set(["type", "$defs", "items", "required", "properties"]);

/** The schema object at a notSeen path ("" the top level, "a.b" nested properties, "a.anyOf[1]" a variant). */
function schemaAt(inputSchema: Record<string, unknown>, notSeenPath: string): Record<string, unknown> {
  let node = inputSchema;
  if (notSeenPath === "") return node;
  for (const part of notSeenPath.split(".")) {
    if (part.startsWith("anyOf[")) {
      node = (node.anyOf as Record<string, unknown>[])[Number(/\d+/.exec(part)?.[0])] as Record<string, unknown>;
    } else node = (node.properties as Record<string, Record<string, unknown>>)[part] as Record<string, unknown>;
  }
  return node;
}

describe("measure --model <model>@ollama on a real server", () => {
  let dir: string;
  let report: Report;
  let tools: Array<{ name: string; inputSchema: Record<string, unknown> }>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mtb-ollama-cli-"));
    const run = await runCliJson<Report>(
      [
        "measure",
        "--format",
        "json",
        "--model",
        "qwen3@ollama,qwen3,gpt-oss",
        "--model",
        "llama-3.1@ollama:24576",
        ...SERVER,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    report = run.json;
    // The tools as sent, listed by the test itself: the independent side of the notSeen check.
    const listed = await listRealServer({ name: "notion", args: [NOTION], env: { NOTION_TOKEN: "not-a-token" } });
    tools = listed.tools as typeof tools;
  }, 240_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keys entries as written, with their runtime, and the report passes its schema", () => {
    expect(Object.keys(report.models ?? {})).toEqual(["qwen3@ollama", "qwen3", "gpt-oss", "llama-3.1@ollama:24576"]);
    expect(report.models?.["qwen3@ollama"]?.runtime).toBe("ollama");
    expect(report.models?.qwen3?.runtime).toBe("hf");
    expect(report.models?.["gpt-oss"]?.runtime).toBe("hf");
    expect(report.models?.["llama-3.1@ollama:24576"]?.runtime).toBe("ollama");
    expect(report.models?.qwen3?.notSeen).toBeUndefined();
    expect(() => parseReport(report, "report.json")).not.toThrow();
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8")),
    );
    validate(report);
    expect(validate.errors ?? []).toEqual([]);
  });

  it("Ollama's figure is below the reference template's: the structs drop keywords", () => {
    const ollama = report.models?.["qwen3@ollama"];
    const hf = report.models?.qwen3;
    expect(ollama && hf && ollama.tools < hf.tools).toBe(true);
    expect(ollama?.notSeen?.length).toBeGreaterThan(0);
  });

  it("every notSeen item names a keyword the server really sent there, and one Ollama's structs have no field for", () => {
    expect(tools.length).toBe(report.tools.length);
    const notSeen = report.models?.["qwen3@ollama"]?.notSeen ?? [];
    for (const item of notSeen) {
      const keyword = item.keyword;
      expect(item.path === "" ? KEPT_TOP.has(keyword) : KEPT.has(keyword), `${item.tool} ${item.path}`).toBe(false);
      const tool = tools.find((t) => t.name === item.tool);
      expect(Object.keys(schemaAt(tool?.inputSchema ?? {}, item.path))).toContain(keyword);
    }
    // And the other way: every keyword Ollama's ToolProperty has no field for is listed, at any depth its
    // structs decode (nested properties and anyOf variants; items is kept whole as `any`).
    let nested = 0;
    const walk = (tool: string, at: string, schema: unknown) => {
      if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
      const node = schema as Record<string, unknown>;
      for (const keyword of Object.keys(node).filter((k) => !KEPT.has(k))) {
        expect(notSeen).toContainEqual({ tool, path: at, keyword });
        if (at.includes(".")) nested++;
      }
      if (Array.isArray(node.anyOf)) {
        for (const [i, variant] of node.anyOf.entries()) walk(tool, `${at}.anyOf[${i}]`, variant);
      }
      const props = node.properties;
      if (typeof props === "object" && props !== null && !Array.isArray(props)) {
        for (const [name, child] of Object.entries(props)) walk(tool, `${at}.${name}`, child);
      }
    };
    for (const tool of tools) {
      for (const [name, schema] of Object.entries((tool.inputSchema.properties ?? {}) as Record<string, object>)) {
        walk(tool.name, name, schema);
      }
    }
    // Notion's schemas nest: the deeper levels were checked too.
    expect(nested).toBeGreaterThan(0);
    const keywords = new Set(notSeen.map((n) => n.keyword));
    expect(
      [...keywords].some((k) => ["$ref", "oneOf", "allOf", "additionalProperties", "format", "default"].includes(k)),
    ).toBe(true);
  });

  it("prints one summary line per model for what is hidden or dropped, and every item with --verbose", async () => {
    const args = ["measure", "--model", "qwen3@ollama,gpt-oss", ...SERVER];
    const short = await runCli(args, dir);
    expect(short.code, short.stderr).toBe(0);
    const ollamaLines = short.stdout.split("\n").filter((l) => l.startsWith("warning: qwen3@ollama:"));
    expect(ollamaLines).toHaveLength(1);
    expect(ollamaLines[0]).toMatch(/Ollama drops [\d,]+ schema keywords of [\d,]+ tools before the model sees them/);
    // Each kind with its count first ("26 × $schema"), never "minimum 5, maximum 4", which reads as a range.
    expect(ollamaLines[0]).toMatch(/\((\d+ × [$\w]+)(, \d+ × [$\w]+)*(, \d+ more kinds)?\)/);
    expect(ollamaLines[0]).not.toMatch(/\b(minimum|maximum) \d/);
    const gptOssLines = short.stdout.split("\n").filter((l) => l.startsWith("warning: gpt-oss:"));
    expect(gptOssLines.length).toBeLessThanOrEqual(3);
    expect(gptOssLines.some((l) => /parameters of [\d,]+ tools are not fully rendered/.test(l))).toBe(true);

    const verbose = await runCli([...args.slice(0, 1), "--verbose", ...args.slice(1)], dir);
    expect(verbose.code, verbose.stderr).toBe(0);
    const notSeenTools = new Set((report.models?.["qwen3@ollama"]?.notSeen ?? []).map((n) => n.tool));
    const verboseOllama = verbose.stdout.split("\n").filter((l) => l.startsWith("warning: qwen3@ollama:"));
    expect(verboseOllama).toHaveLength(notSeenTools.size);
    expect(verbose.stdout.split("\n").filter((l) => l.startsWith("warning: gpt-oss:")).length).toBeGreaterThan(3);
  });

  it.each([
    ["qwen3@vllm", /--model: model "qwen3@vllm" names unknown runtime "vllm"; runtimes: hf, ollama, llama\.cpp/],
    ["gpt-5@ollama", /gpt-5 is a hosted model and takes no @runtime/],
    ["gpt-oss@llama.cpp", /model gpt-oss is not counted on runtime llama\.cpp; its runtimes: hf/],
    ["qwen3@ollama:big", /has context "big" after ":"/],
  ])("--model %s is a usage error (exit 2) saying what to write", async (id, message) => {
    const run = await runCli(["measure", "--model", id, ...SERVER], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("the action's models input and the budget file's models keys take the same ids, kept as written", async () => {
    const figure = report.models?.["qwen3@ollama"]?.tools ?? 0;
    const run = (limit: number) =>
      writeFile(
        path.join(dir, "mcp-token-budget.yml"),
        `models:\n  qwen3@ollama:\n    total: ${limit}\n  qwen3:\n    total: 1000000\n`,
      ).then(() =>
        runAction({
          inputs: {
            command: `${process.execPath} ${NOTION}`,
            env: "NOTION_TOKEN=not-a-token",
            models: "qwen3@ollama, qwen3",
            comment: "never",
          },
          eventName: "push",
          event: {},
          cwd: dir,
          apiUrl: "http://127.0.0.1:9",
        }),
      );
    const over = await run(figure - 1);
    expect(over.code, over.stdout).not.toBe(0);
    expect(over.stdout).toMatch(/qwen3@ollama/);
    const within = await run(figure);
    expect(within.code, within.stdout).toBe(0);
    const saved = JSON.parse(readFileSync(within.outputs["report-path"] ?? "", "utf8")) as Report;
    expect(Object.keys(saved.models ?? {})).toEqual(["qwen3@ollama", "qwen3"]);
    expect(saved.models?.["qwen3@ollama"]?.tools).toBe(figure);
  }, 240_000);

  it("a comparison (the pull-request comment) carries one line per model too, and no notSeen list", async () => {
    const file = path.join(dir, "head.json");
    await writeFile(file, JSON.stringify(report));
    const text = await runCli(["diff", file, file], dir);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.split("\n").filter((l) => l.includes("head report, qwen3@ollama:"))).toHaveLength(1);
    expect(text.stdout.split("\n").filter((l) => l.includes("head report, gpt-oss:")).length).toBeLessThanOrEqual(3);
    const json = await runCliJson<{ models: Record<string, { head: Record<string, unknown> }> }>(
      ["diff", "--format", "json", file, file],
      dir,
    );
    expect(json.json.models["qwen3@ollama"]?.head.notSeen).toBeUndefined();
    expect(json.json.models["qwen3@ollama"]?.head.runtime).toBe("ollama");
  });
});
