/**
 * The model profiles a user can ask for with --model / `models:`. Each entry says how the tools reach
 * that model (renderer + tokenizer), how exact the figure is, and how to load what it needs; nothing is
 * loaded until a profile is asked for. Adding a profile is one entry here.
 */
import { UsageError } from "../core/errors.js";
import type { ModelData } from "../core/models/entry.js";
import type { Fidelity, ModelCounter } from "../core/models/types.js";
import { MODEL_DATA } from "./model-data.js";

export interface ProfileContext {
  /** Where user-installed model packages are looked up (tests pass their own). */
  resolve?: (specifier: string) => string | null;
}

export interface ModelProfile {
  id: string;
  /** Shown in tables and reports: what is counted, with which tokenizer. */
  title: string;
  fidelity: Fidelity;
  /** Context window and price, with their source and date; null when the model has none (a family). */
  data: ModelData | null;
  load(context: ProfileContext): Promise<ModelCounter>;
}

const harmony = async () => (await import("../core/models/harmony.js")).loadHarmonyCounter();
const local = (id: "qwen3" | "llama-3.1" | "llama-3.2") => async (context: ProfileContext) => {
  const { loadLocalModel } = await import("./local-model-data.js");
  const loaded = await loadLocalModel(id, context.resolve ? { resolve: context.resolve } : {});
  return loaded.counter;
};

export const PROFILES: readonly ModelProfile[] = [
  {
    id: "gpt-oss",
    title: "gpt-oss (harmony format, o200k_base)",
    fidelity: "exact",
    data: MODEL_DATA["gpt-oss"] ?? null,
    load: harmony,
  },
  {
    id: "qwen3",
    title: "Qwen3 (its chat template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    load: local("qwen3"),
  },
  {
    id: "llama-3.1",
    title: "Llama 3.1 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    load: local("llama-3.1"),
  },
  {
    id: "llama-3.2",
    title: "Llama 3.2 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    load: local("llama-3.2"),
  },
];

export function profileIds(): string[] {
  return PROFILES.map((p) => p.id);
}

/** The profiles for the ids asked for, in the order asked, each once; an unknown id is a usage error. */
export function resolveProfiles(label: string, ids: readonly string[]): ModelProfile[] {
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const profile = PROFILES.find((p) => p.id === id);
    if (!profile) throw new UsageError(`${label}: unknown model "${id}"; known models: ${profileIds().join(", ")}`);
    return profile;
  });
}
