/**
 * An incremental survey keeps a row of the previous dataset only when it stands for the entry measured now,
 * by this engine: a row an older engine measured is measured again.
 */
import { describe, expect, it } from "vitest";
import { reusable, type SurveyRow } from "../../../../src/core/survey/dataset.js";
import type { SurveyEntry } from "../../../../src/core/survey/list.js";
import { measuredRow } from "../../../helpers/survey-site-dataset.js";

const row = measuredRow({ pkg: "weather-mcp", version: "1.2.3", tools: [{ name: "search", o200k: 40, cl100k: 38 }] });
const entry: SurveyEntry = { package: "weather-mcp", version: "1.2.3", bin: null, args: [], env: {}, line: 3 };
const settings = {
  encodings: ["o200k_base", "cl100k_base"],
  models: ["gpt-oss", "claude"],
  checkStable: false,
  clients: ["claude-code", "cursor"],
};

describe("reusable", () => {
  it("keeps a row of this engine for the same entry and settings", () => {
    expect(row.engine).toBe("0.1.0");
    expect(reusable(row as SurveyRow, entry, "0.1.0", settings)).toBe(true);
  });

  it("measures again a row an older engine measured", () => {
    expect(reusable(row as SurveyRow, entry, "0.2.0", settings)).toBe(false);
  });
});
