/**
 * Claude with tool search (defer_loading): the model line says what a request carries up front (the search
 * tool, Anthropic's dated ~500-token figure) instead of the full block, through the bundled CLI on a real
 * server over stdio. Other models get no such line.
 */
import { describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const EXAMPLE = `${PROJECT_ROOT}/examples/example-server/server.mjs`;
const fmt = (n: number) => n.toLocaleString("en-US");

describe("tool search on Claude model lines", () => {
  it("gives the search tool's ~500 tokens up front against the full block, on Claude only", async () => {
    const models = ["-m", "claude-sonnet-4.6,gpt-5"];
    const { json } = await runCliJson<Report>(["measure", ...models, "--", process.execPath, EXAMPLE], PROJECT_ROOT);
    const claude = json.models?.["claude-sonnet-4.6"];
    expect(claude?.tools).toBeGreaterThan(500);
    // An estimate's line weighs everything at its high end, and says so; the full block it names is that end.
    const high = claude?.range?.high ?? 0;
    expect(high).toBeGreaterThan(claude?.tools ?? 0);
    const run = await runCli(["measure", ...models, "--", process.execPath, EXAMPLE], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.split("\n");
    const claudeLine = lines.find((l) => l.trim().startsWith("claude-sonnet-4.6:")) ?? "";
    expect(claudeLine).toContain(
      `with tool search: the request carries ~500 tokens up front (the search tool, Anthropic's approximate figure of 2025-11-24) instead of ${fmt(high)}; each tool costs its own figure when found and loaded`,
    );
    const gptLine = lines.find((l) => l.trim().startsWith("gpt-5:")) ?? "";
    expect(gptLine).not.toBe("");
    expect(gptLine).not.toContain("tool search");
  });
});
