/**
 * docs/models.md says, per profile, how `tools` changes when the server sends instructions: measured here
 * on the basic fixture's tools through each profile's counter, against the table's last column.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { modelFacingTools } from "../../../src/core/models/request.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { readToolsFile } from "../../helpers/fixture.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

const doc = readFileSync(path.join(PROJECT_ROOT, "docs", "models.md"), "utf8");
const section = doc.slice(doc.indexOf('## What "tools" means per profile'));
const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| Profile |")));
/** The rows of the section's table: first cell's profile ids (in backticks), last cell as a number. */
const rows = table
  .split("\n")
  .filter((l) => l.startsWith("| `"))
  .map((l) => {
    const cells = l
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const ids = [...(cells[0] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    return { ids, delta: Number(cells.at(-1) ?? "") };
  });

describe("docs/models.md: tools with instructions, minus without", () => {
  const tools = modelFacingTools(readToolsFile("basic").tools);
  const instructions = "Search before you fetch, and never guess an id.";
  it("has a row for every profile family", () => {
    expect(rows.flatMap((r) => r.ids)).toEqual(
      expect.arrayContaining(["gpt-oss", "qwen3", "llama-3.1", "llama-3.2", "claude", "gpt-5", "gpt-4.1"]),
    );
  });
  it.each(rows.map((r) => [r.ids[0] as string, r.delta] as const))("%s: %i", async (id, delta) => {
    const [profile] = resolveProfiles("test", [id]);
    const counter = await profile?.load({});
    const without = await counter?.count(tools, null);
    const withIt = await counter?.count(tools, instructions);
    expect((withIt?.tools ?? 0) - (without?.tools ?? 0)).toBe(delta);
    // As the doc defines them: the instructions on the bare request, so the same with or without tools.
    expect(withIt?.instructions).toBeGreaterThan(0);
    expect(withIt?.instructions).toBe((await counter?.count([], instructions))?.instructions);
  });
});
