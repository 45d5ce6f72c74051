/**
 * The example comments in docs/ (rendered to PNG by scripts/render-comment-screenshot.mjs and looked at):
 * produced by the real renderers from real counts, and kept in step with them here (CI fails when they
 * drift). One, three and forty changed tools; a pull request that only shrinks; a client configuration;
 * a matrix's comment; the error state.
 */
import { writeFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { describeFailure } from "../src/action/failure.js";
import { MATRIX_MEASURED_HOW } from "../src/action/matrix-comment.js";
import { BudgetError } from "../src/core/budget/types.js";
import { checkBudget, parseBudget } from "../src/core/budget.js";
import { compare } from "../src/core/compare.js";
import type { Comparison } from "../src/core/comparison.js";
import { countListing } from "../src/core/count.js";
import { type Encoder, loadEncoders } from "../src/core/encodings.js";
import { renderComparisonMarkdown } from "../src/core/render/comparison.js";
import { renderFailureMarkdown } from "../src/core/render/failure.js";
import { renderSetupComparisonMarkdown } from "../src/core/render/setup-comment.js";
import { buildSetupComparison } from "../src/core/setup-comparison.js";
import { commentMarker } from "../src/github/comment.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});

const HEAD = "c0ffee1d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08";
const BASE = "4f1c2a9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39";
const links = {
  repositoryUrl: "https://github.com/acme/tracker",
  pullRequest: 128,
  headSha: HEAD,
  budgetFile: "mcp-token-budget.yml",
};
const footer =
  "<sub>[mcp-token-budget](https://www.npmjs.com/package/mcp-token-budget) · [workflow run](https://github.com/acme/tracker/actions/runs/7)</sub>";
const sides = { base: { sha: BASE, ref: "main", label: "main" }, head: { sha: HEAD, label: "#128" } };

const NOUNS = ["ticket", "project", "user", "label", "comment", "sprint", "board", "report", "milestone", "webhook"];
const VERBS = ["get", "list", "create", "update", "delete", "search", "archive", "export"];
const SENTENCE =
  " Use it when the user names the item by its title rather than its id; results are sorted newest first.";

function tool(i: number, sentences: number, params = 1 + (i % 3)) {
  return {
    name: `${VERBS[i % VERBS.length]}_${NOUNS[Math.floor(i / VERBS.length) % NOUNS.length]}`,
    description: `${VERBS[i % VERBS.length]} a ${NOUNS[Math.floor(i / VERBS.length) % NOUNS.length]} of the tracker.${SENTENCE.repeat(sentences)}`,
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(
        Array.from({ length: params }, (_, k) => [`field_${k}`, { type: "string", description: `Field ${k}.` }]),
      ),
    },
  };
}

function comparisonOf(name: string, base: unknown[], head: unknown[], budget: string): Comparison {
  const server = { name, version: "3.2.0", protocolVersion: "2025-06-18" };
  const listing = (tools: unknown[]) => ({ server, tools, prompts: null, resources: null, warnings: [] });
  const b = countListing(listing(base), encoders, "0.1.0");
  const h = countListing(listing(head), encoders, "0.1.0");
  const verdict = checkBudget(parseBudget(budget, "mcp-token-budget.yml"), h, b, "mcp-token-budget.yml");
  return compare(b, h, { ...sides, verdict });
}

/**
 * A server of 50 tools with `n` changes: most tools that change grow, every fifth shrinks, and from three
 * changes on one of them is a tool removed and one a tool added.
 */
function changes(n: number): Comparison {
  const modified = n >= 3 ? n - 2 : n;
  const base = Array.from({ length: 50 }, (_, i) => tool(i, (i % 3) + 1));
  const head: unknown[] = base.map((t, i) => (i < modified ? tool(i, i % 5 === 4 ? 0 : (i % 3) + 2 + (i % 4)) : t));
  if (n >= 3) {
    head.splice(modified, 1);
    head.push({
      name: "bulk_import_tickets",
      description: `Import many tickets at once from a CSV file.${SENTENCE}`,
      inputSchema: { type: "object", properties: { csv: { type: "string" }, project: { type: "string" } } },
    });
  }
  const c = comparisonOf("acme-tracker", base, head, 'total: 20000\nperTool: 400\nmaxIncrease: "25%"\n');
  expect(c.summary.changed + c.summary.added + c.summary.removed).toBe(n);
  return c;
}

const comment = (markdown: string) => `${commentMarker("default")}\n${markdown}`;

describe("the example comments in docs/", () => {
  for (const n of [1, 3, 40]) {
    it(`${n} changed ${n === 1 ? "tool" : "tools"}`, async () => {
      const body = comment(renderComparisonMarkdown(changes(n), { links, footer }));
      await expect(body).toMatchFileSnapshot(`../docs/example-comment-${n}-changed.md`);
    });
  }
  // Looked at in screenshots too, not kept in docs/ (EXAMPLES_OUT=dir writes them there).
  for (const n of [2, 10]) {
    it(`${n} changed tools`, async () => {
      const body = comment(renderComparisonMarkdown(changes(n), { links, footer }));
      expect(body).toContain("What changed");
      if (process.env.EXAMPLES_OUT)
        await writeFile(`${process.env.EXAMPLES_OUT}/example-comment-${n}-changed.md`, body);
    });
  }

  it("a pull request that only shrinks", async () => {
    const base = Array.from({ length: 12 }, (_, i) => tool(i, 2 + (i % 3), 3));
    const head = base.map((t, i) => (i < 6 ? tool(i, i % 2, i % 3 === 0 ? 1 : 3) : t));
    head.splice(7, 1);
    const c = comparisonOf("acme-tracker", base, head, "total: 6000\nperTool: 400\n");
    await expect(comment(renderComparisonMarkdown(c, { links, footer }))).toMatchFileSnapshot(
      "../docs/example-comment-shrink.md",
    );
  });

  function setupOf(kind: "config" | "matrix") {
    const budget = 'total: 4000\nperTool: 400\nmaxIncrease: "10%"\n';
    const tracker = comparisonOf(
      "acme-tracker",
      Array.from({ length: 8 }, (_, i) => tool(i, 0)),
      Array.from({ length: 9 }, (_, i) => tool(i, i < 3 ? 2 : 0)),
      budget,
    );
    const wiki = comparisonOf(
      "acme-wiki",
      Array.from({ length: 5 }, (_, i) => tool(i + 20, 1)),
      Array.from({ length: 5 }, (_, i) => tool(i + 20, i === 0 ? 0 : 1)),
      budget,
    );
    return buildSetupComparison({
      config: kind === "config" ? ".mcp.json" : "3 matrix jobs",
      base: { sha: BASE, label: "main" },
      head: { sha: HEAD, label: "#128" },
      encodings: ["o200k_base", "cl100k_base"],
      servers: [
        { name: "tracker", status: "compared", comparison: tracker },
        { name: "wiki", status: "compared", comparison: wiki },
        kind === "config"
          ? {
              name: "legacy-search",
              status: "removed",
              base: {
                tools: 2,
                totals: { o200k_base: { model: 212, raw: 240 }, cl100k_base: { model: 215, raw: 243 } },
              },
              reason: null,
            }
          : {
              name: "calendar",
              status: "failed",
              error:
                'the MCP server did not start or did not list its tools: at head (sh -c "node build/index.js"): the server exited with code 1 before listing finished',
            },
      ],
      budget: { file: "mcp-token-budget.yml", notes: [], fromRoot: "mcp-token-budget.yml" },
    });
  }

  it("a client configuration (config mode)", async () => {
    const body = comment(renderSetupComparisonMarkdown(setupOf("config"), { links, footer }));
    await expect(body).toMatchFileSnapshot("../docs/example-comment-config.md");
  });

  it("a matrix's comment", async () => {
    const body = comment(
      renderSetupComparisonMarkdown(setupOf("matrix"), {
        links,
        footer,
        subject: "MCP servers of 3 matrix jobs",
        measuredHow: MATRIX_MEASURED_HOW,
      }),
    );
    await expect(body).toMatchFileSnapshot("../docs/example-comment-matrix.md");
  });

  it("the error state", async () => {
    let error: unknown = null;
    try {
      parseBudget("total: 4000\npertool: 400\nmaxIncrease: 5\n", "mcp-token-budget.yml");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BudgetError);
    const state = describeFailure(error);
    const body = comment(
      renderFailureMarkdown(state, { footer, subject: { server: "node dist/index.js", commentKey: "default" } }),
    );
    await expect(body).toMatchFileSnapshot("../docs/example-comment-error.md");
  });
});
