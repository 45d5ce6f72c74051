/**
 * "No client" is a shaping like every client profile (src/core/clients/as-sent.ts): the request a bare measure, a
 * configuration without a client profile and hints count on a model goes through shapeRequest. It must send what
 * the MCP spec says a client gets, for any listing, malformed ones included: every object with a string name
 * (even ""), as { name, inputSchema as listed, description when it is a string }, in listed order; and the
 * instructions of the servers that send any, joined by a blank line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INSTRUCTIONS_SEPARATOR, modelFacingTools, setupRequest } from "../../../../src/core/models/request.js";

/** The definition, written out independently of the shaping code. */
function asSpecSays(listed: readonly unknown[]) {
  return listed
    .filter((t): t is Record<string, unknown> => typeof t === "object" && t !== null && !Array.isArray(t))
    .filter((t) => typeof t.name === "string")
    .map((t) =>
      typeof t.description === "string"
        ? { name: t.name, inputSchema: t.inputSchema, description: t.description }
        : { name: t.name, inputSchema: t.inputSchema },
    );
}

const anyTool = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.string(), fc.constant(""), fc.integer()),
      description: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      inputSchema: fc.oneof(fc.constant({ type: "object" }), fc.constant("x"), fc.constant(null), fc.object()),
      annotations: fc.object(),
    },
    { requiredKeys: [] },
  ),
  fc.constant(null),
  fc.string(),
  fc.array(fc.integer()),
);

describe("the tools as sent, with no client", () => {
  it("keeps every object with a string name, its listed schema and a string description, in order", () => {
    fc.assert(
      fc.property(fc.array(anyTool, { maxLength: 12 }), (listed) => {
        expect(modelFacingTools(listed)).toEqual(asSpecSays(listed));
      }),
    );
  });

  it("joins the servers' instructions in their order and skips a server that sends none", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ tools: fc.array(anyTool, { maxLength: 4 }), instructions: fc.option(fc.string()) })),
        (servers) => {
          const request = setupRequest(servers);
          expect(request.tools).toEqual(servers.flatMap((s) => asSpecSays(s.tools)));
          const sent = servers.map((s) => s.instructions).filter((t): t is string => !!t);
          expect(request.instructions).toBe(sent.length === 0 ? null : sent.join(INSTRUCTIONS_SEPARATOR));
        },
      ),
    );
  });
});
