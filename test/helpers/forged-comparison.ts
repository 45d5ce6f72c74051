/**
 * A comparison.json (and its pull-request.json) as an untrusted measuring run could upload it: built
 * with the real core from tools of our choosing, then with whatever rule messages an attacker writes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseBudget } from "../../src/core/budget/parse.js";
import { checkBudget } from "../../src/core/budget.js";
import { compare, serializeComparison } from "../../src/core/compare.js";
import { countListing } from "../../src/core/count.js";
import { loadEncoders } from "../../src/core/encodings.js";

export interface ForgedOptions {
  /** Replaces the message of every broken rule (the budget is perTool: 1, so every tool breaks one). */
  ruleMessage?: (tool: string) => string;
}

export async function comparisonWithNames(
  file: string,
  names: string[],
  pullRequest: { number: number; headSha: string },
  options: ForgedOptions = {},
): Promise<void> {
  const encoders = await loadEncoders(["o200k_base"]);
  const head = countListing(
    {
      server: { name: "forged", version: "1.0.0", protocolVersion: "2025-06-18" },
      tools: names.map((name) => ({ name, description: "d", inputSchema: { type: "object" } })),
      prompts: null,
      resources: null,
      warnings: [],
    },
    encoders,
    "0.0.0",
  );
  const verdict = checkBudget(parseBudget("perTool: 1\n", "mcp-token-budget.yml"), head, null, "mcp-token-budget.yml");
  if (options.ruleMessage) {
    for (const result of verdict.results) result.message = options.ruleMessage(result.tool ?? "");
  }
  const comparison = compare(null, head, { verdict, noBaselineReason: "forged" });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, serializeComparison(comparison));
  await writeFile(path.join(path.dirname(file), "pull-request.json"), `${JSON.stringify(pullRequest)}\n`);
}
