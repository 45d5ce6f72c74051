/**
 * What the comment's title says about the models, and that the comment still fits GitHub's limit when a
 * pull request changes 200 tools and carries models: a request that does not fit a model's window fails
 * every call on it, so the title says so, budget or not, naming the model as its table row does.
 * The model entries are plain data (their counters are tested elsewhere); the tools are counted for real.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../src/core/compare.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { countListing } from "../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { type ModelEntry, modelEntry } from "../../../src/core/models/entry.js";
import type { Runtime } from "../../../src/core/models/model-id.js";
import { GITHUB_COMMENT_MAX_CHARS, renderComparisonMarkdown } from "../../../src/core/render/comparison.js";
import type { Report } from "../../../src/core/report.js";
import { commentMarker } from "../../../src/github/comment.js";
import { footer, links } from "../../helpers/example-comparisons.js";
import { detailsBlock, tableAfter } from "../../helpers/markdown.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
});

const tool = (i: number, sentences: number) => ({
  name: `tool_${String(i).padStart(3, "0")}`,
  description: `Does thing number ${i}.${" It takes one more careful step.".repeat(sentences)}`,
  inputSchema: { type: "object", properties: { id: { type: "string", description: `Id of thing ${i}.` } } },
});

function measured(tools: unknown[]): Report {
  const server = { name: "acme-tracker", version: "3.2.0", protocolVersion: "2025-06-18" };
  return countListing({ server, tools, prompts: null, resources: null, warnings: [] }, encoders, "0.1.0");
}

/** A model counted `tools` tokens on `runtime` with a window of `window`: plain data, as a report holds it. */
function model(runtime: Runtime, tools: number, window: number): ModelEntry {
  const data = { contextWindow: window, inputPricePerMTok: null, source: "test data", date: "2026-07-13" };
  return modelEntry(
    `test profile on ${runtime}`,
    runtime,
    { fidelity: "exact", tools, instructions: null, warnings: [] },
    data,
  );
}

/** base → head of `changed` tools out of `count`, each model's tools at the head's o200k_base total. */
function comparison(count: number, changed: number, windows: Record<string, [Runtime, number]>): Comparison {
  const base = Array.from({ length: count }, (_, i) => tool(i, 1));
  const head = base.map((t, i) => (i < changed ? tool(i, 2 + (i % 4)) : t));
  const b = measured(base);
  const h = measured(head);
  const modelsOf = (r: Report) =>
    Object.fromEntries(
      Object.entries(windows).map(([id, [runtime, window]]) => [
        id,
        model(runtime, r.totals.o200k_base?.model ?? 0, window),
      ]),
    );
  return compare({ ...b, models: modelsOf(b) }, { ...h, models: modelsOf(h) });
}

const title = (c: Comparison) => renderComparisonMarkdown(c).split("\n")[0] ?? "";

describe("the title says when a model's request does not fit its window", () => {
  it("says nothing of windows when every model fits", () => {
    const c = comparison(10, 2, { qwen3: ["ollama", 200_000] });
    expect(title(c)).toMatch(/^### acme-tracker · \+\d+ tokens \(\+[\d.]+%\)$/);
    expect(title(c)).not.toContain("fit");
  });

  it("names the one model that does not fit, as its row names it, after the change", () => {
    const c = comparison(10, 2, { qwen3: ["ollama", 200_000], "llama3.2": ["llama.cpp", 100] });
    const head = c.models?.["llama3.2"]?.head;
    // The head's request is larger than the window: 100 tokens cannot hold it.
    expect(head?.tools ?? 0).toBeGreaterThan(100);
    expect(title(c)).toMatch(
      /^### acme-tracker · \+\d+ tokens \(\+[\d.]+%\) · ❌ llama3\.2@llama\.cpp does not fit its window$/,
    );
    const markdown = renderComparisonMarkdown(c);
    const row = tableAfter(markdown, "**Models** · ").find((r) => r[0] === "llama3.2@llama.cpp");
    expect(row?.[3]).toBe(`❌ needs -c ${head?.tools}+ (has 100)`);
    // The line in view says the same.
    expect(markdown).toMatch(
      new RegExp(`llama3\\.2@llama\\.cpp [\\d,]+ \\(\\+\\d+\\) ❌ needs -c ${head?.tools}\\+ \\(has 100\\)`),
    );
  });

  it("names two, and counts three or more", () => {
    const two = comparison(10, 2, { qwen3: ["ollama", 100], "llama3.2": ["llama.cpp", 100] });
    expect(title(two)).toMatch(/ · ❌ qwen3@ollama, llama3\.2@llama\.cpp do not fit their window$/);
    const three = comparison(10, 2, { qwen3: ["ollama", 100], "llama3.2": ["llama.cpp", 100], "gpt-oss": ["hf", 100] });
    expect(title(three)).toMatch(/ · ❌ 3 models do not fit their window$/);
  });
});

describe("GitHub's comment limit", () => {
  it("holds 200 changed tools and a model table in 65,536 characters, as the action posts it", () => {
    const c = comparison(200, 200, { qwen3: ["ollama", 100], claude: ["provider", 200_000] });
    expect(c.summary.changed).toBe(200);
    const marker = commentMarker("default");
    // What publish does: the body is cut to leave room for the marker line.
    const body = renderComparisonMarkdown(c, {
      links,
      footer,
      maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
    });
    const posted = `${marker}\n${body}`;
    expect(posted.length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX_CHARS);
    // Cut, not emptied: what a reviewer needs first is all in view, above the one fold.
    // In view: all but the one fold (the changes past the first ones have a fold of their own under the table).
    const inView =
      posted
        .replace(
          /<details><summary>[\d,]+ more changes, none larger than those above<\/summary>[\s\S]*?<\/details>/,
          "",
        )
        .split("<details>")[0] ?? "";
    expect(inView).toContain("❌ qwen3@ollama does not fit its window");
    // The models' line is in view, each model with its window; their table waits in the fold.
    const models = inView.split("\n").find((l) => l.startsWith("**Models**, tokens per request: ")) ?? "";
    expect(
      models.split(" · ").map((m) => m.replace(/^\*\*Models\*\*, tokens per request: /, "").split(" ")[0]),
    ).toEqual(["qwen3@ollama", "claude"]);
    expect(models).toMatch(/qwen3@ollama [\d,]+ \(\+[\d,]+\) ❌ needs num_ctx/);
    expect(tableAfter(inView, "| What changed").length).toBeGreaterThanOrEqual(10);
    expect(detailsBlock(posted, "Totals by encoding and view")).toContain("| o200k\\_base | model |");
    expect(posted.match(/<details>/g)?.length).toBe(posted.match(/<\/details>/g)?.length);
    expect(posted.endsWith(`${footer}\n`)).toBe(true);
  });
});
