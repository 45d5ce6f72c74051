/**
 * Claude Code 2.1.328 and the protocol era (docs/clients.md, "Claude Code and the protocol era"): it probes a
 * stdio server with server/discover first, and a server that answers in the modern era (revision 2026-07-28, MCP
 * SDK v2 servers such as Context7 4.1.1 and mongodb-mcp-server 3.0.4) has its tools parsed by the SDK v2 schema,
 * which puts `$schema` and `type` first; a 2025-era server's by the 2025 SDK's (type, properties, required
 * first). The era comes from the lister, through `measure --client` and the configuration's requests alike;
 * Claude Code's earlier lines never probe.
 */
import { describe, expect, it } from "vitest";
import { CLAUDE_CODE_2_0 } from "../../../../src/core/clients/claude-code-versions.js";
import { parseClientIds } from "../../../../src/core/clients/client-id.js";
import { countClient } from "../../../../src/core/clients/count.js";
import type { ClientProfile, ServerListing } from "../../../../src/core/clients/profile.js";
import { CLIENT_PROFILES, claudeCodeSchemaOrder } from "../../../../src/core/clients/profiles.js";
import { clientEntries } from "../../../../src/core/clients/report.js";
import { modernSchemaOrder, sdkSchemaOrder } from "../../../../src/core/clients/shape.js";
import { setupClientRequests } from "../../../../src/core/config/client-requests.js";
import type { Listing } from "../../../../src/core/count.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import type { Report } from "../../../../src/core/report.js";
import { clientListing } from "../../../../src/run/config.js";

// As Context7 4.1.1 lists resolve-library-id (zod v4's toJSONSchema): type, then $schema.
const schema = {
  type: "object",
  $schema: "https://json-schema.org/draft/2020-12/schema",
  properties: { libraryName: { type: "string", description: "Library name to search for." } },
  required: ["libraryName"],
};
const tools = [{ name: "resolve-library-id", description: "Resolves a library name.", inputSchema: schema }];
const listing = (era?: "legacy" | "modern"): ServerListing => ({
  server: "docs",
  tools,
  instructions: null,
  ...(era ? { era } : {}),
});
const sentSchema = (profile: ClientProfile, era?: "legacy" | "modern") =>
  profile.request(listing(era), { toolSearch: false }).loaded[0]?.sent.input_schema;

describe("Claude Code and the protocol era", () => {
  it("orders a modern server's schema $schema and type first, the rest as listed; a 2025 server's as the 2025 SDK", () => {
    expect(Object.keys(modernSchemaOrder(schema))).toEqual(["$schema", "type", "properties", "required"]);
    expect(Object.keys(sdkSchemaOrder(schema))).toEqual(["type", "properties", "required", "$schema"]);
    // Without $schema the modern order keeps type first and the rest as listed (required before properties here).
    expect(Object.keys(modernSchemaOrder({ type: "object", required: [], properties: {} }))).toEqual([
      "type",
      "required",
      "properties",
    ]);
    expect(Object.keys(sentSchema(CLIENT_PROFILES["claude-code"], "modern") as object)).toEqual([
      "$schema",
      "type",
      "properties",
      "required",
    ]);
    for (const era of ["legacy", undefined] as const)
      expect(Object.keys(sentSchema(CLIENT_PROFILES["claude-code"], era) as object)).toEqual([
        "type",
        "properties",
        "required",
        "$schema",
      ]);
    expect(claudeCodeSchemaOrder({ era: "modern" })).toBe(modernSchemaOrder);
    expect(claudeCodeSchemaOrder({})).toBe(sdkSchemaOrder);
  });

  it("leaves Claude Code's earlier lines in the 2025 SDK's order (they never probe server/discover)", () => {
    expect(Object.keys(sentSchema(CLAUDE_CODE_2_0, "modern") as object)).toEqual([
      "type",
      "properties",
      "required",
      "$schema",
    ]);
  });

  it("takes the era the lister found, in measure --client and in a configuration's requests", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const figure = (era?: "legacy" | "modern") =>
      countClient(CLIENT_PROFILES["claude-code"], listing(era), { toolSearch: false }, encoders).tokens.o200k_base
        ?.allLoaded;
    // The two orders cost different tokens (else nothing below could tell them apart).
    expect(figure("modern")).not.toBe(figure());

    const [choice] = parseClientIds(["claude-code:ENABLE_TOOL_SEARCH=false"]);
    const listed = (era: "legacy" | "modern") =>
      ({
        server: { name: "docs", version: "1", protocolVersion: null, era },
        tools,
        prompts: null,
        resources: null,
        instructions: null,
      }) as unknown as Listing;
    if (!choice) throw new Error("no choice");
    for (const era of ["legacy", "modern"] as const) {
      const measured = clientEntries([choice], listed(era), encoders, "docs")[choice.asked];
      expect(measured?.tokens.o200k_base?.allLoaded, era).toBe(figure(era));
    }

    // A configuration: run/config.ts clientListing reads the era of the server's report, the requests keep it.
    const report = {
      server: { name: "Context7", version: "4.1.1", protocolVersion: "2026-07-28", era: "modern" },
      resources: null,
    };
    const server = clientListing(
      { name: "docs", client: "claude-code" } as Parameters<typeof clientListing>[0],
      { tools, instructions: null } as unknown as Parameters<typeof clientListing>[1],
      report as unknown as Report,
    );
    expect(server.era).toBe("modern");
    const setup = setupClientRequests([server], encoders)["claude-code"];
    // The configuration's request is the default (tool search on): the tool goes deferred, its name up front; the
    // loaded figure is the tool object's.
    const modernDefault = countClient(CLIENT_PROFILES["claude-code"], listing("modern"), {}, encoders);
    const legacyDefault = countClient(CLIENT_PROFILES["claude-code"], listing(), {}, encoders);
    expect(modernDefault.tokens.o200k_base?.allLoaded).not.toBe(legacyDefault.tokens.o200k_base?.allLoaded);
    expect(setup?.request.tokens.o200k_base?.allLoaded).toBe(modernDefault.tokens.o200k_base?.allLoaded);
  });
});
