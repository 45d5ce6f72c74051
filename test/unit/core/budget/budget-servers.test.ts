/**
 * `servers:` in a budget file: each server's block is read with the top level's keys (located errors,
 * did-you-mean), the JSON Schema agrees with the parser, a server's limits override the top level's for
 * that server only, and names the configuration lacks are reported rather than ignored.
 */
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { budgetForServer, unmatchedServerNotes } from "../../../../src/core/budget/servers-rule.js";
import { BudgetError, checkBudget, parseBudget } from "../../../../src/core/budget.js";
import { METHOD_TEXT, REPORT_SCHEMA_VERSION, type Report } from "../../../../src/core/report.js";

const schema = JSON.parse(readFileSync(new URL("../../../../schemas/budget.schema.json", import.meta.url), "utf8"));
const validate = new Ajv({ strictSchema: true, strictTypes: true, strictTuples: true, allErrors: true }).compile(
  schema,
);

function errorOf(text: string): string {
  try {
    parseBudget(text, "b.yml");
  } catch (error) {
    if (error instanceof BudgetError) return error.message;
    throw error;
  }
  throw new Error("parsed");
}

function report(tools: { name: string; tokens: number }[]): Report {
  const total = tools.reduce((sum, t) => sum + t.tokens, 0);
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: "0.0.0" },
    method: { encodings: ["o200k_base"], text: METHOD_TEXT },
    server: { name: "s", version: "1" },
    totals: { o200k_base: { model: total, raw: total } },
    tools: tools.map((t, index) => ({
      name: t.name,
      index,
      tokens: { o200k_base: { model: t.tokens, raw: t.tokens, fields: { name: t.tokens } } },
    })),
    prompts: null,
    resources: null,
    warnings: [],
  } as unknown as Report;
}

describe("reading servers blocks", () => {
  it("reads each server's limits with the top level's keys", () => {
    const budget = parseBudget(
      [
        "total: 5000",
        "servers:",
        "  github:",
        "    total: 9000",
        "    tools: { search: 800 }",
        "    encodings: { cl100k_base: { total: 9500 } }",
        '  "my server":',
        "    maxTools: 3",
        "",
      ].join("\n"),
      "b.yml",
    );
    expect(budget.order).toEqual(["total", "servers"]);
    expect(budget.servers?.github).toMatchObject({
      total: 9000,
      tools: { search: 800 },
      encodings: { cl100k_base: { total: 9500 } },
    });
    expect(budget.servers?.["my server"]).toMatchObject({ maxTools: 3 });
  });

  it.each([
    ["servers:\n  github:\n    totl: 5\n", 'b.yml:3: unknown key "totl" in servers.github; did you mean "total"?'],
    ["servers:\n  github: {}\n", "b.yml:2: servers.github must be a mapping of limits for this server"],
    ["servers:\n  github:\n    total: 0\n", "b.yml:3: servers.github.total must be a positive integer, got 0"],
    [
      "servers:\n  github:\n    servers: { x: { total: 1 } }\n",
      "b.yml:3: servers.github cannot hold servers; list every server at the top level",
    ],
    [
      "servers:\n  github:\n    view: raw\n",
      "b.yml:2: servers.github sets no limits; add at least one of total, perTool, tools",
    ],
    [
      "total: 1\nservers:\n  github:\n    encodings: { p50k_base: { total: 1 } }\n",
      'b.yml:4: unknown encoding "p50k_base" in servers.github.encodings',
    ],
    ["servers: []\n", "b.yml:1: servers must be a mapping of server names to limits"],
  ])("refuses %j with a located message", (text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  it.each([
    [{ servers: { github: { total: 1 } } }, true],
    [{ total: 1, servers: { a: { view: "raw", encoding: "cl100k_base", perTool: 2, clients: ["cursor"] } } }, true],
    [{ servers: { a: { encodings: { cl100k_base: { total: 1 } } } } }, true],
    [{ servers: {} }, false],
    [{ servers: { a: {} } }, false],
    [{ servers: { a: { view: "raw" } } }, false],
    [{ servers: { a: { totl: 1 } } }, false],
    [{ servers: { a: { servers: { b: { total: 1 } } } } }, false],
    [{ servers: { a: { $schema: "x", total: 1 } } }, false],
  ])("the schema and the parser agree on %j", (doc, valid) => {
    expect(validate(doc)).toBe(valid);
    let parsed = true;
    try {
      parseBudget(JSON.stringify(doc), "b.json");
    } catch (error) {
      if (!(error instanceof BudgetError)) throw error;
      parsed = false;
    }
    expect(parsed).toBe(valid);
  });
});

describe("the budget a server is checked against", () => {
  const budget = parseBudget(
    [
      "total: 100",
      "perTool: 40",
      "tools: { a: 30 }",
      "servers:",
      "  big:",
      "    total: 500",
      "    tools: { b: 200 }",
      "",
    ].join("\n"),
    "b.yml",
  );

  it("overrides the top level key by key for that server, tools merged by name", () => {
    const big = budgetForServer(budget, "big");
    expect(big).toMatchObject({ total: 500, perTool: 40, tools: { a: 30, b: 200 } });
    expect(big.servers).toBeUndefined();
    expect(big.order).toEqual(["total", "tools"]);
    const verdict = checkBudget(big, report([{ name: "b", tokens: 150 }]), null, "b.yml");
    expect(verdict.passed).toBe(true);
    expect(verdict.results.map((r) => [r.rule, r.limit])).toEqual([
      ["total", 500],
      ["tool", 200],
    ]);
  });

  it("holds any other server to the top level", () => {
    const other = budgetForServer(budget, "small");
    const verdict = checkBudget(other, report([{ name: "b", tokens: 150 }]), null, "b.yml");
    expect(verdict.passed).toBe(false);
    expect(verdict.results.map((r) => [r.rule, r.limit, r.passed])).toEqual([
      ["total", 100, false],
      ["perTool", 40, false],
    ]);
    // The top level's named limit for a tool this server lacks is said, not dropped.
    expect(verdict.skipped).toEqual([
      'tools.a: the report has no tool named "a", so its limit was not checked; did you mean "b"?',
    ]);
  });

  it("says the per-server limits were not checked when one server is checked with the whole file", () => {
    const verdict = checkBudget(budget, report([{ name: "a", tokens: 10 }]), null, "b.yml");
    expect(verdict.skipped).toEqual([
      "servers (big): not checked, per-server limits apply when every server of a client configuration is measured (the action's config input)",
    ]);
  });

  it("names a server the configuration lacks, with the nearest name, and one that was not picked", () => {
    const withTypo = parseBudget(
      "servers:\n  githb: { total: 1 }\n  memory: { total: 1 }\n  zzz: { total: 1 }\n",
      "b.yml",
    );
    expect(unmatchedServerNotes(withTypo, ["github", "memory"], ["github"])).toEqual([
      'servers.githb: the configuration has no server named "githb", so its limits were not checked; did you mean "github"?',
      'servers.memory: not checked, the server "memory" was not picked for this run',
      'servers.zzz: the configuration has no server named "zzz", so its limits were not checked; remove the limits or fix the name',
    ]);
  });
});
