/**
 * The argument check that answers an inputSchema's patterns in a worker (src/run/argument-check.ts) gives
 * the verdict and errors ajv gives with its own RegExp engine, on schemas where a pattern's answer decides
 * what else is checked (if/then, not, anyOf, patternProperties, propertyNames), and only then.
 */
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { checkArguments, PatternWorker } from "../../../src/run/argument-check.js";

const worker = new PatternWorker();
afterAll(() => worker.close());

const CASES: Array<[string, Record<string, unknown>, Record<string, unknown>[]]> = [
  [
    "a pattern on a property",
    { type: "object", properties: { id: { type: "string", pattern: "^C-\\d+$" } } },
    [{ id: "C-12" }, { id: "X-12" }, {}],
  ],
  [
    "if a pattern matches, then another",
    {
      type: "object",
      if: { properties: { kind: { pattern: "^case$" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, in a schema, never awaited
      then: { properties: { id: { pattern: "^C-" } } },
      else: { properties: { id: { pattern: "^T-" } } },
    },
    [
      { kind: "case", id: "C-1" },
      { kind: "case", id: "T-1" },
      { kind: "task", id: "T-1" },
      { kind: "task", id: "C-1" },
    ],
  ],
  [
    "not and anyOf of patterns",
    {
      type: "object",
      properties: {
        q: { not: { pattern: "drop" }, anyOf: [{ pattern: "^a" }, { pattern: "z$" }] },
      },
    },
    [{ q: "abc" }, { q: "xyz" }, { q: "mid" }, { q: "a drop" }],
  ],
  [
    "patternProperties and propertyNames",
    {
      type: "object",
      patternProperties: { "^x-": { type: "string", pattern: "^v\\d$" } },
      propertyNames: { pattern: "^[a-z-]+$" },
    },
    [{ "x-a": "v1" }, { "x-a": "w" }, { Upper: 1 }, { plain: 2 }],
  ],
  [
    "unicode, as ajv compiles with the u flag",
    { type: "object", properties: { s: { pattern: "^\\p{Lu}" } } },
    [{ s: "Émile" }, { s: "émile" }],
  ],
];

const shape = (errors: readonly { instancePath: string; keyword: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();

describe("the argument check with patterns answered in a worker", () => {
  for (const [what, schema, inputs] of CASES) {
    it(`agrees with ajv's own engine: ${what}`, async () => {
      const reference = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
      for (const args of inputs) {
        const expected = reference(args);
        const check = await checkArguments(schema, args, worker, 10_000);
        expect(check.kind, JSON.stringify(args)).toBe(expected ? "valid" : "invalid");
        if (check.kind === "invalid") expect(shape(check.errors)).toEqual(shape(reference.errors));
      }
    });
  }

  it("never starts the worker for a schema without a pattern", async () => {
    const idle = new PatternWorker();
    const answer = idle.answer.bind(idle);
    let asked = 0;
    idle.answer = (...args) => {
      asked += 1;
      return answer(...args);
    };
    const check = await checkArguments({ type: "object", required: ["q"] }, {}, idle, 10_000);
    expect(check.kind).toBe("invalid");
    expect(asked).toBe(0);
    await idle.close();
  });
});
