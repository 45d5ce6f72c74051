/**
 * The budget keys for model profiles and clients, read by the parser: `models` (limits per profile id),
 * `maxShareOfContext` (a share of a model's context window) and `clients` (presets of client limits).
 * Every bad value is refused with file:line and what to write instead; model ids are checked against
 * the registry's profile ids, which the caller passes in (the core cannot know them).
 */
import { describe, expect, it } from "vitest";
import { BudgetError, parseBudget } from "../../../../src/core/budget.js";
import { profileIds } from "../../../../src/models/registry.js";

const KNOWN = { models: profileIds() };

function errorOf(text: string): string {
  try {
    parseBudget(text, "b.yml", undefined, KNOWN);
  } catch (error) {
    if (error instanceof BudgetError) return error.message;
    throw error;
  }
  throw new Error(`expected b.yml to be refused:\n${text}`);
}

describe("reading the model and client keys", () => {
  it("reads limits per model, in file order, with the keys of each", () => {
    const text = [
      "models:",
      "  qwen3:",
      "    total: 8000",
      "  gpt-oss: { total: 3000, perTool: 400, maxShareOfContext: 2.5% }",
      "",
    ].join("\n");
    const budget = parseBudget(text, "b.yml", undefined, KNOWN);
    expect(budget.models).toEqual({
      qwen3: { total: 8000 },
      "gpt-oss": { total: 3000, perTool: 400, maxShareOfContext: { percent: 2.5, text: "2.5%" } },
    });
    expect(Object.keys(budget.models ?? {})).toEqual(["qwen3", "gpt-oss"]);
    expect(budget.order).toEqual(["models"]);
  });

  it("reads maxShareOfContext as a percentage above 0 and at most 100", () => {
    const shareOf = (value: string) => parseBudget(`maxShareOfContext: ${value}\n`, "b.yml").maxShareOfContext;
    expect(shareOf('"5%"')).toEqual({ percent: 5, text: "5%" });
    expect(shareOf("0.25%")).toEqual({ percent: 0.25, text: "0.25%" });
    expect(shareOf("100%")).toEqual({ percent: 100, text: "100%" });
  });

  it("reads clients as a list, and counts every new key as a limit in the rule order", () => {
    const budget = parseBudget("clients: [cursor, windsurf, vscode]\ntotal: 9\nmaxShareOfContext: 5%\n", "b.yml");
    expect(budget.clients).toEqual(["cursor", "windsurf", "vscode"]);
    // maxShareOfContext and models are one rule, as perTool and tools are.
    expect(budget.order).toEqual(["clients", "total", "models"]);
    expect(parseBudget("clients:\n  - claude-code\n", "b.yml").clients).toEqual(["claude-code"]);
  });

  it("accepts any model id when the caller passes no list (the core alone does not know the registry)", () => {
    expect(parseBudget("models: { some-model: { total: 5 } }\n", "b.yml").models).toEqual({
      "some-model": { total: 5 },
    });
  });
});

describe("refusing bad model and client keys with a located message", () => {
  const cases: [string, string, string][] = [
    [
      "a model id one letter off",
      "total: 1\nmodels:\n  qwen: { total: 8000 }\n",
      'b.yml:3: unknown model "qwen" in models; did you mean "qwen3"?',
    ],
    [
      "a model id nothing is near",
      "models:\n  mistral-large:\n    total: 8000\n",
      `b.yml:2: unknown model "mistral-large" in models; known models: ${profileIds().join(", ")}`,
    ],
    [
      "a model total of 0",
      "models:\n  qwen3:\n    total: 0\n",
      "b.yml:3: models.qwen3.total must be a positive integer, got 0",
    ],
    [
      "a model total with separators",
      "models:\n  qwen3:\n    total: 8,000\n",
      'b.yml:3: models.qwen3.total must be a positive integer, got "8,000"; write it without separators: 8000',
    ],
    [
      "a model perTool that is a word",
      "models:\n  gpt-oss:\n    total: 3000\n    perTool: lots\n",
      'b.yml:4: models.gpt-oss.perTool must be a positive integer, got "lots"',
    ],
    [
      "a misspelt key in a model's limits",
      "models:\n  qwen3:\n    totl: 5\n",
      'b.yml:3: unknown key "totl" in models.qwen3; did you mean "total"?',
    ],
    [
      "a model with no limits",
      "models:\n  qwen3: {}\n",
      "b.yml:2: models.qwen3 must be a mapping of limits (total, perTool, maxShareOfContext, mustFit), got an empty mapping",
    ],
    [
      "models as a number",
      "models: 8000\n",
      "b.yml:1: models must be a mapping of model ids to limits, such as qwen3: { total: 8000 }, got 8000",
    ],
    [
      "a model's share as a fraction",
      "models:\n  qwen3:\n    maxShareOfContext: 0.05\n",
      'b.yml:3: models.qwen3.maxShareOfContext must be a percentage above 0% and at most 100%, such as "5%", got 0.05; write a percentage with its sign, such as "5%" (is 0.05 five percent or 0.05%?)',
    ],
    [
      "a share without its sign",
      'maxShareOfContext: "5"\n',
      'b.yml:1: maxShareOfContext must be a percentage above 0% and at most 100%, such as "5%", got "5"; write "5%"',
    ],
    [
      "a share of 0%",
      "total: 1\nmaxShareOfContext: 0%\n",
      'b.yml:2: maxShareOfContext must be a percentage above 0% and at most 100%, such as "5%", got "0%"',
    ],
    [
      "a share over the whole window",
      "maxShareOfContext: 150%\n",
      'b.yml:1: maxShareOfContext must be a percentage above 0% and at most 100%, such as "5%", got "150%"',
    ],
    [
      "clients as one name",
      "clients: cursor\n",
      'b.yml:1: clients must be a list of client names, such as [cursor, windsurf], got "cursor"; write [cursor]',
    ],
    [
      "no clients",
      "clients: []\n",
      "b.yml:1: clients must be a list of client names, such as [cursor, windsurf], got an empty list",
    ],
    [
      "a misspelt client, on its own line",
      "clients:\n  - cursor\n  - windsurff\n",
      'b.yml:3: clients[1]: unknown client "windsurff"; did you mean "windsurf"?',
    ],
    [
      "an unknown client",
      "clients: [zed]\n",
      'b.yml:1: clients[0]: unknown client "zed"; known clients: cursor, windsurf, vscode, claude-code',
    ],
    ["a client twice", "clients:\n  - vscode\n  - vscode\n", "b.yml:3: clients[1]: vscode is listed twice"],
    [
      "model limits in an encodings block",
      "total: 1\nencodings:\n  o200k_base:\n    models: { qwen3: { total: 5 } }\n",
      "b.yml:4: models is the same for every encoding; set it at the top level",
    ],
    [
      "clients in an encodings block",
      "total: 1\nencodings:\n  o200k_base:\n    clients: [cursor]\n",
      "b.yml:4: clients is the same for every encoding; set it at the top level",
    ],
    [
      "a misspelt top-level key",
      "total: 1\nmaxShareOfContex: 5%\n",
      'b.yml:2: unknown key "maxShareOfContex"; did you mean "maxShareOfContext"?',
    ],
  ];

  it.each(cases)("%s", (_what, text, message) => {
    expect(errorOf(text)).toBe(message);
  });

  it("suggests the id one letter away over a shorter id that is only its prefix", () => {
    const known = { models: ["claude", "claude-sonnet-4.6", "gpt-oss"] };
    const refused = (text: string) => {
      try {
        parseBudget(text, "b.yml", undefined, known);
      } catch (error) {
        if (error instanceof BudgetError) return error.message;
        throw error;
      }
      return "accepted";
    };
    expect(refused("models:\n  claude-sonet-4.6: { total: 1 }\n")).toBe(
      'b.yml:2: unknown model "claude-sonet-4.6" in models; did you mean "claude-sonnet-4.6"?',
    );
    // A prefix still counts as a near miss when nothing is nearer.
    expect(refused("models:\n  gpt: { total: 1 }\n")).toBe(
      'b.yml:2: unknown model "gpt" in models; did you mean "gpt-oss"?',
    );
  });

  it("reports every problem of the file at once, each on its line", () => {
    const text =
      "models:\n  qwen:\n    total: 1\n  gpt-oss:\n    total: 0\nclients: [cursr]\nmaxShareOfContext: 200%\n";
    expect(errorOf(text).split("\n")).toEqual([
      'b.yml:2: unknown model "qwen" in models; did you mean "qwen3"?',
      "b.yml:5: models.gpt-oss.total must be a positive integer, got 0",
      'b.yml:6: clients[0]: unknown client "cursr"; did you mean "cursor"?',
      'b.yml:7: maxShareOfContext must be a percentage above 0% and at most 100%, such as "5%", got "200%"',
    ]);
  });
});
