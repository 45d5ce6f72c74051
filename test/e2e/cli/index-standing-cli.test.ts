/**
 * `measure --index-quantiles` through dist/cli.js on the example server: the line "lighter than N% of M servers
 * in the index of DATE", the report's `index` field (valid against the report schema), the shipped index, a
 * file written by `survey quantiles`, and the sources refused before any server starts.
 */

import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";

const SERVER = ["--", "node", path.join(PROJECT_ROOT, "examples/example-server/server.mjs")];
const validReport = new Ajv2020({ strict: true, allErrors: true }).compile(
  JSON.parse(await readFile(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8")),
);
const shipped = JSON.parse(await readFile(path.join(PROJECT_ROOT, "survey/index-quantiles.json"), "utf8"));

interface Report {
  totals: Record<string, { model: number }>;
  index?: { date: string; source: string; lighterThan: Record<string, { percent: number; servers: number }> };
}

let work: string;
let exampleTotal: number;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-index-standing-"));
  const plain = await runCli(["measure", "--format", "json", ...SERVER], work);
  exampleTotal = (JSON.parse(plain.stdout) as Report).totals.o200k_base?.model ?? -1;
  expect(exampleTotal).toBeGreaterThan(0);
});

/** A survey dataset of servers whose o200k_base model totals are `totals` (the fields survey quantiles reads). */
async function dataset(dir: string, totals: number[]): Promise<void> {
  const rows = totals.map((t, i) => ({
    package: `server-${i}`,
    version: "1.0.0",
    bin: null,
    args: [],
    env: [],
    date: `2026-11-0${1 + (i % 9)}`,
    engine: "0.1.0",
    status: "measured",
    tokenizer: "gpt-tokenizer@4.0.0",
    server: { name: null, version: null, protocolVersion: null },
    tools: 1,
    tokens: { o200k_base: { model: t, raw: t } },
    instructions: null,
    prompts: null,
    resources: null,
    models: {},
    modelsNotCounted: {},
    toolTokens: [],
    warnings: [],
  }));
  const { mkdir } = await import("node:fs/promises");
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, "dataset.json"),
    JSON.stringify({
      schemaVersion: 1,
      kind: "mcp-token-budget/survey",
      engine: { name: "mcp-token-budget", version: "0.1.0" },
      settings: { encodings: ["o200k_base"], models: [], checkStable: false },
      rows,
    }),
  );
}

describe("measure --index-quantiles", () => {
  it("default: the shipped index; the line in the terminal output and the place in the JSON report", async () => {
    // The definition, from the shipped file: the quantiles p = 0..99 above the example's total.
    const q = shipped.encodings.o200k_base.quantiles as number[];
    const expected = q.slice(0, 100).filter((v) => v > exampleTotal).length;
    const text = await runCli(["measure", "--index-quantiles", "default", ...SERVER], work);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(
      `lighter than ${expected}% of ${shipped.servers} servers in the index of ${shipped.date} (o200k_base)`,
    );
    const json = await runCli(["measure", "--format", "json", "--index-quantiles", "default", ...SERVER], work);
    const report = JSON.parse(json.stdout) as Report;
    expect(validReport(report), JSON.stringify(validReport.errors)).toBe(true);
    expect(report.index?.lighterThan.o200k_base).toEqual({ percent: expected, servers: shipped.servers });
    expect(report.index?.date).toBe(shipped.date);
    expect(report.index?.source).toMatch(/survey\/servers.yml/);
    // Without the option, no line and no field: the output is unchanged for everyone else.
    const plain = await runCli(["measure", ...SERVER], work);
    expect(plain.stdout).not.toContain("lighter than");
  });

  it("a file written by survey quantiles: an equal server is not heavier", async () => {
    const dir = path.join(work, "tiny-index");
    // Two heavier than the example, one exactly as heavy (not heavier), one lighter: 2 of 4 = 50%.
    await dataset(dir, [exampleTotal + 500, exampleTotal + 1, exampleTotal, 10]);
    const cut = await runCli(["survey", "quantiles", dir, "--out", path.join(work, "tiny.json")], work);
    expect(cut.code, cut.stderr).toBe(0);
    expect(cut.stdout).toContain("4 servers, index of 2026-11-04");
    const run = await runCli(["measure", "--index-quantiles", "tiny.json", ...SERVER], work);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("lighter than 50% of 4 servers in the index of 2026-11-04 (o200k_base)");
    // A dataset with no measured row has no quantiles to take.
    const empty = path.join(work, "empty-index");
    await dataset(empty, []);
    const none = await runCli(["survey", "quantiles", empty], work);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("hold no measured row");
  });

  it("refuses a plain http URL without fetching it, and a file that is not an index, before the server starts", async () => {
    let requests = 0;
    const http = createServer((_, res) => {
      requests++;
      res.end("{}");
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const port = (http.address() as AddressInfo).port;
    try {
      const mark = path.join(work, "server-started");
      const server = ["--", "node", "-e", `require("fs").writeFileSync(${JSON.stringify(mark)}, "x")`];
      const plain = await runCli(["measure", "--index-quantiles", `http://127.0.0.1:${port}/q.json`, ...server], work);
      expect(plain.code).toBe(2);
      expect(plain.stderr).toContain("only https URLs are fetched");
      expect(requests).toBe(0);
      await writeFile(path.join(work, "not-index.json"), JSON.stringify({ kind: "something-else" }));
      const wrong = await runCli(["measure", "--index-quantiles", "not-index.json", ...server], work);
      expect(wrong.code).not.toBe(0);
      expect(wrong.stderr).toMatch(/not-index.json has kind "something-else"/);
      await writeFile(
        path.join(work, "mcp.json"),
        JSON.stringify({
          mcpServers: {
            a: { command: "node", args: ["-e", `require("fs").writeFileSync(${JSON.stringify(mark)}, "x")`] },
          },
        }),
      );
      const config = await runCli(["measure", "--config", "mcp.json", "--index-quantiles", "default"], work);
      expect(config.code).toBe(2);
      expect(config.stderr).toContain("cannot be combined with --config");
      const { existsSync } = await import("node:fs");
      expect(existsSync(mark)).toBe(false);
    } finally {
      http.close();
    }
  });
});
