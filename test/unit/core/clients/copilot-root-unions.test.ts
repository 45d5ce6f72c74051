/**
 * Copilot CLI's rewrite of a schema whose root holds anyOf, oneOf or allOf, held byte for byte to what the real
 * client (1.0.102, Chat Completions) sent for 14 such roots (test/fixtures/copilot-root-unions.json, captured
 * 2026-12-06 with `capture --save`): the union's properties joined into the root, type "object" added, the anyOf /
 * oneOf written into the description. The corpus goldens hold the two roots it has (shapes, untyped:
 * goldens.test.ts); these hold the rule's edges (a property in every branch, a root property, allOf's required,
 * anyOf beside oneOf, a moved keyword beside the union).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copilotCli } from "../../../../src/core/clients/copilot-cli.js";

interface Capture {
  version: string;
  server: string;
  cases: Array<{ listed: { name: string }; sent: string }>;
}

const FIXTURE = path.join(import.meta.dirname, "../../../fixtures/copilot-root-unions.json");
const capture = JSON.parse(readFileSync(FIXTURE, "utf8")) as Capture;

const sent = (tool: unknown) => {
  const request = copilotCli.request({ server: capture.server, tools: [tool], instructions: null }, {});
  return { json: JSON.stringify(request.loaded[0]?.sent), notSeen: request.notSeen };
};

describe(`Copilot CLI ${capture.version}: a root anyOf / oneOf / allOf as it sends it`, () => {
  it("is the profile's version", () => expect(copilotCli.version).toBe(capture.version));

  it.each(capture.cases.map((c) => [c.listed.name, c] as const))("%s", (_name, c) => {
    expect(sent(c.listed).json).toBe(c.sent);
  });

  it("says the root anyOf was moved into the description and a root allOf rewritten", () => {
    const byName = Object.fromEntries(capture.cases.map((c) => [c.listed.name, c.listed]));
    expect(sent(byName.root_and_branch).notSeen).toContainEqual({
      tool: "sh-root_and_branch",
      keyword: "anyOf",
      change: "moved",
      path: "",
    });
    expect(sent(byName.all_req).notSeen).toContainEqual({
      tool: "sh-all_req",
      keyword: "allOf",
      change: "rewritten",
      path: "",
    });
  });
});
