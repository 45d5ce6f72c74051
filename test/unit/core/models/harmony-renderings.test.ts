/**
 * The gpt-oss profile's renderings read by a person (inline snapshots checked by hand against
 * openai/harmony's docs/format.md and its test-data), the hidden-parameter rules on plain data,
 * and the counter's contract.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { modelFacing } from "../../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import {
  harmonyCounter,
  harmonyPromptText,
  harmonyPromptTokens,
  renderHarmonyTool,
  renderHarmonyTools,
} from "../../../../src/core/models/harmony.js";
import { hiddenParameters, hiddenParameterWarnings } from "../../../../src/core/models/harmony-hidden.js";
import { serdeNumber } from "../../../../src/core/models/harmony-typescript.js";
import type { ModelCounter, ModelFacingTool } from "../../../../src/core/models/types.js";
import { readToolsFile } from "../../../helpers/fixture.js";

const tool = (inputSchema: unknown, description?: string): ModelFacingTool => ({
  name: "t",
  ...(description === undefined ? {} : { description }),
  inputSchema,
});

let encoder: Encoder;
let counter: ModelCounter;
beforeAll(async () => {
  [encoder] = (await loadEncoders(["o200k_base"])) as [Encoder];
  counter = harmonyCounter(encoder);
});

describe("renderings, read once by hand", () => {
  it("a fixture tool: required without ?, optional with ?, enum as a union, integer as number, defaults", () => {
    const searchIssues = modelFacing(readToolsFile("basic").tools[0] as Record<string, unknown>);
    expect(renderHarmonyTool(searchIssues as unknown as ModelFacingTool)).toMatchInlineSnapshot(`
      "// Search issues and pull requests in a repository using the issue search syntax. Returns at most \`limit\` results ordered by the chosen field.
      type search_issues = (_: {
      // Repository in owner/name form, e.g. octo-org/widgets
      repo: string,
      // Search query, e.g. 'is:open label:bug'
      query: string,
      sort?: "created" | "updated" | "comments", // default: updated
      limit?: number, // default: 20
      }) => any;
      "
    `);
  });

  it("nested objects: the description printed twice, the body indented but not the property line", () => {
    const rendered = renderHarmonyTool(
      tool(
        {
          type: "object",
          properties: {
            filter: {
              type: "object",
              description: "What to match",
              properties: {
                state: { type: "string", enum: ["open", "closed"], nullable: true },
                labels: { type: "array", items: { type: "string" }, description: "All of these" },
              },
              required: ["state"],
            },
            page: { type: "integer", default: 1 },
          },
        },
        "List issues.\nPaged.",
      ),
    );
    expect(rendered).toMatchInlineSnapshot(`
      "// List issues.
      // Paged.
      type t = (_: {
      // What to match
      filter?:     // What to match
      {
          state: "open" | "closed" | null,
          // All of these
          labels?: string[],
          },
      page?: number, // default: 1
      }) => any;
      "
    `);
  });

  it("oneOf as variants, each with its own comment; anyOf and $ref as any", () => {
    const rendered = renderHarmonyTool(
      tool(
        {
          type: "object",
          properties: {
            id: {
              description: "Issue number or node id",
              oneOf: [{ type: "integer" }, { type: "string", description: "a GraphQL node id" }],
            },
            assignee: { anyOf: [{ type: "string" }, { type: "null" }], description: "Login, or null to clear" },
            milestone: { $ref: "#/$defs/Milestone" },
          },
          required: ["id"],
          $defs: { Milestone: { type: "object", properties: { title: { type: "string" } } } },
        },
        "Update an issue",
      ),
    );
    expect(rendered).toMatchInlineSnapshot(`
      "// Update an issue
      type t = (_: {
      // Issue number or node id
      id:
       | number
       | string // a GraphQL node id
      ,
      // Login, or null to clear
      assignee?: any,
      milestone?: any,
      }) => any;
      "
    `);
  });

  it("the whole prompt: the commentary line in the system message, instructions before the tools", () => {
    const tools: ModelFacingTool[] = [
      { name: "ping", inputSchema: null },
      {
        name: "echo",
        description: "Echo it back",
        inputSchema: { type: "object", properties: { text: { type: "string" } } },
      },
    ];
    expect(harmonyPromptText(tools, "Use ping first.")).toMatchInlineSnapshot(`
      "<|start|>system<|message|>You are ChatGPT, a large language model trained by OpenAI.
      Knowledge cutoff: 2024-06

      Reasoning: medium

      # Valid channels: analysis, commentary, final. Channel must be included for every message.
      Calls to these tools must go to the commentary channel: 'functions'.<|end|><|start|>developer<|message|># Instructions

      Use ping first.

      # Tools

      ## functions

      namespace functions {

      type ping = () => any;

      // Echo it back
      type echo = (_: {
      text?: string,
      }) => any;

      } // namespace functions<|end|><|start|>assistant"
    `);
  });

  it("no tools: no developer message and no commentary line", () => {
    expect(harmonyPromptText([], null)).not.toContain("developer");
    expect(harmonyPromptText([], null)).not.toContain("commentary channel");
    expect(renderHarmonyTools([tool({ type: "object" })])).toContain("namespace functions {");
  });
});

describe("numbers in defaults, as serde_json prints them", () => {
  it.each([
    [3, "3"],
    [-0, "0"],
    [0.5, "0.5"],
    [1e-5, "0.00001"],
    [1e-6, "1e-6"],
    [1e21, "1e21"],
    [2 ** 53 + 2, "9007199254740994.0"],
    [1.1e16, "1.1e16"],
    [1.5e300, "1.5e300"],
    [-123456.789, "-123456.789"],
  ])("%d -> %s", (value, text) => {
    expect(serdeNumber(value)).toBe(text);
  });
});

describe("hidden parameters", () => {
  it.each<[string, unknown, Array<[string, string]>]>([
    [
      "plain types hide nothing",
      { type: "object", properties: { a: { type: "string" }, b: { type: "array", items: { type: "number" } } } },
      [],
    ],
    ["{} is any by design", { type: "object", properties: { a: {}, b: { description: "anything" } } }, []],
    ["anyOf", { type: "object", properties: { a: { anyOf: [{ type: "string" }] } } }, [["a", "anyOf"]]],
    ["$ref beats anyOf", { type: "object", properties: { a: { $ref: "#/x", anyOf: [] } } }, [["a", "$ref"]]],
    [
      "allOf, not, if, const, enum",
      {
        type: "object",
        properties: { a: { allOf: [] }, b: { not: {} }, c: { if: {} }, d: { const: 1 }, e: { enum: [1] } },
      },
      [
        ["a", "allOf"],
        ["b", "not"],
        ["c", "if/then"],
        ["d", "const"],
        ["e", "enum without type"],
      ],
    ],
    [
      "null and unknown types",
      { type: "object", properties: { a: { type: "null" }, b: { type: "date" } } },
      [
        ["a", "type null"],
        ["b", "type date"],
      ],
    ],
    [
      "deep inside objects and arrays",
      {
        type: "object",
        properties: {
          a: {
            type: "object",
            properties: { b: { type: "array", items: { type: "object", properties: { c: { anyOf: [] } } } } },
          },
        },
      },
      [["a.b[].c", "anyOf"]],
    ],
    [
      "array items",
      { type: "object", properties: { a: { type: "array", items: { $ref: "#/x" } } } },
      [["a[]", "$ref"]],
    ],
    [
      "tuples",
      {
        type: "object",
        properties: { a: { type: "array", items: [{ type: "string" }] }, b: { type: "array", prefixItems: [] } },
      },
      [
        ["a[]", "tuple items"],
        ["b[]", "tuple items"],
      ],
    ],
    [
      "oneOf variants are walked",
      { type: "object", properties: { a: { oneOf: [{ type: "string" }, { anyOf: [] }] } } },
      [["a", "anyOf"]],
    ],
    [
      "properties beside a root oneOf vanish",
      { type: "object", properties: { a: { type: "string" } }, oneOf: [{ required: ["a"] }] },
      [["a", "properties beside oneOf"]],
    ],
    [
      "a type list hides an object's properties",
      { type: "object", properties: { a: { type: ["object", "null"], properties: { x: { type: "string" } } } } },
      [["a", "type list (properties not shown)"]],
    ],
    [
      "a nullable scalar type list hides nothing",
      { type: "object", properties: { a: { type: ["string", "null"] } } },
      [],
    ],
    [
      "a record renders as {}",
      { type: "object", properties: { a: { type: "object", additionalProperties: { type: "string" } } } },
      [["a", "additionalProperties (rendered as {})"]],
    ],
    [
      "a string enum is shown, a number enum is not",
      { type: "object", properties: { a: { type: "string", enum: ["x"] }, b: { type: "integer", enum: [1, 2] } } },
      [["b", "enum (only its type is shown)"]],
    ],
    ["parameters that are not an object", { anyOf: [{ type: "object" }] }, [["(parameters)", "anyOf"]]],
  ])("%s", (_, schema, expected) => {
    expect(hiddenParameters(tool(schema)).map((p) => [p.path, p.reason])).toEqual(expected);
  });

  it("gives one warning per tool and kind of loss, singular and plural", () => {
    const warnings = hiddenParameterWarnings([
      { tool: "search", path: "filter", reason: "anyOf" },
      { tool: "search", path: "sort", reason: "$ref" },
      { tool: "fetch", path: "opts", reason: "additionalProperties (rendered as {})" },
    ]);
    expect(warnings).toEqual([
      'search: 2 parameters are rendered as "any" (filter: anyOf, sort: $ref): gpt-oss never sees their types',
      "fetch: 1 parameter is rendered without its structure (opts: additionalProperties (rendered as {})): gpt-oss never sees its fields",
    ]);
  });
});

describe("the gpt-oss counter", () => {
  it("counts nothing for no tools and no instructions", async () => {
    expect(await counter.count([], null)).toEqual({
      fidelity: "exact",
      tools: 0,
      instructions: null,
      perTool: {},
      hiddenParameters: [],
      // The bare request's frame; its value is held to the official renderer in test/e2e/action/context-windows.test.ts.
      frame: expect.any(Number),
      warnings: [],
    });
  });

  it("counts empty instructions as nothing added, and text instructions as the section they add", async () => {
    const tools = [tool({ type: "object", properties: { q: { type: "string" } } }, "Find")];
    expect((await counter.count(tools, "")).instructions).toBe(0);
    // On the bare request the instructions open the developer message: its frame, "# Instructions\n\n" and
    // the text; the tools then only append their section (docs/models.md, "What tools means").
    const text = "Always call search before fetch, and never guess an id.";
    const withTools = await counter.count(tools, text);
    const added = withTools.instructions as number;
    expect(added).toBe(harmonyPromptTokens([], text, encoder) - harmonyPromptTokens([], null, encoder));
    expect(added - encoder.count(text)).toBeGreaterThanOrEqual(6);
    expect(added - encoder.count(text)).toBeLessThanOrEqual(10);
    expect(withTools.tools + added).toBe(
      harmonyPromptTokens(tools, text, encoder) - harmonyPromptTokens([], null, encoder),
    );
  });

  it("adds about a tool's block per tool: blocks counted alone differ only where they meet", async () => {
    const one = [tool({ type: "object", properties: { q: { type: "string" } } }, "Find")];
    const two = [...one, { ...(one[0] as ModelFacingTool), name: "u" }];
    const [a, b] = [await counter.count(one, null), await counter.count(two, null)];
    const block = encoder.count(`${renderHarmonyTool(two[1] as ModelFacingTool)}\n`);
    // ";\n\n//" is one pre-token in o200k, so a block's last token merges with the next block's first.
    expect(b.tools - a.tools).toBeGreaterThanOrEqual(block - 2);
    expect(b.tools - a.tools).toBeLessThanOrEqual(block);
    // One tool: removing it removes the whole section, so what it saves is the tools' total.
    expect(a.perTool).toEqual({ t: a.tools });
    // Two: each saves the prompt with both minus the prompt with the other, not its block counted alone.
    expect(b.perTool).toEqual({ t: b.tools - a.tools, u: b.tools - a.tools });
  });

  it("refuses an encoder other than o200k_base", () => {
    expect(() => harmonyCounter({ name: "cl100k_base", count: () => 0 })).toThrow(/o200k_base/);
  });
});
