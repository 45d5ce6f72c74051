/**
 * Reports and comparisons read back from files are checked before use (schema, then whether their
 * numbers agree), with messages that say what is wrong.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBudget } from "../../../src/core/budget.js";
import { compare } from "../../../src/core/compare.js";
import {
  type Comparison,
  ComparisonError,
  type FieldDelta,
  type ToolDiff,
  type ToolTokenDiff,
  type TotalDiff,
} from "../../../src/core/comparison.js";
import { countListing } from "../../../src/core/count.js";
import { parseComparison, parseReport } from "../../../src/core/documents.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { renderComparisonMarkdown, renderComparisonText } from "../../../src/core/render/comparison.js";
import type { Report, ToolCount, ToolTokens, Totals } from "../../../src/core/report.js";
import { ReportFileError } from "../../../src/core/report-file-error.js";
import type { RuleResult, Verdict } from "../../../src/core/verdict.js";
import { measure } from "../../../src/run/measure.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { badServer, FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

async function report() {
  const encoders = await loadEncoders(["o200k_base"]);
  const tools = [{ name: "echo", description: "Echo text back.", inputSchema: { type: "object" } }];
  return countListing(
    { server: { name: "s", version: "1", protocolVersion: null }, tools, prompts: null, resources: null, warnings: [] },
    encoders,
    "0.1.0",
  );
}

describe("parseReport", () => {
  it("accepts a real report as written to a file", async () => {
    const r = await report();
    expect(parseReport(JSON.parse(JSON.stringify(r)), "r.json")).toEqual(r);
  });

  it("names the first problem of an invalid report", async () => {
    const r = JSON.parse(JSON.stringify(await report()));
    delete r.totals;
    expect(() => parseReport(r, "r.json")).toThrow(
      new ReportFileError('r.json is not a valid report: report is missing the property "totals"'),
    );
    const wrongType = JSON.parse(JSON.stringify(await report()));
    wrongType.tools[0].tokens.o200k_base.model = "many";
    expect(() => parseReport(wrongType, "r.json")).toThrow(
      /r\.json is not a valid report: report\.tools\[0\]\.tokens\.o200k_base\.model must be/,
    );
  });

  it("tells a comparison from a report", async () => {
    const c = compare(null, await report());
    expect(() => parseReport(JSON.parse(JSON.stringify(c)), "c.json")).toThrow(/c\.json is a comparison/);
    expect(parseComparison(JSON.parse(JSON.stringify(c)))).toEqual(c);
  });

  it("refuses a newer report version with advice", async () => {
    const r = { ...(await report()), schemaVersion: 2 };
    expect(() => parseReport(r, "r.json")).toThrow(/newer than this mcp-token-budget reads \(1\); upgrade/);
  });
});

describe("a comparison without a baseline", () => {
  it("leads with a warning and the reason's first line when a baseline was asked for", async () => {
    const c = compare(null, await report(), {
      noBaselineReason: "build failed at base abc1234 (exit code 1)\nnpm ERR! missing script: build",
    });
    const md = renderComparisonMarkdown(c);
    const [title, , status] = md.split("\n");
    expect(title).toMatch(/^### s · \d+ tokens · ⚠️ no baseline$/);
    expect(status).toMatch(/^\*\*No baseline\*\*: build failed at base abc1234 \\\(exit code 1\\\) · /);
    expect(md).toMatch(
      /why there is no baseline: build failed at base abc1234 \\\(exit code 1\\\) npm ERR\\! missing script: build/,
    );
  });

  it("leads with the measurement when no baseline was asked for", async () => {
    const c = compare(null, await report(), { noBaselineReason: "not asked", baselineRequested: false });
    const text = renderComparisonText(c);
    expect(text.split("\n")[0]).toBe(
      `${c.totals.o200k_base?.head.model} tokens · o200k_base ${c.totals.o200k_base?.head.model} · 1 tool`,
    );
    expect(text).not.toMatch(/No baseline|no baseline/);
  });
});

/** Base and head with two encodings, renamed, removed and added tools, and fields outside the model view. */
async function twoReports() {
  const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
  const listing = (tools: unknown[]) => ({
    server: { name: "s", version: "1", protocolVersion: null },
    tools,
    prompts: [{ name: "p" }],
    resources: [{ name: "r", uri: "file:///r" }],
    warnings: [],
  });
  const search = { name: "search", description: "Search.", inputSchema: { type: "object" }, annotations: { x: 1 } };
  const base = countListing(
    listing([search, 42, { name: "gone", description: "Removed later.", inputSchema: { type: "object" } }]),
    encoders,
    "0.1.0",
  );
  const head = countListing(
    listing([{ ...search, description: "Search everything, newest first." }, 42, { name: "new", x: "y" }]),
    encoders,
    "0.1.0",
  );
  return { base, head };
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

// Accessors that make an edit one plain statement; each case's message says where it landed.
const tokensOf = (r: Report, i: number, encoding: string) => (r.tools[i] as ToolCount).tokens[encoding] as ToolTokens;
const totalsOf = (r: Report, encoding: string) => r.totals[encoding] as Totals;

describe("a report's numbers must agree", () => {
  type Edit = (r: Report) => void;
  const cases: Array<[string, Edit, string]> = [
    [
      "a tool's model count changed, totals left alone",
      (r) => {
        tokensOf(r, 0, "o200k_base").model += 100000;
      },
      "report.totals.o200k_base.model is",
    ],
    [
      "o200k_base model total",
      (r) => {
        totalsOf(r, "o200k_base").model += 1;
      },
      "report.totals.o200k_base.model is",
    ],
    [
      "o200k_base raw total",
      (r) => {
        totalsOf(r, "o200k_base").raw -= 1;
      },
      "report.totals.o200k_base.raw is",
    ],
    [
      "cl100k_base model total",
      (r) => {
        totalsOf(r, "cl100k_base").model = 0;
      },
      "report.totals.cl100k_base.model is",
    ],
    [
      "cl100k_base raw total",
      (r) => {
        totalsOf(r, "cl100k_base").raw += 7;
      },
      "report.totals.cl100k_base.raw is",
    ],
    [
      "a tool's raw count with its totals fixed",
      (r) => {
        tokensOf(r, 1, "cl100k_base").raw += 5;
        totalsOf(r, "cl100k_base").raw += 5;
      },
      "report.tools[1].tokens.cl100k_base.fields add up to",
    ],
    [
      "a field",
      (r) => {
        tokensOf(r, 0, "o200k_base").fields.structure += 3;
      },
      "report.tools[0].tokens.o200k_base.fields add up to",
    ],
    [
      "an encoding missing from the totals",
      (r) => {
        delete r.totals.cl100k_base;
      },
      'report.totals has no entry for encoding "cl100k_base"',
    ],
    [
      "an encoding the method does not list",
      (r) => {
        r.method.encodings = ["o200k_base"];
      },
      'report.totals has an entry for encoding "cl100k_base", which report.method.encodings does not list',
    ],
    [
      "a tool without one of the encodings",
      (r) => {
        delete (r.tools[2] as ToolCount).tokens.o200k_base;
      },
      'report.tools[2].tokens has no entry for encoding "o200k_base"',
    ],
    [
      "a tool moved",
      (r) => {
        (r.tools[0] as ToolCount).index++;
      },
      "report.tools[0].index is 1, but the tool is number 0",
    ],
    [
      "the prompt count",
      (r) => {
        r.prompts = { count: 3, names: ["p"] };
      },
      "report.prompts.count is 3, but report.prompts.names has 1",
    ],
    [
      "the resource count",
      (r) => {
        r.resources = { count: 0, items: [{ name: "r" }] };
      },
      "report.resources.count is 0, but report.resources.items has 1",
    ],
  ];

  it.each(cases)("refuses %s", async (_what, edit, message) => {
    const r = copy((await twoReports()).head);
    edit(r);
    expect(() => parseReport(r, "head.json")).toThrow(ReportFileError);
    expect(() => parseReport(r, "head.json")).toThrow(`head.json is not a valid report: ${message}`);
  });

  it("accepts a forged report whose numbers agree: consistency is not authenticity", async () => {
    const r = copy((await twoReports()).head);
    const tokens = tokensOf(r, 0, "o200k_base");
    tokens.model += 5000;
    tokens.raw += 5000;
    tokens.fields.structure += 5000;
    totalsOf(r, "o200k_base").model += 5000;
    totalsOf(r, "o200k_base").raw += 5000;
    expect(parseReport(r, "forged.json").totals.o200k_base).toEqual(r.totals.o200k_base);
  });
});

describe("a comparison's numbers must agree", () => {
  type Edit = (c: Comparison) => void;
  const tool = (c: Comparison, i: number) => c.tools[i] as ToolDiff;
  const diffOf = (c: Comparison, i: number, encoding: string) => tool(c, i).tokens[encoding] as ToolTokenDiff;
  const totalOf = (c: Comparison, encoding: string) => c.totals[encoding] as TotalDiff;
  const verdictOf = (c: Comparison) => c.verdict as Verdict;
  const cases: Array<[string, Edit, string]> = [
    [
      "a tool's delta",
      (c) => {
        diffOf(c, 0, "o200k_base").delta.model -= 100000;
      },
      "comparison.tools[0].tokens.o200k_base.delta.model is",
    ],
    [
      "a tool's base count",
      (c) => {
        (diffOf(c, 0, "cl100k_base").base as Totals).raw += 1;
      },
      "comparison.tools[0].tokens.cl100k_base.delta.raw is",
    ],
    [
      "a field delta",
      (c) => {
        (diffOf(c, 0, "o200k_base").fields.raw[0] as FieldDelta).delta += 1;
      },
      "comparison.tools[0].tokens.o200k_base.fields.raw add up to",
    ],
    [
      "the head total",
      (c) => {
        totalOf(c, "cl100k_base").head.model += 1;
      },
      "comparison.totals.cl100k_base.head.model is",
    ],
    [
      "the base total",
      (c) => {
        (totalOf(c, "o200k_base").base as Totals).raw += 1;
      },
      "comparison.totals.o200k_base.base.raw is",
    ],
    [
      "the total delta",
      (c) => {
        (totalOf(c, "o200k_base").delta as Totals).model = -98799;
      },
      "comparison.totals.o200k_base.delta.model is -98799, but head - base is",
    ],
    [
      "the relative change",
      (c) => {
        totalOf(c, "o200k_base").relative.raw = 0.5;
      },
      "comparison.totals.o200k_base.relative.raw is 0.5, but delta / base is",
    ],
    [
      "an unchanged tool with a delta",
      (c) => {
        tool(c, 0).status = "unchanged";
        c.summary.changed--;
        c.summary.unchanged++;
      },
      'comparison.tools[0] is "unchanged", but comparison.tools[0].tokens.o200k_base.delta.model is',
    ],
    [
      "the tool count",
      (c) => {
        c.counts.tools.head = 9;
      },
      "comparison.counts.tools.head is 9, but 3 tools",
    ],
    [
      "the verdict",
      (c) => {
        verdictOf(c).passed = true;
      },
      "comparison.verdict.passed is true, but a rule failed",
    ],
    [
      "a rule's result",
      (c) => {
        (verdictOf(c).results[0] as RuleResult).passed = true;
      },
      "comparison.verdict.results[0].passed is true, but actual",
    ],
  ];

  async function comparison(): Promise<Comparison> {
    const { base, head } = await twoReports();
    const verdict = checkBudget(
      { view: "model", encoding: null, encodings: {}, order: ["total"], total: 1 },
      head,
      base,
      "b.yml",
    );
    return copy(compare(base, head, { verdict }));
  }

  it("accepts what compare produces", async () => {
    const c = await comparison();
    expect(c.summary).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(parseComparison(copy(c), "comparison.json")).toEqual(c);
  });

  it.each(cases)("refuses %s, naming the file", async (_what, edit, message) => {
    const c = await comparison();
    edit(c);
    expect(() => parseComparison(c, "out/comparison.json")).toThrow(ComparisonError);
    expect(() => parseComparison(c, "out/comparison.json")).toThrow(
      `out/comparison.json is not a valid comparison: ${message}`,
    );
  });
});

describe("the checks hold for every report real servers give", () => {
  const require = createRequire(import.meta.url);
  const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-docs-"));
  const specs: Array<[string, string[]]> = [
    ["server-everything", [bin("@modelcontextprotocol/server-everything"), "stdio"]],
    ["server-filesystem", [bin("@modelcontextprotocol/server-filesystem"), dir]],
    ["server-memory", [bin("@modelcontextprotocol/server-memory")]],
    ["server-sequential-thinking", [bin("@modelcontextprotocol/server-sequential-thinking")]],
    ["the example server", [path.join(PROJECT_ROOT, "examples/example-server/server.mjs")]],
    ["the fixture server (basic)", [FIXTURE_SERVER, "--tools", toolsFile("basic")]],
    ["the fixture server (many)", [FIXTURE_SERVER, "--tools", toolsFile("many")]],
    ["malformed tools", [badServer("malformed-tools")]],
  ];

  it("accepts each report, and the comparison of every pair of them", async () => {
    const reports = await Promise.all(
      specs.map(([, args]) =>
        measure(
          {
            kind: "stdio",
            command: process.execPath,
            args,
            env: { set: { MEMORY_FILE_PATH: path.join(dir, "m.jsonl") } },
          },
          { encodings: ["o200k_base", "cl100k_base"] },
        ),
      ),
    );
    reports.forEach((r, i) => {
      expect(r.tools.length, specs[i]?.[0]).toBeGreaterThan(0);
      expect(parseReport(copy(r), `${specs[i]?.[0]}.json`)).toEqual(r);
    });
    for (const base of reports) {
      for (const head of reports) {
        const c = compare(base, head);
        expect(parseComparison(copy(c))).toEqual(c);
      }
    }
    expect(parseComparison(copy(compare(null, reports[0] as Report)))).toBeTruthy();
  }, 180_000);
});
