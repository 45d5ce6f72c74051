import { readFile } from "node:fs/promises";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { SurveyDataset } from "../../../../src/core/survey/dataset.js";
import {
  indexQuantiles,
  lighterThan,
  placeInIndex,
  quantilesOf,
  quantilesProblem,
  serializeQuantiles,
  standingLine,
} from "../../../../src/core/survey/quantiles.js";
import { PROJECT_ROOT } from "../../../helpers/paths.js";

const validQuantiles = new Ajv2020({ strict: true }).compile(
  JSON.parse(await readFile(path.join(PROJECT_ROOT, "schemas/index-quantiles.schema.json"), "utf8")),
);

/** The definition, counted one server at a time: the whole percentage of servers strictly heavier. */
const bruteLighterThan = (values: readonly number[], total: number) =>
  Math.floor((100 * values.filter((v) => v > total).length) / values.length);

/** A small deterministic generator: the same cases on every run. */
function* lcg(seed: number) {
  let s = seed;
  for (;;) {
    s = (s * 1103515245 + 12345) % 2147483648;
    yield s;
  }
}

describe("lighter than N% of the index, from 101 quantiles", () => {
  it("equals the brute-force count for every total, on many sizes, spreads and ties", () => {
    const random = lcg(42);
    const next = () => random.next().value as number;
    let checked = 0;
    for (const n of [1, 2, 3, 7, 10, 99, 100, 101, 137, 250, 1204]) {
      for (const spread of [3, 50, 100000]) {
        const values = Array.from({ length: n }, () => next() % spread);
        const q = quantilesOf(values);
        expect(q).toHaveLength(101);
        const probes = new Set([...values, ...values.map((v) => v - 1), ...values.map((v) => v + 1), -5, spread + 5]);
        for (const total of probes) {
          expect(lighterThan(q, total), `n=${n} spread=${spread} total=${total}`).toBe(bruteLighterThan(values, total));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it("handles ties: equals are never counted as heavier", () => {
    const values = [100, 100, 100, 100];
    const q = quantilesOf(values);
    expect(lighterThan(q, 100)).toBe(0);
    expect(lighterThan(q, 99)).toBe(100);
    expect(lighterThan(quantilesOf([10, 20, 20, 30]), 20)).toBe(25);
  });

  it("q[0] is the smallest, q[100] the largest, q[50] the upper median", () => {
    const q = quantilesOf([5, 1, 4, 2, 3]);
    expect([q[0], q[50], q[100]]).toEqual([1, 3, 5]);
    expect(quantilesOf([1, 2, 3, 4])[50]).toBe(3);
  });
});

const row = (pkg: string, version: string, date: string, o200k: number) => ({
  package: pkg,
  version,
  bin: null,
  args: [],
  env: [],
  date,
  engine: "0.1.0",
  status: "measured" as const,
  tokenizer: "gpt-tokenizer@4.0.0",
  server: { name: null, version: null, protocolVersion: null },
  tools: 1,
  tokens: { o200k_base: { model: o200k, raw: o200k + 10 } },
  instructions: null,
  prompts: null,
  resources: null,
  models: {},
  modelsNotCounted: {},
  toolTokens: [],
  warnings: [],
});

describe("the quantiles file from a dataset", () => {
  const data = {
    schemaVersion: 1,
    kind: "mcp-token-budget/survey",
    engine: { name: "mcp-token-budget", version: "0.1.0" },
    settings: { encodings: ["o200k_base"], models: [], checkStable: false },
    rows: [
      row("a", "1.9.0", "2026-11-01", 5000),
      row("a", "1.10.0", "2026-12-01", 100),
      row("b", "1.0.0", "2026-11-20", 300),
      row("c", "2.0.0", "2026-11-21", 900),
      {
        package: "d",
        version: "1.0.0",
        bin: null,
        args: [],
        env: [],
        date: "2026-12-03",
        engine: "0.1.0",
        status: "failed" as const,
        failure: { kind: "start" as const, message: "exited" },
      },
    ],
  } as unknown as SurveyDataset;

  it("counts each package once (its newest measured version), skips failures, dates it by its newest row", () => {
    const index = indexQuantiles([data], "test list");
    expect(index.servers).toBe(3);
    expect(index.date).toBe("2026-12-01");
    expect(index.encodings.o200k_base?.quantiles[0]).toBe(100);
    expect(index.encodings.o200k_base?.quantiles[100]).toBe(900);
    expect(quantilesProblem(JSON.parse(serializeQuantiles(index)))).toBeNull();
    expect(validQuantiles(JSON.parse(serializeQuantiles(index))), JSON.stringify(validQuantiles.errors)).toBe(true);
    expect(JSON.parse(serializeQuantiles(index))).toEqual(index);
    const placed = placeInIndex(index, { totals: { o200k_base: { model: 250, raw: 900 } } });
    expect(placed?.lighterThan).toEqual({ o200k_base: { percent: 66, servers: 3 } });
    expect(placed && standingLine(placed, ["cl100k_base", "o200k_base"])).toBe(
      "lighter than 66% of 3 servers in the index of 2026-12-01 (o200k_base)",
    );
    expect(placeInIndex(index, { totals: { cl100k_base: { model: 250, raw: 900 } } })).toBeNull();
  });

  it("names what is wrong in a file that is not one", () => {
    expect(quantilesProblem({ kind: "x" })).toMatch(/kind "x"/);
    const index = JSON.parse(serializeQuantiles(indexQuantiles([data], "t")));
    index.encodings.o200k_base.quantiles[3] = -1;
    expect(quantilesProblem(index)).toMatch(/encodings.o200k_base needs/);
  });
});
