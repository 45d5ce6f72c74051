/**
 * Hints on JSON Schema 2020-12 schemas (the dialect of inputSchema in MCP revision 2026-07-28): no hint may
 * hand back a schema that no longer works. Ajv's 2020-12 compiler is the judge: it refuses a `$ref` that
 * points nowhere and an `$anchor` written twice, so every hint's patched schema must compile wherever the
 * original did; the two rewrites that would break one (a sub-schema moved to $defs while a JSON Pointer
 * still names its old place; a definition with an $anchor inlined beside it) are skipped, with the reason.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import { hintsFor } from "../../../../src/core/hints/hints.js";
import { applyToCopy } from "../../../../src/core/hints/patch.js";
import type { HintsResult } from "../../../../src/core/hints/types.js";
import { loadHarmonyCounter } from "../../../../src/core/models/harmony.js";
import { readToolsFile } from "../../../helpers/fixture.js";

type Tool = Record<string, unknown>;

const address = {
  type: "object",
  properties: { street: { type: "string" }, city: { type: "string" }, zip: { type: "string" } },
  required: ["street", "city"],
};

/** Two identical addresses (the repeated-subschema rule's case) and a pointer into the first one's place. */
const POINTER_INTO_PROPERTIES: Tool = {
  name: "ship",
  description: "Ship a parcel.",
  inputSchema: {
    type: "object",
    properties: {
      home: structuredClone(address),
      work: structuredClone(address),
      pickup_street: { $ref: "#/properties/home/properties/street" },
    },
  },
};

/** A definition with an $anchor, $ref'd from a parameter (the hidden-from-gpt-oss rule inlines it). */
const ANCHORED_DEFINITION: Tool = {
  name: "bill",
  description: "Bill a customer.",
  inputSchema: {
    type: "object",
    $defs: { address: { $anchor: "address", ...structuredClone(address) } },
    properties: { billing: { $ref: "#/$defs/address" }, also: { $ref: "#address" } },
  },
};

const FIXTURE = readToolsFile("schema-2020-12").tools as Tool[];
const compiles = (schema: unknown) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  try {
    ajv.compile(schema as object);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

let encoders: Encoder[];
let result: HintsResult;
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base"]);
  const gptOss = await loadHarmonyCounter();
  result = await hintsFor([...FIXTURE, POINTER_INTO_PROPERTIES, ANCHORED_DEFINITION], encoders, {
    models: [{ id: "gpt-oss", counter: gptOss }],
  });
}, 180_000);

describe("hints on 2020-12 schemas", () => {
  it("the schemas compile as 2020-12 before any hint", () => {
    for (const tool of [...FIXTURE, POINTER_INTO_PROPERTIES, ANCHORED_DEFINITION]) {
      expect(compiles(tool.inputSchema), String(tool.name)).toBeNull();
    }
  });

  it("every hint's patched schema still compiles (its $refs resolve, no $anchor twice)", () => {
    expect(result.hints.length).toBeGreaterThan(0);
    const byName = new Map([...FIXTURE, POINTER_INTO_PROPERTIES, ANCHORED_DEFINITION].map((t) => [t.name, t]));
    for (const hint of result.hints) {
      const patched = applyToCopy(byName.get(hint.tool) as Tool, hint.patch);
      expect(compiles(patched.inputSchema), `${hint.tool} ${hint.rule}`).toBeNull();
    }
  });

  it("skips moving a sub-schema into $defs while a JSON Pointer still names its old place, and says why", () => {
    // Without the pointer, the same two addresses are a hint: the rule itself finds them.
    const { pickup_street: _, ...rest } = (POINTER_INTO_PROPERTIES.inputSchema as { properties: Tool }).properties;
    const free = { ...POINTER_INTO_PROPERTIES, inputSchema: { type: "object", properties: rest } };
    return hintsFor([free], encoders).then((plain) => {
      expect(plain.hints.map((h) => h.rule)).toContain("repeated-subschema");
      expect(result.hints.some((h) => h.tool === "ship" && h.rule === "repeated-subschema")).toBe(false);
      expect(result.skipped).toContainEqual(
        expect.objectContaining({
          tool: "ship",
          rule: "repeated-subschema",
          reason: "would break the schema: $ref #/properties/home/properties/street would point nowhere",
        }),
      );
    });
  });

  it("skips inlining a definition that carries an $anchor (the anchor would be written twice)", () => {
    expect(result.hints.some((h) => h.tool === "bill" && h.rule === "hidden-from-gpt-oss")).toBe(false);
    expect(result.skipped).toContainEqual(
      expect.objectContaining({
        tool: "bill",
        rule: "hidden-from-gpt-oss",
        reason: "would break the schema: $anchor address would be written 2 times",
      }),
    );
  });
});
