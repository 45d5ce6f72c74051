/**
 * No import cycles in src/, type-only imports included: a cycle is two modules that can only be
 * understood (and changed) together. Shared types and functions go to a leaf module both import
 * (e.g. settings/raw.ts, core/config/launch.ts, cli/output.ts).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "../../helpers/imports.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

describe("the import graph of src/", () => {
  const graph = importGraph(path.join(PROJECT_ROOT, "src"));

  it("is read whole (every source file, with its imports resolved)", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("cli.ts")).toContain("cli/main.ts");
    expect(graph.get("core/stability.ts")).toEqual(expect.arrayContaining(["core/count.ts", "core/report.ts"]));
  });

  it("has no cycle", () => {
    expect(importCycles(graph), "move what the modules of each cycle share into a leaf module").toEqual([]);
  });

  it("finds a cycle when there is one, of any length, and a file importing itself", () => {
    const cyclic = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCycles(cyclic)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });
});
