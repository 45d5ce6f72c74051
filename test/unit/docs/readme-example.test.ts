/**
 * The example comment that the README and docs/action.md show is produced by the real renderer from real
 * counts, and this test keeps docs/example-comment.md (and the two screenshots' markdown beside it) in step with
 * it (CI fails when they drift). The other examples of the docs are checked in test/e2e/cli/docs-examples.test.ts.
 */
import { describe, expect, it } from "vitest";
import { checkBudget, parseBudget } from "../../../src/core/budget.js";
import { compare } from "../../../src/core/compare.js";
import { countListing } from "../../../src/core/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { renderComparisonMarkdown } from "../../../src/core/render/comparison.js";
import { commentMarker } from "../../../src/github/comment.js";
import { readToolsFile } from "../../helpers/fixture.js";

describe("the docs' example comment", () => {
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
      links: {
        repositoryUrl: "https://github.com/octo/billing",
        pullRequest: 42,
        headSha: "9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08",
        budgetFile: "mcp-token-budget.yml",
      },
      footer: "<sub>mcp-token-budget · [workflow run](https://github.com/octo/billing/actions/runs/1)</sub>",
    })}`;
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment.md");
  });

  // The small and the large case of the screenshots in docs/ (scripts/render-comment-screenshot.mjs).
  const links = {
    repositoryUrl: "https://github.com/acme/tracker",
    pullRequest: 128,
    headSha: "c0ffee1d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a08",
    budgetFile: "mcp-token-budget.yml",
  };
  const footer = "<sub>mcp-token-budget · [workflow run](https://github.com/acme/tracker/actions/runs/7)</sub>";
  const server = { name: "acme-tracker", version: "3.2.0", protocolVersion: "2025-06-18" };
  const listing = (tools: unknown[]) => ({ server, tools, prompts: null, resources: null, warnings: [] });

  it("renders a server of two tools", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const base = [
      {
        name: "create_ticket",
        description: "Create a ticket in a project.",
        inputSchema: {
          type: "object",
          properties: { project: { type: "string" }, title: { type: "string" }, body: { type: "string" } },
          required: ["project", "title"],
        },
      },
      {
        name: "search_tickets",
        description: "Search tickets. Returns the 20 newest matches.",
        inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
      },
    ];
    const head = structuredClone(base);
    const create = head[0] as { description: string; inputSchema: { properties: Record<string, unknown> } };
    create.description =
      "Create a ticket in a project. Use the project's key (e.g. ACME), not its name; the title is required.";
    create.inputSchema.properties.labels = {
      type: "array",
      items: { type: "string" },
      description: "Labels to add; unknown labels are created.",
    };
    create.inputSchema.properties.priority = { type: "string", enum: ["low", "normal", "high", "urgent"] };
    const search = head[1] as { description: string };
    search.description = "Search tickets. Returns the newest matches.";
    const baseReport = countListing(listing(base), encoders, "0.1.0");
    const headReport = countListing(listing(head), encoders, "0.1.0");
    const budget = parseBudget("encoding: o200k_base\ntotal: 400\nperTool: 250\n", "mcp-token-budget.yml");
    const verdict = checkBudget(budget, headReport, baseReport, "mcp-token-budget.yml");
    const comparison = compare(baseReport, headReport, {
      base: { sha: "4f1c2a9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", ref: "main", label: "main" },
      head: { sha: links.headSha, label: "#128" },
      verdict,
    });
    const body = `${commentMarker("default")}\n${renderComparisonMarkdown(comparison, { links, footer })}`;
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment-2-tools.md");
  });

  it("renders a server of 200 tools", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const tool = (i: number, words: number) => ({
      name: `${["get", "list", "create", "update", "delete"][i % 5]}_${["ticket", "project", "user", "label", "comment", "sprint", "board", "report"][i % 8]}_${i}`,
      description: `Tool number ${i}.${" It does one more useful thing.".repeat(words)}`,
      inputSchema: {
        type: "object",
        properties: Object.fromEntries(
          Array.from({ length: 1 + (i % 4) }, (_, k) => [`field_${k}`, { type: "string" }]),
        ),
      },
    });
    const base = Array.from({ length: 200 }, (_, i) => tool(i, i % 3));
    const head = base.map((t, i) =>
      i % 4 === 0 ? tool(i, (i % 3) + 1 + (i % 7)) : i % 9 === 0 ? { ...tool(i, 0), description: "Shorter." } : t,
    );
    head.splice(17, 1);
    head.push(tool(200, 5), tool(201, 2));
    const baseReport = countListing(listing(base), encoders, "0.1.0");
    const headReport = countListing(listing(head), encoders, "0.1.0");
    const budget = parseBudget('total: 12000\nperTool: 200\nmaxIncrease: "25%"\n', "mcp-token-budget.yml");
    const verdict = checkBudget(budget, headReport, baseReport, "mcp-token-budget.yml");
    const comparison = compare(baseReport, headReport, {
      base: { sha: "4f1c2a9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39", ref: "main", label: "main" },
      head: { sha: links.headSha, label: "#128" },
      verdict,
    });
    const body = `${commentMarker("default")}\n${renderComparisonMarkdown(comparison, { links, footer })}`;
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment-200-tools.md");
  });
});
