/**
 * A client version that is not modelled but shares a modelled line (claude-code@2.1.332) is measured as the
 * nearest modelled version of that line, and the report and its lines say so; a version of no modelled line is
 * refused (test/client-profiles-claude-code-versions.test.ts).
 */
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../../src/core/clients/client-id.js";
import { clientEntries } from "../../../../src/core/clients/report.js";
import type { Listing } from "../../../../src/core/count.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { clientLine } from "../../../../src/core/render/clients.js";

describe("--client with a version of a modelled line", () => {
  it("a version not modelled in a modelled line is measured as the nearest of that line, saying so", () => {
    for (const [version, modelled] of [
      ["2.1.332", "2.1.328"],
      ["2.1.1", "2.1.328"],
      ["2.0.76", "2.0.77"],
      ["2.0.7", "2.0.77"],
      ["1.0.200", "1.0.128"],
    ] as const) {
      const choice = parseClientId(`claude-code@${version}`);
      expect([choice.asked, choice.profile.version, choice.askedVersion]).toEqual([
        `claude-code@${version}`,
        modelled,
        version,
      ]);
    }
    // The setting of the version measured still applies.
    const tuned = parseClientId("claude-code@2.1.332:ENABLE_TOOL_SEARCH=false");
    expect([tuned.profile.version, tuned.options, tuned.askedVersion]).toEqual([
      "2.1.328",
      { toolSearch: false },
      "2.1.332",
    ]);
    // A modelled version or a line is not a stand-in: no askedVersion.
    for (const asked of ["claude-code", "claude-code@2.1.328", "claude-code@2.0"])
      expect(parseClientId(asked).askedVersion).toBeUndefined();
    // Another client's one modelled version stands for its line too.
    expect(parseClientId("codex@0.171.9").profile.version).toBe("0.171.0");
  });

  it("the entry keeps the version measured, names the one asked for, and its line says both", async () => {
    const listing = {
      server: { name: "demo", version: "1" },
      tools: [{ name: "echo", description: "Echoes.", inputSchema: { type: "object", properties: {} } }],
      instructions: null,
    } as unknown as Listing;
    const encoders = await loadEncoders(["o200k_base"]);
    const asked = parseClientId("claude-code@2.1.332");
    const same = parseClientId("claude-code@2.1.328");
    const entries = clientEntries([asked, same], listing, encoders);
    const entry = entries["claude-code@2.1.332"];
    expect(entry?.version).toBe("2.1.328");
    expect(entry?.askedVersion).toBe("2.1.332");
    expect(entry?.note).toBe(
      "Claude Code 2.1.332 is not modelled: measured as 2.1.328, the nearest modelled version of its line",
    );
    // The figures are the modelled version's, exactly.
    expect(entry?.tokens).toEqual(entries["claude-code@2.1.328"]?.tokens);
    expect(entries["claude-code@2.1.328"]?.askedVersion).toBeUndefined();
    expect(clientLine(entry as NonNullable<typeof entry>, "o200k_base")).toMatch(
      /^Claude Code 2\.1\.328 \(asked 2\.1\.332: not modelled, measured as 2\.1\.328, the nearest modelled version of its line\): /,
    );
  });
});
