/**
 * A run over a client configuration is the run's parts plus how its servers start (src/run/config-request.ts):
 * built once from the settings, each server started by the `Launch` and measured with the run's counting within
 * its limits. Held here from settings resolved as the CLI resolves them.
 */
import { describe, expect, it } from "vitest";
import type { ModelCounter } from "../../../src/core/models/types.js";
import { serverSpecOf } from "../../../src/run/config.js";
import { configRequest, launchEnv, serverMeasureOptions } from "../../../src/run/config-request.js";
import { countingOf } from "../../../src/run/counting.js";
import { type RawSettings, resolveSettings } from "../../../src/settings/settings.js";

const settingsOf = (raw: Partial<RawSettings>) =>
  resolveSettings({ config: ".mcp.json", ...raw }, { door: "cli", directory: "/repo", workspace: "/repo" });

const setupOf = (raw: Partial<RawSettings>) => {
  const settings = settingsOf(raw);
  if (!settings.setup) throw new Error("no configuration in the settings");
  return { settings, request: configRequest(settings, settings.setup) };
};

describe("a configuration's run as a request", () => {
  it("refuses --check-stable on the CLI, which lists one server three times, rather than ignore it", () => {
    expect(() => settingsOf({ checkStable: true })).toThrow(/--check-stable lists one server three times/);
    // The action's check-stable is on by default: its config mode goes on, listing each server once.
    const action = resolveSettings(
      { config: ".mcp.json", checkStable: "true" },
      { door: "action", directory: "/repo", workspace: "/repo" },
    );
    expect(action.setup).not.toBeNull();
  });

  it("takes how its servers start, their limits and the run's counting from the settings", () => {
    const { settings, request } = setupOf({
      jobs: "3",
      env: ["LOG=debug"],
      stripEnv: ["DB_PASSWORD"],
      timeout: "7",
      maxResponseMb: "2",
      models: ["gpt-oss"],
      clients: ["claude-code"],
    });
    expect(request.launch).toEqual({ jobs: 3, project: "/repo", strip: ["DB_PASSWORD"], env: { LOG: "debug" } });
    expect(request.limits).toEqual({ timeoutMs: 7000, maxResponseBytes: 2 * 1024 * 1024 });
    expect(request.counting).toEqual(countingOf(settings, null));
    expect(request.counting.clients?.map((c) => c.asked)).toEqual(["claude-code"]);
    expect(launchEnv(request.launch)).toEqual({ strip: ["DB_PASSWORD"], set: { LOG: "debug" } });
  });

  it("starts a stdio server in the project with the launch's variables last, and an HTTP server as the file says", () => {
    const { request } = setupOf({ env: ["LOG=debug"], stripEnv: ["DB_PASSWORD"] });
    const stdio = serverSpecOf(
      { kind: "stdio", command: "node", args: ["s.js"], env: { LOG: "info", KEEP: "1" }, cwd: "tools" },
      request.launch,
    );
    expect(stdio).toEqual({
      kind: "stdio",
      command: "node",
      args: ["s.js"],
      cwd: "/repo/tools",
      env: { set: { LOG: "debug", KEEP: "1" }, strip: ["DB_PASSWORD"] },
    });
    const http = serverSpecOf(
      { kind: "http", url: "http://127.0.0.1:1/mcp", headers: { A: "b" }, transport: "auto" },
      request.launch,
    );
    expect(http).toEqual({ kind: "http", url: "http://127.0.0.1:1/mcp", headers: { A: "b" }, transport: "auto" });
    // The file's type "sse" reaches the listing, which then connects over SSE only, as the client does.
    const sse = serverSpecOf(
      { kind: "http", url: "http://127.0.0.1:1/sse", headers: {}, transport: "sse" },
      request.launch,
    );
    expect(sse).toEqual({ kind: "http", url: "http://127.0.0.1:1/sse", headers: {}, transport: "sse" });
  });

  it("measures each server with the encodings and models within the limits; the clients count the whole configuration", () => {
    const { request } = setupOf({
      encodings: ["o200k_base"],
      models: ["gpt-oss"],
      clients: ["claude-code"],
      timeout: "7",
    });
    const counters = Promise.resolve([] as readonly ModelCounter[]);
    const options = serverMeasureOptions(request.limits, request.counting, counters);
    expect(Object.keys(options).sort()).toEqual(["counters", "encodings", "maxResponseBytes", "models", "timeoutMs"]);
    expect(options.encodings).toEqual(["o200k_base"]);
    expect(options.models?.map((m) => m.id)).toEqual(["gpt-oss"]);
    expect(options.counters).toBe(counters);
    expect(options.timeoutMs).toBe(7000);
    // A single server's subject is a configuration's limits too (the action's config mode measures a removed server so).
    const subject = { spec: { kind: "stdio" as const, command: "x", args: [] }, repoDir: "/repo", timeoutMs: 5 };
    expect(serverMeasureOptions(subject, request.counting)).toEqual({
      encodings: ["o200k_base"],
      models: request.counting.models,
      timeoutMs: 5,
    });
  });
});
