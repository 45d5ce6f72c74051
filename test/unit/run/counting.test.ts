/**
 * A run's counting is one thing (src/run/counting.ts): each of its features reaches `measure` and the cache key
 * alike, so a cached report counted without a feature never stands in for one counted with it. Held here for each
 * field, from settings resolved as the CLI resolves them.
 */
import { describe, expect, it } from "vitest";
import { type MeasurementSettings, settingsHash } from "../../../src/cache/key.js";
import type { CallsFile } from "../../../src/core/calls/types.js";
import { type Counting, countingKey, countingOf, measureCounting } from "../../../src/run/counting.js";
import { type RawSettings, resolveSettings } from "../../../src/settings/settings.js";

const settingsOf = (raw: Partial<RawSettings>) =>
  resolveSettings({ command: ["node", "server.js"], ...raw }, { door: "cli", directory: "/repo", workspace: "/repo" });

const subject: Omit<MeasurementSettings, keyof ReturnType<typeof countingKey>> = {
  build: null,
  command: "node",
  args: ["server.js"],
  workingDirectory: ".",
  env: {},
  stripEnv: [],
};
const keyOf = (counting: Counting) => settingsHash({ ...subject, ...countingKey(counting) });

const plain = countingOf(settingsOf({}), null);

describe("a run's counting", () => {
  it("with nothing asked: the default encodings, no profiles, and the key an entry without features has always had", () => {
    expect(measureCounting(plain)).toEqual({ encodings: ["o200k_base", "cl100k_base"], models: [] });
    // The key's settings as cache/key.ts read them before counting was one type: entries cached then still match.
    expect(keyOf(plain)).toBe(settingsHash({ ...subject, encodings: ["o200k_base", "cl100k_base"], models: [] }));
  });

  const features: [string, Partial<RawSettings>, keyof ReturnType<typeof measureCounting>][] = [
    ["--encoding", { encodings: ["o200k_base"] }, "encodings"],
    ["--model", { models: ["gpt-oss"] }, "models"],
    ["--client", { clients: ["claude-code"] }, "clients"],
    ["--check-stable", { checkStable: true }, "checkStable"],
  ];
  it.each(features)("%s reaches measure and changes the key", (_flag, raw, field) => {
    const counting = countingOf(settingsOf(raw), null);
    expect(measureCounting(counting)[field]).not.toEqual(measureCounting(plain)[field]);
    expect(keyOf(counting)).not.toBe(keyOf(plain));
  });

  it("--name (with --client) reaches measure and changes the key", () => {
    const clients = countingOf(settingsOf({ clients: ["claude-code"] }), null);
    const named = countingOf(settingsOf({ clients: ["claude-code"], clientServerKey: "fx" }), null);
    expect(measureCounting(named).clientServerKey).toBe("fx");
    expect(keyOf(named)).not.toBe(keyOf(clients));
  });

  it("a provider's count and an estimate of the same model are different keys", () => {
    const estimate = countingOf(settingsOf({ models: ["claude"] }), null);
    const provider = {
      ...estimate,
      models: (estimate.models ?? []).map((m) => ({ ...m, fidelity: "provider-count" as const })),
    };
    expect(keyOf(provider)).not.toBe(keyOf(estimate));
  });

  it("calls reach measure; they are not in the key, since a run with calls keeps no cache (prepare.ts)", () => {
    const calls = { calls: [], totalTimeoutMs: 1000 } as unknown as CallsFile;
    const counting = countingOf(settingsOf({}), calls);
    expect(measureCounting(counting).calls).toBe(calls);
    expect(keyOf(counting)).toBe(keyOf(plain));
  });
});
