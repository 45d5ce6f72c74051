/**
 * The deferral bill of Copilot CLI 1.0.102 on its Anthropic provider (`--client copilot-cli:COPILOT_PROVIDER_TYPE=anthropic`),
 * held to the real client's capture (test/fixtures/copilot-first-use.json: `capture --use-tool rooms-book_room` on a
 * 14-tool server, 2026-12-06): the tools it sent deferred and its reminder are the profile's, byte for byte; one use
 * adds the model's tool_search_tool call and the tool_result with a tool_reference (as sent) and the definition the
 * API expands, and the profile's figure for it is the capture's `added` (185 o200k, 187 cl100k). Below its tool
 * count (30 in the request, 17 its own) it defers nothing, and with its default provider it is the OpenAI wire.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../../src/core/clients/client-id.js";
import { COPILOT_TOOL_SEARCH, copilotCli } from "../../../../src/core/clients/copilot-cli.js";
import { countClient, countClientServers } from "../../../../src/core/clients/count.js";
import { firstUses } from "../../../../src/core/clients/first-use.js";
import type { ServerListing } from "../../../../src/core/clients/profile.js";
import { TOOL_USE_ID } from "../../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../../src/core/encodings.js";

interface Capture {
  version: string;
  server: string;
  tool: string;
  listed: unknown[];
  firstRequest: { mcpTools: string[]; reminder: string };
  use: { blocks: string[]; definition: string; added: Record<string, number> };
}

const FIXTURE = path.join(import.meta.dirname, "../../../fixtures/copilot-first-use.json");
const capture = JSON.parse(readFileSync(FIXTURE, "utf8")) as Capture;
const listing: ServerListing = { server: capture.server, tools: capture.listed, instructions: null };
const ANTHROPIC = { provider: "anthropic" };

describe(`Copilot CLI ${capture.version} on an Anthropic provider: what the first use of a deferred tool costs`, () => {
  it("is the profile's version, and the setting is its COPILOT_PROVIDER_TYPE", () => {
    expect(copilotCli.version).toBe(capture.version);
    const choice = parseClientId("copilot-cli:COPILOT_PROVIDER_TYPE=anthropic");
    expect(choice.options).toEqual(ANTHROPIC);
    expect(() => parseClientId("copilot-cli:COPILOT_PROVIDER_TYPE=azure")).toThrow(
      'COPILOT_PROVIDER_TYPE must be one of openai, anthropic, got "azure"',
    );
  });

  it("sends the server's tools deferred, then its search tool, and the reminder, as the client did", () => {
    const request = copilotCli.request(listing, ANTHROPIC);
    expect(request.loaded.map((t) => JSON.stringify(t.sent))).toEqual(capture.firstRequest.mcpTools);
    expect(request.loaded.at(-1)?.sent).toBe(COPILOT_TOOL_SEARCH);
    expect(request.deferredText).toBe(capture.firstRequest.reminder);
    expect(request.deferredSent).toBe(true);
    expect(request.upFrontTools).toEqual(["tool_search_tool"]);
  });

  it("one use adds the call and result blocks as sent and the definition, the capture's added tokens", async () => {
    const [use] = firstUses(copilotCli, [listing], [copilotCli.request(listing, ANTHROPIC)]).filter(
      (u) => u.name === capture.tool,
    );
    expect(use?.texts).toEqual(capture.use.blocks);
    expect(use?.objects.map((o) => JSON.stringify(o))).toEqual([capture.use.definition]);
    // The recorder's call id is the one every profile uses.
    expect(capture.use.blocks[0]).toContain(TOOL_USE_ID);
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const entry = countClient(copilotCli, listing, ANTHROPIC, encoders);
    expect(entry.deferred).toBe(true);
    expect(entry.setting).toEqual({ COPILOT_PROVIDER_TYPE: "anthropic" });
    for (const encoder of encoders) {
      const tokens = entry.tokens[encoder.name];
      expect(tokens?.firstUse?.perTool[capture.tool], encoder.name).toBe(capture.use.added[encoder.name]);
      // Up front: the reminder and the search tool; the deferred tools are kept out of the prompt.
      expect(tokens?.upFront).toBe(
        encoder.count(capture.firstRequest.reminder) + encoder.count(JSON.stringify(COPILOT_TOOL_SEARCH)),
      );
      expect(tokens?.allLoaded).toBe(capture.firstRequest.mcpTools.reduce((n, t) => n + encoder.count(t), 0));
      // Its own base on that wire when it defers; no hint, since no setting loads them all there.
      expect(tokens?.clientBase).toBe(copilotCli.clientBase?.tokens["anthropic-deferred"]?.[encoder.name]);
      expect(tokens?.firstUse?.costsMore).toBe(false);
    }
    expect(entry.tokens.o200k_base?.firstUse?.perTool[capture.tool]).toBe(185);
  });

  it("defers nothing at 13 tools of the server (30 in the request) and nothing with its default provider", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const thirteen = { ...listing, tools: capture.listed.slice(0, 13) };
    const below = copilotCli.request(thirteen, ANTHROPIC);
    expect(below.deferredText).toBeNull();
    expect(below.loaded.some((t) => "defer_loading" in t.sent)).toBe(false);
    // Loaded, the request's last tool carries its cache breakpoint.
    expect(below.loaded.at(-1)?.sent.cache_control).toEqual({ type: "ephemeral" });
    expect(countClient(copilotCli, thirteen, ANTHROPIC, encoders).tokens.o200k_base?.firstUse).toBeUndefined();
    const openai = countClient(copilotCli, listing, {}, encoders);
    expect(openai.deferred).toBe(false);
    expect(openai.tokens.o200k_base?.firstUse).toBeUndefined();
  });

  it("counts the request's tools over every server: two servers of 7 defer, and the search tool goes once", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const a = { ...listing, server: "a", tools: capture.listed.slice(0, 7) };
    const b = { ...listing, server: "b", tools: capture.listed.slice(7) };
    expect(copilotCli.request(a, ANTHROPIC).deferredText).toBeNull();
    const both = countClientServers(copilotCli, [a, b], ANTHROPIC, encoders);
    expect(both.deferred).toBe(true);
    expect(both.clientOwnTools).toEqual(["tool_search_tool"]);
    const search = encoders[0]?.count(JSON.stringify(COPILOT_TOOL_SEARCH)) ?? 0;
    const perTool = both.tokens.o200k_base?.perTool ?? {};
    expect(both.tokens.o200k_base?.allLoaded).toBe(Object.values(perTool).reduce((n, v) => n + v, 0));
    expect(perTool.tool_search_tool).toBe(search);
  });
});
