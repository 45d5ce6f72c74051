/**
 * The calls file: what it accepts, every problem located (file, line, call), the JSON Schema agreeing
 * with the parser on each case, and the preview/detail checks on plain results.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { runChecks } from "../../../../src/core/calls/checks.js";
import { CallsFileError, parseCallsFile } from "../../../../src/core/calls/parse.js";

const schema = JSON.parse(readFileSync("schemas/calls.schema.json", "utf8"));
const validate = new Ajv2020({ strict: true }).compile(schema);

const cases: Array<{ yaml: string; error?: string }> = [
  { yaml: "calls:\n  - name: a\n    tool: t\n" },
  {
    yaml: "timeout: 5\ntotalTimeout: 60\nmaxResultKb: 512\ncalls:\n  - name: broad-search\n    tool: search\n    arguments: { query: printer, limit: 20 }\n    timeout: 2\n    expect: { cursor: true, maxItems: 20, fields: [id], noFields: [history], truncationMarked: true }\n",
  },
  { yaml: "calls: []\n", error: "line 1: calls must be a non-empty list" },
  {
    yaml: "call:\n  - name: a\n    tool: t\n",
    error: 'line 1: unknown key "call" at the top level; did you mean "calls"?',
  },
  { yaml: "calls:\n  - name: a b\n    tool: t\n", error: 'line 2: call "#1": name must be letters' },
  {
    yaml: "calls:\n  - name: a\n    tool: t\n    arguments: [1]\n",
    error: 'line 4: call "a": arguments must be a mapping',
  },
  {
    yaml: "calls:\n  - name: a\n    tool: t\n    timeout: 0\n",
    error: 'line 4: call "a": timeout (seconds) must be a positive number, got 0',
  },
  {
    yaml: "calls:\n  - name: a\n    tool: t\n    expect: { cursor: false }\n",
    error: 'line 4: call "a": expect.cursor can only be true',
  },
  {
    yaml: "calls:\n  - name: a\n    tool: t\n    expect: { maxItems: 2.5 }\n",
    error: "expect.maxItems must be a whole number",
  },
  {
    yaml: "calls:\n  - name: a\n    tool: t\n    expect: { fields: [] }\n",
    error: "expect.fields must be a non-empty list",
  },
  { yaml: "calls:\n  - name: a\n", error: 'line 2: call "a": the call has no tool' },
  { yaml: "- name: a\n", error: 'line 1: the calls file must be a mapping with a "calls" list' },
  { yaml: "calls:\n  - name: a\n    tool: [t\n", error: "invalid YAML" },
];

describe("the calls file", () => {
  it.each(cases)("reads $yaml", ({ yaml, error }) => {
    const parse = () => parseCallsFile(yaml, "mcp-token-budget.calls.yml");
    if (error) {
      expect(parse).toThrow(CallsFileError);
      expect(parse).toThrow(`calls file mcp-token-budget.calls.yml, ${error.startsWith("line") ? error : ""}`);
      expect(parse).toThrow(error);
    } else expect(parse().calls.length).toBeGreaterThan(0);
    // The schema editors use says the same as the parser (a file that is not even YAML is neither's to judge).
    if (error !== "invalid YAML") expect(validate(parseYaml(yaml)), JSON.stringify(validate.errors)).toBe(!error);
  });

  it("keeps defaults and per-call overrides in milliseconds and bytes", () => {
    const file = parseCallsFile(
      "timeout: 5\ncalls:\n  - { name: a, tool: t }\n  - { name: b, tool: t, timeout: 2 }\n",
      "f",
    );
    expect(file.calls.map((c) => [c.name, c.timeoutMs, c.line])).toEqual([
      ["a", 5000, 3],
      ["b", 2000, 4],
    ]);
    expect(file).toMatchObject({ totalTimeoutMs: 300_000, maxResultBytes: 4096 * 1024 });
  });
});

const json = (value: unknown) => ({ content: [{ type: "text", text: JSON.stringify(value) }] });

describe("the preview/detail checks", () => {
  const preview = [
    { id: "C-1", title: "Printer", status: "open" },
    { id: "C-2", title: "Toner", status: "closed" },
  ];
  const table: Array<{ title: string; result: Record<string, unknown>; expect: object; passed: boolean[] }> = [
    {
      title: "a cursor in the text",
      result: json({ items: preview, nextCursor: "x" }),
      expect: { cursor: true },
      passed: [true],
    },
    { title: "no cursor", result: json({ items: preview }), expect: { cursor: true }, passed: [false] },
    {
      title: "a cursor in structuredContent",
      result: { content: [], structuredContent: { hits: preview, hasMore: true } },
      expect: { cursor: true },
      passed: [true],
    },
    { title: "a short list", result: json(preview), expect: { maxItems: 2 }, passed: [true] },
    { title: "a long list", result: json({ items: preview }), expect: { maxItems: 1 }, passed: [false] },
    {
      title: "text that is not JSON",
      result: { content: [{ type: "text", text: "two cases" }] },
      expect: { maxItems: 1 },
      passed: [false],
    },
    {
      title: "preview fields",
      result: json(preview),
      expect: { fields: ["id", "title"], noFields: ["history"] },
      passed: [true, true],
    },
    {
      title: "a detail field in a preview",
      result: json([{ id: "C-1", history: "..." }]),
      expect: { fields: ["title"], noFields: ["history"] },
      passed: [false, false],
    },
    {
      title: "a list of ids, not objects (no field can be checked)",
      result: json(["C-1", "C-2"]),
      expect: { noFields: ["history"] },
      passed: [false],
    },
    {
      title: "truncation said in words",
      result: { content: [{ type: "text", text: "20 of 300 shown (truncated)" }] },
      expect: { truncationMarked: true },
      passed: [true],
    },
    {
      title: "truncation as a field",
      result: json({ items: preview, truncated: true }),
      expect: { truncationMarked: true },
      passed: [true],
    },
    {
      title: "no truncation mark",
      result: json({ items: preview }),
      expect: { truncationMarked: true },
      passed: [false],
    },
  ];
  it.each(table)("$title", ({ result, expect: wanted, passed }) => {
    expect(runChecks(wanted, result).map((c) => c.passed)).toEqual(passed);
  });
});
