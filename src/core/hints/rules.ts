/**
 * The hint rules, one entry each. The order is the order in which a tool's patches are applied for
 * its total: when two rewrites touch the same place, the earlier rule's wins and the later one is
 * reported as skipped. Pure: a tool in, findings out; what they save is counted in hints.ts.
 */
import { findDescriptionFormatting, findDescriptionRepeatsParameters } from "./description-rules.js";
import {
  findAnyOfNullOptional,
  findAnyOfNullTypeArray,
  findDefaultNull,
  findHiddenFromHarmony,
  findLongEnums,
  findNestedAdditionalPropertiesFalse,
  findRepeatedSubschemas,
  findSafeIntegerBounds,
  findTitleRepeatsName,
  findUnneededKeys,
  LONG_ENUM,
} from "./schema-rules.js";
import type { Finding, HintRule } from "./types.js";

const places = (findings: readonly Finding[]) =>
  findings.length === 1 ? "in 1 place" : `in ${findings.length} places`;

const notes = (findings: readonly Finding[], max = 6): string => {
  const list = [...new Set(findings.map((f) => f.note).filter((n): n is string => n !== undefined))];
  return list.length <= max ? list.join(", ") : `${list.slice(0, max).join(", ")} and ${list.length - max} more`;
};

export const RULES: readonly HintRule[] = [
  {
    id: "anyof-null-type-array",
    title: "anyOf: [X, {type: null}] where a type list says the same",
    find: findAnyOfNullTypeArray,
    message: (f) =>
      `anyOf [X, {"type":"null"}] ${places(f)} (${notes(f)}): write X with "type": [T, "null"] instead; ` +
      "the same values are accepted (pydantic v2 writes `T | None` this way: a GenerateJsonSchema subclass whose " +
      "nullable_schema returns the type list writes the short form; zod writes it for nullable objects and arrays). " +
      "A parameter that is optional anyway can drop null altogether (zod .optional() instead of .nullish())",
  },
  {
    id: "anyof-null-optional",
    title: "anyOf: [X, {type: null}] on an optional parameter whose X has no single type",
    find: findAnyOfNullOptional,
    message: (f) =>
      `anyOf [X, {"type":"null"}] on optional parameters ${places(f)} (${notes(f)}): drop the null branch and ` +
      "keep X; callers omit the parameter instead of sending null (zod .optional() instead of .nullish(); " +
      "pydantic: `x: Model | None = None` -> a default without `| None`, or exclude None from the schema). " +
      "Changes validation: null is no longer accepted",
  },
  {
    id: "unneeded-keys",
    title: "$schema, $id and $comment, which models do not need",
    find: findUnneededKeys,
    message: (f) =>
      `${notes(f)} ${places(f)}: no model reads them; MCP clients assume JSON Schema 2020-12 without $schema ` +
      "(the MCP TypeScript SDK writes it when it converts a zod schema: strip it from the generated schema; pydantic writes none)" +
      (f.some((x) => x.changesValidation)
        ? ". Changes validation: the schema uses keywords whose meaning depends on the dialect"
        : ""),
  },
  {
    id: "default-null",
    title: "default: null",
    find: findDefaultNull,
    message: (f) =>
      `"default": null ${places(f)} (${notes(f)}): a parameter left out is already absent; drop the default ` +
      "(pydantic writes it for `x: T | None = None` and Field(default=None): a json_schema_extra that pops " +
      "'default', or a GenerateJsonSchema subclass; zod: no .default(null))",
  },
  {
    id: "title-repeats-name",
    title: "title keys that repeat the property name",
    find: findTitleRepeatsName,
    message: (f) =>
      `"title" that only repeats the name ${places(f)} (${notes(f)}): drop it (pydantic writes a title for ` +
      "every field and model: a GenerateJsonSchema subclass whose field_title_should_be_set returns False; " +
      "zod: no .meta({ title }))",
  },
  {
    id: "additional-properties-false",
    title: "additionalProperties: false repeated on every nested object",
    find: findNestedAdditionalPropertiesFalse,
    message: (f) =>
      `"additionalProperties": false on ${f.length} nested ${f.length === 1 ? "object" : "objects"}: keep it on ` +
      "the root at most (zod: z.object instead of z.strictObject / .strict() for nested objects; pydantic: " +
      "extra='forbid' only on the top model). Changes validation: unknown keys in nested objects are accepted",
  },
  {
    id: "safe-integer-bounds",
    title: "minimum/maximum of +-9007199254740991 (zod's .int())",
    find: findSafeIntegerBounds,
    message: (f) =>
      `minimum/maximum of +-9007199254740991 ${places(f)}: zod's .int() writes Number.MAX_SAFE_INTEGER as bounds; ` +
      "they tell a model nothing. Drop them (z.number().int() -> z.number() with an explicit .min()/.max() where " +
      "it matters, or strip them from the generated schema). Changes validation: integers beyond 2^53 are accepted",
  },
  {
    id: "long-enum",
    title: `enums of ${LONG_ENUM} values or more`,
    find: findLongEnums,
    message: (f) =>
      `long enum ${places(f)} (${notes(f)}): every value is sent on every request. If the server checks the ` +
      "value itself, drop the enum and say where valid values come from (a list tool, a format). " +
      "Changes validation: any string of the type is accepted",
  },
  {
    id: "repeated-subschema",
    title: "identical sub-schemas written many times",
    find: findRepeatedSubschemas,
    message: (f) =>
      `identical sub-schemas written more than once (${notes(f)}): define each once under $defs and $ref it ` +
      "(zod 4: z.toJSONSchema(schema, { reused: 'ref' }); pydantic does this for nested models). Beware: gpt-oss's " +
      "harmony format renders $ref as any, so gpt-oss no longer sees these parameters' types (see the gpt-oss " +
      "figures with -m gpt-oss), and some clients do not resolve $ref",
  },
  {
    id: "description-repeats-parameters",
    title: "tool descriptions that repeat the parameter descriptions",
    find: findDescriptionRepeatsParameters,
    message: (f) =>
      `the tool description explains parameters that have their own description (${notes(f)}): ` +
      "merge anything it adds into those parameter descriptions and drop the lines (FastMCP/pydantic: an " +
      "Args: section in the docstring; put it in Field(description=...) / Annotated instead)",
  },
  {
    id: "description-formatting",
    title: "whitespace and markdown decoration in descriptions",
    find: findDescriptionFormatting,
    message: (f) =>
      `${notes(f, 2)} in descriptions ${places(f)}: trim ends and line ends, collapse runs of spaces and ` +
      "blank lines, drop bold markers, heading hashes and rules (a dedent() of a template literal or " +
      "inspect.cleandoc() of a docstring does most of it)",
  },
  {
    id: "hidden-from-gpt-oss",
    title: "parameters gpt-oss cannot see (harmony renders anyOf, allOf and $ref as any)",
    profiles: ["gpt-oss"],
    find: findHiddenFromHarmony,
    message: (f) =>
      `gpt-oss renders these parameters as "any" and never sees their type (${notes(f)}): inline the $ref, ` +
      "write anyOf as oneOf (harmony renders oneOf as variants), merge a one-member allOf " +
      "(pydantic: a discriminated union, Field(discriminator=...), emits oneOf; zod writes anyOf for unions: " +
      "rename it in the generated schema)" +
      (f.some((x) => x.changesValidation)
        ? ". Changes validation: oneOf rejects a value that matches more than one branch"
        : ""),
  },
];
