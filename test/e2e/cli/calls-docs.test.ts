/**
 * docs/calls.md's example is run: its calls file on server-memory prints the table the page shows (the
 * varying ms column left out), and its budget block is a budget the parser accepts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBudget } from "../../../src/core/budget.js";
import { parseCallsFile } from "../../../src/core/calls/parse.js";
import { runCli } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const MEMORY = path.join(
  path.dirname(require.resolve("@modelcontextprotocol/server-memory/package.json")),
  "dist/index.js",
);
const page = readFileSync("docs/calls.md", "utf8");
const fenced = [...page.matchAll(/```(\w*)\n([\s\S]*?)\n```/g)].map((m) => ({ lang: m[1], body: m[2] ?? "" }));

/** A text table's rows without their last column (ms). */
const withoutMs = (lines: string[]) => lines.map((l) => l.replace(/\s+\S+$/, ""));

describe("docs/calls.md", () => {
  it("shows what its calls file prints on server-memory", async () => {
    const yaml = fenced.find((b) => b.lang === "yaml" && b.body.startsWith("calls:"))?.body ?? "";
    const shown = fenced.find((b) => b.lang === "text" && b.body.startsWith("Call "))?.body ?? "";
    expect(parseCallsFile(yaml, "calls.yml").calls).toHaveLength(3);
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-docs-"));
    writeFileSync(path.join(dir, "mcp-token-budget.calls.yml"), yaml);
    const run = await runCli(
      [
        "measure",
        "--calls",
        "mcp-token-budget.calls.yml",
        "--env",
        `MEMORY_FILE_PATH=${path.join(dir, "memory.jsonl")}`,
        "--",
        process.execPath,
        MEMORY,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.split("\n");
    const start = lines.findIndex((l) => l.startsWith("Call "));
    const printed = lines.slice(start, start + 5);
    // The header and rule keep their column widths: compare rows by their cells, not their padding.
    const cells = (rows: string[]) => rows.slice(2).map((r) => r.trimEnd().split(/\s{2,}/));
    expect(cells(withoutMs(printed))).toEqual(cells(shown.split("\n")));
    expect(printed[0]?.replace(/\s+ms$/, "").split(/\s{2,}/)).toEqual(shown.split("\n")[0]?.split(/\s{2,}/));

    const json = await runCli(
      [
        "measure",
        "--format",
        "json",
        "--calls",
        "mcp-token-budget.calls.yml",
        "--env",
        `MEMORY_FILE_PATH=${path.join(dir, "memory-2.jsonl")}`,
        "--",
        process.execPath,
        MEMORY,
      ],
      dir,
    );
    const call = JSON.parse(json.stdout).calls[1];
    const shownCall = JSON.parse(
      fenced.find((b) => b.lang === "json" && b.body.includes('"whole-graph"'))?.body ?? "{}",
    );
    expect({ ...call, ms: 0 }).toEqual({ ...shownCall, ms: 0 });
  });

  it("shows a calls budget the budget parser accepts", () => {
    const budget = fenced.find((b) => b.lang === "yaml" && b.body.startsWith("calls:\n  maxTokens"))?.body ?? "";
    expect(parseBudget(budget, "b.yml").calls).toMatchObject({
      maxTokens: 2000,
      named: { "whole-graph": { maxTokens: 800, models: { qwen3: { maxTokens: 150 } } } },
    });
  });
});
