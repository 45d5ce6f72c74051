/**
 * The JSON Schema of the budget file, built from the rules table, so that editors and the parser
 * accept the same files. schemas/budget.schema.json is this function's output, written by
 * scripts/budget-schema.mjs; a test fails when the committed file is not the current output.
 */
import type { Field, Rule } from "./rule.js";
import { ENCODING_NAMES, keysOf, RULES, SERVERS_KEY, SETTINGS } from "./rules.js";
import type { JsonSchema } from "./values.js";

type Described = Pick<Field, "description" | "blockDescription"> & { value: { schema: JsonSchema } };

const property = (entry: Described, inBlock = false): JsonSchema => ({
  description: (inBlock ? entry.blockDescription : undefined) ?? entry.description,
  ...entry.value.schema,
});

const required = (key: string) => ({ required: [key] });

const encodings = (): JsonSchema => ({
  description:
    "Limits for one encoding, overriding the top-level limits key by key (tools merge by name). Naming an encoding here also checks it when encoding names another.",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(ENCODING_NAMES.map((name) => [name, { $ref: "#/definitions/override" }])),
});

/** Some limit key is set, or some encodings block sets one ('not every block lacks a limit'). */
const atLeastOneLimit = (limits: readonly string[]): JsonSchema[] => [
  ...limits.map(required),
  {
    required: ["encodings"],
    not: {
      properties: {
        encodings: { type: "object", additionalProperties: { not: { $ref: "#/definitions/hasLimit" } } },
      },
    },
  },
];

export function budgetJsonSchema(rules: readonly Rule[] = RULES): JsonSchema {
  const keys = keysOf(rules);
  const fields = [...keys.fields.values()];
  const inBlocks = fields.filter(({ rule }) => rule.scope === "encoding").map(({ field }) => field);
  const inServers = fields.map(({ field }) => field).filter((field) => field.key !== SERVERS_KEY);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "mcp-token-budget budget file",
    description:
      "Limits on the tokens an MCP server's tool definitions cost on every model request. Checked by the mcp-token-budget CLI and GitHub Action.",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: property(SETTINGS.$schema),
      view: property(SETTINGS.view),
      encoding: property(SETTINGS.encoding),
      ...Object.fromEntries(fields.map(({ field }) => [field.key, property(field)])),
      encodings: encodings(),
    },
    $comment:
      "At least one limit must be set, at the top level or in some encodings block. The last branch says 'not every encodings block lacks a limit', which is 'some block has one'.",
    anyOf: atLeastOneLimit(keys.limits),
    definitions: {
      override: {
        description: "Limits for this encoding; any key left out is taken from the top level.",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          view: property(SETTINGS.view, true),
          ...Object.fromEntries(inBlocks.map((field) => [field.key, property(field, true)])),
        },
      },
      hasLimit: { type: "object", anyOf: inBlocks.map((field) => required(field.key)) },
      server: {
        description:
          "Limits for this server: the keys of the top level, each overriding the top level's for this server (tools and models merge by name, encodings blocks by encoding).",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          view: property(SETTINGS.view),
          encoding: property(SETTINGS.encoding),
          ...Object.fromEntries(inServers.map((field) => [field.key, property(field)])),
          encodings: encodings(),
        },
        anyOf: atLeastOneLimit(inServers.map((field) => field.key)),
      },
    },
  };
}
