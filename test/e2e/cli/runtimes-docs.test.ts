/**
 * docs/runtimes.md says what the CLI does: its id examples parse, its error lines are the CLI's, every
 * runtime profile of the registry is in its table, and its figures for a real server are what
 * `measure --model` gives today (dist/cli.js, as a user runs it).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROFILES, resolveProfiles } from "../../../src/models/registry.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const DOC = readFileSync(path.join(PROJECT_ROOT, "docs/runtimes.md"), "utf8");

describe("docs/runtimes.md", () => {
  it("its model id examples parse", () => {
    const block = /```\n<model>\[@<runtime>\]\[:<context tokens>\[\/<slots>\]\]\n\n([\s\S]*?)```/.exec(DOC)?.[1] ?? "";
    const ids = block
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0] as string);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(() => resolveProfiles("doc", [id])).not.toThrow();
  });

  it("its error lines are what the CLI prints", async () => {
    const examples = [
      ...DOC.matchAll(/^\$ mcp-token-budget measure --model (\S+) -- node build\/index\.js\n(error: .*)$/gm),
    ];
    expect(examples.length).toBe(2);
    for (const [, id, line] of examples) {
      const run = await runCli(["measure", "--model", id as string, "--", "node", "build/index.js"], PROJECT_ROOT);
      expect(run.code).toBe(2);
      expect(run.stderr.trim()).toBe(line);
    }
  });

  it("its table has a row for every model that has a runtime", () => {
    const table = DOC.slice(DOC.indexOf("## Profiles x runtimes"), DOC.indexOf("## What Ollama sends"));
    for (const model of new Set(PROFILES.filter((p) => p.runtime !== "provider").map((p) => p.model))) {
      expect(table).toContain(`| \`${model}\` |`);
    }
  });

  it("its Slack figures are what measure gives", async () => {
    const heading = /\| Server \(tools\) \| o200k JSON \| (.*) \|\n/.exec(DOC)?.[1] ?? "";
    const models = heading.split(" | ").map((h) => {
      const [model, runtime] = h.split(" ");
      return runtime === "hf" ? (model as string) : `${model}@${runtime}`;
    });
    const row = /\| `@modelcontextprotocol\/server-slack` 2025\.4\.25 \((\d+)\) \| (.*) \|\n/.exec(DOC);
    const [o200k, ...figures] = (row?.[2] ?? "").split(" | ").map((c) => Number(c.replace(/,/g, "")));
    const slack = path.join(
      path.dirname(require.resolve("@modelcontextprotocol/server-slack/package.json")),
      "dist/index.js",
    );
    const { code, json, stderr } = await runCliJson<Report>(
      [
        "measure",
        "--format",
        "json",
        "--model",
        models.join(","),
        "--env",
        "SLACK_BOT_TOKEN=x",
        "--env",
        "SLACK_TEAM_ID=T",
        "--",
        process.execPath,
        slack,
      ],
      PROJECT_ROOT,
    );
    expect(code, stderr).toBe(0);
    expect(json.tools.length).toBe(Number(row?.[1]));
    expect(json.totals.o200k_base?.model).toBe(o200k);
    // A cell "—" is a figure the page leaves to be filled (the llama.cpp columns).
    const shown = models.flatMap((m, i) => (Number.isNaN(figures[i]) ? [] : [[m, figures[i]]]));
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.map(([m]) => [m, json.models?.[m as string]?.tools])).toEqual(shown);
  }, 120_000);
});
