/**
 * A model's summary warning points at the full list in the reader's own terms: the CLI's --verbose,
 * or, in the PR comment and the job summary, the JSON report the action wrote (it has no verbose input).
 */
import { describe, expect, it } from "vitest";
import { compare } from "../../../../src/core/compare.js";
import { countListing } from "../../../../src/core/count.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import type { ModelEntry } from "../../../../src/core/models/entry.js";
import { modelWarnings } from "../../../../src/core/models/model-warnings.js";
import type { Report } from "../../../../src/core/report.js";
import { compareSides } from "../../../../src/run/pipeline.js";
import { readToolsFile } from "../../../helpers/fixture.js";

const entry: ModelEntry = {
  profile: "qwen3",
  runtime: "ollama",
  fidelity: "exact",
  tools: 100,
  instructions: null,
  contextWindow: 4096,
  shareOfContext: 0.02,
  inputPricePerMTok: null,
  costPer1kRequests: null,
  data: null,
  notSeen: [
    { tool: "search", path: "q", keyword: "format" },
    { tool: "search", path: "", keyword: "additionalProperties" },
  ],
  warnings: [],
};

async function reportWithModel(): Promise<Report> {
  const fixture = readToolsFile("basic");
  const report = countListing(
    {
      server: { name: "fixture", version: "1.0.0", protocolVersion: "2025-06-18" },
      tools: fixture.tools,
      prompts: [],
      resources: [],
      warnings: [],
    },
    await loadEncoders(["o200k_base"]),
    "0.1.0",
  );
  return { ...report, models: { "qwen3@ollama": entry } };
}

describe("where a model warning says the full list is", () => {
  it("the CLI keeps --verbose", () => {
    const [line] = modelWarnings(entry, false);
    expect(line).toMatch(/drops 2 schema keywords/);
    expect(line).toContain("--verbose lists them");
  });

  it("the action names no CLI flag: the JSON report it wrote has every one", () => {
    const [line] = modelWarnings(entry, false, "action");
    expect(line).toMatch(/drops 2 schema keywords/);
    expect(line).not.toMatch(/--\w/);
    expect(line).toContain("report-path output");
  });

  it("a comparison made for the action (the comment's source) carries the action's words", async () => {
    const head = await reportWithModel();
    const cli = compare(null, head).models?.["qwen3@ollama"]?.head?.warnings ?? [];
    expect(cli.join("\n")).toContain("--verbose");
    const sides = {
      base: { kind: "none", reason: "none asked for" } as const,
      budget: null,
      labels: undefined,
      head,
      baseReport: null,
      baseSha: null,
      noBaselineReason: "none asked for",
      headCommit: null,
    };
    const action = compareSides({ ...sides, door: "action" }).comparison.models?.["qwen3@ollama"]?.head?.warnings;
    expect(action?.join("\n")).toContain("report-path output");
    expect(action?.join("\n")).not.toContain("--verbose");
  });
});
