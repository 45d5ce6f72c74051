/** What a dataset read back must be: the shipped schema, and one row per package version. */
import { describe, expect, it } from "vitest";
import { datasetProblem } from "../../../../src/core/survey/dataset-check.js";

const row = (pkg: string, version: string) => ({
  package: pkg,
  version,
  bin: null,
  args: [],
  env: ["API_KEY"],
  date: "2026-12-05",
  engine: "0.1.0",
  status: "failed",
  failure: { kind: "start", message: "exited with code 1", stderrTail: ["Error: API_KEY is required"] },
});

const data = (rows: unknown[], settings: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  kind: "mcp-token-budget/survey",
  engine: { name: "mcp-token-budget", version: "0.1.0" },
  settings: {
    encodings: ["o200k_base"],
    models: ["claude-sonnet-4.6[1m]", "qwen3@ollama:32768"],
    checkStable: false,
    clients: ["claude-code:ENABLE_TOOL_SEARCH=false", "cursor"],
    ...settings,
  },
  rows,
});

describe("datasetProblem", () => {
  it("takes the ids the options take, scoped packages and prerelease versions", () => {
    expect(datasetProblem(data([row("@scope/name", "1.0.0-beta.1"), row("plain", "2.0.0")]))).toBeNull();
  });

  it("names the field that does not fit", () => {
    expect(datasetProblem(data([row("plain", "latest")]))).toMatch(/^dataset\.rows\[0\]\.version must match pattern/);
    expect(datasetProblem(data([], { encodings: ["<script>"] }))).toMatch(
      /^dataset\.settings\.encodings\[0\] must match pattern/,
    );
    expect(datasetProblem(data([row("plain", "1.0.0"), row("plain", "1.0.0")]))).toBe(
      "dataset.rows[1] is a second row for plain@1.0.0 (one row per package version)",
    );
    expect(datasetProblem({ ...data([]), shard: { index: 3, count: 2, list: "0123456789abcdef" } })).toBe(
      "dataset.shard.index 3 is over its count 2",
    );
    expect(datasetProblem([])).toBe("it is not a JSON object");
  });
});
