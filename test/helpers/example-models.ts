/**
 * Two models on the example pull request of test/helpers/example-comparisons.ts: gpt-oss counted for real
 * (the harmony counter), and qwen3 on Ollama's default 4,096-token window, which the head's request fills
 * to over 90%. For the comment's height with models (test/comment-height.test.ts) and docs/.
 */

import type { Comparison } from "../../src/core/comparison.js";
import { countListing } from "../../src/core/count.js";
import type { Encoder } from "../../src/core/encodings.js";
import { modelEntry } from "../../src/core/models/entry.js";
import type { ModelCounter, ModelFacingTool } from "../../src/core/models/types.js";
import type { Report } from "../../src/core/report.js";
import { MODEL_DATA } from "../../src/models/model-data.js";
import { changeTools, compareReports } from "./example-comparisons.js";

const OLLAMA_WINDOW = {
  tokens: 4_096,
  source: "Ollama's default num_ctx below 24 GiB of GPU memory (OLLAMA_CONTEXT_LENGTH or num_ctx sets it)",
};

const SERVER = { name: "acme-tracker", version: "3.2.0", protocolVersion: "2025-06-18" };
const counted = (tools: unknown[], encoders: Encoder[]) =>
  countListing({ server: SERVER, tools, prompts: null, resources: null, warnings: [] }, encoders, "0.1.0");

async function measured(
  tools: unknown[],
  encoders: Encoder[],
  harmony: ModelCounter,
  qwenPerToken: number,
): Promise<Report> {
  const report = counted(tools, encoders);
  const gptOss = await harmony.count(tools as ModelFacingTool[], null);
  const o200k = report.totals.o200k_base?.model ?? 0;
  return {
    ...report,
    models: {
      "gpt-oss": modelEntry("gpt-oss (harmony format, o200k_base)", "hf", gptOss, MODEL_DATA["gpt-oss"] ?? null),
      "qwen3@ollama": modelEntry(
        "Qwen3 (Ollama's template and tool structs)",
        "ollama",
        { fidelity: "exact", tools: Math.round(o200k * qwenPerToken), instructions: null, frame: 24, warnings: [] },
        MODEL_DATA.qwen3 ?? null,
        OLLAMA_WINDOW,
      ),
    },
  };
}

/**
 * changes(n) with gpt-oss and qwen3@ollama on both sides; qwen3's figure is o200k's times a ratio chosen so
 * that the head's request fills `fill` of its 4,096-token window.
 */
export async function changesWithModels(
  encoders: Encoder[],
  harmony: ModelCounter,
  n: number,
  fill = 0.94,
): Promise<Comparison> {
  const { base, head } = changeTools(n);
  // The frame (24) is part of what fills the window.
  const ratio = (fill * 4_096 - 24) / (counted(head, encoders).totals.o200k_base?.model ?? 1);
  return compareReports(await measured(base, encoders, harmony, ratio), await measured(head, encoders, harmony, ratio));
}
