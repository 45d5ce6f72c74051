/**
 * The pull requests of the example comments in docs/ (test/unit/docs/example-comments.test.ts) and of the comment's
 * height check (test/integration/github/comment-height.test.ts): a server of 50 tools with n changes, counted for real.
 */
import { checkBudget, parseBudget } from "../../src/core/budget.js";
import { compare } from "../../src/core/compare.js";
import type { Comparison } from "../../src/core/comparison.js";
import { countListing } from "../../src/core/count.js";
import type { Encoder } from "../../src/core/encodings.js";
import type { Report } from "../../src/core/report.js";

export const HEAD = "c0ffee1d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08";
export const BASE = "4f1c2a9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39";
export const links = {
  repositoryUrl: "https://github.com/acme/tracker",
  pullRequest: 128,
  headSha: HEAD,
  budgetFile: "mcp-token-budget.yml",
};
export const footer = "<sub>mcp-token-budget · [workflow run](https://github.com/acme/tracker/actions/runs/7)</sub>";
const sides = { base: { sha: BASE, ref: "main", label: "main" }, head: { sha: HEAD, label: "#128" } };

const NOUNS = ["ticket", "project", "user", "label", "comment", "sprint", "board", "report", "milestone", "webhook"];
const VERBS = ["get", "list", "create", "update", "delete", "search", "archive", "export"];
export const SENTENCE =
  " Use it when the user names the item by its title rather than its id; results are sorted newest first.";

export function tool(i: number, sentences: number, params = 1 + (i % 3)) {
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

export function comparisonOf(
  encoders: Encoder[],
  name: string,
  base: unknown[],
  head: unknown[],
  budget: string,
): Comparison {
  const server = { name, version: "3.2.0", protocolVersion: "2025-06-18" };
  const listing = (tools: unknown[]) => ({ server, tools, prompts: null, resources: null, warnings: [] });
  return compareReports(
    countListing(listing(base), encoders, "0.1.0"),
    countListing(listing(head), encoders, "0.1.0"),
    budget,
  );
}

/** The comparison of two reports as the examples make it: their commits, and the budget checked. */
export function compareReports(b: Report, h: Report, budget: string = EXAMPLE_BUDGET): Comparison {
  const verdict = checkBudget(parseBudget(budget, "mcp-token-budget.yml"), h, b, "mcp-token-budget.yml");
  return compare(b, h, { ...sides, verdict });
}

const EXAMPLE_BUDGET = 'total: 20000\nperTool: 400\nmaxIncrease: "25%"\n';

/** The base and head tool lists of changes(n). */
export function changeTools(n: number): { base: unknown[]; head: unknown[] } {
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
  return { base, head };
}

/**
 * A server of 50 tools with `n` changes: most tools that change grow, every fifth shrinks, and from three
 * changes on one of them is a tool removed and one a tool added.
 */
export function changes(encoders: Encoder[], n: number): Comparison {
  const { base, head } = changeTools(n);
  const c = comparisonOf(encoders, "acme-tracker", base, head, EXAMPLE_BUDGET);
  const seen = c.summary.changed + c.summary.added + c.summary.removed;
  if (seen !== n) throw new Error(`the example of ${n} changes has ${seen}`);
  return c;
}
