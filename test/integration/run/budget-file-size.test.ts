/**
 * Budget files are small: one past 1 MiB is refused by its size before it is parsed, and a large but
 * allowed one (900 KB of per-tool limits) is parsed, with repeated keys still found however large
 * the mapping (the parser checks them in one pass; yaml's own check compared every pair of keys).
 */
import { stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseBudget } from "../../../src/core/budget.js";
import { ToolError } from "../../../src/core/errors.js";
import { loadBudgetFile } from "../../../src/run/budget-file.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterAll(removeTempDirs);

/** A budget of at least `bytes` bytes: a total and a limit per tool, as a large server's budget would be. */
function bigBudget(bytes: number, format: "yaml" | "json"): { text: string; tools: number } {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line =
      format === "yaml"
        ? `  tool_number_${i}_of_a_large_server: ${1000 + i}`
        : `    "tool_number_${i}_of_a_large_server": ${1000 + i}`;
    lines.push(line);
    size += line.length + 2;
  }
  const text =
    format === "yaml"
      ? `total: 100000000\ntools:\n${lines.join("\n")}\n`
      : `{\n  "total": 100000000,\n  "tools": {\n${lines.join(",\n")}\n  }\n}\n`;
  return { text, tools: lines.length };
}

describe("the budget file's size", () => {
  it("refuses a 10 MB budget file by its size, with a message that names it", async () => {
    const dir = await makeTempDir("budget-size-");
    const file = join(dir, "mcp-token-budget.yml");
    await writeFile(file, bigBudget(10_000_000, "yaml").text);
    const error = await loadBudgetFile(file, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).kind).toBe("input");
    const { size } = await stat(file);
    // Named as the comment and the file:line errors name it: from the directory, not the absolute path.
    expect((error as ToolError).message).toBe(
      `budget file mcp-token-budget.yml is ${(size / 2 ** 20).toFixed(1)} MiB; budget files are limited to 1 MiB (a budget needs a few lines: is this the right file?)`,
    );
  });

  it.each(["yaml", "json"] as const)("reads a 900 KB %s budget of per-tool limits", async (format) => {
    const dir = await makeTempDir("budget-size-");
    const file = join(dir, `mcp-token-budget.${format === "yaml" ? "yml" : "json"}`);
    const { text, tools } = bigBudget(900_000, format);
    await writeFile(file, text);
    const loaded = await loadBudgetFile(file, dir);
    expect(Object.keys(loaded.budget.tools ?? {})).toHaveLength(tools);
    expect(loaded.budget.total).toBe(100000000);
  });
});

describe("repeated keys, found without comparing every pair", () => {
  const message = (text: string, file = "mcp-token-budget.yml") => {
    try {
      parseBudget(text, file);
    } catch (error) {
      return (error as Error).message;
    }
    return "parsed";
  };

  it.each([
    ["at the top", "total: 1\nperTool: 2\ntotal: 3\n", 3],
    ["among tools", "total: 1\ntools:\n  a: 1\n  b: 2\n  a: 3\n", 5],
    ["in a flow mapping", "total: 1\ntools: {a: 1,\n  a: 2}\n", 3],
    ["in an encodings block", "encodings:\n  o200k_base:\n    total: 1\n    total: 2\n", 4],
    ["the same key quoted and plain", 'total: 1\n"total": 2\n', 2],
  ])("%s", (_where, text, line) => {
    expect(message(text)).toBe(`mcp-token-budget.yml:${line}: invalid YAML: Map keys must be unique`);
  });

  it("reports the first problem in the file, a repeated key or a syntax error", () => {
    expect(message("total: 1\ntotal: 2\nperTool: 800\n  tools: 3\n")).toBe(
      "mcp-token-budget.yml:2: invalid YAML: Map keys must be unique",
    );
    expect(message("total: 5000\nperTool: 800\n  tools: 3\ntotal: 1\n")).toBe(
      "mcp-token-budget.yml:2: invalid YAML: Nested mappings are not allowed in compact mappings",
    );
  });

  it('keeps keys that differ in type apart, as yaml does (1 and "1" are two tools)', () => {
    expect(message('total: 1\ntools:\n  1: 5\n  "1": 6\n')).toBe("parsed");
  });

  it("finds a repeated key at the end of a mapping of 20,000 tools", () => {
    const { text } = bigBudget(900_000, "yaml");
    const lines = text.split("\n").length;
    expect(message(`${text}  tool_number_7_of_a_large_server: 1\n`)).toBe(
      `mcp-token-budget.yml:${lines}: invalid YAML: Map keys must be unique`,
    );
  });
});
