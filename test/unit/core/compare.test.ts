/**
 * Comparing two reports: classification, exact deltas and where they came from, totals, mismatched
 * reports, no baseline, repeated names, and the comparison as a validated, versioned document.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../src/core/compare.js";
import { type Comparison, ComparisonError } from "../../../src/core/comparison.js";
import { countListing } from "../../../src/core/count.js";
import { parseComparison } from "../../../src/core/documents.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import type { Report, ToolField, ToolTokens } from "../../../src/core/report.js";
import type { Verdict } from "../../../src/core/verdict.js";
import { readToolsFile } from "../../helpers/fixture.js";

// Reports built from token numbers, so every expectation below is plain arithmetic.
type Fields = Partial<Record<ToolField | "other" | "structure", number>>;
interface Spec {
  name: string;
  o200k: Fields;
  cl100k?: Fields;
  /** Keys and braces of the model-facing JSON. */
  modelStructure?: number;
}

function tokens(fields: Fields, modelStructure: number): ToolTokens {
  const structure = fields.structure ?? 10;
  const raw = Object.entries(fields).reduce((sum, [k, v]) => (k === "structure" ? sum : sum + (v ?? 0)), structure);
  const model = (fields.name ?? 0) + (fields.description ?? 0) + (fields.inputSchema ?? 0) + modelStructure;
  return { model, raw, fields: { ...fields, structure } };
}

function report(specs: Spec[], options: { encodings?: string[]; prompts?: number; resources?: number } = {}): Report {
  const encodings = options.encodings ?? ["o200k_base", "cl100k_base"];
  const tools = specs.map((s, index) => {
    const all: Record<string, ToolTokens> = {
      o200k_base: tokens(s.o200k, s.modelStructure ?? 6),
      cl100k_base: tokens(s.cl100k ?? s.o200k, s.modelStructure ?? 6),
    };
    return { name: s.name, index, tokens: Object.fromEntries(encodings.map((e) => [e, all[e] as ToolTokens])) };
  });
  const totals = Object.fromEntries(
    encodings.map((e) => [
      e,
      {
        model: tools.reduce((sum, t) => sum + (t.tokens[e]?.model ?? 0), 0),
        raw: tools.reduce((sum, t) => sum + (t.tokens[e]?.raw ?? 0), 0),
      },
    ]),
  );
  return {
    schemaVersion: 1,
    generator: { name: "mcp-token-budget", version: "0.1.0" },
    method: {
      views: { model: "model text", raw: "raw text" },
      total: "sum",
      json: "compact",
      encodings,
      tokenizer: { name: "gpt-tokenizer", version: "4.0.0" },
    },
    server: { name: "weather", version: "1.0.0", protocolVersion: "2025-06-18" },
    totals,
    tools,
    prompts: options.prompts === undefined ? null : { count: options.prompts, names: [] },
    resources: options.resources === undefined ? null : { count: options.resources, items: [] },
    warnings: [],
  };
}

const tool = (name: string, o200k: Fields = { name: 3, description: 40, inputSchema: 60 }, cl100k?: Fields): Spec =>
  cl100k ? { name, o200k, cl100k } : { name, o200k };

const byName = (c: Comparison, name: string, occurrence = 1) => {
  const found = c.tools.find((t) => t.name === name && t.occurrence === occurrence);
  if (!found) throw new Error(`no tool ${name} #${occurrence} in the comparison`);
  return found;
};

describe("classification", () => {
  const base = report([tool("same"), tool("grows"), tool("gone"), tool("shrinks")]);
  const head = report([
    tool("shrinks", { name: 3, description: 40, inputSchema: 20 }),
    tool("same"),
    tool("grows", { name: 3, description: 160, inputSchema: 100 }),
    tool("new"),
  ]);
  const c = compare(base, head);

  it("marks every tool added, removed, changed or unchanged by name, whatever the order", () => {
    expect(c.tools.map((t) => [t.name, t.status])).toEqual([
      ["shrinks", "changed"],
      ["same", "unchanged"],
      ["grows", "changed"],
      ["new", "added"],
      ["gone", "removed"],
    ]);
    expect(c.summary).toEqual({ added: 1, removed: 1, changed: 2, unchanged: 1 });
    expect(c.status).toBe("changed");
  });

  it("keeps both positions, and null for the side a tool is missing from", () => {
    expect([byName(c, "shrinks").baseIndex, byName(c, "shrinks").headIndex]).toEqual([3, 0]);
    expect([byName(c, "new").baseIndex, byName(c, "new").headIndex]).toEqual([null, 3]);
    expect([byName(c, "gone").baseIndex, byName(c, "gone").headIndex]).toEqual([2, null]);
  });

  it("is unchanged when every tool has the same counts, in the same order", () => {
    const same = compare(report([tool("a"), tool("b")]), report([tool("a"), tool("b")]));
    expect(same.status).toBe("unchanged");
    expect(same.toolOrder).toEqual({ changed: false });
  });

  it("is changed when the same tools come in another order: the cached tool block is re-written (issue 25)", () => {
    const reordered = compare(report([tool("a"), tool("b"), tool("c")]), report([tool("b"), tool("a"), tool("c")]));
    expect(reordered.status).toBe("changed");
    expect(reordered.summary).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 3 });
    expect(reordered.toolOrder).toEqual({ changed: true, base: ["a", "b", "c"], head: ["b", "a", "c"] });
  });

  it("is no reorder when tools were only added or removed around the others", () => {
    const c2 = compare(report([tool("a"), tool("b"), tool("c")]), report([tool("new"), tool("a"), tool("c")]));
    expect(c2.toolOrder).toEqual({ changed: false });
    expect(c2.summary).toEqual({ added: 1, removed: 1, changed: 0, unchanged: 2 });
  });

  it("is a reorder when, besides a tool added or removed, the others moved; naming only the tools both have", () => {
    const c2 = compare(report([tool("a"), tool("b"), tool("c")]), report([tool("c"), tool("new"), tool("a")]));
    expect(c2.status).toBe("changed");
    expect(c2.toolOrder).toEqual({ changed: true, base: ["a", "c"], head: ["c", "a"] });
  });

  it("has no order to compare without a baseline", () => {
    expect(compare(null, report([tool("b"), tool("a")])).toolOrder).toEqual({ changed: null });
  });

  it("counts a tool as changed when only its field split moved (same model and raw totals)", () => {
    const c2 = compare(
      report([tool("t", { name: 3, description: 40, inputSchema: 60 })]),
      report([tool("t", { name: 3, description: 41, inputSchema: 59 })]),
    );
    const t = byName(c2, "t");
    expect(t.status).toBe("changed");
    expect(t.tokens.o200k_base?.delta).toEqual({ model: 0, raw: 0 });
    expect(t.tokens.o200k_base?.fields.model).toEqual([
      { field: "description", delta: 1 },
      { field: "inputSchema", delta: -1 },
    ]);
  });

  it("counts a tool as changed when it changed in one encoding only", () => {
    const same = { name: 3, description: 40, inputSchema: 60 };
    const c2 = compare(report([tool("t", same, same)]), report([tool("t", same, { ...same, description: 42 })]));
    expect(byName(c2, "t").status).toBe("changed");
    expect(byName(c2, "t").tokens.o200k_base?.delta).toEqual({ model: 0, raw: 0 });
    expect(byName(c2, "t").tokens.cl100k_base?.delta).toEqual({ model: 2, raw: 2 });
  });
});

describe("deltas and where they came from", () => {
  it("gives the delta per encoding and view, and the fields it came from, largest first", () => {
    const c = compare(
      report([
        tool(
          "search",
          { name: 3, description: 100, inputSchema: 50, outputSchema: 70 },
          { name: 3, description: 110, inputSchema: 55, outputSchema: 75 },
        ),
      ]),
      report([
        tool(
          "search",
          { name: 3, description: 220, inputSchema: 90, outputSchema: 100, structure: 12 },
          { name: 3, description: 240, inputSchema: 95, outputSchema: 75 },
        ),
      ]),
    );
    const t = byName(c, "search");
    expect(t.tokens.o200k_base).toEqual({
      base: { model: 159, raw: 233 },
      head: { model: 319, raw: 425 },
      delta: { model: 160, raw: 192 },
      fields: {
        model: [
          { field: "description", delta: 120 },
          { field: "inputSchema", delta: 40 },
        ],
        raw: [
          { field: "description", delta: 120 },
          { field: "inputSchema", delta: 40 },
          { field: "outputSchema", delta: 30 },
          { field: "structure", delta: 2 },
        ],
      },
    });
    expect(t.tokens.cl100k_base?.delta).toEqual({ model: 170, raw: 170 });
  });

  it("puts what the named fields do not explain of a model delta into structure", () => {
    // A description that appears brings its "description": key along, which no field counts.
    const c = compare(
      report([{ name: "t", o200k: { name: 3, inputSchema: 60 }, modelStructure: 5 }]),
      report([{ name: "t", o200k: { name: 3, description: 30, inputSchema: 60 }, modelStructure: 8 }]),
    );
    expect(byName(c, "t").tokens.o200k_base?.fields.model).toEqual([
      { field: "description", delta: 30 },
      { field: "structure", delta: 3 },
    ]);
  });

  it("counts an added tool's cost and a removed tool's saving in full", () => {
    const c = compare(report([tool("old")]), report([tool("new", { name: 2, description: 10, inputSchema: 20 })]));
    expect(byName(c, "new").tokens.o200k_base).toMatchObject({
      base: null,
      head: { model: 38, raw: 42 },
      delta: { model: 38, raw: 42 },
    });
    expect(byName(c, "old").tokens.o200k_base).toMatchObject({
      base: { model: 109, raw: 113 },
      head: null,
      delta: { model: -109, raw: -113 },
    });
  });
});

describe("totals and counts", () => {
  it("gives each encoding's totals base -> head with absolute and relative change in both views", () => {
    const c = compare(
      report([tool("a", { name: 4, description: 1000, inputSchema: 1890 })]),
      report([tool("a", { name: 4, description: 1212, inputSchema: 1890 })]),
    );
    expect(c.totals.o200k_base).toEqual({
      base: { model: 2900, raw: 2904 },
      head: { model: 3112, raw: 3116 },
      delta: { model: 212, raw: 212 },
      relative: { model: 212 / 2900, raw: 212 / 2904 },
    });
    expect(c.totals.o200k_base?.relative.model).toBeCloseTo(0.0731, 4);
  });

  it("has no relative change when the base total is 0", () => {
    const c = compare(report([]), report([tool("first")]));
    expect(c.totals.o200k_base).toEqual({
      base: { model: 0, raw: 0 },
      head: { model: 109, raw: 113 },
      delta: { model: 109, raw: 113 },
      relative: { model: null, raw: null },
    });
  });

  it("counts tools, prompts and resources before and after; null when not offered", () => {
    const c = compare(
      report([tool("a"), tool("b")], { prompts: 2 }),
      report([tool("a")], { prompts: 3, resources: 4 }),
    );
    expect(c.counts).toEqual({
      tools: { base: 2, head: 1 },
      prompts: { base: 2, head: 3 },
      resources: { base: null, head: 4 },
    });
  });
});

describe("reports that differ in method", () => {
  it("compares the encodings both have and says which were left out", () => {
    const c = compare(report([tool("a")]), report([tool("a")], { encodings: ["cl100k_base"] }));
    expect(c.encodings).toEqual(["cl100k_base"]);
    expect(Object.keys(c.totals)).toEqual(["cl100k_base"]);
    expect(Object.keys(byName(c, "a").tokens)).toEqual(["cl100k_base"]);
    expect(c.notes).toEqual(["encoding o200k_base is in the base report only; not compared"]);

    const other = compare(report([tool("a")], { encodings: ["o200k_base"] }), report([tool("a")]));
    expect(other.encodings).toEqual(["o200k_base"]);
    expect(other.notes).toEqual(["encoding cl100k_base is in the head report only; not compared"]);
  });

  it("refuses reports with no encoding in common, saying what to do", () => {
    expect(() =>
      compare(report([tool("a")], { encodings: ["o200k_base"] }), report([tool("a")], { encodings: ["cl100k_base"] })),
    ).toThrow(
      new ComparisonError(
        "the base and head reports have no encoding in common (base: o200k_base; head: cl100k_base); measure both with the same encodings",
      ),
    );
  });

  it("notes a different tokenizer or counting method", () => {
    const base = report([tool("a")]);
    base.method.tokenizer = { name: "gpt-tokenizer", version: "3.0.0" };
    base.method.views.model = "pretty JSON";
    expect(compare(base, report([tool("a")])).notes).toEqual([
      "base counted with gpt-tokenizer 3.0.0, head with gpt-tokenizer 4.0.0; counts can differ for that reason alone",
      "the base report states a different counting method from the head report; deltas mix method and tools",
    ]);
  });

  it("refuses a report from a newer schemaVersion, and one that is no report at all", () => {
    const newer = { ...report([tool("a")]), schemaVersion: 2 } as unknown as Report;
    expect(() => compare(newer, report([tool("a")]))).toThrow(
      "the base report has schemaVersion 2, newer than this mcp-token-budget reads (1); measure base and head with the same mcp-token-budget version, or upgrade it",
    );
    expect(() => compare(report([tool("a")]), newer)).toThrow(/^the head report has schemaVersion 2, newer/);
    const text = { ...report([tool("a")]), schemaVersion: "1" } as unknown as Report;
    expect(() => compare(text, report([tool("a")]))).toThrow(
      'the base report has an unknown schemaVersion "1", expected 1; is it an mcp-token-budget report?',
    );
  });
});

describe("no baseline", () => {
  const head = report([tool("a"), tool("b", { name: 2, description: 10, inputSchema: 20 })]);

  it("says so with the caller's reason, and every head tool is added at its full cost", () => {
    const reason = "the base commit abc123 has no server: build failed: tsc exited with 2";
    const c = compare(null, head, { noBaselineReason: reason, base: { sha: "abc123", ref: "main" } });
    expect(c.status).toBe("no-baseline");
    expect(c.noBaselineReason).toBe(reason);
    expect(c.tools.map((t) => [t.name, t.status, t.tokens.o200k_base?.delta.model])).toEqual([
      ["a", "added", 109],
      ["b", "added", 38],
    ]);
    expect(c.summary).toEqual({ added: 2, removed: 0, changed: 0, unchanged: 0 });
    expect(c.base).toEqual({ sha: "abc123", ref: "main", label: null, report: null });
    expect(c.totals.o200k_base).toEqual({
      base: null,
      head: { model: 147, raw: 155 },
      delta: null,
      relative: { model: null, raw: null },
    });
    expect(c.counts.tools).toEqual({ base: null, head: 2 });
  });

  it("is never 'unchanged', even for a server with no tools, and has a reason when none is given", () => {
    const c = compare(null, report([]));
    expect(c.status).toBe("no-baseline");
    expect(c.noBaselineReason).toBe("no base report was given");
    expect(compare(null, report([]), { noBaselineReason: "" }).noBaselineReason).toBe("no base report was given");
  });
});

describe("tools with the same name", () => {
  it("matches them base to head in order of appearance and says so", () => {
    const c = compare(
      report([tool("x"), tool("x", { name: 3, description: 10, inputSchema: 10 }), tool("y")]),
      report([tool("x"), tool("x", { name: 3, description: 12, inputSchema: 10 }), tool("x")]),
    );
    expect(c.tools.map((t) => [t.name, t.occurrence, t.status])).toEqual([
      ["x", 1, "unchanged"],
      ["x", 2, "changed"],
      ["x", 3, "added"],
      ["y", 1, "removed"],
    ]);
    expect(byName(c, "x", 2).tokens.o200k_base?.delta.model).toBe(2);
    expect(c.notes).toEqual([
      'tool name "x" appears 3 times in the head report and 2 times in the base report; matched by order of appearance',
    ]);
  });

  it("removes the later ones when the head has fewer", () => {
    const c = compare(report([tool("x"), tool("x"), tool("x")]), report([tool("x")]));
    expect(c.tools.map((t) => [t.name, t.occurrence, t.status, t.baseIndex])).toEqual([
      ["x", 1, "unchanged", 0],
      ["x", 2, "removed", 1],
      ["x", 3, "removed", 2],
    ]);
    expect(c.notes).toEqual([
      'tool name "x" appears once in the head report and 3 times in the base report; matched by order of appearance',
    ]);
  });
});

const verdict: Verdict = {
  file: "mcp-token-budget.yml",
  passed: false,
  results: [
    {
      rule: "tool",
      encoding: "o200k_base",
      view: "model",
      tool: "a",
      limit: 100,
      limitText: "100",
      actual: 109,
      headroom: -9,
      passed: false,
      message: "tool a: 109 tokens (o200k_base, model) > limit 100",
    },
  ],
  skipped: [],
};

describe("the comparison document", () => {
  it("carries servers, commits, method and verdict, so a renderer needs nothing else", () => {
    const base = report([tool("a")]);
    const head = report([tool("a")]);
    const c = compare(base, head, {
      base: { sha: "1111111111111111111111111111111111111111", ref: "refs/heads/main", label: "main" },
      head: { sha: "2222222222222222222222222222222222222222", label: "PR #7" },
      verdict,
    });
    expect(c.schemaVersion).toBe(1);
    expect(c.kind).toBe("mcp-token-budget/comparison");
    expect(c.head).toEqual({
      sha: "2222222222222222222222222222222222222222",
      ref: null,
      label: "PR #7",
      report: {
        schemaVersion: 1,
        generator: { name: "mcp-token-budget", version: "0.1.0" },
        server: { name: "weather", version: "1.0.0", protocolVersion: "2025-06-18" },
        encodings: ["o200k_base", "cl100k_base"],
        tokenizer: { name: "gpt-tokenizer", version: "4.0.0" },
        warnings: [],
      },
    });
    expect(c.base.ref).toBe("refs/heads/main");
    expect(c.method).toEqual(head.method);
    expect(c.verdict).toEqual(verdict);
  });

  it("does not share or change its inputs", () => {
    const base = report([tool("a")]);
    const head = report([tool("a", { name: 3, description: 50, inputSchema: 60 })]);
    const before = JSON.stringify([base, head, verdict]);
    const c = compare(base, head, { verdict });
    c.method.encodings.push("changed");
    c.head.report.server.name = "changed";
    (c.verdict as Verdict).results.length = 0;
    expect(JSON.stringify([base, head, verdict])).toBe(before);
  });
});

describe("parseComparison", () => {
  const c = compare(
    report([tool("a"), tool("gone")]),
    report([tool("a", { name: 3, description: 9, inputSchema: 9 })]),
    {
      verdict,
    },
  );
  const json = () => JSON.parse(JSON.stringify(c));

  it("returns a comparison read back from JSON unchanged", () => {
    expect(parseComparison(json())).toEqual(c);
    const none = compare(null, report([tool("a")]), { noBaselineReason: "no base" });
    expect(parseComparison(JSON.parse(JSON.stringify(none)))).toEqual(none);
  });

  // biome-ignore lint/suspicious/noExplicitAny: each case edits the parsed JSON freely to break it
  const cases: Array<[string, (doc: Record<string, any>) => unknown, string]> = [
    ["an array", () => [], "not a valid comparison: expected a JSON object, got an array"],
    ["null", () => null, "not a valid comparison: expected a JSON object, got null"],
    [
      "a report",
      () => report([tool("a")]),
      'not a valid comparison: kind is missing, expected "mcp-token-budget/comparison" (this looks like a report)',
    ],
    [
      "another kind",
      (d) => ({ ...d, kind: "mcp-token-budget/budget" }),
      'not a valid comparison: kind is "mcp-token-budget/budget", expected "mcp-token-budget/comparison"',
    ],
    [
      "a newer schemaVersion",
      (d) => ({ ...d, schemaVersion: 2 }),
      "not a valid comparison: schemaVersion 2 is newer than this mcp-token-budget reads (1); use the same mcp-token-budget version to compare and to render",
    ],
    [
      "no schemaVersion",
      ({ schemaVersion: _, ...d }) => d,
      "not a valid comparison: schemaVersion is missing, expected 1",
    ],
    [
      "a missing property",
      (d) => {
        delete d.tools[0].status;
        return d;
      },
      'not a valid comparison: comparison.tools[0] is missing the property "status"',
    ],
    [
      "a count that is not a number",
      (d) => {
        d.tools[0].tokens.o200k_base.delta.model = "lots";
        return d;
      },
      "not a valid comparison: comparison.tools[0].tokens.o200k_base.delta.model must be integer",
    ],
    [
      "an unknown status",
      (d) => ({ ...d, status: "better" }),
      'not a valid comparison: comparison.status must be one of "unchanged", "changed", "no-baseline"',
    ],
    [
      "an unexpected property",
      (d) => ({ ...d, html: "<script>" }),
      'not a valid comparison: comparison has an unexpected property "html"',
    ],
    [
      "a tool without an encoding listed",
      (d) => {
        delete d.tools[1].tokens.cl100k_base;
        return d;
      },
      'not a valid comparison: comparison.tools[1].tokens has no entry for "cl100k_base"',
    ],
    [
      "totals without an encoding listed",
      (d) => {
        d.totals = { o200k_base: d.totals.o200k_base, constructor: d.totals.cl100k_base };
        return d;
      },
      'not a valid comparison: comparison.totals has no entry for encoding "cl100k_base"',
    ],
    [
      "a summary that does not match the tools",
      (d) => ({ ...d, summary: { ...d.summary, removed: 0 } }),
      "not a valid comparison: comparison.summary.removed is 0, but comparison.tools counts 1",
    ],
    [
      "no-baseline with a base report",
      (d) => ({ ...d, status: "no-baseline" }),
      'not a valid comparison: status "no-baseline", base.report null and noBaselineReason set must go together',
    ],
  ];
  it("reads back a reordered comparison, and rejects one whose toolOrder or status says otherwise", () => {
    const reordered = compare(report([tool("a"), tool("b")]), report([tool("b"), tool("a")]));
    const doc = () => JSON.parse(JSON.stringify(reordered));
    expect(parseComparison(doc())).toEqual(reordered);
    const hidden = { ...doc(), status: "unchanged", toolOrder: { changed: false } };
    expect(() => parseComparison(hidden)).toThrow(
      new ComparisonError(
        "not a valid comparison: comparison.toolOrder.changed is false, but the tools' positions make it true",
      ),
    );
    expect(() => parseComparison({ ...doc(), status: "unchanged" })).toThrow(
      new ComparisonError('not a valid comparison: comparison.status is "unchanged", but its tools make it "changed"'),
    );
    // A comparison written before toolOrder existed reads as it did.
    const { toolOrder: _, ...older } = JSON.parse(JSON.stringify(compare(report([tool("a")]), report([tool("a")]))));
    expect(parseComparison(older).status).toBe("unchanged");
  });

  it.each(cases)("rejects %s with a clear message", (_, make, message) => {
    expect(() => parseComparison(make(json()))).toThrow(new ComparisonError(message));
  });
});

describe("with real counts", () => {
  let encoders: Encoder[];
  beforeAll(async () => {
    encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
  });
  const measure = (tools: unknown[]) =>
    countListing(
      {
        server: { name: "s", version: "1", protocolVersion: null },
        tools,
        prompts: null,
        resources: null,
        warnings: [],
      },
      encoders,
      "0.1.0",
    );
  const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };
  const before = "Get the weather forecast for a city.";
  const after = "Get the weather forecast for a city, with hourly detail for the next 48 hours and daily highs.";

  it("attributes a longer description to the description, by exactly its token difference", () => {
    const c = compare(
      measure([{ name: "forecast", description: before, inputSchema: schema }]),
      measure([{ name: "forecast", description: after, inputSchema: schema }]),
    );
    for (const encoder of encoders) {
      const diff = byName(c, "forecast").tokens[encoder.name];
      const expected = encoder.count(JSON.stringify(after)) - encoder.count(JSON.stringify(before));
      expect(expected).toBeGreaterThan(10);
      expect(diff?.fields.model).toEqual([{ field: "description", delta: expected }]);
      expect(diff?.delta.model).toBe(expected);
    }
  });

  it("has field deltas that add up to each view's delta", () => {
    const c = compare(
      measure([{ name: "forecast", inputSchema: schema, annotations: { readOnlyHint: true } }]),
      measure([
        {
          name: "forecast",
          title: "Forecast",
          description: after,
          inputSchema: { ...schema, additionalProperties: false },
        },
      ]),
    );
    for (const encoder of encoders) {
      const diff = byName(c, "forecast").tokens[encoder.name];
      if (!diff) throw new Error("missing encoding");
      for (const view of ["model", "raw"] as const) {
        expect(diff.fields[view].reduce((sum, f) => sum + f.delta, 0)).toBe(diff.delta[view]);
      }
      // Structure may or may not move (keys come and go); every field that changed is named.
      expect(
        diff.fields.raw
          .map((f) => f.field)
          .filter((f) => f !== "structure")
          .sort(),
      ).toEqual(["annotations", "description", "inputSchema", "title"]);
    }
  });

  describe("JSON Schemas", () => {
    const load = (name: string) =>
      JSON.parse(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), "utf8"));
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    ajv.addSchema(load("report.schema.json"));
    const validateReport = ajv.getSchema("urn:mcp-token-budget:schema:report:1");
    const validateComparison = ajv.compile(load("comparison.schema.json"));

    it("accept a real report of the fixture tools, and reject a broken one", () => {
      const fixture = readToolsFile("basic");
      const real = countListing(
        {
          server: { name: "fixture", version: "1.0.0", protocolVersion: "2025-06-18" },
          tools: fixture.tools,
          prompts: fixture.prompts ?? [],
          resources: fixture.resources ?? [],
          warnings: [],
        },
        encoders,
        "0.1.0",
      );
      expect(validateReport?.(JSON.parse(JSON.stringify(real))), JSON.stringify(validateReport?.errors)).toBe(true);
      const broken = JSON.parse(JSON.stringify(real));
      broken.tools[0].tokens.o200k_base.model = "812";
      expect(validateReport?.(broken)).toBe(false);
      expect(validateReport?.errors?.[0]?.instancePath).toBe("/tools/0/tokens/o200k_base/model");
    });

    it("accept real comparisons, with and without a baseline and a verdict", () => {
      const base = measure([{ name: "forecast", description: before, inputSchema: schema }, { name: "old" }]);
      const head = measure([{ name: "forecast", description: after, inputSchema: schema }, { name: "new" }]);
      for (const c of [
        compare(base, head, { verdict, base: { sha: "abc", ref: "main" }, head: { label: "PR #1" } }),
        compare(null, head, { noBaselineReason: "build failed" }),
        compare(base, base),
      ]) {
        expect(validateComparison(JSON.parse(JSON.stringify(c))), JSON.stringify(validateComparison.errors)).toBe(true);
      }
    });
  });
});
