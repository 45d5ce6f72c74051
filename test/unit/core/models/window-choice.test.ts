/**
 * Which window a model's figures are of (core/models/window.ts, pure): the id's own window first, then the
 * global one (`--context`, the action's `context`) for a local model only, else the standard window; and
 * the warning when the global window is no model's (issue 25: `--context 2048` made Claude's 200,000 a
 * false "does not fit").
 */
import { describe, expect, it } from "vitest";
import {
  type AskedWindow,
  chooseWindow,
  unusedGlobalWindow,
  type WindowAsk,
} from "../../../../src/core/models/window.js";
import { isLocal, resolveProfiles } from "../../../../src/models/registry.js";

const cli: AskedWindow = { tokens: 2048, how: "--context 2048" };
const action: AskedWindow = { tokens: 2048, how: "context 2048" };
const claudeStandard = { tokens: 200_000, source: "Claude Code's standard window (200,000)" };
const ollamaStandard = { tokens: 4_096, source: "Ollama's default num_ctx" };
const ask = (id: string, local: boolean, inId: number | null = null, extendedInId = false): WindowAsk => ({
  id,
  inId,
  extendedInId,
  local,
});

describe("chooseWindow", () => {
  it("a local model takes the global window; a hosted one keeps its standard window", () => {
    expect(chooseWindow(ask("qwen3@ollama", true), cli, ollamaStandard)).toEqual({
      tokens: 2048,
      source: "asked for with --context 2048",
    });
    expect(chooseWindow(ask("claude", false), cli, claudeStandard)).toEqual(claudeStandard);
  });

  it("the window in the id wins, on a hosted model as on a local one", () => {
    expect(chooseWindow(ask("claude:8192", false, 8192), cli, claudeStandard)).toEqual({
      tokens: 8192,
      source: 'asked for in the model id "claude:8192"',
    });
    expect(chooseWindow(ask("qwen3@ollama:24576", true, 24_576), cli, ollamaStandard).tokens).toBe(24_576);
    const extended = { tokens: 1_000_000, source: "the 1M window asked for with [1m]" };
    expect(chooseWindow(ask("claude-sonnet-4.6[1m]", false, null, true), cli, extended)).toEqual(extended);
  });

  it("without a global window, the standard one", () => {
    expect(chooseWindow(ask("qwen3@ollama", true), null, ollamaStandard)).toEqual(ollamaStandard);
  });
});

describe("unusedGlobalWindow", () => {
  it("says nothing when a model takes the global window, or when none is given", () => {
    const models = [
      { ask: ask("claude", false), window: claudeStandard },
      { ask: ask("qwen3", true), window: { tokens: 2048, source: "asked for with --context 2048" } },
    ];
    expect(unusedGlobalWindow(cli, models)).toBeNull();
    expect(unusedGlobalWindow(null, [models[0] as (typeof models)[0]])).toBeNull();
  });

  it("names the flag or the action input, what each model keeps, and how to give it the window", () => {
    const claude = [{ ask: ask("claude", false), window: claudeStandard }];
    expect(unusedGlobalWindow(cli, claude)).toBe(
      "--context 2048 applies to local models only; claude keeps its 200,000-token window (write claude:2048 to change it)",
    );
    expect(unusedGlobalWindow(action, claude)).toBe(
      "context 2048 applies to local models only; claude keeps its 200,000-token window (write claude:2048 to change it)",
    );
  });

  it("a local model with its own window takes no global one either, and says so", () => {
    const models = [
      { ask: ask("qwen3:4096", true, 4096), window: { tokens: 4096, source: "id" } },
      { ask: ask("gpt-x", false), window: { tokens: null, source: "none known" } },
    ];
    expect(unusedGlobalWindow(cli, models)).toBe(
      "--context 2048 applies to local models only; qwen3:4096 keeps the window written in its id (4,096); gpt-x has no known window (write gpt-x:2048 to give it one)",
    );
  });
});

describe("isLocal: the registry's runtime says which models take a runtime window", () => {
  it("local models on every runtime; hosted models (runtime provider) not", () => {
    const ids = ["qwen3", "qwen3@ollama", "qwen2.5@llama.cpp", "llama-3.1", "llama-3.2@ollama", "gpt-oss"];
    for (const profile of resolveProfiles("--model", ids)) expect(isLocal(profile), profile.id).toBe(true);
    const hosted = ["claude", "claude-sonnet-4.6", "claude-haiku-4.5", "gpt-5", "gpt-4.1"];
    for (const profile of resolveProfiles("--model", hosted)) expect(isLocal(profile), profile.id).toBe(false);
  });
});
