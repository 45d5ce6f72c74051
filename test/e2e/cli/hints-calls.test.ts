/**
 * Response-side hints: `hints --calls` through the bundled CLI on @modelcontextprotocol/server-memory. A graph
 * of 30 cases with long observations read back whole is a detail dump: the hint names observations as the
 * heaviest field and what the graph would cost without it, both counted here with js-tiktoken on the result
 * as the server sent it (read independently over a JSON-RPC exchange of the test's own).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { rawCalls } from "../../helpers/calls-oracle.js";
import { runCli } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";

const require = createRequire(import.meta.url);
const MEMORY = path.join(
  path.dirname(require.resolve("@modelcontextprotocol/server-memory/package.json")),
  "dist/index.js",
);

const entities = Array.from({ length: 30 }, (_, i) => ({
  name: `C-${1000 + i}`,
  entityType: "case",
  observations: [
    `customer reports the printer on floor ${i % 5} jams on tray 2 after about forty pages of duplex printing`,
    `engineer visit scheduled; replaced the pickup roller and cleaned the fuser assembly, ticket ${i}`,
    "follow-up call: problem came back the next week, escalated to the vendor for a replacement unit",
  ],
}));
const CALLS = `calls:
  - name: create
    tool: create_entities
    arguments: ${JSON.stringify({ entities })}
  - name: whole-graph
    tool: read_graph
  - name: find-one
    tool: search_nodes
    arguments: { query: "C-1003" }
`;

interface Response {
  call: string;
  tool: string;
  list: string;
  items: number;
  tokens: Record<string, number>;
  fields: { field: string; tokens: Record<string, number>; items: number }[];
  drop: string[];
  preview: Record<string, number>;
  saves: Record<string, number>;
  message: string;
}

const memoryEnv = () => path.join(mkdtempSync(path.join(tmpdir(), "mtb-hints-calls-")), "memory.jsonl");

describe("hints --calls on server-memory", () => {
  it("suggests a preview of the whole graph without observations, with both figures as js-tiktoken counts them", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-hints-calls-dir-"));
    writeFileSync(path.join(dir, "calls.yml"), CALLS);
    const file = memoryEnv();
    const run = await runCli(
      [
        "hints",
        "--calls",
        "calls.yml",
        "--format",
        "json",
        "--env",
        `MEMORY_FILE_PATH=${file}`,
        "--",
        process.execPath,
        MEMORY,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as { responses: Response[] };
    const validate = new Ajv2020({ strict: false }).compile(
      JSON.parse(readFileSync("schemas/hints.schema.json", "utf8")),
    );
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    const responses = json.responses;
    // The search for one case is small: no hint. (Creating echoes the 30 entities back: it gets one too.)
    expect(responses.map((r) => r.call)).not.toContain("find-one");
    const graph = responses.find((r) => r.call === "whole-graph");
    expect(graph).toBeDefined();

    // The oracle: the same calls on a fresh memory file, the raw read_graph result, counted with js-tiktoken.
    const raw = await rawCalls(
      process.execPath,
      [MEMORY],
      [{ tool: "create_entities", arguments: { entities } }, { tool: "read_graph" }],
      { ...process.env, MEMORY_FILE_PATH: memoryEnv() },
    );
    const text = ((raw[1]?.content ?? []) as Array<{ text: string }>)[0]?.text ?? "";
    const data = JSON.parse(text) as { entities: Array<Record<string, unknown>>; relations: unknown[] };
    expect(JSON.stringify(data, null, 2)).toBe(text); // the server's layout: two-space indent
    const preview = JSON.stringify(
      { ...data, entities: data.entities.map(({ observations: _dropped, ...rest }) => rest) },
      null,
      2,
    );
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      expect(graph?.tokens[encoding]).toBe(oracleCount(text, encoding));
      expect(graph?.preview[encoding]).toBe(oracleCount(preview, encoding));
      expect(graph?.saves[encoding]).toBe(oracleCount(text, encoding) - oracleCount(preview, encoding));
    }
    expect(oracleCount(text, "o200k_base")).toBeGreaterThan(2000);
    expect(graph).toMatchObject({ tool: "read_graph", list: "entities", items: 30, drop: ["observations"] });
    expect(graph?.fields[0]).toEqual({
      field: "observations",
      items: 30,
      tokens: Object.fromEntries(
        ["o200k_base", "cl100k_base"].map((e) => [
          e,
          data.entities.reduce((sum, x) => sum + oracleCount(JSON.stringify(x.observations), e), 0),
        ]),
      ),
    });
    const n = (x: number) => x.toLocaleString("en-US");
    expect(graph?.message).toContain(`A preview without it would cost ${n(oracleCount(preview, "o200k_base"))} tokens`);

    // The table says the same after the definition hints.
    const table = await runCli(
      ["hints", "--calls", "calls.yml", "--env", `MEMORY_FILE_PATH=${memoryEnv()}`, "--", process.execPath, MEMORY],
      dir,
    );
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("Tool results (preview/detail split):");
    expect(table.stdout).toContain(
      `call whole-graph: ${n(oracleCount(text, "o200k_base"))} tokens (o200k_base) for 30 items of entities; the heaviest field is observations (`,
    );
  }, 120_000);

  it("without --calls calls nothing and has no responses", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-hints-calls-dir-"));
    const run = await runCli(
      ["hints", "--format", "json", "--env", `MEMORY_FILE_PATH=${memoryEnv()}`, "--", process.execPath, MEMORY],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).responses).toBeUndefined();
  }, 180_000);
});
