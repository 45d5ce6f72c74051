/**
 * The index quantiles at their edges: a package measured at the same version in two datasets counts once, from
 * the first; a row not measured in an encoding is not a zero in it; a quantiles file whose values go down is
 * refused; the standing line speaks of the first encoding asked for that the index places.
 */
import { describe, expect, it } from "vitest";
import type { SurveyDataset } from "../../../../src/core/survey/dataset.js";
import {
  indexQuantiles,
  newestMeasured,
  QUANTILES_KIND,
  QUANTILES_SCHEMA_VERSION,
  quantilesProblem,
  standingLine,
} from "../../../../src/core/survey/quantiles.js";
import { measuredRow, siteDataset } from "../../../helpers/survey-site-dataset.js";

const row = (pkg: string, version: string, o200k: number, date = "2026-12-04") =>
  measuredRow({ pkg, version, date, tools: [{ name: "t", o200k, cl100k: o200k - 3 }] });
const data = (rows: unknown[]) => siteDataset(rows) as unknown as SurveyDataset;

describe("newestMeasured", () => {
  it("takes the same package and version in two datasets once, from the first dataset", () => {
    const first = data([row("a-mcp", "1.0.0", 100, "2026-12-01")]);
    const second = data([row("a-mcp", "1.0.0", 900, "2026-12-02")]);
    const rows = newestMeasured([first, second]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokens.o200k_base?.model).toBe(100);
    expect(rows[0]?.date).toBe("2026-12-01");
  });
});

describe("indexQuantiles", () => {
  it("counts in an encoding only the rows measured in it, not a missing total as 0", () => {
    const only = row("b-mcp", "1.0.0", 500);
    const withoutCl100k = { ...only, tokens: { o200k_base: only.tokens.o200k_base } };
    const q = indexQuantiles([data([row("a-mcp", "1.0.0", 300), withoutCl100k])], "test");
    expect(q.encodings.o200k_base?.servers).toBe(2);
    expect(q.encodings.cl100k_base?.servers).toBe(1);
    expect(q.encodings.cl100k_base?.quantiles[0]).toBe(297);
  });
});

describe("quantilesProblem", () => {
  const file = (quantiles: number[]) => ({
    kind: QUANTILES_KIND,
    schemaVersion: QUANTILES_SCHEMA_VERSION,
    date: "2026-12-04",
    servers: 3,
    encodings: { o200k_base: { servers: 3, quantiles } },
  });
  it("accepts 101 ascending whole numbers and refuses a file whose values go down anywhere", () => {
    const ascending = Array.from({ length: 101 }, (_, i) => i * 10);
    expect(quantilesProblem(file(ascending))).toBeNull();
    const down = [...ascending];
    down[50] = 5;
    expect(quantilesProblem(file(down))).toBe(
      "encodings.o200k_base needs servers and 101 ascending whole-number quantiles",
    );
  });
});

describe("standingLine", () => {
  it("names the first encoding asked for that the index places, whatever order the standing holds them in", () => {
    const standing = {
      date: "2026-12-04",
      source: "test",
      lighterThan: { cl100k_base: { percent: 40, servers: 10 }, o200k_base: { percent: 72, servers: 12 } },
    };
    expect(standingLine(standing, ["o200k_base", "cl100k_base"])).toBe(
      "lighter than 72% of 12 servers in the index of 2026-12-04 (o200k_base)",
    );
    expect(standingLine(standing, ["gpt2", "cl100k_base"])).toBe(
      "lighter than 40% of 10 servers in the index of 2026-12-04 (cl100k_base)",
    );
  });
});
