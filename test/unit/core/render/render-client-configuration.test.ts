/**
 * A client configuration's comment (config mode, and the matrix comment): every place that shows a
 * server's budget verdict says the same counts as that server's own comment, the links are those of a
 * single server's comment, and the snapshot was read by a person. Counts are real (gpt-tokenizer),
 * verdicts come from the real budget checker.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { checkBudget, parseBudget } from "../../../../src/core/budget.js";
import { compare } from "../../../../src/core/compare.js";
import type { Comparison } from "../../../../src/core/comparison.js";
import { buildSetupComparison, type SetupComparison } from "../../../../src/core/config-comparison.js";
import { countListing } from "../../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import { renderComparisonMarkdown, renderComparisonText } from "../../../../src/core/render/comparison.js";
import { renderSetupComparisonMarkdown } from "../../../../src/core/render/config-comment.js";
import type { Report } from "../../../../src/core/report.js";
import { detailsBlock, nestedDetailsBlock } from "../../../helpers/markdown.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});

const tool = (name: string, description: string, properties: Record<string, unknown> = { q: { type: "string" } }) => ({
  name,
  description,
  inputSchema: { type: "object", properties },
});

function measure(name: string, tools: unknown[]): Report {
  return countListing(
    {
      server: { name, version: "1.0.0", protocolVersion: "2025-06-18" },
      tools,
      prompts: null,
      resources: null,
      warnings: [],
    },
    encoders,
    "0.1.0",
  );
}

const BASE_SHA = "4f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39";
const HEAD_SHA = "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08";
const sides = {
  base: { sha: BASE_SHA, ref: "refs/heads/main", label: "main" },
  head: { sha: HEAD_SHA, ref: "refs/pull/9/merge", label: "#9" },
};

/** Ten rules (the named tools' limits replace perTool); maxIncrease is broken in both encodings (the tracker grows by far more than 5%). */
const BUDGET = `total: 50000
perTool: 4000
maxTools: 40
maxIncrease: "5%"
tools:
  search: 3000
  get: 3000
  subscribe: 3000
  list: 3000
  update: 3000
  delete: 3000
  export: 3000
`;

function compared(name: string, baseTools: unknown[] | null, headTools: unknown[], budget = BUDGET): Comparison {
  const base = baseTools ? measure(name, baseTools) : null;
  const head = measure(name, headTools);
  const verdict = checkBudget(parseBudget(budget, "mcp-token-budget.yml"), head, base, "mcp-token-budget.yml");
  return compare(base, head, {
    ...sides,
    verdict,
    ...(base ? {} : { noBaselineReason: `${name} is not in .mcp.json at the base 4f1c2a9: a new server` }),
  });
}

function setup(): { setup: SetupComparison; tracker: Comparison } {
  const names = ["search", "get", "list", "update", "delete", "export"];
  const before = names.map((n) => tool(n, `${n}.`));
  const after = names.map((n) =>
    tool(n, `${n} the items of the tracker by title, author, label, milestone or date, newest first, in pages.`),
  );
  const tracker = compared("tracker", before, [...after, tool("subscribe", "Subscribe to changes.")]);
  const translate = compared("translate", null, [tool("translate", "Translate a text.")]);
  return {
    tracker,
    setup: buildSetupComparison({
      config: ".mcp.json",
      base: { sha: BASE_SHA, label: "main" },
      head: { sha: HEAD_SHA, label: "#9" },
      encodings: ["o200k_base", "cl100k_base"],
      servers: [
        { name: "tracker", status: "compared", comparison: tracker },
        { name: "translate", status: "new", comparison: translate },
        { name: "broken", status: "failed", error: "the server exited before it listed its tools (exit code 1)" },
      ],
      budget: { file: "mcp-token-budget.yml", notes: [] },
    }),
  };
}

const LINKS = {
  repositoryUrl: "https://github.com/octo/weather",
  pullRequest: 9,
  headSha: HEAD_SHA,
  budgetFile: "packages/tracker/mcp-token-budget.yml",
};

describe("the verdict of a server of a client configuration", () => {
  it("is counted the same in its row, the notes, its folded comment, the fold of passing rules and the terminal", () => {
    const { setup: s, tracker } = setup();
    const markdown = renderSetupComparisonMarkdown(s, { links: LINKS });
    // maxIncrease is one rule of ten (the tools' own limits replace perTool), checked in two encodings, broken in both.
    expect(tracker.verdict?.results.filter((r) => !r.passed).map((r) => [r.rule, r.encoding])).toEqual([
      ["maxIncrease", "o200k_base"],
      ["maxIncrease", "cl100k_base"],
    ]);
    const row = markdown.split("\n").find((line) => line.startsWith("| tracker |")) ?? "";
    expect(row).toContain("❌ 1 budget rule broken");
    expect(markdown).toContain("tracker breaks 1 rule");
    const details = nestedDetailsBlock(markdown, "tracker: ") ?? "";
    expect(details).toContain("### tracker · ");
    expect(details).toContain("❌ 1 budget rule broken");
    expect(details).toContain("❌ **Budget** · 1 of 10 rules broken");
    // The rule broken in the other encoding is named in its row, not hidden in the fold of passing ones.
    expect(details).toMatch(/\| ❌ \*\*broken\*\* \| increase over base · also over in cl100k\\_base −\d+ \|/);
    const fold = detailsBlock(details, "9 more rules, all passing (17 checks)");
    expect(fold).not.toContain("❌");
    expect(fold).not.toContain("increase over base");
    expect(renderComparisonText(tracker)).toContain("Budget: 1 of 10 rules broken (2 of 19 checks)");
    // A server's own comment (measure mode) says the same.
    expect(renderComparisonMarkdown(tracker)).toContain("❌ **Budget** · 1 of 10 rules broken");
  });

  it("links the pull request, its head commit, the base and the budget file, in the table's notes and every server's details", () => {
    const markdown = renderSetupComparisonMarkdown(setup().setup, { links: LINKS });
    const head = `https://github.com/octo/weather/commit/${HEAD_SHA}`;
    expect(markdown).toContain(
      `3 servers (1 new, 1 failed) · 8 tools at head · [#9](https://github.com/octo/weather/pull/9) at [9b8a7c6](${head}) · base [4f1c2a9](https://github.com/octo/weather/commit/${BASE_SHA}) (main)`,
    );
    const budgetUrl = `https://github.com/octo/weather/blob/${HEAD_SHA}/packages/tracker/mcp-token-budget.yml`;
    expect(markdown).toContain(`Budget [mcp-token-budget.yml](${budgetUrl}): ❌ tracker breaks 1 rule`);
    expect(nestedDetailsBlock(markdown, "tracker: ")).toContain(`[mcp-token-budget.yml](${budgetUrl})`);
    // Without the run's addresses nothing is linked.
    expect(renderSetupComparisonMarkdown(setup().setup)).not.toContain("](https://");
  });

  it("renders the comment a person has read", async () => {
    await expect(renderSetupComparisonMarkdown(setup().setup, { links: LINKS })).toMatchFileSnapshot(
      "__snapshots__/client-configuration.md.snap",
    );
  });
});
