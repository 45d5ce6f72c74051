/**
 * The example comment in the README is produced by the real renderer from real counts, and this
 * test keeps docs/example-comment.md in step with it (CI fails when they drift).
 */
import { describe, expect, it } from "vitest";
import { checkBudget, parseBudget } from "../src/core/budget.js";
import { compare } from "../src/core/compare.js";
import { countListing } from "../src/core/count.js";
import { loadEncoders } from "../src/core/encodings.js";
import { renderComparisonMarkdown } from "../src/core/render/comparison.js";
import { commentMarker } from "../src/github/comment.js";
import { readToolsFile } from "./helpers/fixture.js";

describe("the README's example comment", () => {
  it("matches what the renderer produces for a realistic pull request", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const base = readToolsFile("basic").tools as Array<Record<string, unknown>>;
    const head = structuredClone(base);
    // The pull request: a longer description, a new parameter, a new tool, a removed tool.
    const search = head[0] as { description: string };
    search.description += " Results include labels, assignees and the first 200 characters of the body.";
    const invoice = head[2] as { inputSchema: { properties: Record<string, unknown> } };
    invoice.inputSchema.properties.due_date = {
      type: "string",
      format: "date",
      description: "When payment is due (ISO 8601).",
    };
    head.splice(1, 1);
    head.push({
      name: "list_invoices",
      description: "List invoices for a customer, newest first.",
      inputSchema: {
        type: "object",
        properties: { customer_id: { type: "string" }, limit: { type: "integer", default: 20 } },
        required: ["customer_id"],
      },
    });
    const listing = (tools: unknown[]) => ({
      server: { name: "billing-server", version: "2.1.0", protocolVersion: "2025-06-18" },
      tools,
      prompts: null,
      resources: null,
      warnings: [],
    });
    const baseReport = countListing(listing(base), encoders, "0.1.0");
    const headReport = countListing(listing(head), encoders, "0.1.0");
    const budget = parseBudget(
      'encoding: o200k_base\ntotal: 1500\nperTool: 400\nmaxIncrease: "10%"\n',
      "mcp-token-budget.yml",
    );
    const verdict = checkBudget(budget, headReport, baseReport, "mcp-token-budget.yml");
    const comparison = compare(baseReport, headReport, {
      base: { sha: "4f1c2a9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", ref: "main", label: "main" },
      head: { sha: "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08", label: "#42" },
      verdict,
    });
    const body = `${commentMarker("default")}\n${renderComparisonMarkdown(comparison, {
      footer:
        "<sub>[mcp-token-budget](https://www.npmjs.com/package/mcp-token-budget) · [workflow run](https://github.com/octo/billing/actions/runs/1)</sub>",
    })}`;
    await expect(body).toMatchFileSnapshot("../docs/example-comment.md");
  });
});
