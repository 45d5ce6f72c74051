/**
 * `measure --client C -m M`: what the server adds to client C's request on model M, through the bundled CLI on a
 * real server with instructions (server-everything). The client's request (names, objects, instructions text)
 * is its profile's, which the captures hold byte for byte to the real clients elsewhere; here the model's side is
 * held to gpt-oss's official harmony renderer: each figure is the official render of the request with a
 * stand-in for the client's own tool and system prompt plus the server's part, minus the same without it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN, modelFacingOf, SYSTEM } from "../../../src/core/clients/count-on-models.js";
import { CLIENT_PROFILES } from "../../../src/core/clients/profiles.js";
import type { Report } from "../../../src/core/report.js";
import { listServer } from "../../../src/mcp/list.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";

const require = createRequire(import.meta.url);
const EVERYTHING = path.join(
  path.dirname(require.resolve("@modelcontextprotocol/server-everything/package.json")),
  "dist/index.js",
);
const COMMAND = [process.execPath, EVERYTHING, "stdio"];

let oracle: HarmonyOracle;
let report: Report;
let listing: Awaited<ReturnType<typeof listServer>>;

beforeAll(async () => {
  oracle = await loadHarmonyOracle();
  listing = await listServer({ kind: "stdio", command: process.execPath, args: [EVERYTHING, "stdio"] });
  const run = await runCliJson<Report>(
    ["measure", "--client", "claude-code,cursor", "-m", "gpt-oss", "--", ...COMMAND],
    PROJECT_ROOT,
  );
  expect(run.code, run.stderr).toBe(0);
  report = run.json;
}, 120_000);
afterAll(async () => {
  await oracle?.close();
});

/** What a text or tools add to the stand-in request, by the official renderer. */
function added(tools: ReturnType<typeof modelFacingOf>[], text: string | null): number {
  const bare = oracle.render([BUILT_IN], SYSTEM).tokens;
  return oracle.render([BUILT_IN, ...tools], text === null ? SYSTEM : `${SYSTEM}${text}`).tokens - bare;
}

describe("a client's request on a model", () => {
  it("Claude Code on gpt-oss: names and instructions up front, objects and instructions loaded, as harmony renders them", () => {
    const server = {
      server: listing.server.name ?? "server",
      tools: listing.tools,
      instructions: listing.instructions ?? null,
      offersResources: (listing.resources?.length ?? 0) > 0,
    };
    const request = CLIENT_PROFILES["claude-code"].request(server, {});
    expect(request.instructionsText).not.toBeNull();
    expect(request.deferredText).not.toBeNull();
    expect(request.loaded.filter((t) => t.clientOwn)).toHaveLength(3);
    const instructions = added([], request.instructionsText);
    const names = added([], request.deferredText);
    const loaded = added(
      request.loaded.map((t) => modelFacingOf(t.sent)),
      null,
    );
    expect(report.clients?.["claude-code"]?.models?.["gpt-oss"]).toEqual({
      fidelity: "exact",
      upFront: names + instructions,
      allLoaded: loaded + instructions,
    });
    // The names are fewer tokens on the model than the objects.
    expect(names).toBeLessThan(loaded);
  });

  it("Cursor on gpt-oss: its name lines up front, the tools as listed when loaded, and no instructions", () => {
    const faced = (listing.tools as Array<Record<string, unknown>>).map((t) =>
      modelFacingOf({ name: t.name, description: t.description, inputSchema: t.inputSchema }),
    );
    const figure = added(faced, null);
    // Cursor sends only the names up front (read, not captured: docs/clients.md), for every model.
    const request = CLIENT_PROFILES.cursor.request(
      { server: listing.server.name ?? "server", tools: listing.tools, instructions: listing.instructions ?? null },
      {},
    );
    expect(request.instructionsText).toBeNull();
    expect(request.deferredText).not.toBeNull();
    expect(report.clients?.cursor?.models?.["gpt-oss"]).toEqual({
      fidelity: "exact",
      upFront: added([], request.deferredText),
      allLoaded: figure,
    });
  });

  it("Copilot CLI on Anthropic on gpt-oss: its reminder and the tool_search_tool it sends up front, as harmony renders them", async () => {
    // The 14 tools of the rooms capture: with its 17 own, past the 30 at which it defers.
    const capture = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "test/fixtures/copilot-first-use.json"), "utf8"));
    const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-client-on-models-"));
    const tools = path.join(dir, "tools.json");
    writeFileSync(tools, JSON.stringify({ tools: capture.listed }));
    const fixture = path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs");
    const id = "copilot-cli:COPILOT_PROVIDER_TYPE=anthropic";
    const run = await runCliJson<Report>(
      [
        "measure",
        "--client",
        id,
        "--name",
        "rooms",
        "-m",
        "gpt-oss",
        "--",
        process.execPath,
        fixture,
        "--tools",
        tools,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const request = CLIENT_PROFILES["copilot-cli"].request(
      { server: "rooms", tools: capture.listed, instructions: null },
      { provider: "anthropic" },
    );
    expect(request.upFrontTools).toEqual(["tool_search_tool"]);
    const search = request.loaded.find((t) => t.name === "tool_search_tool");
    const upFront = added([], request.deferredText) + added([modelFacingOf(search?.sent ?? {})], null);
    expect(run.json.clients?.[id]?.models?.["gpt-oss"]).toEqual({
      fidelity: "exact",
      upFront,
      allLoaded: added(
        request.loaded.map((t) => modelFacingOf(t.sent)),
        null,
      ),
    });
    // The search tool is a good part of it: without it the figure was the reminder alone.
    expect(upFront - added([], request.deferredText)).toBeGreaterThan(100);
  });

  it("says them on each client's line", async () => {
    const run = await runCli(["measure", "--client", "claude-code", "-m", "gpt-oss", "--", ...COMMAND], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(0);
    const m = report.clients?.["claude-code"]?.models?.["gpt-oss"];
    const fmt = (n: number | undefined) => (n ?? Number.NaN).toLocaleString("en-US");
    expect(run.stdout).toContain(
      `on each model (up front / loaded, in its own tokens): gpt-oss ${fmt(m?.upFront)} / ${fmt(m?.allLoaded)}`,
    );
  });
});

describe("caching with a client's own prompt", () => {
  it("a block under a Claude model's minimum alone is cacheable on Claude Code, whose prefix holds its own prompt", async () => {
    const example = path.join(PROJECT_ROOT, "examples/example-server/server.mjs");
    const run = await runCliJson<Report>(
      ["measure", "--client", "claude-code,cursor", "-m", "claude-haiku-4.5", "--", process.execPath, example],
      PROJECT_ROOT,
    );
    expect(run.code, run.stderr).toBe(0);
    const model = run.json.models?.["claude-haiku-4.5"];
    expect(model?.cache?.cacheable).toBe(false);
    const minimum = model?.cache?.minTokens ?? 0;
    expect(minimum).toBe(4096);
    const claude = run.json.clients?.["claude-code"];
    const onModel = claude?.models?.["claude-haiku-4.5"];
    const o200k = claude?.tokens.o200k_base;
    // The prefix: Claude Code's own base (10,612 o200k_base tokens, captured) scaled to the model by what the
    // server's names cost there against o200k_base, plus those names.
    const scale = (onModel?.upFront ?? 0) / (o200k?.upFront ?? 1);
    const prefix = Math.round((o200k?.clientBase ?? 0) * scale) + (onModel?.upFront ?? 0);
    expect(o200k?.clientBase).toBe(CLIENT_PROFILES["claude-code"].clientBase?.tokens.deferred?.o200k_base);
    expect(onModel?.cache).toEqual({ cacheable: true, minTokens: minimum, prefixAbout: prefix });
    expect(prefix).toBeGreaterThan(minimum);
    // Cursor's own prompt is not known: no verdict for it.
    expect(run.json.clients?.cursor?.models?.["claude-haiku-4.5"]?.cache).toBeUndefined();
  });
});
