/**
 * `hints --config`'s table: the same hint of one server on many tools (the SDK's `$schema` on each of 20
 * tools) is one row naming how many tools, with their savings added up and ranked by that sum; a long hint is
 * cut at a word, never in the middle of one. JSON keeps every cut.
 */
import { describe, expect, it } from "vitest";
import {
  cutAtWord,
  groupedCuts,
  renderSetupHintsMarkdown,
  renderSetupHintsText,
  SETUP_HINTS_KIND,
  type SetupCut,
  type SetupHints,
} from "../../../../src/core/hints/config.js";

const SCHEMA_MESSAGE =
  "$schema at inputSchema: no model reads them; MCP clients assume JSON Schema 2020-12 without $schema (the MCP TypeScript SDK writes it when it converts a zod schema: strip it from the generated schema; pydantic writes none)";

const schemaCut = (i: number): SetupCut => ({
  kind: "hint",
  server: "files",
  hint: {
    tool: `tool_${i}`,
    rule: "unneeded-keys",
    message: SCHEMA_MESSAGE,
    path: "/inputSchema/$schema",
    changesValidation: false,
  },
  saves: { o200k_base: 10 },
  models: { qwen3: 11 },
});

const setup: SetupHints = {
  kind: SETUP_HINTS_KIND,
  rankedBy: { model: "qwen3" },
  total: { encodings: { o200k_base: 5000 }, models: { qwen3: 5400 } },
  servers: [],
  cuts: [
    { kind: "server", server: "memory", saves: { o200k_base: 150 }, models: { qwen3: 160 } },
    {
      kind: "hint",
      server: "memory",
      hint: {
        tool: "read_graph",
        rule: "long-description",
        message: "shorten the description",
        path: "/description",
        changesValidation: false,
      },
      saves: { o200k_base: 40 },
      models: { qwen3: 42 },
    },
    ...Array.from({ length: 20 }, (_, i) => schemaCut(i)),
  ],
  warnings: [],
};

describe("hints --config groups the same hint of one server", () => {
  it("one row for the 20 $schema cuts, their savings summed and ranked by the sum (220 on qwen3, first)", () => {
    const groups = groupedCuts(setup);
    expect(groups.map((g) => g.length)).toEqual([20, 1, 1]);
    const text = renderSetupHintsText(setup);
    const rows = text.split("\n").filter((l) => /^\s*\d+\s/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(
      /^ *1 +220 +200 +files +20 tools \(tool_0, tool_1, tool_2, … 17 more\): \$schema at inputSchema/,
    );
    expect(rows[1]).toMatch(/^ *2 +160 +150 +memory +drop the server/);
    expect(text.match(/\$schema at inputSchema/g)).toHaveLength(1);
    expect(renderSetupHintsMarkdown(setup).match(/\$schema at inputSchema/g)).toHaveLength(1);
  });

  it("cuts a long hint at a word", () => {
    const cut = cutAtWord(SCHEMA_MESSAGE, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith("…")).toBe(true);
    expect(SCHEMA_MESSAGE.startsWith(cut.slice(0, -1))).toBe(true);
    // The next character of the message after the cut is a word boundary, not a letter of the same word.
    expect(SCHEMA_MESSAGE[cut.length - 1]).toMatch(/[\s,;:(]/);
    expect(renderSetupHintsText(setup)).toContain(cut);
    expect(cutAtWord("short", 100)).toBe("short");
  });
});
