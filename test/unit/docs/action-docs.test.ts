/** The action reference's inputs and outputs tables (docs/action.md) are generated from action.yml; this keeps them current. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
// @ts-expect-error: a plain .mjs script without types
import { actionTables, PAGE, withTables } from "../../../scripts/action-docs.mjs";
import { CLIENT_PROFILE_IDS } from "../../../src/core/clients/profiles.js";
import { PROJECT_ROOT as ROOT } from "../../helpers/paths.js";

const page = readFileSync(path.join(ROOT, PAGE), "utf8");
const actionYml = readFileSync(path.join(ROOT, "action.yml"), "utf8");

describe("action.yml and docs/action.md", () => {
  it("document the same inputs and outputs (run `node scripts/action-docs.mjs` after changing action.yml)", () => {
    expect(withTables(page, actionTables(actionYml))).toBe(page);
  });

  it("action.yml runs the bundled action on node24 and describes every input", () => {
    const action = parse(actionYml);
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
    for (const [name, spec] of Object.entries(
      action.inputs as Record<string, { description?: string; default?: unknown }>,
    )) {
      expect(spec.description, name).toBeTruthy();
      expect(typeof spec.default, name).toBe("string");
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("names every client profile in the client input's description", () => {
    const action = parse(actionYml) as { inputs: Record<string, { description: string }> };
    const named = /\(([a-z-]+(?:, [a-z-]+)*);/.exec(action.inputs.client?.description ?? "")?.[1]?.split(", ");
    expect(named?.slice().sort()).toEqual([...CLIENT_PROFILE_IDS].sort());
  });
});
