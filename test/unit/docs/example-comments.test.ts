/**
 * The example comments in docs/ (rendered to PNG by scripts/render-comment-screenshot.mjs and looked at):
 * produced by the real renderers from real counts, and kept in step with them here (CI fails when they
 * drift). One, three and forty changed tools; a pull request that only shrinks; a client configuration;
 * a matrix's comment; the error state.
 */
import { writeFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { describeFailure } from "../../../src/action/failure.js";
import { MATRIX_MEASURED_HOW } from "../../../src/action/matrix-comment.js";
import { BudgetError } from "../../../src/core/budget/types.js";
import { parseBudget } from "../../../src/core/budget.js";
import { setupClientRequests } from "../../../src/core/config/client-requests.js";
import { buildSetupComparison } from "../../../src/core/config-comparison.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { renderComparisonMarkdown } from "../../../src/core/render/comparison.js";
import { renderSetupComparisonMarkdown } from "../../../src/core/render/config-comment.js";
import { renderFailureMarkdown } from "../../../src/core/render/failure.js";
import { commentMarker } from "../../../src/github/comment.js";
import {
  BASE,
  changes as changesWith,
  comparisonOf as comparisonWith,
  footer,
  HEAD,
  links,
  tool,
} from "../../helpers/example-comparisons.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});
const comparisonOf = (name: string, base: unknown[], head: unknown[], budget: string) =>
  comparisonWith(encoders, name, base, head, budget);
const changes = (n: number) => changesWith(encoders, n);

const comment = (markdown: string) => `${commentMarker("default")}\n${markdown}`;

describe("the example comments in docs/", () => {
  for (const n of [1, 3, 40]) {
    it(`${n} changed ${n === 1 ? "tool" : "tools"}`, async () => {
      const body = comment(renderComparisonMarkdown(changes(n), { links, footer }));
      await expect(body).toMatchFileSnapshot(`../../../docs/example-comment-${n}-changed.md`);
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
      "../../../docs/example-comment-shrink.md",
    );
  });

  function setupOf(kind: "config" | "matrix") {
    const budget = 'total: 4000\nperTool: 400\nmaxIncrease: "10%"\n';
    const trackerHead = Array.from({ length: 9 }, (_, i) => tool(i, i < 3 ? 2 : 0));
    const wikiHead = Array.from({ length: 5 }, (_, i) => tool(i + 20, i === 0 ? 0 : 1));
    const tracker = comparisonOf(
      "acme-tracker",
      Array.from({ length: 8 }, (_, i) => tool(i, 0)),
      trackerHead,
      budget,
    );
    const wiki = comparisonOf(
      "acme-wiki",
      Array.from({ length: 5 }, (_, i) => tool(i + 20, 1)),
      wikiHead,
      budget,
    );
    // .mcp.json is Claude Code's: its one request with both servers at head.
    const listed = (name: string, tools: unknown[]) =>
      ({ name, client: "claude-code", tools, instructions: null, offersResources: false }) as const;
    const clients =
      kind === "config"
        ? setupClientRequests([listed("tracker", trackerHead), listed("wiki", wikiHead)], encoders)
        : undefined;
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
              // What its failure.json's detail holds: the cause first, 52 lines of usage after it.
              ...(kind === "matrix"
                ? {
                    output: [
                      "Error: CALENDAR_ICS_URL is not set (set it in the job's env, or pass --ics <url>)",
                      "… 44 lines left out …",
                      "  --timezone <tz>      the calendar's timezone (default: UTC)",
                      "  --readonly           refuse tools that write",
                      "  -h, --help           display help for command",
                    ],
                  }
                : {}),
            },
      ],
      budget: { file: "mcp-token-budget.yml", notes: [], fromRoot: "mcp-token-budget.yml" },
      ...(clients ? { clients } : {}),
    });
  }

  it("a client configuration (config mode)", async () => {
    const body = comment(renderSetupComparisonMarkdown(setupOf("config"), { links, footer }));
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment-config.md");
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
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment-matrix.md");
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
    await expect(body).toMatchFileSnapshot("../../../docs/example-comment-error.md");
  });
});
