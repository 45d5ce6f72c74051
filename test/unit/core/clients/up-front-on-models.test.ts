/**
 * `measure --client C -m M`: a deferring client's up-front figure on a model holds what the client really sends up
 * front, the tool objects that stay in the request (Copilot CLI's tool_search_tool on its Anthropic wire, Claude
 * Code's alwaysLoad tools) as well as its deferred text, as the encodings' figure does. Checked on gpt-oss against
 * its renderer (harmony.ts) over the tool list and prompt written out here, not through the difference code.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copilotCli } from "../../../../src/core/clients/copilot-cli.js";
import { COPILOT_TOOL_SEARCH } from "../../../../src/core/clients/copilot-cli-anthropic.js";
import { BUILT_IN, countClientOnModel, modelFacingOf, SYSTEM } from "../../../../src/core/clients/count-on-models.js";
import { CLIENT_PROFILES } from "../../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { harmonyCounter, harmonyPromptTokens } from "../../../../src/core/models/harmony.js";
import type { ModelFacingTool } from "../../../../src/core/models/types.js";

const capture = JSON.parse(
  readFileSync(new URL("../../../fixtures/copilot-first-use.json", import.meta.url), "utf8"),
) as {
  server: string;
  listed: unknown[];
  firstRequest: { reminder: string };
};

describe("a deferring client's up-front figure on a model", async () => {
  const [o200k] = await loadEncoders(["o200k_base"]);
  const encoder = o200k as NonNullable<typeof o200k>;
  const counter = harmonyCounter(encoder);
  /** What tools and a text add to the stand-in request (its tool and prompt), by the renderer. */
  const added = (tools: ModelFacingTool[], text: string) =>
    harmonyPromptTokens([BUILT_IN, ...tools], `${SYSTEM}${text}`, encoder) -
    harmonyPromptTokens([BUILT_IN], SYSTEM, encoder);

  it("Copilot CLI on Anthropic: the reminder and its tool_search_tool, as captured (14 tools of rooms)", async () => {
    const listing = { server: capture.server, tools: capture.listed, instructions: null };
    const request = copilotCli.request(listing, { provider: "anthropic" });
    // The profile's reminder is the captured one (held elsewhere too); the search tool is the captured object.
    expect(request.deferredText).toBe(capture.firstRequest.reminder);
    const search = modelFacingOf(COPILOT_TOOL_SEARCH);
    const onModel = await countClientOnModel(request, counter);
    const names = added([], capture.firstRequest.reminder);
    const tool = added([search], "");
    expect(tool).toBeGreaterThan(100);
    expect(onModel.upFront).toBe(names + tool);
    // Loaded: every tool object (the 14 and the search tool); the reminder is gone.
    expect(onModel.allLoaded).toBe(
      added(
        request.loaded.map((t) => modelFacingOf(t.sent)),
        "",
      ),
    );
  });

  it("Claude Code: a tool the server marks alwaysLoad goes up front as an object beside the name lines", async () => {
    const schema = { type: "object", properties: { q: { type: "string" } } };
    const tools = [
      { name: "search", description: "Search the web.", inputSchema: schema, _meta: { "anthropic/alwaysLoad": true } },
      { name: "crawl", description: "Crawl a site.", inputSchema: schema },
    ];
    const request = CLIENT_PROFILES["claude-code"].request({ server: "fc", tools, instructions: null }, {});
    expect(request.upFrontTools).toEqual(["mcp__fc__search"]);
    const onModel = await countClientOnModel(request, counter);
    const always = modelFacingOf(request.loaded.find((t) => t.name === "mcp__fc__search")?.sent ?? {});
    expect(onModel.upFront).toBe(added([], "\nmcp__fc__crawl") + added([always], ""));
  });

  it("Codex and Qwen Code send no tool object of the server's up front: their deferred text alone", async () => {
    const tools = [{ name: "echo", description: "Echoes.", inputSchema: { type: "object" } }];
    for (const id of ["codex", "qwen-code"] as const) {
      const request = CLIENT_PROFILES[id].request({ server: "ev", tools, instructions: null }, {});
      expect(request.upFrontTools, id).toBeUndefined();
      expect(request.deferredText, id).not.toBeNull();
      const onModel = await countClientOnModel(request, counter);
      expect(onModel.upFront, id).toBe(added([], request.deferredText ?? ""));
    }
  });
});
