/**
 * Context windows and input prices of the models the profiles stand for, as dated data with their
 * sources: never fetched at run time, and the date is printed wherever a figure appears.
 */
import type { ModelData } from "../core/models/entry.js";

export const MODEL_DATA: Readonly<Record<string, ModelData>> = {
  "gpt-oss": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "openai/gpt-oss model card (context length 131,072); open weights: the price depends on the host",
    date: "2026-11-30",
  },
  qwen3: {
    contextWindow: 32_768,
    inputPricePerMTok: null,
    source: "Qwen3 model cards (native context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-11-30",
  },
  "llama-3.1": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.1 model card (context length 128K); open weights",
    date: "2026-11-30",
  },
  "llama-3.2": {
    contextWindow: 131_072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.2 model card (context length 128K); open weights",
    date: "2026-11-30",
  },
};
