/**
 * A dataset read back (a shard's output for `survey merge`, a dataset for `survey quantiles` and `survey site`)
 * may come from another job: one that does not fit the schema (a formula as a package name, HTML where a number
 * belongs, a string over its length) is refused, with the file and the field named, and nothing is written.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";

const SETTINGS = { encodings: ["o200k_base"], models: [], checkStable: false, clients: [] };

function row(pkg: string, version: string, model: unknown = 120) {
  return {
    package: pkg,
    version,
    bin: null,
    args: [],
    env: [],
    date: "2026-12-05",
    engine: "0.1.0",
    status: "measured",
    tokenizer: "gpt-tokenizer@4.0.0",
    server: { name: "s", version: "1.0.0", protocolVersion: "2025-06-18" },
    tools: 2,
    tokens: { o200k_base: { model, raw: 150 } },
    instructions: null,
    prompts: null,
    resources: null,
    models: {},
    modelsNotCounted: {},
    toolTokens: [{ name: "a", tokens: { o200k_base: 60 } }],
    hints: { count: 0, saving: { o200k_base: 0 } },
    clients: {},
    warnings: [],
  };
}

function shard(index: number, rows: unknown[]) {
  return {
    schemaVersion: 1,
    kind: "mcp-token-budget/survey",
    engine: { name: "mcp-token-budget", version: "0.1.0" },
    settings: SETTINGS,
    shard: { index, count: 2, list: "0123456789abcdef" },
    rows,
  };
}

let work: string;
async function put(dir: string, data: unknown): Promise<void> {
  await mkdir(path.join(work, dir), { recursive: true });
  await writeFile(path.join(work, dir, "dataset.json"), JSON.stringify(data));
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-forged-"));
  await put("good-1", shard(1, [row("alpha", "1.0.0")]));
  await put("good-2", shard(2, [row("beta", "2.0.0")]));
  await put("formula", shard(2, [row('=HYPERLINK("http://x","y")', "2.0.0")]));
  await put("html-number", shard(2, [row("beta", "2.0.0", "<img src=x onerror=alert(1)>")]));
  await put("long-message", {
    ...shard(2, []),
    rows: [
      {
        package: "beta",
        version: "2.0.0",
        bin: null,
        args: [],
        env: [],
        date: "2026-12-05",
        engine: "0.1.0",
        status: "failed",
        failure: { kind: "start", message: "x".repeat(70_000) },
      },
    ],
  });
  await put("html-engine", {
    ...shard(2, [row("beta", "2.0.0")]),
    engine: { name: "mcp-token-budget", version: "<b>1</b>" },
  });
});

describe("forged datasets", () => {
  it("survey merge joins good shards and refuses a forged one, naming the shard and the field", async () => {
    const good = await runCli(["survey", "merge", "good-1", "good-2", "--out", "merged"], work);
    expect(good.code, good.stderr).toBe(0);
    const formula = await runCli(["survey", "merge", "good-1", "formula", "--out", "bad-merge"], work);
    expect(formula.code).toBe(2);
    expect(formula.stderr).toContain(path.join(work, "formula", "dataset.json"));
    expect(formula.stderr).toContain("dataset.rows[0].package must match pattern");
    expect(existsSync(path.join(work, "bad-merge", "dataset.csv"))).toBe(false);
    const engine = await runCli(["survey", "merge", "good-1", "html-engine", "--out", "bad-merge"], work);
    expect(engine.code).toBe(2);
    expect(engine.stderr).toContain("dataset.engine.version must match pattern");
  });

  it("survey quantiles refuses HTML where a number belongs", async () => {
    const run = await runCli(["survey", "quantiles", "good-1", "html-number", "--out", "q.json"], work);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(path.join(work, "html-number", "dataset.json"));
    expect(run.stderr).toContain("dataset.rows[0].tokens.o200k_base.model must be integer");
    expect(existsSync(path.join(work, "q.json"))).toBe(false);
  });

  it("survey site refuses a text over its length", async () => {
    const run = await runCli(["survey", "site", "long-message", "--out", "site"], work);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("dataset.rows[0].failure.message must NOT have more than 65536 characters");
    expect(existsSync(path.join(work, "site", "index.html"))).toBe(false);
  });
});
