/**
 * Issue 38's slots beyond `measure` (test/integration/models/slots-window.test.ts): `compare`, `diff` and
 * `measure --config` weigh a `<model>@llama.cpp:<context>/<slots>` request against the window one slot gets,
 * and a request that does not fit names the `-c` that does with the same `-np`. The other side of each check
 * is the same id without slots, so a verdict that ignored the slots would read differently.
 */
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { makeToolsRepo, SERVER_COMMAND, type ToolsRepo } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);
const require = createRequire(import.meta.url);

const fmt = (n: number) => n.toLocaleString("en-US");
/** 49,152 over two slots (the write-up's Jan setup), and a context whose slot is too small for the tools. */
const ROOMY = "qwen3@llama.cpp:49152/2";
const TIGHT = "qwen3@llama.cpp:512/2";
const WHOLE = "qwen3@llama.cpp:512";
const MODELS = ["--model", [ROOMY, TIGHT, WHOLE].join(",")];

let tools: ToolsRepo;
let head: Report;
beforeAll(async () => {
  tools = await makeToolsRepo();
  const run = await runCliJson<Report>(["measure", ...MODELS, ...SERVER_COMMAND], tools.repo.dir);
  expect(run.code, run.stderr).toBe(0);
  head = run.json;
}, 120_000);

const need = (id: string) => head.models?.[id]?.minContextToFit as number;

describe("slots in compare and diff", () => {
  it("the head's request: a 24,576-token slot, and one too small for it at -c 512 -np 2", () => {
    expect(head.models?.[ROOMY]).toMatchObject({ contextWindow: 24_576, slots: 2, fits: true });
    expect(head.models?.[TIGHT]).toMatchObject({ contextWindow: 256, slots: 2, fits: false });
    expect(head.models?.[WHOLE]).toMatchObject({ contextWindow: 512 });
    // The test's request is between one slot and the whole context: only the slots make it not fit.
    expect(need(TIGHT)).toBeGreaterThan(256);
    expect(need(TIGHT)).toBeLessThanOrEqual(512);
  });

  it("compare --base main weighs each request against its slot's window", async () => {
    const run = await runCli(["compare", "--base", "main", ...MODELS, ...SERVER_COMMAND], tools.repo.dir);
    expect(run.code, run.stderr).toBe(0);
    const rows = run.stdout.split("\n");
    const row = (id: string) => rows.find((line) => line.startsWith(`${id} `)) ?? "";
    const share = ((head.models?.[ROOMY]?.shareOfContext ?? 0) * 100).toFixed(1);
    expect(row(ROOMY)).toMatch(new RegExp(`fits: ${share.replace(".", "\\.")}% of 24,576$`));
    expect(row(TIGHT)).toMatch(
      new RegExp(`does not fit: needs -c ${fmt(need(TIGHT) * 2)}\\+ with -np 2 \\(has 256\\)$`),
    );
    expect(row(WHOLE)).toMatch(/fits: [\d.]+% of 512/);
  });

  it("diff of two saved reports says the same", async () => {
    const dir = await makeTempDir("slots-diff-");
    const base = path.join(dir, "base.json");
    const headFile = path.join(dir, "head.json");
    await writeFile(headFile, JSON.stringify(head));
    // The base: the same repository at main's branch point, measured the same way.
    await tools.repo.checkout("main");
    try {
      const run = await runCliJson<Report>(["measure", ...MODELS, ...SERVER_COMMAND], tools.repo.dir);
      expect(run.code, run.stderr).toBe(0);
      await writeFile(base, JSON.stringify(run.json));
    } finally {
      await tools.repo.checkout("feature");
    }
    const diff = await runCli(["diff", base, headFile], dir);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain(`does not fit: needs -c ${fmt(need(TIGHT) * 2)}+ with -np 2 (has 256)`);
    expect(diff.stdout).toMatch(/fits: [\d.]+% of 24,576/);
  });
});

describe("slots in measure --config", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir("slots-config-");
    const config = {
      mcpServers: {
        notes: { command: process.execPath, args: [FIXTURE_SERVER, "--tools", tools.repo.path("tools.json")] },
      },
    };
    await writeFile(path.join(dir, ".mcp.json"), JSON.stringify(config));
  });

  it("the setup's one request carries the slot's window, its runtime and slots, and the verdict on them", async () => {
    const run = await runCliJson<Setup>(["measure", "--config", ".mcp.json", ...MODELS], dir);
    expect(run.code, run.stderr).toBe(0);
    const roomy = run.json.models?.[ROOMY];
    const tight = run.json.models?.[TIGHT];
    expect(roomy).toMatchObject({ contextWindow: 24_576, runtime: "llama.cpp", slots: 2, fits: true });
    expect(tight).toMatchObject({ contextWindow: 256, runtime: "llama.cpp", slots: 2, fits: false });
    expect(run.json.models?.[WHOLE]).toMatchObject({ contextWindow: 512, runtime: "llama.cpp" });
    expect(run.json.models?.[WHOLE]?.slots).toBeUndefined();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const load = (name: string) => require(path.join(PROJECT_ROOT, "schemas", name));
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("setup.schema.json"));
    expect(validate(run.json), JSON.stringify(validate.errors)).toBe(true);

    const text = await runCli(["measure", "--config", ".mcp.json", ...MODELS], dir);
    expect(text.code, text.stderr).toBe(0);
    const line = (id: string) => text.stdout.split("\n").find((l) => l.startsWith(`Share of ${id}'s`)) ?? "";
    const roomyNeed = roomy?.minContextToFit as number;
    expect(line(ROOMY)).toContain(
      `Share of ${ROOMY}'s 24,576-token context window: ${((roomy?.shareOfContext ?? 0) * 100).toFixed(1)}%`,
    );
    expect(line(ROOMY)).toContain(`fits: ${fmt(24_576 - roomyNeed)} of 24,576 tokens left for the conversation`);
    expect(line(TIGHT)).toContain(
      `needs -c ${fmt((tight?.minContextToFit as number) * 2)} or more with -np 2, with nothing left for the conversation`,
    );
    expect(line(WHOLE)).toContain("fits: ");
  });
});
